import Foundation
import Testing
@testable import SegueCLI
import SegueRender

/// Where the shared corpus of real storyboards lives: `<repository>/../shared/fixtures/storyboards`.
enum Corpus {
    static let folder = URL(fileURLWithPath: repositoryRoot).deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/storyboards").path

    static var available: Bool { FileManager.default.fileExists(atPath: folder + "/MANIFEST.tsv") }

    /// This target's own small storyboards.
    static let ownFixtures = repositoryRoot + "/Tests/SegueCLITests/Fixtures"
    static func own(_ name: String) -> String { ownFixtures + "/" + name }
}

/// One row of MANIFEST.tsv: what a corpus file holds, counted by a separate script.
struct CorpusRow: Sendable, CustomTestStringConvertible {
    var fields: [String: String]

    var file: String { fields["file"] ?? "" }
    var path: String { Corpus.folder + "/" + file }
    var testDescription: String { String(file.prefix(60)) }
    var isMacOS: Bool { fields["targetRuntime"]?.hasPrefix("MacOSX") == true }
    func int(_ column: String) -> Int { Int(fields[column] ?? "") ?? -1 }

    static let kindColumns = [
        "relationship", "show", "showDetail", "presentation", "popoverPresentation", "embed", "unwind", "custom",
        "push", "modal", "popover", "replace", "sheet",
    ]

    /// Segues per kind, from the kind columns (zero counts left out).
    var seguesByKind: [String: Int] {
        var out: [String: Int] = [:]
        for k in Self.kindColumns where int(k) > 0 { out[k] = int(k) }
        return out
    }

    /// Segues that animate: every segue but relationship and embed.
    var transitionCount: Int { seguesByKind.filter { $0.key != "relationship" && $0.key != "embed" }.values.reduce(0, +) }

    static let all: [CorpusRow] = {
        guard let text = try? String(contentsOfFile: Corpus.folder + "/MANIFEST.tsv", encoding: .utf8) else { return [] }
        var lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst()
        return lines.map { cells in
            var f: [String: String] = [:]
            for (i, h) in header.enumerated() { f[h] = i < cells.count ? cells[i] : "" }
            return CorpusRow(fields: f)
        }
    }()

    static var iOS: [CorpusRow] { all.filter { !$0.isMacOS } }
}

/// `segue list` over every real storyboard, against MANIFEST.tsv.
@MainActor
@Suite(.enabled(if: Corpus.available, "needs ../shared/fixtures/storyboards"))
struct StoryboardCorpusListTests {
    @Test func theCorpusIsThere() {
        #expect(CorpusRow.all.count == 23)
    }

    @Test("list --json counts segues per kind as MANIFEST.tsv does", arguments: CorpusRow.iOS)
    func jsonCountsAgree(_ row: CorpusRow) throws {
        let r = runCLI(["list", row.path, "--json"])
        #expect(r.code == 0, "\(r.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        let segues = try #require(object["segues"] as? [[String: Any]])
        #expect(scenes.count == row.int("scenes"))
        #expect(segues.count == row.int("total_segues"))
        var byKind: [String: Int] = [:]
        for s in segues { byKind[s["kind"] as? String ?? "?", default: 0] += 1 }
        #expect(byKind == row.seguesByKind)
        // Every segue carries the keys the listing promises.
        for s in segues {
            for key in ["id", "kind", "identifier", "source", "destination", "style"] {
                #expect(s.keys.contains(key), "segue without \(key): \(s)")
            }
            #expect(s["id"] is String && s["source"] is String && s["destination"] is String)
        }
        let unwinds = segues.filter { $0["kind"] as? String == "unwind" }
        #expect(unwinds.allSatisfy { $0["unwindAction"] is String })
    }

    @Test("list prints every segue with its kind and id", arguments: CorpusRow.iOS)
    func textListsEverySegue(_ row: CorpusRow) throws {
        let r = runCLI(["list", row.path])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("Scenes (\(row.int("scenes")))"))
        #expect(r.out.contains("Segues (\(row.int("total_segues")))"))
        let lines = r.out.split(separator: "\n").map(String.init)
        // Count table rows by their first column, the kind.
        var byKind: [String: Int] = [:]
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Segues (") }) else {
            Issue.record("no segue table")
            return
        }
        for line in lines[(start + 3)...] {
            if line.isEmpty || !line.hasPrefix("  ") { break }
            let kind = line.split(separator: " ").first.map(String.init) ?? ""
            byKind[kind, default: 0] += 1
        }
        #expect(byKind == row.seguesByKind)
    }

    @Test func theMacOSStoryboardIsRefused() throws {
        let mac = try #require(CorpusRow.all.first { $0.isMacOS })
        let r = runCLI(["list", mac.path])
        #expect(r.code == 1)
        #expect(r.err.hasPrefix("segue: \(mac.file):2: "))
        #expect(r.err.contains("macOS storyboard"))
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(r.out.isEmpty)
    }
}

