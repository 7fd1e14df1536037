import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Right-to-left layouts of what UIKit draws itself (Fixtures/RightToLeft.storyboard): a static
/// table's styled cells with accessories, segmented controls and buttons with an image, each
/// also with `semanticContentAttribute="forceLeftToRight"`. Expected places are worked out from
/// the file's frames: the table is 393 pt wide, the controls 353 pt.
@MainActor
struct RightToLeftTests {
    static func builder(rightToLeft: Bool) throws -> StoryboardBuilder {
        var options = StoryboardBuildOptions()
        options.rightToLeft = rightToLeft
        return StoryboardBuilder(document: try IB.Document.read(contentsOf: Paths.own("RightToLeft.storyboard")), options: options)
    }

    /// The scene's root view; the builder is kept while the view loads (its controllers refer to it).
    static func root(_ id: String, rightToLeft: Bool) throws -> View {
        let builder = try Self.builder(rightToLeft: rightToLeft)
        return withExtendedLifetime(builder) { builder.instantiate(id).view }
    }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    static func text(_ v: View) -> TextContent? {
        if case .text(let t) = v.content { return t }
        return nil
    }

    /// The cell's own parts (accessories), drawn without a name.
    static func accessory(of cell: View) throws -> View {
        try #require(cell.subviews.first { $0.identifier == nil }, "no accessory")
    }

