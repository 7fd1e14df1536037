import Foundation
import SegueKit
import Testing
@testable import SegueRender

/// `VectorImage`: SVG through librsvg and PDF through Poppler, drawn at any pixel size, sharp;
/// what they cannot read is an error naming the file, never a crash; the same bytes from any
/// thread.
struct VectorImageTests {
    /// Red left half, blue right half, 20 × 20 CSS pixels.
    static let halves = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 10 10">\
        <rect width="5" height="10" fill="#FF0000"/><rect x="5" width="5" height="10" fill="#0000FF"/></svg>
        """.utf8)
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let page = root + "/Tests/SegueCLITests/Fixtures/VectorApp/VectorApp/Assets.xcassets/Page.imageset/page.pdf"

    static func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    @Test("an SVG's size and its pixels at several sizes: the edge between its halves is exact at every size", arguments: [10, 30, 60, 300])
    func svgAtSizes(side: Int) throws {
        let svg = try VectorImage(Self.halves, format: .svg, file: "halves.svg")
        #expect(svg.size == Size(width: 20, height: 20))
        let image = try svg.render(width: side, height: side)
        #expect(image.width == side && image.height == side)
        for y in [0, side / 2, side - 1] {
            #expect(Self.rgba(image, side / 2 - 1, y) == [255, 0, 0, 255], "\(Self.rgba(image, side / 2 - 1, y))")
            #expect(Self.rgba(image, side / 2, y) == [0, 0, 255, 255], "\(Self.rgba(image, side / 2, y))")
        }
    }

    @Test("a PDF's first page: its media box is the size, drawn transparent where it does not paint")
    func pdf() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.page)))
        let pdf = try VectorImage(bytes, format: .pdf, file: "page.pdf")
        #expect(pdf.size == Size(width: 20, height: 20))
        let image = try pdf.render(width: 60, height: 60)
        #expect(Self.rgba(image, 30, 29) == [0, 255, 0, 255] && Self.rgba(image, 30, 30) == [255, 0, 255, 255])
        // A wider page than the picture: stretched, as scale-to-fill asks.
        let wide = try pdf.render(width: 90, height: 30)
        #expect(Self.rgba(wide, 89, 14) == [0, 255, 0, 255] && Self.rgba(wide, 0, 15) == [255, 0, 255, 255])
        // An SVG that paints half its box leaves the rest transparent.
        let half = try VectorImage(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="1" height="2"/></svg>"#.utf8),
                                   format: .svg, file: "half.svg")
        #expect(Self.rgba(try half.render(width: 4, height: 4), 3, 0)[3] == 0)
    }

    @Test("what cannot be read is an error naming the file and saying why", arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect", VectorImage.Format.svg, "cannot be read as SVG"),
        ("not xml at all", .svg, "cannot be read as SVG"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", .svg, "no size"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"10\"/>", .svg, "cannot be drawn"),
        ("", .pdf, "is not a PDF file"),
        ("GIF89a", .pdf, "is not a PDF file"),
        ("%PDF-1.4\n", .pdf, "cannot be read as PDF"),
    ])
    func unreadable(text: String, format: VectorImage.Format, reason: String) {
        let e = #expect(throws: VectorImageError.self) { try VectorImage(Array(text.utf8), format: format, file: "bad.\(format.rawValue)") }
        #expect(e?.file == "bad.\(format.rawValue)" && e?.reason.contains(reason) == true, "\(String(describing: e))")
        #expect(e?.reason.hasSuffix("\n") == false)
    }

    @Test("a pixel size out of range is refused before anything is allocated", arguments: [(0, 10), (10, -1), (40_000, 10)])
    func badPixelSize(width: Int, height: Int) throws {
        let svg = try VectorImage(Self.halves, format: .svg, file: "halves.svg")
        #expect(throws: VectorImageError.self) { try svg.render(width: width, height: height) }
    }

    @Test("the format of a file by its extension")
    func format() {
        #expect(VectorImage.Format(path: "a/b/Icon.SVG") == .svg)
        #expect(VectorImage.Format(path: "x.pdf") == .pdf)
        #expect(VectorImage.Format(path: "x.png") == nil && VectorImage.Format(path: "dir.svg/file") == nil && VectorImage.Format(path: "pdf") == nil)
    }

    @Test("the same bytes drawn on eight threads at once as on one, text included")
    func threads() async throws {
        let svg = Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#FFCC00"/>\
            <text x="4" y="30" font-family="sans-serif" font-size="24" fill="#000">Segue</text></svg>
            """.utf8)
        let pdfBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.page)))
        func draw() throws -> [[UInt8]] {
            [try VectorImage(svg, format: .svg, file: "t.svg").render(width: 360, height: 120).pixels,
             try VectorImage(pdfBytes, format: .pdf, file: "p.pdf").render(width: 77, height: 77).pixels]
        }
        let serial = try draw()
        // The text is drawn: dark pixels on the yellow.
        #expect(stride(from: 0, to: serial[0].count, by: 4).contains { serial[0][$0] < 60 && serial[0][$0 + 1] < 60 })
        let parallel = try await withThrowingTaskGroup(of: [[UInt8]].self) { group in
            for _ in 0..<8 { group.addTask { try draw() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(parallel.count == 8 && parallel.allSatisfy { $0 == serial })
    }
}
