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
        #expect(TextLength.width(of: Self.label(lines: nil, preferred: 240), translated: true)
                == TextLength.width(of: Self.label(lines: nil), translated: true))
        // The English wraps at 240 pt: its frame is the room it has. A shorter translation that
        // wraps too takes its own unwrapped width (the constraints bound it), not 240 pt scaled
        // by the two texts' ratio.
        var shorter = Self.label()
        shorter.text = "Удалённые файлы хранятся 30 дней."
        let unwrapped = TextMetrics.width("Удалённые файлы хранятся 30 дней.", size: 17)
        #expect(abs((TextLength.width(of: shorter, translated: true) ?? 0) - unwrapped) < 0.01)
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

    /// A button laid out again at its intrinsic width keeps room for its title and its content:
    /// a configuration's title at 17 pt with 12 pt on either side (a plain "Open" is about 64 pt
    /// wide, more than its title), a legacy button's title at 15 pt with its content insets.
    @Test("a button's relaid width holds its title and its content insets")
    func aButtonsWidthHoldsItsInsets() throws {
        var configured = IB.ViewNode(element: .button, id: "B")
        configured.frame = Rect(x: 150, y: 409, width: 93, height: 34.333333333333336)
        configured.button = IB.ButtonContent(buttonType: .system, states: [.normal: IB.ButtonState(title: "Button")],
                                             configuration: IB.ButtonConfiguration(style: .plain, title: "Open"))
        let title = TextMetrics.width("Open", size: 17)
        let width = try #require(TextLength.relaidWidth(of: configured))
        #expect(width >= title + 24 && width < title + 26, "\(width) for a \(title) pt title")
        var legacy = IB.ViewNode(element: .button, id: "L")
        legacy.frame = Rect(x: 0, y: 0, width: 200, height: 30)
        var content = IB.ButtonContent(buttonType: .system, states: [.normal: IB.ButtonState(title: "Open")])
        content.contentEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        legacy.button = content
        let legacyWidth = try #require(TextLength.relaidWidth(of: legacy))
        #expect(abs(legacyWidth - (TextMetrics.width("Open", size: 15).rounded(.up) + 20)) < 0.01, "\(legacyWidth)")
    }
}
