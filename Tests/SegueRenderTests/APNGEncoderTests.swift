import Testing
@testable import SegueRender

/// `APNGEncoder`'s frames, deflated either way (`APNGEncoder.Deflate`), read back by `APNGReader`:
/// the animation is the images given, pixel for pixel.
struct APNGEncoderTests {
    /// Five frames of 67×41 (an odd width: rows that end mid-vector): a first, content moved
    /// sideways (opaque: OVER or SOURCE), an unchanged frame, a translucent patch (SOURCE only),
    /// and everything transparent.
    static func images() -> [RGBAImage] {
        let (w, h) = (67, 41)
        func image(_ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
            RGBAImage(width: w, height: h, pixels: (0..<h).flatMap { y in (0..<w).flatMap { x in pixel(x, y) } })
        }
        func card(_ x: Int, _ y: Int, shift: Int) -> [UInt8] {
            let u = x + shift
            return (u / 7 + y / 5) % 3 == 0 ? [30, 30, 30, 255] : [UInt8(truncatingIfNeeded: u * 3), UInt8(y * 6), UInt8(truncatingIfNeeded: u * y), 255]
        }
        let first = image { card($0, $1, shift: 0) }
        let moved = image { card($0, $1, shift: 9) }
        // Two translucent patches far apart: the rectangle between them is mostly unchanged, so
        // OVER's holes would make it smaller, but OVER would blend the patches with what is there.
        let patch = image { x, y in
            (5..<12).contains(x) && (3..<9).contains(y) || (50..<60).contains(x) && (30..<38).contains(y)
                ? [200, UInt8(x), 40, UInt8(60 + y)] : card(x, y, shift: 9)
        }
        let clear = image { _, _ in [0, 0, 0, 0] }
        return [first, moved, moved, patch, clear]
    }

    @Test("each frame over the one before, deflated either way: the images themselves", arguments: [APNGEncoder.Deflate.fast, .libdeflate(level: 6)])
    func readsBackAsGiven(_ deflate: APNGEncoder.Deflate) throws {
        let images = Self.images()
        let frames = images.indices.map { APNGEncoder.frame(previous: $0 == 0 ? nil : images[$0 - 1], current: images[$0], deflate: deflate) }
        let file = APNGEncoder.file(width: 67, height: 41, frames: frames, delays: Array(repeating: (1, 30), count: images.count))
        let animation = try APNGReader.read(file)
        #expect(animation.frames == images)
        // The unchanged frame is one transparent pixel drawn OVER; the translucent patches replace
        // the rectangle around them (SOURCE).
        #expect(animation.controls[2] == APNGEncoder.FrameControl(width: 1, height: 1, blend: 1))
        #expect(animation.controls[3] == APNGEncoder.FrameControl(x: 5, y: 3, width: 55, height: 35, blend: 0))
    }

    /// libdeflate writes the rows unfiltered (filter type 0); the fast encoder chooses Paeth (4) or
    /// Up (2) for each row.
    @Test("the image data: unfiltered rows from libdeflate, Paeth or Up rows from the fast encoder")
    func filters() throws {
        let image = Self.images()[0]
        for (deflate, types) in [(APNGEncoder.Deflate.libdeflate(level: 6), Set<UInt8>([0])), (.fast, [2, 4])] {
            let zlib = APNGEncoder.frame(previous: nil, current: image, deflate: deflate).zlib
            let rows = try zlib.withUnsafeBufferPointer { try Zlib.inflate($0, expected: (67 * 4 + 1) * 41) }
            let used = Set(stride(from: 0, to: rows.count, by: 67 * 4 + 1).map { rows[$0] })
            #expect(used.isSubset(of: types) && !used.isEmpty, "\(deflate): \(used)")
        }
    }

