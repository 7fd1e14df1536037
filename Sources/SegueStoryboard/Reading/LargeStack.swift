import Foundation

/// Running a deep recursion on a thread whose stack is sized for it.
///
/// NB: views are read recursively, up to `ReadingLimits.maxViewDepth` levels, and a level of a
/// debug build takes about 12 KB of stack: 128 levels fit the 8 MB main thread but not the much
/// smaller stacks of the threads that Swift concurrency and Dispatch run work on, where a large
/// frame can jump the guard page and corrupt memory rather than stop cleanly. So the reader runs
/// on a thread of its own (the stack is reserved, not committed: untouched pages cost nothing).
enum LargeStack {
    static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let box = Box<T>()
        let thread = Thread {
            box.value = body()
            box.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        box.done.wait()
        return box.value!
    }

    /// The result, handed over by the semaphore (its signal happens before the wait returns).
    private final class Box<T>: @unchecked Sendable {
        var value: T?
        let done = DispatchSemaphore(value: 0)
    }
}
