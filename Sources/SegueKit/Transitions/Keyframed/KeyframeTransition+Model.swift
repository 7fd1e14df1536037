import Foundation

// The parts of a transition file (Sources/SegueKit/Transitions/Keyframed/Schema.md), each decoded strictly: unknown keys,
// values out of range and contradictory fields are `TransitionFileError`s located by their JSON path.

extension KeyframeTransition {
    /// One of the two views of a transition.
    public enum Side: String, Hashable, Sendable, CaseIterable {
        /// The view going away (the presenter when presenting, the presented view when dismissing).
        case from
        /// The view coming in.
        case to

        var other: Side { self == .from ? .to : .from }
    }

    /// A distance: points, or a percentage of the container's width (for x, width, translationX) or
    /// height (for y, height, translationY). Written `120` or `"50%"`.
    public enum Length: Hashable, Sendable {
        case points(Double)
        case percent(Double)

        /// The distance in points in a container whose extent along this axis is `extent`.
        public func resolved(in extent: Double) -> Double {
            switch self {
            case .points(let v): v
            case .percent(let v): v / 100 * extent
            }
        }

        var isNegative: Bool {
            switch self {
            case .points(let v), .percent(let v): v < 0
            }
        }
    }

    /// A frame in the container's coordinates, before the transform (which applies about its centre).
    public struct Frame: Hashable, Sendable {
        public var x: Length, y: Length, width: Length, height: Length

        public init(x: Length, y: Length, width: Length, height: Length) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// A point in the container's coordinates.
    public struct Position: Hashable, Sendable {
        public var x: Length, y: Length

        public init(x: Length, y: Length) {
            self.x = x
            self.y = y
        }
    }

    /// A whole transform (what is left out is the identity). Angles in degrees, following Core
    /// Animation: positive `rotation` turns clockwise on screen, positive `rotationY` turns the right
    /// edge away from the viewer, positive `rotationX` brings the bottom edge towards the viewer.
    /// Applied to the view in this order: scale, rotation, rotationX, rotationY, translation, then the
    /// view's perspective.
    public struct Transform: Hashable, Sendable {
        public var translationX = Length.points(0)
        public var translationY = Length.points(0)
        public var scaleX = 1.0
        public var scaleY = 1.0
        public var rotation = 0.0
        public var rotationX = 0.0
        public var rotationY = 0.0

        public init(translationX: Length = .points(0), translationY: Length = .points(0), scaleX: Double = 1, scaleY: Double = 1,
                    rotation: Double = 0, rotationX: Double = 0, rotationY: Double = 0) {
            self.translationX = translationX
            self.translationY = translationY
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.rotation = rotation
            self.rotationX = rotationX
            self.rotationY = rotationY
        }

        /// The matrix, in a container of `size`, seen from `perspective` points (nil: none).
        public func matrix(in size: Size, perspective: Double?) -> Transform3D {
            let radians = Double.pi / 180
            var m = Transform3D(scaleX: scaleX, y: scaleY)
                .concatenating(Transform3D(rotationAngle: rotation * radians, x: 0, y: 0, z: 1))
                .concatenating(Transform3D(rotationAngle: rotationX * radians, x: 1, y: 0, z: 0))
                .concatenating(Transform3D(rotationAngle: rotationY * radians, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(translationX: translationX.resolved(in: size.width), y: translationY.resolved(in: size.height)))
            if let perspective {
                var p = Transform3D.identity
                p.m34 = -1 / perspective
                m = m.concatenating(p)
            }
            return m
        }

        static var angles: [(name: String, value: KeyPath<Transform, Double>)] {
            [("rotation", \.rotation), ("rotationX", \.rotationX), ("rotationY", \.rotationY)]
        }
    }

    /// The state a view reaches at `time`. Properties left out are not keyed here: each property
    /// moves from the last keyframe that names it (or from the view's resting state) to the next one.
    public struct Keyframe: Hashable, Sendable {
        /// A fraction of the duration, 0…1.
        public var time: Double
        /// The curve of the segment that ends here; nil: the transition's `curve`.
        public var curve: TimingCurve?
        public var frame: Frame?
        public var center: Position?
        public var transform: Transform?
        public var alpha: Double?
        public var cornerRadius: Double?

        public init(time: Double, curve: TimingCurve? = nil, frame: Frame? = nil, center: Position? = nil,
                    transform: Transform? = nil, alpha: Double? = nil, cornerRadius: Double? = nil) {
            self.time = time
            self.curve = curve
            self.frame = frame
            self.center = center
            self.transform = transform
            self.alpha = alpha
            self.cornerRadius = cornerRadius
        }
    }

    /// The keyframes of one view, and the distance it is seen from when it turns in 3D.
    public struct ViewKeyframes: Hashable, Sendable {
        /// The viewer's distance in points for 3D rotations (Core Animation's m34 = −1/perspective);
        /// nil: flat projection.
        public var perspective: Double?
        public var keyframes: [Keyframe]

        public init(perspective: Double? = nil, keyframes: [Keyframe] = []) {
            self.perspective = perspective
            self.keyframes = keyframes
        }
    }

