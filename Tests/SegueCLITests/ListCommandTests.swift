import Foundation
import Testing
@testable import SegueCLI

/// `segue list` on the reader's own small fixtures: the table, the JSON, and one clear line per
/// file that is not an iOS storyboard.
@MainActor
struct ListCommandTests {
    static func readerFixture(_ name: String) -> String { repositoryRoot + "/Tests/SegueStoryboardTests/Fixtures/" + name }

    @Test func tinyListsScenesAndSeguesWithTheirIDs() throws {
        let r = runCLI(["list", Self.readerFixture("Tiny.storyboard")])
        #expect(r.code == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(r.out.contains("Scenes (4)") && r.out.contains("Segues (5)"))
        // Tiny.storyboard: <segue destination="MOD-00-001" kind="presentation" identifier="fade"
        // modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="SEG-00-002"/>
        let fade = try #require(lines.first { $0.contains(" fade ") })
        #expect(fade.hasPrefix("  presentation"))
        #expect(fade.contains("button \"Fade In\""))
        #expect(fade.contains("fullScreen, crossDissolve"))
        #expect(fade.hasSuffix("SEG-00-002"))
    }

    @Test func jsonIsOneObjectWithScenesAndSegues() throws {
        let r = runCLI(["list", "--json", Self.readerFixture("Tiny.storyboard")])
        #expect(r.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect((object["scenes"] as? [Any])?.count == 4)
        let segues = try #require(object["segues"] as? [[String: Any]])
        #expect(segues.map { $0["id"] as? String } == ["REL-00-001", "SEG-00-001", "SEG-00-002", "SEG-00-003", "SEG-00-004"])
    }

    @Test(arguments: [
        ("NotXML.storyboard", "NotXML.storyboard:1: the file is not XML"),
        ("Truncated.storyboard", "Truncated.storyboard:"),
        ("Button.xib", "Button.xib:2: this is a .xib"),
        ("MacApp.storyboard", "MacApp.storyboard:2: this is a macOS storyboard"),
    ])
    func filesThatAreNotIOSStoryboardsFailWithOneLine(file: String, prefix: String) {
        let r = runCLI(["list", Self.readerFixture(file)])
        #expect(r.code == 1)
        #expect(r.err.hasPrefix("segue: " + prefix), "stderr was: \(r.err)")
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(r.out.isEmpty)
    }

    @Test func aPNGIsNamedNotEchoed() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("segue-list-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).write(to: png)
        defer { try? FileManager.default.removeItem(at: png) }
        let r = runCLI(["list", png.path])
        #expect(r.code == 1)
        #expect(r.err == "segue: \(png.lastPathComponent):1: the file is not XML: it is a PNG image; expected an Interface Builder storyboard\n")
    }

    @Test func strictRefusesWhatLenientSkips() {
        let lenient = runCLI(["list", Self.readerFixture("MissingDestination.storyboard")])
        #expect(lenient.code == 0)
        #expect(lenient.out.contains("Warnings (1)") && lenient.out.contains("abc-12-xyz"))
        let strict = runCLI(["list", "--strict", Self.readerFixture("MissingDestination.storyboard")])
        #expect(strict.code == 1)
        #expect(strict.err.hasPrefix("segue: MissingDestination.storyboard:15: segue 'abc-12-xyz' has no destination"))
        let kind = runCLI(["list", "--strict", Self.readerFixture("UnknownKind.storyboard")])
        #expect(kind.code == 1)
        #expect(kind.err.contains("UnknownKind.storyboard:15:") && kind.err.contains("teleport") && kind.err.contains("abc-12-xyz"))
    }

    @Test(arguments: [
        (["list"], "segue list needs a storyboard file"),
        (["list", "a.storyboard", "b.storyboard"], "unexpected argument 'b.storyboard'"),
        (["list", "--bogus", "a.storyboard"], "unknown option --bogus"),
    ])
    func usageErrors(args: [String], message: String) {
        let r = runCLI(args)
        #expect(r.code == 2)
        #expect(r.err.contains(message), "stderr was: \(r.err)")
    }

    @Test func aMissingFileIsAFailureNamingIt() {
        let r = runCLI(["list", "/nonexistent/Nope.storyboard"])
        #expect(r.code == 1)
        #expect(r.err.contains("Nope.storyboard"))
    }
}

extension ListCommandTests {
    /// `segue list --help` is kept as a text golden, as the other help texts are.
    @Test func listHelpMatchesItsGolden() throws {
        let golden = try String(contentsOfFile: repositoryRoot + "/Tests/SegueCLITests/Goldens/list-help.txt", encoding: .utf8)
        #expect(runCLI(["list", "--help"]).out == golden)
    }
}

/// A directory and an endless device, given to the built `segue` binary: one line each, at once,
/// and no bytes echoed. The binary runs as its own process, killed after 60 s, so that a regression
/// that reads /dev/zero fails here instead of hanging the suite; the deadline runs from the
/// process's start, never from a wait for the main actor behind the suite's other tests.
struct ListCommandPathTests {
    @Test(arguments: [
        // A folder is an app's folder of storyboards (segue list FOLDER); this one holds none.
        (repositoryRoot + "/Tests/SegueCLITests/Goldens", "segue: no .storyboard file under '\(repositoryRoot)/Tests/SegueCLITests/Goldens'; pass an app's source folder or a .storyboard file"),
        ("/dev/zero", "segue: zero: '/dev/zero' is a character device, not a storyboard file"),
    ])
    func pathsThatAreNotFilesFailWithOneLine(path: String, prefix: String) throws {
        let r = try runBinary(["list", path], killAfter: 60)
        #expect(r.code == 1)
        #expect(r.err.hasPrefix(prefix), "stderr was: \(r.err)")
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(r.out.isEmpty)
    }
}
