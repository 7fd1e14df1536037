import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueStoryboard

/// What the showcase app (Tests/SegueCLITests/Fixtures/ShowcaseApp, Field Notes) showed: its
/// journal's cells come from xibs and mirror in Arabic as UIKit lays them out, and its template
/// launch screen, which has no translation, is read in Arabic without a warning.
@MainActor
struct ShowcaseAppTests {
    static let app = Paths.repoRoot.path + "/Tests/SegueCLITests/Fixtures/ShowcaseApp/FieldNotes"

    /// The journal's view (its table's rows are the cells of EntryCell.xib and SightingCell.xib).
    static func journal(rightToLeft: Bool) throws -> View {
        let path = app + "/Base.lproj/Main.storyboard"
        var options = StoryboardBuildOptions()
        options.rightToLeft = rightToLeft
        options.resources = try ProjectResources.forStoryboard(path)
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: path), options: options)
        let window = Window(device: builder.device)
        let journal = builder.instantiate("JRN-FN-001")
        window.rootViewController = journal
        return journal.view
    }

    static func frame(_ id: String, in root: View) throws -> Rect {
        let v = try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
        let origin = v.convertToRoot(Point(x: 0, y: 0))
        return Rect(x: origin.x, y: origin.y, width: v.bounds.width, height: v.bounds.height)
    }

    static func text(_ id: String, in root: View) throws -> TextContent {
        let v = try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
        guard case .text(let t) = v.content else { throw ShowcaseTestError("\(id) draws no text") }
        return t
    }

    struct ShowcaseTestError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    @Test("a button showing only a symbol (title=\"\") is named by its image, not as an empty title")
    func imageOnlyTrigger() throws {
        let doc = try IB.Document.read(contentsOf: Self.app + "/Base.lproj/Main.storyboard")
        let newNote = try #require(doc.segue(withID: "SEG-FN-002"))
        #expect(newNote.trigger.description == "button [plus.circle.fill]")
        #expect(newNote.trigger.title == nil)
        let openEntry = try #require(doc.segue(withID: "SEG-FN-001"))
        #expect(openEntry.trigger.description == "button \"Today's entry\"")
    }

    @Test("a cell from a xib mirrors right to left: its badge at the right edge, its text right-aligned, its time at the left")
    func xibCellsMirror() throws {
        let ltr = try Self.journal(rightToLeft: false), rtl = try Self.journal(rightToLeft: true)
        let width = 393.0
        for id in ["Ent-bg-001", "Ent-tm-001", "Sgt-bg-001"] {
            let l = try Self.frame(id, in: ltr), r = try Self.frame(id, in: rtl)
            // The content view sits beside the accessory, which moves to the left edge: each view
            // keeps its distance to the opposite side of the row, less the accessory's width.
            #expect(abs((width - r.maxX) - l.minX) < 34 && r.width == l.width && r.minY == l.minY, "\(id): \(l) → \(r)")
        }
        #expect(try Self.frame("Ent-bg-001", in: rtl).minX > 300 && Self.frame("Ent-tm-001", in: rtl).maxX < 120)
        // The title's natural alignment: the leading edge, the right one in a right-to-left paragraph.
        let title = (ltr: try Self.text("Ent-tl-001", in: ltr), rtl: try Self.text("Ent-tl-001", in: rtl))
        #expect(!title.ltr.isRightToLeft && title.ltr.alignment != .right, "\(title.ltr.alignment)")
        #expect(title.rtl.isRightToLeft && [.right, .natural].contains(title.rtl.alignment), "\(title.rtl.alignment)")
    }

    /// `<state key="normal" image="magnifyingglass" catalog="system">` with a
    /// `<preferredSymbolConfiguration configurationType="pointSize" pointSize="20" weight="medium">`.
    @Test("a button's preferred symbol configuration sets its symbol's point size")
    func symbolConfigurationSizesTheSymbol() throws {
        let journal = try Self.journal(rightToLeft: false)
        for (button, symbol, size) in [("SRC-FN-001", "magnifyingglass", 20.0), ("ADD-FN-001", "plus.circle.fill", 24)] {
            let holder = try #require(journal.firstDescendant { $0.identifier == button })
            let glyph = try #require(holder.firstDescendant { $0.identifier == "symbol:" + symbol })
            #expect(glyph.bounds.width == SymbolContent.em(pointSize: size, scale: .medium), "\(symbol): \(glyph.bounds.width)")
        }
        let doc = try IB.Document.read(contentsOf: Self.app + "/Base.lproj/Main.storyboard")
        let search = try #require(LocalizationTests.node("SRC-FN-001", in: doc))
        #expect(search.button?.symbolPointSize == 20 && search.button?.symbolWeight == "medium")
        // Symbols the showcase's cells use have a likeness in the stand-in font.
        #expect(SymbolTable.icon(for: "figure.hiking") != nil && SymbolTable.icon(for: "water.waves") != nil)
    }

    @Test("the launch screen has no Arabic text and is read in Arabic without a warning; it is known as the launch screen")
    func theLaunchScreenNeedsNoTranslation() throws {
        let launch = try IB.Document.read(contentsOf: Self.app + "/Base.lproj/LaunchScreen.storyboard", locale: "ar")
        #expect(launch.isLaunchScreen && launch.warnings.isEmpty, "\(launch.warnings)")
        let main = try IB.Document.read(contentsOf: Self.app + "/Base.lproj/Main.storyboard", locale: "ar")
        #expect(!main.isLaunchScreen && !main.warnings.contains { $0.kind == .missingLocalization })
        // A storyboard that is no launch screen and lacks the language is still warned about.
        let ja = try IB.Document.read(contentsOf: Self.app + "/Base.lproj/Main.storyboard", locale: "ja")
        #expect(ja.warnings.contains { $0.kind == .missingLocalization })
    }
}