    /// A black layer over one view (moving with it), whose alpha is keyed; it starts at 0.
    public struct Dimming: Hashable, Sendable {
        public var over: Side
        /// Keyframes with a time, an alpha and optionally a curve.
        public var keyframes: [Keyframe]

        public init(over: Side, keyframes: [Keyframe]) {
            self.over = over
            self.keyframes = keyframes
        }
    }

    /// What both views do in one direction.
    public struct Choreography: Hashable, Sendable {
        public var from: ViewKeyframes
        public var to: ViewKeyframes
        /// The view drawn above the other.
        public var onTop: Side
        public var dimming: Dimming?

        public init(from: ViewKeyframes = ViewKeyframes(), to: ViewKeyframes = ViewKeyframes(), onTop: Side = .to, dimming: Dimming? = nil) {
            self.from = from
            self.to = to
            self.onTop = onTop
            self.dimming = dimming
        }
    }
}

// MARK: - Strict decoding

/// Any key of a JSON object, or an index in a list.
struct TransitionFileKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// An object's fields, read strictly: a key that is not `allowed` is an error naming it, with a
/// guess at what was meant.
struct TransitionFileFields {
    let container: KeyedDecodingContainer<TransitionFileKey>
    let codingPath: [any CodingKey]

    init(_ decoder: any Decoder, allowed: [String], in what: String) throws {
        container = try decoder.container(keyedBy: TransitionFileKey.self)
        codingPath = decoder.codingPath
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !allowed.contains(key.stringValue) {
            var fix = "The keys of \(what) are " + allowed.map { "\"\($0)\"" }.joined(separator: ", ") + "."
            if let guess = Self.guess(key.stringValue, among: allowed) { fix = "Did you mean \"\(guess)\"? " + fix }
            throw TransitionFileError(codingPath + [key], "unknown key \"\(key.stringValue)\"", fix)
        }
    }

    func has(_ key: String) -> Bool { container.contains(TransitionFileKey(key)) }

    func path(_ keys: any CodingKey...) -> [any CodingKey] { codingPath + keys }

    func error(_ key: String?, _ problem: String, _ fix: String) -> TransitionFileError {
        TransitionFileError(key.map { codingPath + [TransitionFileKey($0)] } ?? codingPath, problem, fix)
    }

    func optional<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
        try container.decodeIfPresent(T.self, forKey: TransitionFileKey(key))
    }

    func required<T: Decodable>(_ type: T.Type, _ key: String, _ fix: String) throws -> T {
        guard has(key) else { throw error(key, "is missing", fix) }
        return try container.decode(T.self, forKey: TransitionFileKey(key))
    }

    /// A finite number checked against a rule, e.g. `rule: (0...1).contains, "outside 0…1"`.
    func number(_ key: String, required fix: String? = nil, _ ok: (Double) -> Bool, _ problem: String, _ ruleFix: String) throws -> Double? {
        let value: Double? = if let fix { try required(Double.self, key, fix) } else { try optional(Double.self, key) }
        if let value, !value.isFinite { throw error(key, "\(value) is not a finite number", ruleFix) }
        if let value, !ok(value) { throw error(key, "\(KeyframeTransition.describe(value)) \(problem)", ruleFix) }
        return value
    }

    func curve(_ key: String) throws -> TimingCurve? {
        guard let text = try optional(String.self, key) else { return nil }
        do { return try TimingCurve(parsing: text) } catch let e as CurveParseError {
            throw error(key, "\"\(text)\" is not a timing curve (\(e.reason))",
                        "Write one of " + CurveParseError.acceptedForms.joined(separator: ", ") + ".")
        }
    }

    func side(_ key: String, default value: KeyframeTransition.Side? = nil) throws -> KeyframeTransition.Side? {
        guard let text = try optional(String.self, key) else { return value }
        guard let side = KeyframeTransition.Side(rawValue: text) else {
            throw error(key, "\"\(text)\" is not one of the two views", "Write \"from\" (the view going away) or \"to\" (the view coming in).")
        }
        return side
    }

    /// A key written with other capitals, or within two edits of an allowed one.
    static func guess(_ key: String, among allowed: [String]) -> String? {
        if let same = allowed.first(where: { $0.lowercased() == key.lowercased() }) { return same }
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var row = Array(0...b.count)
            for i in 1...max(1, a.count) where !a.isEmpty {
                var previous = row[0]
                row[0] = i
                for j in stride(from: 1, through: b.count, by: 1) {
                    let current = row[j]
                    row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                    previous = current
                }
            }
            return a.isEmpty ? b.count : row[b.count]
        }
        let k = Array(key.lowercased())
        return allowed.map { ($0, distance(k, Array($0.lowercased()))) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }
}

extension KeyframeTransition {
    /// Shortest form of a number for messages.
    nonisolated static func describe(_ v: Double) -> String {
        NumberText.string(v)
    }
}

let timeFix = "Times are fractions of the duration: 0 is the start, 1 the end (the length in seconds goes in \"duration\")."
