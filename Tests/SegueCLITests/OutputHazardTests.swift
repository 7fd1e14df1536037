import Foundation
import Testing

@testable import SegueCLI
@testable import SegueRender

/// What `segue diff --out` and `segue verify --report/--artifacts` write, and what they refuse:
/// inputs, a user's files, and anything in the compared folders that is not a regular file.
@MainActor
struct OutputHazardTests {
    @Test func diffNeverWritesOverAnInputOrAUsersFile() throws {
        let dir = try DiffCommandTests().pair()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        for (out, words) in [(dir + "/a.png", "input"), (dir + "/b.png", "input"), (dir + "/notes.txt", "even with --force")] {
            for force in [[], ["--force"]] {
                let r = runCLI(["diff", dir + "/a.png", dir + "/b.png", "--out", out] + force)
                #expect(r.code == 1 && r.err.contains(words) && r.out.isEmpty, "\(out) \(force): \(r.err)")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png")) == a)
        #expect(try String(contentsOfFile: dir + "/notes.txt", encoding: .utf8) == "my notes\n")
        // An input by another name (a hard link to B) is still an input.
        link(dir + "/b.png", dir + "/also-b.png")
        #expect(runCLI(["diff", dir + "/a.png", dir + "/b.png", "--out", dir + "/also-b.png", "--force"]).err.contains("input"))
        #expect(runCLI(["diff", dir + "/a.png", dir + "/b.png", "--force"]).code == 2, "--force goes with --out")
    }

    @Test func diffReplacesItsOwnDiffImageOnlyWithForce() throws {
        let dir = try DiffCommandTests().pair()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(runCLI(["diff", dir + "/a.png", dir + "/b.png", "--out", dir + "/d.png"]).code == 1)
        let first = try Data(contentsOf: URL(fileURLWithPath: dir + "/d.png"))
        // A copy keeps the PNG's mark, though not the file's attribute.
        try first.write(to: URL(fileURLWithPath: dir + "/copy.png"))
        let again = runCLI(["diff", dir + "/a.png", dir + "/c.png", "--out", dir + "/copy.png"])
        #expect(again.code == 1 && again.err.contains("add --force"), "\(again.err)")
        let forced = runCLI(["diff", dir + "/a.png", dir + "/c.png", "--out", dir + "/copy.png", "--force"])
        #expect(forced.code == 0, "\(forced.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/copy.png")) != first)
    }

    /// A golden folder whose contact sheet links to a secret outside it, whose frame is a named
    /// pipe, and whose other frame links to /dev/zero.
    static func hostileSuite() throws -> String {
        let dir = try SuiteFixture.make(["pop"])
        let golden = dir + "/golden/pop"
        try Data("secret\n".utf8).write(to: URL(fileURLWithPath: dir + "/secret"))
        try FileManager.default.removeItem(atPath: golden + "/contact-sheet.png")
        try FileManager.default.createSymbolicLink(atPath: golden + "/contact-sheet.png", withDestinationPath: dir + "/secret")
        try FileManager.default.removeItem(atPath: golden + "/frame_0002.png")
        #expect(mkfifo(golden + "/frame_0002.png", 0o644) == 0)
        try FileManager.default.removeItem(atPath: golden + "/frame_0003.png")
        try FileManager.default.createSymbolicLink(atPath: golden + "/frame_0003.png", withDestinationPath: "/dev/zero")
        return dir
    }

    /// Every file under `folder`, as `lstat` sees it: none may be a link, a pipe or a device, and
    /// none may hold the secret.
    static func onlyRegularFiles(_ folder: String) throws -> Bool {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return false }
        for case let name as String in walk {
            var st = stat()
            guard lstat(folder + "/" + name, &st) == 0 else { return false }
            let type = st.st_mode & S_IFMT
            if type == S_IFDIR { continue }
            guard type == S_IFREG else { return false }
            if FileManager.default.contents(atPath: folder + "/" + name) == Data("secret\n".utf8) { return false }
        }
        return true
    }

    @Test func reportAndArtifactsCopyRegularFilesOnly() async throws {
        let dir = try Self.hostileSuite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try await offPool {
            try runBinary(["verify", dir + "/golden", dir + "/actual", "--report", dir + "/rep", "--artifacts", dir + "/art"], killAfter: 120)
        }
        #expect(r.code == 1 && !r.err.contains("[killed"), "\(r.err)")
        #expect(try Self.onlyRegularFiles(dir + "/rep"))
        #expect(try Self.onlyRegularFiles(dir + "/art"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/rep/images/0-pop/expected/contact-sheet.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/rep/images/0-pop/actual/contact-sheet.png"))
        for option in ["--report", "--artifacts"] {
            #expect(r.err.contains("not copied into \(option)") && r.err.contains("only regular files"), "\(r.err)")
        }
        #expect(r.err.contains("golden/pop/contact-sheet.png: is a symbolic link") || r.err.contains("golden/pop/frame_0002.png"), "\(r.err)")
    }

    /// A `~` that reaches segue was quoted: a name, which Foundation must never read as the home.
    @Test func pathArgumentsAreTakenAsWritten() throws {
        let args = try Arguments(["~/a.png", "b.png", "--out", "~", "--from", "~x", "--fps", "~3"],
                                 valueOptions: ["out", "from", "fps"], flagOptions: [], command: "render")
        #expect(args.positionals == ["./~/a.png", "b.png"])
        #expect(args.values["out"] == "./~" && args.values["from"] == "./~x")
        #expect(args.values["fps"] == "~3", "not a path: left as it is")
        #expect(URL(fileURLWithPath: args.values["out"]!).standardizedFileURL.path.hasSuffix("/~"))
    }

    @Test func manifestsWithoutFramesAreNothingToCompare() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let manifest = try String(contentsOfFile: repositoryRoot + "/Renders/pop/manifest.json", encoding: .utf8)
        for side in ["golden", "actual"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + side, withIntermediateDirectories: true)
            try manifest.write(toFile: dir + "/" + side + "/manifest.json", atomically: true, encoding: .utf8)
        }
        let r = runCLI(["verify", dir + "/golden", dir + "/actual"])
        #expect(r.code == 1 && r.out.contains("nothing to compare"), "\(r.out)\(r.err)")
    }

    @Test func framesTheManifestDoesNotListFail() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for side in ["golden", "actual"] {
            try FileManager.default.copyItem(atPath: "\(dir)/\(side)/pop/frame_0000.png", toPath: "\(dir)/\(side)/pop/frame_0099.png")
        }
        let r = runCLI(["verify", dir + "/golden/pop", dir + "/actual/pop"])
        #expect(r.code == 1 && r.out.contains("frame_0099.png") && r.out.contains("does not list"), "\(r.out)\(r.err)")
    }
}
