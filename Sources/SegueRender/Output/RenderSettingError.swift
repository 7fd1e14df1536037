import SegueKit

/// A render that its settings make too large or impossible: which setting to change, in one line.
///
/// The message names settings through `Field`, so that each caller says them in its own
/// vocabulary: Swift code reads `settings.maxFrames`, the command line `--max-frames N`
/// (`described(naming:)`).
public struct RenderSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A setting of a render (`RenderSettings`, the transition's duration, the choice of segues).
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// `RenderSettings.scale`.
        case scale
        /// `RenderSettings.fps`.
        case fps
        /// The transition's duration.
        case duration
        /// `TimeControl.slow`.
        case slow
        /// `RenderSettings.maxFrames`, the limit of one render.
        case maxFrames
        /// `RenderSettings.maxTotalFrames`, the limit of all the renders of one storyboard or app.
        case maxTotalFrames
        /// Which shard of the segues to draw.
        case shard
        /// Which segues to draw.
        case segue
    }

    /// The setting at fault: the limit exceeded, or else the first setting the message names.
    public var field: Field
    public var message: SettingMessage<Field>

    public init(_ message: SettingMessage<Field>, field: Field? = nil) {
        self.message = message
        self.field = field ?? message.fields.first ?? .fps
    }

    /// The message with each setting named by `name`.
    public func described(naming name: (Field) -> String) -> String { message.described(naming: name) }

    /// The message as Swift code names the settings: `settings.fps`.
    public var description: String { described(naming: Self.swiftName) }

    /// How Swift code reaches a setting.
    public static func swiftName(_ field: Field) -> String {
        switch field {
        case .scale, .fps, .maxFrames, .maxTotalFrames: "settings.\(field.rawValue)"
        case .slow: "settings.timeControl.slow"
        case .duration: "the transition's duration"
        case .shard: "a shard"
        case .segue: "the segues chosen"
        }
    }
}
