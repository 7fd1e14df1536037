import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A navigation controller's toolbar as UIKit shows it (Fixtures/Toolbars.storyboard): the
/// controller says `toolbarHidden="NO"` and writes its `<toolbar key="toolbar">`; the notes list
/// and the note each carry `<toolbarItems>` (a title, flexible and fixed spaces, system items, an
/// SF Symbol image, a done item with its own tint); the photo pushed from the note
/// `hidesBottomBarWhenPushed`.
@MainActor
struct ToolbarTests {
    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("Toolbars.storyboard"), mode: .strict) }

    static func builtNavigation() throws -> NavigationController {
        let builder = StoryboardBuilder(document: try document())
        let window = Window(device: builder.device)
        let nav = try #require(builder.instantiateInitialViewController() as? NavigationController)
        window.rootViewController = nav
        return nav
    }

    /// The frame of the first layer named `id`, in its parent's coordinates.
    static func frame(_ id: String, in scene: SceneSnapshot) -> Rect? {
        scene.layers.first { $0.identifier == id }.map {
            let b = $0.properties.bounds
            return Rect(x: $0.properties.center.x - b.width / 2, y: $0.properties.center.y - b.height / 2, width: b.width, height: b.height)
        }
    }

    @Test func theToolbarAndItsItemsAreRead() throws {
        let doc = try Self.document()
        let nav = try #require(doc.controller(withID: "NAV-tb-001"))
        #expect(!nav.isToolbarHidden && nav.showsToolbar && nav.toolbar != nil)
        let items = try #require(doc.controller(withID: "NOT-tb-001")).toolbarItems
        #expect(items.map(\.id) == ["BBI-tb-004", "BBI-tb-005", "BBI-tb-006", "BBI-tb-007", "BBI-tb-008"])
        #expect(items[3].width == 20)
    }

    @Test func aShownToolbarSitsAboveTheHomeIndicatorWithTheTopScenesItems() throws {
        let nav = try Self.builtNavigation()
        #expect(!nav.isToolbarHidden && !nav.toolbar.isHidden)
        let device = Device.iPhone15Pro
        // The bar's 44 pt row ends where the home indicator's 34 pt safe area begins; its
        // background runs on to the bottom edge.
        #expect(nav.toolbar.frame == Rect(x: 0, y: 852 - 34 - 44, width: 393, height: 78))
        #expect(device.safeArea.bottom == 34)
        let scene = SceneSnapshot(root: nav.view)
        let folders = try #require(Self.frame("BBI-tb-001", in: scene))
        let compose = try #require(Self.frame("BBI-tb-003", in: scene))
        #expect(folders.minX < 20, "the title item leads")
        #expect(compose.maxX > 393 - 20, "the flexible space pushes the compose item to the trailing edge")
        #expect(folders.height == 44 && compose.minY == 0)
        // Drawn as a glyph in the tint, never as the words "Compose".
        let composeLayer = try #require(scene.layers.firstIndex { $0.identifier == "BBI-tb-003" })
        #expect(scene.layers[composeLayer].content == .none)
    }

    @Test func aFixedSpaceIsAsWideAsItsWidthAndADoneItemKeepsItsTint() throws {
        let doc = try Self.document()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-tb-001")), in: doc, options: StoryboardBuildOptions())
        let last = try #require(r.recording.steps.last).scene
        #expect(Self.frame("BBI-tb-007", in: last)?.width == 20)
        let done = try #require(last.layers.first { $0.identifier == "BBI-tb-008" })
        guard case .text(let t) = done.content else {
            Issue.record("the done item is not drawn as its title")
            return
        }
        #expect(t.string == "Done" && t.color == Color(red: 1, green: 0.58431372549019611, blue: 0))
    }

    @Test func thePushCrossFadesBothScenesItemsInTheToolbar() throws {
        let doc = try Self.document()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-tb-001")), in: doc, options: StoryboardBuildOptions())
        let first = r.recording.steps[0].scene
        #expect(first.layers.filter { $0.identifier == "storyboardToolbarItems" }.count == 2, "old and new items during the push")
        #expect(first.layers.contains { $0.identifier == "BBI-tb-001" } && first.layers.contains { $0.identifier == "BBI-tb-004" })
        let toolbar = try #require(first.layers.first { $0.identifier == "toolbar" })
        #expect(!toolbar.isHidden)
        let last = try #require(r.recording.steps.last).scene
        #expect(last.layers.contains { $0.identifier == "BBI-tb-004" })
        #expect(!last.layers.contains { $0.identifier == "BBI-tb-001" }, "the list's items are gone after the push")
    }

    @Test func aPushedSceneThatHidesBottomBarsTakesTheToolbarAwayWithTheOutgoingView() throws {
        let doc = try Self.document()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-tb-002")), in: doc, options: StoryboardBuildOptions())
        let first = r.recording.steps[0].scene
        let bar = try HiddenBarsTests.layer("toolbar", in: first)
        #expect(!first.layers[bar].isHidden)
        #expect(HiddenBarsTests.ancestors(of: bar, in: first).first == "NOV-tb-001", "the toolbar moves with the note's view")
        let last = try #require(r.recording.steps.last).scene
        let after = try HiddenBarsTests.layer("toolbar", in: last)
        #expect(last.layers[after].isHidden, "the photo shows no toolbar")
    }

    @Test func segueKitsToolbarIsHiddenUntilShown() {
        let nav = NavigationController(rootViewController: ViewController())
        #expect(nav.isToolbarHidden, "UINavigationController.isToolbarHidden is true by default")
        _ = nav.view
        #expect(nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: false)
        #expect(!nav.toolbar.isHidden && nav.toolbar.superview === nav.view)
    }
}
