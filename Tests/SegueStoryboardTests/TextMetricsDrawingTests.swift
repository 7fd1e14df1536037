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

    @Test(arguments: [FontWeight.regular, .semibold, .bold], [13.0, 17, 28, 34])
    func layoutMeasuresWhatIsDrawn(weight: FontWeight, size: Double) throws {
        for s in ["Settings", "Cancel", "Done", "Back", "Edit Profile", "Notifications", "0123456789", "Привет, как дела?",
                  "The quick brown fox jumps over the lazy dog."] {
            let measured = TextMetrics.width(s, size: size, weight: weight), drawn = try Self.drawnWidth(s, size: size, weight: weight)
            #expect(abs(measured - drawn) <= drawn * 0.02, "\(s) \(weight) \(size) pt: layout \(measured), drawn \(drawn)")
        }
    }
}
