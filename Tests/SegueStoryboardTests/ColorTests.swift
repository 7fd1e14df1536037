import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Colour decoding, one encoding per view of Fixtures/Views.storyboard (scene "Colours"). The
/// expected values are worked out by hand from the numbers in the fixture.
struct ColorTests {
    static let doc: IB.Document? = try? IB.Document.read(contentsOf: Paths.own("Views.storyboard"), mode: .strict)

    static func color(_ id: String) -> Color? {
        doc?.scenes[1].controller.view?.node(withID: id)?.backgroundColor
    }

    static func close(_ a: Color?, _ b: Color, tolerance: Double = 0.0005) -> Bool {
        guard let a else { return false }
        let d = a.rgba - b.rgba
        return max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) <= tolerance
    }

    @Test func fixtureReadsStrictly() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("Views.storyboard"), mode: .strict)
        #expect(doc.warnings.isEmpty)
    }

    @Test(arguments: [
        // Greys: white → r = g = b = white, alpha as written.
        ("COL-calibratedWhite", Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.75)),
        ("COL-customCalibratedWhite", Color(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)),
        ("COL-gamma22", Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)),
        // RGB spaces taken as sRGB.
        ("COL-calibratedRGB", Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)),
        ("COL-deviceRGB", Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)),
        ("COL-sRGB", Color(red: 0.9, green: 0.8, blue: 0.7, alpha: 1)),
        // Display P3 (0.8, 0.2, 0.2): linear (0.603827, 0.033105, 0.033105) → × P3→sRGB matrix →
        // linear sRGB (0.732206, 0.009102, 0.021897) → encoded (0.8715, 0.0939, 0.1597).
        ("COL-displayP3", Color(red: 0.8715, green: 0.0939, blue: 0.1597, alpha: 0.9)),
        // P3 (0.2, 0.6, 0.4): linear sRGB red is −0.0311, out of gamut → clamped to 0.
        ("COL-displayP3-outOfGamut", Color(red: 0, green: 0.6102, blue: 0.3814, alpha: 1)),
        // UIKit names: groupTableViewBackgroundColor is #EFEFF4 = (239, 239, 244) / 255.
        ("COL-cocoaGroupTable", Color(red: 239 / 255, green: 239 / 255, blue: 244 / 255, alpha: 1)),
        ("COL-cocoaDarkText", Color(red: 0, green: 0, blue: 0, alpha: 1)),
        ("COL-cocoaCellGrouped", Color(red: 1, green: 1, blue: 1, alpha: 1)),
        // systemColor: the file's <resources> entry wins over the built-in systemRed (#FF3B30).
        ("COL-systemFromResources", Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)),
        // No resources entry: built-in light value, (60, 60, 67) / 255 at 60 %.
        ("COL-systemBuiltIn", Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
        // Xcode 11: the inline components written next to the name.
        ("COL-systemInline", Color(red: 0.25, green: 0.75, blue: 0.5, alpha: 1)),
        ("COL-systemAndCocoa", Color(red: 1, green: 1, blue: 1, alpha: 1)),
        // Asset-catalog colour from <resources><namedColor name="Brand">.
        ("COL-named", Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)),
    ])
    func decodes(_ id: String, _ expected: Color) throws {
        try #require(Self.doc != nil)
        let got = Self.color(id)
        #expect(Self.close(got, expected, tolerance: 0.0001), "\(id): got \(String(describing: got?.rgba))")
    }

    @Test func displayP3ConversionKeepsGreysAndClampsPrimaries() {
        // The matrix rows sum to 1, so P3 greys are sRGB greys.
        #expect(Self.close(StoryboardColors.sRGB(fromDisplayP3: 0.5, 0.5, 0.5), Color(white: 0.5)))
        // P3 pure red is outside sRGB: (1.0930, −0.2267, −0.1501) unclamped → (1, 0, 0).
        #expect(Self.close(StoryboardColors.sRGB(fromDisplayP3: 1, 0, 0), Color(red: 1, green: 0, blue: 0)))
        #expect(Self.close(StoryboardColors.sRGB(fromDisplayP3: 0, 0, 0, alpha: 0.25), Color(white: 0, alpha: 0.25)))
    }

    @Test func transferFunctionsInvertEachOther() {
        for c in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(StoryboardColors.sRGBFromLinear(StoryboardColors.linearFromSRGB(c)) - c) < 1e-9)
        }
        // Hand values: sRGB 0.5 is linear ((0.5 + 0.055) / 1.055)^2.4 = 0.214041.
        #expect(abs(StoryboardColors.linearFromSRGB(0.5) - 0.214041) < 1e-6)
        #expect(abs(StoryboardColors.linearFromSRGB(0.04) - 0.04 / 12.92) < 1e-12)
    }

    @Test func builtInTablesHaveTheLightModeValues() {
        #expect(StoryboardColors.system["systemBlueColor"] == Color(red: 0, green: 122 / 255, blue: 1))
        #expect(StoryboardColors.system["systemBackgroundColor"] == Color(white: 1))
        #expect(StoryboardColors.system["labelColor"] == Color(white: 0))
        #expect(StoryboardColors.system["systemGray6Color"] == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        #expect(StoryboardColors.cocoaTouch["lightTextColor"] == Color(white: 1, alpha: 0.6))
        #expect(StoryboardColors.cocoaTouch["scrollViewTexturedBackgroundColor"] != nil)
    }

    @Test func otherColourKeysAreResolvedToo() throws {
        let doc = try #require(Self.doc)
        let controls = try #require(doc.scenes[0].controller.view)
        #expect(controls.node(withID: "LBL-00-001")?.textColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(controls.node(withID: "LBL-00-001")?.nilKeys == ["highlightedColor"])
        let old = try #require(controls.node(withID: "BTN-00-001")?.button)
        #expect(old.titleColor == Color(red: 1, green: 0, blue: 0))
        let new = try #require(controls.node(withID: "BTN-00-002")?.button)
        #expect(new.titleColor == Color(white: 1))
        #expect(new.backgroundColor == Color(red: 0.1, green: 0.2, blue: 0.9))
        #expect(doc.namedColors["Brand"] == Color(red: 0.1, green: 0.2, blue: 0.9))
        #expect(doc.systemColors["systemRedColor"] == Color(red: 0.9, green: 0.1, blue: 0.1))
    }

    /// A storyboard caches a colour set's light value only: drawn in the dark appearance without
    /// the catalog, the warning says the light value stands in.
    @Test func aCachedNamedColourInTheDarkIsNamedAsAStandIn() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("Views.storyboard"), appearance: .dark)
        let warning = try #require(doc.warnings.first { $0.description.contains("'Brand'") })
        #expect(warning.kind == .missingResource && warning.description.contains("light value"), "\(warning)")
        #expect(doc.scenes[0].controller.view?.node(withID: "BTN-00-002")?.button?.backgroundColor == Color(red: 0.1, green: 0.2, blue: 0.9))
        #expect(try IB.Document.read(contentsOf: Paths.own("Views.storyboard")).warnings.allSatisfy { !$0.description.contains("'Brand'") })
    }

    @Test func unknownColourNamesWarnInLenientModeAndFailInStrictMode() throws {
        let path = Paths.own("UnknownColor.storyboard")
        let doc = try IB.Document.read(contentsOf: path)
        #expect(doc.warnings.count == 2)
        #expect(doc.warnings.allSatisfy { $0.kind == .unknownColor && $0.elementID == "BTN-00-001" })
        #expect(doc.warnings.map(\.line) == [14, 15])
        #expect(doc.warnings[0].description.contains("systemPlaidColor"))
        #expect(doc.warnings[1].description.contains("NoSuchAsset"))
        let button = try #require(doc.scenes[0].controller.view?.node(withID: "BTN-00-001"))
        #expect(button.backgroundColor == StoryboardColors.fallback)
        #expect(button.tintColor == StoryboardColors.fallback)

        let error = #expect(throws: StoryboardDiagnostic.self) {
            try IB.Document.read(contentsOf: path, mode: .strict)
        }
        #expect(error?.kind == .unknownColor)
        #expect(error?.line == 14)
        #expect(error?.elementID == "BTN-00-001")
        #expect(error?.description.hasPrefix("UnknownColor.storyboard:14: ") == true)
        #expect(error?.description.contains("'BTN-00-001'") == true)
        #expect(error?.description.contains("systemPlaidColor") == true)
    }
}
