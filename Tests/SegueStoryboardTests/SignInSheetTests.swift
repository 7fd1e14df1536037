import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A sign-in flow presented as a sheet (Fixtures/SignInSheet.storyboard, an Xcode 15 iPhone 15
/// canvas with a global tint): Settings presents the account navigation controller (a black bar)
/// without animation or with it; Account ("Accounts With Logs", a Confirm item) pushes Log (no
/// title) and Accounts (two right items). The pushes happen inside the sheet, the bars fit their
/// titles as UIKit's do, and a black bar's items take the storyboard's tint.
@MainActor
struct SignInSheetTests {
    static func record(_ segue: String) throws -> Recording {
        try LayerFrames.record(Paths.own("SignInSheet.storyboard"), segue: segue, on: nil)
    }

    /// The frame, at time `t` (the end by default), of the first text layer drawing `string`.
    static func text(_ string: String, in r: Recording, at t: Double? = nil) -> (frame: Rect, text: TextContent)? {
        let time = t ?? r.duration
        guard let scene = r.steps.last(where: { $0.time <= time })?.scene else { return nil }
        for (i, layer) in scene.layers.enumerated() {
            guard case .text(let content) = layer.content, content.string == string, !layer.isHidden else { continue }
            let size = layer.tracks.sample(at: time, base: layer.properties).bounds.size
            var origin = Point(x: 0, y: 0)
            var k = i
            while k >= 0 {
                let p = scene.layers[k].tracks.sample(at: time, base: scene.layers[k].properties)
                origin.x += p.center.x - p.bounds.width / 2 - p.bounds.minX
                origin.y += p.center.y - p.bounds.height / 2 - p.bounds.minY
                k = scene.layers[k].parent
            }
            return (Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), content)
        }
        return nil
    }

    @Test("a push inside a sheet presented without animation happens in the sheet, below the status bar")
    func pushInsideAnUnanimatedSheet() throws {
        let r = try Self.record("SEG-si-003")
        let device = Device.iPhone15Pro
        // The sheet rests 10 pt below the status bar; its content (the title label, 30 pt below
        // the sheet's 56 pt bar) moves down with it, at the start and the end of the push.
        let sheetTop = device.safeArea.top + 10
        let title = try #require(LayerFrames.frame("LBL-si-001", in: r, at: 0))
        #expect(abs(title.minY - (sheetTop + 56 + 30)) < 1, "\(title)")
        let confirm = try #require(Self.text("Confirm", in: r, at: 0))
        #expect(confirm.frame.minY >= sheetTop, "the bar's items are in the sheet, not under the status bar: \(confirm.frame)")
        // The presenter recedes behind it, as after an animated presentation.
        let animated = try Self.record("SEG-si-002")
        let rest = try #require(LayerFrames.frame("LBL-si-001", in: animated))
        #expect(abs(rest.minY - title.minY) < 0.5)
    }

    @Test("a back title that fits is drawn whole, not cut by a third of the bar")
    func aLongBackTitleThatFitsIsWhole() throws {
        let r = try Self.record("SEG-si-003")
        let back = try #require(Self.text("Accounts With Logs", in: r), "the back button shows the previous title")
        let needed = TextMetrics.width("Accounts With Logs", size: 17)
        #expect(back.frame.width >= needed, "\(back.frame.width) < \(needed)")
    }

    @Test("a title that would run into the items beside it moves into the space between them")
    func theTitleKeepsClearOfTheItems() throws {
        let r = try Self.record("SEG-si-004")
        let title = try #require(Self.text("Accounts", in: r))
        let reconnect = try #require(Self.text("Reconnect All", in: r))
        let logOut = try #require(Self.text("Log out All", in: r))
        // Right items are right-aligned in their boxes: the leftmost text starts where the box
        // ends less its text's width.
        let itemsStart = [reconnect, logOut].map { $0.frame.maxX - TextMetrics.width($0.text.string, size: $0.text.fontSize) }.min() ?? 0
        let titleWidth = TextMetrics.width("Accounts", size: 17, weight: .semibold)
        let titleEnd = title.frame.midX + titleWidth / 2
        #expect(titleEnd <= itemsStart - 7.9, "the title ends at \(titleEnd), the items start at \(itemsStart)")
        // The back button gave up its long title for "Back" rather than run into the title.
        #expect(Self.text("Back", in: r) != nil)
        #expect(Self.text("Accounts With Logs", in: r) == nil)
    }

    @Test("a black bar's items take the storyboard's global tint")
    func blackBarItemsTakeTheGlobalTint() throws {
        let r = try Self.record("SEG-si-003")
        let confirm = try #require(Self.text("Confirm", in: r, at: 0))
        #expect(confirm.text.color == Color(red: 0, green: 150.0 / 255, blue: 80.0 / 255), "\(confirm.text.color)")
    }

    @Test("an attributed label is drawn in its own colour, font and alignment, not the label's")
    func attributedTextKeepsItsAttributes() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("SignInSheet.storyboard"), mode: .strict)
        let node = try #require(doc.controller(withID: "LOG-si-001")?.view?.allNodes().first { $0.id == "LBL-si-002" })
        #expect(node.text == "Let's get started!" && node.isAttributedText)
        #expect(node.textColor == Color(red: 0.2, green: 0.2, blue: 0.2))
        #expect(node.font?.pointSize == 20 && node.font?.segueWeight == .bold)
        #expect(node.textAlignment == .center)
        let r = try Self.record("SEG-si-003")
        let label = try #require(Self.text("Let's get started!", in: r))
        #expect(label.text.alignment == .center && label.text.fontSize == 20 && label.text.color == Color(red: 0.2, green: 0.2, blue: 0.2))
    }

    @Test("a button's image of a declared size shows at it, not at a glyph's 28 pt")
    func aButtonImageShowsAtItsDeclaredSize() throws {
        let r = try Self.record("SEG-si-003")
        let image = try #require(LayerFrames.frame("image:happyFace", in: r))
        #expect(image.width == 48 && image.height == 48, "\(image)")
    }
}
