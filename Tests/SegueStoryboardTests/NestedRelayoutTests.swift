import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A translation laid out again through more than one level, in the recorded push of RelayoutApp
/// (Tests/SegueCLITests/Fixtures/RelayoutApp, `showAccount`: Sign In → Account, 393 × 852).
///
/// Account, as stored for the English text: a white card (20, 169.33, 174 × 86.33) whose width and
/// height its content decides, holding a bold title (16 pt in, 12 from the top, its trailing edge
/// the card's less 16) and a grey row 8 below it (16 in, 12 from the bottom, its trailing edge at
/// most the card's less 16) around a label of `numberOfLines` 0 (8 in on every side, 126 × 18); a
/// red 24 pt badge 8 after the card, centred on it, its trailing edge at least 20 from the safe
/// area's; a label of `preferredMaxLayoutWidth` 240 (240 × 40.67, two lines) 16 below the card;
/// and a horizontal `fillEqually` stack of two buttons 12 apart (49.33 × 34 each) 24 below that,
/// its trailing edge at least 20 from the safe area's. Expected frames follow from these
/// constraints by hand; text widths come from `TextMetrics`, line heights are its 18 pt (15 pt
/// text) and 21 pt (17 pt).
@MainActor
struct NestedRelayoutTests {
    static let storyboard = RelayoutTests.storyboard

    /// The push recorded in `locale`: the views' frames (in their superviews' bounds) at its
    /// first and its last step, by id.
    static func recorded(_ locale: String?) throws -> (doc: IB.Document, first: [String: Rect], last: [String: Rect]) {
        let doc = try IB.Document.read(contentsOf: storyboard, locale: locale)
        let segue = try #require(doc.segues.first { $0.identifier == "showAccount" })
        let steps = try SegueRecorder.record(segue, in: doc, options: StoryboardBuildOptions()).recording.steps
        return (doc, frames(try #require(steps.first).scene), frames(try #require(steps.last).scene))
    }

    static func frames(_ scene: SceneSnapshot) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for layer in scene.layers {
            guard let id = layer.identifier, out[id] == nil else { continue }
            let p = layer.properties
            out[id] = Rect(x: p.center.x - p.bounds.width * p.anchorPoint.x, y: p.center.y - p.bounds.height * p.anchorPoint.y,
                           width: p.bounds.width, height: p.bounds.height)
        }
        return out
    }

    /// Whether `a` is `b` to a hundredth of a point.
    static func near(_ a: Rect?, _ b: Rect) -> Bool { RelayoutTests.close(a, b) }

    @Test("English: every view below both scenes' root views keeps the frame Interface Builder stored, to the last bit")
    func englishKeepsStoredFrames() throws {
        let (doc, first, last) = try Self.recorded(nil)
        for (controller, shown) in [("SGN-RL-001", first), ("DTL-RL-001", last)] {
            let root = try #require(doc.controller(withID: controller)?.view)
            let nodes = root.allNodes().dropFirst().filter { $0.id != nil && $0.frame != nil }
            #expect(nodes.count >= 6)
            for n in nodes {
                let f = try #require(shown[n.id!], "\(n.id!) not shown")
                #expect([f.minX - n.frame!.minX, f.minY - n.frame!.minY, f.width - n.frame!.width, f.height - n.frame!.height]
                    .allSatisfy { abs($0) < 1e-9 }, "\(n.id!): \(f) stored \(n.frame!)")
            }
        }
    }

    @Test("Russian: the card grows with its nested label until the badge meets its bound; the label wraps, row and card grow taller")
    func russianCard() throws {
        let f = try Self.recorded("ru").last
        // The usage label would need 126 × 363.7 / 126.0 pt: the badge's bound (393 − 20 − 24 − 8)
        // holds the card to 321, the row to 321 − 32, the label to 289 − 16, where it takes a line more.
        #expect(Self.near(f["VW-RL-STORAGE"], Rect(x: 20, y: 169.33333333333334, width: 321, height: 86.333333333333343 + 18)), "\(f["VW-RL-STORAGE"]!)")
        #expect(Self.near(f["LBL-RL-STORAGE"], Rect(x: 16, y: 12, width: 289, height: 20.333333333333332)), "\(f["LBL-RL-STORAGE"]!)")
        #expect(Self.near(f["VW-RL-USAGE"], Rect(x: 16, y: 40.333333333333336, width: 289, height: 34 + 18)), "\(f["VW-RL-USAGE"]!)")
        #expect(Self.near(f["LBL-RL-USAGE"], Rect(x: 8, y: 8, width: 273, height: 36)), "\(f["LBL-RL-USAGE"]!)")
        // The sibling moves with the card: at its bound, centred on the taller card.
        #expect(Self.near(f["VW-RL-BADGE"], Rect(x: 349, y: 200.5 + 9, width: 24, height: 24)), "\(f["VW-RL-BADGE"]!)")
    }

