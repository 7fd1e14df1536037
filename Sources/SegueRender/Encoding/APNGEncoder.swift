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
        /// segue's fast encoder's rows (`PNGEncoder.Compression.fast`: each row Paeth or Up) in
        /// one Huffman block, its tables from a sample of the rows (`FastDeflate.sampledCounts`).
        case fast

        /// The preview's for a render whose `frameWidth` × `frameHeight` frames `encoder` writes:
        /// `.fast` when the frames are written by the fast encoders (`--compression auto` above a
        /// megapixel, `fast`, `fastest`), else libdeflate 6, as every preview was before.
        ///
        /// NB: on a 3x push (31 frames, previews at half size: 590×1278), libdeflate 6
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
        // pixels, changed or not, read where they lie.
        let (over, translucent) = changedPixels(previous, current, box)
        let sourceImage = RGBARegion(image: current, x: box.x, y: box.y, width: box.width, height: box.height)
        var control = FrameControl(x: box.x, y: box.y, width: box.width, height: box.height, blend: 0)
        if case .fast = deflate {
            // Each candidate's table comes from a sample of its rows, and the sample's size under
            // it says which will be smaller: only that one is deflated.
            // NB: when content moves (a push, a sheet), holes lose to the rectangle's own pixels
            // (the edges of every hole are residuals the whole picture does not have); the
            // samples tell, without deflating the loser.
            let sourceRows = FilteredRows(sourceImage, opaque: false, predictor: .paethOrUp)
            let sourceCounts = FastDeflate.sampledCounts(sourceRows)
            if !translucent {
                let holesRows = FilteredRows(over, opaque: false, predictor: .paethOrUp)
                let holesCounts = FastDeflate.sampledCounts(holesRows)
                if FastDeflate.sampledBits(holesCounts) < FastDeflate.sampledBits(sourceCounts) {
                    control.blend = 1
                    return Frame(control: control, zlib: FastDeflate.zlibStream(holesRows, counts: holesCounts)!)
                }
            }
            return Frame(control: control, zlib: FastDeflate.zlibStream(sourceRows, counts: sourceCounts)!)
        }
        let source = imageData(sourceImage, deflate)
        if !translucent {
            // When content moves, holes in it cost more than they save: the smaller of the two
            // wins, and the holes are given up as soon as they cannot be smaller (`imageData`'s
            // limit: the same choice, without finishing the loser).
            if let holes = imageData(over, deflate, limit: source.count),
               holes.count < source.count {
                control.blend = 1
                return Frame(control: control, zlib: holes)
            }
        }
        return Frame(control: control, zlib: source)
    }

    /// The pixels of `box` that differ between the two images, transparent zeros elsewhere (an
    /// OVER delta), and whether a changed pixel is translucent (OVER would blend it with the one
    /// under it). Whole pixels are compared as one word: a change in any channel is a change.
    static func changedPixels(_ previous: RGBAImage, _ current: RGBAImage, _ box: ChangedRectangle) -> (RGBAImage, translucent: Bool) {
        let count = box.width * box.height
        var translucent = SIMD8<UInt32>()
        // Every byte is written below: no zeroes first.
        let over = [UInt8](unsafeUninitializedCapacity: count * 4) { over, n in
            current.pixels.withUnsafeBytes { cur in
                previous.pixels.withUnsafeBytes { prev in
                    let out = UnsafeMutableRawPointer(over.baseAddress!)
                    for y in 0..<box.height {
                        let row = ((box.y + y) * current.width + box.x) * 4, o = y * box.width * 4
                        var x = 0
                        while x + 8 <= box.width {
                            let c = cur.loadUnaligned(fromByteOffset: row + x * 4, as: SIMD8<UInt32>.self)
                            let changed = c .!= prev.loadUnaligned(fromByteOffset: row + x * 4, as: SIMD8<UInt32>.self)
                            out.storeBytes(of: SIMD8<UInt32>().replacing(with: c, where: changed), toByteOffset: o + x * 4, as: SIMD8<UInt32>.self)
                            // The alpha byte: a changed pixel below 255 is translucent.
                            translucent |= SIMD8<UInt32>().replacing(with: ~c & UInt32(0xFF).bigEndian, where: changed)
                            x += 8
                        }
                        while x < box.width {
                            let c = cur.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                            let changed = c != prev.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                            out.storeBytes(of: changed ? c : 0, toByteOffset: o + x * 4, as: UInt32.self)
                            translucent[0] |= changed ? ~c & UInt32(0xFF).bigEndian : 0
                            x += 1
                        }
                    }
                }
            }
            n = count * 4
        }
        return (RGBAImage(width: box.width, height: box.height, pixels: over), translucent != SIMD8())
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
    static func imageData(_ image: any RowSource, _ deflate: Deflate) -> [UInt8] {
        imageData(image, deflate, limit: nil)!  // nil only past a limit
    }

    /// `imageData`, or nil where the stream would take `limit` bytes or more.
    static func imageData(_ image: any RowSource, _ deflate: Deflate, limit: Int?) -> [UInt8]? {
        let level: Int
        switch deflate {
        case .fast:
            let stream = FastDeflate.zlibStream(image, opaque: false, predictor: .paethOrUp)!
            return limit.map { stream.count < $0 } ?? true ? stream : nil
        case .libdeflate(let l): level = l
        }
        let (width, height) = (image.width, image.height)
        let rowBytes = width * 4
        var rows = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        rows.withUnsafeMutableBytes { dst in
            for y in 0..<height {
                image.withRow(y) { (dst.baseAddress! + y * (rowBytes + 1) + 1).copyMemory(from: $0, byteCount: rowBytes) }
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
