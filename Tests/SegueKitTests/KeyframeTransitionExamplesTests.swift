import Foundation
import Testing
@testable import SegueKit

/// The three shipped examples (Sources/SegueKit/Transitions/Keyframed/Examples/*.json), read from the repository, decoded and
/// recorded: every view follows its keyframes, with each segment's curve evaluated here from its
/// definition (cubic curves by bisection, springs by their closed form, SPEC.md §1).
@MainActor
struct KeyframeTransitionExamplesTests {
    typealias Support = CatalogueTestSupport

    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SegueKit/Transitions/Keyframed/Examples")

    static func load(_ name: String) throws -> KeyframeTransition {
        try KeyframeTransition.load(contentsOf: examples.appendingPathComponent(name).path)
    }

    let size = Support.device.size
    /// Positions go through the package's curve solver (x to 1e-7), so they are compared to a
    /// thousandth of a point; alphas, scales and matrix elements to 1e-6; recorded durations to 1e-12 s.
    let pointTolerance = 1e-3
    let unitTolerance = 1e-6

    static func easeIn(_ x: Double) -> Double { Support.cubic(x, 0.42, 0, 1, 1) }
    static func easeOut(_ x: Double) -> Double { Support.cubic(x, 0, 0, 0.58, 1) }
    static func clamp(_ x: Double) -> Double { min(1, max(0, x)) }

    @Test(arguments: ["flip-card.json", "slide-fade.json", "bounce-in.json"])
    func examplesDecode(_ file: String) throws {
        let t = try Self.load(file)
        #expect(t.name == String(file.dropLast(5)))
        #expect(t.duration > 0)
        #expect(t.dismissal == nil)
        #expect(!t.presentation.from.keyframes.isEmpty || !t.presentation.to.keyframes.isEmpty)
    }

    @Test func slideFadeDecodesToItsKeyframes() throws {
        let t = try Self.load("slide-fade.json")
        #expect(t.duration == 0.4 && t.curve == .easeInOut && t.presentation.onTop == .to && t.presentation.dimming == nil)
        let to = t.presentation.to.keyframes
        #expect(to.count == 3)
        #expect(to[0] == .init(time: 0, frame: .init(x: .percent(30), y: .points(0), width: .percent(100), height: .percent(100)), alpha: 0))
        #expect(to[1].curve == .cubic(x1: 0.2, y1: 0.8, x2: 0.2, y2: 1) && to[1].frame?.x == .points(0))
        #expect(to[2] == .init(time: 1, curve: .easeOut, alpha: 1))
        let from = t.presentation.from.keyframes
        #expect(from == [.init(time: 0.6, curve: .easeIn, transform: .init(translationX: .percent(-15)), alpha: 0)])
    }

    // MARK: slide-fade

    /// slide-fade at time fraction u: the new view's x and alpha, the old view's x and alpha.
    func slideFade(_ u: Double) -> (newX: Double, newAlpha: Double, oldX: Double, oldAlpha: Double) {
        let w = size.width
        let slide = Support.cubic(u, 0.2, 0.8, 0.2, 1)
        let drift = Self.easeIn(Self.clamp(u / 0.6))
        return (0.3 * w * (1 - slide), Self.easeOut(u), -0.15 * w * drift, 1 - drift)
    }

