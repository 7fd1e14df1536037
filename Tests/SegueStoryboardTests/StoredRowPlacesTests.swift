import SegueKit
import Testing

@testable import SegueStoryboard

/// Rows and items UIKit lays out itself, whatever frames the file stores for them.
///
/// Fixtures/StaleStaticRows.storyboard (Xcode 6, a 600 × 600 canvas): a navigation controller
/// pushes Settings, a grouped static table whose stored rows an older Xcode left behind: the Sound
/// section's first row at y = 279 with a 44 pt hole before its second, the Info section's only
/// row over the first, and an untitled section's row at the top.
/// Fixtures/LegacyCollectionCells.storyboard (Xcode 5, 320 × 568): a collection view under a
/// navigation bar whose one prototype the file stores at y = 64, below the bars Interface Builder
/// simulated.
@MainActor
struct StoredRowPlacesTests {
    static func frames(_ fixture: String, _ segue: String, _ ids: [String], at t: Double? = nil) throws -> [Rect] {
        let r = try LayerFrames.record(Paths.own(fixture), segue: segue, on: nil)
        return try ids.map { try #require(LayerFrames.frame($0, in: r, at: t), "no layer \($0)") }
    }

    @Test("a section's rows follow one another, each section below the one before, the first right under the bar")
    func staleStaticRowsAreLaidOutAgain() throws {
        let f = try Self.frames("StaleStaticRows.storyboard", "STR-sg-001", ["STR-ce-001", "STR-ce-002", "STR-ce-003", "STR-ce-004"])
        let bar = Device.iPhone15Pro.safeArea.top + Device.iPhone15Pro.navigationBarHeight()
        // A titled grouped section's header band: 55.33 pt, as Xcode lays one out.
        #expect(abs(f[0].minY - (bar + 55.33)) < 1, "\(f[0])")
        #expect(abs(f[1].minY - f[0].maxY) < 0.01, "no hole inside a section: \(f[0]) \(f[1])")
        #expect(abs(f[2].minY - (f[1].maxY + 55.33)) < 1, "Info below Sound, not over it: \(f[2])")
        // The untitled section starts below Info's footer text, not at its stored place above.
        #expect(f[3].minY > f[2].maxY + 30 && f[3].minY < f[2].maxY + 80, "\(f[2]) \(f[3])")
    }

    @Test("a flow layout's first item starts at the section inset below the bar, not at the file's y = 64 again")
    func legacyCollectionItemsStartUnderTheBar() throws {
        let f = try Self.frames("LegacyCollectionCells.storyboard", "LCC-sg-001", ["LCC-ce-001"], at: 0)
        // The file's own screen: a 20 pt status bar and a 44 pt navigation bar.
        #expect(f[0].minY == 64 && f[0].height == 60, "\(f[0])")
    }
}

/// A flow layout's cells as Xcode 6 and 7 stored them (Fixtures/UnlaidCollectionCells.storyboard,
/// Xcode 7): every cell at 50 × 50 at the origin, the layout's item size 170 × 231. Each
/// prototype is drawn at the item size, in order, from the section inset, as Interface Builder's
/// canvas lays them out and UIKit sizes them.
@MainActor
struct UnlaidCollectionCellTests {
    @Test func thePrototypesTakeTheItemSizeFromTheSectionInset() throws {
        let path = Paths.own("UnlaidCollectionCells.storyboard")
        let r = try LayerFrames.record(path, segue: "Ucc-Sg-0aA", on: nil)
        let content = try #require(LayerFrames.frame("collectionContent", in: r, at: 0))
        let issue = try #require(LayerFrames.frame("Ucc-Ce-001", in: r, at: 0))
        let more = try #require(LayerFrames.frame("Ucc-Ce-002", in: r, at: 0))
        #expect(issue.size == Size(width: 170, height: 231) && more.size == issue.size, "\(issue) \(more)")
        #expect(issue.minX == content.minX + 10 && issue.minY == content.minY + 10, "\(issue) in \(content)")
        #expect(more.minX == issue.maxX + 10 && more.minY == issue.minY, "\(more) beside \(issue)")
        // The date sits in the cell's strip, where the cell was designed at its item size.
        let date = try #require(LayerFrames.frame("Ucc-Lb-001", in: r, at: 0))
        #expect(date.minY == issue.minY + 180 && date.maxX <= issue.maxX, "\(date) in \(issue)")
    }
}

/// Static cells Xcode 6 and 7 stored without a frame (Fixtures/UnlaidStaticCells.storyboard:
/// Preferences, a grouped table of two titled sections, the first with a footer) are laid out as
/// UIKit lays the table out: each row below the one before at the table's row height, each
/// section below the one before with its header and footer, never all at the top.
@MainActor
struct UnlaidStaticCellTests {
    @Test func theRowsFollowOneAnotherSectionBySection() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("UnlaidStaticCells.storyboard"))
        let (nav, window) = try initialController(of: doc, as: NavigationController.self)
        defer { withExtendedLifetime(window) {} }
        let root = try #require(nav.topViewController).view
        let rows = try (1...5).map { try CodeContentTests.view("CEL-sf-00\($0)", in: root).frameInRoot }
        #expect(rows.allSatisfy { abs($0.height - 44) < 0.5 }, "\(rows)")
        #expect(rows[0].minY >= 103, "below the navigation bar: \(rows[0])")
        for (a, b) in [(0, 1), (1, 2), (3, 4)] { #expect(abs(rows[b].minY - rows[a].maxY) < 0.5, "\(rows[a]) then \(rows[b])") }
        // The second section starts below the first one's footer text and its own header.
        #expect(rows[3].minY > rows[2].maxY + 50, "\(rows[2]) then \(rows[3])")
        let texts = root.allDescendants.compactMap(CodeContentTests.text(of:)).map { $0.lowercased() }
        for title in ["append to message", "received messages", "added to every message you send."] {
            #expect(texts.contains(title), "\(title) in \(texts)")
        }
    }
}
