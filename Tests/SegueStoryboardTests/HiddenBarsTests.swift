import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Bars the storyboard hides, hidden as UIKit hides them (Fixtures/HiddenBars.storyboard): a tab
/// bar controller whose first tab's navigation controller says `navigationBarHidden="YES"` and
/// whose second writes its `<navigationBar hidden="YES">`; a pushed article that
/// `hidesBottomBarWhenPushed`; and a navigation controller with a purple bar tint, presented.
@MainActor
struct HiddenBarsTests {
    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("HiddenBars.storyboard"), mode: .strict) }

    /// The index of the first layer named `id` in `scene`.
    static func layer(_ id: String, in scene: SceneSnapshot) throws -> Int {
        try #require(scene.layers.firstIndex { $0.identifier == id }, "no layer \(id)")
    }

    /// The names of the layers above layer `i`, nearest first.
    static func ancestors(of i: Int, in scene: SceneSnapshot) -> [String] {
        var names: [String] = []
        var p = scene.layers[i].parent
        while p >= 0 {
            names.append(scene.layers[p].identifier ?? "")
            p = scene.layers[p].parent
        }
        return names
    }

    @Test func theAttributesAreRead() throws {
        let doc = try Self.document()
        let feed = try #require(doc.controller(withID: "NAV-hb-001"))
        #expect(feed.isNavigationBarHidden && feed.hidesNavigationBar)
        let settings = try #require(doc.controller(withID: "NAV-hb-002"))
        #expect(!settings.isNavigationBarHidden && settings.hidesNavigationBar, "the bar element itself is hidden")
        let modal = try #require(doc.controller(withID: "TNV-hb-001"))
        #expect(!modal.hidesNavigationBar)
        // UINavigationController.isToolbarHidden is true unless the file says NO.
        #expect(feed.isToolbarHidden && !feed.showsToolbar)
        #expect(try #require(doc.controller(withID: "ART-hb-001")).hidesBottomBarWhenPushed)
        #expect(try #require(doc.controller(withID: "FED-hb-001")).hidesBottomBarWhenPushed == false)
    }

    @Test func hiddenNavigationBarsAreNotDrawnAndTheAppsHeaderIsAtTheTop() throws {
        let builder = StoryboardBuilder(document: try Self.document())
        let window = Window(device: builder.device)
        let tabs = try #require(builder.instantiateInitialViewController() as? TabBarController)
        window.rootViewController = tabs
        for i in 0..<2 {
            let nav = try #require(tabs.viewControllers[i] as? NavigationController)
            #expect(nav.navigationBar == nil, "tab \(i) shows a navigation bar")
            _ = nav.view
            #expect(nav.view.firstDescendant { $0 is NavigationBar } == nil)
        }
        let header = try #require(tabs.view.firstDescendant { $0.identifier == "HDR-hb-001" })
        #expect(header.convertToRoot(Point(x: 0, y: 0)) == Point(x: 0, y: 0))
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func theTabBarLeavesWithTheOutgoingViewOnThePush() throws {
        let doc = try Self.document()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-hb-001")), in: doc, options: StoryboardBuildOptions())
        let first = r.recording.steps[0].scene
        let bar = try Self.layer("tabBar", in: first)
        #expect(!first.layers[bar].isHidden)
        #expect(Self.ancestors(of: bar, in: first).first == "FEV-hb-001", "the bar moves with the feed's view")
        let last = try #require(r.recording.steps.last).scene
        let after = try Self.layer("tabBar", in: last)
        #expect(last.layers[after].isHidden, "the article shows no tab bar")
        #expect(Self.ancestors(of: after, in: last).first == "tabBarController")
    }

    @Test func theTabBarComesBackWithTheIncomingViewOnThePop() throws {
        let doc = try Self.document()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-hb-001")), in: doc, options: StoryboardBuildOptions(),
                                         direction: .dismiss)
        let first = r.recording.steps[0].scene
        let bar = try Self.layer("tabBar", in: first)
        #expect(!first.layers[bar].isHidden)
        #expect(Self.ancestors(of: bar, in: first).first == "FEV-hb-001", "the bar comes back with the feed's view")
        let last = try #require(r.recording.steps.last).scene
        let after = try Self.layer("tabBar", in: last)
        #expect(!last.layers[after].isHidden && Self.ancestors(of: after, in: last).first == "tabBarController")
    }

    @Test func aPresentedNavigationBarKeepsItsBarTint() throws {
        let doc = try Self.document()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-hb-002")), in: doc, options: StoryboardBuildOptions())
        let last = try #require(r.recording.steps.last).scene
        let bars = last.layers.filter { $0.identifier == "navigationBar" }
        #expect(bars.count == 1, "only the presented navigation controller has a bar")
        let purple = Color(red: 0.50196078431372548, green: 0, blue: 0.50196078431372548)
        #expect(bars.first?.properties.backgroundColor == purple)
    }
}
