import Foundation
import Testing
@testable import SegueCLI
@testable import SegueKit

/// The built-in demo renders exactly the frames kept in Renders/ (regenerate them on purpose with
/// scripts/render; never by hand).
@MainActor
struct DemoGoldenTests {
    static let goldens = repositoryRoot + "/Renders"

    static var goldenFolders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: goldens)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func everyGoldenHasAScenarioAndEveryScenarioAGolden() {
        let names = Scenario.demo(device: .iPhone15Pro).map(\.name).sorted()
        #expect(!names.isEmpty)
        #expect(Self.goldenFolders == names, "Renders/ and the demo scenarios differ: run scripts/render")
    }

    @Test func demoRendersTheGoldenBytes() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = runCLI(["render", "--out", out, "--quiet", "--jobs", "2"])
        #expect(r.code == 0, "\(r.err)")
        let fm = FileManager.default
        var compared = 0
        for folder in Self.goldenFolders {
            let expected = try fm.contentsOfDirectory(atPath: Self.goldens + "/" + folder).sorted()
            let actual = try fm.contentsOfDirectory(atPath: out + "/" + folder).sorted()
            #expect(expected == actual, "\(folder): files differ")
            for file in expected where actual.contains(file) {
                let a = fm.contents(atPath: Self.goldens + "/" + folder + "/" + file)
                let b = fm.contents(atPath: out + "/" + folder + "/" + file)
                #expect(a == b, "Renders/\(folder)/\(file) differs from what the demo renders now; if the change is intended, run scripts/render")
                compared += 1
            }
        }
        #expect(compared > 100)
    }
}
