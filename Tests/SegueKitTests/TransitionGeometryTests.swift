import Foundation
import Testing
@testable import SegueKit
@testable import SegueScreens
import SegueDemo

/// The built-in transitions move views as SPEC.md §2–3 says, checked on the display list against
/// the system curve computed here from its definition (critically damped, ω0 = √(1000/3)).
@MainActor
struct TransitionGeometryTests {
    static func system(_ t: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }

    let device = Device.iPhone15Pro
    let tolerance = 1e-6

    func bitmap(_ v: UInt8) -> Bitmap { Bitmap(width: 2, height: 2, premultipliedBGRA: [UInt8](repeating: v, count: 16)) }

    func record(_ style: TransitionStyle, forward: Bool) -> (Recording, Bitmap, Bitmap) {
        let a = bitmap(10), b = bitmap(200)
        let rec = ScenarioRecorder.recordScreens(Scenario(name: "t", style: style, isForward: forward, device: device), first: a, last: b)
        return (rec, a, b)
    }

    /// The canvas rect and opacity of the layer showing `bitmap`, or nil when it is not drawn.
    func placement(of bitmap: Bitmap, in list: DisplayList) -> (rect: Rect, opacity: Double, group: Double)? {
        var groups: [Double] = []
        for op in list.operations {
            switch op {
            case .beginGroup(let o): groups.append(o)
            case .endGroup: groups.removeLast()
            case .layer(let l):
                if case .image(let img) = l.content, img.bitmap === bitmap {
                    let o = l.transform.apply(Point(x: l.bounds.minX, y: l.bounds.minY))
                    let e = l.transform.apply(Point(x: l.bounds.maxX, y: l.bounds.maxY))
                    return (Rect(x: o.x, y: o.y, width: e.x - o.x, height: e.y - o.y), l.opacity, groups.reduce(1, *))
                }
            default: break
            }
        }
        return nil
    }

    @Test(arguments: [0.0, 0.05, 0.1, 0.2, 0.35, 0.5])
    func pushMovesIncomingFromTheRightAndOutgoingAThird(t: Double) throws {
        let (rec, from, to) = record(.push, forward: true)
        #expect(abs(rec.duration - 0.5) < tolerance)
        let list = Compositor.displayList(rec, at: t)
        let p = t >= 0.5 ? 1 : Self.system(t)
        let w = device.size.width
        let incoming = try #require(placement(of: to, in: list))
        #expect(abs(incoming.rect.minX - w * (1 - p)) < tolerance)
        if t < 0.5 {
            let outgoing = try #require(placement(of: from, in: list))
            #expect(abs(outgoing.rect.minX - (-0.3 * w * p)) < tolerance)
        }
    }

    @Test func pushDimsTheOutgoingViewAndShowsTheEdgeShadowOnlyWhileMoving() {
        let (rec, _, _) = record(.push, forward: true)
        func layer(_ id: String, _ t: Double) -> LayerProperties? {
            let s = rec.scene(at: t)
            return s.layers.firstIndex { $0.identifier == id }.map { s.layers[$0].tracks.sample(at: t, base: s.layers[$0].properties) }
        }
        #expect(layer("navigationDimming", 0)?.alpha == 0)
        #expect(abs((layer("navigationDimming", 0.15)?.alpha ?? -1) - 0.1 * Self.system(0.15)) < tolerance)
        #expect(layer("navigationEdgeShadow", 0)?.alpha == 0)
        #expect(layer("navigationEdgeShadow", 0.1)?.alpha == 1)
        #expect(layer("navigationEdgeShadow", 0.5) == nil)
        #expect(layer("navigationDimming", 0.5) == nil)
        let shadowFrame = rec.scene(at: 0.1).layers.first { $0.identifier == "navigationEdgeShadow" }?.properties.bounds
        #expect(shadowFrame?.width == 9)
    }

    @Test(arguments: [0.0, 0.1, 0.25, 0.5])
    func popIsTheMirror(t: Double) throws {
        let (rec, first, last) = record(.push, forward: false)
        let list = Compositor.displayList(rec, at: t)
        let p = t >= 0.5 ? 1 : Self.system(t)
        let w = device.size.width
        // --from (first) is the top screen leaving to the right; --to is revealed from −0.3 W.
        if t < 0.5 {
            let top = try #require(placement(of: first, in: list))
            #expect(abs(top.rect.minX - w * p) < tolerance)
        }
        let revealed = try #require(placement(of: last, in: list))
        #expect(abs(revealed.rect.minX - (-0.3 * w * (1 - p))) < tolerance)
    }

