import SegueKit
import Synchronization

/// The last few subtrees a rasterizer rendered flat for a pixel kernel (a flip's face, a curl's
/// page), so that frames which warp the same content do not draw it again: a transition between
/// two screenshots turns the same face for half its frames and curls the same page for all of
/// them. At 3x a face is a 12 MB canvas to allocate, fill and draw per frame.
///
/// Display lists compare by value (bitmaps by identity), so a hit is the same drawing. Shared by
/// the workers of a render (the rasterizer's copies share it); two entries, one per face.
final class FlatCache: Sendable {
    private let entries = Mutex<[(list: DisplayList, flat: Flat, opaque: Bool?)]>([])
    static let capacity = 2

    /// The cached flat of `list`, or `screen(list)` (a screenshot read in place) or else
    /// `render(list)`, remembered.
    func flat(of list: DisplayList, screen: (DisplayList) throws -> Flat?, _ render: (DisplayList) throws -> PixelBuffer) rethrows -> Flat {
        if let hit = entries.withLock({ $0.first(where: { $0.list == list })?.flat }) { return hit }
        let flat = try screen(list) ?? Flat(try render(list))
        entries.withLock { entries in
            if entries.contains(where: { $0.list == list }) { return }
            if entries.count == FlatCache.capacity { entries.removeFirst() }
            entries.append((list, flat, flat.knownOpaque))
        }
        return flat
    }

    /// Whether every pixel of the cached flat of `list` is opaque (worked out once per entry);
    /// false when it is not cached.
    func isOpaque(_ list: DisplayList) -> Bool {
        guard let (i, flat, known) = entries.withLock({ e in e.firstIndex(where: { $0.list == list }).map { (i: $0, e[$0].flat, e[$0].opaque) } })
        else { return false }
        if let known { return known }
        let opaque = flat.withBytes { base in
            var all: UInt32 = 0xFFFF_FFFF  // the alphas ANDed together in the top byte
            for y in 0..<flat.height {
                let row = base + y * flat.stride
                for x in 0..<flat.width { all &= row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
            }
            return all >> 24 == 0xFF
        }
        entries.withLock { e in if i < e.count, e[i].list == list { e[i].opaque = opaque } }
        return opaque
    }
}

/// A count shared by a rasterizer's copies (`Rasterizer.warpsDrawnInPlace`).
final class WarpCount: Sendable {
    private let count = Atomic<Int>(0)
    func add() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}
