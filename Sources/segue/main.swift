import Foundation
import SegueCLI
import SegueRender

// A render interrupted by Ctrl-C, `kill` or a closed terminal removes its staging folder and
// leaves the earlier output as it was (exit 130, 143, 129).
OutputFolder.installSignalHandlers()
// Users get one line, not the Swift runtime's backtracer (a second process that can outlive a
// crash under a pipe); the test suites, which run the commands in-process, keep it. The staging
// folders in progress are removed first, best effort (see `discardStagingAfterCrash`).
for sig in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT] {
    signal(sig) { _ in
        OutputFolder.discardStagingAfterCrash()
        let message: StaticString = "segue: internal error: this is a bug in segue; please report it with the command line that caused it\n"
        _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
        _exit(70)
    }
}

// Frame buffers are 12 MB at 3x: above glibc's default mmap threshold each one is mapped and
// unmapped afresh, page fault by page fault (0.4 s of system time per render on the issue-10 job).
// Kept in the heap they are reused: 0.72 → 0.52 s for that job, peak memory 93 → 118 MB, still
// flat in the frame count.
#if os(Linux)
@_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32  // <malloc.h>, not in Glibc's module
let M_MMAP_THRESHOLD: Int32 = -3, M_TRIM_THRESHOLD: Int32 = -1
_ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
// NB: setting the mmap threshold fixes the trim threshold at its default, 128 kB, so a freed frame
// at the top of the heap was given back to the kernel and faulted in again for the next frame
// (100,000 page faults, 0.25 s of system time on the same job). Freed memory is kept up to 256 MB.
_ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
#endif

exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
