/// Custom segue classes by name, as storyboards refer to them (`customClass="…"`). Passed to the
/// controllers that need it; the built-in examples are in `SegueRegistry.builtIn`.
public struct SegueRegistry: Sendable {
    public typealias Factory = @MainActor @Sendable (_ identifier: String?, _ source: ViewController, _ destination: ViewController) -> StoryboardSegue
    public private(set) var factories: [String: Factory] = [:]
    /// Each registered class's timing (`StoryboardSegue.timing`).
    public private(set) var timings: [String: SegueTiming] = [:]

    public init() {}

    /// Registers `factory` under `name`; `timing` is how long what it makes animates.
    public mutating func register(_ name: String, timing: SegueTiming = SegueTiming(), _ factory: @escaping Factory) {
        factories[name] = factory
        timings[name] = timing
    }

    /// Registers a subclass under its own name, with its own `timing`.
    public mutating func register<S: StoryboardSegue>(_ type: S.Type, as name: String? = nil) {
        register(name ?? String(describing: type), timing: S.timing) { S(identifier: $0, source: $1, destination: $2) }
    }

    /// Registers a class that some registry holds, under its own name and timing.
    public mutating func register(_ segueClass: SegueClass) {
        register(segueClass.name, timing: segueClass.timing, segueClass.factory)
    }

    /// The timing of the class registered as `name`, or nil when none is.
    public func timing(of name: String) -> SegueTiming? { timings[name] }

    @MainActor public func make(_ name: String, identifier: String?, source: ViewController, destination: ViewController) throws -> StoryboardSegue {
        guard let f = factories[name] else { throw SegueError.unknownCustomClass(name) }
        return f(identifier, source, destination)
    }

    public var names: [String] { factories.keys.sorted() }

    /// The class registered as `name`, with its factory; nil when none is.
    public func segueClass(named name: String) -> SegueClass? {
        factories[name].map { SegueClass(name: name, factory: $0, timing: timings[name] ?? SegueTiming()) }
    }

    /// A registered segue class: its name and how to make it. Holding one, rather than a name,
    /// is holding a class that some registry has.
    public struct SegueClass: Sendable {
        public let name: String
        public let factory: Factory
        public let timing: SegueTiming
    }

    /// The registered examples: `HorizontalSlideSegue` (the seed's custom segue).
    public static let builtIn: SegueRegistry = {
        var r = SegueRegistry()
        r.register(HorizontalSlideSegue.self)
        return r
    }()
}
