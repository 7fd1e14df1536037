import Foundation
import Testing
@testable import SegueCLI

/// The chrome app (Fixtures/ChromeApp, see its README): text fields, search bars and image
/// placeholders in the dark appearance, and bar button and tab bar item images drawn from the
/// asset catalog. Points are the fixture's frames × 3 (every render here is at scale 3).
@MainActor
struct ChromeRenderTests {
    nonisolated static let storyboard = repositoryRoot + "/Tests/SegueCLITests/Fixtures/ChromeApp/ChromeApp/Base.lproj/Main.storyboard"

    /// The first frame of `showNext` at scale 3 (the Fields scene, in its tab), and stderr.
    static func render(_ extra: [String] = []) throws -> (frame: Frame, err: String) {
        let out = temporaryFolder() + "/chrome.png"
        let r = runCLI(["render", storyboard, "--segue", "showNext", "--at", "0", "--scale", "3", "--out", out, "--quiet"] + extra)
        #expect(r.code == 0, "\(r.err)")
        return (try Frame(out), r.err)
    }

    nonisolated static let light: [String] = []
    nonisolated static let dark = ["--appearance", "dark"]

    /// A control's fill at a pixel, in light and in dark.
    struct Fill: Sendable, CustomTestStringConvertible {
        var what: String, x: Int, y: Int, light: [Int], dark: [Int]
        var testDescription: String { what }
    }

    @Test("text fields, search fields and image placeholders take UIKit's fills: light in light, dark in dark", arguments: [
        // TXT-CA-NAME: 20, 140, 353 × 34 pt, its right end empty; white, tertiarySystemBackground dark #2C2C2E.
        Fill(what: "rounded-rect text field", x: 1080, y: 471, light: [255, 255, 255], dark: [0x2C, 0x2C, 0x2E]),
        // SRC-CA-001: 0, 190, 393 × 56 pt, the field 8…385 × 200…236 pt; tertiarySystemFill,
        // #767680 at 12 % over white, at 24 % over black.
        Fill(what: "search bar's field", x: 1080, y: 654, light: [239, 239, 240], dark: [28, 28, 31]),
        Fill(what: "search bar around its field (systemBackground)", x: 12, y: 590, light: [255, 255, 255], dark: [0, 0, 0]),
        // IMG-CA-MISSING: 20, 260, 100 × 100 pt, its corner clear of the caption; systemGray5.
        Fill(what: "image placeholder", x: 75, y: 795, light: [0xE5, 0xE5, 0xEA], dark: [0x2C, 0x2C, 0x2E]),
    ])
    func fills(fill: Fill) throws {
        let light = try Self.render(Self.light).frame, dark = try Self.render(Self.dark).frame
        #expect(light.pixel(fill.x, fill.y, is: fill.light), "light: \(light.pixel(fill.x, fill.y))")
        #expect(dark.pixel(fill.x, fill.y, is: fill.dark), "dark: \(dark.pixel(fill.x, fill.y))")
    }

    @Test("a bar button item's catalog image is drawn as a template in the tint: the left half of Half, not its right half", arguments: [
        (light, [0x00, 0x7A, 0xFF]), (dark, [0x0A, 0x84, 0xFF]),
    ])
    func barButtonImage(args: [String], tint: [Int]) throws {
        let f = try Self.render(args).frame
        // BBI-CA-HALF, the right item at the 16 pt layout margin: a 24 pt box at 353…377 × 69…93
        // pt; Half is black on its left half.
        #expect(f.pixel(1077, 243, is: tint), "left half: \(f.pixel(1077, 243))")
        let right = f.pixel(1113, 243)
        #expect(right[2] - right[0] < 40, "right half is the bar, not the tint nor a placeholder's tinted fill: \(right)")
        // Tinted pixels fill the left half of the box: 12 × 24 pt = 36 × 72 px, less antialiased edges.
        let tinted = f.count(x: 1059..<1131, y: 207..<279) { abs($0[0] - tint[0]) <= 4 && abs($0[1] - tint[1]) <= 4 && abs($0[2] - tint[2]) <= 4 }
        #expect(tinted > 36 * 72 - 200 && tinted <= 36 * 72 + 72, "\(tinted) tinted pixels")
        // BBI-CA-MISSING, the left item at 16…40 pt (no catalog has NoSuchImage): still the
        // tinted placeholder.
        let missing = f.pixel(57, 213)
        #expect(missing != tint && missing[2] > missing[0], "\(missing)")
    }

    @Test("a tab bar item's catalog image is drawn in the tab's colour; an SF Symbol from the stand-in icon font", arguments: [light, dark])
    func tabBarImage(args: [String]) throws {
        let f = try Self.render(args).frame
        // The bar: 769…852 pt. Tab 1 (selected, Half): a 26 pt box centred at 98.25, 787 pt, in the
        // tint: system blue, dark mode's own in dark mode.
        let blue = args.contains("dark") ? f.pixel(273, 2361, is: [0x0A, 0x84, 0xFF]) : f.pixel(273, 2361, is: [0x00, 0x7A, 0xFF])
        #expect(blue, "Half's left half: \(f.pixel(273, 2361))")
        let right = f.pixel(315, 2361)
        #expect(right[2] - right[0] < 40, "Half's right half is the bar: \(right)")
        // Tab 2 (star.fill, catalog system): Material's star in systemGray, solid at its centre,
        // and not the rounded square it was (whose corner, 9 px in, was filled).
        #expect(f.pixel(884, 2361, is: [0x8E, 0x8E, 0x93]), "\(f.pixel(884, 2361))")
        #expect(!f.pixel(884 - 27, 2361 - 27, is: [0x8E, 0x8E, 0x93]), "\(f.pixel(857, 2334))")
    }
}
