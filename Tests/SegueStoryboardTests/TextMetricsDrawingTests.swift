import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender
@testable import SegueStoryboard

/// What layout measures (`TextMetrics`) is what Pango draws: the same face files and the same
/// tracking, so a label that layout lets fit is drawn whole. Kerning, which layout leaves out,
/// is the only difference: within 2 % (Cyrillic at display sizes kerns most, about 1.6 % narrower).
struct TextMetricsDrawingTests {
    static func drawnWidth(_ s: String, size: Double, weight: FontWeight) throws -> Double {
        var buffer = PixelBuffer(width: 1000, height: 100)
        var width = 0.0
        try withCairoContext(on: &buffer, scale: 1) { cr in
            try FontSet.system.withContext { context in
                let layout = LabelLayout(TextContent(s, fontSize: size, weight: weight), size: Size(width: 1000, height: 100), fonts: .system,
                                         warnings: nil, context: context, cr)
                width = layout.lines.first?.width ?? 0
            }
        }
        return width
    }

    static func drawnLineHeight(_ s: String, size: Double) throws -> Double {
        var buffer = PixelBuffer(width: 1000, height: 100)
        var height = 0.0
        try withCairoContext(on: &buffer, scale: 1) { cr in
            try FontSet.system.withContext { context in
                let layout = LabelLayout(TextContent(s, fontSize: size), size: Size(width: 1000, height: 100), fonts: .system,
                                         warnings: nil, context: context, cr)
                height = layout.lines.first?.height ?? 0
            }
        }
        return height
    }

    /// A line of Arabic is as tall as Pango sets it in its fallback face, taller than the system
    /// font's (a wrapped label sized for fewer shows a line less); Latin keeps the system font's.
    @Test(arguments: [13.0, 17, 34])
    func lineHeightsAreTheDrawnOnes(size: Double) throws {
        let arabic = "ملاحظات ميدانية", drawn = try Self.drawnLineHeight(arabic, size: size)
        let measured = TextMetrics.lineHeight(arabic, size: size)
        #expect(measured >= drawn && measured < drawn + 1, "\(size) pt: \(measured) for a line drawn \(drawn) tall")
        #expect(TextMetrics.lineHeight("Field Notes", size: size) == TextMetrics.lineHeight(size))
    }

    @Test(arguments: [FontWeight.regular, .semibold, .bold], [13.0, 17, 28, 34])
    func layoutMeasuresWhatIsDrawn(weight: FontWeight, size: Double) throws {
        for s in ["Settings", "Cancel", "Done", "Back", "Edit Profile", "Notifications", "0123456789", "Привет, как дела?",
                  "The quick brown fox jumps over the lazy dog."] {
            let measured = TextMetrics.width(s, size: size, weight: weight), drawn = try Self.drawnWidth(s, size: size, weight: weight)
            #expect(abs(measured - drawn) <= drawn * 0.02, "\(s) \(weight) \(size) pt: layout \(measured), drawn \(drawn)")
        }
    }

    /// Text the system font lacks, from its fallback faces: Arabic (Noto Sans Arabic UI, its
    /// letters joined) and Hebrew (DejaVu Sans). Measured as Pango sets it, so within the same 2 %.
    @Test(arguments: [FontWeight.regular, .semibold], [13.0, 17, 34])
    func layoutMeasuresWhatTheFallbacksDraw(weight: FontWeight, size: Double) throws {
        for s in ["حفظ", "إلغاء", "الأطلس", "المكان", "ملاحظات ميدانية", "درب التلال", "שמור", "הגדרות", "Save حفظ"] {
            let measured = TextMetrics.width(s, size: size, weight: weight), drawn = try Self.drawnWidth(s, size: size, weight: weight)
            #expect(abs(measured - drawn) <= drawn * 0.02, "\(s) \(weight) \(size) pt: layout \(measured), drawn \(drawn)")
        }
    }
}
