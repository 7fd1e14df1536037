import Foundation
import SegueKit
import Testing
@testable import SegueCLI
@testable import SegueRender

/// `segue render FOLDER --all [--both] [--locale CODE]`, `segue list FOLDER`, `--locale` and `--rtl`
/// on a storyboard, and `--dismiss` with a storyboard segue, on the LocalizedApp fixture
/// (Tests/SegueCLITests/Fixtures/LocalizedApp: a Base.lproj storyboard with fr, ja and ar strings,
/// and a Pods/ folder whose storyboard must be skipped).
///
/// NB: text is measured by its ink (the extent of dark pixels in a label's band), never by exact
/// pixels, so that these tests hold whichever text renderer draws it. Renders run the built binary
/// (off the main actor, which the in-process commands of other suites share).
struct ProjectRenderTests {
    nonisolated static let app = repositoryRoot + "/Tests/SegueCLITests/Fixtures/LocalizedApp"
    nonisolated static let main = app + "/Base.lproj/Main.storyboard"

    /// Home's white, Detail's yellow, Modal's blue and Sheet's green (the fixture's colours).
    static let white = [255, 255, 255], yellow = [255, 204, 0], blue = [0, 77, 230], green = [51, 179, 77]

    /// The horizontal extent (first and last column) of dark ink in rows `y` of a frame, or nil.
    static func ink(_ frame: Frame, y: Range<Int>, x: Range<Int> = 0..<375) -> (min: Int, max: Int)? {
        var lo = Int.max, hi = -1
        for yy in y {
            for xx in x where frame.pixel(xx, yy).reduce(0, +) < 3 * 110 {
                lo = min(lo, xx)
                hi = max(hi, xx)
            }
        }
        return hi < 0 ? nil : (lo, hi)
    }

    static func renderSegue(_ segue: String, _ dir: String, _ extra: [String] = []) throws -> String {
        let out = dir + "/" + segue + extra.joined()
        let r = try runBinary(["render", main, "--segue", segue, "--out", out, "--quiet"] + extra)
        #expect(r.code == 0, "\(r.err)")
        return out
    }

