/// An error message that names settings as values rather than in words, so that each caller says
/// them in its own vocabulary: Swift code reads `settings.fps`, the command line `--fps`.
///
/// Written as a string interpolation, with settings interpolated as `Field`s:
/// `"lower \(.fps) or raise \(.maxFrames)"`.
public struct SettingMessage<Field: Hashable & Sendable>: Hashable, Sendable, ExpressibleByStringInterpolation {
    public enum Segment: Hashable, Sendable {
        case text(String)
        case field(Field)
    }

    public var segments: [Segment]

    /// The settings named, in order.
    public var fields: [Field] {
        segments.compactMap { if case .field(let f) = $0 { f } else { nil } }
    }

    public init(stringLiteral value: String) { segments = [.text(value)] }

    public init(stringInterpolation: Interpolation) { segments = stringInterpolation.segments }

    /// The message with each setting named by `name`.
    public func described(naming name: (Field) -> String) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .field(let field): name(field)
            }
        }.joined()
    }

    /// The same message with `context` first (`segue push: `).
    public func within(_ context: String) -> SettingMessage {
        var m = self
        m.segments.insert(.text(context), at: 0)
        return m
    }

    /// The two messages one after the other.
    public static func + (lhs: SettingMessage, rhs: SettingMessage) -> SettingMessage {
        var m = lhs
        m.segments += rhs.segments
        return m
    }

    public struct Interpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { segments.append(.text(literal)) }

        public mutating func appendInterpolation(_ field: Field) { segments.append(.field(field)) }

        public mutating func appendInterpolation<T>(_ value: T) { segments.append(.text(String(describing: value))) }
    }
}
