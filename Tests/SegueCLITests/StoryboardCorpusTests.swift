import Foundation
import Testing
@testable import SegueCLI

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
