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
    public static func file(width: Int, height: Int, frames: [Frame], delays: [Int], loops: Int = 0) throws -> [UInt8] {
        precondition(!frames.isEmpty && frames.count == delays.count, "a GIF needs a delay for each of its frames")
        guard width <= 65535, height <= 65535 else { throw Failure(description: "a GIF is at most 65,535 pixels a side, not \(width)×\(height)") }
        let sink = GIFOutputSink()
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), GIFOutputSink.append, &error) else {
            throw Failure(description: "giflib could not start: \(message(error))")
        }
        var open = true
        defer { if open { EGifCloseFile(gif, &error) } }
        func check(_ status: Int32, _ what: String) throws {
            if status == GIF_ERROR { throw Failure(description: "giflib failed writing \(what): \(message(gif.pointee.Error))") }
        }
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "the screen descriptor")
        // NETSCAPE2.0: sub-block 1, then the loop count (little-endian; 0 = forever).
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "the loop extension")
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)), "the loop extension")
        try check(EGifPutExtensionBlock(gif, 3, [1, UInt8(loops & 0xFF), UInt8(loops >> 8 & 0xFF)]), "the loop extension")
        try check(EGifPutExtensionTrailer(gif), "the loop extension")
        for (i, f) in frames.enumerated() {
            var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(max(delays[i], 0), 65535)),
                                           TransparentColor: Int32(f.transparent ?? Int(NO_TRANSPARENT_COLOR)))
            var ext = [GifByteType](repeating: 0, count: 4)
            let n = EGifGCBToExtension(&gcb, &ext)
            try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), ext), "frame \(i)'s delay")
            // A colour table has a power of two entries (at least 2): pad with black.
            let used = f.palette.count + (f.transparent == nil ? 0 : 1)
            var size = 2
            while size < used { size *= 2 }
            var colours = f.palette.map { GifColorType(Red: $0.x, Green: $0.y, Blue: $0.z) }
            colours += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colours.count)
            guard let map = GifMakeMapObject(Int32(size), colours) else { throw Failure(description: "giflib could not make a colour table") }
            defer { GifFreeMapObject(map) }
            try check(EGifPutImageDesc(gif, Int32(f.x), Int32(f.y), Int32(f.width), Int32(f.height), false, map), "frame \(i)")
            var line = [GifPixelType](repeating: 0, count: f.width)
            for y in 0..<f.height {
                for x in 0..<f.width { line[x] = f.indices[y * f.width + x] }
                try check(EGifPutLine(gif, &line, Int32(f.width)), "frame \(i)")
            }
        }
        open = false
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw Failure(description: "giflib failed finishing the file: \(message(error))") }
        return sink.bytes
    }

    static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// Where giflib's write callback appends the encoded bytes.
final class GIFOutputSink {
    var bytes: [UInt8] = []

    static let append: @convention(c) (UnsafeMutablePointer<GifFileType>?, UnsafePointer<GifByteType>?, Int32) -> Int32 = { gif, data, length in
        guard let gif, let data, length > 0 else { return 0 }
        let sink = Unmanaged<GIFOutputSink>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return length
    }
}
