import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Scroll views under bars get UIKit's adjusted content inset, and Xcode 7-era root views that
/// fill the screen stay at its top (Fixtures/Xcode7Insets.storyboard, 320 × 568 with a 20 pt
/// status bar and a 44 pt navigation bar: 64 pt of bars).
@MainActor
struct ScrollInsetsTests {
    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("Xcode7Insets.storyboard"), mode: .strict) }

    /// The top of the view named `id`, or of its child named `child`, on the screen.
    static func top(_ id: String, child: String? = nil, in root: View) throws -> Double {
        var v = try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
        if let child { v = try #require(v.firstDescendant { $0.identifier == child }, "no \(child) in \(id)") }
        return v.convertToRoot(Point(x: 0, y: 0)).y
    }

    @Test(arguments: [
        // Apple's documentation of UIScrollView.ContentInsetAdjustmentBehavior.
        (IB.ContentInsetAdjustmentBehavior?.none, true, true, false, true),
        (.automatic, false, true, false, false),
        (.automatic, false, true, true, true),
        (.automatic, true, false, false, false),
        (.scrollableAxes, true, true, false, false),
        (.scrollableAxes, false, false, true, true),
        (.always, false, false, false, true),
        (.never, true, true, true, false),
    ])
    func behavioursDecideWhetherTheTopIsInset(behavior: IB.ContentInsetAdjustmentBehavior?, adjusts: Bool, inContainer: Bool,
                                              scrolls: Bool, expected: Bool) {
        let insets = ScrollInsets(controllerAdjusts: adjusts, inBarsContainer: inContainer)
        #expect(insets.adjustsTop(behavior, scrollsVertically: scrolls) == expected)
    }

    @Test func theInsetIsThePartOfTheBarsTheScrollViewLiesUnder() {
        let insets = ScrollInsets(controllerAdjusts: true, inBarsContainer: true)
        let top = { (y: Double) in insets.top(nil, frame: Rect(x: 0, y: y, width: 320, height: 400), coveredTop: 64, scrollsVertically: true) }
        #expect(top(0) == 64 && top(20) == 44 && top(64) == 0 && top(100) == 0)
    }

    @Test func theBehaviourIsRead() throws {
        let table = #"<tableView contentInsetAdjustmentBehavior="never" alwaysBounceVertical="YES" id="TV"><rect key="frame" x="0" y="0" width="10" height="10"/></tableView>"#
        let doc = try GeneratedStoryboard.read(GeneratedStoryboard.withSubview(table), mode: .strict)
        let node = try #require(doc.scenes[0].controller.view?.node(withID: "TV"))
        #expect(node.contentInsetAdjustmentBehavior == .never && node.alwaysBounceVertical == true)
    }

    @Test func xcode7TablesStartJustBelowTheBar() throws {
        let builder = StoryboardBuilder(document: try Self.document())
        #expect(builder.device.size == Size(width: 320, height: 568) && builder.device.safeArea.top == 20)
        let window = Window(device: builder.device)
        let nav = try #require(builder.instantiateInitialViewController() as? NavigationController)
        window.rootViewController = nav
        // Placed below the bar by the file (y = 64): no inset, and the root view is not moved down.
        #expect(try Self.top("LSV-x7-001", in: window) == 0)
        #expect(try Self.top("TBL-x7-001", child: "tableContent", in: window) == 64)
        // Pinned to the top of the screen, under the bar: inset by the 64 pt of bars.
        nav.pushViewController(builder.instantiate("PIN-x7-001"), animated: false)
        #expect(try Self.top("TBL-x7-002", in: window) == 0)
        #expect(try Self.top("TBL-x7-002", child: "tableContent", in: window) == 64)
        // automaticallyAdjustsScrollViewInsets="NO" and content that does not scroll: no inset.
        nav.pushViewController(builder.instantiate("INF-x7-001"), animated: false)
        #expect(try Self.top("BAN-x7-001", in: window) == 0)
    }
}
