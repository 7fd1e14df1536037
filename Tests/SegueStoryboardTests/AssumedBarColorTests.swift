import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// White titles and items over a bar the storyboard colours dark are what apps set in code, not
/// what the storyboard gives (UIKit draws the label colour and the tint there), so each segue
/// that shows them lists them (Fixtures/DarkBars.storyboard): Mail's navy bar gives neither a
/// title colour nor a tint; Settings' is `barStyle="black"` (a white title is UIKit's own) with
/// an orange tint; Player's navy bar is hidden.
@MainActor
struct AssumedBarColorTests {
    static func assumed(_ segue: String) throws -> [Approximation] {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("DarkBars.storyboard"))
        let r = try storyboard.record(try storyboard.segue(named: segue), named: segue)
        return r.performed.approximations.filter { $0.kind == .assumedColor }
    }

    @Test("a dark bar tint with no title colour or tint lists the white it assumes")
    func aDarkBarTintIsListed() throws {
        let notes = try Self.assumed("compose")
        #expect(notes.map(\.subject) == ["navigation bar title and items"], "\(notes)")
        #expect(notes.first?.detail.contains("in code") == true)
        #expect(Approximation.Kind.assumedColor.summary(1) == "1 bar colour assumed from what apps set in code")
    }

    @Test("a black bar style with its own tint assumes nothing")
    func aBlackStyleWithATintIsNotListed() throws {
        #expect(try Self.assumed("about").isEmpty)
    }

    @Test("a hidden bar shows nothing, so nothing is listed")
    func aHiddenBarIsNotListed() throws {
        #expect(try Self.assumed("queue").isEmpty)
    }

    @Test("a bar whose title and items the storyboard colours white assumes nothing")
    func storyboardColoursAreNotListed() throws {
        // HiddenBars' Edit Profile: a purple bar tint, white title attributes, a white Cancel.
        let doc = try IB.Document.read(contentsOf: Paths.own("HiddenBars.storyboard"), mode: .strict)
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-hb-002")), in: doc, options: StoryboardBuildOptions())
        #expect(!r.approximations.contains { $0.kind == .assumedColor }, "\(r.approximations)")
    }
}
