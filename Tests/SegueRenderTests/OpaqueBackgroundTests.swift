import CCairo
import SegueKit
import Testing

@testable import SegueRender

/// A frame with an opaque background starts as that background's word (`Rasterizer.painted`)
/// instead of zeros painted over: the bytes must be what Cairo's paint gives, for any colour.
@Suite("Opaque frame backgrounds")
struct OpaqueBackgroundTests {
    /// The way frames were drawn before: a transparent buffer, the background painted with Cairo.
    static func paintedByCairo(_ c: Color, width: Int, height: Int) throws -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        try withCairoContext(on: &buffer, scale: 1) { cr in
            setSource(cr, c)
            cairo_paint(cr)
        }
        return buffer
    }

    @Test("the same bytes as painting the background, for 300 colours and the edges of the range")
    func sameAsPaint() throws {
        var rng = SeededRandom(seed: 77)
        var colours: [Color] = [.black, .white, Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
                                Color(red: -0.2, green: 1.3, blue: 0.999_999, alpha: 1), Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1.5)]
        for _ in 0..<300 {
            colours.append(Color(red: Double.random(in: 0...1, using: &rng), green: Double.random(in: 0...1, using: &rng),
                                 blue: Double.random(in: 0...1, using: &rng), alpha: 1))
        }
        for c in colours {
            let frame = try Rasterizer(scale: 1).render(DisplayList(size: Size(width: 7, height: 3), background: c, operations: []))
            #expect(frame == (try Self.paintedByCairo(c, width: 7, height: 3)), "\(c)")
        }
    }

    @Test("a translucent background is still painted over transparent pixels")
    func translucent() throws {
        let c = Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.4)
        let frame = try Rasterizer(scale: 1).render(DisplayList(size: Size(width: 4, height: 4), background: c, operations: []))
        #expect(frame == (try Self.paintedByCairo(c, width: 4, height: 4)))
        #expect(frame.pixel(x: 2, y: 2).w == 102)
    }
}
