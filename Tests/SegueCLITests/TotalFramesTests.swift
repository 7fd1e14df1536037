import Foundation
import SegueGoldens
import SegueKit
import SegueRender
import SegueStoryboard
import Synchronization
import Testing

/// `--all` counts the frames of every segue before it draws one (`--max-total-frames`, in the
/// library `RenderSettings.maxTotalFrames`): a storyboard of thousands of segues is refused at
/// once, naming the count and how to raise the limit, and nothing is written.
@MainActor
struct TotalFramesTests {
    /// `count` scenes, each presenting the next (modally, so every path is one step from the
    /// initial scene's), one line each.
    static func storyboard(segues count: Int, in dir: String) throws -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="C0">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>

            """
        for i in 0...count {
            let segues = i == 0 ? (1...count).map { #"<segue destination="C\#($0)" kind="presentation" identifier="s\#($0)" id="G\#($0)"/>"# }.joined() : ""
            xml += #"<scene sceneID="S\#(i)"><objects><viewController id="C\#(i)" title="T\#(i)" sceneMemberID="viewController">"#
                + #"<view key="view" id="V\#(i)"><rect key="frame" x="0" y="0" width="393" height="852"/></view>"#
                + (segues.isEmpty ? "" : "<connections>\(segues)</connections>") + "</viewController></objects></scene>\n"
        }
        let path = dir + "/Many.storyboard"
        try (xml + "</scenes>\n</document>\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("past --max-total-frames, --all stops before drawing, names the count and the option, and writes nothing")
    func refusedBeforeDrawing() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try Self.storyboard(segues: 40, in: dir)
        let r = runCLI(["render", path, "--all", "--max-total-frames", "100", "--out", dir + "/out", "--preview", "none"])
        #expect(r.code == 1, "\(r.err)")
        #expect(r.err.contains("the segues would draw more than 100 frames in all") && r.err.contains("draw fewer (--shard I/N, or --segue ID), lower --fps, ")
            && r.err.hasSuffix("or raise the limit with --max-total-frames N\n"), "\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["Many.storyboard"])
        let bad = runCLI(["render", path, "--all", "--max-total-frames", "0x10"])
        #expect(bad.code == 2 && bad.err.contains("--max-total-frames must be a whole number"), "\(bad.err)")
    }

    @Test("the library: the plan is reported before the first segue is drawn, and its count is what is drawn")
    func plannedThenDrawn() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let storyboard = try StoryboardSegues(contentsOf: try Self.storyboard(segues: 20, in: dir))
        let events = Mutex<[StoryboardRenders.Progress]>([])
        var settings = RenderSettings(fps: 10, jobs: 1)
        settings.preview = nil
        settings.maxTotalFrames = 20
        #expect {
            try StoryboardRenders.renderAll(storyboard, settings: settings, to: dir + "/out") { e in events.withLock { $0.append(e) } }
        } throws: { ($0 as? RenderSettingError)?.field == .maxTotalFrames && "\($0)".hasSuffix("raise the limit with settings.maxTotalFrames") }
        #expect(events.withLock { $0 }.isEmpty, "nothing was begun")
        settings.maxTotalFrames = 2000
        let outcome = try StoryboardRenders.renderAll(storyboard, settings: settings, to: dir + "/out") { e in
            if case .frames = e { return }
            events.withLock { $0.append(e) }
        }
        let all = events.withLock { $0 }
        let drawn = outcome.entries.reduce(0) { $0 + $1.frames }
        #expect(all.first == .planned(segues: 20, frames: drawn) && drawn > 20, "\(all.prefix(3))")
        #expect(all.dropFirst().count == 40)
    }
}
