import SegueKit
import Testing

@testable import SegueStoryboard

/// A multi-line label's intrinsic size for a translation: wrapped at its
/// `preferredMaxLayoutWidth` when it has one, else at its laid-out width. The English text takes
/// two lines at 240 pt, the Russian four at 240 and three at 353 (`TextMetrics`, 17 pt).
struct TextLengthTests {
    static let english = "Files you delete stay in Recently Deleted for 30 days."
    static let russian = "Удалённые файлы хранятся в папке «Недавно удалённые» 30 дней, затем удаляются навсегда."

    static func label(lines: Int? = 0, preferred: Double? = nil) -> IB.ViewNode {
        var n = IB.ViewNode(element: .label, id: "L")
        n.frame = Rect(x: 20, y: 0, width: 240, height: 40.666666666666657)
        n.text = russian
        n.developmentText = english
        n.numberOfLines = lines
        n.preferredMaxLayoutWidth = preferred
        n.font = IB.Font(family: .system, pointSize: 17)
        return n
    }

    @Test("the premise: how many lines each text takes at 240 and 353 pt")
    func premise() {
        #expect(TextMetrics.lineCount(Self.english, size: 17, width: 240) == 2)
        #expect(TextMetrics.lineCount(Self.russian, size: 17, width: 240) == 4)
        #expect(TextMetrics.lineCount(Self.russian, size: 17, width: 353) == 3)
    }

    @Test("width: no wider than the preferredMaxLayoutWidth of a multi-line label; a label of one line ignores it")
    func width() throws {
        #expect(TextLength.width(of: Self.label(preferred: 240), translated: true) == 240)
        #expect(TextLength.width(of: Self.label(preferred: 240), translated: false) == 240)
        let free = try #require(TextLength.width(of: Self.label(), translated: true))
        #expect(free > 400, "\(free)")
        #expect(TextLength.width(of: Self.label(lines: nil, preferred: 240), translated: true) == free)
    }

    @Test("height: lines counted at the preferredMaxLayoutWidth whatever the laid-out width; without it, at the laid-out width")
    func height() {
        let line = TextMetrics.lineHeight(17)
        #expect(TextLength.height(of: Self.label(preferred: 240), translated: true, width: 353) == 40.666666666666657 + 2 * line)
        #expect(TextLength.height(of: Self.label(), translated: true, width: 353) == 40.666666666666657 + line)
        #expect(TextLength.height(of: Self.label(), translated: true, width: 240) == 40.666666666666657 + 2 * line)
        #expect(TextLength.height(of: Self.label(lines: 3, preferred: 240), translated: true, width: 240) == 40.666666666666657 + line)
        #expect(TextLength.height(of: Self.label(preferred: 240), translated: false, width: 353) == 40.666666666666657)
    }
}
