import Foundation
import SegueKit
import SegueStoryboard
import SegueGoldens
import Testing
@testable import SegueCLI
@testable import SegueRender

/// `segue render` and `segue list` with the test app's resources (Fixtures/TestApp, see its
/// README): image sets at the render's scale, colour sets and system colours in both
/// appearances, the status bar, the warnings, and the options' errors. Every expected colour is
/// the fixture's number, converted by hand here.
@MainActor
struct ResourcesRenderTests {
    nonisolated static let app = repositoryRoot + "/Tests/SegueCLITests/Fixtures/TestApp"
    nonisolated static let storyboard = app + "/TestApp/Base.lproj/Main.storyboard"

    /// Renders `segue` (two frames: --fps 2) into a fresh folder; returns the folder and stderr.
    static func render(_ segue: String, _ extra: [String] = []) throws -> (dir: String, err: String) {
        let out = temporaryFolder() + "/out"
        let r = runCLI(["render", storyboard, "--segue", segue, "--fps", "2", "--out", out, "--quiet"] + extra)
        #expect(r.code == 0, "\(r.err)")
        return (out, r.err)
    }

    static func first(_ dir: String) throws -> Frame { try Frame(dir + "/frame_0000.png") }
    static func last(_ dir: String) throws -> Frame {
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("frame_") }.sorted()
        return try Frame(dir + "/" + frames.last!)
    }

    /// (3x itself: `deviceScale`.)
    @Test("the image set's file for the render's scale is drawn: @1x red, @2x green, @3x blue; the nearest between", arguments: [
        ("1", [255, 0, 0]), ("2", [0, 255, 0]), ("1.4", [255, 0, 0]), ("2.6", [0, 0, 255]),
    ])
    func swatchFollowsScale(scale: String, rgb: [Int]) throws {
        let (dir, _) = try Self.render("showDetail", ["--scale", scale])
        let f = try Self.first(dir)
        let s = Double(scale)!
        // The swatch image view: 20, 120, 100 × 100 pt; its centre, and a point near a corner.
        #expect(f.pixel(Int(70 * s), Int(170 * s), is: rgb), "\(f.pixel(Int(70 * s), Int(170 * s)))")
        #expect(f.pixel(Int(25 * s), Int(125 * s), is: rgb))
    }

    @Test("--scale device on a 3x canvas picks @3x")
    func deviceScale() throws {
        let (dir, _) = try Self.render("showDetail", ["--scale", "device"])
        let f = try Self.first(dir)
        #expect(f.image.width == 393 * 3)
        #expect(f.pixel(210, 510, is: [0, 0, 255]))
    }

    @Test("light: named colour, image variants, JPEG, template tint, system colours")
    func light() throws {
        let (dir, _) = try Self.render("showDetail")
        let f = try Self.first(dir)
        #expect(f.pixel(190, 170, is: [51, 102, 204]), "CardBackground light, sRGB 0.2 0.4 0.8: \(f.pixel(190, 170))")
        #expect(f.pixel(310, 170, is: [255, 204, 0]), "Moon light")
        #expect(f.pixel(70, 510, is: [255, 128, 0], tolerance: 4), "the JPEG: \(f.pixel(70, 510))")
        #expect(f.pixel(190, 510, is: [255, 59, 48]), "Glyph, a template in systemRed: \(f.pixel(190, 510))")
        #expect(f.pixel(110, 600, is: [0x33, 0x99, 0x66]), "HexColor light")
        #expect(f.pixel(180, 600, is: [242, 242, 247]), "secondarySystemBackground")
        #expect(f.pixel(300, 750, is: [255, 255, 255]), "systemBackground")
        // The status bar's dark ink on a light bar.
        let ink = f.count(x: 40..<120, y: 15..<45) { $0.allSatisfy { $0 < 60 } }
        #expect(ink >= 20)
    }

    @Test("dark: colour sets' dark variants, dark system colours, white status bar, dark bars")
    func dark() throws {
        let (dir, _) = try Self.render("showDetail", ["--appearance", "dark"])
        let f = try Self.first(dir)
        #expect(f.pixel(190, 170, is: [255, 128, 0]), "CardBackground dark, 0-255 components 255 128 0: \(f.pixel(190, 170))")
        #expect(f.pixel(310, 170, is: [128, 0, 255]), "Moon dark")
        #expect(f.pixel(190, 510, is: [255, 69, 58]), "Glyph in dark systemRed #FF453A: \(f.pixel(190, 510))")
        // HexColor dark: 0xCC 0x33 0x99 at alpha 0.5 over the black background.
        #expect(f.pixel(110, 600, is: [102, 26, 77]), "\(f.pixel(110, 600))")
        #expect(f.pixel(180, 600, is: [0x1C, 0x1C, 0x1E]), "secondarySystemBackground dark")
        #expect(f.pixel(300, 750, is: [0, 0, 0]), "systemBackground dark is black")
        #expect(f.pixel(20, 80).allSatisfy { $0 < 40 }, "the navigation bar is dark: \(f.pixel(20, 80))")
        // The status bar: white ink (light content) over a dark bar.
        let white = f.count(x: 40..<120, y: 15..<45) { $0.allSatisfy { $0 > 200 } }
        let darkBackground = f.count(x: 40..<120, y: 15..<45) { $0.allSatisfy { $0 < 60 } }
        #expect(white >= 20 && darkBackground > white, "white \(white), dark \(darkBackground)")
        // The pushed Detail: systemGroupedBackground dark (black), AccentP3 dark = extended sRGB
        // 1.2 0.5 -0.1, clamped to 255 128 0.
        let end = try Self.last(dir)
        #expect(end.pixel(196, 260, is: [255, 128, 0]), "\(end.pixel(196, 260))")
        #expect(end.pixel(196, 600, is: [0, 0, 0]))
    }

    @Test("the modal's GrayGamma: gray-gamma-22 0.5 in light, extended-gray 0.25 in dark")
    func grayGamma() throws {
        // 0.5 ^ 2.2 = 0.21764 linear; sRGB-encoded 1.055 × 0.21764^(1/2.4) − 0.055 = 0.50386 → 128.
        let light = try Self.last(try Self.render("showModal").dir)
        #expect(light.pixel(30, 700, is: [128, 128, 128]), "\(light.pixel(30, 700))")
        let dark = try Self.last(try Self.render("showModal", ["--appearance", "dark"]).dir)
        #expect(dark.pixel(30, 700, is: [64, 64, 64]), "\(dark.pixel(30, 700))")
    }

    @Test("a missing image is one warning however often it is used; SF Symbols one line")
    func missingImageWarnedOnce() throws {
        let out = temporaryFolder() + "/all"
        let r = runCLI(["render", Self.storyboard, "--all", "--fps", "2", "--out", out, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.components(separatedBy: "image 'NotInCatalog' is in no asset catalog").count == 2, "\(r.err)")
        #expect(r.err.components(separatedBy: "SF Symbol (star.fill)").count == 2)
        let list = runCLI(["list", Self.storyboard, "--appearance", "dark"])
        #expect(list.code == 0)
        #expect(list.out.components(separatedBy: "image 'NotInCatalog'").count == 2, "\(list.out)")
    }

    /// Strict mode stops at the missing image and says it refused the fallback the message names.
    @Test func strictModeRefusesAMissingImage() throws {
        let out = temporaryFolder() + "/strict"
        let r = runCLI(["render", Self.storyboard, "--all", "--strict", "--out", out, "--quiet"])
        #expect(r.code == 1)
        #expect(r.err.contains("image 'NotInCatalog' is in no asset catalog") && r.err.contains("(refused by --strict: nothing was rendered)"),
                "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("the manifest records the appearance, the resource folder (relative) and the font files")
    func manifest() throws {
        let (dir, _) = try Self.render("showDetail", ["--appearance", "dark"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/manifest.json"))) as! [String: Any]
        let origin = json["storyboard"] as! [String: Any]
        #expect(origin["appearance"] as? String == "dark")
        #expect(origin["resources"] as? [String] == ["../.."])
        let light = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: try Self.render("showDetail").dir + "/manifest.json"))) as! [String: Any]
        #expect((light["storyboard"] as! [String: Any])["appearance"] == nil)
    }

    @Test("--resources is repeatable; a folder that is not there is an error naming it")
    func resourcesOption() throws {
        let (_, err) = try Self.render("showDetail", ["--resources", Self.app + "/TestApp/Assets.xcassets", "--resources=" + Self.app + "/TestApp"])
        #expect(!err.contains("error"))
        let missing = runCLI(["render", Self.storyboard, "--segue", "showDetail", "--resources", "/nonexistent/assets", "--out", temporaryFolder() + "/x"])
        #expect(missing.code == 1)
        #expect(missing.err.contains("/nonexistent/assets") && missing.err.contains("no such resource folder"), "\(missing.err)")
        let file = runCLI(["list", Self.storyboard, "--resources", Self.storyboard])
        #expect(file.code == 1 && file.err.contains("--resources \(Self.storyboard): not a folder"), "\(file.err)")
        let empty = runCLI(["list", Self.storyboard, "--resources"])
        #expect(empty.code == 2 && empty.err.contains("--resources"))
    }

    @Test("--appearance takes light or dark: anything else is a usage error naming it", arguments: [
        ["render", storyboard, "--segue", "showDetail", "--appearance", "sepia"], ["list", storyboard, "--appearance", "Dark"],
    ])
    func badAppearance(args: [String]) {
        let r = runCLI(args)
        #expect(r.code == 2)
        #expect(r.err.contains("--appearance") && r.err.contains("light or dark"), "\(r.err)")
        #expect(CLI.checkArguments(args) == 2)
    }

    @Test("the Swift API does what the CLI does: resources, appearance, scale and font files")
    func swiftAPI() throws {
        var options = StoryboardBuildOptions()
        options.appearance = .dark
        options.resources = try ProjectResources.forStoryboard(Self.storyboard)
        options.imageScale = 2
        let transition = try TransitionSource.storyboard(Self.storyboard, segue: "showDetail", options: options).record()
        #expect(transition.fontFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["SegueTest-Heavy.ttf"])
        #expect(transition.info.storyboard?.appearance == "dark")
    }
}

