import CZlib

/// An animated PNG read back frame by frame, as a viewer composes it: for checking previews (the
/// tests) and for tools that want the frames of a `preview.png`.
public struct APNGAnimation: Sendable {
    public var width: Int
    public var height: Int
    /// How many times it plays; 0: forever.
    public var plays: Int
    /// Each frame's control (rectangle, dispose and blend ops) as the file says.
    public var controls: [APNGEncoder.FrameControl]
    /// Each frame's delay in seconds.
    public var delays: [Double]
    /// The canvas after each frame is drawn (straight RGBA, the full size).
    public var frames: [RGBAImage]
}

/// Reads APNG 1.0 files: `acTL`, then `fcTL` before `IDAT` (the default image as frame 0) and
/// before each frame's `fdAT` chunks. A frame's data is decoded by `PNGDecoder`, as a PNG of the
/// frame's size made of the file's IHDR fields and that frame's data.
///
/// NB: the limits of `PNGDecoder.Limits.default` hold for the canvas, and a file may have at most
/// `maximumFrames` frames; a frame outside the canvas, a missing or out-of-order sequence number,
/// or a delay with a zero denominator (read as 1/100 s, as the specification says) are handled.
public enum APNGReader {
    public static let maximumFrames = 100_000

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func read(_ file: [UInt8], name: String = "APNG") throws -> APNGAnimation {
        guard file.count >= 8, Array(file[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure(description: "\(name): not a PNG file")
        }
        let chunks = PNGChunks.list(file)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else { throw Failure(description: "\(name): no IHDR first") }
        let header = Array(file[ihdr.data])
        let width = Int(be32(header, 0)), height = Int(be32(header, 4))
        guard let actl = chunks.first(where: { $0.type == "acTL" }), actl.data.count == 8 else {
            throw Failure(description: "\(name): no acTL chunk: not an animated PNG")
        }
        let declared = Int(be32(Array(file[actl.data]), 0))
        guard declared >= 1, declared <= maximumFrames else { throw Failure(description: "\(name): \(declared) frames (at most \(maximumFrames))") }
        let plays = Int(be32(Array(file[actl.data]), 4))

        var controls: [APNGEncoder.FrameControl] = [], delays: [Double] = [], data: [[UInt8]] = []
        var sequence: UInt32 = 0
        for chunk in chunks {
            let bytes = Array(file[chunk.data])
            switch chunk.type {
            case "fcTL":
                guard bytes.count == 26, be32(bytes, 0) == sequence else { throw Failure(description: "\(name): a bad fcTL (sequence \(sequence))") }
                sequence += 1
                let c = APNGEncoder.FrameControl(x: Int(be32(bytes, 12)), y: Int(be32(bytes, 16)), width: Int(be32(bytes, 4)),
                                                 height: Int(be32(bytes, 8)), dispose: bytes[24], blend: bytes[25])
                guard c.width >= 1, c.height >= 1, c.x + c.width <= width, c.y + c.height <= height, c.dispose <= 2, c.blend <= 1 else {
                    throw Failure(description: "\(name): frame \(controls.count) lies outside the canvas or has unknown ops")
                }
                let num = Double(UInt16(bytes[20]) << 8 | UInt16(bytes[21])), den = Double(UInt16(bytes[22]) << 8 | UInt16(bytes[23]))
                controls.append(c)
                delays.append(num / (den == 0 ? 100 : den))
                data.append([])
            case "IDAT":
                // The default image is frame 0 only when an fcTL came before it.
                if controls.count == 1 { data[0] += bytes }
            case "fdAT":
                guard bytes.count >= 4, be32(bytes, 0) == sequence, !controls.isEmpty else { throw Failure(description: "\(name): a bad fdAT (sequence \(sequence))") }
                sequence += 1
                data[data.count - 1] += bytes[4...]
            default: break
            }
            if controls.count > declared { throw Failure(description: "\(name): more frames than acTL declares") }
        }
        guard controls.count == declared else { throw Failure(description: "\(name): acTL declares \(declared) frames, the file has \(controls.count)") }

        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [RGBAImage] = []
        for (i, c) in controls.enumerated() {
            var ihdr = header
            ihdr.replaceSubrange(0..<8, with: be(UInt32(c.width)) + be(UInt32(c.height)))
            let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", data[i]) + chunk("IEND", [])
            let image = try PNGDecoder.decode(png, name: "\(name) frame \(i)")
            let saved = c.dispose == 2 ? canvas : nil
            for y in 0..<c.height {
                for x in 0..<c.width {
                    let s = (y * c.width + x) * 4, d = ((c.y + y) * width + c.x + x) * 4
                    let a = Int(image.pixels[s + 3])
                    if c.blend == 0 || a == 255 {
                        for k in 0..<4 { canvas[d + k] = image.pixels[s + k] }
                    } else if a > 0 {
                        // Straight-alpha OVER.
                        let da = Int(canvas[d + 3]) * (255 - a) / 255, oa = a + da
                        for k in 0..<3 { canvas[d + k] = UInt8((Int(image.pixels[s + k]) * a + Int(canvas[d + k]) * da + oa / 2) / oa) }
                        canvas[d + 3] = UInt8(oa)
                    }
                }
            }
            frames.append(RGBAImage(width: width, height: height, pixels: canvas))
            if c.dispose == 1 {
                for y in 0..<c.height { for k in 0..<(c.width * 4) { canvas[((c.y + y) * width + c.x) * 4 + k] = 0 } }
            } else if let saved {
                canvas = saved
            }
        }
        return APNGAnimation(width: width, height: height, plays: plays, controls: controls, delays: delays, frames: frames)
    }

    static func be32(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
    }

    static func be(_ v: UInt32) -> [UInt8] { APNGEncoder.bigEndian(v) }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        return be(UInt32(data.count)) + body + be(crc)
    }
}