    @Test func aStyledCellMirrorsWithItsAccessoryOnTheLeft() throws {
        let table = try Self.root("RTV-00-001", rightToLeft: true)
        let cell = try Self.view("RTC-01-100", in: table)
        // The disclosure indicator: 16 pt from the right edge left to right (393 − 16 − 8 = 369),
        // so 16 pt from the left edge, pointing left.
        let chevron = try Self.accessory(of: cell)
        #expect(chevron.frame.minX == 16)
        if case .shape(let s) = chevron.content { #expect(s.elements.first == .move(Point(x: 0.85, y: 0.05))) } else { Issue.record("no chevron") }
        // The content view gives the accessory's 33 pt on the left; the image, 20 pt from its
        // leading edge, is 20 pt from its right one: 360 − 20 − 24 = 316.
        let content = try Self.view("RTC-01-103", in: cell)
        #expect(content.frame.minX == 33 && content.frame.width == 360)
        #expect(try Self.view("RTC-01-102", in: content).frame.minX == 316)
        let label = try #require(Self.text(try Self.view("RTC-01-101", in: content)))
        // Natural alignment, laid out right to left: at the right edge.
        #expect(label.alignment == .natural && label.isRightToLeft)
        // The checkmark of the second cell sits on the left too.
        #expect(try Self.accessory(of: try Self.view("RTC-02-100", in: table)).frame.maxX < 40)
    }

    @Test func leftToRightCellsKeepTheirAccessoryOnTheRight() throws {
        let table = try Self.root("RTV-00-001", rightToLeft: false)
        let cell = try Self.view("RTC-01-100", in: table)
        #expect(try Self.accessory(of: cell).frame.minX == 369)
        #expect(try Self.view("RTC-01-103", in: cell).frame.minX == 0)
        #expect(try Self.view("RTC-01-102", in: cell).frame.minX == 20)
    }

    /// The segments' titles from left to right.
    static func titles(_ control: View) -> [String] {
        control.subviews.compactMap { v in Self.text(v).map { (v.frame.minX, $0.string) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    @Test func segmentsRunFromTheRightUnlessForcedLeftToRight() throws {
        let root = try Self.root("RTX-00-001", rightToLeft: true)
        let control = try Self.view("RTK-00-001", in: root)
        #expect(Self.titles(control) == ["Month", "Week", "Day"])
        // The first segment is selected: its pill is the rightmost third.
        #expect(try Self.view("selectedSegment", in: control).frame.minX > 353 * 2 / 3)
        let forced = try Self.view("RTK-00-002", in: root)
        #expect(Self.titles(forced) == ["Rewind", "Play", "Forward"])
        #expect(try Self.view("selectedSegment", in: forced).frame.minX < 10)
        let ltr = try Self.root("RTX-00-001", rightToLeft: false)
        #expect(Self.titles(try Self.view("RTK-00-001", in: ltr)) == ["Day", "Week", "Month"])
    }

    /// The knob of a switch that is on, from the switch's left edge.
    static func knobX(_ id: String, in root: View) throws -> Double {
        try Self.view("switchKnob", in: try Self.view(id, in: root)).frame.minX
    }

    @Test func aSwitchMirrorsItsKnobUnlessForcedLeftToRight() throws {
        let root = try Self.root("RTX-00-001", rightToLeft: true)
        // Pinned by its leading edge 20 pt in: at the right; on, its knob at its left end.
        #expect(try Self.view("RTW-00-001", in: root).frame.maxX == 373)
        #expect(try Self.knobX("RTW-00-001", in: root) == 2)
        #expect(try Self.knobX("RTW-00-002", in: root) > 20)
        let ltr = try Self.root("RTX-00-001", rightToLeft: false)
        #expect(try Self.knobX("RTW-00-001", in: ltr) > 20)
    }

    @Test func aLeadingButtonPutsItsImageAtTheRightThenItsTitle() throws {
        let root = try Self.root("RTX-00-001", rightToLeft: true)
        let button = try Self.view("RTB-00-001", in: root)
        let image = try Self.view("image:star.fill", in: button)
        #expect(image.frame.maxX == 353)
        let title = try Self.view("buttonTitle", in: button)
        #expect(title.frame.maxX == image.frame.minX - 6)
        #expect(Self.text(title)?.alignment == .right)
        // A centred button: the same group, the image on the right of the title.
        let share = try Self.view("RTB-00-002", in: root)
        let shareImage = try Self.view("image:square.and.arrow.up", in: share), shareTitle = try Self.view("buttonTitle", in: share)
        #expect(shareImage.frame.minX > shareTitle.frame.minX)
        // Forced left to right: the image leads at the left edge, the title after it.
        let forced = try Self.view("RTB-00-003", in: root)
        #expect(try Self.view("image:forward.fill", in: forced).frame.minX == 0)
        #expect(Self.text(try Self.view("buttonTitle", in: forced))?.alignment == .left)
    }

    @Test func leftToRightButtonsLeadWithTheirImage() throws {
        let root = try Self.root("RTX-00-001", rightToLeft: false)
        let button = try Self.view("RTB-00-001", in: root)
        #expect(try Self.view("image:star.fill", in: button).frame.minX == 0)
        #expect(Self.text(try Self.view("buttonTitle", in: button))?.alignment == .left)
    }

    @Test func aTabBarInAViewTreeRunsFromTheRight() throws {
        func titles(_ rightToLeft: Bool) throws -> [String] {
            let bar = try Self.view("RTT-00-001", in: try Self.root("RTX-00-001", rightToLeft: rightToLeft))
            return bar.subviews.compactMap { v in Self.text(v).map { (v.frame.midX, $0.string) } }.sorted { $0.0 < $1.0 }.map(\.1)
        }
        #expect(try titles(false) == ["Home", "Search", "Profile"])
        #expect(try titles(true) == ["Profile", "Search", "Home"], "the first item at the right")
        // No item is selected until the app selects one (`UITabBar.selectedItem` is nil by default).
        let bar = try Self.view("RTT-00-001", in: try Self.root("RTX-00-001", rightToLeft: false))
        #expect(bar.subviews.compactMap(Self.text).allSatisfy { $0.color == Color(hex: 0x8E8E93) })
    }

    @Test func aSearchFieldsGlassLeadsAtTheRight() throws {
        for rightToLeft in [false, true] {
            let field = try Self.view("searchField", in: try Self.view("RTS-00-010", in: try Self.root("RTX-00-001", rightToLeft: rightToLeft)))
            let glass = try #require(field.subviews.first { if case .shape = $0.content { true } else { false } })
            let text = try #require(field.subviews.compactMap(Self.text).first)
            #expect(text.string == "Search")
            if rightToLeft {
                #expect(glass.frame.minX > field.bounds.width / 2 && text.alignment == .right && text.isRightToLeft)
            } else {
                #expect(glass.frame.maxX < field.bounds.width / 2 && text.alignment == .left)
            }
        }
    }
}
