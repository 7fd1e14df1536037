import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender
@testable import SegueScreens

/// A cross-dissolve's frame left for the encoder to make (`Rasterizer.frame`, `RenderedFrame`):
/// its pixels must be the drawn frame's, and every encoder must write the same file from it as
/// from the drawn frame.
@MainActor
struct RenderedFrameTests {
    static let encoders: [PNGEncoder] = [
        PNGEncoder(options: .init(compression: .fast)), PNGEncoder(options: .init(compression: .fastest)), .goldens,
        PNGEncoder(options: .init(compressionLevel: 1, filter: .sub, compression: .zlib)),
    ]

    /// The frames of a cross-dissolve between two screenshots at 2x, the status bar kept still.
    func frames(forward: Bool) -> [DisplayList] {
        let device = Device.iPhoneSE
        let a = OcclusionTests.screenshot(device, scale: 2, seed: 1), b = OcclusionTests.screenshot(device, scale: 2, seed: 2)
        let rec = ScenarioRecorder.recordScreens(Scenario(name: "s", style: .crossDissolve, isForward: forward, device: device), first: a, last: b)
        return stride(from: 0.0, through: 1.0, by: 0.125).map { Compositor.displayList(rec, at: $0 * rec.duration) }
    }

    /// Whether `frame` was left to the encoder, and the rows of its fade.
    func fadeRows(_ frame: RenderedFrame) -> Range<Int>? {
        (frame.source as? FadeFrame)?.madeRows
    }

    /// Whether `encoder` writes the same file for `frame` as for `drawn` (a Bool: files are long).
    func same(_ encoder: PNGEncoder, _ frame: RenderedFrame, _ drawn: PixelBuffer) -> Bool {
        encoder.encode(frame) == encoder.encode(drawn)
    }

    /// Every row `FilteredRows` gives for `frame` and for its pixels drawn, as RGB and as RGBA.
    func sameRows(_ frame: RenderedFrame, _ drawn: PixelBuffer) -> Bool {
        for opaque in [true, false] {
            let a = FilteredRows(frame.source, opaque: opaque, predictor: .paethOrUp), b = FilteredRows(drawn, opaque: opaque, predictor: .paethOrUp)
            for y in 0..<frame.height {
                let row = Array(UnsafeBufferPointer(start: a.filtered(y), count: a.rowBytes))
                if row != Array(UnsafeBufferPointer(start: b.filtered(y), count: b.rowBytes)) { return false }
            }
        }
        return true
    }

