/// A segue as a storyboard declares it: what to create and how to perform it when triggered.
public struct SegueTemplate {
    public var identifier: String?
    public var kind: SegueKind
    /// Creates the destination controller, fresh for each performance (SPEC.md §8).
    public var makeDestination: @MainActor () -> ViewController
    /// The class of a custom segue, looked up in the storyboard's registry.
    public var customClass: String?
    public var modalPresentationStyle: ModalPresentationStyle?
    public var modalTransitionStyle: ModalTransitionStyle?
    public var animates: Bool
    public var anchor: Rect?

    public init(identifier: String?, kind: SegueKind, customClass: String? = nil,
                modalPresentationStyle: ModalPresentationStyle? = nil, modalTransitionStyle: ModalTransitionStyle? = nil,
                animates: Bool = true, anchor: Rect? = nil, destination: @escaping @MainActor () -> ViewController) {
        self.identifier = identifier
        self.kind = kind
        self.customClass = customClass
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.anchor = anchor
        makeDestination = destination
    }
}

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

    /// The timing of the class registered as `name`, or nil when none is.
    public func timing(of name: String) -> SegueTiming? { timings[name] }

    @MainActor public func make(_ name: String, identifier: String?, source: ViewController, destination: ViewController) throws -> StoryboardSegue {
        guard let f = factories[name] else { throw SegueError.unknownCustomClass(name) }
        return f(identifier, source, destination)
    }

    public var names: [String] { factories.keys.sorted() }

    /// The registered examples: `HorizontalSlideSegue` (the seed's custom segue).
    public static let builtIn: SegueRegistry = {
        var r = SegueRegistry()
        r.register(HorizontalSlideSegue.self)
        return r
    }()
}
