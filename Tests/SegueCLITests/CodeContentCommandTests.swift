import Foundation
import Testing
@testable import SegueCLI
@testable import SegueRender

/// `--sample-rows N` and `--stand-in Class=FILE.png` on CellsApp (Tests/SegueCLITests/Fixtures/
/// CellsApp: prototype cells, cells from xibs, views drawn in code), and what a render of the app
/// says about them in its manifests and index.json.
struct CodeContentCommandTests {
    nonisolated static let app = repositoryRoot + "/Tests/SegueCLITests/Fixtures/CellsApp"
    nonisolated static let main = app + "/CellsApp/Base.lproj/Main.storyboard"
    nonisolated static let png = repositoryRoot + "/Tests/SegueCLITests/Fixtures/TestApp/TestApp/Assets.xcassets/Swatch.imageset/swatch@1x.png"

    @Test("--sample-rows outside 1-50 is a usage error naming the range", arguments: ["0", "51", "two", "-1"])
    @MainActor func sampleRowsOutOfRange(_ value: String) {
        let r = runCLI(["render", Self.main, "--all", "--sample-rows", value, "--out", temporaryFolder() + "/x"])
        #expect(r.code == 2)
        #expect(r.err.contains("--sample-rows must be a whole number from 1 to 50"), "\(r.err)")
    }

    @Test("a malformed --stand-in is a usage error quoting it", arguments: ["ChartView", "=map.png", "ChartView=", "9Chart=a.png", "Chart View=a.png"])
    @MainActor func malformedStandIn(_ value: String) {
        let r = runCLI(["render", Self.main, "--all", "--stand-in", value, "--out", temporaryFolder() + "/x"])
        #expect(r.code == 2)
        #expect(r.err.contains("--stand-in") && r.err.contains("ClassName=FILE.png"), "\(r.err)")
    }

    @Test @MainActor func aStandInPictureThatCannotBeReadFailsNamingTheArgumentAndWritesNothing() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for file in ["/nonexistent/map.png", Self.main] {
            let r = runCLI(["render", Self.main, "--all", "--stand-in", "MKMapView=" + file, "--out", dir + "/out"])
            #expect(r.code == 1)
            #expect(r.err.contains("--stand-in MKMapView=\(file):"), "\(r.err)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
        }
        let twice = runCLI(["render", Self.main, "--all", "--stand-in", "A=\(Self.png)", "--stand-in", "A=\(Self.png)", "--out", dir + "/out"])
        #expect(twice.code == 2 && twice.err.contains("names A twice"), "\(twice.err)")
    }

    @Test func anAppRenderListsItsStandInsAndSampleRowsInManifestsAndIndex() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runBinary(["render", Self.app, "--all", "--quiet", "--at", "50%", "--stand-in", "ChartView=" + Self.png, "--out", dir + "/out"])
        #expect(r.code == 0, "\(r.err)")
        let manifest = try Manifest.read(from: dir + "/out/CellsApp-Main/openMap/manifest.json")
        let listed = (manifest.approximations ?? []).map { "\($0.kind.rawValue) \($0.subject): \($0.detail)" }
        #expect(listed.contains("standIn ChartView: picture swatch@1x.png"), "\(listed)")
        #expect(listed.contains { $0.hasPrefix("standIn MKMapView: hatched stand-in") }, "\(listed)")
        #expect(listed.contains { $0.hasPrefix("sampleRows MessageCell: 1 sample row of the cell of MessageCell.xib") }, "\(listed)")
        let index = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/out/index.json"))) as? [String: Any]
        let storyboards = try #require(index?["storyboards"] as? [[String: Any]])
        let segues = try #require(storyboards.first?["segues"] as? [[String: Any]])
        let canvas = try #require(segues.first { $0["identifier"] as? String == "openCanvas" })
        let approximations = try #require(canvas["approximations"] as? [[String: String]])
        #expect(approximations.contains { $0["kind"] == "standIn" && $0["subject"] == "CanvasView" }, "\(approximations)")
    }

    /// `render --all` ends with one line that counts what in its frames is not the app's own.
    @Test func anAppRenderEndsWithTheCountOfWhatIsNotTheAppsOwn() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runBinary(["render", Self.app, "--all", "--at", "50%", "--out", dir + "/out"])
        #expect(r.code == 0, "\(r.err)")
        let last = try #require(r.out.split(separator: "\n").last.map(String.init))
        #expect(last.hasPrefix("not the app's own, in the frames drawn: "), "\(r.out)")
        #expect(last.contains("views drawn in code shown as stand-ins") && last.contains("drawn as sample rows"), "\(last)")
        #expect(last.range(of: #"\(in \d+ of \d+ segues\)$"#, options: .regularExpression) != nil, "\(last)")
    }
}