/// A test project with everything in place at once: catalogs, the custom font, the
/// Japanese label and the French strings file.
@MainActor
struct TestAppLocalizedTests {
    /// Columns of the frame's row band `y` whose pixels differ from the background at `x0`.
    static func inkColumns(_ f: Frame, y: Range<Int>, x: Range<Int>) -> [Int] {
        let background = f.pixel(x.lowerBound, y.lowerBound)
        return x.filter { col in y.contains { row in f.pixel(col, row) != background } }
    }

    @Test("--locale fr draws the French strings (Bienvenue is narrower), in dark mode, with the custom font and the Japanese label")
    func everythingInPlace() throws {
        let base = temporaryFolder()
        for (locale, out) in [(nil as String?, base + "/en"), ("fr", base + "/fr")] {
            let r = runCLI(["render", ResourcesRenderTests.storyboard, "--segue", "showDetail", "--fps", "2", "--scale", "2",
                            "--appearance", "dark", "--out", out, "--quiet"] + (locale.map { ["--locale", $0] } ?? []))
            #expect(r.code == 0, "\(r.err)")
        }
        let en = try Frame(base + "/en/frame_0000.png"), fr = try Frame(base + "/fr/frame_0000.png")
        // LBL-TA-WELCOME: 20, 340, 353 × 30 pt. "Welcome to the test app" against "Bienvenue".
        let enInk = Self.inkColumns(en, y: 680..<740, x: 40..<746), frInk = Self.inkColumns(fr, y: 680..<740, x: 40..<746)
        let enWidth = (enInk.last ?? 0) - (enInk.first ?? 0), frWidth = (frInk.last ?? 0) - (frInk.first ?? 0)
        #expect(frWidth > 100 && frWidth < enWidth / 2 + 40, "en \(enWidth) px, fr \(frWidth) px")
        // The custom font's solid blocks (LBL-TA-HEAVY, 20, 240, 353 × 36 pt): far more ink than text in DejaVu.
        let heavy = fr.count(x: 40..<420, y: 490..<540) { $0[0] > 200 && $0[1] > 200 && $0[2] > 200 }
        #expect(heavy > 4000, "\(heavy) white pixels in the custom-font label")
        // The Japanese label (20, 290 pt): its first two glyphs 日 and 本 are ink, and differ.
        let glyph = { (x0: Int) -> [Bool] in (0..<30).flatMap { dy in (0..<30).map { dx in fr.pixel(x0 + dx, 590 + dy)[0] > 128 } } }
        let ni = glyph(42), hon = glyph(76)
        #expect(ni.filter { $0 }.count > 40 && hon.filter { $0 }.count > 40)
        #expect(zip(ni, hon).filter { $0 != $1 }.count > 40, "日 and 本 are drawn as different glyphs, not boxes")
        // Dark mode: systemBackground is black below the content.
        #expect(fr.pixel(600, 1500, is: [0, 0, 0]))
    }
}
