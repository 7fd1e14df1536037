import Dispatch

/// Dispatch as it is, for modules that replace `DispatchQueue.main`'s scheduling with the virtual
/// timeline (SegueUIKit shadows `async`, `asyncAfter` and `DispatchTime.now()` for the files that
/// import it) and must still reach the real queue outside a recording.
public enum RealDispatch {
    /// The time origin of virtual dispatch times: far beyond any real uptime (73 years), so a
    /// deadline made from a virtual `now()` is told from a real one, and below the two top bits in
    /// which libdispatch encodes its clocks.
    public static let virtualOrigin: UInt64 = 1 << 61

    public static func now() -> DispatchTime { DispatchTime.now() }

    public static func async(_ queue: DispatchQueue, group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
                             execute work: @escaping @Sendable @convention(block) () -> Void) {
        queue.async(group: group, qos: qos, flags: flags, execute: work)
    }

    public static func asyncAfter(_ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
                                  execute work: @escaping @Sendable @convention(block) () -> Void) {
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }
}
