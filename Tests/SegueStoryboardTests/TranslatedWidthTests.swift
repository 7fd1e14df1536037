import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Translated text in a script the system font's stand-in lacks (Arabic) takes the width it is
/// drawn at. Fixtures: PadTitles (an iPad scene whose large title, Steppes, is pinned only by its top and
/// leading edges, and a capsule button whose configuration title is translated, pinned by its
/// trailing edge; Arabic from `Regions.xcstrings`) and CellStyles (a navigation bar with a Cancel
/// item and a done item titled Save; Arabic in `ar.lproj`).
@MainActor
struct TranslatedWidthTests {
    static func regions(_ locale: String?) throws -> View {
        var options = StoryboardBuildOptions()
        options.locale = locale
        options.rightToLeft = locale == "ar"
        let doc = try IB.Document.read(contentsOf: Paths.own("PadTitles/Base.lproj/Regions.storyboard"), locale: locale)
        let builder = StoryboardBuilder(document: doc, options: options)
        return withExtendedLifetime(builder) { builder.instantiate("PTV-00-001").view }
    }

    /// The drawn width of a view's text, at the size it is drawn at.
    static func drawnWidth(_ v: View) throws -> Double {
        let t = try CellStyleLayoutTests.text(v)
        return try TextMetricsDrawingTests.drawnWidth(t.string, size: t.fontSize, weight: t.weight)
    }

    @Test("a title pinned only by its leading edge takes its Arabic text's whole width, not the English one's")
    func aLeadingPinnedTitleTakesItsTranslationsWidth() throws {
        let en = try CellStyleLayoutTests.view("PTL-00-001", in: try Self.regions(nil))
        let ar = try CellStyleLayoutTests.view("PTL-00-001", in: try Self.regions("ar"))
        #expect(en.frame == Rect(x: 32, y: 48, width: 133, height: 41))
        let shown = try CellStyleLayoutTests.text(ar).string, drawn = try Self.drawnWidth(ar)
        #expect(ar.frame.width + 0.5 >= drawn, "\(ar.frame) for \(shown), drawn \(drawn) wide")
        // Mirrored: 32 pt from the right edge, as the leading constraint says.
        #expect(abs(ar.frame.maxX - (834 - 32)) < 0.01, "\(ar.frame)")
    }

    @Test("a button whose configuration title is translated grows by what its title grows by, from its trailing edge")
    func aConfiguredButtonGrowsWithItsTitle() throws {
        let en = try CellStyleLayoutTests.view("PTB-00-001", in: try Self.regions(nil))
        let ar = try CellStyleLayoutTests.view("PTB-00-001", in: try Self.regions("ar"))
        let grown = try TextMetricsDrawingTests.drawnWidth("مسار جديد للمشي", size: 17, weight: .regular)
            - TextMetricsDrawingTests.drawnWidth("New Trail", size: 17, weight: .regular)
        #expect(en.frame == Rect(x: 686, y: 46.5, width: 116, height: 44))
        #expect(ar.frame.width >= 116 + grown * 0.9, "\(ar.frame), its title \(grown) pt wider")
        #expect(abs(ar.frame.minX - 32) < 0.01, "mirrored to the leading side: \(ar.frame)")
    }

    @Test("a bar button item's Arabic title is as wide as drawn: Save (حفظ, done) and Cancel (إلغاء)")
    func barItemsTakeTheirTitlesWidth() throws {
        var options = StoryboardBuildOptions()
        options.locale = "ar"
        options.rightToLeft = true
        let doc = try IB.Document.read(contentsOf: CellStyleLayoutTests.storyboard, locale: "ar")
        let builder = StoryboardBuilder(document: doc, options: options)
        let window = Window(device: builder.device)
        let root = try #require(builder.instantiateInitialViewController() as? NavigationController)
        window.rootViewController = root
        let bar = try #require(root.navigationBar)
        for (id, title, weight) in [("CSB-00-002", "حفظ", FontWeight.semibold), ("CSB-00-001", "إلغاء", .regular)] {
            let item = try CellStyleLayoutTests.view(id, in: bar)
            let t = try CellStyleLayoutTests.text(item)
            #expect(t.string == title && t.weight == weight)
            #expect(item.frame.width >= (try Self.drawnWidth(item)), "\(id) \(item.frame)")
        }
    }

    /// Fixtures/TranslatedStack: two buttons in a vertical stack centred across its axis, each
    /// pinned to both of the stack's sides by required constraints, and a label centred with
    /// 20 pt margins at least; French and Arabic titles in `fr.lproj` and `ar.lproj`. A
    /// translation replaces the text only: the pinned buttons stay as wide as the stack (335 pt
    /// at x = 20), and the label takes its translation's width, within the margins.
    @Test("buttons pinned to a stack's sides keep its width whatever their translated titles")
    func stackPinsHoldUnderATranslation() throws {
        for locale in ["fr", "ar"] {
            var options = StoryboardBuildOptions()
            options.locale = locale
            options.rightToLeft = locale == "ar"
            let doc = try IB.Document.read(contentsOf: Paths.own("TranslatedStack/Base.lproj/Main.storyboard"), locale: locale)
            let builder = StoryboardBuilder(document: doc, options: options)
            let root = withExtendedLifetime(builder) { builder.instantiate("TWO-vc-001").view }
            let stack = try CellStyleLayoutTests.view("TWO-st-001", in: root)
            #expect(stack.frame.minX == 20 && stack.frame.width == 335, "\(locale) \(stack.frame)")
            for id in ["TWO-bt-001", "TWO-bt-002"] {
                let button = try CellStyleLayoutTests.view(id, in: root)
                #expect(button.frame.minX == 0 && button.frame.width == 335, "\(locale) \(id) \(button.frame)")
            }
            let label = try CellStyleLayoutTests.view("TWO-lb-001", in: root)
            let drawn = try Self.drawnWidth(label)
            #expect(label.frame.width + 0.5 >= drawn && label.frame.minX >= 20 && label.frame.maxX <= 375 - 20,
                    "\(locale) \(label.frame), its text drawn \(drawn) wide")
        }
    }
}
