import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender
@testable import SegueScreens

/// Screenshots carry their status bar; on a device the bar belongs to the window. By default
/// (`--status-bar fixed`) the strip under it — the top safe-area inset — stays still during a push,
/// a pop, coverVertical and crossDissolve, cross-fading from the first screenshot's strip to the
/// last's on the transition's curve; over a page sheet's dark backdrop the bar turns light.
@MainActor
struct ScreenshotStatusBarTests {
    let device = Device.iPhoneSE
    var strip: Int { Int(device.safeArea.top) }

    /// A screenshot at scale 1: its status-bar strip striped (25 px stripes, shifted by `phase`) in
    /// two colours, its body a third colour.
    static func screenshot(_ device: Device, stripe: (SIMD3<Int>, SIMD3<Int>), body: SIMD3<Int>, phase: Int) -> Bitmap {
        let w = Int(device.size.width), h = Int(device.size.height), top = Int(device.safeArea.top)
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let c = y >= top ? body : ((x + phase) / 25) % 2 == 0 ? stripe.0 : stripe.1
                let i = (y * w + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2]) = (UInt8(c.z), UInt8(c.y), UInt8(c.x))
            }
        }
        return Bitmap(width: w, height: h, premultipliedBGRA: bytes)
    }

    static let first = (stripe: (SIMD3(220, 30, 30), SIMD3(250, 250, 250)), body: SIMD3(128, 128, 128))
    static let last = (stripe: (SIMD3(20, 40, 230), SIMD3(240, 220, 20)), body: SIMD3(10, 100, 40))

    /// Screenshots at the device's size in points (so at scale 1 a pixel of one is a pixel of a frame).
    func screens(_ device: Device) -> (Bitmap, Bitmap) {
        (Self.screenshot(device, stripe: Self.first.stripe, body: Self.first.body, phase: 0),
         Self.screenshot(device, stripe: Self.last.stripe, body: Self.last.body, phase: 12))
    }

    /// A pixel of a screenshot (straight RGB; the screenshots are opaque).
    func colour(_ b: Bitmap, _ x: Int, _ y: Int) -> SIMD3<Double> {
        let bytes = b.bytes, i = (y * b.width + x) * 4
        return SIMD3(Double(bytes[i + 2]), Double(bytes[i + 1]), Double(bytes[i]))
    }

    func colour(_ b: PixelBuffer, _ x: Int, _ y: Int) -> SIMD3<Double> {
        let p = b.pixel(x: x, y: y)
        return SIMD3(Double(p.z), Double(p.y), Double(p.x))
    }

    /// The largest difference of one channel.
    func levels(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z)) }

    func record(_ style: TransitionStyle, forward: Bool, mode: StatusBarMode = .fixed, device: Device? = nil) -> (Recording, Bitmap, Bitmap) {
        let device = device ?? self.device
        let (a, b) = screens(device)
        var s = Scenario(name: "s", style: style, isForward: forward, device: device)
        s.statusBar = mode
        return (ScenarioRecorder.recordScreens(s, first: a, last: b), a, b)
    }

    static func system(_ t: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }

    /// Every pixel of the strip in the middle frames is (1 − p)·first + p·last: the blend of the two
    /// strips in place, never a shifted copy. Tolerance: 2 levels (8-bit alpha and compositing).
    @Test(arguments: [(TransitionStyle.push, true), (.push, false), (.coverVertical, true), (.coverVertical, false),
                      (.crossDissolve, true), (.crossDissolve, false)])
    func stripStaysStillAndCrossFades(_ style: TransitionStyle, forward: Bool) throws {
        let (rec, a, b) = record(style, forward: forward)
        for t in [2.0, 4, 6, 9, 14].map({ $0 / 60 }) {
            let p = Self.system(t)
            let frame = try Rasterizer(scale: 1).render(Compositor.displayList(rec, at: t))
            var worst = 0.0
            for y in [1, strip / 2, strip - 2] {
                for x in 0..<Int(device.size.width) {
                    let expected = (1 - p) * colour(a, x, y) + p * colour(b, x, y)
                    worst = max(worst, levels(colour(frame, x, y), expected))
                }
            }
            #expect(worst <= 2, "\(style) \(forward ? "forward" : "backward") at t = \(t): \(worst) levels from the blend")
        }
    }

    /// `--status-bar slide` keeps the old behaviour: mid-push, the strip on the right is the incoming
    /// screenshot's own, shifted with it.
    @Test func slideMovesTheStripWithItsScreen() throws {
        let (rec, _, b) = record(.push, forward: true, mode: .slide)
        let t = 0.1, p = Self.system(t)
        let frame = try Rasterizer(scale: 1).render(Compositor.displayList(rec, at: t))
        let offset = device.size.width * (1 - p)
        // Columns of the incoming screen away from its stripes' edges (where sampling blends two).
        let columns = (Int(offset.rounded(.up)) + 1..<Int(device.size.width)).filter {
            let u = Double($0) + 0.5 - offset + 12
            return u.truncatingRemainder(dividingBy: 25) > 4 && u.truncatingRemainder(dividingBy: 25) < 21
        }
        #expect(columns.count > 50)
        for x in columns {
            let source = Int((Double(x) + 0.5 - offset).rounded(.down))
            #expect(levels(colour(frame, x, strip / 2), colour(b, source, strip / 2)) <= 2, "x = \(x)")
        }
    }

    /// At the end of a page sheet's presentation over a screenshot, the status bar shows light
    /// content over the black backdrop (as on a device), and nothing of the screenshot's own strip.
    @Test func pageSheetEndsWithALightStatusBarOverBlack() throws {
        let phone = Device.iPhone15Pro
        let (rec, _, _) = record(.pageSheet, forward: true, device: phone)
        let frame = try Rasterizer(scale: 1).render(Compositor.displayList(rec, at: rec.duration))
        var light = 0, black = 0, other = 0
        for y in 0..<Int(phone.safeArea.top) {
            for x in 0..<Int(phone.size.width) {
                let c = colour(frame, x, y)
                if c.min() > 200 { light += 1 } else if c.max() < 8 { black += 1 } else { other += 1 }
            }
        }
        #expect(light > 50, "the light status bar's glyphs show")
        #expect(black > 10 * (light + other), "over black")
        // Dismissing, the presenting screenshot's own strip is back at the end.
        let (back, _, last) = record(.pageSheet, forward: false, device: phone)
        let end = try Rasterizer(scale: 1).render(Compositor.displayList(back, at: back.duration))
        #expect(levels(colour(end, 5, 5), colour(last, 5, 5)) <= 1)
    }
}