    @Test(arguments: [0.0, 0.05, 0.1, 0.2, 0.4])
    func coverVerticalRisesFromTheBottom(t: Double) throws {
        let (rec, from, to) = record(.coverVertical, forward: true)
        #expect(abs(rec.duration - 0.4) < tolerance)
        let list = Compositor.displayList(rec, at: t)
        let p = t >= 0.4 ? 1 : Self.system(t)
        let presented = try #require(placement(of: to, in: list))
        #expect(abs(presented.rect.minY - device.size.height * (1 - p)) < tolerance)
        if t < 0.4 {
            let presenting = try #require(placement(of: from, in: list))
            #expect(presenting.rect.minY == 0 && presenting.rect.minX == 0)
        }
    }

    /// SPEC.md §3: a dismissal runs forward in time on the same curve — at t it shows the
    /// presentation at progress 1 − p(t): the presented view's top at H·p(t).
    @Test(arguments: [0.0, 0.05, 0.1, 0.2, 0.3, 0.35])
    func coverVerticalDismissRunsForwardInTime(t: Double) throws {
        let (rec, first, _) = record(.coverVertical, forward: false)
        let list = Compositor.displayList(rec, at: t)
        let gone = try #require(placement(of: first, in: list))
        #expect(abs(gone.rect.minY - device.size.height * Self.system(t)) < 1e-6)
    }

    @Test(arguments: [0.05, 0.1, 0.2, 0.3])
    func crossDissolveDismissRunsForwardInTime(t: Double) throws {
        let (rec, first, last) = record(.crossDissolve, forward: false)
        let list = Compositor.displayList(rec, at: t)
        // The presentation's progress at this instant.
        let q = 1 - Self.system(t)
        let presented = try #require(placement(of: first, in: list))
        let presenting = try #require(placement(of: last, in: list))
        #expect(abs(presented.opacity * presented.group - q) < 1e-6)
        #expect(abs(presenting.opacity * presenting.group - (1 - q)) < 1e-6)
    }

    @Test(arguments: [0.0, 0.05, 0.1, 0.2])
    func crossDissolveFadesBothViews(t: Double) throws {
        let (rec, from, to) = record(.crossDissolve, forward: true)
        let list = Compositor.displayList(rec, at: t)
        let p = Self.system(t)
        let incoming = placement(of: to, in: list)
        let outgoing = try #require(placement(of: from, in: list))
        #expect(abs((incoming?.opacity ?? 0) * (incoming?.group ?? 1) - p) < tolerance)
        #expect(abs(outgoing.opacity * outgoing.group - (1 - p)) < tolerance)
        #expect(rec.background == .black)
    }

    @Test func firstFrameShowsOnlyTheSourceAndLastOnlyTheDestination() throws {
        for style in [TransitionStyle.push, .coverVertical, .crossDissolve, .zoom] {
            for forward in [true, false] {
                let (rec, first, last) = record(style, forward: forward)
                let start = Compositor.displayList(rec, at: 0), end = Compositor.displayList(rec, at: rec.duration)
                let s = try #require(placement(of: first, in: start))
                #expect(s.rect.minX == 0 && s.rect.minY == 0 && s.opacity * s.group == 1, "\(style) \(forward)")
                let e = try #require(placement(of: last, in: end))
                #expect(e.rect.minX == 0 && e.rect.minY == 0 && e.opacity * e.group == 1, "\(style) \(forward)")
                #expect(placement(of: first, in: end) == nil, "\(style) \(forward): the old screen is gone in the last frame")
            }
        }
    }

    // MARK: Sheets, popover, zoom (SPEC.md §4–6)

    func props(_ rec: Recording, _ t: Double, where match: (LayerSnapshot) -> Bool) -> LayerProperties? {
        let s = rec.scene(at: t)
        return s.layers.firstIndex(where: match).map { s.layers[$0].tracks.sample(at: t, base: s.layers[$0].properties) }
    }

