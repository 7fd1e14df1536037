import CPNG
import Foundation

/// Animated PNG (APNG 1.0: `acTL`, `fcTL`, `fdAT`) for previews, written with libpng's chunk API.
///
/// NB: Debian's libpng 1.6 is built without the APNG patch (its png.h has no `png_set_acTL`), so
/// the animation chunks are written here with `png_write_chunk`, which adds lengths and CRCs; the
/// image data of each frame's rectangle is a zlib stream made as the render's frames are made
/// (`Deflate`: unfiltered rows by libdeflate, or the fast encoder's). Every frame is 8-bit RGBA,
/// the IHDR's format, as APNG requires. A viewer without APNG support shows the first frame.
///
/// Frames after the first are deltas: only the rectangle that changed, with dispose op NONE (the
/// next frame draws on this one). When every changed pixel is opaque, blend op OVER lets the
/// unchanged pixels inside the rectangle be transparent zeros, which deflate to almost nothing;
/// otherwise blend op SOURCE replaces the rectangle with the frame's own pixels (OVER would blend a
/// translucent pixel with the one under it).
public enum APNGEncoder {
    /// How a frame is drawn: its rectangle on the canvas and how it meets what is already there.
    public struct FrameControl: Sendable, Equatable {
        public var x: Int, y: Int, width: Int, height: Int
        /// APNG_DISPOSE_OP_NONE (0), BACKGROUND (1), PREVIOUS (2).
        public var dispose: UInt8
        /// APNG_BLEND_OP_SOURCE (0) or OVER (1).
        public var blend: UInt8

        public init(x: Int = 0, y: Int = 0, width: Int, height: Int, dispose: UInt8 = 0, blend: UInt8 = 0) {
            (self.x, self.y, self.width, self.height, self.dispose, self.blend) = (x, y, width, height, dispose, blend)
        }
    }

    /// One frame, compressed, without its delay (which depends on where it sits in the animation).
    public struct Frame: Sendable {
        public var control: FrameControl
        /// The frame rectangle's image data as a zlib stream (filtered RGBA rows).
        public var zlib: [UInt8]
    }

    /// How a frame's image data is deflated.
    public enum Deflate: Sendable, Equatable {
        /// libdeflate at this level, rows without a filter (the goldens' previews: level 6).
        case libdeflate(level: Int)
        /// segue's fast encoder (`PNGEncoder.Compression.fast`): each row Paeth or Up, a Huffman
        /// block per 128 rows.
        case fast

        /// The preview's for a render whose `frameWidth` × `frameHeight` frames `encoder` writes:
        /// `.fast` when the frames are written by the fast encoders (`--compression auto` above a
        /// megapixel, `fast`, `fastest`), else libdeflate 6, as every preview was before.
        ///
        /// NB: on the issue-10 push (3x, 31 frames, previews at half size: 590×1278), libdeflate 6
        /// compressed each delta twice (OVER and SOURCE) in about 60 ms, two thirds of a render's
        /// time with its preview and twice its frames' own; the fast encoder does the same in a
        /// fraction of it, for a larger preview (figures in the README's Speed section).
        public static func forFrames(of encoder: PNGEncoder, width frameWidth: Int, height frameHeight: Int) -> Deflate {
            switch encoder.compression(width: frameWidth, height: frameHeight) {
            case .fast, .fastest: .fast
            case .zlib, .libdeflate, .automatic: .libdeflate(level: PNGEncoder.goldens.options.compressionLevel)
            }
        }
    }

