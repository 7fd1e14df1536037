import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender
@testable import SegueScreens

/// A warp whose content is one screenshot reads the screenshot's bitmap in place (`Flat`,
/// `Rasterizer.screenFlat`) instead of drawing it flat first: only where drawing it would give
/// the screenshot's pixels, and then every frame is byte for byte the one drawn the long way.
@MainActor
struct ScreenFlatTests {
    /// A 100 × 60 pt canvas with `ops`, at 2x.
    func list(_ ops: [DisplayOperation]) -> DisplayList {
        DisplayList(size: Size(width: 100, height: 60), background: .black, operations: ops)
    }

    func layer(_ bounds: Rect, _ content: ViewContent = .none, background: Color = .clear, opacity: Double = 1,
               transform: SegueKit.AffineTransform = .identity) -> DisplayOperation {
        .layer(LayerItem(transform: transform, bounds: bounds, opacity: opacity, backgroundColor: background, cornerRadius: 0,
                         maskedCorners: .all, borderWidth: 0, borderColor: .clear, shadow: nil, content: content))
    }

    /// A screenshot of `bitmap` at 2x, in a layer of `bounds` (points).
    func screen(_ bitmap: Bitmap, _ bounds: Rect, opacity: Double = 1) -> DisplayOperation {
        layer(bounds, .image(ImageContent(bitmap: bitmap, contentMode: .scaleToFill, scale: 2)), background: .white, opacity: opacity)
    }

    static let canvas = Rect(x: 0, y: 0, width: 100, height: 60)
    static let red = Color(red: 1, green: 0, blue: 0)

    @Test("read in place: a screenshot over the canvas, under empty containers, or larger and placed up-left")
    func readInPlace() throws {
        let exact = FadeTests.bitmap(width: 200, height: 120), large = FadeTests.bitmap(width: 230, height: 150)
        let cases: [(String, DisplayList)] = [
            ("the screenshot alone", list([screen(exact, Self.canvas)])),
            ("over what it hides, under a container", list([layer(Self.canvas, background: Self.red), screen(exact, Self.canvas),
                                                           layer(Rect(x: 10, y: 10, width: 20, height: 20))])),
            ("larger, up and left", list([screen(large, Rect(x: -5, y: -10, width: 115, height: 75))])),
        ]
        for (name, l) in cases {
            let r = Rasterizer(scale: 2)
            let flat = try #require(try r.screenFlat(l), "\(name)")
            #expect(flat.isScreen && flat.knownOpaque == true)
            #expect(flat.pixels == (try r.render(l)), "\(name): the drawn pixels")
        }
    }

    @Test("drawn flat: anything over the screenshot, a translucent, resampled or moved one, or the switch off")
    func notReadInPlace() throws {
        let exact = FadeTests.bitmap(width: 200, height: 120), half = FadeTests.bitmap(width: 100, height: 60)
        var off = Rasterizer(scale: 2)
        off.readsScreensInPlace = false
        let cases: [(String, DisplayList, Rasterizer)] = [
            ("a badge over it", list([screen(exact, Self.canvas), layer(Rect(x: 90, y: 0, width: 10, height: 10), background: Self.red)]),
             Rasterizer(scale: 2)),
            ("translucent", list([screen(exact, Self.canvas, opacity: 0.5)]), Rasterizer(scale: 2)),
            ("resampled (1x pixels at 2x)", list([layer(Self.canvas, .image(ImageContent(bitmap: half, contentMode: .scaleToFill, scale: 1)))]),
             Rasterizer(scale: 2)),
            ("half a pixel off", list([layer(Self.canvas, .image(ImageContent(bitmap: exact, contentMode: .scaleToFill, scale: 2)),
                                             transform: SegueKit.AffineTransform(translationX: 0.25, y: 0))]), Rasterizer(scale: 2)),
            ("inside a group", list([.beginGroup(opacity: 1), screen(exact, Self.canvas), .endGroup]), Rasterizer(scale: 2)),
            ("switched off", list([screen(exact, Self.canvas)]), off),
        ]
        for (name, l, r) in cases { #expect(try r.screenFlat(l) == nil, "\(name)") }
    }

    @Test("what render would throw for is still thrown")
    func checksStillThrow() throws {
        let exact = FadeTests.bitmap(width: 200, height: 120)
        let bad = LayerItem(transform: SegueKit.AffineTransform(translationX: .nan, y: 0), bounds: Rect(x: 0, y: 0, width: 1, height: 1), opacity: 1,
                            backgroundColor: Self.red, cornerRadius: 0, maskedCorners: .all, borderWidth: 0, borderColor: .clear, shadow: nil,
                            content: .none)
        let l = list([.layer(bad), screen(exact, Self.canvas)])
        let notFinite = CairoError(
            subject: "a layer", status: "its geometry is not finite (transform [1.0, 0.0, 0.0, 1.0, nan, 0.0], bounds \(Rect(x: 0, y: 0, width: 1, height: 1)))",
            fix: "the display list holds a value no transition should make: please report the command that made it")
        #expect(throws: notFinite) { try Rasterizer(scale: 2).render(l) }
        #expect(throws: notFinite) { try Rasterizer(scale: 2).screenFlat(l) }
    }

    /// The warped contents of `list`: a flip's two faces, a curl's page.
    func warpContents(_ list: DisplayList) -> [DisplayList] {
        list.operations.flatMap { op -> [DisplayList] in
            guard case .warp(let item) = op else { return [] }
            if case .flip(_, _, _, let back) = item.kind { return [item.content, back] }
            return [item.content]
        }
    }

    @Test("screenshot flips and curls: faces and pages read in place, the frames unchanged",
          arguments: [TransitionStyle.flipHorizontal, .partialCurl], [true, false])
    func screenshotTransitions(style: TransitionStyle, forward: Bool) throws {
        let device = Device.iPhoneSE
        let a = OcclusionTests.screenshot(device, scale: 2, seed: 1), b = OcclusionTests.screenshot(device, scale: 2, seed: 2)
        let rec = ScenarioRecorder.recordScreens(Scenario(name: "s", style: style, isForward: forward, device: device), first: a, last: b)
        let inPlace = Rasterizer(scale: 2)
        var drawn = Rasterizer(scale: 2)
        drawn.readsScreensInPlace = false
        var screens = 0
        for t in [0.1, 0.37, 0.5, 0.63, 0.9].map({ $0 * rec.duration }) {
            let list = Compositor.displayList(rec, at: t)
            for content in warpContents(list) where try inPlace.screenFlat(content) != nil { screens += 1 }
            #expect(try inPlace.render(list).bytes == drawn.render(list).bytes, "\(style) at \(t) s")
            #expect(try inPlace.frame(list).pixels.bytes == drawn.frame(list).pixels.bytes, "\(style) at \(t) s, frame")
        }
        #expect(screens >= 5, "\(style): the warped screenshots are read in place")
    }
}

extension Flat {
    /// True when the pixels are a screenshot's, read in place.
    var isScreen: Bool { knownOpaque != nil }

    /// The pixels as a buffer of their own.
    var pixels: PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        let rowBytes = width * 4
        withBytes { src in
            buffer.bytes.withUnsafeMutableBytes { dst in
                for y in 0..<height { (dst.baseAddress! + y * rowBytes).copyMemory(from: src + y * stride, byteCount: rowBytes) }
            }
        }
        return buffer
    }
}
