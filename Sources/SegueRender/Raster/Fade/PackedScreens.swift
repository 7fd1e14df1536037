import SegueKit
import Synchronization

/// Opaque screenshots as packed R G B bytes, three a pixel with no alpha: what a PNG of an opaque
/// frame holds, for the fade that makes a cross-dissolve's rows straight in the encoder's format
/// (`FadeFrame`, `KernelEntry.fadeRGB`).
///
/// NB: a cross-dissolve fades the same two screenshots in every frame; converted once per render,
/// each frame's rows are blended from three bytes a pixel instead of four, and need no conversion
/// after: 2 × 9 MB kept at 3x, against about 2 ms a frame. Shared by the workers of a render (the
/// rasterizer's copies share it), the last few bitmaps, by identity.
package final class PackedScreens: Sendable {
    /// A bitmap's pixels as R G B bytes, `width × 3` a row.
    package struct Packed: Sendable {
        let bitmap: Bitmap
        package let bytes: [UInt8]
        var stride: Int { bitmap.width * 3 }
    }

    private let entries = Mutex<[Packed]>([])
    static let capacity = 4

    package init() {}

    /// `bitmap` as R G B bytes, converted on first use; nil when it is not opaque.
    package func packed(_ bitmap: Bitmap) -> Packed? {
        guard bitmap.isOpaque else { return nil }
        if let hit = entries.withLock({ $0.first(where: { $0.bitmap === bitmap }) }) { return hit }
        let (width, height, stride) = (bitmap.width, bitmap.height, bitmap.stride)
        let bytes = [UInt8](unsafeUninitializedCapacity: width * 3 * height) { out, count in
            for y in 0..<height {
                PixelRows.opaqueToRGB(bitmap.bytes.baseAddress! + y * stride, out.baseAddress! + y * width * 3, count: width)
            }
            count = width * 3 * height
        }
        let packed = Packed(bitmap: bitmap, bytes: bytes)
        entries.withLock { entries in
            if entries.contains(where: { $0.bitmap === bitmap }) { return }
            if entries.count == Self.capacity { entries.removeFirst() }
            entries.append(packed)
        }
        return packed
    }
}
