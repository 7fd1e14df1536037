/// A command line parsed and validated as `CLI.run` would, stopping where the command would first
/// touch a file: nothing is read, rendered or written. The fuzzer's `args` target and its replay
/// tests run every command line through it.
///
/// NB: the commands call `ArgumentCheck.beforeFiles()` on the line before each file access (the
/// demo's output folder, a screenshot, a keyframe file, a storyboard, a PNG to diff, the folders
/// to verify). In a check it throws `Stopped`, which `CLI.run` maps to exit code 0: every option
/// was valid up to there. Outside a check it does nothing. The flag is scoped with `@TaskLocal`,
/// so a check never changes a real run elsewhere in the process. (`render`'s choice between the
/// storyboard and the screenshot forms may still look at whether a positional names a file: a
/// `stat`, never a read.)
enum ArgumentCheck {
    @TaskLocal static var isChecking = false

    /// A check reached the command's first file access.
    struct Stopped: Error {}

    static func beforeFiles() throws {
        if isChecking { throw Stopped() }
    }
}

extension CLI {
    /// The exit code `run(args)` would return for bad usage (2) or a failure found before any file
    /// is touched (1), else 0, without reading or writing anything; nothing is printed.
    public static func checkArguments(_ args: [String]) -> Int32 {
        ArgumentCheck.$isChecking.withValue(true) {
            run(args, console: Console(out: { _ in }, err: { _ in }, isTerminal: false))
        }
    }
}
