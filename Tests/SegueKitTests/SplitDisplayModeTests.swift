import SegueKit
import Testing

/// UIKit's display modes for an expanded split view: automatic is both columns in landscape and
/// the secondary alone in portrait; the primary revealed over it goes when the detail changes.
@MainActor
struct SplitDisplayModeTests {
    static func split(on device: Device, preferred: SplitViewController.DisplayMode = .automatic) -> SplitViewController {
        let split = SplitViewController(primary: ViewController(title: "List"), detail: ViewController(title: "Detail"))
        split.preferredDisplayMode = preferred
        split.prepare(for: device)
        Window(device: device).rootViewController = split
        return split
    }

    @Test func automaticIsBothColumnsInLandscapeAndTheSecondaryAloneInPortrait() {
        let portrait = Self.split(on: .iPadPro11)
        #expect(portrait.displayMode == .secondaryOnly)
        #expect(portrait.detailFrame == Device.iPadPro11.bounds)
        #expect(portrait.primary.view.superview == nil)
        #expect(portrait.detail?.view.frameInRoot == Device.iPadPro11.bounds)

        let landscape = Self.split(on: Device.iPadPro11.landscape)
        #expect(landscape.displayMode == .oneBesideSecondary)
        #expect(landscape.primary.view.frameInRoot == Rect(x: 0, y: 0, width: 320, height: 834))
        #expect(landscape.detail?.view.frameInRoot == Rect(x: 320.5, y: 0, width: 1194 - 320.5, height: 834))
    }

    @Test func aPreferredModeWins() {
        let both = Self.split(on: .iPadPro11, preferred: .oneBesideSecondary)
        #expect(both.displayMode == .oneBesideSecondary)
        #expect(both.detail?.view.frameInRoot.minX == 320.5)
        let alone = Self.split(on: Device.iPadPro11.landscape, preferred: .secondaryOnly)
        #expect(alone.primary.view.superview == nil)
        #expect(alone.detail?.view.frameInRoot.width == 1194)
    }

    @Test func theRevealedPrimaryLiesOverTheSecondaryUntilTheDetailChanges() {
        let split = Self.split(on: .iPadPro11)
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(split.primary.view.superview === split.view && split.view.subviews.last === split.primary.view)
        #expect(split.primary.view.frameInRoot == Rect(x: 0, y: 0, width: 320, height: 1194))
        #expect(split.detail?.view.frameInRoot.width == 834)
        split.showDetailViewController(ViewController(title: "New"), animated: false)
        #expect(split.displayMode == .secondaryOnly)
        #expect(split.primary.view.superview == nil)

        // Shown on purpose (not automatic), the primary stays over the secondary.
        let pinned = Self.split(on: .iPadPro11, preferred: .oneOverSecondary)
        pinned.showDetailViewController(ViewController(title: "New"), animated: false)
        #expect(pinned.primary.view.superview === pinned.view)
    }

    /// Inside an animation block the change animates (Apple's `preferredDisplayMode`: "The
    /// resulting change is animated if you made the change in an animation block"): the primary
    /// slides in from the leading edge, and out again, then leaves the hierarchy.
    @Test func changesInAnAnimationBlockSlideThePrimary() throws {
        let split = SplitViewController(primary: ViewController(title: "List"), detail: ViewController(title: "Detail"))
        split.prepare(for: .iPadPro11)
        let window = Window(device: .iPadPro11)
        window.rootViewController = split
        split.primary.view.identifier = "primary"
        let reveal = Recording.record(root: window) { View.animate(withDuration: 0.3) { split.show(.primary) } }
        let start = try #require(CatalogueTestSupport.layer("primary", in: reveal, at: 0)).properties
        let end = try #require(CatalogueTestSupport.layer("primary", in: reveal, at: reveal.duration)).properties
        #expect(start.center.x == -160 && end.center.x == 160, "\(start.center.x) → \(end.center.x)")

        let hide = Recording.record(root: window) { View.animate(withDuration: 0.3) { split.preferredDisplayMode = .secondaryOnly } }
        let halfway = try #require(CatalogueTestSupport.layer("primary", in: hide, at: 0.15)).properties
        #expect(halfway.center.x < 160 && halfway.center.x > -160, "\(halfway.center.x)")
        #expect(CatalogueTestSupport.layer("primary", in: hide, at: hide.duration) == nil)
        #expect(split.primary.view.superview == nil)
    }

    /// Behind the secondary column is the window's black (a bar transparent at the scroll edge
    /// over a view kept from under it shows it, as beside a navigation controller); between the
    /// columns, the hairline of the gap the secondary leaves.
    @Test func theSecondaryLiesOnBlackWithAHairlineBeside() {
        let portrait = Self.split(on: .iPadPro11)
        let behind = { (split: SplitViewController) in split.detail?.view.superview?.subviews.first }
        #expect(behind(portrait)?.backgroundColor == Color(white: 0) && behind(portrait)?.frameInRoot == Device.iPadPro11.bounds)
        let landscape = Self.split(on: Device.iPadPro11.landscape)
        #expect(landscape.view.backgroundColor == Color(white: 0.8))
        // A point in from the column's edge, which stays the hairline's.
        #expect(behind(landscape)?.frameInRoot == Rect(x: 321.5, y: 0, width: 1194 - 321.5, height: 834))
    }
}