    @Test(arguments: [0.0, 0.04, 0.1, 0.16, 0.2, 0.24, 0.3, 0.36])
    func slideFadeFollowsItsKeyframes(t: Double) throws {
        let (rec, first, last) = Support.record(try Self.load("slide-fade.json"), forward: true)
        #expect(abs(rec.duration - 0.4) < 1e-12)
        let e = slideFade(t / 0.4)
        let list = Compositor.displayList(rec, at: t)
        let old = Support.placement(of: first, in: list)
        if e.oldAlpha > 0.0005 {
            let old = try #require(old)
            #expect(abs(old.rect.minX - e.oldX) < pointTolerance && old.rect.minY == 0 && abs(old.rect.width - size.width) < pointTolerance)
            #expect(abs(old.opacity - e.oldAlpha) < unitTolerance)
        } else {
            #expect(old == nil, "the old view has faded out")
        }
        if e.newAlpha > 0.0005 {
            let new = try #require(Support.placement(of: last, in: list))
            #expect(abs(new.rect.minX - e.newX) < pointTolerance && new.rect.minY == 0)
            #expect(abs(new.rect.width - size.width) < pointTolerance && abs(new.rect.height - size.height) < pointTolerance)
            #expect(abs(new.opacity - e.newAlpha) < unitTolerance)
            if let old { #expect(new.index > old.index, "the new view is on top") }
        } else {
            #expect(Support.placement(of: last, in: list) == nil)
        }
    }

    /// Without a dismiss section, dismissing undoes the presentation forward in time (SPEC.md §3):
    /// each segment runs back over the mirrored stretch on its own curve. At u the presented view
    /// (going away) is at 0.3 W·c(u) with alpha 1 − easeOut(u); the presenter holds, hidden, until
    /// u = 0.4, then comes back over the rest on easeIn. (Played backwards it would be where the
    /// presentation had it at 1 − u: slow to leave, abrupt at the end.)
    func slideFadeUndone(_ u: Double) -> (presentedX: Double, presentedAlpha: Double, presenterX: Double, presenterAlpha: Double) {
        let w = size.width
        let back = Self.easeIn(Self.clamp((u - 0.4) / 0.6))
        return (0.3 * w * Support.cubic(u, 0.2, 0.8, 0.2, 1), 1 - Self.easeOut(u), -0.15 * w * (1 - back), back)
    }

    @Test(arguments: [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95])
    func slideFadeDismissalRunsForwardInTime(u: Double) throws {
        let (rec, first, last) = Support.record(try Self.load("slide-fade.json"), forward: false)
        let e = slideFadeUndone(u)
        let list = Compositor.displayList(rec, at: u * 0.4)
        let presented = try #require(Support.placement(of: first, in: list))
        #expect(abs(presented.rect.minX - e.presentedX) < pointTolerance, "x \(presented.rect.minX), expected \(e.presentedX)")
        #expect(abs(presented.opacity - e.presentedAlpha) < unitTolerance)
        if e.presenterAlpha > 0.0005 {
            let presenter = try #require(Support.placement(of: last, in: list))
            #expect(abs(presenter.rect.minX - e.presenterX) < pointTolerance && abs(presenter.opacity - e.presenterAlpha) < unitTolerance)
            #expect(presented.index > presenter.index, "the presented view stays on top")
        } else {
            #expect(Support.placement(of: last, in: list) == nil)
        }
    }

    /// Positions to a thousandth of a point.
    @Test func slideFadeStretchesWithTheDuration() throws {
        var t = try Self.load("slide-fade.json")
        t.duration = 1.2
        let (rec, _, last) = Support.record(t, forward: true)
        #expect(abs(rec.duration - 1.2) < 1e-12)
        for u in [0.1, 0.5, 0.9] {
            let new = try #require(Support.placement(of: last, in: Compositor.displayList(rec, at: u * 1.2)))
            #expect(abs(new.rect.minX - slideFade(u).newX) < pointTolerance)
        }
    }

    // MARK: flip-card

    /// Scale s, then a turn of θ degrees about y, seen from 800 pt: rows of Core Animation's
    /// row-vector matrix, written out (rotation as CATransform3DMakeRotation(θ, 0, 1, 0), then
    /// m34 = −1/800 acting on the z column).
    static func flip(_ degrees: Double, scale s: Double) -> [Double] {
        let a = degrees * .pi / 180
        let (c, n) = (cos(a), sin(a))
        let m34 = -1.0 / 800
        return [s * c, 0, -s * n, -s * n * m34,
                0, s, 0, 0,
                n, 0, c, c * m34,
                0, 0, 0, 1]
    }

    static func elements(_ m: Transform3D) -> [Double] {
        [m.r1, m.r2, m.r3, m.r4].flatMap { [$0.x, $0.y, $0.z, $0.w] }
    }

    @Test(arguments: [0.0, 0.1, 0.2, 0.3, 0.33, 0.35, 0.37, 0.4, 0.5, 0.6, 0.69])
    func flipCardTurnsAboutY(t: Double) throws {
        let (rec, _, _) = Support.record(try Self.load("flip-card.json"), forward: true)
        #expect(abs(rec.duration - 0.7) < 1e-12)
        let u = t / 0.7
        // The old face: 0 → −90° and 1 → 0.8 over the first half (easeIn); shown until 45 %, gone by 50 %.
        let first = Self.easeIn(Self.clamp(u / 0.5))
        let oldAlpha = 1 - Self.clamp((u - 0.45) / 0.05)
        // The new face: held at 90° and 0.8 for the first half, then to 0° and 1 (easeOut); shows from 50 % to 55 %.
        let second = Self.easeOut(Self.clamp((u - 0.5) / 0.5))
        let newAlpha = Self.clamp((u - 0.5) / 0.05)
        let expectedOld = Self.flip(-90 * first, scale: 1 - 0.2 * first)
        let expectedNew = Self.flip(90 * (1 - second), scale: 0.8 + 0.2 * second)

        let old = try #require(Support.layer("from", in: rec, at: t))
        let new = try #require(Support.layer("to", in: rec, at: t))
        for (got, want, name) in [(Self.elements(old.properties.transform), expectedOld, "old"), (Self.elements(new.properties.transform), expectedNew, "new")] {
            for i in 0..<16 {
                #expect(abs(got[i] - want[i]) < unitTolerance, "\(name) m\(i / 4 + 1)\(i % 4 + 1) = \(got[i]), expected \(want[i]) at t = \(t)")
            }
        }
        #expect(abs(old.properties.alpha - oldAlpha) < unitTolerance && abs(new.properties.alpha - newAlpha) < unitTolerance)
        // Never both at once, and neither exactly edge-on while drawn.
        #expect(oldAlpha == 0 || newAlpha == 0)
    }

    @Test func flipCardDrawsInPerspectiveAndEndsFlat() throws {
        let (rec, first, last) = Support.record(try Self.load("flip-card.json"), forward: true)
        let mid = Compositor.displayList(rec, at: 0.2)
        let warped = mid.operations.contains { if case .warp = $0 { true } else { false } }
        #expect(warped, "a turned card is drawn through the perspective kernel")
        let end = Compositor.displayList(rec, at: 0.7)
        let new = try #require(Support.placement(of: last, in: end))
        #expect(new.rect == Rect(size) && new.opacity == 1)
        #expect(Support.placement(of: first, in: end) == nil)
        let to = try #require(Support.layer("to", in: rec, at: 0.7))
        #expect(to.properties.transform == .identity)
    }

    // MARK: bounce-in

    /// bounce-in at t seconds: the new view's scale (0.3 → 1 on a spring of response 0.4 and damping
    /// ratio 0.6 over the whole 0.7 s, snapping to 1 at the end), alpha (easeOut over the first 25 %),
    /// corner radius (40 → 0, easeOut), and the black layer over the old view (0 → 0.3, easeOut over
    /// the first half).
    func bounceIn(_ t: Double) -> (scale: Double, alpha: Double, radius: Double, dimming: Double) {
        let u = t / 0.7
        let spring = t >= 0.7 ? 1 : Support.underDampedSpring(t, response: 0.4, dampingRatio: 0.6)
        return (0.3 + 0.7 * spring, Self.easeOut(Self.clamp(u / 0.25)), 40 * (1 - Self.easeOut(u)), 0.3 * Self.easeOut(Self.clamp(u / 0.5)))
    }

    /// Scale through the width in points (to a thousandth of a point), alpha and dimming to 1e-6,
    /// the corner radius to 4e-5 pt (1e-6 of its 40 pt travel).
    @Test(arguments: [0.0, 0.035, 0.07, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.69])
    func bounceInSpringsUp(t: Double) throws {
        let (rec, first, last) = Support.record(try Self.load("bounce-in.json"), forward: true)
        let e = bounceIn(t)
        let list = Compositor.displayList(rec, at: t)
        let old = try #require(Support.placement(of: first, in: list))
        #expect(old.rect == Rect(size) && old.opacity == 1, "the old view does not move")
        if e.alpha > 0.0005 {
            let new = try #require(Support.placement(of: last, in: list))
            #expect(abs(new.rect.width - size.width * e.scale) < pointTolerance, "scale \(new.rect.width / size.width), expected \(e.scale)")
            #expect(abs(new.rect.midX - size.width / 2) < pointTolerance && abs(new.rect.midY - size.height / 2) < pointTolerance)
            #expect(abs(new.opacity - e.alpha) < unitTolerance)
        }
        let to = try #require(Support.layer("to", in: rec, at: t))
        #expect(abs(to.properties.cornerRadius - e.radius) < unitTolerance * 40)
        let dimming = try #require(Support.layer(KeyframeTransition.dimmingIdentifier, in: rec, at: t))
        #expect(dimming.parent == "from" && abs(dimming.properties.alpha - e.dimming) < unitTolerance)
    }

    /// The spring's overshoot is about 9.5 % (e^(−πζ/√(1 − ζ²)) for ζ = 0.6): more than 5 % must show.
    @Test func bounceInOvershootsAndSettles() throws {
        let (rec, first, last) = Support.record(try Self.load("bounce-in.json"), forward: true)
        let widths = stride(from: 0.0, through: 0.7, by: 1.0 / 60).compactMap {
            Support.placement(of: last, in: Compositor.displayList(rec, at: $0))?.rect.width
        }
        #expect((widths.max() ?? 0) > size.width * 1.05, "the spring overshoots")
        let end = Compositor.displayList(rec, at: rec.duration)
        #expect(Support.placement(of: last, in: end)?.rect == Rect(size))
        #expect(Support.placement(of: first, in: end) == nil)
        #expect(Support.layer(KeyframeTransition.dimmingIdentifier, in: rec, at: rec.duration) == nil)
        let to = try #require(Support.layer("to", in: rec, at: rec.duration))
        #expect(to.properties.cornerRadius == 0)
        let toView = try #require(rec.scene(at: rec.duration).layers.first { $0.identifier == "to" })
        #expect(!toView.clipsToBounds, "clipping is restored")
        #expect(rec.scene(at: 0).layers.first { $0.identifier == "to" }?.clipsToBounds == true, "rounded corners clip while keyed")
    }

    /// Undone forward in time: the presented view shrinks back from 1 to 0.3 on the spring itself
    /// (quick, overshooting below 0.3 before it settles), its corners round again on easeOut, it
    /// fades out over the last quarter and the presenter's dimming clears over the second half.
    func bounceInUndone(_ t: Double) -> (scale: Double, alpha: Double, radius: Double, dimming: Double) {
        let u = t / 0.7
        let spring = t >= 0.7 ? 1 : Support.underDampedSpring(t, response: 0.4, dampingRatio: 0.6)
        return (1 - 0.7 * spring, 1 - Self.easeOut(Self.clamp((u - 0.75) / 0.25)), 40 * Self.easeOut(u),
                0.3 * (1 - Self.easeOut(Self.clamp((u - 0.5) / 0.5))))
    }

    @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.85, 0.95])
    func bounceInDismissalRunsForwardInTime(u: Double) throws {
        let (rec, first, last) = Support.record(try Self.load("bounce-in.json"), forward: false)
        let e = bounceInUndone(u * 0.7)
        let list = Compositor.displayList(rec, at: u * 0.7)
        if e.alpha > 0.0005 {
            let presented = try #require(Support.placement(of: first, in: list))
            #expect(abs(presented.rect.width / size.width - e.scale) < 1e-6, "scale \(presented.rect.width / size.width), expected \(e.scale)")
            #expect(abs(presented.opacity - e.alpha) < unitTolerance)
        }
        let presenter = try #require(Support.placement(of: last, in: list))
        #expect(presenter.rect == Rect(size))
        let from = try #require(Support.layer("from", in: rec, at: u * 0.7))
        #expect(abs(from.properties.cornerRadius - e.radius) < unitTolerance * 40)
        let dimming = try #require(Support.layer(KeyframeTransition.dimmingIdentifier, in: rec, at: u * 0.7))
        #expect(dimming.parent == "to" && abs(dimming.properties.alpha - e.dimming) < unitTolerance)
    }

    // MARK: Everything

    @Test(arguments: ["flip-card.json", "slide-fade.json", "bounce-in.json"], [true, false])
    func firstFrameShowsOnlyTheOldViewAndLastOnlyTheNewOne(_ file: String, forward: Bool) throws {
        let (rec, first, last) = Support.record(try Self.load(file), forward: forward)
        let canvas = Rect(size)
        let start = Compositor.displayList(rec, at: 0)
        let old = try #require(Support.placement(of: first, in: start))
        #expect(old.rect == canvas && old.opacity == 1)
        if let new = Support.placement(of: last, in: start) { #expect(new.index < old.index, "\(file): the new view shows in the first frame") }
        let end = Compositor.displayList(rec, at: rec.duration)
        let new = try #require(Support.placement(of: last, in: end))
        #expect(new.rect == canvas && new.opacity == 1)
        #expect(Support.placement(of: first, in: end) == nil)
    }

    /// Every JSON block of Sources/SegueKit/Transitions/Keyframed/Schema.md is a valid transition file; the first is the
    /// complete example, which uses every part of the schema.
    @Test func theSchemaDocumentsExamplesAreValid() throws {
        let doc = try String(contentsOf: Self.examples.deletingLastPathComponent().appendingPathComponent("Schema.md"), encoding: .utf8)
        let blocks = doc.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count >= 2)
        let decoded = try blocks.map { try KeyframeTransition.decode(Data($0.utf8), file: "Sources/SegueKit/Transitions/Keyframed/Schema.md") }
        let full = decoded[0]
        #expect(full.name == "tilt-up" && full.duration == 0.6 && full.presentation.to.perspective == 600)
        #expect(full.presentation.dimming?.over == .from && full.dismissal?.dimming?.over == .to && full.dismissal?.onTop == .from)
        #expect(full.presentation.to.keyframes.map(\.time) == [0, 0.3, 0.7, 1])
        #expect(full.presentation.to.keyframes[2].curve == .spring(Spring(response: 0.35, dampingRatio: 0.8)))
        for forward in [true, false] {
            let (rec, first, last) = Support.record(full, forward: forward)
            #expect(Support.placement(of: first, in: Compositor.displayList(rec, at: 0))?.rect == Rect(size))
            let end = Compositor.displayList(rec, at: rec.duration)
            #expect(Support.placement(of: last, in: end)?.rect == Rect(size) && Support.placement(of: first, in: end) == nil)
        }
    }

    /// Linear motion: positions to a thousandth of a point.
    @Test func aDismissSectionReplacesThePlayback() throws {
        let json = """
        { "duration": 0.5, "to": { "keyframes": [ { "time": 0, "alpha": 0 }, { "time": 1, "curve": "linear", "alpha": 1 } ] },
          "dismiss": { "from": { "keyframes": [ { "time": 1, "curve": "linear", "transform": { "translationY": "100%" } } ] } } }
        """
        let t = try KeyframeTransition.decode(Data(json.utf8), file: "inline.json")
        #expect(t.dismissal?.onTop == .from, "the view going away is on top by default when dismissing")
        let (rec, first, last) = Support.record(t, forward: false)
        for time in [0.1, 0.25, 0.4] {
            let list = Compositor.displayList(rec, at: time)
            let leaving = try #require(Support.placement(of: first, in: list))
            #expect(abs(leaving.rect.minY - size.height * time / 0.5) < pointTolerance && leaving.opacity == 1)
            let arriving = try #require(Support.placement(of: last, in: list))
            #expect(arriving.rect == Rect(size) && arriving.index < leaving.index)
        }
    }

    /// Positions to a thousandth of a point.
    @Test func segmentsWithoutACurveTakeTheTransitionsCurve() throws {
        let json = """
        { "duration": 1, "to": { "keyframes": [ { "time": 0, "center": { "x": "150%", "y": "50%" } }, { "time": 1, "center": { "x": "50%", "y": "50%" } } ] } }
        """
        var t = try KeyframeTransition.decode(Data(json.utf8), file: "inline.json")
        #expect(t.curve == .easeInOut)
        for curve in [TimingCurve.easeInOut, .linear] {
            t.curve = curve
            let (rec, _, last) = Support.record(t, forward: true)
            for time in [0.2, 0.5, 0.7] {
                let p = curve == .linear ? time : Support.cubic(time, 0.42, 0, 0.58, 1)
                let new = try #require(Support.placement(of: last, in: Compositor.displayList(rec, at: time)))
                #expect(abs(new.rect.minX - size.width * (1 - p)) < pointTolerance, "\(curve.name) at \(time)")
            }
        }
    }
}
