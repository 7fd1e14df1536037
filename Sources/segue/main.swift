import Foundation
import SegueCLI
import SegueRender

// A render interrupted by Ctrl-C, `kill` or a closed terminal removes its staging folder and
// leaves the earlier output as it was (exit 130, 143, 129).
OutputFolder.installSignalHandlers()
// Users get one line, not the Swift runtime's backtracer (a second process that can outlive a
// crash under a pipe); the test suites, which run the commands in-process, keep it.
for sig in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT] {
    signal(sig) { _ in
        // Only async-signal-safe calls here: a static string, write(2), _exit(2).
        let message: StaticString = "segue: internal error: this is a bug in segue; please report it with the command line that caused it\n"
        _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
        _exit(70)
    }
}

exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