    @Test(arguments: [0.0, 0.1, 0.2, 0.5])
    func pageSheetRisesToTheSafeAreaAndThePresenterRecedes(t: Double) throws {
        let (rec, from, to) = record(.pageSheet, forward: true)
        #expect(abs(rec.duration - 0.5) < tolerance)
        let p = t >= 0.5 ? 1 : Self.system(t)
        let list = Compositor.displayList(rec, at: t)
        let h = device.size.height, top = device.safeArea.top
        let rest = top + 10
        let sheet = try #require(placement(of: to, in: list))
        #expect(abs(sheet.rect.minY - (h + (rest - h) * p)) < tolerance)
        // The presenting view: scaled by 1 → 0.9165 about its top centre, its top moving 0 → the inset.
        let presenting = try #require(placement(of: from, in: list))
        let scale = 1 + (0.9165 - 1) * p
        #expect(abs(presenting.rect.width - device.size.width * scale) < tolerance)
        #expect(abs(presenting.rect.minY - top * p) < tolerance)
        #expect(abs(presenting.rect.midX - device.size.width / 2) < tolerance)
        let dim = try #require(props(rec, t) { $0.identifier == "sheetDimming" })
        #expect(abs(dim.alpha - 0.1 * p) < tolerance)
        let corner = try #require(props(rec, t) { l in
            if case .image(let i) = l.content { return i.bitmap === from } else { return false } })
        #expect(abs(corner.cornerRadius - (55 + (12 - 55) * p)) < tolerance)
    }

    @Test func formSheetIsACentredCardOnIPad() throws {
        let rec = ScenarioRecorder.recordScreens(Scenario(name: "f", style: .formSheet, isForward: true, device: .iPadPro11),
                                                 first: bitmap(1), last: bitmap(2))
        let end = Compositor.displayList(rec, at: rec.duration)
        let card = try #require(placement(of: bitmap(2), in: end) ?? {
            for case .layer(let l) in end.operations { if case .image = l.content, l.bounds.width == 540 { return (Rect(l.bounds.size), 1, 1) } }
            return nil }())
        #expect(card.rect.width == 540 && card.rect.height == 620)
        let dim = try #require(props(rec, rec.duration) { $0.identifier == "sheetDimming" })
        #expect(abs(dim.alpha - 0.2) < tolerance)
    }

    @Test func popoverGrowsFromItsArrowTipOnIPad() throws {
        let d = Device.iPadPro11
        var s = Scenario(name: "p", style: .popover, isForward: true, device: d)
        let anchor = Rect(x: 400, y: 300, width: 44, height: 44)
        s.anchor = anchor
        let rec = ScenarioRecorder.recordScreens(s, first: bitmap(1), last: bitmap(2))
        #expect(abs(rec.duration - 0.49) < tolerance)
        let tip = Point(x: anchor.midX, y: anchor.maxY)
        for t in [0.0, 0.1, 0.2, 0.3] {
            let pop = try #require(props(rec, t) { $0.identifier == "popover" })
            // A scale about the tip leaves the tip where it is.
            let local = Point(x: tip.x - pop.center.x, y: tip.y - pop.center.y)
            let moved = pop.transform.project(local) + pop.center
            #expect(abs(moved.x - tip.x) < 1e-6 && abs(moved.y - tip.y) < 1e-6)
        }
        let start = try #require(props(rec, 0) { $0.identifier == "popover" })
        #expect(abs(start.transform.r1.x - 0.01) < 1e-9)
        #expect(start.bounds.size == Size(width: 320, height: 480 + 13))
        // The under-damped spring overshoots before it settles.
        let peak = stride(from: 0.0, to: 0.49, by: 0.005).map { t in props(rec, t) { $0.identifier == "popover" }!.transform.r1.x }.max()!
        #expect(peak > 1.0)
    }

    /// SPEC.md §5: the dismissal is a 0.52 s spring (damping ratio 0.85) back to scale 0.01 about
    /// the arrow's tip and alpha 0, over the presenting screen — also after a presentation without
    /// animation, which leaves no popover in the container to shrink.
    @Test func popoverDismissalShrinksBackToItsTipOnIPad() throws {
        let d = Device.iPadPro11
        var s = Scenario(name: "p", style: .popover, isForward: false, device: d)
        let anchor = Rect(x: 400, y: 300, width: 44, height: 44)
        s.anchor = anchor
        let (first, last) = (bitmap(1), bitmap(2))
        let rec = ScenarioRecorder.recordScreens(s, first: first, last: last)
        #expect(abs(rec.duration - 0.52) < tolerance)
        let tip = Point(x: anchor.midX, y: anchor.maxY)
        let start = try #require(props(rec, 0) { $0.identifier == "popover" })
        #expect(start.transform == .identity && start.alpha == 1)
        #expect(start.bounds.size == Size(width: 320, height: 480 + 13))
        for t in [0.1, 0.2, 0.3, 0.4] {
            let pop = try #require(props(rec, t) { $0.identifier == "popover" })
            let local = Point(x: tip.x - pop.center.x, y: tip.y - pop.center.y)
            let moved = pop.transform.project(local) + pop.center
            #expect(abs(moved.x - tip.x) < 1e-6 && abs(moved.y - tip.y) < 1e-6)
            // Spring(response: 0.52, dampingRatio: 0.85), read through the curve under test's definition.
            let p = TimingCurve.spring(Spring(response: 0.52, dampingRatio: 0.85)).progress(elapsed: t, duration: 0.52)
            #expect(abs(pop.transform.r1.x - (1 + (0.01 - 1) * p)) < 1e-9 && abs(pop.alpha - (1 - p)) < 1e-9)
        }
        // The presenting screen shows under it all along, and alone at the end.
        let mid = Compositor.displayList(rec, at: 0.2), end = Compositor.displayList(rec, at: rec.duration)
        #expect(placement(of: last, in: mid) != nil && placement(of: first, in: mid) != nil)
        let shown = try #require(placement(of: last, in: end))
        #expect(shown.rect == d.bounds && shown.opacity * shown.group == 1)
        #expect(placement(of: first, in: end) == nil && props(rec, rec.duration) { $0.identifier == "popover" } == nil)
    }

    @Test func popoverAdaptsToASheetInCompactWidth() throws {
        let (rec, _, to) = record(.popover, forward: true)
        let end = Compositor.displayList(rec, at: rec.duration)
        let sheet = try #require(placement(of: to, in: end))
        #expect(abs(sheet.rect.minY - (device.safeArea.top + 10)) < tolerance)
    }

    @Test func zoomWithoutSourceGrowsFromTheInsetScreenAndFadesIn() throws {
        let (rec, _, to) = record(.zoom, forward: true)
        let start = Compositor.displayList(rec, at: 0.02)
        let grown = try #require(placement(of: to, in: start))
        // Just after the start (p ≈ 0.027): about 90 % of the screen, nearly transparent.
        #expect(abs(grown.rect.width / device.size.width - 0.9) < 0.01)
        #expect(grown.opacity * grown.group < 0.05)
        let dim = try #require(props(rec, rec.duration * 0.999) { $0.identifier == "zoomDimming" })
        #expect(abs(dim.alpha - 0.2) < 0.01)
    }

    @Test(arguments: [0.05, 0.1, 0.2])
    func rightToLeftPushMirrors(t: Double) throws {
        var s = Scenario(name: "rtl", style: .push, isForward: true, device: device)
        s.isRightToLeft = true
        let from = bitmap(10), to = bitmap(200)
        let rec = ScenarioRecorder.recordScreens(s, first: from, last: to)
        let list = Compositor.displayList(rec, at: t)
        let p = Self.system(t)
        let w = device.size.width
        let incoming = try #require(placement(of: to, in: list))
        let outgoing = try #require(placement(of: from, in: list))
        #expect(abs(incoming.rect.minX - (-w * (1 - p))) < tolerance)
        #expect(abs(outgoing.rect.minX - 0.3 * w * p) < tolerance)
        let shadow = try #require(rec.scene(at: t).layers.first { $0.identifier == "navigationEdgeShadow" })
        #expect(shadow.properties.center.x == w + 4.5)  // along the incoming view's right edge, outside it
    }

    @Test func pageSheetTurnsTheStatusBarWhiteAndTheContentSkipsIt() throws {
        let rec = ScenarioRecorder.recordDemo(Scenario(name: "s", style: .pageSheet, isForward: true, device: device))
        #expect(props(rec, 0) { $0.identifier == "statusBarLight" }?.alpha == 0)
        #expect(props(rec, 0.5) { $0.identifier == "statusBarLight" }?.alpha == 1)
        #expect(props(rec, 0.5) { $0.identifier == "statusBar" }?.alpha == 0)
        // The sheet's screen is laid out for the sheet: its height, no status bar inset.
        let presented = ScenarioRecorder.presentedScreen(for: Scenario(name: "s", style: .pageSheet, isForward: true, device: device))
        #expect(presented.size.height == device.size.height - device.safeArea.top - 10 && presented.safeArea.top == 0)
    }
}
