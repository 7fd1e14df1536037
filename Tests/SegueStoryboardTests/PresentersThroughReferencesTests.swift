import Foundation
import SegueKit
import SegueGoldens
import Testing

@testable import SegueStoryboard

/// An app whose settings are a storyboard of their own (Fixtures/LibraryApp: `Main.storyboard`'s
/// Library presents `Settings/Settings.storyboard` through a storyboard reference, and the
/// settings' Done button unwinds with `unwindFromSettingsViewController:`, which the Library
/// implements). Rendered from Settings, the unwind dismisses the settings and shows the Library
/// in its navigation controller, in its tab, as the app does; alone, it has nowhere to go.
@MainActor
struct PresentersThroughReferencesTests {
    static let settings = Paths.own("LibraryApp/Settings/Settings.storyboard")

    static func storyboard(followingReferences: Bool = true) throws -> StoryboardSegues {
        var options = StoryboardBuildOptions()
        options.followsStoryboardReferences = followingReferences
        return try StoryboardSegues(contentsOf: Self.settings, options: options)
    }

    @Test("an unwind of a storyboard another one presents dismisses it over its presenter")
    func theUnwindDismissesToThePresenter() throws {
        let storyboard = try Self.storyboard()
        let r = try storyboard.record(try storyboard.segue(named: "unwindSettingsSegue"), named: "unwindSettingsSegue")
        let recording = r.performed.recording
        #expect(r.performed.direction == .dismiss, "\(r.performed.direction)")
        // The settings' view starts on screen and is gone at the end; the Library, below it, stays.
        let device = Device.iPhone15Pro
        let start = try #require(LayerFrames.frame("STV-00-002", in: recording, at: 0))
        #expect(start.minY < device.size.height / 2, "\(start)")
        let end = LayerFrames.frame("STV-00-002", in: recording)
        #expect(end == nil || end!.minY >= device.size.height - 0.5, "\(String(describing: end))")
        let library = try #require(LayerFrames.frame("LBV-00-002", in: recording))
        #expect(library.minY == 0 && library.height == device.size.height, "\(library)")
        #expect(!r.issues.contains { $0.kind == .unwindWithoutDestination }, "\(r.issues)")
    }

    @Test("the presenter's tab bar comes across with it, every tab's item on it")
    func thePresenterKeepsItsTabBar() throws {
        let storyboard = try Self.storyboard()
        let r = try storyboard.record(try storyboard.segue(named: "unwindSettingsSegue"), named: "unwindSettingsSegue")
        let recording = r.performed.recording
        let device = Device.iPhone15Pro
        let bar = try #require(LayerFrames.frame("tabBar", in: recording), "no tab bar below the settings")
        #expect(abs(bar.maxY - device.size.height) < 0.5 && bar.width == device.size.width, "\(bar)")
        let titles = LayerFrames.texts(in: recording, at: recording.duration)
        #expect(titles.contains("Library") && titles.contains("Store"), "\(titles)")
        #expect(!r.issues.contains { $0.kind == .placeholderScene }, "\(r.issues)")
    }

    @Test("the presenter's segue is not one of this storyboard's segues")
    func thePresentationIsNotListed() throws {
        let storyboard = try Self.storyboard()
        #expect(storyboard.segues.map(\.id) == ["STU-00-001"])
        #expect(storyboard.document.segues.contains { $0.id == PresentersThroughReferences.prefix + "LBG-00-002" })
        // Nor does `segue list` show the presenter's scenes as this storyboard's.
        let listing = storyboard.document.listing()
        #expect(listing.contains("Scenes (2)") && listing.contains("Segues (2)") && !listing.contains("LBV-00-001"), "\(listing)")
    }

    @Test("read alone, the unwind has nothing below it to return to")
    func aloneTheUnwindHasNowhereToGo() throws {
        let storyboard = try Self.storyboard(followingReferences: false)
        #expect(!storyboard.document.segues.contains { $0.isBroughtAcross })
        let r = try storyboard.record(try storyboard.segue(named: "unwindSettingsSegue"), named: "unwindSettingsSegue")
        #expect(LayerFrames.frame("LBV-00-002", in: r.performed.recording) == nil)
    }

    @Test(
        "an unwind action names where it goes, not where it comes from; UIKit's containers implement none",
        arguments: [
            ("unwindFromSettingsViewController:", ["unwind"]),
            ("unwindFromDetailToList:", ["unwind", "to", "list"]),
            ("unwindToRedVC:", ["unwind", "to", "red", "vc"]),
        ])
    func destinationWords(action: String, words: [String]) {
        #expect(UnwindActions.destinationWords(action) == words)
    }
}
