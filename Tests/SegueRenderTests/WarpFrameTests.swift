import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender
@testable import SegueScreens

/// A flip's or a curl's frame left for the encoder to read (`FlipFrame`: rows drawn a band at a
/// time; `CurlFrame`: flat rows read from its page): its pixels must be the drawn frame's, and
/// every encoder must write the same file from it as from the drawn frame.
@MainActor
struct WarpFrameTests {
    func frames(_ style: TransitionStyle, forward: Bool) -> [DisplayList] {
        let device = Device.iPhoneSE
        let a = OcclusionTests.screenshot(device, scale: 2, seed: 1), b = OcclusionTests.screenshot(device, scale: 2, seed: 2)
        let rec = ScenarioRecorder.recordScreens(Scenario(name: "s", style: style, isForward: forward, device: device), first: a, last: b)
        return stride(from: 0.0, through: 1.0, by: 0.125).map { Compositor.displayList(rec, at: $0 * rec.duration) }
    }

    func isWarp(_ frame: RenderedFrame) -> Bool {
        frame.source is FlipFrame || frame.source is CurlFrame
    }

    /// The rows `FilteredRows` gives for `frame` and for `drawn`, taken in the order `ys`.
    func sameRows(_ frame: RenderedFrame, _ drawn: PixelBuffer, order ys: [Int]) -> Bool {
        for opaque in [true, false] {
            let a = FilteredRows(frame.source, opaque: opaque, predictor: .paethOrUp), b = FilteredRows(drawn, opaque: opaque, predictor: .paethOrUp)
            for y in ys where Array(UnsafeBufferPointer(start: a.filtered(y), count: a.rowBytes))
                != Array(UnsafeBufferPointer(start: b.filtered(y), count: b.rowBytes)) { return false }
        }
        return true
    }

    @Test("flips and curls between screenshots: rows made for the encoder, the drawn frame's pixels, rows and files",
          arguments: [TransitionStyle.flipHorizontal, .partialCurl], [true, false])
    func screenshotTransitions(style: TransitionStyle, forward: Bool) throws {
        let r = Rasterizer(scale: 2)
        var left = 0, pageRead = 0, underRead = 0
        for list in frames(style, forward: forward) {
            let frame = try r.frame(list), drawn = try Rasterizer(scale: 2).render(list)
            if isWarp(frame) { left += 1 }
            if let curl = frame.source as? CurlFrame {
                if curl.pageRows > 0 { pageRead += 1 }
                if curl.underFrom < frame.height { underRead += 1 }
            }
            #expect(OcclusionTests().difference(frame.pixels, drawn) == nil, "\(style)")
            for encoder in RenderedFrameTests.encoders { #expect(RenderedFrameTests().same(encoder, frame, drawn), "\(style) \(encoder.options)") }
            #expect(RenderedFrameTests().sameRows(frame, drawn))
            // Out of order: the bands are drawn again from wherever a row is asked for.
            let h = frame.height
            #expect(sameRows(frame, drawn, order: [h / 2, 3, h - 1, 100, 99, 0, 33, 32, 64, h / 2 + 1]))
        }
        #expect(left >= 7, "\(style): every frame but perhaps the first and the last, \(left) of 9")
        // A curl's rows above the fold are read from the page itself in most frames.
        #expect(style != .partialCurl || pageRead >= 4, "\(pageRead) curl frames with rows read from the page")
        #expect(style != .partialCurl || underRead >= 2, "\(underRead) curl frames with rows read from the screenshot under the page")
    }

    @Test("drawn whole: something over the flip or the curl, warps not drawn in place, a push")
    func drawnWhole() throws {
        let badge = DisplayOperation.layer(LayerItem(transform: .identity, bounds: Rect(x: 10, y: 200, width: 5, height: 2), opacity: 1,
                                                     backgroundColor: .systemRed, cornerRadius: 0, maskedCorners: .all, borderWidth: 0,
                                                     borderColor: .clear, shadow: nil, content: .none))
        for style in [TransitionStyle.flipHorizontal, .partialCurl] {
            let mid = frames(style, forward: true)[4]
            let r = Rasterizer(scale: 2)
            #expect(isWarp(try r.frame(mid)), "\(style)")
            var covered = mid
            covered.operations.append(badge)
            let frame = try r.frame(covered)
            #expect(!isWarp(frame), "\(style) with a badge")
            #expect(OcclusionTests().difference(frame.pixels, try r.render(covered)) == nil)
            var off = Rasterizer(scale: 2)
            off.drawsWarpsInPlace = false
            #expect(!isWarp(try off.frame(mid)), "\(style), warps not drawn in place")
        }
        #expect(!isWarp(try Rasterizer(scale: 2).frame(frames(.push, forward: true)[4])))
    }

    @Test("the face or page drawn flat, not read in place: the same rows")
    func drawnFlat() throws {
        var r = Rasterizer(scale: 2)
        r.readsScreensInPlace = false
        for style in [TransitionStyle.flipHorizontal, .partialCurl] {
            let mid = frames(style, forward: false)[3]
            let frame = try r.frame(mid)
            #expect(isWarp(frame), "\(style)")
            #expect(OcclusionTests().difference(frame.pixels, try Rasterizer(scale: 2).render(mid)) == nil, "\(style)")
        }
    }
}
