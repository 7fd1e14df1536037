import CPango
import Testing
@testable import SegueKit
@testable import SegueRender

/// The faces that draw what the system font's stand-in (Inter) lacks, as Pango picks them from
/// the private configuration: Arabic from Noto Sans Arabic UI (standing in for SF Arabic), in its
/// bold for semibold text; Hebrew from DejaVu Sans; Latin stays Inter's.
struct FallbackFaceTests {
    /// The family and weight of the face Pango sets the first run of `s` in, as the system font of
    /// 17 points at `weight` is set.
    static func face(of s: String, weight: FontWeight = .regular) throws -> (family: String, weight: Int)? {
        try FontSet.system.withContext { context in
            let layout = pango_layout_new(context.context)!
            defer { segue_g_object_unref(UnsafeMutableRawPointer(layout)) }
            let text = TextContent(s, fontSize: 17, weight: weight)
            let description = TextFont(text, fonts: .system, warnings: nil).description(for: text)
            defer { pango_font_description_free(description) }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, s, Int32(s.utf8.count))
            guard let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs,
                  let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let font = run.pointee.item.pointee.analysis.font else { return nil }
            let described = pango_font_describe(font)!
            defer { pango_font_description_free(described) }
            return (String(cString: pango_font_description_get_family(described)), Int(pango_font_description_get_weight(described).rawValue))
        }
    }

    @Test func arabicIsDrawnInNotoSansArabicUI() throws {
        let regular = try #require(try Self.face(of: "ملاحظات ميدانية"))
        #expect(regular.family == "Noto Sans Arabic UI" && regular.weight == 400, "\(regular)")
        let semibold = try #require(try Self.face(of: "حفظ", weight: .semibold))
        #expect(semibold.family == "Noto Sans Arabic UI" && semibold.weight == 700, "\(semibold)")
        #expect(FontLibrary.shared.files.contains { $0.hasSuffix("/NotoSansArabicUI-Regular.ttf") })
    }

    @Test func hebrewIsDrawnInDejaVuSansAndLatinInInter() throws {
        #expect(try Self.face(of: "הגדרות")?.family == "DejaVu Sans")
        #expect(try Self.face(of: "Settings")?.family == "Inter")
    }
}
