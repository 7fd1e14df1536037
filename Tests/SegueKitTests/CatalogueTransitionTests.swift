import Foundation
import Testing
@testable import SegueKit
@testable import SegueScreens

/// The catalogue (SPEC.md §7, Hero's default animations), checked on the display list against the
/// definitions written out here: 0.35 s on the cubic (0.4, 0, 0.2, 1) evaluated by bisection, the
/// covered view moving a third of the way under a black layer of alpha 0.1, pageIn scaling the
/// covered view to 0.7, zoom growing the new view from 0.7 while the old one goes to 1.3 and fades.
@MainActor
struct CatalogueTransitionTests {
    typealias Support = CatalogueTestSupport

    struct Case: CustomTestStringConvertible, Sendable {
        var kind: CatalogueTransition
        var direction: SlideDirection
        var forward: Bool
        var testDescription: String { "\(kind.rawValue) \(direction.rawValue) \(forward ? "forward" : "backward")" }
    }

    /// Every kind in every direction (the direction is ignored by fade, zoom and zoomOut, which
    /// must then look the same in all four), both ways.
    nonisolated static let cases: [Case] = CatalogueTransition.allCases.flatMap { kind in
        SlideDirection.allCases.flatMap { d in [true, false].map { Case(kind: kind, direction: d, forward: $0) } }
    }

    let size = Support.device.size
    /// Positions go through the package's curve solver (SPEC.md §1: x to 1e-7), so they are
    /// compared to a thousandth of a point; alphas and scales to 1e-6; recorded durations to 1e-12 s.
    let pointTolerance = 1e-3
    let unitTolerance = 1e-6

    // MARK: The definitions

    struct ViewState {
        /// Offset from the view's place, in points.
        var dx = 0.0, dy = 0.0
        /// Scale about the view's centre.
        var scale = 1.0
        var alpha = 1.0
    }

    struct Expected {
        var old = ViewState()
        var new = ViewState()
        /// Which view carries the black dimming layer (true: the new one) and its alpha.
        var dimming: (overNew: Bool, alpha: Double)?
        var newOnTop = true
    }

    /// Where the motion goes, as a unit vector on screen (y grows downwards).
    static func vector(_ d: SlideDirection) -> (x: Double, y: Double) {
        switch d {
        case .left: (-1, 0)
        case .right: (1, 0)
        case .up: (0, -1)
        case .down: (0, 1)
        }
    }

    /// What a dismissal runs: Hero's reverse of each kind, in the opposite direction.
    static func reverse(_ kind: CatalogueTransition, _ d: SlideDirection) -> (CatalogueTransition, SlideDirection) {
        let opposite: [SlideDirection: SlideDirection] = [.left: .right, .right: .left, .up: .down, .down: .up]
        let pairs: [CatalogueTransition: CatalogueTransition] = [
            .push: .pull, .pull: .push, .cover: .uncover, .uncover: .cover, .pageIn: .pageOut, .pageOut: .pageIn,
            .zoom: .zoomOut, .zoomOut: .zoom, .slide: .slide, .zoomSlide: .zoomSlide, .fade: .fade,
        ]
        return (pairs[kind]!, opposite[d]!)
    }

