import Testing
@testable import SegueRender

/// `PreviewTap`: a preview frame averaged from the rows an encoder reads is the one
/// `Downscale.straightArea` makes of the whole frame, however the rows are read.
struct PreviewTapTests {
    /// A 3x frame's worth of rows at a small width: mostly opaque, some translucent.
    static let frame: PixelBuffer = {
        var b = DownscaleTests.noise(width: 63, height: 48, seed: 7)
        for y in 0..<48 { for x in 0..<63 where (x / 9 + y / 6) % 3 != 0 { b.bytes[(y * 63 + x) * 4 + 3] = 255 } }
        return b
    }()

    static func expected() -> RGBAImage { Downscale.straightArea(frame, width: 21, height: 16) }

    static func tapped(reading rows: [Int]) throws -> RGBAImage {
        let tap = try #require(PreviewTap(frame, width: 21, height: 16))
        let source = TappedRows(frame: frame, tap: tap)
        for y in rows { source.withRow(y) { _ in } }
        return tap.finish()
    }

    @Test("every row read once, in order: each output row averaged as its rows came")
    func inOrder() throws {
        #expect(try Self.tapped(reading: Array(0..<48)) == Self.expected())
    }

    @Test("rows read twice, out of order, or not at all (a cached band): the rest averaged at the end")
    func outOfOrder() throws {
        #expect(try Self.tapped(reading: []) == Self.expected())
        #expect(try Self.tapped(reading: Array(0..<48) + Array(0..<48)) == Self.expected(), "an opaque attempt dropped, read again")
        #expect(try Self.tapped(reading: Array(0..<20) + Array(30..<48)) == Self.expected(), "a band skipped")
        #expect(try Self.tapped(reading: Array((0..<48).reversed())) == Self.expected())
        #expect(try Self.tapped(reading: [1, 2, 4, 5, 0, 3]) == Self.expected())
    }

    @Test("only a whole fraction of the frame is tapped; the encoder still reads the frame's own rows")
    func wholeFractionsOnly() throws {
        #expect(PreviewTap(Self.frame, width: 32, height: 24) == nil, "63 × 48 to 32 × 24 is not a whole factor")
        #expect(PreviewTap(Self.frame, width: 21, height: 24) == nil, "nor are two different factors")
        let tap = try #require(PreviewTap(Self.frame, width: 21, height: 16))
        let tapped = TappedRows(frame: Self.frame, tap: tap)
        #expect(PNGEncoder(options: .init(compression: .fast)).encode(rows: tapped) == PNGEncoder(options: .init(compression: .fast)).encode(Self.frame))
        #expect(tap.finish() == Self.expected())
    }
}
