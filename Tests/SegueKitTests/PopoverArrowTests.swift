import Testing

@testable import SegueKit

/// A popover's arrow is drawn in the popover's backdrop, which UIKit gives the presented view's
/// background colour (elevated in the dark, where the storyboard's content already is): the arrow
/// and the card read as one shape. Where the content's own view is clear (a navigation
/// controller's), it is the colour of what the arrow meets: the bar above, the content below.
@MainActor
struct PopoverArrowTests {
    /// The arrow's fill for `content` in a 300 × 200 popover on an iPad, pointing at `anchor`.
    func arrowFill(_ content: View, anchor: Rect) -> Color? {
        let popover = PopoverTransition(anchor: anchor, preferredContentSize: Size(width: 300, height: 200))
            .makePopover(around: content, in: Device.iPadPro11.bounds)
        for v in popover.subviews { if case .shape(let s) = v.content { return s.fill } }
        return nil
    }

    static let below = Rect(x: 400, y: 100, width: 44, height: 44)
    static let above = Rect(x: 400, y: 1000, width: 44, height: 44)

    @Test func theArrowIsThePresentedViewsBackground() {
        let dark = Color(hex: 0x1C1C1E)
        let content = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        content.backgroundColor = dark
        #expect(arrowFill(content, anchor: Self.below) == dark)
        #expect(arrowFill(content, anchor: Self.above) == dark)
    }

    @Test func overAClearViewTheArrowTakesWhatItMeets() {
        let nav = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let page = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        page.backgroundColor = .systemGreen
        let bar = View(frame: Rect(x: 0, y: 0, width: 300, height: 50))
        bar.backgroundColor = .systemRed
        nav.addSubview(page)
        nav.addSubview(bar)
        #expect(arrowFill(nav, anchor: Self.below) == .systemRed, "pointing up, at the bar")
        #expect(arrowFill(nav, anchor: Self.above) == .systemGreen, "pointing down, at the content")
        #expect(arrowFill(View(frame: Rect(x: 0, y: 0, width: 300, height: 200)), anchor: Self.below) == .white, "nothing coloured: white")
    }
}
