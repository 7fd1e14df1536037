import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// The chrome of a sheet as UIKit draws it (Fixtures/SheetBars.storyboard, an iPhone 15 Pro): a
/// Notes list in a navigation controller (a Sort item and an add item) presents, as the default
/// page sheet, a New Note scene in its own navigation controller, with Cancel and Done system
/// items, a secondary-background card holding an English label, and a black swatch.
@MainActor
struct SheetBarsTests {
    /// The builder and the sheet's navigation controller, made by the compose segue once the
    /// Notes list is on screen.
    static func presentedSheet(_ options: StoryboardBuildOptions = StoryboardBuildOptions()) throws -> (NavigationController, NavigationController) {
        let doc = try IB.Document.read(contentsOf: Paths.own("SheetBars.storyboard"), locale: options.locale, mode: .strict,
                                       appearance: options.appearance)
        let builder = StoryboardBuilder(document: doc, options: options)
        let window = Window(device: builder.device)
        let root = try #require(builder.instantiateInitialViewController() as? NavigationController)
        window.rootViewController = root
        let notes = try #require(root.topViewController)
        let i = try #require(builder.templateIndex(of: "Sg5-Cm-1pZ", on: notes))
        let sheet = try #require(notes.segueTemplates[i].makeDestination() as? NavigationController)
        return (root, sheet)
    }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    @Test func aNavigationBarAtTheTopOfASheetIs56PointsWithItsTitleCentred() throws {
        let (root, sheet) = try Self.presentedSheet()
        let bar = try #require(sheet.navigationBar)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 393, height: 56), "no status bar over a sheet's bar")
        #expect(bar.titleCenter.y == 28 && bar.titleLabel.center.y == 28)
        #expect(try Self.view("Cb1-Cn-7nF", in: bar).frame.midY == 28, "the items are centred in the taller bar too")
        // The sheet's content lies below its bar.
        let card = try Self.view("Cd6-Bx-2iA", in: try #require(sheet.topViewController).view)
        #expect(card.frame.minY == 56 + 16)
        let rootBar = try #require(root.navigationBar)
        #expect(rootBar.frame.height == 59 + 44, "a bar under the status bar keeps its 44 pt row: \(rootBar.frame.height.bitPattern)")
    }

    /// Fixtures/SheetContainer.storyboard: a Filters scene, presented as the default page sheet,
    /// has a title label and under it a container view embedding a navigation controller (a
    /// Categories list with a Reset item). Only the bar at the sheet's top edge is the sheet's.
    @Test func aNavigationControllerInAContainerInASheetKeepsTheStandardBar() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("SheetContainer.storyboard"), mode: .strict)
        let builder = StoryboardBuilder(document: doc)
        let window = Window(device: builder.device)
        let home = try #require(builder.instantiateInitialViewController())
        window.rootViewController = home
        let i = try #require(builder.templateIndex(of: "Seg-sc-001", on: home))
        let filters = home.segueTemplates[i].makeDestination()
        #expect(filters.view.bounds.size == Size(width: 393, height: 852 - 59 - 10))
        let inner = try #require(filters.children.first as? NavigationController)
        let bar = try #require(inner.navigationBar)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 393, height: 44), "no status bar over it, and the standard bar")
        #expect(try Self.view("Bbi-sc-001", in: bar).frame.midY == 22)
    }

    @Test func barItemsSitAtTheBarsLayoutMargins() throws {
        let (root, sheet) = try Self.presentedSheet()
        let rootBar = try #require(root.navigationBar), sheetBar = try #require(sheet.navigationBar)
        #expect(try Self.view("Lb8-St-6cS", in: rootBar).frame.minX == 16)
        #expect(try Self.view("Rb9-Ad-7dT", in: rootBar).frame.maxX == 393 - 16)
        #expect(try Self.view("Cb1-Cn-7nF", in: sheetBar).frame.minX == 16)
        #expect(try Self.view("Db2-Dn-8oG", in: sheetBar).frame.maxX == 393 - 16)
        // A phone 414 pt wide or wider has the 20 pt margins.
        var options = StoryboardBuildOptions(device: .iPhone15ProMax)
        options.deviceOverridesCanvas = true
        let (wide, _) = try Self.presentedSheet(options)
        #expect(try Self.view("Rb9-Ad-7dT", in: try #require(wide.navigationBar)).frame.maxX == 430 - 20)
    }

    @Test func inTheDarkASheetsSystemBackgroundsAreElevated() throws {
        var options = StoryboardBuildOptions()
        options.appearance = .dark
        let (root, sheet) = try Self.presentedSheet(options)
        let compose = try #require(sheet.topViewController).view
        #expect(compose.backgroundColor == Color(hex: 0x1C1C1E), "systemBackground, elevated")
        #expect(try Self.view("Cd6-Bx-2iA", in: compose).backgroundColor == Color(hex: 0x2C2C2E), "secondarySystemBackground, elevated")
        #expect(try Self.view("Sw8-Bk-4kC", in: compose).backgroundColor == Color(white: 0), "a colour of the app's own does not change")
        #expect(try #require(root.topViewController).view.backgroundColor == Color(white: 0), "the screen under the sheet is not elevated")
        // In the light appearance the elevated level changes nothing.
        let (_, light) = try Self.presentedSheet()
        #expect(try #require(light.topViewController).view.backgroundColor == Color(white: 1))
    }

    @Test(arguments: [("de", "Abbrechen", "Fertig"), ("fr-CA", "Annuler", "OK"), ("ja", "キャンセル", "完了"), ("ar", "إلغاء", "تم"),
                      ("zh-Hans", "取消", "完成"), ("zh-Hant", "Cancel", "Done")])
    func systemItemsShowTheSystemsOwnTranslation(locale: String, cancel: String, done: String) throws {
        var options = StoryboardBuildOptions()
        options.locale = locale
        let (_, sheet) = try Self.presentedSheet(options)
        let bar = try #require(sheet.navigationBar)
        guard case .text(let c) = try Self.view("Cb1-Cn-7nF", in: bar).content, case .text(let d) = try Self.view("Db2-Dn-8oG", in: bar).content
        else {
            Issue.record("the system items are not drawn as words")
            return
        }
        #expect(c.string == cancel && c.weight == .regular)
        #expect(d.string == done && d.weight == .semibold)
    }

    @Test func localesFindTheirLanguagesWords() {
        #expect(SystemItemTitles.title(of: .cancel, language: nil) == "Cancel")
        #expect(SystemItemTitles.title(of: .save, language: "de_CH") == "Sichern")
        #expect(SystemItemTitles.title(of: .cancel, language: "pt") == "Cancelar", "Apple's pt is Brazilian Portuguese")
        #expect(SystemItemTitles.title(of: .cancel, language: "pt-PT") == "Cancel", "not tabled: English")
        #expect(SystemItemTitles.title(of: .edit, language: "zh_CN") == "编辑")
        #expect(SystemItemTitles.title(of: .add, language: "de") == nil, "a glyph, not a word")
    }

    /// A screen pushed in a sheet whose navigation bar is hidden (Fixtures/SheetPushHiddenBar.storyboard,
    /// an iPhone 8): the card lies below the status bar, so neither the sheet's root nor the
    /// pushed screen has a status-bar inset, and a label pinned 50 pt below the safe area's top
    /// sits at the same place on both (the card's top, 30 pt, plus 50).
    @Test func aScreenPushedInASheetWithItsBarHiddenHasTheSheetsSafeArea() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("SheetPushHiddenBar.storyboard"), mode: .strict)
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-sh-001")), in: doc, options: StoryboardBuildOptions()).recording
        let root = try #require(LayerFrames.frame("ONE-lb-001", in: r, at: 0))
        let pushed = try #require(LayerFrames.frame("TWO-lb-001", in: r))
        #expect(root.minY == 80 && pushed.minY == 80, "\(root) \(pushed)")
    }
}
