import Foundation
import SegueKit
import SegueRender
import SegueStoryboard

/// Where the tool writes: injectable so the commands are tested without a process.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Whether stderr is a terminal (progress bars are drawn only then).
    public var isTerminal: Bool

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, isTerminal: Bool) {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
    }

    public static let standard = Console(
        out: { s in FileHandle.standardOutput.write(Data(s.utf8)) },
        err: { s in FileHandle.standardError.write(Data(s.utf8)) },
        isTerminal: isatty(2) != 0)
}

/// The `segue` command line: parses `[String]`, runs a command, returns an exit code
/// (0 success, 1 failure, 2 usage). Every error is mapped to one line here.
@MainActor
public enum CLI {
    public static let version = Manifest.toolVersion

    public static func run(_ args: [String], console: Console = .standard) -> Int32 {
        do {
            guard let first = args.first else {
                console.out(Help.main)
                return 0
            }
            let rest = Array(args.dropFirst())
            switch first {
            case "--help", "-h", "help": console.out(Help.main); return 0
            case "--version", "-V": console.out("segue \(version)\n"); return 0
            case "render": return try RenderCommand.run(rest, console: console)
            case "list": return try ListCommand.run(rest, console: console)
            case "diff": return try DiffCommand.run(rest, console: console)
            case "verify": return try VerifyCommand.run(rest, console: console)
            default: throw UsageError("unknown command '\(first)' (commands: render, list, diff, verify; see segue --help)")
            }
        } catch is ArgumentCheck.Stopped {
            return 0
        } catch let e as UsageError {
            console.err("segue: \(e.description)\n")
            return 2
        } catch let e as TimeControlError {
            // A moment or range outside the transition, found once it was recorded (`--all`).
            console.err("segue: \(e.commandLine)\n")
            return 2
        } catch let e as RenderSettingError {
            console.err("segue: \(e.commandLine)\n")
            return 1
        } catch let e as OutputFolderError {
            console.err("segue: \(e.commandLine(option: "--out"))\n")
            return 1
        } catch let e as StoryboardDiagnostic {
            console.err("segue: \(e.commandLine)\n")
            return 1
        } catch {
            console.err("segue: \(error)\n")
            return 1
        }
    }
}
