import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Transitions an app animates in its own code (Fixtures/AnimatedInCodeApp: the songbook's
/// superclass makes itself the navigation controller's delegate and supplies the push's
/// animation; the songbook hands the menu a transitioning delegate in `prepare(for:sender:)`,
/// which `MenuTransition.swift` animates; the settings sheet is UIKit's own). Drawn with UIKit's animation, they are said to
/// be so: a warning, which strict mode refuses, and a line of what is not real.
@MainActor
struct AnimatedInCodeTests {
    static let app = Paths.own("AnimatedInCodeApp")

    static func storyboard(mode: ReadingMode = .lenient, custom: Bool = false) throws -> StoryboardSegues {
        var options = StoryboardBuildOptions()
        options.resources = try ProjectResources(folders: [app])
        options.mode = mode
        if custom { options.overrideClass = SegueRegistry.builtIn.segueClass(named: "HorizontalSlideSegue") }
        return try StoryboardSegues(contentsOf: app + "/Songbook/Base.lproj/Main.storyboard", options: options)
    }

    @Test(arguments: [
        ("ShowMenu", "SongbookViewController.swift sets a transitioning delegate; MenuTransition.swift supplies its animation"),
        ("ShowSong", "SwipeViewController.swift makes itself the navigation controller's delegate and supplies its animation"),
    ])
    func aTransitionTheAppAnimatesIsSaidToBeUIKits(segue name: String, how: String) throws {
        let storyboard = try Self.storyboard()
        let r = try storyboard.record(try storyboard.segue(named: name), named: name)
        let warning = try #require(r.issues.first { $0.kind == .animatedInCode }, "\(r.issues)")
        #expect(warning.message.contains(how), "\(warning.message)")
        #expect(warning.elementID == storyboard.document.segue(withID: name == "ShowMenu" ? "SEG-ac-002" : "SEG-ac-001")?.id)
        let note = try #require(r.performed.approximations.first { $0.kind == .animatedInCode })
        #expect(note.subject == name && note.detail.contains(how))
    }

    @Test func aSheetTheAppLeavesToUIKitIsNotFlagged() throws {
        let storyboard = try Self.storyboard()
        let r = try storyboard.record(try storyboard.segue(named: "ShowSettings"), named: "ShowSettings")
        #expect(!r.issues.contains { $0.kind == .animatedInCode })
        #expect(!r.performed.approximations.contains { $0.kind == .animatedInCode })
    }

    @Test func strictModeRefusesIt() throws {
        let storyboard = try Self.storyboard(mode: .strict)
        #expect(throws: (any Error).self) { try storyboard.record(try storyboard.segue(named: "ShowMenu"), named: "ShowMenu") }
    }

    @Test("an animation asked for (--custom) is what the frames show: nothing to say")
    func anAnimationAskedForIsNotFlagged() throws {
        let storyboard = try Self.storyboard(custom: true)
        let r = try storyboard.record(try storyboard.segue(named: "ShowSong"), named: "ShowSong")
        #expect(!r.issues.contains { $0.kind == .animatedInCode })
    }

    @Test func withoutTheSourcesNothingIsKnown() throws {
        let storyboard = try StoryboardSegues(contentsOf: Self.app + "/Songbook/Base.lproj/Main.storyboard")
        let r = try storyboard.record(try storyboard.segue(named: "ShowMenu"), named: "ShowMenu")
        #expect(!r.issues.contains { $0.kind == .animatedInCode })
    }
}
