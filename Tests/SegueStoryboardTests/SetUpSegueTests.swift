import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Segues that attach children as their container loads (Fixtures/Reveal.storyboard:
/// SWRevealViewController's `sw_front` and `sw_rear`) are relationships, not transitions: the
/// reveal controller shows its front controller, and only the real transitions are rendered.
@MainActor
struct SetUpSegueTests {
    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("Reveal.storyboard")) }

    @Test func setControllerSeguesAreRelationships() throws {
        let d = try Self.document()
        let front = try #require(d.segue(withID: "RVG-00-001"))
        #expect(front.kind == .relationship && front.relationship == .other("sw_front"))
        #expect(try #require(d.segue(withID: "RVG-00-002")).kind == .relationship)
        // A menu row replacing the front controller is a transition (animated by its class).
        #expect(try #require(d.segue(withID: "RVG-00-003")).kind == .custom)
        #expect(IB.SetUpSegues.relationship(customClass: "SWRevealViewControllerSegue", identifier: "sw_rear", sourceClass: "SWRevealViewController") == .other("sw_rear"))
        #expect(IB.SetUpSegues.relationship(customClass: "SWRevealViewControllerSegue", identifier: "sw_front", sourceClass: "MenuViewController") == nil)
    }

    @Test func theRevealControllerShowsItsFrontController() throws {
        let builder = StoryboardBuilder(document: try Self.document())
        let reveal = try #require(builder.instantiateInitialViewController())
        let nav = try #require(reveal.children.first as? NavigationController)
        #expect(builder.controllerID(of: nav) == "RVN-00-001")
        #expect(nav.topViewController?.title == "Home")
        withExtendedLifetime(builder) {
            #expect(reveal.view.firstDescendant { $0.identifier == "RVH-00-003" } != nil, "Home's button is on screen")
        }
    }

    @Test func onlyTransitionsAreRendered() throws {
        let segues = try StoryboardSegues(contentsOf: Paths.own("Reveal.storyboard"))
        let ids = segues.segues.map(\.id)
        #expect(!ids.contains("RVG-00-001") && !ids.contains("RVG-00-002"))
        #expect(ids.contains("RVG-00-004"))
    }
}

/// A segue from a reveal controller's rear (its menu) starts with the menu revealed, as the user
/// sees it before tapping a row: the menu fills the screen beneath the front view, which has slid
/// 260 pt aside (SWRevealViewController's `rearViewRevealWidth`).
@MainActor
struct RevealedRearTests {
    @Test func aSegueFromTheRearStartsWithTheMenuRevealed() throws {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("Reveal.storyboard"))
        let r = try storyboard.record(try storyboard.segue(named: "RVG-00-003"), named: "menu")
        let recording = r.performed.recording
        let menu = try #require(LayerFrames.frame("RVM-00-002", in: recording, at: 0), "the menu is on screen")
        #expect(menu.minX == 0 && menu.width == Device.iPhone15Pro.size.width, "\(menu)")
        let home = try #require(LayerFrames.frame("RVH-00-003", in: recording, at: 0), "Home's button")
        // Stored at x 96.67 in the front view.
        #expect(abs(home.minX - (260 + 96.666666666666686)) < 0.5, "the front view slid aside: \(home)")
    }

    @Test func theFrontAloneWhenNothingLeadsThroughTheRear() throws {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("Reveal.storyboard"))
        let r = try storyboard.record(try storyboard.segue(named: "RVG-00-004"), named: "show")
        #expect(LayerFrames.frame("RVM-00-002", in: r.performed.recording, at: 0) == nil)
    }
}
