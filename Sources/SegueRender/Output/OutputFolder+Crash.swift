import Foundation

extension OutputFolder {
    /// For the `segue` binary's crash handler (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT:
    /// a bug, or an allocation that failed): removes the staging folders in progress, so that a
    /// crash, like a signal, leaves the earlier output as it was and nothing half-written beside it.
    ///
    /// NB: best effort, in a process that is going down. Removing a tree is not async-signal-safe
    /// (it allocates, and takes locks), so: the folders are taken only if the lock is free (a crash
    /// during a swap leaves them to the next write's sweep), and an alarm ends the process should
    /// the removal itself hang on a lock the crashed thread held. A crash inside the allocator can
    /// still make this crash in turn; the signal is then blocked and the process ends at once,
    /// which is where it was going.
    public static func discardStagingAfterCrash() {
        alarm(5)
        _ = live.withLockIfAvailable { stagings in
            for staging in stagings { removeTree(staging) }
            stagings.removeAll()
        }
    }
}
