import Foundation
import Testing

/// `segue verify GOLDENS ACTUAL` of what `segue render FOLDER --all` writes (a folder per
/// storyboard of frame folders, and index files), whole and in shards, run as CI runs it.
struct VerifyAppRenderTests {
    @Test("verify and --shard take an app folder's render as it is written")
    func verifyAnAppRender() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try runBinary(["render", ProjectRenderTests.app, "--all", "--scale", "0.5", "--fps", "5", "--out", dir + "/goldens", "--quiet"])
        #expect(render.code == 0, "\(render.err)")
        try FileManager.default.copyItem(atPath: dir + "/goldens", toPath: dir + "/actual")
        let whole = try runBinary(["verify", dir + "/goldens", dir + "/actual"])
        #expect(whole.code == 0, "\(whole.out)\(whole.err)")
        #expect(!whole.err.contains("manifest.json"), "\(whole.err)")
        for shard in ["1/2", "2/2"] {
            let part = try runBinary(["verify", dir + "/goldens", dir + "/actual", "--shard", shard])
            #expect(part.code == 0, "--shard \(shard): \(part.out)\(part.err)")
        }
        // A changed frame in one storyboard's segue fails, named by storyboard and segue.
        let main = try FileManager.default.contentsOfDirectory(atPath: dir + "/actual").filter { !$0.hasPrefix("index") }.sorted()
        let storyboard = try #require(main.first)
        let segue = try #require(try FileManager.default.contentsOfDirectory(atPath: dir + "/actual/" + storyboard).sorted().first)
        try FileManager.default.removeItem(atPath: "\(dir)/actual/\(storyboard)/\(segue)/frame_0001.png")
        try FileManager.default.copyItem(atPath: "\(dir)/actual/\(storyboard)/\(segue)/frame_0000.png",
                                         toPath: "\(dir)/actual/\(storyboard)/\(segue)/frame_0001.png")
        let changed = try runBinary(["verify", dir + "/goldens", dir + "/actual"])
        #expect(changed.code == 1)
        #expect((changed.out + changed.err).contains("\(storyboard)/\(segue)"), "\(changed.out)\(changed.err)")
    }
}