    @Test("the fade's rows left to the encoder: the drawn frame's pixels, the same files", arguments: [true, false])
    func crossDissolve(forward: Bool) throws {
        let r = Rasterizer(scale: 2)
        var left = 0
        for list in frames(forward: forward) {
            let frame = try r.frame(list), drawn = try r.render(list)
            if let rows = fadeRows(frame) {
                left += 1
                // The status bar stays still above the fade, drawn as it is in every frame.
                #expect(rows == 40..<r.pixelSize(of: list.size).height)
            }
            #expect(OcclusionTests().difference(frame.pixels, drawn) == nil)
            for encoder in Self.encoders { #expect(same(encoder, frame, drawn), "\(encoder.options)") }
            #expect(sameRows(frame, drawn))
        }
        #expect(left == 7, "every frame but the first and the last")
    }

    @Test("a fade without anything after it: every row made, nothing drawn")
    func wholeFrame() throws {
        let first = FadeTests.bitmap(width: 71, height: 18), second = OcclusionTests.screenshot(.iPhoneSE, scale: 1, seed: 3)
        let cropped = Bitmap(width: 71, height: 18, premultipliedBGRA: (0..<18).flatMap { y in Array(second.bytes[(y * second.stride)..<(y * second.stride + 71 * 4)]) })
        let list = FadeTests().list(fill: .white, opacity: 0.7, image: first, then: (0.4, cropped))
        let r = Rasterizer(scale: 2)
        let frame = try r.frame(list)
        guard let fade = frame.source as? FadeFrame else { Issue.record("not left to the encoder"); return }
        #expect(fade.madeRows == 0..<18 && fade.rest == nil)
        let drawn = try r.render(list)
        #expect(OcclusionTests().difference(frame.pixels, drawn) == nil)
        for encoder in Self.encoders { #expect(same(encoder, frame, drawn), "\(encoder.options)") }
        #expect(sameRows(frame, drawn))
    }

    @Test("screens larger than the frame, placed up and to the left of it: the rows from where each lands")
    func offsetScreens() throws {
        let image = FadeTests.bitmap(width: 64, height: 18)
        var list = FadeTests().list(fill: .white, opacity: 0.6, image: image, then: (0.3, image))
        // The second screen 2 × 1 pt larger, its top-left corner 2 × 1 pt outside the frame.
        let large = OcclusionTests.screenshot(.iPhoneSE, scale: 2, seed: 5)
        let crop = Bitmap(width: 68, height: 20, premultipliedBGRA: (0..<20).flatMap { y in Array(large.bytes[(y * large.stride)..<(y * large.stride + 68 * 4)]) })
        guard case .layer(var item) = list.operations[4] else { Issue.record("no second screen"); return }
        item.bounds = Rect(x: 0, y: 0, width: 34, height: 10)
        item.transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -2, ty: -1)
        item.content = .image(ImageContent(bitmap: crop, contentMode: .scaleToFill, scale: 2))
        list.operations[4] = .layer(item)
        let r = Rasterizer(scale: 2)
        let frame = try r.frame(list)
        guard let fade = frame.source as? FadeFrame else { Issue.record("not left to the encoder"); return }
        #expect(fade.fade.second.map { $0.origin.x == -4 && $0.origin.y == -2 } == true)
        let drawn = try r.render(list)
        var cairo = Rasterizer(scale: 2)
        cairo.fusesFades = false
        #expect(OcclusionTests().difference(drawn, try cairo.render(list)) == nil)
        #expect(OcclusionTests().difference(frame.pixels, drawn) == nil)
        for encoder in Self.encoders { #expect(same(encoder, frame, drawn), "\(encoder.options)") }
    }

    @Test("drawn whole when something after the fade reaches its rows, when the fade is turned off, and for a push")
    func drawnWhole() throws {
        let image = FadeTests.bitmap(width: 64, height: 18)
        var list = FadeTests().list(fill: .black, opacity: 0.5, image: image, then: (0.5, image))
        // A badge in the middle of the frame, over both screens.
        list.operations.append(.layer(LayerItem(transform: .identity, bounds: Rect(x: 10, y: 4, width: 5, height: 2), opacity: 1,
                                                backgroundColor: .systemRed, cornerRadius: 0, maskedCorners: .all, borderWidth: 0, borderColor: .clear,
                                                shadow: nil, content: .none)))
        let r = Rasterizer(scale: 2)
        let frame = try r.frame(list)
        #expect(fadeRows(frame) == nil)
        #expect(OcclusionTests().difference(frame.pixels, try r.render(list)) == nil)

        var off = Rasterizer(scale: 2)
        off.fusesFades = false
        let plain = FadeTests().list(fill: .black, opacity: 0.5, image: image, then: (0.5, image))
        #expect(fadeRows(try off.frame(plain)) == nil)
        #expect(fadeRows(try r.frame(plain)) != nil)

        let device = Device.iPhoneSE
        let a = OcclusionTests.screenshot(device, scale: 2, seed: 1), b = OcclusionTests.screenshot(device, scale: 2, seed: 2)
        let push = ScenarioRecorder.recordScreens(Scenario(name: "s", style: .push, isForward: true, device: device), first: a, last: b)
        let mid = Compositor.displayList(push, at: push.duration / 2)
        #expect(fadeRows(try r.frame(mid)) == nil)
    }

    @Test("the checks of a drawn frame: a canvas too large is refused the same way")
    func checks() {
        let image = FadeTests.bitmap(width: 64, height: 18)
        var list = FadeTests().list(fill: .black, opacity: 0.5, image: image, then: (0.5, image))
        list.size = Size(width: 1e6, height: 1e6)
        let r = Rasterizer(scale: 2)
        let refused = CairoError(subject: "a 2000000×2000000-pixel frame", status: "Cairo draws at most 32767 pixels a side", fix: "lower the scale")
        #expect(throws: refused) { try r.frame(list) }
        #expect(throws: refused) { try r.render(list) }
    }
}
