import CCairo
import Testing
@testable import SegueKit
@testable import SegueRender

/// Chinese, Japanese and Korean in the system font are set at the system font's line height, as
/// UIKit sets them: Interface Builder sizes a label of two lines of Japanese 17 pt text 40.67 pt
/// tall, as it does one of English. The fallback face's own lines are a quarter taller, so the
/// second line did not fit and a wrapping label showed one.
struct CJKLineHeightTests {
    static func lines(_ s: String, width: Double, height: Double) throws -> [LabelLayout.Line] {
        var buffer = PixelBuffer(width: Int(width * 2) + 2, height: Int(height * 2) + 2)
        var out: [LabelLayout.Line] = []
        let text = TextContent(s, fontSize: 17, color: .black, numberOfLines: 0)
        try withCairoContext(on: &buffer, scale: 2) { cr in
            try FontSet.system.withContext { context in
                out = LabelLayout(text, size: Size(width: width, height: height), fonts: .system, warnings: nil, context: context, cr).lines
            }
        }
        return out
    }

    @Test("two lines of Japanese fit the height of two lines of English",
          arguments: ["アカウントをお持ちでない場合は、新しいアカウントを作成してください。", "如果您没有帐户，请创建一个新帐户以继续使用此应用程序。"])
    func twoLinesFit(_ text: String) throws {
        let english = try Self.lines("If you have no account yet, create a new one to go on using this app today.", width: 361, height: 40.67)
        let lines = try Self.lines(text, width: 361, height: 40.67)
        #expect(english.count == 2)
        #expect(lines.count == 2)
        let spacing = try #require(lines.last).top - (try #require(lines.first)).top
        let englishSpacing = try #require(english.last).top - (try #require(english.first)).top
        #expect(abs(spacing - englishSpacing) < 0.5, "\(spacing) against \(englishSpacing)")
    }
}
