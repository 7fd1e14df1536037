import Testing
@testable import SegueKit
@testable import SegueRender

/// Display-list items Cairo or FreeType cannot draw are decided before they see them: flattened
/// ones draw nothing, impossible ones are one clear error, and nothing leaves Cairo or the shared
/// font face in an error state.
struct RasterizerCheckTests {
    static let canvas = Size(width: 20, height: 20)
    static let red = Color(red: 1, green: 0, blue: 0)

    func layer(_ t: AffineTransform = .identity, bounds: Rect = Rect(x: 0, y: 0, width: 10, height: 10), color: Color = .white,
               shadow: Shadow? = nil, content: ViewContent = .none) -> DisplayOperation {
        .layer(LayerItem(transform: t, bounds: bounds, opacity: 1, backgroundColor: color, cornerRadius: 0, maskedCorners: .all,
                         borderWidth: 0, borderColor: .white, shadow: shadow, content: content))
    }

    func render(_ ops: [DisplayOperation], size: Size = canvas) throws -> PixelBuffer {
        try Rasterizer(scale: 1).render(DisplayList(size: size, background: .black, operations: ops))
    }

    func expectError(_ ops: [DisplayOperation], _ message: String) {
        do {
            _ = try render(ops)
            Issue.record("drew it")
        } catch {
            #expect("\(error)" == message)
        }
    }

    static let flat = AffineTransform(scaleX: 0, y: 1)

    @Test("a layer flattened to nothing (scale 0, as a zoom starts) is skipped; the rest of the frame is drawn")
    func flattenedLayer() throws {
        for t in [Self.flat, AffineTransform(scaleX: 1e-200, y: 1e-200)] {
            let b = try render([layer(t), layer(AffineTransform(translationX: 10, y: 10), color: Self.red)])
            #expect(b.pixel(x: 5, y: 5) == SIMD4(0, 0, 0, 255))
            #expect(b.pixel(x: 15, y: 15) == SIMD4(0, 0, 255, 255))
        }
    }

    @Test("a clip flattened to nothing clips everything inside it, and only that")
    func flattenedClip() throws {
        let clip = Clip(transform: Self.flat, rect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, maskedCorners: .all)
        let b = try render([.pushClip(clip), layer(), .popClip, layer(AffineTransform(translationX: 10, y: 10), color: Self.red)])
        #expect(b.pixel(x: 5, y: 5) == SIMD4(0, 0, 0, 255))
        #expect(b.pixel(x: 15, y: 15) == SIMD4(0, 0, 255, 255))
    }

    @Test("an image or ellipse with an empty size draws nothing instead of failing")
    func emptyImageAndEllipse() throws {
        let bitmap = Bitmap(width: 2, height: 2, premultipliedBGRA: [UInt8](repeating: 255, count: 16))
        let empty = Rect(x: 0, y: 0, width: 0, height: 10)
        let shape = ShapeContent(elements: [.ellipse(Rect(x: 0, y: 0, width: 1, height: 1))], fill: .white, stroke: nil, lineWidth: 1)
        let b = try render([layer(bounds: empty, color: .clear, content: .image(ImageContent(bitmap: bitmap))),
                            layer(bounds: empty, color: .clear, content: .shape(shape))])
        #expect(b.pixel(x: 0, y: 5) == SIMD4(0, 0, 0, 255))
    }

    @Test("a transform or bounds that is not finite is an error naming the layer")
    func notFinite() {
        let fix = "the display list holds a value no transition should make: please report the command that made it"
        expectError([layer(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), content: .text(TextContent("Hello")))],
                    "cannot draw a text layer (\"Hello\"): its geometry is not finite (transform [nan, 0.0, 0.0, 1.0, 0.0, 0.0], "
                        + "bounds \(Rect(x: 0, y: 0, width: 10, height: 10))); \(fix)")
        expectError([layer(AffineTransform(translationX: .infinity, y: 0))],
                    "cannot draw a layer: its geometry is not finite (transform [1.0, 0.0, 0.0, 1.0, inf, 0.0], "
                        + "bounds \(Rect(x: 0, y: 0, width: 10, height: 10))); \(fix)")
        expectError([layer(shadow: Shadow(color: .black, offset: Size(width: 0, height: 3), radius: 1e300))],
                    "cannot draw a layer: its shadow (radius 1e+300 pt, offset \(Size(width: 0, height: 3))) is not finite or over 2000 pixels; \(fix)")
    }

    @Test("text too large for FreeType is refused before it reaches it, and later text still draws")
    func hugeText() throws {
        expectError([layer(color: .clear, content: .text(TextContent("Hello", fontSize: 1e6)))],
                    "cannot draw a text layer (\"Hello\"): its glyphs would be 1000000 pixels tall (1000000.0 pt, scaled 1.0× at 1.0×), "
                        + "more than FreeType's 65535; use a smaller font size or scale")
        expectError([layer(AffineTransform(scaleX: 4000, y: 1), color: .clear, content: .text(TextContent("Hi", fontSize: 17)))],
                    "cannot draw a text layer (\"Hi\"): its glyphs would be 68000 pixels tall (17.0 pt, scaled 4000.0× at 1.0×), "
                        + "more than FreeType's 65535; use a smaller font size or scale")
        // The shared font face was never put in an error state.
        let b = try render([layer(bounds: Rect(x: 0, y: 0, width: 20, height: 20), color: .clear,
                                  content: .text(TextContent("H", fontSize: 20, color: .white)))])
        #expect((0..<20).contains { x in (0..<20).contains { y in b.pixel(x: x, y: y).x > 0 } })
    }

    @Test("a frame larger than Cairo's surfaces is refused before its pixels are allocated")
    func hugeCanvas() {
        #expect(throws: CairoError(subject: "a 40000×2-pixel frame", status: "Cairo draws at most 32767 pixels a side", fix: "lower the scale")) {
            try render([], size: Size(width: 40000, height: 2))
        }
    }
}