    @Test("Russian: the label wraps at its preferredMaxLayoutWidth, 240, not at the 353 its constraints allow, two lines more; the stack moves down")
    func russianPreferredWidthAndStack() throws {
        let f = try Self.recorded("ru").last
        #expect(TextMetrics.lineCount("Удалённые файлы хранятся в папке «Недавно удалённые» 30 дней, затем удаляются навсегда.", size: 17, width: 240) == 4)
        #expect(Self.near(f["LBL-RL-NOTE"], Rect(x: 20, y: 271.66666666666669 + 18, width: 240, height: 40.666666666666657 + 2 * 21)),
                "\(f["LBL-RL-NOTE"]!)")
        // fillEqually: both buttons as wide as the wider title, the stack as wide as both and the spacing.
        let w = TextMetrics.width("Поделиться", size: 17)
        #expect(Self.near(f["STK-RL-ACTIONS"], Rect(x: 20, y: 336.33333333333331 + 18 + 42, width: 2 * w + 12, height: 34)), "\(f["STK-RL-ACTIONS"]!)")
        #expect(Self.near(f["BTN-RL-SHARE"], Rect(x: 0, y: 0, width: w, height: 34)), "\(f["BTN-RL-SHARE"]!)")
        #expect(Self.near(f["BTN-RL-DELETE"], Rect(x: w + 12, y: 0, width: w, height: 34)), "\(f["BTN-RL-DELETE"]!)")
    }

    @Test("German: the card widens with its label and stays one line tall, the badge follows it; the stack's buttons stay equal")
    func german() throws {
        let f = try Self.recorded("de").last
        let usage = 126 * TextMetrics.width("2 GB von 5 GB belegt", size: 15) / TextMetrics.width("2 GB of 5 GB used", size: 15)
        #expect(Self.near(f["LBL-RL-USAGE"], Rect(x: 8, y: 8, width: usage, height: 18)), "\(f["LBL-RL-USAGE"]!)")
        #expect(Self.near(f["VW-RL-STORAGE"], Rect(x: 20, y: 169.33333333333334, width: usage + 48, height: 86.333333333333343)))
        #expect(Self.near(f["VW-RL-BADGE"], Rect(x: 20 + usage + 48 + 8, y: 200.5, width: 24, height: 24)), "\(f["VW-RL-BADGE"]!)")
        // Three lines at 240: one line more; the stack 21 lower.
        #expect(Self.near(f["LBL-RL-NOTE"], Rect(x: 20, y: 271.66666666666669, width: 240, height: 40.666666666666657 + 21)))
        let share = try #require(f["BTN-RL-SHARE"]), delete = try #require(f["BTN-RL-DELETE"]), stack = try #require(f["STK-RL-ACTIONS"])
        #expect(abs(share.width - delete.width) < 0.001 && share.width > 60 && abs(delete.minX - share.maxX - 12) < 0.001, "\(share) \(delete)")
        #expect(abs(stack.width - (2 * share.width + 12)) < 0.001 && abs(stack.minY - (336.33333333333331 + 21)) < 0.001, "\(stack)")
    }

    @Test("Russian, the source scene: its one-level layout is what it was (the card 16 below the wrapped label, both buttons in a row)")
    func sourceUnchanged() throws {
        let f = try Self.recorded("ru").first
        let label = try #require(f["LBL-RL-WRAP"]), card = try #require(f["VW-RL-CARD"])
        #expect(abs(card.minY - (label.maxY + 16)) < 0.001 && abs(card.width - 353) < 0.001)
        let login = try #require(f["BTN-RL-LOGIN"]), signup = try #require(f["BTN-RL-SIGNUP"])
        #expect(abs(signup.minX - (login.maxX + 12)) < 0.001 && signup.maxX <= 373.001)
    }
}