    static func lastFrame(_ folder: String) throws -> Frame {
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("frame_") }.sorted()
        return try Frame(folder + "/" + frames.last!)
    }

    @Test("--locale fr: a label whose French text is longer inks wider, one whose French text is shorter inks narrower")
    func frenchWidths() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let en = try Frame(Self.renderSegue("next", dir) + "/frame_0000.png")
        let fr = try Frame(Self.renderSegue("next", dir, ["--locale", "fr"]) + "/frame_0000.png")
        // LBL-WIDE-1 "Settings" / "Paramètres avancés" at y 140–176; LBL-NARR-1 "Information" / "Info" at y 190–226.
        let wideEN = try #require(Self.ink(en, y: 140..<176)), wideFR = try #require(Self.ink(fr, y: 140..<176))
        let narrowEN = try #require(Self.ink(en, y: 190..<226)), narrowFR = try #require(Self.ink(fr, y: 190..<226))
        #expect(wideFR.max - wideFR.min > (wideEN.max - wideEN.min) + 80, "\(wideEN) \(wideFR)")
        #expect(narrowFR.max - narrowFR.min < (narrowEN.max - narrowEN.min) - 40, "\(narrowEN) \(narrowFR)")
        // Both start at the leading edge (x = 20) left to right.
        #expect(abs(wideFR.min - 20) <= 3 && abs(wideEN.min - 20) <= 3)
        let m = try Manifest.read(from: dir + "/next--locale" + "fr/manifest.json")
        #expect(m.storyboard?.locale == "fr" && m.storyboard?.rightToLeft == nil)
    }

    @Test("--locale ar lays out right to left: a leading-pinned box at the right, a left-pinned one stays, text at the right, the push from the left, the back chevron at the right")
    func arabicMirrors() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let ltr = try Self.renderSegue("next", dir)
        let rtl = try Self.renderSegue("next", dir, ["--locale", "ar"])
        let a0 = try Frame(rtl + "/frame_0000.png"), l0 = try Frame(ltr + "/frame_0000.png")
        // BOX-LEAD-1 (red, leading 20, 60 wide) and BOX-LEFT-1 (blue, left 20) at y 250 and 310.
        #expect(l0.pixel(50, 270, is: [255, 0, 0]) && l0.pixel(325, 270, is: Self.white))
        #expect(a0.pixel(325, 270, is: [255, 0, 0]) && a0.pixel(50, 270, is: Self.white))
        #expect(a0.pixel(50, 330, is: [0, 0, 255]) && l0.pixel(50, 330, is: [0, 0, 255]))
        // The title label's ink ends at the trailing margin (x = 355) and stays in the right half.
        let title = try #require(Self.ink(a0, y: 90..<126))
        #expect(title.max >= 340 && title.min > 187, "\(title)")
        // Mid-push the destination (yellow) comes in from the left, not the right.
        let midA = try Frame(rtl + "/frame_0004.png"), midL = try Frame(ltr + "/frame_0004.png")
        #expect(midA.pixel(15, 400, is: Self.yellow, tolerance: 12) && !midA.pixel(360, 400, is: Self.yellow, tolerance: 12))
        #expect(midL.pixel(360, 400, is: Self.yellow, tolerance: 12) && !midL.pixel(15, 400, is: Self.yellow, tolerance: 12))
        // The back chevron (tinted blue) at the right edge of the bar right to left, at the left otherwise.
        func tinted(_ f: Frame, _ x: Range<Int>) -> Int { f.count(x: x, y: 28..<58) { $0[2] > 180 && $0[0] < 120 } }
        let endA = try Self.lastFrame(rtl), endL = try Self.lastFrame(ltr)
        #expect(tinted(endA, 350..<372) > 10 && tinted(endA, 3..<25) == 0)
        #expect(tinted(endL, 3..<25) > 10 && tinted(endL, 350..<372) == 0)
        let m = try Manifest.read(from: rtl + "/manifest.json")
        #expect(m.storyboard?.locale == "ar" && m.storyboard?.rightToLeft == true)
        // --rtl alone mirrors the same way, with the base text.
        let forced = try Frame(Self.renderSegue("next", dir, ["--rtl"]) + "/frame_0000.png")
        #expect(forced.pixel(325, 270, is: [255, 0, 0]) && forced.pixel(50, 330, is: [0, 0, 255]))
    }

    @Test("--dismiss renders the way back: the pop of a push, the dismissal of a modal, the unwind wired to a sheet; frame 0 shows the destination, the last frame the source")
    func dismiss() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (segue, color, direction, unwind) in [("next", Self.yellow, "pop", nil), ("modal", Self.blue, "dismiss", nil), ("sheet", Self.green, "dismiss", "SEG-LA-UNW")] {
            let out = try Self.renderSegue(segue, dir, ["--dismiss"])
            let first = try Frame(out + "/frame_0000.png"), last = try Self.lastFrame(out)
            #expect(first.pixel(187, 600, is: color, tolerance: 4), "\(segue) \(first.pixel(187, 600))")
            #expect(last.pixel(187, 600, is: Self.white), "\(segue) \(last.pixel(187, 600))")
            let m = try Manifest.read(from: out + "/manifest.json")
            #expect(m.direction == direction && m.storyboard?.unwindSegueID == unwind, "\(segue)")
        }
        // An unwind has no way back: a one-line error, exit 1, nothing written.
        let r = try runBinary(["render", Self.main, "--segue", "done", "--dismiss", "--out", dir + "/done"])
        #expect(r.code == 1 && r.err.contains("is an unwind segue") && !FileManager.default.fileExists(atPath: dir + "/done"), "\(r.err)")
    }

    @Test("render FOLDER --all --both: one folder per storyboard (Pods/ skipped), every segue both ways but the unwind (itself a way back), one index listing both")
    func folderBoth() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runBinary(["render", Self.app, "--all", "--both", "--locale", "fr", "--out", dir + "/all"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out == "wrote 7 of 7 segues of 1 storyboard to \(dir)/all/ with index.txt, index.html and index.json\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/all").sorted() == ["Main", "index.html", "index.json", "index.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/all/Main").sorted()
            == ["done", "modal", "modal-dismiss", "next", "next-dismiss", "sheet", "sheet-dismiss"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/all/index.json"))) as! [String: Any]
        #expect(json["locale"] as? String == "fr")
        let boards = json["storyboards"] as! [[String: Any]]
        #expect(boards.map { $0["path"] as! String } == ["Base.lproj/Main.storyboard"])
        #expect(boards[0]["localizations"] as? [String] == ["ar", "fr", "ja"])
        let segues = boards[0]["segues"] as! [[String: Any]]
        #expect(segues.count == 7)
        #expect(segues.filter { $0["way"] as? String == "back" }.count == 3)
        #expect(segues.first { $0["folder"] as? String == "Main/done-dismiss" } == nil)
        #expect(segues.contains { $0["folder"] as? String == "Main/done" })
        let sheetBack = try #require(segues.first { $0["folder"] as? String == "Main/sheet-dismiss" })
        #expect((sheetBack["wayBack"] as? String)?.contains("SEG-LA-UNW") == true)
        let html = try String(contentsOfFile: dir + "/all/index.html", encoding: .utf8)
        #expect(html.contains("Main/next-dismiss/contact-sheet.png") && !html.contains("done-dismiss"))
        // Rendering again replaces the earlier render (it holds nothing but what segue writes).
        let again = try runBinary(["render", Self.app, "--all", "--out", dir + "/all", "--quiet"])
        #expect(again.code == 0, "\(again.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/all/Main").sorted() == ["done", "modal", "next", "sheet"])
    }

    @Test("usage errors: a folder without --all, --segue on a folder, --dismiss with --all, --both without --all, a bad --locale")
    func usageErrors() throws {
        let cases: [([String], String)] = [
            (["render", Self.app], "holds Base.lproj/Main.storyboard; pass --all"),
            (["render", Self.app, "--segue", "next"], "--segue next needs one storyboard file"),
            (["render", Self.main, "--all", "--dismiss"], "--dismiss goes with --segue ID"),
            (["render", Self.main, "--segue", "next", "--both"], "--both goes with --all"),
            (["render", Self.main, "--segue", "next", "--locale", "../fr"], "--locale '../fr' is not a language code"),
            (["list", Self.app, "--locale", "french"], "--locale 'french' is not a language code"),
        ]
        for (args, message) in cases {
            let r = try runBinary(args)
            #expect(r.code == 2 && r.err.contains(message), "\(args): \(r.err)")
            #expect(r.err.split(separator: "\n").count == 1)
        }
    }

    @Test("list FOLDER: each storyboard with its languages, Pods/ not searched; --json; a missing locale warns once")
    func listFolder() throws {
        let r = try runBinary(["list", Self.app, "--locale", "fr"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.hasPrefix("\(Self.app): 1 storyboard (not searched: Pods/)\n"))
        #expect(r.out.contains("== Base.lproj/Main.storyboard (Main; localized: ar, fr, ja)") && r.out.contains("button \"Suivant\""))
        let j = try runBinary(["list", Self.app, "--json"])
        let json = try JSONSerialization.jsonObject(with: Data(j.out.utf8)) as! [String: Any]
        #expect((json["storyboards"] as! [[String: Any]]).count == 1 && json["skipped"] as? [String] == ["Pods/"])
        let de = try runBinary(["render", Self.main, "--segue", "next", "--locale", "de", "--out", temporaryFolder() + "/de", "--quiet"])
        #expect(de.code == 0 && de.err.components(separatedBy: "no de.lproj/Main.strings").count == 2, "\(de.err)")
    }
}
