import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Buttons as UIKit draws what Interface Builder writes for them (Fixtures/Buttons.storyboard): an
/// attributed title, the edge insets that place the title under the icon, and a configuration's
/// image padding.
@MainActor
struct ButtonDetailsTests {
    static func root() throws -> View {
        let document = try IB.Document.read(contentsOf: Paths.own("Buttons.storyboard"))
        let builder = StoryboardBuilder(document: document)
        return withExtendedLifetime(builder) { builder.instantiate("BTV-00-001").view }
    }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    @Test func anAttributedTitleIsReadFromItsFragments() throws {
        let document = try IB.Document.read(contentsOf: Paths.own("Buttons.storyboard"))
        let node = try #require(document.scenes.first?.controller.view?.allNodes().first { $0.id == "BTN-AT-001" })
        let state = try #require(node.button?.states[.normal])
        #expect(state.title == "Sign in with Apple")
        // The first fragment's NSColor (white) and NSFont (HelveticaNeue-Bold, size 20).
        #expect(state.titleColor == Color(white: 1))
        #expect(node.font == IB.Font(family: .named(name: "HelveticaNeue-Bold", family: nil), pointSize: 20, weight: .bold))
    }

    @Test func anAttributedTitleIsDrawn() throws {
        let button = try Self.view("BTN-AT-001", in: try Self.root())
        let title = try Self.view("buttonTitle", in: button)
        guard case .text(let t) = title.content else { Issue.record("no title"); return }
        #expect(t.string == "Sign in with Apple" && t.color == Color(white: 1) && t.fontSize == 20)
        #expect(t.alignment == .center)
    }

    @Test func edgeInsetsPutTheTitleUnderTheIcon() throws {
        let button = try Self.view("BTN-IN-001", in: try Self.root())
        let image = try Self.view("image:star.fill", in: button)
        let title = try Self.view("buttonTitle", in: button)
        // Side by side, the group (28 pt icon, 6 pt, the title) is centred on the 100 × 80
        // button; imageEdgeInsets (0, 0, 24, −60) move the icon right by 30 and up by 12,
        // titleEdgeInsets (44, −28, 0, 0) move the title left by 14 and down by 22.
        #expect(title.frame.midY - image.frame.midY == 34)
        #expect(image.frame.maxY <= title.frame.midY - 8, "the title's text starts below the icon")
        #expect(abs(image.frame.midX - 50) < 6, "the icon is centred across the button")
    }

    @Test func contentAndTitleInsetsMoveALeadingTitle() throws {
        let button = try Self.view("BTN-IN-002", in: try Self.root())
        // contentEdgeInsets 16 on each side: the icon leads at 16; the title follows 6 pt after
        // the 28 pt icon, and its titleEdgeInsets left of 12 moves it 12 further.
        #expect(try Self.view("image:gear", in: button).frame.minX == 16)
        #expect(try Self.view("buttonTitle", in: button).frame.minX == 16 + 28 + 6 + 12)
    }

    @Test func aConfigurationsImagePaddingSeparatesTheImageFromTheTitle() throws {
        let button = try Self.view("BTN-IP-001", in: try Self.root())
        // The configuration's 12 pt content inset, the 28 pt icon, then imagePadding="20".
        #expect(try Self.view("image:gear", in: button).frame.minX == 12)
        #expect(try Self.view("buttonTitle", in: button).frame.minX == 12 + 28 + 20)
    }

    @Test func aTrailingImagePlacementPutsTheImageAfterTheTitle() throws {
        let button = try Self.view("BTN-TR-001", in: try Self.root())
        let image = try Self.view("image:chevron.right", in: button)
        let title = try Self.view("buttonTitle", in: button)
        guard case .text(let t) = title.content else { Issue.record("no title"); return }
        // The group (the title, 8 pt, the 28 pt image) is centred; the title ends 8 pt before the image.
        #expect(t.alignment == .right && title.frame.maxX == image.frame.minX - 8)
        #expect(image.frame.midX > button.bounds.midX && image.frame.maxX <= button.bounds.width - 12)
        #expect(abs(image.frame.midY - 25) < 0.001)
    }

    @Test func aTopImagePlacementStacksTheImageOverTheTitle() throws {
        let button = try Self.view("BTN-TP-001", in: try Self.root())
        let image = try Self.view("image:square.and.arrow.up", in: button)
        let title = try Self.view("buttonTitle", in: button)
        guard case .text(let t) = title.content else { Issue.record("no title"); return }
        #expect(t.alignment == .center)
        #expect(abs(image.frame.midX - 50) < 0.001 && abs(title.frame.midX - 50) < 0.001, "both centred across the button")
        #expect(title.frame.minY == image.frame.maxY + 4, "imagePadding apart")
        // Together they are centred down the 80 pt button.
        #expect(abs((image.frame.minY + title.frame.maxY) / 2 - 40) < 0.001)
    }

    /// Apple: a disabled item "is drawn partially dimmed" (`UIBarItem.isEnabled`); UIKit draws
    /// disabled system buttons and bar items in the grey of tertiary labels.
    @Test func disabledButtonsAndBarItemsAreDimmed() throws {
        let root = try Self.root()
        let grey = Color(hex: 0x3C3C43, alpha: 0.3)
        func text(_ v: View) -> TextContent? { if case .text(let t) = v.content { t } else { nil } }
        let signIn = try #require(text(try Self.view("buttonTitle", in: try Self.view("BTN-DS-001", in: root))))
        #expect(signIn.string == "Sign In" && signIn.color == grey)
        let filled = try Self.view("BTN-DS-002", in: root)
        #expect(filled.backgroundColor == Color(hex: 0x767680, alpha: 0.12), "a tertiary fill, not the tint")
        #expect(try #require(text(try Self.view("buttonTitle", in: filled))).color == grey)
        let bar = try Self.view("BTN-NB-001", in: root)
        #expect(try #require(text(try Self.view("BTN-NB-004", in: bar))).color == grey, "the disabled Done")
        #expect(try #require(text(try Self.view("BTN-NB-003", in: bar))).color == Color.systemBlue, "Cancel stays in the tint")
    }
}
