import CGif

/// Animated GIF (GIF89a) for previews, written with giflib (Debian's libgif-dev): LZW, the block
/// structure, the graphics control and NETSCAPE2.0 looping extensions are giflib's; the palettes
/// and frame differencing are here.
///
/// NB: each frame has its own palette (`ColorQuantizer`: up to 255 colours, no dither) made from
/// the pixels that changed. Frames after the first cover only the rectangle that changed; inside it
/// an unchanged pixel is the transparent index, so the previous frame shows through (disposal "do
/// not dispose"). GIF has no partial transparency: a translucent pixel is drawn over white (UIKit's
/// default background).
public enum GIFEncoder {
    /// One frame, quantized, without its delay.
    public struct Frame: Sendable {
        public var x: Int, y: Int, width: Int, height: Int
        /// R, G, B of each colour.
        public var palette: [SIMD3<UInt8>]
        /// A palette index per pixel of the rectangle, rows top to bottom.
        public var indices: [UInt8]
        /// The index that stands for "unchanged" (one past the palette's colours), if any is used.
        public var transparent: Int?
    }

    /// An error from giflib, with its message.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Frame `current` as drawn over `previous` (nil for the first frame: the whole canvas).
    public static func frame(previous: RGBAImage?, current: RGBAImage) -> Frame {
        let w = current.width
        let box: ChangedRectangle
        if let previous {
            box = ChangedRectangle.between(previous, current) ?? ChangedRectangle(x: 0, y: 0, width: 1, height: 1)
        } else {
            box = ChangedRectangle(x: 0, y: 0, width: w, height: current.height)
        }
        var changed = [Bool](repeating: true, count: box.width * box.height)
        var colours: [SIMD3<UInt8>] = []
        colours.reserveCapacity(box.width * box.height)
        current.pixels.withUnsafeBytes { cur in
            for y in 0..<box.height {
                for x in 0..<box.width {
                    let i = ((box.y + y) * w + box.x + x) * 4
                    if let previous, previous.pixels.withUnsafeBytes({ $0.loadUnaligned(fromByteOffset: i, as: UInt32.self) })
                        == cur.loadUnaligned(fromByteOffset: i, as: UInt32.self) {
                        changed[y * box.width + x] = false
                        continue
                    }
                    colours.append(overWhite(cur[i], cur[i + 1], cur[i + 2], cur[i + 3]))
                }
            }
        }
        let unchanged = colours.count < changed.count
        let q = ColorQuantizer(rgb: colours, maximumColors: unchanged ? 255 : 256)
        let transparent = unchanged ? q.palette.count : nil
        var indices = [UInt8](repeating: 0, count: changed.count)
        var k = 0
        for (i, isChanged) in changed.enumerated() {
            if isChanged {
                indices[i] = q.indices[k]
                k += 1
            } else {
                indices[i] = UInt8(transparent!)
            }
        }
        return Frame(x: box.x, y: box.y, width: box.width, height: box.height, palette: q.palette, indices: indices, transparent: transparent)
    }

    static func overWhite(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> SIMD3<UInt8> {
        if a == 255 { return SIMD3(r, g, b) }
        let alpha = Int(a), white = 255 * (255 - alpha)
        func blend(_ c: UInt8) -> UInt8 {
            let v: Int = Int(c) * alpha + white + 127
            return UInt8(v / 255)
        }
        return SIMD3(blend(r), blend(g), blend(b))
    }

    /// The file: `delays[i]` is frame i's delay in hundredths of a second; `loops` 0 plays forever.
    /// (`Stream` written into memory.)
    public static func file(width: Int, height: Int, frames: [Frame], delays: [Int], loops: Int = 0) throws -> [UInt8] {
        precondition(!frames.isEmpty && frames.count == delays.count, "a GIF needs a delay for each of its frames")
        var bytes: [UInt8] = []
        let stream = try Stream(width: width, height: height, loops: loops) { bytes += $0 }
        for (frame, delay) in zip(frames, delays) { try stream.append(frame, delay: delay) }
        try stream.finish()
        return bytes
    }

    static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
