import Foundation
import Testing

@testable import SegueCLI
@testable import SegueRender

/// A file's name is no proof that segue wrote it: a folder is replaced only when segue's own
/// writing shows it wrote what is there (a manifest listing the frames, an index page's or a diff
/// image's mark, the folder's attribute).
struct OutputOwnershipTests {
    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func files(_ path: String) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    /// A small PNG of yours at `path`, its folder made first.
    func screenshot(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try SmallScreens.write(path, rgb: (0, 255, 0), width: 8, height: 8)
    }

    @Test func aFolderOfYourOwnFramesIsNeverReplaced() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try OutputSafetyTests.screens(in: dir)
        // A screenshot of yours with one of segue's names, and one with a manifest of yours.
        try screenshot(dir + "/shots/frame_0000.png")
        try write(#"{"frames": [{"file": "frame_0000.png", "time": 0}], "fps": 30}"# + "\n", to: dir + "/listed/manifest.json")
        try screenshot(dir + "/listed/frame_0000.png")
        for folder in ["shots", "listed"] {
            let before = try files(dir + "/" + folder)
            let mine = FileManager.default.contents(atPath: dir + "/\(folder)/frame_0000.png")
            #expect(OutputFolder.contents(of: dir + "/" + folder) == .other)
            for force in [[], ["--force"]] {
                let r = try runBinary(render + ["--out", folder] + force, in: dir)
                #expect(r.code == 1, "\(folder)")
                #expect(r.err.contains("holds files that segue did not write"), "\(r.err)")
                #expect(try files(dir + "/" + folder) == before)
                #expect(FileManager.default.contents(atPath: dir + "/\(folder)/frame_0000.png") == mine)
            }
        }
        #expect(try files(dir).filter { $0.hasPrefix(".") }.isEmpty, "no staging left")
    }

    @Test func aFrameOfYoursAddedToARenderKeepsItThere() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try OutputSafetyTests.screens(in: dir)
        #expect(try runBinary(render + ["--out", "out"], in: dir).code == 0)
        #expect(OutputFolder.contents(of: dir + "/out") == .segue(.frames))
        // The render ends at frame_0005; a frame past the manifest's list is not segue's.
        try screenshot(dir + "/out/frame_0099.png")
        let r = try runBinary(render + ["--out", "out"], in: dir)
        #expect(r.code == 1 && r.err.contains("did not write"), "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/frame_0099.png"))
    }

    /// Goldens come out of `git clone` without extended attributes: their manifest is the proof.
    @Test func aCopiedRenderIsStillSegues() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let golden = repositoryRoot + "/Renders/pop"
        try FileManager.default.createDirectory(atPath: dir + "/copy", withIntermediateDirectories: true)
        for name in try files(golden) {
            try FileManager.default.createFile(atPath: dir + "/copy/" + name, contents: FileManager.default.contents(atPath: golden + "/" + name))
        }
        #expect(OutputFolder.Ownership.folderMark(dir + "/copy") == nil)
        #expect(OutputFolder.contents(of: dir + "/copy") == .segue(.frames))
        let render = try OutputSafetyTests.screens(in: dir)
        let r = try runBinary(render + ["--out", "copy"], in: dir)
        #expect(r.code == 0, "\(r.err)")
        #expect((r.out + r.err).contains("replacing an earlier render"), "\(r.out)\(r.err)")
        #expect(try Manifest.read(from: dir + "/copy/manifest.json").transition == "push")
    }

    @Test func aPageOfYoursBesideEmptyFoldersIsNotAnIndex() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write("<!DOCTYPE html><title>My site</title>\n", to: dir + "/site/index.html")
        try FileManager.default.createDirectory(atPath: dir + "/site/img", withIntermediateDirectories: true)
        #expect(OutputFolder.contents(of: dir + "/site") == .other)
        let storyboard = repositoryRoot + "/Tests/SegueCLITests/Fixtures/Screens.storyboard"
        let r = try runBinary(["render", storyboard, "--all", "--out", "site"], in: dir)
        #expect(r.code == 1 && r.err.contains("did not write"), "\(r.err)")
        #expect(try files(dir + "/site") == ["img", "index.html"])
        // segue's own index of a render whose folders are empty is segue's.
        #expect(try runBinary(["render", storyboard, "--all", "--out", "all"], in: dir).code == 0)
        #expect(OutputFolder.contents(of: dir + "/all") == .segue(.collection))
        #expect(OutputFolder.Ownership.isIndexPage(dir + "/all/index.html"))
        for name in try files(dir + "/all") where !name.hasPrefix("index.") {
            try FileManager.default.removeItem(atPath: dir + "/all/" + name)
            try FileManager.default.createDirectory(atPath: dir + "/all/" + name, withIntermediateDirectories: true)
        }
        #expect(OutputFolder.contents(of: dir + "/all") == .segue(.collection))
        // A render in which no segue had frames to draw is its index alone, and still segue's;
        // a page of yours alone is not.
        for name in try files(dir + "/all") where !name.hasPrefix("index.") { try FileManager.default.removeItem(atPath: dir + "/all/" + name) }
        #expect(OutputFolder.contents(of: dir + "/all") == .segue(.collection))
        try FileManager.default.removeItem(atPath: dir + "/site/img")
        #expect(OutputFolder.contents(of: dir + "/site") == .other)
    }

    @Test func artifactsAreSeguesByTheirMarks() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Named as artifacts, written by you.
        try screenshot(dir + "/mine/frame_0003.expected.png")
        try screenshot(dir + "/mine/push/frame_0003.strip.png")
        #expect(OutputFolder.contents(of: dir + "/mine") == .other)
        // A strip segue drew, in a folder without the attribute (a copy).
        let strip = dir + "/mine/push/frame_0003.strip.png"
        let marked = PNGTextMark.marked(Array(FileManager.default.contents(atPath: strip)!), software: PNGTextMark.diffSoftware)
        try Data(marked).write(to: URL(fileURLWithPath: strip))
        #expect(OutputFolder.contents(of: dir + "/mine") == .segue(.artifacts))
    }

    /// Whatever segue writes as a folder carries its kind, where the file system keeps attributes.
    @Test func stagedFoldersCarryTheirKind() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try OutputFolder.write(dir + "/artifacts", kind: .artifacts) { staging in
            try screenshot(staging + "/frame_0003.expected.png")
        }
        guard let mark = OutputFolder.Ownership.folderMark(dir + "/artifacts") else {
            // A file system without user attributes (some container mounts): the copy alone is no proof.
            #expect(OutputFolder.contents(of: dir + "/artifacts") == .other)
            return
        }
        #expect(mark == "artifacts")
        #expect(OutputFolder.contents(of: dir + "/artifacts") == .segue(.artifacts))
    }
}
