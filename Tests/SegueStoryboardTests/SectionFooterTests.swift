import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A static table's section footers (`<tableViewSection footerTitle>`), drawn as UIKit draws a
/// title footer: below the section, in the footnote's size and the secondary colour, translated,
/// and at the right in a right-to-left layout (the showcase app's New Note form, an inset grouped
/// table: Tests/SegueCLITests/Fixtures/ShowcaseApp).
@MainActor
struct SectionFooterTests {
    static let main = Paths.repoRoot.path + "/Tests/SegueCLITests/Fixtures/ShowcaseApp/FieldNotes/Base.lproj/Main.storyboard"

    /// The New Note form's view, laid out on the storyboard's screen, in `locale`.
    static func form(locale: String? = nil) throws -> View {
        var options = StoryboardBuildOptions()
        options.locale = locale
        options.rightToLeft = locale.map(StoryboardLocale.isRightToLeft) ?? false
        let doc = try IB.Document.read(contentsOf: main, locale: locale)
        let builder = StoryboardBuilder(document: doc, options: options)
        let window = Window(device: builder.device)
        let form = builder.instantiate("NEW-FN-001")
        window.rootViewController = form
        return form.view
    }

    /// `v`'s frame in the window's coordinates.
    static func frame(_ v: View) -> Rect {
        let origin = v.convertToRoot(Point(x: 0, y: 0))
        return Rect(x: origin.x, y: origin.y, width: v.bounds.width, height: v.bounds.height)
    }

    /// Every text drawn in `view`, with its frame in the window's coordinates.
    static func texts(in view: View) -> [(text: TextContent, frame: Rect)] {
        var found: [(TextContent, Rect)] = []
        func walk(_ v: View) {
            if case .text(let t) = v.content { found.append((t, frame(v))) }
            v.subviews.forEach(walk)
        }
        walk(view)
        return found
    }

    @Test("the footer is drawn below its section's last row, as a footnote in the secondary colour")
    func theFooterIsDrawn() throws {
        let view = try Self.form()
        let texts = Self.texts(in: view)
        let footer = try #require(texts.first { $0.text.string == "Notes stay on this iPhone until you share them." })
        let lastRow = try #require(view.firstDescendant { $0.identifier == "WTC-FN-001" })
        let rowBottom = Self.frame(lastRow).maxY
        #expect(footer.frame.minY >= rowBottom && footer.frame.minY < rowBottom + 12, "footer at \(footer.frame), the section ends at \(rowBottom)")
        #expect(footer.text.fontSize == 13 && footer.text.alignment == .left)
        let header = try #require(texts.first { $0.text.string == "ENTRY" })
        #expect(footer.text.color == header.text.color, "the footer is in the headers' secondary colour")
        // Section 2 has a header and no footer: the form's footnotes are its two headers and one footer.
        let footnotes = Set(texts.filter { $0.text.fontSize == 13 }.map(\.text.string))
        #expect(footnotes == ["ENTRY", "REMINDER", "Notes stay on this iPhone until you share them."], "\(footnotes)")
    }

    @Test("translated, and set at the right in a right-to-left layout", arguments: [("de", false), ("ar", true)])
    func theFooterIsTranslated(_ locale: String, rightToLeft: Bool) throws {
        let texts = Self.texts(in: try Self.form(locale: locale))
        let expected = locale == "de" ? "Notizen bleiben auf diesem iPhone, bis du sie teilst." : "تبقى الملاحظات على هذا الـiPhone حتى تشاركها."
        let footer = try #require(texts.first { $0.text.string == expected }, "\(texts.map(\.text.string))")
        #expect(footer.text.alignment == (rightToLeft ? .right : .left))
    }
}

/// Sections of no rows (Fixtures/EmptySections.storyboard, a grouped static table): the first
/// holds only a footer explaining the examples below it, the last only a header. UIKit shows both
/// where the rows would have been.
@MainActor
struct EmptySectionTests {
    @Test("a section of no rows shows its footer and its header, in the order of the sections")
    func emptySectionsShowTheirTitles() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("EmptySections.storyboard"))
        let builder = StoryboardBuilder(document: doc, options: StoryboardBuildOptions())
        let window = Window(device: builder.device)
        let nav = builder.instantiate("EMS-NV-001")
        window.rootViewController = nav
        let texts = SectionFooterTests.texts(in: nav.view)
        let footer = try #require(texts.first { $0.text.string.hasPrefix("Examples of the framework") }, "\(texts.map(\.text.string))")
        let header = try #require(texts.first { $0.text.string == "IPHONE EXAMPLES" })
        // Titles holding quotes, which Xcode writes as `<string key="headerTitle">` elements.
        let later = try #require(texts.first { $0.text.string == "COMING \"LATER\"" })
        let laterFooter = try #require(texts.first { $0.text.string == "Examples that need a \"network\" connection." })
        let row = try #require(texts.first { $0.text.string == "Search" })
        // Below the navigation bar, above the next section's header, which is above its row.
        let bar = builder.device.safeArea.top + 44
        #expect(footer.frame.minY > bar && footer.frame.maxY <= header.frame.minY, "\(footer.frame) above \(header.frame)")
        #expect(footer.text.fontSize == 13 && footer.frame.height > 20, "the footnote wraps: \(footer.frame)")
        #expect(header.frame.maxY <= row.frame.minY, "\(header.frame) above \(row.frame)")
        #expect(later.frame.minY > row.frame.maxY, "\(later.frame) below \(row.frame)")
        #expect(laterFooter.frame.minY > later.frame.maxY, "\(laterFooter.frame) below \(later.frame)")
    }
}
