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

    /// Each CI job renders its shard of the app and verifies the same shard against the whole set
    /// of goldens: render and verify must put every segue in the same shard, though verify sees it
    /// as `Storyboard/segue` and render names it `segue`.
    @Test("render --shard I/N of an app folder, then verify --shard I/N against every golden: each shard passes, together they cover all")
    func shardsRenderedApart() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let common = ["--scale", "0.5", "--fps", "5", "--quiet"]
        let all = try runBinary(["render", ProjectRenderTests.app, "--all", "--both", "--out", dir + "/goldens"] + common)
        #expect(all.code == 0, "\(all.err)")
        var rendered: [String] = []
        for i in 1...3 {
            let out = "\(dir)/actual-\(i)"
            let render = try runBinary(["render", ProjectRenderTests.app, "--all", "--both", "--shard", "\(i)/3", "--out", out] + common)
            #expect(render.code == 0, "\(render.err)")
            let verify = try runBinary(["verify", dir + "/goldens", out, "--shard", "\(i)/3"])
            #expect(verify.code == 0, "shard \(i)/3: \(verify.out)\(verify.err)")
            for storyboard in try FileManager.default.contentsOfDirectory(atPath: out) where !storyboard.hasPrefix("index") {
                rendered += try FileManager.default.contentsOfDirectory(atPath: out + "/" + storyboard).map { storyboard + "/" + $0 }
            }
        }
        var golden: [String] = []
        for storyboard in try FileManager.default.contentsOfDirectory(atPath: dir + "/goldens") where !storyboard.hasPrefix("index") {
            golden += try FileManager.default.contentsOfDirectory(atPath: dir + "/goldens/" + storyboard).map { storyboard + "/" + $0 }
        }
        #expect(golden.count > 3)
        #expect(rendered.sorted() == golden.sorted(), "the three shards render every segue once")
    }
}
