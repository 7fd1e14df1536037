import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// Warped subtrees (flip, page curl, 3D perspective) land where the display list puts them and
/// composite like any other layer: inside a clipped, translucent container away from the canvas
/// origin (where Cairo draws into a group surface with a device offset), and with their own opacity
/// over a translucent canvas.
@MainActor
struct WarpCompositingTests {
    /// The container's place on the 100 × 60 pt canvas: away from the origin on both axes.
    static let box = Rect(x: 30, y: 20, width: 40, height: 30)
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    enum Warp: String, CaseIterable { case flip, pageCurl, perspective }

    /// (r, g, b, a) of a pixel, premultiplied.
    func rgba(_ b: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.z), Int(p.y), Int(p.x), Int(p.w)]
    }

    func close(_ a: [Int], _ b: [Int], within tolerance: Int) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    func render(_ root: View, background: Color = .black, scale: Double = 1) throws -> PixelBuffer {
        let rec = Recording.record(root: root, background: background) {}
        return try Rasterizer(scale: scale).render(Compositor.displayList(rec, at: 0))
    }

    /// A red view that is warped without moving: a flip not yet turned, a curl not yet started, or
    /// a turn of 0° in perspective. It fills the container.
    func warped(_ kind: Warp) -> View {
        let v = View(frame: Rect(Self.box.size))
        switch kind {
        case .flip:
            v.warp = .flip(presenting: true, perspectiveDistance: 500)
            for c in [Self.red, Self.blue] {
                let face = View(frame: v.bounds)
                face.backgroundColor = c
                v.addSubview(face)
            }
        case .pageCurl:
            v.backgroundColor = Self.red
            v.warp = .pageCurl(stopFromTop: Self.box.height / 2, radius: 5)
        case .perspective:
            v.backgroundColor = Self.red
            // A turn of 2° about the vertical axis, in perspective: not affine, so drawn by the kernel.
            var perspective = Transform3D.identity
            perspective.r3.w = -1 / 500
            v.transform3D = Transform3D(rotationAngle: 2 * .pi / 180, x: 0, y: 1, z: 0).concatenating(perspective)
        }
        return v
    }

    /// A clipping container at `box` with a translucent holder (alpha 0.5, so Cairo pushes a group
    /// clipped to the container: a surface whose origin is the container's corner) around the warp.
    func scene(_ kind: Warp) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        let clipper = View(frame: Self.box)
        clipper.clipsToBounds = true
        clipper.backgroundColor = Self.green
        let holder = View(frame: clipper.bounds)
        holder.alpha = 0.5
        holder.addSubview(warped(kind))
        clipper.addSubview(holder)
        root.addSubview(clipper)
        return root
    }

    /// Tolerance: 1 level per channel (the kernels' rounding).
    @Test(arguments: Warp.allCases, [1.0, 2.0])
    func warpInsideAClippedContainerLandsOnTheContainer(_ kind: Warp, scale: Double) throws {
        let b = try render(scene(kind), scale: scale)
        let s = Int(scale)
        let box = Self.box
        // Half red over the container's green, one point in from each corner of the container, and at its centre.
        let inside = [(Int(box.minX) + 1, Int(box.minY) + 1), (Int(box.maxX) - 2, Int(box.minY) + 1), (Int(box.minX) + 1, Int(box.maxY) - 2),
                      (Int(box.maxX) - 2, Int(box.maxY) - 2), (Int(box.midX), Int(box.midY))]
        for (x, y) in inside {
            let px = rgba(b, x * s + s / 2, y * s + s / 2)
            #expect(close(px, [128, 128, 0, 255], within: 2), "\(kind) at (\(x), \(y)) pt: \(px)")
        }
        // Black all around it: nothing spills outside the container.
        for (x, y) in [(Int(box.minX) - 1, Int(box.midY)), (Int(box.maxX), Int(box.midY)), (Int(box.midX), Int(box.minY) - 1),
                       (Int(box.midX), Int(box.maxY)), (5, 5), (95, 55)] {
            #expect(rgba(b, x * s + s / 2, y * s + s / 2) == [0, 0, 0, 255], "\(kind) at (\(x), \(y)) pt")
        }
    }

    /// The flip's card drawn straight into the canvas gives the bytes of the card buffer it
    /// replaces: on the canvas, inside a translucent clipped container (a group surface with a
    /// device offset), under a rounded clip (not drawn in place: the card buffer is painted through
    /// the clip), translucent (likewise), and as large as the canvas over views it hides,
    /// half-way through each half of the turn.
    @Test(arguments: [0.2, 0.7], [1.0, 3.0])
    func cardDrawnInPlaceMatchesTheCardBuffer(progress: Double, scale: Double) throws {
        func flip() -> View {
            let v = warped(.flip)
            v.warpProgress = progress
            // Texture on both faces, so that any difference in sampling shows.
            for (k, face) in v.subviews.enumerated() {
                for i in 0..<6 {
                    let stripe = View(frame: Rect(x: Double(i) * 7 + Double(k), y: Double(i) * 3, width: 4, height: 22))
                    stripe.backgroundColor = [Self.green, Self.blue, Self.red][(i + k) % 3]
                    face.addSubview(stripe)
                }
            }
            return v
        }
        let plain = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        let card = flip()
        card.frame = Self.box
        plain.addSubview(card)
        let grouped = scene(.flip)
        grouped.subviews[0].subviews[0].subviews[0].removeFromSuperview()
        grouped.subviews[0].subviews[0].addSubview(flip())
        let rounded = scene(.flip)
        rounded.subviews[0].cornerRadius = 6
        let translucent = View(frame: plain.frame)
        let faded = flip()
        faded.frame = Self.box
        faded.alpha = 0.6
        translucent.addSubview(faded)
        // A card as large as the canvas over views it hides: they are checked, not drawn, and the
        // canvas is not filled before the card is drawn into it.
        let screen = View(frame: plain.frame)
        let hidden = View(frame: Rect(x: 10, y: 5, width: 50, height: 40))
        hidden.backgroundColor = Self.blue
        screen.addSubview(hidden)
        let whole = flip()
        whole.frame = screen.bounds
        screen.addSubview(whole)
        for (name, root) in [("canvas", plain), ("group", grouped), ("rounded clip", rounded), ("translucent", translucent), ("whole screen", screen)] {
            let rec = Recording.record(root: root, background: Self.green) {}
            let list = Compositor.displayList(rec, at: 0)
            var buffer = Rasterizer(scale: scale)
            buffer.drawsWarpsInPlace = false
            let inPlace = Rasterizer(scale: scale)
            if name == "whole screen" {
                #expect(inPlace.covering(list, pixels: inPlace.pixelSize(of: list.size)) != nil, "the card covers the canvas")
            }
            let a = try inPlace.render(list), b = try buffer.render(list)
            let drawnInPlace = !["rounded clip", "translucent"].contains(name)
            #expect(inPlace.warpsDrawnInPlace.value == (drawnInPlace ? 1 : 0), "\(name) at \(scale)x: drawn in place")
            #expect(a.bytes == b.bytes, "\(name) at \(scale)x, progress \(progress)")
            #expect(a.bytes != PixelBuffer(width: a.width, height: a.height, filledWith: Self.green).bytes, "\(name): something drawn")
        }
    }

    /// A curled page drawn straight into the canvas (composited pixel by pixel over what is drawn
    /// so far) is within a level of the curl layer painted over it by Cairo, which composites the
    /// shadow and the sheets in another order; where it cannot be drawn in place (a rounded clip, a
    /// translucent page) the bytes are the layer's exactly.
    @Test(arguments: [0.3, 0.8], [1.0, 3.0])
    func curlDrawnInPlaceMatchesTheLayer(progress: Double, scale: Double) throws {
        func curl(alpha: Double = 1) -> View {
            let v = warped(.pageCurl)
            v.frame = Self.box
            v.warpProgress = progress
            v.alpha = alpha
            for i in 0..<5 {
                let stripe = View(frame: Rect(x: Double(i) * 8, y: Double(i) * 5, width: 5, height: 20))
                stripe.backgroundColor = [Self.green, Self.blue][i % 2]
                v.addSubview(stripe)
            }
            return v
        }
        func scene(_ page: View, cornerRadius: Double = 0) -> View {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
            let under = View(frame: Rect(x: 20, y: 10, width: 60, height: 40))
            under.backgroundColor = Self.blue
            root.addSubview(under)
            let holder = View(frame: root.bounds)
            holder.clipsToBounds = cornerRadius > 0
            holder.cornerRadius = cornerRadius
            holder.addSubview(page)
            root.addSubview(holder)
            return root
        }
        for (name, root, exact) in [("canvas", scene(curl()), false), ("rounded clip", scene(curl(), cornerRadius: 8), true),
                                    ("translucent", scene(curl(alpha: 0.6)), true)] {
            let list = Compositor.displayList(Recording.record(root: root, background: Self.green) {}, at: 0)
            var layer = Rasterizer(scale: scale)
            layer.drawsWarpsInPlace = false
            let inPlace = Rasterizer(scale: scale)
            let a = try inPlace.render(list), b = try layer.render(list)
            #expect(inPlace.warpsDrawnInPlace.value == (exact ? 0 : 1), "\(name) at \(scale)x, progress \(progress): drawn in place")
            #expect(layer.warpsDrawnInPlace.value == 0)
            if exact {
                #expect(a.bytes == b.bytes, "\(name) at \(scale)x, progress \(progress)")
            } else {
                #expect(KernelFixtures.maxDifference(a, b) <= 1, "\(name) at \(scale)x, progress \(progress)")
            }
        }
    }

    /// A view with an opaque background that fills the screen hides what is drawn before it: that
    /// is not drawn, nor is the canvas filled, and the frame is byte for byte the one drawn in full.
    /// Views that almost cover (half a point short, translucent, rounded, turned) hide nothing.
    @Test(arguments: [1.0, 2.0, 3.0])
    func aCoveringViewHidesWhatIsUnderIt(scale: Double) throws {
        func screen(_ tweak: (View) -> Void) -> View {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
            let under = View(frame: Rect(x: 10, y: 10, width: 30, height: 30))
            under.backgroundColor = Self.red
            root.addSubview(under)
            let cover = View(frame: root.bounds)
            cover.backgroundColor = Self.green
            tweak(cover)
            root.addSubview(cover)
            let over = View(frame: Rect(x: 50, y: 20, width: 30, height: 30))
            over.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
            root.addSubview(over)
            return root
        }
        let cases: [(String, View, Bool)] = [
            ("covering", screen { _ in }, true),
            ("larger", screen { $0.frame = Rect(x: -5, y: -5, width: 110, height: 70) }, true),
            ("half a point short", screen { $0.frame = Rect(x: 0.5, y: 0, width: 99.5, height: 60) }, false),
            ("translucent", screen { $0.alpha = 0.99 }, false),
            ("rounded", screen { $0.cornerRadius = 4 }, false),
            ("turned", screen { $0.transform3D = Transform3D(rotationAngle: 0.01, x: 0, y: 0, z: 1) }, false),
        ]
        for (name, root, covers) in cases {
            let list = Compositor.displayList(Recording.record(root: root, background: Self.blue) {}, at: 0)
            let fast = Rasterizer(scale: scale)
            var full = Rasterizer(scale: scale)
            full.drawsWarpsInPlace = false
            #expect((fast.covering(list, pixels: fast.pixelSize(of: list.size)) != nil) == covers, "\(name)")
            #expect(try fast.render(list).bytes == full.render(list).bytes, "\(name) at \(scale)x")
        }
    }

    /// One rasterizer drawing frame after frame reuses what it rendered flat for a warp (a face, a
    /// page) only while the content is the same: every frame is what a fresh rasterizer draws,
    /// through both faces of a turn, a curl, and a face whose colour changes between frames.
    @Test func warpedContentIsReusedOnlyWhileItIsTheSame() throws {
        func frame(_ kind: Warp, progress: Double, faceColor: Color = Self.red) -> DisplayList {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
            let v = warped(kind)
            v.frame = Self.box
            v.warpProgress = progress
            if kind == .flip { v.subviews[0].backgroundColor = faceColor } else { v.backgroundColor = faceColor }
            root.addSubview(v)
            return Compositor.displayList(Recording.record(root: root, background: Self.green) {}, at: 0)
        }
        let frames = [
            frame(.flip, progress: 0.1), frame(.flip, progress: 0.3), frame(.flip, progress: 0.3, faceColor: Self.blue),
            frame(.flip, progress: 0.8), frame(.flip, progress: 0.2), frame(.pageCurl, progress: 0.5),
            frame(.pageCurl, progress: 0.6, faceColor: Self.blue), frame(.flip, progress: 0.35, faceColor: Self.blue),
        ]
        let shared = Rasterizer(scale: 2)
        for (i, list) in frames.enumerated() {
            let reused = try shared.render(list), fresh = try Rasterizer(scale: 2).render(list)
            #expect(reused.bytes == fresh.bytes, "frame \(i)")
        }
        #expect(try shared.render(frames[1]).bytes != shared.render(frames[2]).bytes, "the face's colour shows")
    }

    /// A curled page inside the translucent holder, over the holder's own green: the uncovered band
    /// shows that green (read from the group surface under the page, at the page's place in it).
    @Test func curlInsideAClippedContainerRevealsWhatLiesUnderIt() throws {
        let root = scene(.pageCurl)
        let clipper = root.subviews[0], holder = clipper.subviews[0], page = holder.subviews[0]
        clipper.backgroundColor = nil
        holder.backgroundColor = Self.green
        page.warpProgress = 1
        let b = try render(root)
        // Just above the bottom edge the band is uncovered: the holder's green at half strength, a
        // little darker under the curl's shadow; nothing red.
        let px = rgba(b, Int(Self.box.minX) + 2, Int(Self.box.maxY) - 2)
        #expect(px[1] > 60 && px[0] < 10, "\(px)")
        // At the top, the paper (the back of it, washed white, folded over the page): at half strength.
        #expect(abs(rgba(b, Int(Self.box.midX), Int(Self.box.minY) + 1)[0] - 128) <= 2)
    }

    // MARK: the curl's own opacity, on a translucent canvas

    /// A translucent canvas (clear background) with a translucent view under the page: the page
    /// (alpha `pageAlpha`) curls off it.
    /// 100 × 100 pt at scale 1: the uncovered band reaches 40 pt from the top, and near the bottom
    /// edge it lies farther than the shadow's 30 px from the paper.
    func curlScene(pageAlpha: Double, progress: Double) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let under = View(frame: root.bounds)
        under.backgroundColor = Self.blue.withAlpha(0.5)
        root.addSubview(under)
        let page = View(frame: root.bounds)
        page.backgroundColor = Self.red
        page.alpha = pageAlpha
        page.warp = .pageCurl(stopFromTop: 40, radius: 4)
        page.warpProgress = progress
        root.addSubview(page)
        return root
    }

    @Test func uncurledPageKeepsItsOpacity() throws {
        let b = try render(curlScene(pageAlpha: 0.5, progress: 0), background: .clear)
        // Half red over half-transparent blue: red 128, blue 64, alpha 191 (premultiplied).
        let px = rgba(b, 50, 50)
        #expect(close(px, [128, 0, 64, 191], within: 2), "\(px)")
    }

    @Test func uncoveredBandShowsTheTranslucentViewOnce() throws {
        let b = try render(curlScene(pageAlpha: 1, progress: 1), background: .clear)
        // Near the bottom-left corner, uncovered and far from the paper's edge (the shadow has faded):
        // the half-transparent blue as it is, not composited over itself (which would give alpha 191).
        let px = rgba(b, 2, 98)
        #expect(close(px, [0, 0, 128, 128], within: 3), "\(px)")
    }

    @Test func curledTranslucentPageShowsWhatIsUnderIt() throws {
        let opaque = try render(curlScene(pageAlpha: 1, progress: 0.5), background: .clear)
        let half = try render(curlScene(pageAlpha: 0.5, progress: 0.5), background: .clear)
        // On the flat part of the page: half red over the half-transparent blue.
        #expect(close(rgba(half, 50, 2), [128, 0, 64, 191], within: 2), "\(rgba(half, 50, 2))")
        #expect(rgba(opaque, 50, 2) == [255, 0, 0, 255])
        // Where the paper's back lies folded over the page, it too is half transparent: a translucent
        // page shows the blue under it there, an opaque one does not.
        let backRow = (0..<100).first { y in rgba(opaque, 50, y)[1] > 100 }
        let y = try #require(backRow, "the washed back of the paper shows somewhere down the middle column")
        #expect(rgba(opaque, 50, y)[2] == rgba(opaque, 50, y)[1], "opaque: white-washed red, no blue")
        #expect(rgba(half, 50, y)[2] > rgba(half, 50, y)[1], "translucent: the blue shows through")
    }
}
