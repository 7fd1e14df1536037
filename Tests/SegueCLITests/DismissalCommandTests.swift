import Foundation
import SegueRender
import Testing

/// Dismissals from the command line: real animations with their own curve in the manifest.
@MainActor
struct DismissalCommandTests {
    /// A small plain-colour PNG (scaled to fill the screen when rendered).
    static func screenshot(_ path: String, rgb: (UInt8, UInt8, UInt8)) throws {
        var buffer = PixelBuffer(width: 8, height: 12)
        for y in 0..<12 { for x in 0..<8 { buffer.setPixel(x: x, y: y, SIMD4(rgb.2, rgb.1, rgb.0, 255)) } }
        try PNGEncoder().write(buffer, to: path)
    }

    func render(_ style: String, device: String) throws -> Manifest {
        let dir = temporaryFolder("\(style)\(device)")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.screenshot(dir + "/a.png", rgb: (255, 0, 0))
        try Self.screenshot(dir + "/b.png", rgb: (0, 0, 255))
        let r = runCLI(["render", "--from", dir + "/a.png", "--to", dir + "/b.png", "--style", style, "--dismiss", "--device", device,
                        "--scale", "0.25", "--fps", "30", "--out", dir + "/out"])
        #expect(r.code == 0, "\(r.err)")
        let m = try Manifest.read(from: dir + "/out/manifest.json")
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").filter { $0.hasPrefix("frame_") }
        #expect(frames.count == m.frameCount && m.frameCount == Int((m.duration * m.fps).rounded()) + 1)
        return m
    }

    /// SPEC.md §5: the popover's dismissal is a 0.52 s spring with damping ratio 0.85 — not a
    /// single frame (which it was after a presentation without animation left no popover behind).
    @Test func popoverDismissalIsAnAnimation() throws {
        let m = try render("popover", device: "ipad-pro-11")
        #expect(m.duration == 0.52 && m.frameCount == 17 && m.direction == "dismiss")
        #expect(m.curve == "spring:response=0.52,damping=0.85")
        #expect(m.frames.first?.progress == 0 && m.frames.last?.progress == 1)
    }

    /// The manifest names the curve the dismissal runs on, forward in time: the system spring,
    /// whose progress rises fast at first (more than half by 0.1 s).
    @Test(arguments: ["coverVertical", "crossDissolve", "partialCurl"])
    func dismissalManifestNamesTheRealCurve(_ style: String) throws {
        let m = try render(style, device: "iphone-se")
        #expect(m.curve == "system")
        let early = try #require(m.frames.first { abs($0.time - 0.1) < 1e-6 })
        #expect(abs(early.progress - 0.5448) < 1e-4)
    }
}
