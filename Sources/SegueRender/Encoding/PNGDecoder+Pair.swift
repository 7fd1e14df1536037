import Foundation
import Synchronization

extension PNGDecoder {
    /// Runs two independent jobs (two decodes) at once and returns both results. When both fail,
    /// the first one's error is thrown, as if they had run one after the other.
    ///
    /// NB: inflating and unfiltering a 1179×2556 screenshot is ~50 ms of one core, and `segue diff`
    /// and `segue render --from --to` need two before anything else can start.
    public static func concurrently<A: Sendable, B: Sendable>(
        _ a: @Sendable () throws -> A, _ b: @Sendable () throws -> B
    ) throws -> (A, B) {
        let first = Mutex<Result<A, Error>?>(nil)
        let second = Mutex<Result<B, Error>?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { k in
            if k == 0 {
                let r = Result { try a() }
                first.withLock { $0 = r }
            } else {
                let r = Result { try b() }
                second.withLock { $0 = r }
            }
        }
        let ra = first.withLock { $0 }!, rb = second.withLock { $0 }!
        return (try ra.get(), try rb.get())
    }
}
