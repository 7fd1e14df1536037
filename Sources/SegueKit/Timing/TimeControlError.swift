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
    public func described(naming name: (Field) -> String) -> String { message.described(naming: name) }

    /// The message as Swift code names the settings: `timeControl.at`.
    public var description: String { described { "timeControl.\($0.rawValue)" } }

    /// The same error said of one transition among several: `context` comes first (`segue push: `).
    public func within(_ context: String) -> TimeControlError {
        var e = self
        e.message = message.within(context)
        return e
    }

    /// Text with settings interpolated as `Field`s: `"\(.at) \(text) is negative"`.
    public typealias Message = SettingMessage<Field>
}
