import Foundation
import SegueTesting
import Testing

/// `assertTransition` without goldens: `__Goldens__/<Suite>/<test>` beside the test file, named
/// after the test (and the source in a parameterised test), the record mode from a trait.
@Suite("Default goldens beside the test file")
struct DefaultGoldensTests {
    let dir = temporaryFolder()
    var file: String { dir + "/Tests/AppTests/AppTests.swift" }

    static func dissolve(_ name: String = "dissolve") -> TransitionSource {
        .screenshots(from: flatScreen([255, 0, 0, 255]), to: flatScreen([0, 0, 255, 255]),
                     style: .crossDissolve, duration: 0.1, statusBar: .slide, name: name)
    }

    @Test(.recordMode(.missing))
    func pushFromScreenshots() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var first: TransitionCheck?
        await withKnownIssue("the first run records the golden, and a recording always fails") {
            first = await assertTransition(Self.dissolve(), filePath: file)
        } matching: { isCheckFailure($0, saying: "recorded a new golden") }
        #expect(first?.recording == .created)
        let golden = dir + "/Tests/AppTests/__Goldens__/DefaultGoldensTests/pushFromScreenshots"
        #expect(FileManager.default.fileExists(atPath: golden + "/manifest.json"))
        let m = try Manifest.read(from: golden + "/manifest.json")
        #expect(m.scale == 1 && m.fps == 30, "the one set of defaults")
        #expect(await assertTransition(Self.dissolve(), filePath: file).passed)
    }

    @Test("in a parameterised test the source's name is added", .recordMode(.missing), arguments: ["a", "b"])
    func perArgument(_ name: String) async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var first: TransitionCheck?
        await withKnownIssue("the first run records the golden") {
            first = await assertTransition(Self.dissolve(name), filePath: file)
        } matching: { isCheckFailure($0, saying: "recorded a new golden") }
        #expect(first?.recording == .created)
        #expect(FileManager.default.fileExists(atPath: dir + "/Tests/AppTests/__Goldens__/DefaultGoldensTests/perArgument-\(name)/manifest.json"))
    }

    @Test("a mode in code wins over the trait; the trait over the environment")
    func precedence() throws {
        let goldens = TransitionGoldens(folder: dir, environment: ["SEGUE_RECORD": "all"])
        #expect(try goldens.recordMode() == .all)
        var pinned = goldens
        pinned.record = .failed
        let (scoped, inCode) = try RecordMode.$scoped.withValue(.never) { (try goldens.recordMode(), try pinned.recordMode()) }
        #expect(scoped == .never && inCode == .failed)
    }
}