    /// Both views at time fraction `u` (0…1 of the duration) of `kind` running forward.
    func expected(_ kind: CatalogueTransition, _ d: SlideDirection, at u: Double) -> Expected {
        let p = Support.catalogueCurve(u)
        let v = Self.vector(d)
        let (w, h) = (size.width, size.height)
        /// `k` widths (heights) along the direction.
        func moved(_ k: Double, scale: Double = 1, alpha: Double = 1) -> ViewState {
            ViewState(dx: k * v.x * w, dy: k * v.y * h, scale: scale, alpha: alpha)
        }
        var e = Expected()
        switch kind {
        case .push:  // new in from the far edge over the old, which goes a third of the way and dims
            e.new = moved(-(1 - p))
            e.old = moved(p / 3)
            e.dimming = (false, 0.1 * p)
        case .pull:  // old out along d; new back from a third, its dimming clearing; old on top
            e.old = moved(p)
            e.new = moved(-(1 - p) / 3)
            e.dimming = (true, 0.1 * (1 - p))
            e.newOnTop = false
        case .cover:
            e.new = moved(-(1 - p))
            e.dimming = (false, 0.1 * p)
        case .uncover:
            e.old = moved(p)
            e.dimming = (true, 0.1 * (1 - p))
            e.newOnTop = false
        case .slide:
            e.old = moved(p)
            e.new = moved(-(1 - p))
        case .zoomSlide:
            // Scale 1 → 0.8 over 0…40 %, slide over 20…80 %, scale back over 60…100 %, each on the curve.
            let scale = u <= 0.4 ? 1 - 0.2 * Support.catalogueCurve(u / 0.4)
                : u <= 0.6 ? 0.8 : 0.8 + 0.2 * Support.catalogueCurve((u - 0.6) / 0.4)
            let q = Support.catalogueCurve((u - 0.2) / 0.6)
            e.old = moved(q, scale: scale)
            e.new = moved(-(1 - q), scale: scale)
        case .pageIn:
            e.new = moved(-(1 - p))
            e.old = moved(0, scale: 1 - 0.3 * p)
            e.dimming = (false, 0.1 * p)
        case .pageOut:
            e.old = moved(p)
            e.new = moved(0, scale: 0.7 + 0.3 * p)
            e.dimming = (true, 0.1 * (1 - p))
            e.newOnTop = false
        case .fade:
            e.old = moved(0, alpha: 1 - p)
            e.new = moved(0, alpha: p)
        case .zoom:
            e.old = moved(0, scale: 1 + 0.3 * p, alpha: 1 - p)
            e.new = moved(0, scale: 0.7 + 0.3 * p, alpha: p)
            e.newOnTop = false
        case .zoomOut:
            e.old = moved(0, scale: 1 - 0.3 * p, alpha: 1 - p)
            e.new = moved(0, scale: 1.3 - 0.3 * p, alpha: p)
        }
        return e
    }

    func rect(_ s: ViewState) -> Rect {
        let (w, h) = (size.width * s.scale, size.height * s.scale)
        return Rect(x: s.dx + (size.width - w) / 2, y: s.dy + (size.height - h) / 2, width: w, height: h)
    }

