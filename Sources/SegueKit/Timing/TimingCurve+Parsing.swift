import Foundation

/// A timing curve's text could not be read. `description` is one line: the text, what is wrong
/// with it, and every accepted form.
public struct CurveParseError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The text as given.
    public var text: String
    /// What is wrong with it.
    public var reason: String

    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }

    public static let acceptedForms = [
        "linear", "easeIn", "easeOut", "easeInOut", "default", "system", "cubic:x1,y1,x2,y2",
        "spring:response=R,damping=Z[,velocity=V]", "spring:duration=D,bounce=B[,velocity=V]",
        "spring:mass=M,stiffness=K,damping=C[,velocity=V]",
    ]

    public var description: String {
        "invalid timing curve \(String(reflecting: text)): \(reason); accepted forms: "
            + Self.acceptedForms.joined(separator: ", ")
    }
    public var errorDescription: String? { description }
}

extension TimingCurve {
    /// Reads the text form used on the command line and in manifests (keywords are case-insensitive,
    /// blanks around parts are ignored):
    /// `linear`, `easeIn`, `easeOut`, `easeInOut`, `default` (Core Animation's), `system`,
    /// `cubic:x1,y1,x2,y2` (x1, x2 in 0…1), `spring:response=R,damping=Z[,velocity=V]`,
    /// `spring:duration=D,bounce=B[,velocity=V]`, `spring:mass=M,stiffness=K,damping=C[,velocity=V]`.
    /// Every parameter must be finite and within `ParameterRanges` (a spring of response 1e-300 would make
    /// every later number infinite). Throws `CurveParseError`.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func fail(_ reason: String) -> CurveParseError { CurveParseError(text: text, reason: reason) }
        guard trimmed.count <= ParameterRanges.maximumTextLength else {
            throw fail("the text is longer than \(ParameterRanges.maximumTextLength) characters")
        }
        guard let colon = trimmed.firstIndex(of: ":") else {
            switch trimmed.lowercased() {
            case "linear": self = .linear
            case "easein": self = .easeIn
            case "easeout": self = .easeOut
            case "easeinout": self = .easeInOut
            case "default", "cadefault": self = .caDefault
            case "system": self = .system
            case "": throw fail("the text is empty")
            default: throw fail("unknown curve name")
            }
            return
        }
        let kind = trimmed[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        if kind == "reversed" {
            self = .reversed(try TimingCurve(parsing: String(trimmed[trimmed.index(after: colon)...])))
            return
        }
        let parts = trimmed[trimmed.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        switch kind {
        case "cubic":
            guard parts.count == 4 else { throw fail("cubic takes four numbers x1,y1,x2,y2, got \(parts.count)") }
            let v = try parts.map { part in
                guard let x = InputText.decimal(part), x.isFinite else { throw fail("\(String(reflecting: part)) is not a number") }
                return x
            }
            guard ParameterRanges.controlPointX.contains(v[0]), ParameterRanges.controlPointX.contains(v[2]) else { throw fail("x1 and x2 must lie in 0…1") }
            guard ParameterRanges.controlPointY.contains(v[1]), ParameterRanges.controlPointY.contains(v[3]) else {
                throw fail("y1 and y2 must lie in \(ParameterRanges.describe(ParameterRanges.controlPointY))")
            }
            self = .cubic(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
        case "spring":
            self = .spring(try Self.parseSpring(parts, fail: fail))
        default:
            throw fail("unknown curve kind \(String(reflecting: kind))")
        }
    }

    private static func parseSpring(_ parts: [String], fail: (String) -> CurveParseError) throws -> Spring {
        var values: [String: Double] = [:]
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { throw fail("spring parameter \(String(reflecting: part)) is not key=value") }
            let key = pair[0].lowercased()
            guard ["response", "damping", "velocity", "duration", "bounce", "mass", "stiffness"].contains(key) else {
                throw fail("unknown spring parameter \(String(reflecting: pair[0]))")
            }
            guard values[key] == nil else { throw fail("spring parameter \(key) is given twice") }
            guard let v = InputText.decimal(pair[1]), v.isFinite else {
                throw fail("\(key)=\(String(reflecting: pair[1])) is not a number")
            }
            values[key] = v
        }
        func require(_ key: String, _ range: ClosedRange<Double>, _ unit: String = "") throws -> Double {
            let v = values[key]!
            guard range.contains(v) else { throw fail("\(key) must be \(ParameterRanges.describe(range))\(unit), not \(format(v))") }
            return v
        }
        let velocity = values["velocity"] == nil ? 0 : try require("velocity", ParameterRanges.velocity)
        values["velocity"] = nil
        switch Set(values.keys) {
        case ["response", "damping"]:
            return Spring(response: try require("response", ParameterRanges.response, " s"),
                          dampingRatio: try require("damping", ParameterRanges.dampingRatio), initialVelocity: velocity)
        case ["duration", "bounce"]:
            return Spring(duration: try require("duration", ParameterRanges.response, " s"),
                          bounce: try require("bounce", ParameterRanges.bounce), initialVelocity: velocity)
        case ["mass", "stiffness", "damping"]:
            return Spring(mass: try require("mass", ParameterRanges.mass),
                          stiffness: try require("stiffness", ParameterRanges.stiffness),
                          damping: try require("damping", ParameterRanges.damping), initialVelocity: velocity)
        default:
            throw fail("a spring takes response and damping, or duration and bounce, or mass, stiffness and damping")
        }
    }

    /// What the parser accepts: generous for any animation, and tight enough that the curve's
    /// arithmetic stays finite (ω0 = √(k/m) at most about 3200 rad/s, a response of 2 ms).
    public enum ParameterRanges {
        /// Longer texts are refused (a `reversed:` chain is one level of recursion per link).
        public static let maximumTextLength = 1000
        /// Cubic control points: x as CSS and Core Animation demand, y allowing overshoot.
        public static let controlPointX = 0.0...1.0
        public static let controlPointY = -10.0...10.0
        /// A spring's `response` or `duration`, in seconds.
        public static let response = 0.01...10.0
        /// `damping` in the response form (ζ; 1 is critically damped).
        public static let dampingRatio = 0.0...10.0
        public static let bounce = -1.0...1.0
        public static let mass = 0.01...100.0
        public static let stiffness = 0.01...100_000.0
        /// `damping` in the mass form (c).
        public static let damping = 0.0...100_000.0
        /// `velocity`, in distances per second.
        public static let velocity = -100.0...100.0

        static func describe(_ range: ClosedRange<Double>) -> String {
            "\(TimingCurve.format(range.lowerBound))…\(TimingCurve.format(range.upperBound))"
        }
    }

    /// The canonical text form: parsing it gives back this very curve, bit for bit, for every curve
    /// the parser accepts (finite parameters, cubic x1 and x2 in 0…1, positive mass and stiffness). Springs with mass 1 read as `response=…,damping=…` when that form reproduces them
    /// exactly, otherwise as `mass=…,stiffness=…,damping=…`.
    public var name: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .caDefault: "default"
        case .system: "system"
        case let .cubic(x1, y1, x2, y2): "cubic:" + [x1, y1, x2, y2].map(Self.format).joined(separator: ",")
        case .spring(let s): "spring:" + Self.springParameters(s)
        case let .progressWindow(base, a, b, easing): "\(base.name)[\(Self.format(a))…\(Self.format(b))]:\(easing.name)"
        case .reversed(let base): "reversed:" + base.name
        }
    }

    private static func springParameters(_ s: Spring) -> String {
        let velocity = s.initialVelocity == 0 ? "" : ",velocity=" + format(s.initialVelocity)
        if s.mass == 1, let r = shortest(s.response, where: { pow(2 * .pi / $0, 2) == s.stiffness }),
            let z = shortest(s.dampingRatio, where: { 4 * .pi * $0 / r == s.damping }) {
            return "response=\(format(r)),damping=\(format(z))" + velocity
        }
        return "mass=\(format(s.mass)),stiffness=\(format(s.stiffness)),damping=\(format(s.damping))" + velocity
    }

    /// The value with the fewest significant digits near `v` that satisfies `exact`, if any does.
    private static func shortest(_ v: Double, where exact: (Double) -> Bool) -> Double? {
        for digits in 1...17 {
            if let c = Double(String(format: "%.\(digits)g", v)), exact(c) { return c }
        }
        return nil
    }

    /// Shortest round-tripping decimal, without a trailing ".0" on whole numbers.
    static func format(_ v: Double) -> String {
        NumberText.string(v)
    }
}

extension TimingCurve: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { self = try TimingCurve(parsing: text) } catch let error as CurveParseError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
