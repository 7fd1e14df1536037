import Foundation
import SegueKit
import Testing
@testable import SegueRender

/// What a vector image may make librsvg compute or Poppler allocate is checked on its bytes before
/// either sees them (`SVGCheck`, `PDFCheck`): hostile files are refused with a reason, the same
/// files with sane values are drawn.
struct VectorCheckTests {
    static func svg(_ filter: String) -> [UInt8] {
        Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><defs><filter id="f">\(filter)</filter></defs>\
            <rect width="8" height="8" fill="red" filter="url(#f)"/></svg>
            """.utf8)
    }

    @Test("absurd filter parameters are refused before librsvg runs; sane ones are drawn", arguments: [
        (#"<feTurbulence baseFrequency="0.1" numOctaves="100000"/>"#, "numOctaves"),
        (#"<feTurbulence baseFrequency="0.1" numOctaves = '25'/>"#, "numOctaves"),
        (#"<feMorphology operator="dilate" radius="3 500"/>"#, "radius"),
        (#"<feConvolveMatrix order="40" kernelMatrix="1"/>"#, "order"),
        (#"<feTurbulence numOctaves="&n;"/>"#, "entity"),
        (String(repeating: #"<feOffset dx="1"/>"#, count: 300), "300 filter primitives"),
    ])
    func hostileSVG(filter: String, reason: String) throws {
        #expect { try VectorImage(Self.svg(filter), format: .svg, file: "f.svg") } throws: { error in
            (error as? VectorImageError)?.reason.contains(reason) == true && !"\(error)".contains("\n")
        }
    }

    @Test("sane filters, and files without any, are drawn")
    func saneSVG() throws {
        for filter in [#"<feTurbulence baseFrequency="0.1" numOctaves="4"/>"#, #"<feMorphology radius="2"/>"#,
                       #"<feConvolveMatrix order="3" kernelMatrix="0 0 0 0 1 0 0 0 0"/>"#, #"<feGaussianBlur stdDeviation="1"/>"#] {
            let image = try VectorImage(Self.svg(filter), format: .svg, file: "f.svg")
            #expect(try image.render(width: 8, height: 8).width == 8)
        }
        // Attributes that only end in a limited name are not it.
        #expect(SVGCheck.default.problem(Array(#"<svg xnumOctaves="99" data-radius="999"/>"#.utf8)) == nil)
    }

    @Test("a gzipped or UTF-16 SVG is refused: it could not be checked")
    func uncheckableSVG() {
        #expect(SVGCheck.default.problem([0x1F, 0x8B, 8, 0]) != nil)
        #expect(SVGCheck.default.problem([0xFF, 0xFE, 0x3C, 0x00]) != nil)
    }

    // MARK: PDF

    /// A one-page PDF, 20 × 20 pt, drawing `content` with `resources`, and `extra` objects (6 on).
    static func pdf(_ content: [UInt8], contentDictionary: String = "", resources: String = "", extra: [[UInt8]] = [],
                    trailer: String = "") -> [UInt8] {
        let objects: [[UInt8]] = [
            Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
            Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
            Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 20] /Contents 4 0 R /Resources << \(resources) >> >>".utf8),
            stream(content, contentDictionary),
            Array("<< >>".utf8),
        ] + extra
        var out = Array("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (i, body) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(i + 1) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        let xref = out.count
        out += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for o in offsets { out += Array(String(format: "%010d 00000 n \n", o).utf8) }
        out += Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R \(trailer)>>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }

    static func stream(_ data: [UInt8], _ dictionary: String = "") -> [UInt8] {
        Array("<< /Length \(data.count) \(dictionary) >>\nstream\n".utf8) + data + Array("\nendstream".utf8)
    }

    static func flate(_ data: [UInt8]) -> [UInt8] { data.withUnsafeBytes { LibDeflate.zlibStream($0, level: 6) } }

    /// An image XObject (object 6) of `width × height` declared, with `data` and `filter`.
    static func imagePDF(width: String, height: String, data: [UInt8], filter: String = "") -> [UInt8] {
        pdf(Array("q 20 0 0 20 0 0 cm /Im1 Do Q".utf8), resources: "/XObject << /Im1 6 0 R >>",
            extra: [stream(data, "/Type /XObject /Subtype /Image /Width \(width) /Height \(height) /ColorSpace /DeviceGray /BitsPerComponent 8 \(filter)")])
    }

    /// The smallest JPEG header that declares `width × height` (SOI, then SOF0).
    static func jpegHeader(width: Int, height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 0x01, 0x01, 0x11, 0x00]
    }

    @Test("an embedded image past the image limits is refused before Poppler decodes it")
    func hostilePDF() throws {
        let gray = [UInt8](repeating: 128, count: 100)
        let small = Self.imagePDF(width: "10", height: "10", data: gray)
        #expect(PDFCheck().problem(small) == nil)
        #expect(try VectorImage(small, format: .pdf, file: "ok.pdf").render(width: 20, height: 20).width == 20)
        let cases: [([UInt8], String)] = [
            (Self.imagePDF(width: "30000", height: "30000", data: gray), "30000×30000"),
            (Self.imagePDF(width: "8000", height: "9000", data: gray), "8000×9000"),
            (Self.imagePDF(width: "7 0 R", height: "10", data: gray), "not written as numbers"),
            (Self.imagePDF(width: "10", height: "10", data: Self.jpegHeader(width: 30000, height: 20000), filter: "/Filter /DCTDecode"),
             "JPEG image of 30000×20000"),
            (Self.imagePDF(width: "10", height: "10", data: gray, filter: "/DecodeParms << /Predictor 15 /Columns 1000000000 >>"), "/Columns"),
            (Self.pdf(Self.flate(Array("BI /W 30000 /H 30000 /BPC 8 /CS /G ID x EI".utf8)), contentDictionary: "/Filter /FlateDecode"),
             "inline image of 30000×30000"),
            (Self.pdf(Array("0 0 m".utf8), trailer: "/Encrypt 5 0 R "), "encrypted"),
        ]
        for (bytes, reason) in cases {
            #expect((PDFCheck().problem(bytes) ?? "").contains(reason), "\(reason): \(PDFCheck().problem(bytes) ?? "nil")")
            #expect(throws: VectorImageError.self) { try VectorImage(bytes, format: .pdf, file: "hostile.pdf") }
        }
    }

    @Test("content that inflates past the budget, or that the check cannot undo, is refused")
    func uncheckablePDF() {
        var check = PDFCheck()
        check.maxInflatedBytes = 1000
        let big = Self.pdf(Self.flate([UInt8](repeating: 0x20, count: 5000)), contentDictionary: "/Filter /FlateDecode")
        #expect(PDFCheck().problem(big) == nil)
        #expect(check.problem(big)?.contains("inflates to more than") == true)
        let lzw = Self.pdf(Array("garbage".utf8), contentDictionary: "/Filter /LZWDecode")
        #expect(PDFCheck().problem(lzw)?.contains("/LZWDecode") == true)
    }
}
