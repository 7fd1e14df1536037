import Foundation
import Testing
@testable import SegueRender

/// The built binary, run as a user would: frames, manifest, exit codes, determinism.
struct EndToEndTests {
    /// Writes a plain-colour screenshot with a vertical stripe, at 3x.
    static func screenshot(_ path: String, rgb: (UInt8, UInt8, UInt8), stripeAt stripe: Int) throws {
        let (w, h) = (393 * 3, 852 * 3)
        var buffer = PixelBuffer(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let s = abs(x - stripe) < 6
                buffer.setPixel(x: x, y: y, s ? SIMD4(0, 0, 0, 255) : SIMD4(rgb.2, rgb.1, rgb.0, 255))
            }
        }
        try PNGEncoder().write(buffer, to: path)
    }

    @Test func screenshotsToFramesWithAManifest() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screenshot(dir + "/a.png", rgb: (255, 0, 0), stripeAt: 600)
        try Self.screenshot(dir + "/b.png", rgb: (0, 0, 255), stripeAt: 300)
        let r = try runBinary(["render", "--from", "a.png", "--to", "b.png", "--style", "coverVertical", "--scale", "1", "--fps", "30", "--out", "frames"], in: dir)
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.isEmpty, "no progress bar when stderr is not a terminal")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
        #expect(files.filter { $0.hasPrefix("frame_") }.count == 13)  // round(0.4 × 30) + 1
        #expect(files.contains("manifest.json") && files.contains("contact-sheet.png"))
        let m = try Manifest.read(from: dir + "/frames/manifest.json")
        #expect(m.transition == "coverVertical" && m.direction == "present" && m.device == "iphone-15-pro")
        #expect(m.sizePixels.width == 393 && m.sizePixels.height == 852 && m.scale == 1 && m.fps == 30)
        #expect(m.frames.first?.progress == 0 && m.frames.last?.progress == 1 && m.frames.last?.time == 0.4)
        // First frame: the red screen; last: the blue one.
        let first = try PNGDecoder.decode(contentsOf: dir + "/frames/frame_0000.png")
        let last = try PNGDecoder.decode(contentsOf: dir + "/frames/frame_0012.png")
        #expect(Array(first.pixels[0..<4]) == [255, 0, 0, 255])
        #expect(Array(last.pixels[0..<4]) == [0, 0, 255, 255])
    }

    /// With stderr on a terminal, a render draws its progress bar there: after each frame, a
    /// carriage return and the bar redrawn over the last one (the name in 24 columns, 30 columns
    /// of bar, frames done of all), and a line break after the last; the "wrote" line goes to
    /// stdout. One job, so that the frames finish in order. With --quiet, nothing is drawn.
    @Test @MainActor func aProgressBarOnATerminal() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PreviewTests.screens(in: dir)
        let render = ["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--fps", "10", "--jobs", "1", "--preview", "none"]
        let r = try runBinaryOnTerminal(render + ["--out", "frames"], in: dir)
        #expect(r.code == 0)
        #expect(r.out == "wrote 6 frames to frames/\n")
        // 0.5 s at 10 fps: 6 frames, each 5 of the bar's 30 columns.
        let bar = "\rpush                     [#####                         ] 1/6"
            + "\rpush                     [##########                    ] 2/6"
            + "\rpush                     [###############               ] 3/6"
            + "\rpush                     [####################          ] 4/6"
            + "\rpush                     [#########################     ] 5/6"
            + "\rpush                     [##############################] 6/6\n"
        #expect(String(decoding: r.terminal, as: UTF8.self) == bar)
        let quiet = try runBinaryOnTerminal(render + ["--out", "quiet", "--quiet"], in: dir)
        #expect(quiet.code == 0 && quiet.out.isEmpty && quiet.terminal.isEmpty, "\(quiet)")
    }

    @Test func sameBytesAtOneJobAndTwo() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screenshot(dir + "/a.png", rgb: (20, 200, 40), stripeAt: 100)
        try Self.screenshot(dir + "/b.png", rgb: (250, 250, 250), stripeAt: 900)
        for jobs in ["1", "2"] {
            let r = try runBinary(["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--scale", "1", "--out", "j" + jobs, "--jobs", jobs], in: dir)
            #expect(r.code == 0, "\(r.err)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/j1").sorted()
        #expect(files.count == 16 + 3)  // 0.5 s at the default 30 fps, the contact sheet, the preview and the manifest
        for f in files {
            #expect(FileManager.default.contents(atPath: dir + "/j1/" + f) == FileManager.default.contents(atPath: dir + "/j2/" + f), "\(f)")
        }
    }

    @Test func badInputLeavesNothingBehind() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        let r = try runBinary(["render", "--from", "bad.png", "--to", "bad.png", "--style", "push", "--out", "frames"], in: dir)
        #expect(r.code == 1)
        #expect(r.err.contains("bad.png"))
        #expect(!r.err.contains("Fatal error") && r.err.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["bad.png"])

        let usage = try runBinary(["render", "--style", "nope", "--from", "bad.png", "--to", "bad.png"], in: dir)
        #expect(usage.code == 2)

        // An output path under a file cannot be created.
        let blocked = try runBinary(["render", "--from", "bad.png", "--to", "bad.png", "--style", "push", "--out", "bad.png/x"], in: dir)
        #expect(blocked.code == 1)
    }

    @Test func unwritableOutputIsAnErrorNamingThePath() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screenshot(dir + "/a.png", rgb: (1, 2, 3), stripeAt: 10)
        try Data().write(to: URL(fileURLWithPath: dir + "/file"))
        let r = try runBinary(["render", "--from", "a.png", "--to", "a.png", "--style", "push", "--scale", "1", "--out", "file/frames"], in: dir)
        #expect(r.code == 1)
        #expect(r.err.contains("file"), "\(r.err)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(leftovers == ["a.png", "file"])
    }

    @Test(arguments: [
        (["--custom", "push", "--direction", "up"], "pushUp", 12),  // round(0.35 × 30) + 1
        (["--custom", "HorizontalSlideSegue", "--dismiss"], "HorizontalSlideSegue", 10),
        (["--transition", repositoryRoot + "/Sources/SegueKit/Transitions/Keyframed/Examples/flip-card.json"], "flip-card", 0),
    ])
    func customTransitionsFromScreenshots(extra: [String], name: String, frames: Int) throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screenshot(dir + "/a.png", rgb: (255, 0, 0), stripeAt: 600)
        try Self.screenshot(dir + "/b.png", rgb: (0, 0, 255), stripeAt: 300)
        let r = try runBinary(["render", "--from", "a.png", "--to", "b.png", "--scale", "0.5", "--fps", "30", "--out", "f"] + extra, in: dir)
        #expect(r.code == 0, "\(r.err)")
        let m = try Manifest.read(from: dir + "/f/manifest.json")
        #expect(m.transition == name)
        if frames > 0 { #expect(m.frameCount == frames) }
        // The last frame shows the --to screen.
        let last = try PNGDecoder.decode(contentsOf: dir + "/f/" + m.frames.last!.file)
        let mid = (last.height / 2 * last.width + 20) * 4
        #expect(Array(last.pixels[mid..<mid + 4]) == [0, 0, 255, 255])
    }

    @Test func badTransitionFileNamesTheFile() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screenshot(dir + "/a.png", rgb: (255, 0, 0), stripeAt: 600)
        try Data("{ \"duration\": -1 }".utf8).write(to: URL(fileURLWithPath: dir + "/t.json"))
        let r = try runBinary(["render", "--from", "a.png", "--to", "a.png", "--transition", "t.json", "--out", "f"], in: dir)
        #expect(r.code == 1)
        #expect(r.err.contains("t.json"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/f"))
    }

    /// Every frame of a push at 3x and 60 fps puts the incoming screen's leading edge where
    /// SPEC.md's system curve says, to within a pixel, and the outgoing one at −0.3 W × p.
    @Test func pushEdgesFollowTheSystemCurveInEveryFrame() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screenshot(dir + "/a.png", rgb: (255, 0, 0), stripeAt: 600)
        try Self.screenshot(dir + "/b.png", rgb: (0, 0, 255), stripeAt: 300)
        let r = try runBinary(["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--scale", "device", "--fps", "60", "--out", "f"],
                              in: dir)
        #expect(r.code == 0, "\(r.err)")
        let m = try Manifest.read(from: dir + "/f/manifest.json")
        #expect(m.frameCount == 31 && m.sizePixels.width == 1179 && m.sizePixels.height == 2556)
        let w = 393.0 * 3
        let omega = (1000.0 / 3).squareRoot()
        for frame in m.frames {
            let t = frame.time
            let p = t >= 0.5 ? 1 : 1 - (1 + omega * t) * exp(-omega * t)
            let img = try PNGDecoder.decode(contentsOf: dir + "/f/" + frame.file)
            let row = 1000 * img.width * 4
            func px(_ x: Int) -> (Int, Int) { (Int(img.pixels[row + x * 4]), Int(img.pixels[row + x * 4 + 2])) }
            // The first column that is mostly the incoming (blue) screen.
            let edge = (0..<img.width).first { let (red, blue) = px($0); return blue > red + 40 } ?? img.width
            let expected = w * (1 - p)
            #expect(abs(Double(edge) - expected) <= 1, "frame \(frame.file): edge at \(edge), expected \(expected)")
            // The outgoing screen's black stripe (at x = 600 px on the screenshot) moves by −0.3 W × p.
            if p < 0.99 {
                let stripe = (0..<min(edge, img.width)).first { let (red, blue) = px($0); return red < 40 && blue < 40 }
                let expectedStripe = 600 - 0.3 * w * p - 5.5
                if let stripe, expectedStripe > 0 { #expect(abs(Double(stripe) - expectedStripe) <= 1.5, "frame \(frame.file)") }
            }
        }
    }
}
