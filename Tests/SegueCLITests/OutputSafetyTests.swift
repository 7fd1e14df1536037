import Foundation
import Testing

@testable import SegueCLI
@testable import SegueRender

/// Folders segue writes: it never deletes what it did not write, keeps the old output until the
/// new one is in place, and cleans up after signals and crashes.
struct OutputSafetyTests {
    /// A small render's arguments, from two 1x screenshots in `dir`.
    static func screens(in dir: String) throws -> [String] {
        try SmallScreens.write(dir + "/a.png", rgb: (255, 0, 0))
        try SmallScreens.write(dir + "/b.png", rgb: (0, 0, 255))
        return ["render", "--from", dir + "/a.png", "--to", dir + "/b.png", "--style", "push", "--scale", "0.5", "--fps", "10"]
    }

    @Test func theWorkingDirectoryIsNeverReplaced() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try Self.screens(in: dir)
        try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: dir + "/mycode.swift"))
        try FileManager.default.createDirectory(atPath: dir + "/src", withIntermediateDirectories: true)
        for force in [[], ["--force"]] {
            let r = try runBinary(render + ["--out", "."] + force, in: dir)
            #expect(r.code == 1, "\(r.out)")
            #expect(r.err.contains("never replaces") && r.err.contains("working directory"), "\(r.err)")
            #expect(r.err.split(separator: "\n").count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "b.png", "mycode.swift", "src"])
        // Nor an ancestor of it.
        let ancestor = try runBinary(render + ["--out", "..", "--force"], in: dir + "/src")
        #expect(ancestor.code == 1 && ancestor.err.contains("holds the working directory"), "\(ancestor.err)")
    }

    @Test func aFolderWithOtherFilesIsNeverReplaced() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try Self.screens(in: dir)
        try FileManager.default.createDirectory(atPath: dir + "/existing", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: dir + "/existing/notes.txt"))
        for force in [[], ["--force"]] {
            let r = try runBinary(render + ["--out", "existing"] + force, in: dir)
            #expect(r.code == 1)
            let even = force.isEmpty ? "" : " (even with --force)"
            #expect(r.err == "segue: --out \(dir)/existing holds files that segue did not write, and segue never replaces them\(even); choose a new folder, or move those files away yourself\n")
            #expect(FileManager.default.contents(atPath: dir + "/existing/notes.txt") == Data("mine".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/existing") == ["notes.txt"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "b.png", "existing"], "no staging left")
        }
    }

    /// `--force` is for segue's own output of another kind: a frame folder over a report.
    @Test func forceReplacesSeguesOutputOfAnotherKind() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try Self.screens(in: dir)
        #expect(try runBinary(render + ["--out", "golden"], in: dir).code == 0)
        #expect(try runBinary(["verify", "golden", "golden", "--report", "report"], in: dir).code == 0)
        let refused = try runBinary(render + ["--out", "report"], in: dir)
        #expect(refused.code == 1 && refused.err.contains("holds a report, not a frame folder"), "\(refused.err)")
        let forced = try runBinary(render + ["--out", "report", "--force"], in: dir)
        #expect(forced.code == 0, "\(forced.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/report/manifest.json"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/report/index.html"))
    }

    @Test func aFolderHoldingGitOrTheHomeFolderIsNeverReplaced() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try Self.screens(in: dir)
        try FileManager.default.createDirectory(atPath: dir + "/repo/.git", withIntermediateDirectories: true)
        let git = try runBinary(render + ["--out", "repo", "--force"], in: dir)
        #expect(git.code == 1 && git.err.contains("holds a repository"), "\(git.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/repo/.git"))

        try FileManager.default.createDirectory(atPath: dir + "/home", withIntermediateDirectories: true)
        let home = try runBinary(render + ["--out", dir + "/home", "--force"], in: dir, environment: ["HOME": dir + "/home"])
        #expect(home.code == 1 && home.err.contains("home folder"), "\(home.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/home"))

        let root = try runBinary(render + ["--out", "/", "--force"], in: dir)
        #expect(root.code == 1 && root.err.contains("root folder"), "\(root.err)")
    }

    @Test func anEarlierRenderIsReplacedAndSaysSo() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try Self.screens(in: dir)
        let first = try runBinary(render, in: dir)
        #expect(first.code == 0, "\(first.err)")
        #expect(first.out == "wrote 6 frames to push/\n")
        let second = try runBinary(render, in: dir)
        #expect(second.out == "wrote 6 frames to push/ (replacing an earlier render there)\n")
        let quiet = try runBinary(render + ["--quiet"], in: dir)
        #expect(quiet.code == 0 && quiet.out.isEmpty && quiet.err.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "b.png", "push"])
    }

    @Test("default names say the transition once: push/, push-at-50pct.png, push-pop/")
    func defaultNamesSayTheTransitionOnce() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try Self.screens(in: dir)
        let at = try runBinary(render + ["--at", "50%"], in: dir)
        #expect(at.code == 0, "\(at.err)")
        let back = try runBinary(render + ["--dismiss", "--quiet"], in: dir)
        #expect(back.code == 0, "\(back.err)")
        let fade = try runBinary(render.map { $0 == "push" ? "crossDissolve" : $0 } + ["--quiet"], in: dir)
        #expect(fade.code == 0, "\(fade.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
            == ["a.png", "b.png", "crossDissolve-present", "push-at-50pct.png", "push-pop"])
    }

    /// A failed second rename of the swap puts the old folder back.
    @Test func aFailedSwapPutsTheOldFolderBack() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/out"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        // An earlier render's manifest (a manifest of segue's: it is what makes the folder segue's).
        let old = try #require(FileManager.default.contents(atPath: repositoryRoot + "/Renders/pop/manifest.json"))
        try old.write(to: URL(fileURLWithPath: target + "/manifest.json"))
        let staged = try OutputFolder.Staged(target, kind: .frames)
        try Data("new".utf8).write(to: URL(fileURLWithPath: staged.path + "/manifest.json"))
        // The staging folder vanishes under the swap (as on a full or read-only disk, the rename fails).
        try FileManager.default.removeItem(atPath: staged.path)
        #expect(throws: OutputFolderError.self) { try staged.commit() }
        #expect(FileManager.default.contents(atPath: target + "/manifest.json") == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out"], "no backup left beside it")
    }

    @Test func staleStagingOfADeadProcessIsSwept() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try Self.screens(in: dir)
        let dead = try deadProcessID()
        let stale = "\(dir)/.push.partial-\(dead)"
        try FileManager.default.createDirectory(atPath: stale, withIntermediateDirectories: true)
        try Staging.mark(stale, .staging, name: "push", pid: dead)
        try Data([0]).write(to: URL(fileURLWithPath: stale + "/frame_0000.png"))
        // A backup whose render died mid-swap, with no output in place: it is put back first.
        let backup = "\(dir)/.other.old-\(dead)"
        try FileManager.default.createDirectory(atPath: backup, withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: backup + "/manifest.json"))
        try Staging.mark(backup, .backup, name: "other", pid: dead)
        // Someone else's hidden folders that only look like staging stay, even holding frames.
        try FileManager.default.createDirectory(atPath: "\(dir)/.mine.partial-\(dead)", withIntermediateDirectories: true)
        try Data([2]).write(to: URL(fileURLWithPath: "\(dir)/.mine.partial-\(dead)/frame_0000.png"))
        try FileManager.default.createDirectory(atPath: "\(dir)/.keep.old-\(dead)", withIntermediateDirectories: true)

        let r = try runBinary(render, in: dir)
        #expect(r.code == 0, "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
            == [".keep.old-\(dead)", ".mine.partial-\(dead)", "a.png", "b.png", "other", "push"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/other") == ["manifest.json"])
    }

    /// The process ID of a process that has exited.
    func deadProcessID() throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        return p.processIdentifier
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func aSignalMidRenderRemovesStagingAndKeepsTheOldOutput(signal: Int32, code: Int32) throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try Self.screens(in: dir) + ["--out", "out", "--jobs", "1"]
        #expect(try runBinary(render, in: dir).code == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted()
        let manifest = FileManager.default.contents(atPath: dir + "/out/manifest.json")

        // A long render (2,401 frames) over it, interrupted once its staging folder has frames.
        let long = Array(render.prefix(7)) + ["--fps", "240", "--duration", "10", "--out", "out", "--jobs", "1"]
        let p = Process()
        p.executableURL = URL(fileURLWithPath: segueBinary)
        p.arguments = long
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        let staging = "\(dir)/.out.partial-\(p.processIdentifier)"
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: staging))?.count ?? 0) < 3 {
            usleep(20_000)
        }
        #expect(FileManager.default.fileExists(atPath: staging), "the render started")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit && p.terminationStatus == code,
                "ended by \(p.terminationReason == .exit ? "exit" : "signal") \(p.terminationStatus)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "b.png", "out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted() == before)
        #expect(FileManager.default.contents(atPath: dir + "/out/manifest.json") == manifest)
    }

    /// A crash (here a SIGSEGV sent from outside) gives one line and exit 70, not the Swift
    /// runtime's backtracer, and removes its staging folder; the next render beside it works.
    @Test func aCrashIsOneLineAndLeavesNoStaging() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let long = Array(try Self.screens(in: dir).prefix(7)) + ["--fps", "240", "--duration", "10", "--out", "out", "--jobs", "1"]
        let p = Process()
        p.executableURL = URL(fileURLWithPath: segueBinary)
        p.arguments = long
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        let err = Pipe()
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        try p.run()
        let staging = "\(dir)/.out.partial-\(p.processIdentifier)"
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: staging))?.count ?? 0) < 3 {
            usleep(20_000)
        }
        kill(p.processIdentifier, SIGSEGV)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit && p.terminationStatus == 70)
        #expect(text == "segue: internal error: this is a bug in segue; please report it with the command line that caused it\n")
        #expect(!FileManager.default.fileExists(atPath: staging), "a crash removes its staging folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "b.png"])
        let next = try runBinary(Array(long.prefix(7)) + ["--fps", "10", "--out", "out"], in: dir)
        #expect(next.code == 0, "\(next.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "b.png", "out"])
    }

    @Test func errorsNameTheTargetNotTheStagingFolder() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let staged = try OutputFolder.Staged(dir + "/out", kind: .frames)
        defer { staged.discard() }
        let error = staged.naming(RenderError("cannot write \(staged.path)/frame_0009.png: no space left on device"))
        #expect("\(error)" == "cannot write \(dir)/out/frame_0009.png: no space left on device")
    }

    @Test func renderAllRefusesAFolderWithOtherFiles() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: dir + "/out/notes.txt"))
        let storyboard = repositoryRoot + "/Tests/SegueCLITests/Fixtures/Screens.storyboard"
        let r = try runBinary(["render", storyboard, "--all", "--out", "out"], in: dir)
        #expect(r.code == 1)
        #expect(r.err.contains("did not write"), "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out") == ["notes.txt"])
    }

    @Test @MainActor func verifyReportAndArtifactsRefuseFoldersWithOtherFiles() throws {
        let dir = try SuiteFixture.broken()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for option in ["--report", "--artifacts"] {
            let folder = dir + "/mine" + option
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
            let r = runCLI(["verify", dir + "/golden", dir + "/actual", option, folder])
            #expect(r.code == 1)
            #expect(r.err.contains("\(option) \(folder) holds files that segue did not write"), "\(r.err)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
            // A second report over the first replaces it.
            let fresh = dir + "/fresh" + option
            #expect(runCLI(["verify", dir + "/golden", dir + "/actual", option, fresh]).code == 1)
            #expect(runCLI(["verify", dir + "/golden", dir + "/actual", option, fresh]).code == 1)
            #expect(!(try FileManager.default.contentsOfDirectory(atPath: fresh)).isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }.isEmpty, "no staging left")
    }

    @Test func segueFileNames() {
        for name in ["frame_0000.png", "frame_12345.png", "manifest.json", "contact-sheet.png", "index.html", "index.txt",
                     "frame_0003.diff.png", "frame_0003.strip.png", "manifest.expected.json", "preview.gif"] {
            #expect(OutputFolder.isSegueFile(name), "\(name)")
        }
        for name in ["notes.txt", "frame_.png", "frame_00a1.png", "frame_0001.png.bak", "frame_0001.mine.png", "main.swift", ".git"] {
            #expect(!OutputFolder.isSegueFile(name), "\(name)")
        }
    }
}

/// Flat 1x screenshots of the iPhone 15 Pro's shape.
enum SmallScreens {
    static func write(_ path: String, rgb: (UInt8, UInt8, UInt8), width: Int = 393, height: Int = 852) throws {
        var buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { buffer.setPixel(x: x, y: y, SIMD4(rgb.2, rgb.1, rgb.0, 255)) }
        }
        try PNGEncoder().write(buffer, to: path)
    }
}
