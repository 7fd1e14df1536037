import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Views kept out from under the bars (Fixtures/ExtendedEdges.storyboard, an iPhone 15 Pro
/// canvas): a tab bar controller whose Account tab's root (`edgesForExtendedLayout` none) pushes
/// Profile (top only), and whose Notes tab has an opaque teal bar over Notes (by default not
/// under it) that pushes All Notes (`extendedLayoutIncludesOpaqueBars`).
@MainActor
struct ExtendedEdgesTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/ExtendedEdges.storyboard").path

    static func perform(_ segue: String) throws -> PerformedSegue {
        let doc = try IB.Document.read(contentsOf: storyboard, mode: .strict)
        return try SegueRecorder.record(try #require(doc.segue(withID: segue)), in: doc, options: StoryboardBuildOptions(), direction: .perform)
    }

    static func frame(_ id: String, _ r: Recording, at t: Double) throws -> Rect {
        try #require(LayerFrames.frame(id, in: r, at: t), "no layer \(id)")
    }

    @Test("a view with no extended edges starts under the navigation bar and ends on the tab bar, the window's black behind both")
    func noEdgesKeepsTheViewBetweenTheBars() throws {
        let performed = try Self.perform("Ee3-Sg-0aA")
        let r = performed.recording
        let bar = try Self.frame("navigationBar", r, at: 0), tabs = try Self.frame("tabBar", r, at: 0)
        let view = try Self.frame("Ee3-Vw-000", r, at: 0)
        #expect(view.minY == bar.maxY && view.maxY == tabs.minY, "\(view) between \(bar) and \(tabs)")
        // The safe area starts at the view's top: the button sits 20 pt under the bar, as in Xcode.
        #expect(try Self.frame("Ee3-Bt-001", r, at: 0).minY == bar.maxY + 20)
        // Nothing of the screen fills the strips: the root is clear, and the bars are transparent.
        let scene = r.scene(at: 0)
        let root = try #require(scene.layers.first { $0.identifier == "Ee3-Vc-0aA" })
        #expect(root.properties.backgroundColor.alpha == 0)
        let warning = try #require(performed.issues.first { $0.kind == .windowBehindBar })
        #expect(warning.description.contains("'Account' does not extend under its navigation bar and tab bar (edgesForExtendedLayout)"))
        #expect(warning.description.contains("the window's black shows through"))
    }

    @Test("top only: the pushed view runs under the navigation bar and stops at the tab bar")
    func topOnlyRunsUnderTheNavigationBar() throws {
        let r = try Self.perform("Ee3-Sg-0aA").recording
        let view = try Self.frame("Ee4-Vw-000", r, at: r.duration)
        let tabs = try Self.frame("tabBar", r, at: r.duration), bar = try Self.frame("navigationBar", r, at: r.duration)
        #expect(view.minY == 0 && view.maxY == tabs.minY, "\(view)")
        #expect(try Self.frame("Ee4-Lb-001", r, at: r.duration).minY == bar.maxY + 20)
    }

    @Test("an opaque bar keeps the view below it, unless the controller includes opaque bars")
    func opaqueBarsKeepTheViewBelow() throws {
        let performed = try Self.perform("Ee6-Sg-0aA")
        let r = performed.recording
        let bar = try Self.frame("navigationBar", r, at: 0)
        #expect(try Self.frame("Ee6-Vw-000", r, at: 0).minY == bar.maxY)
        #expect(try Self.frame("Ee7-Vw-000", r, at: r.duration).minY == 0)
        // The opaque bar hides the window: nothing to warn of (the Account tab, built too, is).
        #expect(!performed.issues.contains { $0.kind == .windowBehindBar && $0.elementID != "Ee3-Vc-0aA" })
    }

    @Test("in a sheet the card's own background shows behind its transparent bar, and nothing is warned of")
    func aSheetShowsItsCardBehindTheBar() throws {
        let performed = try Self.perform("Ee3-Sg-0aB")
        let r = performed.recording
        let bar = try #require(r.scene(at: r.duration).layers.last { $0.identifier == "navigationBar" })
        let root = try #require(r.scene(at: r.duration).layers.first { $0.identifier == "Ee9-Vc-0aA" })
        let view = try Self.frame("Ee9-Vw-000", r, at: r.duration), card = try Self.frame("Ee9-Vc-0aA", r, at: r.duration)
        #expect(view.minY == card.minY + bar.properties.bounds.height, "\(view) in \(card)")
        #expect(root.properties.backgroundColor == .white, "the sheet's card: \(root.properties.backgroundColor)")
        #expect(!performed.issues.contains { $0.kind == .windowBehindBar && $0.elementID == "Ee9-Vc-0aA" })
    }

    @Test func theEdgesAreRead() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        #expect(doc.controller(withID: "Ee3-Vc-0aA")?.edgesForExtendedLayout == IB.ExtendedEdges(top: false, bottom: false))
        #expect(doc.controller(withID: "Ee4-Vc-0aA")?.edgesForExtendedLayout == IB.ExtendedEdges(top: true, bottom: false))
        #expect(doc.controller(withID: "Ee6-Vc-0aA")?.edgesForExtendedLayout == .all)
        #expect(doc.controller(withID: "Ee6-Vc-0aA")?.extendedLayoutIncludesOpaqueBars == false)
        #expect(doc.controller(withID: "Ee7-Vc-0aA")?.extendedLayoutIncludesOpaqueBars == true)
    }
}
