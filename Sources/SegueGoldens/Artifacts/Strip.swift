import SegueRender

/// Images laid side by side, left to right, top-aligned, with a gap between them: the
/// expected | actual | diff strip of a failing frame. The gap and any space under a shorter image
/// are opaque grey, so the edges of each picture are visible; the pictures keep their own pixels.
public enum Strip {
    public static let gap = 8
    static let background: [UInt8] = [128, 128, 128, 255]

    public static func compose(_ images: [RGBAImage], gap: Int = Strip.gap) -> RGBAImage {
        let width = images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        guard width > 0, height > 0 else { return RGBAImage(width: 0, height: 0, pixels: []) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels.replaceSubrange(i..<i + 4, with: background) }
        var x0 = 0
        for image in images {
            let rowBytes = image.width * 4
            for y in 0..<image.height {
                let src = y * rowBytes, dst = (y * width + x0) * 4
                pixels.replaceSubrange(dst..<dst + rowBytes, with: image.pixels[src..<src + rowBytes])
            }
            x0 += image.width + gap
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
