import Synchronization

/// Where the time of a render goes, summed over all frames and workers (for the benchmark).
public final class RenderStatistics: Sendable {
    public struct Totals: Sendable {
        public var frames = 0
        public var compose = Duration.zero
        public var rasterize = Duration.zero
        public var encode = Duration.zero
        public var write = Duration.zero
        public var bytes = 0

        public var total: Duration { compose + rasterize + encode + write }
    }

    private let totals = Mutex(Totals())

    public init() {}

    func add(compose: Duration, rasterize: Duration, encode: Duration, write: Duration, bytes: Int) {
        totals.withLock {
            $0.frames += 1
            $0.compose += compose
            $0.rasterize += rasterize
            $0.encode += encode
            $0.write += write
            $0.bytes += bytes
        }
    }

    public var snapshot: Totals { totals.withLock { $0 } }
}
