import CGif
import Foundation
import Testing
@testable import SegueCLI
@testable import SegueRender

/// `--preview`, `--preview-scale` and `--video`, run as a user would, and the files read back:
/// the APNG frame by frame (APNGReader), the GIF through giflib's decoder, each compared with the
/// frame PNGs scaled down the same way.
@MainActor
struct PreviewTests {
    /// Two 393×852 screenshots with gradients, text-like stripes and a block, so that frames
    /// differ everywhere during a push and a GIF palette has work to do.
    static func screens(in dir: String) throws {
        for (name, hue) in [("a.png", 0), ("b.png", 1)] {
            var b = PixelBuffer(width: 393, height: 852)
            for y in 0..<852 {
                for x in 0..<393 {
                    let g = UInt8(x * 255 / 392), v = UInt8(y * 255 / 851)
                    let stripe = (y / 6) % 5 == 0 && x > 40 && x < 300
                    let block = x > 100 && x < 200 && y > 300 && y < 420
                    let c: SIMD4<UInt8> = stripe ? SIMD4(20, 20, 20, 255) : block ? SIMD4(0, 0, 255, 255)
                        : hue == 0 ? SIMD4(v, g, 200, 255) : SIMD4(g, 180, v, 255)
                    b.setPixel(x: x, y: y, c)
                }
            }
            try PNGEncoder().write(b, to: dir + "/" + name)
        }
    }

    static func render(_ extra: [String], in dir: String, out: String = "frames") throws -> (code: Int32, out: String, err: String) {
        try runBinary(["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--fps", "20", "--out", out] + extra, in: dir)
    }

    /// Frame `i` of a folder scaled down by the textbook box filter, not by the preview's own
    /// (`Downscale`): preview pixel (x, y) covers the frame's rectangle [x·W/w, (x+1)·W/w) ×
    /// [y·H/h, (y+1)·H/h), each frame pixel counts by the area of it inside, and the sum is
    /// divided by the rectangle's area, rounded half up (areas in units of 1/w by 1/h of a pixel,
    /// whole numbers). The frames are opaque, so straight colour averages as premultiplied does.
    static func expectedFrame(_ folder: String, _ i: Int, width w: Int, height h: Int) throws -> RGBAImage {
        let frame = try PNGDecoder.decode(contentsOf: folder + "/" + FolderLayout.frame(i))
        let (fw, fh) = (frame.width, frame.height)
        #expect(stride(from: 3, to: frame.pixels.count, by: 4).allSatisfy { frame.pixels[$0] == 255 }, "frame \(i) is opaque")
        func covered(_ p: Int, _ units: Int, from lo: Int, to hi: Int) -> Int { max(0, min(hi, (p + 1) * units) - max(lo, p * units)) }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(w * h * 4)
        for y in 0..<h {
            let rows = (y * fh, (y + 1) * fh)
            for x in 0..<w {
                let columns = (x * fw, (x + 1) * fw)
                var sum = SIMD4<Int>.zero
                for fy in rows.0 / h...min(fh - 1, rows.1 / h) {
                    let height = covered(fy, h, from: rows.0, to: rows.1)
                    for fx in columns.0 / w...min(fw - 1, columns.1 / w) {
                        let o = (fy * fw + fx) * 4
                        let p = SIMD4<Int>(Int(frame.pixels[o]), Int(frame.pixels[o + 1]), Int(frame.pixels[o + 2]), Int(frame.pixels[o + 3]))
                        sum &+= p &* (height * covered(fx, w, from: columns.0, to: columns.1))
                    }
                }
                let area = fw * fh
                pixels += (0..<4).map { UInt8((2 * sum[$0] + area) / (2 * area)) }
            }
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }

    @Test func theAPNGPreviewPlaysEveryFrameScaledDownAtTheFrameRate() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screens(in: dir)
        let r = try Self.render([], in: dir)
        #expect(r.code == 0, "\(r.err)")
        let m = try Manifest.read(from: dir + "/frames/manifest.json")
        let p = try #require(m.preview)
        #expect(p.file == "preview.png" && p.format == "apng" && p.frameCount == m.frameCount && p.loops == 0)
        #expect(p.width == 197 && p.height == 426 && p.scale == 0.5, "half of 393×852, rounded")
        #expect(p.frameDelay == 0.05 && p.lastFrameDelay == 1)
        let apng = try APNGReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/frames/preview.png"))))
        #expect(apng.width == 197 && apng.height == 426 && apng.plays == 0)
        #expect(apng.frames.count == m.frameCount)
        #expect(apng.delays.dropLast().allSatisfy { abs($0 - 0.05) < 1e-9 } && apng.delays.last == 1)
        // Deltas: frames after the first cover less than the canvas, or draw over it.
        #expect(apng.controls.dropFirst().contains { $0.width * $0.height < 197 * 426 || $0.blend == 1 })
        for i in 0..<m.frameCount {
            let expected = try Self.expectedFrame(dir + "/frames", i, width: 197, height: 426)
            #expect(apng.frames[i] == expected, "frame \(i) of the preview is the frame scaled down")
        }
    }