/// `segue render FILE --all` over every real storyboard, in lenient mode, at a small scale: a frame
/// folder for every segue that animates (MANIFEST.tsv counts them independently), an index, and
/// first frames that show the source scene as the XML draws it.
@MainActor
@Suite(.enabled(if: Corpus.available, "needs ../shared/fixtures/storyboards"))
struct StoryboardCorpusRenderTests {
    @Test("render --all makes frames for every segue that animates", arguments: CorpusRow.iOS)
    func renderAll(_ row: CorpusRow) throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", row.path, "--all", "--scale", "0.25", "--fps", "10", "--jobs", "2", "--out", dir + "/out"])
        #expect(r.code == 0, "\(r.err)")
        // Whatever stderr holds is warnings.
        for line in r.err.split(separator: "\n") { #expect(line.contains(": warning: "), "\(line)") }
        let fm = FileManager.default
        let entries = try fm.contentsOfDirectory(atPath: dir + "/out")
        let folders = entries.filter { $0 != "index.txt" && $0 != "index.html" }
        let expected = row.transitionCount - row.int("animates_NO")
        #expect(folders.count == expected)
        let index = try String(contentsOfFile: dir + "/out/index.txt", encoding: .utf8)
        let html = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        #expect(index.hasPrefix("\(row.file): \(expected) of \(row.transitionCount) segues rendered\n"))
        for f in folders {
            let files = try fm.contentsOfDirectory(atPath: dir + "/out/" + f)
            #expect(files.contains("frame_0000.png") && files.contains("manifest.json") && files.contains("contact-sheet.png"), "\(f)")
            #expect(files.filter { $0.hasPrefix("frame_") }.count >= 2, "\(f) does not move")
            #expect(index.contains("\n\(f)\n") && html.contains("<img src=\"\(f)/contact-sheet.png\""))
            // Folder names are safe on every file system.
            #expect(f.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }, "\(f)")
        }
        #expect(Set(folders.map { $0.lowercased() }).count == folders.count)
    }

    static func row(_ prefix: String) throws -> CorpusRow { try #require(CorpusRow.iOS.first { $0.file.hasPrefix(prefix) }) }

    @Test func rudifaRedThenGreen() throws {
        // RedViewController: systemRedColor red="1" green="0.231" blue="0.188"; GreenViewController:
        // red="0.204" green="0.780" blue="0.349"; "segueToGreenVC" presents Green as a page sheet.
        let row = try Self.row("rudifa")
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", row.path, "--segue", "segueToGreenVC", "--scale", "1", "--fps", "10", "--quiet", "--out", dir + "/g"])
        #expect(r.code == 0, "\(r.err)")
        let m = try Manifest.read(from: dir + "/g/manifest.json")
        #expect(m.sizePixels.width == 414 && m.sizePixels.height == 896 && m.transition == "pageSheet")
        let first = try Frame(dir + "/g/frame_0000.png")
        #expect(first.pixel(207, 600, is: [255, 59, 48]))
        let last = try Frame(dir + "/g/" + m.frames.last!.file)
        #expect(last.pixel(207, 700, is: [52, 199, 89]))
    }

    @Test func apressMainScreenLabels() throws {
        // Xcode 4.2, 320 × 480: the main view sits at y = 20 under the status bar, white
        // (white="1" calibratedWhite); "Username:" is a dark, bold, right-aligned label at
        // x 20, y 20 (window y 40), 115 × 21.
        let row = try Self.row("Apress")
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", row.path, "--segue", "showAlternate", "--scale", "1", "--fps", "10", "--quiet", "--out", dir + "/a"])
        #expect(r.code == 0)
        let first = try Frame(dir + "/a/frame_0000.png")
        #expect(first.image.width == 320 && first.image.height == 480)
        #expect(first.pixel(10, 470, is: [255, 255, 255]))
        let dark: ([Int]) -> Bool = { $0.allSatisfy { $0 < 90 } }
        let notWhite: ([Int]) -> Bool = { $0.contains { $0 < 250 } }
        #expect(first.count(x: 20..<135, y: 40..<61, where: dark) > 30)
        #expect(first.count(x: 20..<135, y: 26..<38, where: notWhite) == 0, "above")
        #expect(first.count(x: 4..<18, y: 40..<61, where: notWhite) == 0, "left")
        #expect(first.count(x: 20..<135, y: 62..<68, where: notWhite) == 0, "below")
    }

    @Test func myLocationsStaticTableUnderTheBar() throws {
        // "TagLocation" pushes the static grouped table of Tag Location, whose first section is headed
        // "Description" and whose cell (y 55.5, 88 high) holds a label (x 16, y 10, 288 × 68).
        let row = try Self.row("martinrist__ios-apprentice__MyLocations")
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", row.path, "--segue", "TagLocation", "--scale", "1", "--fps", "10", "--quiet", "--out", dir + "/t"])
        #expect(r.code == 0)
        let m = try Manifest.read(from: dir + "/t/manifest.json")
        #expect(m.transition == "push")
        let last = try Frame(dir + "/t/" + m.frames.last!.file)
        // The first cell's label text, 64 pt down (status and navigation bars): light text on the
        // dark cell, inside x 16…304, y 64 + 55.5 + 10 … + 68.
        let bright: ([Int]) -> Bool = { $0.allSatisfy { $0 > 150 } }
        #expect(last.count(x: 16..<304, y: 130..<197, where: bright) > 20)
    }
}