    /// Frame `current` as drawn over `previous` (nil for the first frame: the whole canvas).
    public static func frame(previous: RGBAImage?, current: RGBAImage, deflate: Deflate = .libdeflate(level: 6)) -> Frame {
        guard let previous else {
            return Frame(control: FrameControl(width: current.width, height: current.height), zlib: imageData(current, deflate))
        }
        precondition(previous.width == current.width && previous.height == current.height, "APNG frames share one size")
        guard let box = ChangedRectangle.between(previous, current) else {
            // Nothing changed: one transparent pixel drawn OVER leaves the canvas as it is.
            return Frame(control: FrameControl(width: 1, height: 1, blend: 1),
                         zlib: imageData(RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0]), deflate))
        }
        // OVER: the changed pixels, transparent zeros elsewhere; SOURCE: the rectangle's own
        // pixels, changed or not. Whole pixels are compared as one word: a change in any channel
        // is a change.
        let count = box.width * box.height
        var translucent: UInt32 = 0
        // Every byte of both is written below: no zeroes first.
        var over = [UInt8](unsafeUninitializedCapacity: count * 4) { $1 = count * 4 }
        var whole = [UInt8](unsafeUninitializedCapacity: count * 4) { $1 = count * 4 }
        current.pixels.withUnsafeBytes { cur in
            previous.pixels.withUnsafeBytes { prev in
                over.withUnsafeMutableBytes { over in
                    whole.withUnsafeMutableBytes { whole in
                        for y in 0..<box.height {
                            let row = ((box.y + y) * current.width + box.x) * 4, o = y * box.width * 4
                            (whole.baseAddress! + o).copyMemory(from: cur.baseAddress! + row, byteCount: box.width * 4)
                            for x in 0..<box.width {
                                let c = UInt32(littleEndian: cur.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self))
                                let changed = c != UInt32(littleEndian: prev.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self))
                                over.storeBytes(of: (changed ? c : 0).littleEndian, toByteOffset: o + x * 4, as: UInt32.self)
                                // Alpha is the word's high byte: a changed pixel below 255 is translucent.
                                translucent |= changed ? ~c & 0xFF00_0000 : 0
                            }
                        }
                    }
                }
            }
        }
        var control = FrameControl(x: box.x, y: box.y, width: box.width, height: box.height, blend: 0)
        let sourceImage = RGBAImage(width: box.width, height: box.height, pixels: whole)
        if case .fast = deflate {
            // Both measured, only the smaller written (the same choice and bytes as below).
            let source = FastDeflate.MeasuredStream.measure(sourceImage)!
            if translucent == 0,
               let holes = FastDeflate.MeasuredStream.measure(RGBAImage(width: box.width, height: box.height, pixels: over), limit: source.byteCount) {
                guard holes.byteCount < source.byteCount else {
                    holes.discard()
                    return Frame(control: control, zlib: source.written())
                }
                source.discard()
                control.blend = 1
                return Frame(control: control, zlib: holes.written())
            }
            return Frame(control: control, zlib: source.written())
        }
        let source = imageData(sourceImage, deflate)
        if translucent == 0 {
            // When content moves, holes in it cost more than they save: the smaller of the two
            // wins, and the holes are given up as soon as they cannot be smaller (`imageData`'s
            // limit: the same choice, without finishing the loser).
            if let holes = imageData(RGBAImage(width: box.width, height: box.height, pixels: over), deflate, limit: source.count),
               holes.count < source.count {
                control.blend = 1
                return Frame(control: control, zlib: holes)
            }
        }
        return Frame(control: control, zlib: source)
    }

    /// The file: `frames[0]` is the full first frame (also the default image, part of the
    /// animation), `delays[i]` frame i's delay as a fraction of a second, `plays` 0 to loop forever.
    /// (`Stream` written into memory.)
    public static func file(width: Int, height: Int, frames: [Frame], delays: [(numerator: UInt16, denominator: UInt16)],
                            plays: UInt32 = 0) -> [UInt8] {
        precondition(!frames.isEmpty && frames.count == delays.count, "an APNG needs a delay for each of its frames")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(frames.reduce(0) { $0 + $1.zlib.count } + 64 * frames.count + 1024)
        // NB: a sink into memory cannot fail.
        let stream = try! Stream(width: width, height: height, frameCount: frames.count, plays: plays) { bytes += $0 }
        for (frame, delay) in zip(frames, delays) { try! stream.append(frame, delay: delay) }
        try! stream.finish()
        return bytes
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
    static func bigEndian(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(truncatingIfNeeded: v)] }

    /// The zlib stream of the image's rows: unfiltered for libdeflate, or as the fast encoder
    /// filters them (8-bit RGBA either way, the IHDR's format, as APNG requires).
    ///
    /// NB: libpng's zlib 9 with adaptive filters, used here first, took 1.5 s of a 16-frame render
    /// at 1x and 20 s of a 31-frame one at 3x (each frame is compressed twice, OVER and SOURCE).
    static func imageData(_ image: RGBAImage, _ deflate: Deflate) -> [UInt8] {
        imageData(image, deflate, limit: nil)!  // nil only past a limit
    }

    /// `imageData`, or nil where the stream would take `limit` bytes or more (only the fast
    /// encoder stops early: libdeflate's stream is made whole, then measured).
    static func imageData(_ image: RGBAImage, _ deflate: Deflate, limit: Int?) -> [UInt8]? {
        let level: Int
        switch deflate {
        case .fast: return FastDeflate.blockStream(image, opaque: false, limit: limit)
        case .libdeflate(let l): level = l
        }
        let (width, height) = (image.width, image.height)
        let rowBytes = width * 4
        var rows = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        image.pixels.withUnsafeBufferPointer { src in
            rows.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    (dst.baseAddress! + y * (rowBytes + 1) + 1).update(from: src.baseAddress! + y * rowBytes, count: rowBytes)
                }
            }
        }
        let stream = rows.withUnsafeBytes { LibDeflate.zlibStream($0, level: level) }
        if let limit, stream.count >= limit { return nil }
        return stream
    }
}

/// The chunks of a PNG file this process wrote (no validation beyond staying inside the bytes).
enum PNGChunks {
    /// Every chunk: its type and its data's range in `png`.
    static func list(_ png: [UInt8]) -> [(type: String, data: Range<Int>)] {
        var out: [(String, Range<Int>)] = []
        var at = 8
        while at + 12 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            guard length <= png.count - at - 12 else { break }
            out.append((String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self), (at + 8)..<(at + 8 + length)))
            at += 12 + length
        }
        return out
    }
}

/// The smallest rectangle holding every pixel that differs between two images of one size.
struct ChangedRectangle: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// nil when the images are identical.
    static func between(_ a: RGBAImage, _ b: RGBAImage) -> ChangedRectangle? {
        let (w, h) = (a.width, a.height)
        var minX = w, maxX = -1, minY = h, maxY = -1
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                // Equal rows by memcmp; in a row that differs, only the pixels up to its first
                // and from its last difference are looked at, from either end.
                func differs(_ row: Int, _ x: Int) -> Bool {
                    pa.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self) != pb.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                }
                for y in 0..<h {
                    let row = y * w * 4
                    guard memcmp(pa.baseAddress! + row, pb.baseAddress! + row, w * 4) != 0 else { continue }
                    var first = 0, last = w - 1
                    while !differs(row, first) { first += 1 }
                    while !differs(row, last) { last -= 1 }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return ChangedRectangle(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
