import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender
@testable import SegueScreens

/// Dismissals run forward in time (SPEC.md §3): at time t a dismissal shows the presentation's
/// geometry at progress 1 − p(t), where p is the style's curve — on the system curve it starts fast
/// and settles slowly, as a presentation does. Checked on the pixels of every frame at 60 fps, at
/// scale 1, between two plain screenshots.
@MainActor
struct DismissalMotionTests {
    let device = Device.iPhoneSE
    /// The screenshot shown first (the presented screen going away) and the one shown last.
    static let first = (r: 200, g: 40, b: 10), last = (r: 10, g: 60, b: 220)

    static func solid(_ c: (r: Int, g: Int, b: Int)) -> Bitmap {
        Bitmap(width: 2, height: 2, premultipliedBGRA: (0..<4).flatMap { _ in [UInt8(c.b), UInt8(c.g), UInt8(c.r), 255] })
    }

    /// The system curve from its definition (critically damped, ω0 = √(1000/3)); 1 from D on.
    static func system(_ t: Double, duration: Double) -> Double {
        if t >= duration { return 1 }
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }

    /// The screens' own motion: the status bar they carry moves with them (`--status-bar slide`),
    /// so the presented screen's edge shows on every row, the top ones included.
    func dismissal(_ style: TransitionStyle) -> Recording {
        var s = Scenario(name: "d", style: style, isForward: false, device: device)
        s.statusBar = .slide
        return ScenarioRecorder.recordScreens(s, first: Self.solid(Self.first), last: Self.solid(Self.last))
    }

    func render(_ rec: Recording, at t: Double) throws -> PixelBuffer {
        try Rasterizer(scale: 1).render(Compositor.displayList(rec, at: t))
    }

    func rgb(_ b: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.z), Int(p.y), Int(p.x)]
    }

    /// Nearer the first screenshot's colour than the last's.
    func isFirst(_ px: [Int]) -> Bool {
        let a = [Self.first.r, Self.first.g, Self.first.b], b = [Self.last.r, Self.last.g, Self.last.b]
        func d(_ c: [Int]) -> Int { zip(px, c).map { ($0 - $1) * ($0 - $1) }.reduce(0, +) }
        return d(a) < d(b)
    }

    /// coverVertical: the presented screen's top edge sits at y = H·p(t), within 1 px, in every
    /// frame (a dismissal played backwards would put it at H·(1 − p(D − t)): 60 px off at t = 0.05).
    @Test func coverVerticalDismissalLowersTheScreenForwardInTime() throws {
        let rec = dismissal(.coverVertical)
        #expect(abs(rec.duration - 0.4) < 1e-12)
        let h = Int(device.size.height), x = Int(device.size.width / 2)
        for t in Timeline(duration: rec.duration, fps: 60).times {
            let frame = try render(rec, at: t)
            // Rows above the edge show the screen coming back; from the edge down, the one leaving.
            let edge = (0..<h).first { isFirst(rgb(frame, x, $0)) } ?? h
            let expected = Double(h) * Self.system(t, duration: 0.4)
            #expect(abs(Double(edge) - expected) <= 1, "t = \(t): top edge at \(edge), expected \(expected)")
        }
    }

    /// crossDissolve: a pixel is q·in + (1 − q)²·out with q = 1 − p(t) the presentation's progress,
    /// `in` the presented screen (leaving, on top) and `out` the presenting one. Tolerance: 3 levels
    /// (each screen is a group, its white background under its image, composited by Cairo at an
    /// alpha rounded to 8 bits: two rounded blends; the presentation's frames show the same error).
    @Test func crossDissolveDismissalFadesForwardInTime() throws {
        let rec = dismissal(.crossDissolve)
        #expect(abs(rec.duration - 0.4) < 1e-12)
        let a = [Self.first.r, Self.first.g, Self.first.b].map(Double.init), b = [Self.last.r, Self.last.g, Self.last.b].map(Double.init)
        for t in Timeline(duration: rec.duration, fps: 60).times {
            let q = 1 - Self.system(t, duration: 0.4)
            let expected = (0..<3).map { q * a[$0] + (1 - q) * (1 - q) * b[$0] }
            let px = rgb(try render(rec, at: t), Int(device.size.width / 2), Int(device.size.height / 2))
            #expect(zip(px, expected).allSatisfy { abs(Double($0) - $1) <= 3 }, "t = \(t): \(px), expected \(expected)")
        }
    }

    /// partialCurl: the curl's progress is 1 − p(t) in every frame; and a frame of the dismissal is,
    /// pixel for pixel (within 1 level), the presentation's frame at the time whose progress is 1 − p(t).
    @Test func curlDismissalUncurlsForwardInTime() throws {
        let rec = dismissal(.partialCurl)
        #expect(abs(rec.duration - 0.6) < 1e-12)
        let times = Timeline(duration: rec.duration, fps: 60).times
        for t in times.dropLast() {
            let curls = Compositor.displayList(rec, at: t).operations.compactMap { op -> Double? in
                if case .warp(let w) = op, case .pageCurl(let progress, _, _) = w.kind { return progress }
                return nil
            }
            #expect(curls.count == 1)
            let expected = 1 - Self.system(t, duration: 0.6)
            #expect(abs((curls.first ?? -1) - expected) < 1e-9, "t = \(t): curl progress \(curls.first ?? -1), expected \(expected)")
        }

        // The presentation between the same two screens: its page is the dismissal's last screen.
        let s = Scenario(name: "p", style: .partialCurl, isForward: true, device: device)
        let presentation = ScenarioRecorder.recordScreens(s, first: Self.solid(Self.last), last: Self.solid(Self.first))
        for t in [times[3], times[10], times[20]] {
            // The presentation's time whose progress is 1 − p(t), by bisection (p rises monotonically).
            let target = 1 - Self.system(t, duration: 0.6)
            var lo = 0.0, hi = 0.6
            for _ in 0..<100 {
                let mid = (lo + hi) / 2
                if Self.system(mid, duration: 0.6) < target { lo = mid } else { hi = mid }
            }
            let d = try render(rec, at: t), p = try render(presentation, at: (lo + hi) / 2)
            let worst = zip(d.bytes, p.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "t = \(t): the dismissal differs from the presentation at progress \(target) by \(worst) levels")
        }
    }
}
