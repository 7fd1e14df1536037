import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender
@testable import SegueScreens

/// What later opaque layers hide is not drawn (`Rasterizer+Occlusion.swift`): frames must be the
/// same bytes as drawn in full, and the hidden pixels must really be left out.
@MainActor
struct OcclusionTests {
    typealias PixelRect = Rasterizer.PixelRect

    /// Nil when the frames are the same bytes; else how many pixels differ and the first that does.
    func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> String? {
        guard a != b else { return nil }
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)×\(a.height) and \(b.width)×\(b.height)" }
        var count = 0, first: (Int, Int)?
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                count += 1
                if first == nil { first = (x, y) }
            }
        }
        let (x, y) = first ?? (0, 0)
        return "\(count) pixels differ, first at (\(x), \(y)): \(a.pixel(x: x, y: y)) culled, \(b.pixel(x: x, y: y)) drawn in full"
    }

    func renderBothWays(_ list: DisplayList, scale: Double) throws -> (culled: PixelBuffer, full: PixelBuffer) {
        var full = Rasterizer(scale: scale)
        full.cullsHiddenPixels = false
        full.boundsGroups = false
        return (try Rasterizer(scale: scale).render(list), try full.render(list))
    }

    /// A screenshot `scale` pixels a point: rows of colour bands, a gradient across, a mark every
    /// 7 pixels, so that a pixel drawn from the wrong place shows.
    static func screenshot(_ device: Device, scale: Int, seed: Int) -> Bitmap {
        let w = Int(device.size.width) * scale, h = Int(device.size.height) * scale
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let mark = (x + y + seed) % 7 == 0
                bytes[i] = UInt8((x * 255 / w + seed * 40) % 256)
                bytes[i + 1] = mark ? 0 : UInt8((y / 9 * 37 + seed * 90) % 256)
                bytes[i + 2] = UInt8((x ^ y) & 0xFF)
            }
        }
        return Bitmap(width: w, height: h, premultipliedBGRA: bytes)
    }

    @Test("screenshot transitions: the same bytes culled, at 1x (subpixel places) and 2x (whole pixels)",
          arguments: [TransitionStyle.push, .coverVertical, .crossDissolve, .pageSheet, .flipHorizontal, .partialCurl], [1, 2])
    func screenshotTransitions(style: TransitionStyle, scale: Int) throws {
        let device = Device.iPhoneSE
        let a = Self.screenshot(device, scale: scale, seed: 1), b = Self.screenshot(device, scale: scale, seed: 2)
        for forward in [true, false] {
            let s = Scenario(name: "s", style: style, isForward: forward, device: device)
            let rec = ScenarioRecorder.recordScreens(s, first: a, last: b)
            for t in [0, 0.13, 0.37, 0.5, 0.81, 1].map({ $0 * rec.duration }) {
                let (culled, full) = try renderBothWays(Compositor.displayList(rec, at: t), scale: Double(scale))
                let d = difference(culled, full)
                #expect(d == nil, "\(style) forward \(forward) at \(t) s, \(scale)x")
            }
        }
    }

    /// The display list half-way through a forward `style` between two screenshots at 2x on an iPhone SE.
    static func halfWay(_ style: TransitionStyle) -> DisplayList {
        let device = Device.iPhoneSE
        let a = screenshot(device, scale: 2, seed: 1), b = screenshot(device, scale: 2, seed: 2)
        let rec = ScenarioRecorder.recordScreens(Scenario(name: "s", style: style, isForward: true, device: device), first: a, last: b)
        return Compositor.displayList(rec, at: rec.duration / 2)
    }

    @Test("a push at 2x: the window is not drawn, the outgoing screen and its dimming only beside the incoming one")
    func pushIsClipped() throws {
        let list = Self.halfWay(.push)
        let r = Rasterizer(scale: 2)
        let (w, h) = r.pixelSize(of: list.size)
        let (visible, canvasHidden) = r.visibility(of: list.operations, pixels: (w, h))
        #expect(canvasHidden)
        var hidden = 0, clipped: [[PixelRect]] = []
        for (op, shown) in zip(list.operations, visible) {
            guard case .layer(let item) = op, let shown else { continue }
            if shown.isEmpty { hidden += 1; continue }
            if case .none = item.content, item.backgroundColor.alpha == 0 { continue }
            clipped.append(shown)
        }
        #expect(hidden >= 1, "the window's black")
        // The outgoing screen and its dimming: the same single rectangle, left of the incoming screen.
        let drawn = clipped.filter { $0.count == 1 && $0[0].x0 == 0 && $0[0].x1 < w && $0[0].y1 == h }
        #expect(drawn.count >= 2, "\(clipped)")
        #expect(Set(drawn.map { $0[0] }.map { [$0.x0, $0.y0, $0.x1, $0.y1] }).count == 1)
    }

    @Test("a curl at 2x hides the rows above its fold, not with a translucent page, nor at opacity below 1")
    func curlHidesRowsAboveTheFold() throws {
        let device = Device.iPhoneSE
        let list = Self.halfWay(.partialCurl)
        let w = try #require(list.operations.lastIndex { if case .warp = $0 { true } else { false } })
        let k = try #require(list.operations[..<w].lastIndex { if case .layer(let l) = $0, case .image = l.content { true } else { false } })
        guard case .warp(let curl) = list.operations[w] else { return }
        /// What the revealed screen is clipped to under `item`.
        func revealedShows(_ item: WarpItem) -> [PixelRect]? {
            var ops = list.operations
            ops[w] = .warp(item)
            let r = Rasterizer(scale: 2)
            return r.visibility(of: ops, pixels: r.pixelSize(of: list.size)).visible[k]
        }
        let (width, height) = (Int(device.size.width) * 2, Int(device.size.height) * 2)
        let shown = try #require(revealedShows(curl), "the rows above the fold are hidden")
        #expect(shown.count == 1 && shown[0].x0 == 0 && shown[0].x1 == width && shown[0].y1 == height, "\(shown)")
        #expect(shown[0].y0 > height / 4 && shown[0].y0 < height, "the rows above the fold: \(shown)")
        var faded = curl
        faded.opacity = 0.5
        #expect(revealedShows(faded) == nil)
        var translucent = curl
        translucent.content = DisplayList(size: curl.content.size, background: .clear, operations: [
            .layer(LayerItem(transform: .identity, bounds: Rect(origin: .zero, size: curl.content.size), opacity: 1,
                             backgroundColor: Color(red: 1, green: 0, blue: 0, alpha: 0.5), cornerRadius: 0, maskedCorners: .all,
                             borderWidth: 0, borderColor: .clear, shadow: nil, content: .none)),
        ])
        #expect(revealedShows(translucent) == nil, "a translucent page hides nothing")
    }

    @Test("a pageSheet's status-bar groups get surfaces the size of the strip; not a group with a warp, under a clip, or covering half")
    func groupBounds() throws {
        let list = Self.halfWay(.pageSheet)
        let r = Rasterizer(scale: 2)
        let pixels = r.pixelSize(of: list.size)
        let bounded = list.operations.indices.compactMap { r.groupBounds(list.operations, opening: $0, pixels: pixels) }
        #expect(bounded.count == 2, "\(bounded)")
        // The strip and the margin its text may overflow into (the view around a screenshot
        // clipped to it draws nothing): a third of the screen at most.
        for b in bounded { #expect(b.x0 == 0 && b.y0 == 0 && b.x1 == pixels.width && b.y1 >= 20 * 2 && b.y1 < pixels.height / 3, "\(b)") }
        let (culled, full) = try renderBothWays(list, scale: 2)
        #expect(difference(culled, full) == nil)

        func layer(_ rect: Rect, _ content: ViewContent = .none, shadow: Shadow? = nil) -> DisplayOperation {
            .layer(LayerItem(transform: .identity, bounds: rect, opacity: 1, backgroundColor: .systemRed, cornerRadius: 0,
                             maskedCorners: .all, borderWidth: 0, borderColor: .clear, shadow: shadow, content: content))
        }
        let small = Rect(x: 10, y: 10, width: 20, height: 10)
        func bounds(_ inside: [DisplayOperation], before: [DisplayOperation] = []) -> PixelRect? {
            let ops = before + [.beginGroup(opacity: 0.5)] + inside + [.endGroup]
            return Rasterizer(scale: 1).groupBounds(ops, opening: before.count, pixels: (200, 200))
        }
        #expect(bounds([layer(small)]) == PixelRect(x0: 8, y0: 8, x1: 32, y1: 22), "the layer and two pixels")
        #expect(bounds([layer(small, shadow: Shadow(color: .black, offset: Size(width: 0, height: 3), radius: 4))])
            == PixelRect(x0: 0, y0: 0, x1: 49, y1: 39), "the shadow's offset and three times its blur, and four pixels more")
        let text = TextContent("Hi", fontSize: 10)
        #expect(bounds([layer(small, .text(text))]) == PixelRect(x0: 0, y0: 0, x1: 92, y1: 82), "four em and a half of margin a character")
        #expect(bounds([layer(Rect(x: 0, y: 0, width: 200, height: 120))]) == nil, "more than half the canvas")
        let container = DisplayOperation.layer(LayerItem(transform: .identity, bounds: Rect(x: 0, y: 0, width: 200, height: 200), opacity: 1,
                                                         backgroundColor: .clear, cornerRadius: 0, maskedCorners: .all, borderWidth: 0,
                                                         borderColor: .clear, shadow: nil, content: .none))
        #expect(bounds([container, layer(small)]) == PixelRect(x0: 8, y0: 8, x1: 32, y1: 22), "a view that draws nothing does not count")
        #expect(bounds([container]) == nil, "nothing drawn: no surface to bound")
        #expect(bounds([.pushClip(Clip(transform: .identity, rect: small, cornerRadius: 0, maskedCorners: .all)),
                        layer(Rect(x: 0, y: 0, width: 200, height: 200)), .popClip]) == PixelRect(x0: 10, y0: 10, x1: 30, y1: 20),
                "what a clip inside the group cuts")
        #expect(bounds([layer(small), .warp(WarpItem(content: DisplayList(size: Size(width: 20, height: 20), background: .clear, operations: []),
                                                     kind: .perspective(.identity), placement: .identity, opacity: 1))]) == nil, "a warp")
    }

    /// A scene of everything that draws differently under a clip (gradients, text, rounded and
    /// turned layers, shadows, borders, translucency), half hidden by opaque layers: at the top
    /// level, inside a clip, inside a translucent group (which hides nothing), with round corners
    /// (which hide nothing), at places that fall between pixels.
    func scene(offset: Double) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 90))
        root.backgroundColor = .white
        let gradient = View(frame: Rect(x: 3.3, y: 4.6, width: 80, height: 50))
        gradient.content = .gradient(LinearGradient(colors: [.systemRed, .systemBlue], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
        let label = View(frame: Rect(x: 10.25, y: 30.5, width: 100, height: 30))
        label.content = .text(TextContent("Hidden in part", fontSize: 13, color: .black))
        let turned = View(frame: Rect(x: 40, y: 10, width: 30, height: 30))
        turned.backgroundColor = Color(red: 0.2, green: 0.7, blue: 0.3)
        turned.transform = AffineTransform(rotationAngle: 0.3)
        turned.borderWidth = 1.5
        turned.borderColor = .black
        let shadowed = View(frame: Rect(x: 60.4, y: 50.2, width: 40, height: 25))
        shadowed.backgroundColor = Color(red: 0.9, green: 0.8, blue: 0.1, alpha: 0.7)
        shadowed.cornerRadius = 6
        shadowed.shadowOpacity = 0.5
        shadowed.shadowRadius = 3
        for v in [gradient, label, turned, shadowed] { root.addSubview(v) }
        // Opaque layers over them, between pixels at 1x and 3x.
        let plain = View(frame: Rect(x: 20.5 + offset, y: 0, width: 40.25, height: 60.7))
        plain.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.8)
        root.addSubview(plain)
        let clipper = View(frame: Rect(x: 55.6, y: 35.3, width: 50, height: 40))
        clipper.clipsToBounds = true
        let inside = View(frame: Rect(x: -10 + offset, y: 5, width: 40, height: 60))
        inside.backgroundColor = Color(red: 0.6, green: 0.1, blue: 0.1)
        clipper.addSubview(inside)
        root.addSubview(clipper)
        let group = View(frame: Rect(x: 0, y: 62, width: 70, height: 20))
        group.alpha = 0.6
        let grouped = View(frame: group.bounds)
        grouped.backgroundColor = .black
        grouped.borderWidth = 2
        grouped.borderColor = .white
        group.addSubview(grouped)
        root.addSubview(group)
        let rounded = View(frame: Rect(x: 85, y: 0, width: 30, height: 30))
        rounded.backgroundColor = .black
        rounded.cornerRadius = 8
        root.addSubview(rounded)
        return root
    }

    @Test("what draws differently under a clip: the same bytes culled, at 1x, 2x and 3x", arguments: [1.0, 2.0, 3.0])
    func sceneOfEverything(scale: Double) throws {
        for offset in [0, 0.37, 12.5] {
            let rec = Recording.record(root: scene(offset: offset), background: .black) {}
            let list = Compositor.displayList(rec, at: 0)
            let (culled, full) = try renderBothWays(list, scale: scale)
            let d = difference(culled, full)
            #expect(d == nil, "offset \(offset) at \(scale)x")
            // Something was hidden, or the test shows nothing.
            let r = Rasterizer(scale: scale)
            let visible = r.visibility(of: list.operations, pixels: r.pixelSize(of: list.size)).visible
            #expect(visible.contains { $0 != nil }, "offset \(offset) at \(scale)x")
        }
    }

    @Test("what hides what: opaque, square, moved only, outside groups, within its clip")
    func whatHides() throws {
        let r = Rasterizer(scale: 1)
        func layer(_ rect: Rect, opacity: Double = 1, background: Color = .black, radius: Double = 0) -> DisplayOperation {
            .layer(LayerItem(transform: .identity, bounds: rect, opacity: opacity, backgroundColor: background, cornerRadius: radius,
                             maskedCorners: .all, borderWidth: 0, borderColor: .clear, shadow: nil, content: .none))
        }
        let under = layer(Rect(x: 0, y: 0, width: 10, height: 10), background: .systemRed)
        let whole = Rect(x: 0, y: 0, width: 10, height: 10)
        func shown(_ ops: [DisplayOperation]) -> [PixelRect]? { r.visibility(of: [under] + ops, pixels: (10, 10)).visible[0] }
        #expect(shown([layer(whole)]) == [])
        #expect(shown([layer(Rect(x: 0, y: 0, width: 4, height: 10))]) == [PixelRect(x0: 4, y0: 0, x1: 10, y1: 10)])
        // Edges between pixels: only the pixels covered fully count.
        #expect(shown([layer(Rect(x: 0.5, y: 0, width: 3, height: 10))]) == [
            PixelRect(x0: 0, y0: 0, x1: 1, y1: 10), PixelRect(x0: 3, y0: 0, x1: 10, y1: 10)])
        #expect(shown([layer(whole, opacity: 0.99)]) == nil)
        #expect(shown([layer(whole, background: Color(white: 0, alpha: 0.5))]) == nil)
        #expect(shown([layer(whole, radius: 2)]) == nil)
        #expect(shown([.beginGroup(opacity: 1), layer(whole), .endGroup]) == nil)
        let clip = Clip(transform: .identity, rect: Rect(x: 2, y: 2, width: 3, height: 3), cornerRadius: 0, maskedCorners: .all)
        #expect(shown([.pushClip(clip), layer(whole), .popClip]) == [
            PixelRect(x0: 0, y0: 0, x1: 10, y1: 2), PixelRect(x0: 0, y0: 5, x1: 10, y1: 10),
            PixelRect(x0: 0, y0: 2, x1: 2, y1: 5), PixelRect(x0: 5, y0: 2, x1: 10, y1: 5)])
        var round = clip
        round.cornerRadius = 1
        #expect(shown([.pushClip(round), layer(whole), .popClip]) == nil)
        // An opaque layer hides nothing of what comes after it.
        #expect(r.visibility(of: [layer(whole), under], pixels: (10, 10)).visible == [[], nil])
    }

    @Test("a rectangle less another: the bands around the cut, nothing when covered")
    func subtracting() {
        let r = PixelRect(x0: 0, y0: 0, x1: 10, y1: 10)
        #expect(r.subtracting(PixelRect(x0: 20, y0: 0, x1: 30, y1: 10)) == [r])
        #expect(r.subtracting(PixelRect(x0: -1, y0: -1, x1: 11, y1: 11)) == [])
        let parts = r.subtracting(PixelRect(x0: 3, y0: 4, x1: 6, y1: 8))
        #expect(parts.count == 4)
        #expect(parts.map { ($0.x1 - $0.x0) * ($0.y1 - $0.y0) }.reduce(0, +) == 100 - 12)
    }
}
