import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Cells of the built-in styles laid out as `UITableViewCell` lays them out, for their text and
/// the row's width (Fixtures/CellStyles: an iPhone 15 inset grouped table, 353 pt rows, with a
/// Right Detail cell with an image and a disclosure indicator, a Right Detail cell whose Arabic
/// value is far too long, a Left Detail cell and a Subtitle cell; Arabic in `ar.lproj`).
@MainActor
struct CellStyleLayoutTests {
    static let storyboard = Paths.own("CellStyles/Base.lproj/Main.storyboard")

    /// The table's scene, built in `locale` (right to left for Arabic).
    static func root(_ locale: String?) throws -> View {
        var options = StoryboardBuildOptions()
        options.locale = locale
        options.rightToLeft = locale == "ar"
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: storyboard, locale: locale), options: options)
        return withExtendedLifetime(builder) { builder.instantiate("CSV-00-001").view }
    }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    static func text(_ v: View) throws -> TextContent {
        guard case .text(let t) = v.content else { throw CellStyleFailure(message: "\(v.identifier ?? "?") shows no text") }
        return t
    }

    /// Whether a label's frame holds its whole text as drawn (Pango's width, at the size drawn),
    /// within the 2 % that layout's measure and Pango's may differ by (kerning,
    /// `TextMetricsDrawingTests`); a translation cut at the English width is 5 % or more short.
    static func holdsItsText(_ v: View) throws -> Bool {
        let t = try text(v)
        return v.frame.width >= 0.98 * (try TextMetricsDrawingTests.drawnWidth(t.string, size: t.fontSize, weight: t.weight))
    }

    @Test("English, as designed: the labels keep the places Interface Builder stored")
    func englishKeepsItsPlaces() throws {
        let root = try Self.root(nil)
        let place = try Self.view("CSC-01-101", in: root).frame, image = try Self.view("CSC-01-103", in: root).frame
        #expect(abs(place.minX - 54.333333333333336) < 0.01 && abs(image.minX - 19.333333333333336) < 0.01, "\(place) \(image)")
        #expect(try Self.holdsItsText(try Self.view("CSC-01-101", in: root)))
        #expect(try Self.holdsItsText(try Self.view("CSC-01-102", in: root)))
    }

    @Test("a Right Detail title whose frame Interface Builder fitted to San Francisco is as wide as its text here, whole at its size")
    func aTightTitleTakesItsTextsWidthHere() throws {
        let title = try Self.view("CSC-05-101", in: try Self.root(nil))
        let t = try Self.text(title)
        #expect(t.string == "Title" && t.fontSize == 17, "\(t.string) at \(t.fontSize) pt")
        let drawn = try TextMetricsDrawingTests.drawnWidth(t.string, size: t.fontSize, weight: t.weight)
        #expect(title.frame.width >= drawn, "\(title.frame) for text \(drawn) wide")
        #expect(abs(title.frame.minX - 20) < 0.01, "\(title.frame)")
    }

    @Test("Arabic, Right Detail: the title takes its translation's width, whole, on the right after the image; the value on the left")
    func rightDetailTakesTheTranslationsWidth() throws {
        let root = try Self.root("ar")
        let title = try Self.view("CSC-01-101", in: root), value = try Self.view("CSC-01-102", in: root)
        let image = try Self.view("CSC-01-103", in: root).frame, content = try #require(title.superview)
        let shown = try Self.text(title).string
        #expect(try Self.holdsItsText(title), "\(title.frame) \(shown)")
        #expect(try Self.holdsItsText(value), "\(value.frame)")
        // Mirrored: the image at the leading (right) margin, the title beside it, the value at the trailing (left) side.
        #expect(abs((content.bounds.width - image.maxX) - 19.333333333333336) < 0.01, "\(image) in \(content.bounds)")
        #expect(abs(title.frame.maxX - (content.bounds.width - 54.333333333333336)) < 0.01, "\(title.frame)")
        #expect(value.frame.maxX < title.frame.minX && abs(value.frame.minX - 8) < 0.01, "\(value.frame)")
    }

    @Test("Arabic, Right Detail with a value too long for the row: the title stays whole, the value truncates where they meet")
    func theTitleKeepsItsTextWhereTheLabelsMeet() throws {
        let root = try Self.root("ar")
        let title = try Self.view("CSC-02-101", in: root), value = try Self.view("CSC-02-102", in: root)
        let content = try #require(title.superview).bounds
        #expect(try Self.holdsItsText(title), "\(title.frame)")
        #expect(!(try Self.holdsItsText(value)), "the value is longer than the row: \(value.frame)")
        #expect(abs(title.frame.maxX - (content.width - 20)) < 0.01, "\(title.frame)")
        #expect(abs(value.frame.minX - 20) < 0.01 && abs(title.frame.minX - value.frame.maxX - CellStyleLayout.labelGap) < 0.01,
                "\(value.frame) \(title.frame)")
    }

    @Test("Left Detail keeps the title's column; Subtitle's two lines reach to the trailing margin; both mirrored in Arabic")
    func leftDetailAndSubtitle() throws {
        let en = try Self.root(nil), ar = try Self.root("ar")
        let column = try Self.view("CSC-03-101", in: en).frame
        #expect(abs(column.minX - 20) < 0.01 && abs(column.width - 91) < 0.01, "\(column)")
        let value = try Self.view("CSC-03-102", in: en), width = try #require(value.superview).bounds.width
        #expect(abs(value.frame.minX - 117) < 0.01 && abs(value.frame.maxX - (width - 20)) < 0.01, "\(value.frame) in \(width)")
        let arColumn = try Self.view("CSC-03-101", in: ar).frame, arValue = try Self.view("CSC-03-102", in: ar).frame
        #expect(abs(arColumn.maxX - (width - 20)) < 0.01 && abs(arColumn.width - 91) < 0.01, "\(arColumn)")
        #expect(abs(arValue.minX - 20) < 0.01 && abs(arValue.maxX - (width - 117)) < 0.01, "\(arValue)")
        for id in ["CSC-04-101", "CSC-04-102"] {
            let line = try Self.view(id, in: ar)
            #expect(abs(line.frame.minX - 20) < 0.01 && abs(line.frame.maxX - (width - 20)) < 0.01, "\(id) \(line.frame)")
            #expect(try Self.holdsItsText(line), "\(id) \(line.frame)")
        }
    }
}

struct CellStyleFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
