import SegueKit
import Testing

@testable import SegueStoryboard

/// A text view is a scroll view: one that fills its controller's view under a navigation bar
/// starts its text below the bar, by its adjusted content inset (Fixtures/TextViewUnderBar:
/// Log's text view with the default behaviour; Raw's set to `never`).
@MainActor
struct TextViewInsetTests {
    static func textTop(_ controller: String, _ id: String) throws -> Double {
        let doc = try IB.Document.read(contentsOf: Paths.own("TextViewUnderBar.storyboard"), mode: .strict)
        let builder = StoryboardBuilder(document: doc)
        let window = Window(device: builder.device)
        defer { withExtendedLifetime((builder, window)) {} }
        let nav = try #require(builder.instantiateInitialViewController() as? NavigationController)
        window.rootViewController = nav
        if controller != "LOG-tv-001" {
            nav.pushViewController(builder.instantiate(controller), animated: false)
        }
        let root = try #require(nav.topViewController).view
        let view = try CodeContentTests.view(id, in: root)
        let text = try #require(view.subviews.first { if case .text = $0.content { true } else { false } }, "no text in \(id)")
        return text.convertToRoot(Point(x: 0, y: 0)).y - root.convertToRoot(Point(x: 0, y: 0)).y
    }

    @Test("the text starts below the bars, 8 pt into its container")
    func theTextStartsBelowTheBar() throws {
        #expect(try Self.textTop("LOG-tv-001", "TXT-tv-001") == 103 + 8)
    }

    @Test("a text view set never to adjust starts under the bar")
    func neverLeavesItUnderTheBar() throws {
        #expect(try Self.textTop("RAW-tv-001", "TXT-tv-002") == 8)
    }

    @Test func aTextViewScrollsWhenItsTextRunsPastItsBottom() {
        var node = IB.ViewNode(element: .textView, id: "T")
        node.text = String(repeating: "A line of the build log. ", count: 40)
        #expect(ScrollInsets.scrollsVertically(node, size: Size(width: 200, height: 100)))
        #expect(!ScrollInsets.scrollsVertically(node, size: Size(width: 200, height: 2000)))
        node.text = nil
        #expect(!ScrollInsets.scrollsVertically(node, size: Size(width: 200, height: 100)))
    }
}
