import Synchronization

/// What a render noticed and drew around rather than failing: a font name no font file has, a
/// fallback font missing on the machine. Each distinct line is kept once, in the order first seen;
/// the renderer returns them (`RenderOutcome.warnings`) and the command line prints them.
public final class RenderWarnings: Sendable {
    private let lines = Mutex<[String]>([])

    public init() {}

    /// Adds `line` unless it is already there.
    public func add(_ line: String) {
        lines.withLock { if !$0.contains(line) { $0.append(line) } }
    }

    public var all: [String] { lines.withLock { $0 } }
}
