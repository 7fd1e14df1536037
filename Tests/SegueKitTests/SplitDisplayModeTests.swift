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
}