    /// The preview is deflated as the render's frames are: fast where they are written by the fast
    /// encoders, libdeflate 6 (as before) everywhere else, whatever level the frames use.
    @Test("the preview's deflate follows the frames' compression")
    func followsTheFrames() {
        let auto = PNGEncoder.goldens
        #expect(APNGEncoder.Deflate.forFrames(of: auto, width: 393, height: 852) == .libdeflate(level: 6))
        #expect(APNGEncoder.Deflate.forFrames(of: auto, width: 1179, height: 2556) == .fast)
        #expect(APNGEncoder.Deflate.forFrames(of: auto, width: 1024, height: 1024) == .libdeflate(level: 6), "a megapixel is still libdeflate's")
        for compression in [PNGEncoder.Compression.fast, .fastest] {
            #expect(APNGEncoder.Deflate.forFrames(of: PNGEncoder(options: .init(compression: compression)), width: 393, height: 852) == .fast)
        }
        for level in [0, 1, 9, 12] {
            let encoder = PNGEncoder(options: .init(compressionLevel: level, filter: .none, compression: .libdeflate))
            #expect(APNGEncoder.Deflate.forFrames(of: encoder, width: 1179, height: 2556) == .libdeflate(level: 6))
        }
    }

    /// A delta's two candidates (OVER's holes, SOURCE's pixels) each deflated whole, and the
    /// smaller kept, ties to SOURCE: what `frame` must choose, though it stops the holes early.
    @Test("a delta is the smaller of its two candidates deflated whole, the holes stopped early or not",
          arguments: [APNGEncoder.Deflate.fast, .libdeflate(level: 6)])
    func smallerCandidate(_ deflate: APNGEncoder.Deflate) throws {
        let images = Self.images()
        // Moved content (SOURCE wins), and a small patch inside a large unchanged area (OVER wins).
        var patched = images[0]
        for y in [2, 39] { for x in [1, 65] { for c in 0..<3 { patched.pixels[(y * 67 + x) * 4 + c] &+= 40 } } }
        var blends: Set<UInt8> = []
        for (previous, current) in [(images[0], images[1]), (images[0], patched)] {
            let frame = APNGEncoder.frame(previous: previous, current: current, deflate: deflate)
            let box = frame.control
            func cut(_ keep: (Int) -> Bool) -> RGBAImage {
                RGBAImage(width: box.width, height: box.height, pixels: (0..<box.height).flatMap { y in
                    (0..<box.width).flatMap { x -> [UInt8] in
                        let i = ((box.y + y) * 67 + box.x + x) * 4
                        return keep(i) ? Array(current.pixels[i..<i + 4]) : [0, 0, 0, 0]
                    }
                })
            }
            let source = APNGEncoder.imageData(cut { _ in true }, deflate)
            let holes = APNGEncoder.imageData(cut { previous.pixels[$0..<$0 + 4] != current.pixels[$0..<$0 + 4] }, deflate)
            #expect(frame.zlib == (holes.count < source.count ? holes : source))
            #expect(box.blend == (holes.count < source.count ? 1 : 0))
            blends.insert(box.blend)
        }
        #expect(blends == [0, 1], "both candidates win once")
    }

    /// The limit gives up exactly when the whole stream would reach it, and changes nothing else.
    @Test("image data under a limit: nil when the whole stream takes the limit or more, else the same bytes",
          arguments: [APNGEncoder.Deflate.fast, .libdeflate(level: 6)])
    func limit(_ deflate: APNGEncoder.Deflate) {
        // Taller than a fast block (128 rows), so that the fast encoder can stop between blocks.
        let (w, h) = (67, 300)
        let image = RGBAImage(width: w, height: h, pixels: (0..<w * h).flatMap { i in
            [UInt8(truncatingIfNeeded: i * 7 % 251), UInt8(truncatingIfNeeded: i / w * 3), UInt8(truncatingIfNeeded: i % w), 255] as [UInt8]
        })
        let whole = APNGEncoder.imageData(image, deflate)
        for limit in [1, whole.count / 3, whole.count - 1, whole.count] {
            #expect(APNGEncoder.imageData(image, deflate, limit: limit) == nil, "\(limit) of \(whole.count)")
        }
        for limit in [whole.count + 1, whole.count * 2] {
            #expect(APNGEncoder.imageData(image, deflate, limit: limit) == whole, "\(limit) of \(whole.count)")
        }
    }
}