    func expectPlaced(_ p: Support.Placement?, _ s: ViewState, _ label: String) {
        guard s.alpha > 0.0005 else {
            #expect(p == nil, "\(label): an invisible view is not drawn")
            return
        }
        guard let p else {
            Issue.record("\(label): not drawn")
            return
        }
        let r = rect(s)
        #expect(abs(p.rect.minX - r.minX) < pointTolerance && abs(p.rect.minY - r.minY) < pointTolerance,
                "\(label): origin \(p.rect.minX), \(p.rect.minY), expected \(r.minX), \(r.minY)")
        #expect(abs(p.rect.width - r.width) < pointTolerance && abs(p.rect.height - r.height) < pointTolerance,
                "\(label): size \(p.rect.width) × \(p.rect.height), expected \(r.width) × \(r.height)")
        #expect(abs(p.opacity - s.alpha) < unitTolerance, "\(label): opacity \(p.opacity), expected \(s.alpha)")
    }

    // MARK: Tests

    @Test func defaultsAreSpecValues() {
        let a = CatalogueAnimator(kind: .push)
        #expect(a.duration == 0.35)
        #expect(a.curve == .cubic(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
        #expect(a.direction == .left)
        #expect(a.dimmingAlpha == 0.1 && a.coveredTravel == 1.0 / 3 && a.pageScale == 0.7)
        #expect(a.zoomSmallScale == 0.7 && a.zoomLargeScale == 1.3 && a.zoomSlideScale == 0.8)
    }

    @Test(arguments: cases)
    func bothViewsFollowTheDefinition(_ c: Case) throws {
        let (rec, first, last) = Support.record(CatalogueAnimator(kind: c.kind, direction: c.direction), forward: c.forward)
        #expect(abs(rec.duration - 0.35) < 1e-12)
        // The context's fromView (first) is the old view; a dismissal runs the reverse kind.
        let (kind, d) = c.forward ? (c.kind, c.direction) : Self.reverse(c.kind, c.direction)
        for u in [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.99] {
            let t = u * 0.35
            let e = expected(kind, d, at: u)
            let list = Compositor.displayList(rec, at: t)
            let old = Support.placement(of: first, in: list), new = Support.placement(of: last, in: list)
            expectPlaced(old, e.old, "\(c.testDescription) old view at t = \(t)")
            expectPlaced(new, e.new, "\(c.testDescription) new view at t = \(t)")
            if let old, let new {
                #expect((new.index > old.index) == e.newOnTop, "\(c.testDescription) at t = \(t): stacking")
            }
            let dimming = Support.layer(CatalogueAnimator.dimmingIdentifier, in: rec, at: t)
            if let expectedDimming = e.dimming {
                let layer = try #require(dimming, "\(c.testDescription) at t = \(t): dimming layer")
                #expect(layer.parent == (expectedDimming.overNew ? "to" : "from"), "\(c.testDescription): dims the covered view")
                #expect(abs(layer.properties.alpha - expectedDimming.alpha) < unitTolerance,
                        "\(c.testDescription) at t = \(t): dimming \(layer.properties.alpha), expected \(expectedDimming.alpha)")
                #expect(layer.properties.backgroundColor == .black)
            } else {
                #expect(dimming == nil, "\(c.testDescription): no dimming")
            }
        }
    }

    @Test(arguments: cases)
    func firstFrameShowsOnlyTheOldViewAndLastOnlyTheNewOne(_ c: Case) throws {
        let (rec, first, last) = Support.record(CatalogueAnimator(kind: c.kind, direction: c.direction), forward: c.forward)
        let canvas = Rect(size)
        let start = Compositor.displayList(rec, at: 0)
        let old = try #require(Support.placement(of: first, in: start))
        #expect(old.rect == canvas && old.opacity == 1, "\(c.testDescription): the old view in place")
        if let new = Support.placement(of: last, in: start) {
            // Drawn, but not seen: off the canvas, or under the opaque old view.
            let offCanvas = new.rect.minX >= canvas.maxX || new.rect.maxX <= 0 || new.rect.minY >= canvas.maxY || new.rect.maxY <= 0
            #expect(offCanvas || new.index < old.index, "\(c.testDescription): the new view shows in the first frame")
        }

        let end = Compositor.displayList(rec, at: rec.duration)
        let new = try #require(Support.placement(of: last, in: end))
        #expect(new.rect == canvas && new.opacity == 1, "\(c.testDescription): the new view in place")
        #expect(Support.placement(of: first, in: end) == nil, "\(c.testDescription): the old view is gone")
        #expect(Support.layer(CatalogueAnimator.dimmingIdentifier, in: rec, at: rec.duration) == nil)
        let to = try #require(Support.layer("to", in: rec, at: rec.duration))
        #expect(to.properties.transform == .identity && to.properties.alpha == 1 && to.properties.bounds == canvas)
        #expect(to.properties.center == Point(x: canvas.midX, y: canvas.midY))
    }

    /// Right mirrors left about the vertical centre line, down mirrors up about the horizontal one,
    /// and up is left with the axes swapped (in fractions of the width and height). The recordings
    /// compared share their curve values, so positions agree to 1e-9 pt and fractions to 1e-12.
    @Test(arguments: CatalogueTransition.allCases.filter(\.takesDirection), [true, false])
    func directionsAreMirrored(_ kind: CatalogueTransition, forward: Bool) throws {
        var recordings: [SlideDirection: (Recording, Bitmap, Bitmap)] = [:]
        for d in SlideDirection.allCases { recordings[d] = Support.record(CatalogueAnimator(kind: kind, direction: d), forward: forward) }
        let (w, h) = (size.width, size.height)
        for t in [0.05, 0.1, 0.175, 0.25, 0.3] {
            for view in [1, 2] {
                func rect(_ d: SlideDirection) -> Rect? {
                    let (rec, a, b) = recordings[d]!
                    return Support.placement(of: view == 1 ? a : b, in: Compositor.displayList(rec, at: t))?.rect
                }
                let left = rect(.left), right = rect(.right), up = rect(.up), down = rect(.down)
                #expect((left == nil) == (right == nil) && (left == nil) == (up == nil) && (up == nil) == (down == nil))
                guard let left, let right, let up, let down else { continue }
                let label = "\(kind) \(forward ? "forward" : "backward") view \(view) at t = \(t)"
                #expect(abs(right.minX - (w - left.maxX)) < 1e-9 && abs(right.minY - left.minY) < 1e-9, "\(label): right mirrors left")
                #expect(abs(down.minY - (h - up.maxY)) < 1e-9 && abs(down.minX - up.minX) < 1e-9, "\(label): down mirrors up")
                #expect(abs(up.minY / h - left.minX / w) < 1e-12 && abs(up.minX / w - left.minY / h) < 1e-12, "\(label): up is left transposed")
                #expect(abs(up.width / w - left.width / w) < 1e-12 && abs(up.height / h - left.height / h) < 1e-12)
            }
        }
    }

    /// A dismissal of a single-block kind undoes the presentation forward in time: at progress p it
    /// shows what the presentation shows at progress 1 − p (push left is undone by pull right…).
    /// The two recordings are read at different times, each through the solver: positions agree to
    /// a thousandth of a point, opacities to 1e-5.
    @Test(arguments: cases.filter { $0.forward && $0.kind != .zoomSlide })
    func dismissalUndoesThePresentationForwardInTime(_ c: Case) throws {
        let animator = CatalogueAnimator(kind: c.kind, direction: c.direction)
        let (forward, a1, b1) = Support.record(animator, forward: true)
        // Backward, the first screen (presented) is the presentation's new view, the last its old one.
        let (backward, b2, a2) = Support.record(animator, forward: false)
        for u in [0.1, 0.3, 0.5, 0.7, 0.9] {
            // The forward time whose progress is 1 − p(u), by bisection on the curve.
            let target = 1 - Support.catalogueCurve(u)
            var lo = 0.0, hi = 1.0
            for _ in 0..<80 {
                let mid = (lo + hi) / 2
                if Support.catalogueCurve(mid) < target { lo = mid } else { hi = mid }
            }
            let f = Compositor.displayList(forward, at: (lo + hi) / 2 * 0.35)
            let b = Compositor.displayList(backward, at: u * 0.35)
            for (x, y, name) in [(a1, a2, "old screen"), (b1, b2, "new screen")] {
                let pf = Support.placement(of: x, in: f), pb = Support.placement(of: y, in: b)
                #expect((pf == nil) == (pb == nil), "\(c.testDescription) \(name) at u = \(u)")
                guard let pf, let pb else { continue }
                #expect(abs(pf.rect.minX - pb.rect.minX) < pointTolerance && abs(pf.rect.minY - pb.rect.minY) < pointTolerance
                        && abs(pf.rect.width - pb.rect.width) < pointTolerance, "\(c.testDescription) \(name) at u = \(u)")
                #expect(abs(pf.opacity - pb.opacity) < 1e-5, "\(c.testDescription) \(name) at u = \(u): opacity")
            }
        }
    }

    /// Linear over 0.5 s: x = W·(1 − t/D), to a thousandth of a point.
    @Test func durationAndCurveCanBeOverridden() throws {
        var animator = CatalogueAnimator(kind: .push, direction: .left)
        animator.duration = 0.5
        animator.curve = .linear
        let (rec, _, last) = Support.record(animator, forward: true)
        #expect(abs(rec.duration - 0.5) < 1e-12)
        for t in [0.1, 0.25, 0.4] {
            let new = try #require(Support.placement(of: last, in: Compositor.displayList(rec, at: t)))
            #expect(abs(new.rect.minX - size.width * (1 - t / 0.5)) < pointTolerance, "linear: x = W·(1 − t/D) at t = \(t)")
        }
    }

    /// Positions to a thousandth of a point, as above.
    @Test func worksInANavigationController() throws {
        // The catalogue animates pushes and pops too: push left, then pop (pull right).
        let device = Support.device
        let a = Support.bitmap(10), b = Support.bitmap(200)
        for forward in [true, false] {
            let first = Screenshot.screen(forward ? a : b, title: "from", device: device)
            let second = Screenshot.screen(forward ? b : a, title: "to", device: device)
            let nav = NavigationController(rootViewController: forward ? first : second)
            nav.prepare(for: device)
            nav.showsNavigationBar = false
            nav.transition = CatalogueAnimator(kind: .push, direction: .left)
            let window = Window(device: device, showsStatusBar: false)
            window.rootViewController = nav
            if !forward { nav.pushViewController(first, animated: false) }
            let rec = Recording.record(root: window) {
                if forward { nav.pushViewController(second, animated: true) } else { nav.popViewController(animated: true) }
            }
            let mid = Compositor.displayList(rec, at: 0.175)
            let p = Support.catalogueCurve(0.5)
            let incoming = try #require(Support.placement(of: forward ? b : a, in: mid))
            let w = device.size.width
            // Push: the new screen from +W; pop (pull right): it comes back from −W/3.
            let expected = forward ? w * (1 - p) : -w / 3 * (1 - p)
            #expect(abs(incoming.rect.minX - expected) < pointTolerance, "\(forward ? "push" : "pop")")
        }
    }

    // MARK: Names

    @Test(arguments: [
        ("push", CatalogueTransition.push, SlideDirection?.none), ("pushLeft", .push, .left), ("push-left", .push, .left),
        ("PUSH_RIGHT", .push, .right), ("push up", .push, .up), ("pullDown", .pull, .down), ("zoomSlideUp", .zoomSlide, .up),
        ("zoom-slide-up", .zoomSlide, .up), ("zoomslide", .zoomSlide, nil), ("zoom", .zoom, nil), ("zoomOut", .zoomOut, nil),
        ("zoom-out", .zoomOut, nil), ("fade", .fade, nil), (" Fade ", .fade, nil), ("pageInLeft", .pageIn, .left),
        ("page-out-down", .pageOut, .down), ("coverRight", .cover, .right), ("uncover", .uncover, nil), ("slideDown", .slide, .down),
    ])
    func namesAreRead(_ text: String, kind: CatalogueTransition, direction: SlideDirection?) throws {
        let parsed = try #require(CatalogueTransition.named(text))
        #expect(parsed.0 == kind && parsed.1 == direction)
    }

    @Test(arguments: ["", "shove", "pushSideways", "push-", "fadeLeft", "zoomLeft", "zoomOutUp", "leftPush", "pushLeftRight", "zoomIn"])
    func otherNamesAreRejected(_ text: String) {
        #expect(CatalogueTransition.named(text) == nil)
    }

    @Test func everyNameIsListedOnceAndReadsBack() throws {
        let names = CatalogueTransition.allNames
        #expect(names.count == 11 + 8 * 4)
        #expect(Set(names).count == names.count)
        for name in names {
            let (kind, direction) = try #require(CatalogueTransition.named(name))
            #expect(kind.name(direction: direction) == name)
        }
        #expect(names.contains("zoomSlideDown") && names.contains("fade") && !names.contains("fadeLeft"))
    }

    @Test func animatorByName() throws {
        let a = try #require(CatalogueAnimator(named: "page-in-up"))
        #expect(a.kind == .pageIn && a.direction == .up)
        #expect(CatalogueAnimator(named: "cover")?.direction == .left)
        #expect(CatalogueAnimator(named: "nope") == nil)
    }
}
