import SegueKit

// Main-queue work an animator schedules runs on the recording's virtual timeline: `async` at the
// current time (after the work already due), `asyncAfter` after its delay, and
// `DispatchTime.now()` reads the virtual clock, so `.now() + 0.3` is 0.3 s of the timeline.
//
// NB: Swift lets a module that imports Dispatch declare members with Dispatch's own signatures;
// in a file that imports this module they shadow Dispatch's. Only the main queue, called from the
// recording's own task (where `Animator.current` is bound, on the main actor), is virtual:
// everything else goes to Dispatch (`RealDispatch`). The main thread is no test: on Linux the main
// queue may be drained by another thread (after `dispatchMain()`).
// What cannot be shadowed this way: `DispatchQueue.main.sync`, `DispatchWorkItem`s, other queues,
// `Timer`, `Task.sleep` and `RunLoop` (they keep real time).

extension DispatchQueue {
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable @convention(block) () -> Void) {
        if group == nil, VirtualMainQueue.schedule(on: self, after: 0, work) { return }
        RealDispatch.async(self, group: group, qos: qos, flags: flags, execute: work)
    }

    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) {
        if let delay = VirtualMainQueue.delay(until: deadline), VirtualMainQueue.schedule(on: self, after: delay, work) { return }
        RealDispatch.asyncAfter(self, deadline: deadline, qos: qos, flags: flags, execute: work)
    }
}

extension DispatchTime {
    /// The virtual clock during a recording (on the main thread), else Dispatch's.
    public static func now() -> DispatchTime {
        if let seconds = VirtualMainQueue.now() {
            return DispatchTime(uptimeNanoseconds: RealDispatch.virtualOrigin + UInt64((seconds * 1e9).rounded()))
        }
        return RealDispatch.now()
    }
}

enum VirtualMainQueue {
    /// The recording's time when called from inside one.
    static func now() -> Double? {
        guard Animator.current != nil else { return nil }
        return MainActor.assumeIsolated { Animator.current?.now }
    }

    /// Seconds from now to a virtual `deadline`; nil for a real one.
    static func delay(until deadline: DispatchTime) -> Double? {
        guard deadline.uptimeNanoseconds >= RealDispatch.virtualOrigin, let now = now() else { return nil }
        return max(0, Double(deadline.uptimeNanoseconds - RealDispatch.virtualOrigin) / 1e9 - now)
    }

    /// Schedules `work` on the virtual timeline when `queue` is the main queue and a recording runs.
    static func schedule(on queue: DispatchQueue, after delay: Double, _ work: @escaping @Sendable () -> Void) -> Bool {
        // NB: not `===`: on Linux every `DispatchQueue.main` is a new object over the one queue.
        guard queue.label == DispatchQueue.main.label, Animator.current != nil else { return false }
        return MainActor.assumeIsolated {
            guard let animator = Animator.current else { return false }
            animator.schedule(at: animator.now + delay) { work() }
            return true
        }
    }
}
