import Foundation
import SegueKit
import Testing
@testable import SegueCLI
@testable import SegueRender

/// `--at`, `--frames`, `--time`, `--slow` and `--reduce-motion` from the command line, for the demo
/// (`--style`), storyboards (`--segue`, `--all`) and `verify`. Renders run the built binary, so the
/// suite does not hold the main actor (which `CLI.run` needs) while frames are drawn.
struct TimeControlCommandTests {
    static let screens = StoryboardRenderTests.screens
    static let small = ["--device", "iphone-se", "--scale", "0.25", "--jobs", "2", "--quiet"]

    func files(_ dir: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() }

    @MainActor @Test(arguments: [
        (["render", "--at", "-0.1"], "--at -0.1 is negative"),
        (["render", "--at", "nan"], "--at takes seconds"),
        (["render", "--at", "150%"], "from 0% to 100%"),
        (["render", "--at", "p=1.5"], "from p=0 to p=1"),
        (["render", "--at", "soon"], "--at takes seconds"),
        (["render", "--frames", "5-3"], "--frames 5-3 is reversed"),
        (["render", "--frames", "-1-3"], "a negative start"),
        (["render", "--frames", "a-b"], "--frames takes whole frame indices"),
        (["render", "--frames", "1-2-3"], "--frames takes A-B"),
        (["render", "--time", "0.3-0.1"], "--time 0.3-0.1 is reversed"),
        (["render", "--time", "nan-1"], "--time takes seconds"),
        (["render", "--slow", "0"], "--slow must be a number from 1 to 100"),
        (["render", "--slow", "101"], "--slow must be a number from 1 to 100"),
        (["render", "--slow", "inf"], "--slow must be a number from 1 to 100"),
        (["render", "--at", "50%", "--frames", "1-2"], "cannot be combined with --frames"),
        (["render", "--frames", "1-2", "--time", "0-0.1"], "give one of them"),
        (["render", "--dismiss"], "--dismiss needs --style"),
        (["render", "--style", "wobble"], "unknown style 'wobble'"),
        (["render", "--at"], "--at needs a value"),
    ])
    func badValuesAreUsageErrors(args: [String], message: String) {
        let r = runCLI(args)
        #expect(r.code == 2, "\(args)")
        #expect(r.err.contains(message), "\(args): \(r.err)")
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(CLI.checkArguments(args) == 2, "the argument check sees it too")
    }

    /// Values beyond the transition are usage errors naming the valid range; nothing is written.
    @Test func beyondTheTransitionIsAUsageErrorWithNoOutput() throws {
        let dir = temporaryFolder()
        let cases: [([String], String)] = [
            (["--at", "0.9", "--out", dir + "/x.png"], "give seconds from 0 to 0.5"),
            (["--at", "0.9s", "--out", dir + "/x"], "give seconds from 0 to 0.5"),
            (["--frames", "40-50", "--out", dir + "/x"], "its frames are 0-15 (16 frames at 30 fps)"),
            (["--frames", "20-", "--slow", "1.2", "--out", dir + "/x"], "its frames are 0-18 (19 frames at 30 fps, slowed 1.2×)"),
            (["--time", "0.2-0.7", "--out", dir + "/x"], "ends after the transition: give seconds from 0 to 0.5"),
        ]
        for (extra, message) in cases {
            let r = try runBinary(["render", "--style", "push"] + Self.small + extra)
            #expect(r.code == 2, "\(extra)")
            #expect(r.err.contains(message), "\(extra): \(r.err)")
        }
        #expect(files(dir).isEmpty)
    }

