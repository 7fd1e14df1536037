import Foundation
import SegueGoldens
import SegueKit
import SegueStoryboard
import Testing
@testable import SegueCLI

/// `--contrast high` on the vector app (Fixtures/VectorApp, see its README): colour sets' and
/// image sets' high-contrast variants and the system colours' increased-contrast values, in both
/// appearances; the manifest; the option's errors. Points are the fixture's frames × 3.
@MainActor
struct ContrastRenderTests {
    static func render(_ extra: [String]) throws -> Frame { try VectorRenderTests.render(extra).frame }
    nonisolated static let storyboard = VectorRenderTests.storyboard

    /// (appearance, contrast) → expected colours at the fixture's views.
    struct Look: Sendable, CustomTestStringConvertible {
        var args: [String]
        var mark: [Int], badge: [Int], contrast: [Int], blue: [Int], label: [Int], gray: [Int]
        var testDescription: String { args.isEmpty ? "light, normal contrast" : args.joined(separator: " ") }
    }

    @Test("--contrast high picks high-contrast variants and UIKit's increased-contrast system colours; normal does not", arguments: [
        Look(args: [], mark: [255, 59, 48], badge: [255, 128, 0], contrast: [0x33, 0x66, 0xCC], blue: [0x00, 0x7A, 0xFF],
             label: [0, 0, 0], gray: [0x8E, 0x8E, 0x93]),
        Look(args: ["--contrast", "normal"], mark: [255, 59, 48], badge: [255, 128, 0], contrast: [0x33, 0x66, 0xCC],
             blue: [0x00, 0x7A, 0xFF], label: [0, 0, 0], gray: [0x8E, 0x8E, 0x93]),
        Look(args: ["--contrast", "high"], mark: [0xD7, 0x00, 0x15], badge: [0, 0, 0], contrast: [0x00, 0x22, 0x66],
             blue: [0x00, 0x40, 0xDD], label: [0, 0, 0], gray: [0x6C, 0x6C, 0x70]),
        Look(args: ["--appearance", "dark"], mark: [0xFF, 0x45, 0x3A], badge: [255, 128, 0], contrast: [0xFF, 0x80, 0x00],
             blue: [0x0A, 0x84, 0xFF], label: [255, 255, 255], gray: [0x8E, 0x8E, 0x93]),
        Look(args: ["--appearance", "dark", "--contrast", "high"], mark: [0xFF, 0x69, 0x61], badge: [255, 255, 255],
             contrast: [0xFF, 0xCC, 0x99], blue: [0x40, 0x9C, 0xFF], label: [255, 255, 255], gray: [0xAE, 0xAE, 0xB2]),
    ])
    func contrast(look: Look) throws {
        let f = try Self.render(look.args)
        #expect(f.pixel(930, 510, is: look.mark), "Mark, a template SVG in systemRed: \(f.pixel(930, 510))")
        #expect(f.pixel(570, 870, is: look.badge), "Badge's variant: \(f.pixel(570, 870))")
        #expect(f.pixel(930, 870, is: look.contrast), "the Contrast colour set: \(f.pixel(930, 870))")
        #expect(f.pixel(210, 1230, is: look.blue), "systemBlue: \(f.pixel(210, 1230))")
        #expect(f.pixel(570, 1230, is: look.label), "labelColor: \(f.pixel(570, 1230))")
        #expect(f.pixel(930, 1230, is: look.gray), "systemGray: \(f.pixel(930, 1230))")
    }

    @Test("the manifest records --contrast high, and nothing for normal")
    func manifest() throws {
        func storyboardOrigin(_ extra: [String]) throws -> [String: Any] {
            let out = temporaryFolder() + "/m" + extra.joined()
            let r = runCLI(["render", Self.storyboard, "--segue", "showNext", "--fps", "2", "--out", out, "--quiet"] + extra)
            #expect(r.code == 0, "\(r.err)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))) as! [String: Any]
            return json["storyboard"] as! [String: Any]
        }
        #expect(try storyboardOrigin(["--contrast", "high"])["contrast"] as? String == "high")
        #expect(try storyboardOrigin([])["contrast"] == nil)
    }

    @Test("the Swift API: StoryboardBuildOptions.contrast reaches the colours and the manifest")
    func swiftAPI() throws {
        var options = StoryboardBuildOptions()
        options.contrast = .high
        options.resources = try ProjectResources.forStoryboard(Self.storyboard)
        let transition = try TransitionSource.storyboard(Self.storyboard, segue: "showNext", options: options).record()
        #expect(transition.info.storyboard?.contrast == "high")
        let document = try IB.Document.read(contentsOf: Self.storyboard, contrast: .high, resources: options.resources)
        func all(_ v: IB.ViewNode) -> [IB.ViewNode] { [v] + v.subviews.flatMap(all) }
        let views = document.scenes.flatMap { $0.controller.view.map(all) ?? [] }
        let blue = try #require(views.first { $0.id == "VW-VA-BLUE" })
        #expect(blue.backgroundColor == Color(hex: 0x0040DD), "\(String(describing: blue.backgroundColor))")
    }

    @Test("--contrast takes normal or high: anything else is a usage error naming it", arguments: [
        ["render", storyboard, "--segue", "showNext", "--contrast", "higher"], ["list", storyboard, "--contrast", "High"],
    ])
    func badContrast(args: [String]) {
        let r = runCLI(args)
        #expect(r.code == 2)
        #expect(r.err.contains("--contrast") && r.err.contains("normal or high"), "\(r.err)")
        #expect(CLI.checkArguments(args) == 2)
    }

    @Test("segue list takes --contrast")
    func list() {
        let r = runCLI(["list", Self.storyboard, "--contrast", "high", "--appearance", "dark"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("showNext"))
    }
}