    /// At the device's 3x the preview is the screen in points (whole 3 × 3 blocks of the frames),
    /// not half the frames: about the size the phone shows, and a ninth of the pixels to encode.
    @Test func aPreviewOfA3xRenderIsTheScreenInPoints() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screens(in: dir)
        let r = try runBinary(["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--fps", "6", "--scale", "3", "--out", "frames"], in: dir)
        #expect(r.code == 0, "\(r.err)")
        let m = try Manifest.read(from: dir + "/frames/manifest.json")
        let p = try #require(m.preview)
        #expect(p.width == 393 && p.height == 852 && p.scale == 0.333333, "1179×2556 frames in points")
        let apng = try APNGReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/frames/preview.png"))))
        #expect(apng.frames.count == m.frameCount && m.frameCount > 1)
        for i in 0..<m.frameCount {
            #expect(apng.frames[i] == (try Self.expectedFrame(dir + "/frames", i, width: 393, height: 852)), "frame \(i) scaled down")
        }
        let half = try runBinary(["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--fps", "6", "--scale", "2", "--out", "two"], in: dir)
        #expect(half.code == 0, "\(half.err)")
        #expect(try Manifest.read(from: dir + "/two/manifest.json").preview?.width == 393, "half of 2x is the points too")
    }

    /// Frames written by the fast encoder get a preview deflated by it too (`APNGEncoder.Deflate`):
    /// the same animation as the default's, from other bytes.
    @Test func aPreviewOfFastFramesIsTheSameAnimation() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screens(in: dir)
        var files: [[UInt8]] = []
        for (out, extra) in [("auto", [String]()), ("fast", ["--compression", "fast"])] {
            let r = try Self.render(extra, in: dir, out: out)
            #expect(r.code == 0, "\(r.err)")
            files.append(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/\(out)/preview.png"))))
        }
        #expect(files[0] != files[1])
        let (auto, fast) = (try APNGReader.read(files[0]), try APNGReader.read(files[1]))
        #expect(fast.frames == auto.frames && fast.delays == auto.delays && fast.frames.count == 11)
        #expect(fast.frames.last == (try Self.expectedFrame(dir + "/fast", 10, width: 197, height: 426)))
    }

    @Test func theGIFPreviewDecodesToTheFramesWithinAPalette() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screens(in: dir)
        let r = try Self.render(["--preview", "gif", "--preview-scale", "0.25"], in: dir)
        #expect(r.code == 0, "\(r.err)")
        let m = try Manifest.read(from: dir + "/frames/manifest.json")
        let p = try #require(m.preview)
        #expect(p.file == "preview.gif" && p.format == "gif" && p.width == 98 && p.height == 213 && p.frameCount == m.frameCount)
        #expect(!FileManager.default.fileExists(atPath: dir + "/frames/preview.png"))
        let gif = try GIFFile(dir + "/frames/preview.gif")
        #expect(gif.width == 98 && gif.height == 213)
        #expect(gif.loops == 0, "NETSCAPE2.0 loops forever")
        #expect(gif.frames.count == m.frameCount)
        #expect(gif.delays.dropLast().allSatisfy { $0 == 5 } && gif.delays.last == 100, "\(gif.delays)")
        for i in [0, m.frameCount / 2, m.frameCount - 1] {
            let expected = try Self.expectedFrame(dir + "/frames", i, width: 98, height: 213)
            var total = 0, far = 0
            for k in 0..<(98 * 213) {
                for c in 0..<3 {
                    let d = abs(Int(gif.frames[i][k * 3 + c]) - Int(expected.pixels[k * 4 + c]))
                    total += d
                    if d > 24 { far += 1 }
                }
            }
            let mean = Double(total) / Double(98 * 213 * 3)
            #expect(mean < 4, "frame \(i): mean error \(mean)")
            #expect(far < 98 * 213 * 3 / 100, "frame \(i): \(far) samples off by more than 24")
        }
    }

    @Test func previewNoneWritesNoPreview() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screens(in: dir)
        let r = try Self.render(["--preview", "none"], in: dir)
        #expect(r.code == 0, "\(r.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames")
        #expect(!files.contains { $0.hasPrefix("preview") })
        #expect(try Manifest.read(from: dir + "/frames/manifest.json").preview == nil)
    }

    @Test func badPreviewOptionsAreUsageErrors() {
        for (args, message) in [
            (["--preview", "webp"], "--preview must be apng, gif or none, not 'webp'"),
            (["--preview-scale", "0"], "--preview-scale must be"),
            (["--preview-scale", "1.5"], "--preview-scale must be from 0.1 to 1"),
            (["--preview-scale", "half"], "--preview-scale must be a number"),
            (["--preview", "none", "--preview-scale", "0.5"], "does not go with --preview none"),
            (["--preview", "gif", "--preview", "apng"], "--preview is given twice"),
            (["--video", "x.mp4"], "--video makes one file"),
        ] {
            let r = runCLI(["render", "--out", "/nonexistent/never"] + args)
            #expect(r.code == 2, "\(args)")
            #expect(r.err.contains(message), "\(args): \(r.err)")
        }
        let storyboard = runCLI(["render", "Screens.storyboard", "--all", "--video", "x.mp4"])
        #expect(storyboard.code == 2 && storyboard.err.contains("--video makes one file"))
    }

    @Test func previewsAreTheSameBytesAtAnyThreadCount() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screens(in: dir)
        for format in ["apng", "gif"] {
            var files: [Data] = []
            for jobs in ["1", "3", "3"] {
                let out = "f\(format)\(jobs)\(files.count)"
                let r = try Self.render(["--preview", format, "--jobs", jobs], in: dir, out: out)
                #expect(r.code == 0, "\(r.err)")
                files.append(try Data(contentsOf: URL(fileURLWithPath: dir + "/\(out)/preview." + (format == "apng" ? "png" : "gif"))))
            }
            #expect(files[0] == files[1] && files[1] == files[2], "\(format)")
        }
    }

    @Test func videoWithoutFFmpegIsOneLineSayingHowToGetIt() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screens(in: dir)
        // Without ffmpeg on PATH: one line, exit 1, nothing rendered.
        let missing = try runBinary(["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--out", "frames", "--video", "v.mp4"],
                                    in: dir, environment: ["PATH": dir + "/nothing-here"])
        #expect(missing.code == 1)
        #expect(missing.err == "segue: " + Arguments.missingFFmpeg + "\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/frames"))
    }

    @Test(.enabled(if: VideoWriter.ffmpeg() != nil, "ffmpeg is not installed (scripts/setup --tests installs it)"))
    func videoThroughFFmpeg() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screens(in: dir)
        let r = try Self.render(["--video", "v.mp4"], in: dir)
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("wrote v.mp4"))
        let head = Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/v.mp4")).prefix(12))
        #expect(Array(head[4..<8]) == Array("ftyp".utf8), "an MP4 file")
        // segue replaces its own video, never someone else's file, --force or not.
        #expect(try Self.render(["--video", "v.mp4"], in: dir).code == 0)
        #expect(FileManager.default.createFile(atPath: dir + "/mine.mp4", contents: Data("my video".utf8)))
        let refused = try Self.render(["--video", "mine.mp4"], in: dir, out: "other")
        #expect(refused.code == 1 && refused.err.contains("is not a video segue wrote"), "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/other"), "refused before any frame")
        #expect(try String(contentsOfFile: dir + "/mine.mp4", encoding: .utf8) == "my video")
    }
}

