import Foundation
import Testing

@testable import SegueGoldens

/// What `segue render FOLDER --all` writes: a folder per storyboard of frame folders, with
/// `index.json` beside them; verified as a whole and in shards.
@Suite("Folders of storyboards' frame folders")
struct NestedSuiteTests {
    let dir = temporaryFolder()

    /// An app's render: `Main/` and `Settings/` of frame folders, and the index files.
    func appRender(_ root: String, names: [String] = ["Main/push", "Main/show", "Settings/present"]) throws {
        for name in names { try Fixtures.frameFolder(root + "/" + name, Fixtures.sequence()) }
        for index in ["index.json", "index.txt", "index.html"] {
            _ = FileManager.default.createFile(atPath: root + "/" + index, contents: Data("{}".utf8))
        }
    }

    @Test("each storyboard's frame folders are transitions named Storyboard/segue")
    func nested() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try appRender(dir + "/g")
        try appRender(dir + "/a", names: ["Main/push", "Main/show", "Settings/new"])
        let s = try SuiteVerifier.verify(golden: dir + "/g", actual: dir + "/a")
        #expect(s.transitions.map(\.name) == ["Main/push", "Main/show", "Settings/new", "Settings/present"])
        #expect(s.failed.map(\.name) == ["Settings/new", "Settings/present"])
        #expect(s.goldensWithoutActual == ["Settings/present"] && s.actualsWithoutGolden == ["Settings/new"])
        #expect(s.transitions[0].passed && s.transitions[0].goldenPath == dir + "/g/Main/push")
    }

    @Test("an identical app render passes, and its shards together cover every segue once")
    func shards() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try appRender(dir + "/g")
        try appRender(dir + "/a")
        #expect(try SuiteVerifier.verify(golden: dir + "/g", actual: dir + "/a").passed)
        var covered: [String] = []
        for index in 1...2 {
            let part = try SuiteVerifier.verify(golden: dir + "/g", actual: dir + "/a", shard: try Shard(parsing: "\(index)/2"))
            #expect(part.passed)
            covered += part.transitions.map(\.name)
        }
        #expect(covered.sorted() == ["Main/push", "Main/show", "Settings/present"])
    }
}