    /// `--style push --at 50% --out FILE.png`: one PNG, nothing else; again: refused without
    /// --force, replaced with it (segue wrote it).
    @Test func atWritesOnePNGFileAndKeepsAnExistingOne() throws {
        let dir = temporaryFolder()
        let file = dir + "/mid.png"
        let r = try runBinary(["render", "--style", "push", "--at", "50%", "--out", file, "--device", "iphone-se", "--jobs", "2"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("wrote the frame at 50% (t 0.2500 s") && r.out.contains(file))
        #expect(files(dir) == ["mid.png"])
        let image = try PNGDecoder.decode(contentsOf: file)
        #expect(image.width == 375 && image.height == 667)
        let again = try runBinary(["render", "--style", "push", "--at", "20%", "--out", file, "--device", "iphone-se", "--jobs", "2"])
        #expect(again.code == 1 && again.err.contains("already exists"))
        #expect(try PNGDecoder.decode(contentsOf: file) == image)
        // segue knows its frame by an extended attribute: where the file system keeps none, it cannot.
        let probe = dir + "/.probe"
        _ = FileManager.default.createFile(atPath: probe, contents: Data())
        OutputFile.markOwn(probe, kind: .frame)
        guard OutputFile.isOwn(probe, kind: .frame) else {
            print("skipped: \(dir) keeps no extended attributes, so segue refuses to replace its frame there")
            return
        }
        unlink(probe)
        let forced = try runBinary(["render", "--style", "push", "--at", "20%", "--out", file, "--force", "--device", "iphone-se", "--jobs", "2"])
        #expect(forced.code == 0 && forced.out.contains("replacing the file there"))
        #expect(try PNGDecoder.decode(contentsOf: file) != image)
    }

    /// `--at` with a folder `--out`: frame_0000.png, a manifest that says when, a one-frame sheet.
    @Test func atWithAFolderWritesOneFrameAndAManifest() throws {
        let dir = temporaryFolder() + "/one"
        let r = try runBinary(["render", "--style", "coverVertical", "--dismiss", "--at", "p=0.5", "--out", dir] + Self.small)
        #expect(r.code == 0, "\(r.err)")
        #expect(files(dir) == ["contact-sheet.png", "frame_0000.png", "manifest.json"])
        let m = try Manifest.read(from: dir + "/manifest.json")
        #expect(m.direction == "dismiss" && m.frameCount == 1 && m.at?.progress == 0.5)
    }

    /// Storyboards: `--segue` with a range keeps the global names; `--all --at` puts one frame in
    /// each segue's folder; verify passes a range folder against itself.
    @Test func storyboardsTakeTimeControl() throws {
        let dir = temporaryFolder()
        let one = try runBinary(["render", Self.screens, "--segue", "next", "--frames", "2-4", "--fps", "10", "--out", dir + "/next"] + Self.small)
        #expect(one.code == 0, "\(one.err)")
        // A range's preview plays the frames drawn.
        #expect(files(dir + "/next") == ["contact-sheet.png", "frame_0002.png", "frame_0003.png", "frame_0004.png", "manifest.json", "preview.png"])
        let all = try runBinary(["render", Self.screens, "--all", "--at", "50%", "--out", dir + "/all"] + Self.small)
        #expect(all.code == 0, "\(all.err)")
        let folders = files(dir + "/all").filter { !$0.hasPrefix("index") }
        #expect(!folders.isEmpty)
        for f in folders where FileManager.default.fileExists(atPath: dir + "/all/\(f)/manifest.json") {
            #expect(files(dir + "/all/" + f) == ["contact-sheet.png", "frame_0000.png", "manifest.json"], "\(f)")
        }
        let verify = try runBinary(["verify", dir + "/next", dir + "/next"])
        #expect(verify.code == 0, "\(verify.out)\(verify.err)")
        let pngAll = try runBinary(["render", Self.screens, "--all", "--at", "50%", "--out", dir + "/x.png"] + Self.small)
        #expect(pngAll.code == 2 && pngAll.err.contains("--out names a folder"))
        let late = try runBinary(["render", Self.screens, "--all", "--at", "30", "--out", dir + "/late"] + Self.small)
        #expect(late.code == 2 && late.err.contains("segue ") && late.err.contains("after the end of the transition"), "\(late.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/late"))
    }

    /// `verify` tells a slow render from a normal one by the manifest.
    @Test func verifyNamesSlowMotionAndReduceMotionDifferences() throws {
        let dir = temporaryFolder()
        for (name, extra) in [("a", ["--slow", "2", "--fps", "10"]), ("b", ["--slow", "2", "--fps", "10", "--reduce-motion"]), ("c", ["--fps", "20"])] {
            let r = try runBinary(["render", "--style", "crossDissolve", "--out", dir + "/" + name] + Self.small + extra)
            #expect(r.code == 0, "\(r.err)")
        }
        let ab = try runBinary(["verify", dir + "/a", dir + "/b"])
        #expect(ab.code == 1 && ab.out.contains("reduce motion"), "\(ab.out)")
        let ac = try runBinary(["verify", dir + "/a", dir + "/c"])
        #expect(ac.code == 1 && ac.out.contains("slow motion"), "\(ac.out)")
    }
}