/// A GIF decoded by giflib (DGifSlurp) and composed frame by frame: R, G, B bytes per canvas pixel.
struct GIFFile {
    var width = 0, height = 0
    var loops: Int?
    var delays: [Int] = []
    var frames: [[UInt8]] = []

    init(_ path: String) throws {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { throw CommandError("cannot open \(path): \(error)") }
        defer { DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK else { throw CommandError("cannot decode \(path): \(gif.pointee.Error)") }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        var canvas = [UInt8](repeating: 0, count: width * height * 3)
        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            var previous: [UInt8]?
            for e in 0..<Int(image.ExtensionBlockCount) {
                let block = image.ExtensionBlocks[e]
                let bytes = Array(UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)))
                if block.Function == APPLICATION_EXT_FUNC_CODE { previous = bytes }
                if block.Function == CONTINUE_EXT_FUNC_CODE, previous == Array("NETSCAPE2.0".utf8), bytes.count == 3, bytes[0] == 1 {
                    loops = Int(bytes[1]) | Int(bytes[2]) << 8
                }
            }
            var gcb = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(i), &gcb) == GIF_OK else { throw CommandError("frame \(i) has no graphics control") }
            delays.append(Int(gcb.DelayTime))
            #expect(gcb.DisposalMode == DISPOSE_DO_NOT)
            let d = image.ImageDesc
            let map = d.ColorMap ?? gif.pointee.SColorMap!
            for y in 0..<Int(d.Height) {
                for x in 0..<Int(d.Width) {
                    let index = Int(image.RasterBits[y * Int(d.Width) + x])
                    if index == Int(gcb.TransparentColor) { continue }
                    let c = map.pointee.Colors[index]
                    let o = ((Int(d.Top) + y) * width + Int(d.Left) + x) * 3
                    (canvas[o], canvas[o + 1], canvas[o + 2]) = (c.Red, c.Green, c.Blue)
                }
            }
            frames.append(canvas)
        }
    }
}
