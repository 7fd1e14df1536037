import Foundation
import SegueKit

/// A folder or file that cannot be written or must not be replaced; the message names it and says
/// what to do.
///
/// The message names the path and the setting that replaces segue's own output as `Field`s, so
/// that each caller says them in its own words: Swift code reads `out/push` and `force: true`, the
/// command line `--out out/push` and `--force` (`described(naming:)`).
public struct OutputFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Field: Hashable, Sendable {
        /// The path the caller asked for, named after the argument that gave it (`option`).
        case target(String)
        /// The argument that gave the path, at the start of a message about writing it.
        case argument
        /// The setting that replaces segue's own output of another kind.
        case force
    }

    public var message: SettingMessage<Field>
    /// What the caller calls the path (`the golden`, `--report`); nil: the path alone.
    public var option: String?

    public init(_ message: SettingMessage<Field>, option: String? = nil) {
        self.message = message
        self.option = option
    }

    /// The message with each field named by `name`.
    public func described(naming name: (Field) -> String) -> String { message.described(naming: name) }

    /// The message as Swift code says it: `force: true`.
    public var description: String {
        described { field in
            switch field {
            case .target(let path): option.map { "\($0) \(path)" } ?? path
            case .argument: option.map { "\($0): " } ?? ""
            case .force: "force: true"
            }
        }
    }

    /// The same error with `path` said as `replacement` (a staging folder's files named as they
    /// will be in the target).
    public func replacing(_ path: String, with replacement: String) -> OutputFolderError {
        var e = self
        e.message.segments = message.segments.map { segment in
            switch segment {
            case .text(let t): .text(t.replacingOccurrences(of: path, with: replacement))
            case .field(.target(let p)): .field(.target(p.replacingOccurrences(of: path, with: replacement)))
            case .field(let f): .field(f)
            }
        }
        return e
    }
}
