import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A text view's attributed text written without a colour (Fixtures/AttributedTextView.storyboard,
/// as Xcode writes one whose text was styled only by font): "If you don't specify this attribute,
/// the text renders in black" (`NSAttributedString.Key.foregroundColor`), in the dark appearance
/// too, where a text view's plain text in the label colour turns white; a third text view names
/// no colour at all.
@MainActor
struct AttributedTextViewTests {
    static func colour(of text: String, appearance: Appearance) throws -> Color {
        var options = StoryboardBuildOptions()
        options.appearance = appearance
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: Paths.own("AttributedTextView.storyboard"), appearance: appearance),
                                        options: options)
        let root = withExtendedLifetime(builder) { builder.instantiate("Atv-Vc-0aA").view }
        let label = try #require(root.firstDescendant { if case .text(let t) = $0.content { t.string == text } else { false } }, "no \(text)")
        guard case .text(let t) = label.content else { throw SegueError("not text") }
        return t.color
    }

    @Test("attributed text without a colour is black in either appearance", arguments: [Appearance.light, .dark])
    func attributedTextWithoutAColourIsBlack(_ appearance: Appearance) throws {
        #expect(try Self.colour(of: "Made with the help of many people.", appearance: appearance) == .black)
    }

    /// "The default text color is black" (`UITextView.textColor`): a text view whose storyboard
    /// names no colour, as files from before Xcode 11 do, stays black in the dark appearance,
    /// where a label's default (the label colour) turns white.
    @Test("a text view with no text colour is black in either appearance", arguments: [Appearance.light, .dark])
    func textViewWithoutAColourIsBlack(_ appearance: Appearance) throws {
        #expect(try Self.colour(of: "Notes from an older storyboard.", appearance: appearance) == .black)
    }

    @Test("plain text in the label colour follows the appearance")
    func plainTextFollowsTheAppearance() throws {
        #expect(try Self.colour(of: "Thanks for listening.", appearance: .light) == .black)
        let dark = try Self.colour(of: "Thanks for listening.", appearance: .dark)
        #expect(dark == .white, "\(dark)")
    }
}
