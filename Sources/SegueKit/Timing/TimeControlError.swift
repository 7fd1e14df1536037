/// A time control that cannot be met: which setting is at fault (`TimeControl.at`, `frames`,
/// `time`, `slow`) and what is valid, in one line.
///
/// The message names settings through `Field` rather than in words, so that each caller says them
/// in its own vocabulary: Swift code reads `timeControl.at`, the command line `--at`
/// (`described(naming:)`).
public struct TimeControlError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A setting of `TimeControl`.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        case at, frames, time, slow
    }

    /// The setting at fault: the first one the message names.
    public var field: Field
    /// The message, as text and settings in turn.
    public var message: Message

    public init(_ message: Message) {
        self.message = message
        field = message.fields.first ?? .at
    }

    /// The message with each setting named by `name`.
    public func described(naming name: (Field) -> String) -> String {
        message.segments.map { segment in
            switch segment {
            case .text(let text): text
            case .field(let field): name(field)
            }
        }.joined()
    }

    /// The message as Swift code names the settings: `timeControl.at`.
    public var description: String { described { "timeControl.\($0.rawValue)" } }

    /// The same error said of one transition among several: `context` comes first (`segue push: `).
    public func within(_ context: String) -> TimeControlError {
        var e = self
        e.message.segments.insert(.text(context), at: 0)
        return e
    }

    /// Text with settings interpolated as `Field`s: `"\(.at) \(text) is negative"`.
    public struct Message: Hashable, Sendable, ExpressibleByStringInterpolation {
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

        public struct Interpolation: StringInterpolationProtocol {
            var segments: [Segment] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) { segments.append(.text(literal)) }

            public mutating func appendInterpolation(_ field: Field) { segments.append(.field(field)) }

            public mutating func appendInterpolation<T>(_ value: T) { segments.append(.text(String(describing: value))) }
        }
    }
}
