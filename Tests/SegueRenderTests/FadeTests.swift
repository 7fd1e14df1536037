import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender
@testable import SegueScreens

/// A screen fading over the window's colour is written in one pass (`Rasterizer+Fade.swift`):
/// the bytes must be Cairo's, for every opacity pixman can be given.
@MainActor
struct FadeTests {
    func renderBothWays(_ list: DisplayList, scale: Double) throws -> (fused: PixelBuffer, cairo: PixelBuffer) {
        var cairo = Rasterizer(scale: scale)
        cairo.fusesFades = false
        return (try Rasterizer(scale: scale).render(list), try cairo.render(list))
    }

    /// An opaque bitmap of every byte value in every channel somewhere.
    static func bitmap(width: Int, height: Int) -> Bitmap {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            bytes[i * 4] = UInt8(i % 256)
            bytes[i * 4 + 1] = UInt8((i * 7 + 3) % 256)
            bytes[i * 4 + 2] = UInt8((i * 13 + 100) % 256)
        }
        return Bitmap(width: width, height: height, premultipliedBGRA: bytes)
    }

    /// A window of `fill` under a screen of `image` at `opacity`, at 2x (one image pixel a device
    /// pixel), and a second screen over it when `then` is given (a cross-dissolve).
    func list(fill: Color, opacity: Double, image: Bitmap, then second: (opacity: Double, image: Bitmap)? = nil) -> DisplayList {
        let size = Size(width: Double(image.width) / 2, height: Double(image.height) / 2)
        func layer(_ content: ViewContent, _ background: Color, _ opacity: Double) -> DisplayOperation {
            .layer(LayerItem(transform: .identity, bounds: Rect(origin: .zero, size: size), opacity: opacity, backgroundColor: background,
                             cornerRadius: 0, maskedCorners: .all, borderWidth: 0, borderColor: .clear, shadow: nil, content: content))
        }
        return DisplayList(size: size, background: .black, operations: [
            layer(.none, fill, 1),
            layer(.none, .clear, 1),
            layer(.image(ImageContent(bitmap: image, contentMode: .scaleToFill, scale: 2)), .white, opacity),
        ] + (second.map { [layer(.none, .clear, 1), layer(.image(ImageContent(bitmap: $0.image, contentMode: .scaleToFill, scale: 2)), .white, $0.opacity)] } ?? []))
    }

    /// Opacities for every 8-bit mask and both sides of each edge of Cairo's 16-bit rounding.
    static var everyOpacity: [Double] {
        var opacities = (0...255).map { Double($0) / 255 }
        for k in 1...255 {
            let edge = Double(k * 256)
            for offset in [-0.5, -0.51, -0.49] { opacities.append((edge + offset) / 65535) }
        }
        return opacities.filter { $0 < 1 }
    }

    @Test("Cairo's bytes for every 8-bit mask, the edges of its rounding and three window colours")
    func everyMask() throws {
        let image = Self.bitmap(width: 64, height: 18)
        for fill in [Color.black, Color(red: 0.2, green: 0.5, blue: 0.9), .white] {
            for opacity in Self.everyOpacity {
                let l = list(fill: fill, opacity: opacity, image: image)
                let r = Rasterizer(scale: 2)
                #expect(r.fadeOverFill(l.operations, cover: 0, pixels: r.pixelSize(of: l.size)) != nil)
                let (fused, cairo) = try renderBothWays(l, scale: 2)
                let d = OcclusionTests().difference(fused, cairo)
                #expect(d == nil, "fill \(fill), opacity \(opacity)")
                if d != nil { return }
            }
        }
    }

    @Test("a second screen over the first in the same pass: Cairo's bytes for every 8-bit mask of either")
    func secondScreen() throws {
        let first = Self.bitmap(width: 64, height: 18)
        // The same pattern turned around, so that the two screens differ everywhere.
        let second = Bitmap(width: 64, height: 18, premultipliedBGRA: Array(Self.bitmap(width: 64, height: 18).bytes.reversed()).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element })
        let fill = Color(red: 0.2, green: 0.5, blue: 0.9)
        for (a, b) in Self.everyOpacity.map({ (0.6, $0) }) + Self.everyOpacity.map({ ($0, 0.3) }) {
            let l = list(fill: fill, opacity: a, image: first, then: (b, second))
            let r = Rasterizer(scale: 2)
            let fade = try #require(r.fadeOverFill(l.operations, cover: 0, pixels: r.pixelSize(of: l.size)))
            #expect(fade.second?.index == 4 && fade.last == 4)
            let (fused, cairo) = try renderBothWays(l, scale: 2)
            let d = OcclusionTests().difference(fused, cairo)
            #expect(d == nil, "opacities \(a), \(b)")
            if d != nil { return }
        }
    }

    @Test("the second screen joins the pass only where the same pixels of both show")
    func secondScreenOnlyWhereClippedAlike() {
        let image = Self.bitmap(width: 64, height: 18)
        let l = list(fill: .black, opacity: 0.4, image: image, then: (0.6, image))
        let r = Rasterizer(scale: 2), pixels = r.pixelSize(of: l.size)
        let top = [Rasterizer.PixelRect(x0: 0, y0: 0, x1: 64, y1: 9)], all = [Rasterizer.PixelRect(x0: 0, y0: 0, x1: 64, y1: 18)]
        #expect(r.fadeOverFill(l.operations, cover: 0, pixels: pixels, visible: [nil, nil, top, nil, top])?.second != nil)
        #expect(r.fadeOverFill(l.operations, cover: 0, pixels: pixels, visible: [nil, nil, all, nil, top])?.second == nil)
        #expect(r.fadeOverFill(l.operations, cover: 0, pixels: pixels, visible: [nil, nil, all, nil, top])?.index == 2)
        // A translucent second screen is left to Cairo.
        var bytes = Array(image.bytes)
        bytes[3] = 0
        (bytes[0], bytes[1], bytes[2]) = (0, 0, 0)
        let translucent = list(fill: .black, opacity: 0.4, image: image, then: (0.6, Bitmap(width: 64, height: 18, premultipliedBGRA: bytes)))
        #expect(r.fadeOverFill(translucent.operations, cover: 0, pixels: pixels)?.second == nil)
    }

    @Test("not for an image that is resampled, translucent, or does not cover the frame")
    func onlyWhereExact() throws {
        let r2 = Rasterizer(scale: 2), r3 = Rasterizer(scale: 3)
        let opaque = Self.bitmap(width: 64, height: 18)
        let l = list(fill: .black, opacity: 0.5, image: opaque)
        #expect(r2.fadeOverFill(l.operations, cover: 0, pixels: r2.pixelSize(of: l.size)) != nil)
        // At 3x the 2x bitmap is scaled up: Cairo's filter, not a copy.
        #expect(r3.fadeOverFill(l.operations, cover: 0, pixels: r3.pixelSize(of: l.size)) == nil)
        var bytes = Array(opaque.bytes)
        bytes[3] = 128
        bytes[0] = min(bytes[0], 128)
        bytes[1] = min(bytes[1], 128)
        bytes[2] = min(bytes[2], 128)
        let translucent = list(fill: .black, opacity: 0.5, image: Bitmap(width: 64, height: 18, premultipliedBGRA: bytes))
        #expect(r2.fadeOverFill(translucent.operations, cover: 0, pixels: r2.pixelSize(of: l.size)) == nil)
        let (fused, cairo) = try renderBothWays(translucent, scale: 2)
        #expect(OcclusionTests().difference(fused, cairo) == nil)
        // A frame larger than the screen: its edge is the window's colour, not the screen's.
        let small = DisplayList(size: Size(width: 33, height: 9), background: .black, operations: l.operations)
        #expect(r2.fadeOverFill(small.operations, cover: 0, pixels: r2.pixelSize(of: small.size)) == nil)
    }

    @Test("a cross-dissolve of screenshots at 2x: the fast path, Cairo's bytes", arguments: [true, false])
    func crossDissolve(forward: Bool) throws {
        let device = Device.iPhoneSE
        let a = OcclusionTests.screenshot(device, scale: 2, seed: 1), b = OcclusionTests.screenshot(device, scale: 2, seed: 2)
        let rec = ScenarioRecorder.recordScreens(Scenario(name: "s", style: .crossDissolve, isForward: forward, device: device), first: a, last: b)
        var taken = 0
        for t in stride(from: 0.0, through: 1.0, by: 0.125).map({ $0 * rec.duration }) {
            let l = Compositor.displayList(rec, at: t)
            let r = Rasterizer(scale: 2)
            let pixels = r.pixelSize(of: l.size)
            if let cover = r.covering(l, pixels: pixels), r.fadeOverFill(l.operations, cover: cover, pixels: pixels)?.second != nil { taken += 1 }
            let (fused, cairo) = try renderBothWays(l, scale: 2)
            #expect(OcclusionTests().difference(fused, cairo) == nil, "at \(t) s")
        }
        #expect(taken >= 5)
    }
}
