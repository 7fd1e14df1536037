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

    /// A window of `fill` under a screen of `image` at `opacity`, at 2x (one image pixel a device pixel).
    func list(fill: Color, opacity: Double, image: Bitmap) -> DisplayList {
        let size = Size(width: Double(image.width) / 2, height: Double(image.height) / 2)
        func layer(_ content: ViewContent, _ background: Color, _ opacity: Double) -> DisplayOperation {
            .layer(LayerItem(transform: .identity, bounds: Rect(origin: .zero, size: size), opacity: opacity, backgroundColor: background,
                             cornerRadius: 0, maskedCorners: .all, borderWidth: 0, borderColor: .clear, shadow: nil, content: content))
        }
        return DisplayList(size: size, background: .black, operations: [
            layer(.none, fill, 1),
            layer(.none, .clear, 1),
            layer(.image(ImageContent(bitmap: image, contentMode: .scaleToFill, scale: 2)), .white, opacity),
        ])
    }

    @Test("Cairo's bytes for every 8-bit mask, the edges of its rounding and three window colours")
    func everyMask() throws {
        let image = Self.bitmap(width: 64, height: 18)
        var opacities = (0...255).map { Double($0) / 255 }
        // Where Cairo's 16-bit opacity crosses from one 8-bit mask to the next.
        for k in 1...255 {
            let edge = Double(k * 256)
            for offset in [-0.5, -0.51, -0.49] { opacities.append((edge + offset) / 65535) }
        }
        for fill in [Color.black, Color(red: 0.2, green: 0.5, blue: 0.9), .white] {
            for opacity in opacities where opacity < 1 {
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
            if let cover = r.covering(l, pixels: pixels), r.fadeOverFill(l.operations, cover: cover, pixels: pixels) != nil { taken += 1 }
            let (fused, cairo) = try renderBothWays(l, scale: 2)
            #expect(OcclusionTests().difference(fused, cairo) == nil, "at \(t) s")
        }
        #expect(taken >= 5)
    }
}
