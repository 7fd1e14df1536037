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
    private let entries = Mutex<[(list: DisplayList, pixels: PixelBuffer)]>([])
    static let capacity = 2

    /// The cached pixels of `list`, or `render(list)`, remembered.
    func pixels(of list: DisplayList, _ render: (DisplayList) throws -> PixelBuffer) rethrows -> PixelBuffer {
        if let hit = entries.withLock({ $0.first(where: { $0.list == list })?.pixels }) { return hit }
        let pixels = try render(list)
        entries.withLock { entries in
            if entries.contains(where: { $0.list == list }) { return }
            if entries.count == FlatCache.capacity { entries.removeFirst() }
            entries.append((list, pixels))
        }
        return pixels
    }
}

/// A count shared by a rasterizer's copies (`Rasterizer.warpsDrawnInPlace`).
final class WarpCount: Sendable {
    private let count = Atomic<Int>(0)
    func add() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}
