import Foundation
import SegueKit
import Testing
@testable import SegueRender

/// What `segue render APP --all` says is not the app's own, on StandInApp (Tests/SegueCLITests/
/// Fixtures/StandInApp, written the way Xcode writes it): each kind of approximation listed for
/// the segue whose frames show it, in its manifest and in index.json, and counted by the line
/// the render ends with. Expected subjects are the fixture's names.
struct ApproximationsCommandTests {
    nonisolated static let app = repositoryRoot + "/Tests/SegueCLITests/Fixtures/StandInApp"

    /// A render of the app: its last line of output, and each segue's approximations from its
    /// manifest and from index.json, as `kind subject`.
    struct Render: Sendable {
        var lastLine: String
        var manifests: [String: [String]]
        var index: [String: [String]]
    }

    /// The app rendered once (at the middle frame, which keeps it cheap) for every test here.
    nonisolated static let render: Result<Render, RenderFailure> = {
        let dir = temporaryFolder("approximations")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do {
            let r = try runBinary(["render", app, "--all", "--at", "50%", "--out", dir + "/out"])
            guard r.code == 0 else { return .failure(RenderFailure(message: r.err)) }
            var manifests: [String: [String]] = [:]
            for segue in ["openGallery", "openHelp", "openAbout"] {
                let manifest = try Manifest.read(from: dir + "/out/StandInApp-Main/\(segue)/manifest.json")
                manifests[segue] = (manifest.approximations ?? []).map { "\($0.kind.rawValue) \($0.subject)" }
            }
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/out/index.json"))) as? [String: Any]
            let segues = (json?["storyboards"] as? [[String: Any]])?.first?["segues"] as? [[String: Any]] ?? []
            var index: [String: [String]] = [:]
            for s in segues {
                guard let id = s["identifier"] as? String else { continue }
                index[id] = (s["approximations"] as? [[String: String]] ?? []).map { "\($0["kind"] ?? "?") \($0["subject"] ?? "?")" }
            }
            let last = r.out.split(separator: "\n").last.map(String.init) ?? ""
            return .success(Render(lastLine: last, manifests: manifests, index: index))
        } catch {
            return .failure(RenderFailure(message: "\(error)"))
        }
    }()

    struct RenderFailure: Error, Sendable { var message: String }

    @Test("each kind is listed for the segue whose frames show it, in its manifest and index.json", arguments: [
        ("openGallery", "symbol gearshape.fill"),
        ("openGallery", "font Avenir-Heavy"),
        ("openGallery", "missingImage hero-banner"),
        ("openGallery", "standIn SparklineView"),
        ("openGallery", "sampleRows TileCell"),
        ("openHelp", "unresolvedReference Help.storyboard · HelpHome"),
        ("openAbout", "placeholderScene AboutHostingController"),
    ])
    func listed(_ segue: String, _ entry: String) throws {
        let render = try Self.render.get()
        #expect(render.manifests[segue]?.contains(entry) == true, "\(render.manifests[segue] ?? [])")
        #expect(render.index[segue]?.contains(entry) == true, "\(render.index[segue] ?? [])")
    }

    @Test func aSegueListsOnlyWhatItsFramesShow() throws {
        let render = try Self.render.get()
        // The gallery is pushed from Today: neither the reference nor the hosting controller is on screen.
        #expect(!(render.manifests["openGallery"] ?? []).contains { $0.hasPrefix("unresolvedReference") || $0.hasPrefix("placeholderScene") })
        #expect(!(render.manifests["openHelp"] ?? []).contains { $0.hasPrefix("sampleRows") || $0.hasPrefix("placeholderScene") })
    }

    @Test func theRenderEndsWithOneLineCountingEachKind() throws {
        let line = try Self.render.get().lastLine
        #expect(line == "not the app's own, in the frames drawn: 1 SF Symbol drawn from the stand-in icon font, 1 font that stood in for one no file has, "
                + "1 image not found, 1 view drawn in code shown as a stand-in, 1 cell drawn as sample rows, "
                + "1 storyboard reference not resolved, 1 scene drawn as a placeholder screen (in 3 of 3 segues)")
    }

    /// MoreTabsApp (Fixtures/MoreTabsApp): six tabs, so the bar shows four and UIKit's More item,
    /// whose three dots the renderer draws from the stand-in icon font though the storyboard names
    /// no such symbol. The manifest, index.json and the count line must say the same.
    @Test func theIndexAndTheCountLineListWhatTheManifestLists() throws {
        let dir = temporaryFolder("more-tabs")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runBinary(["render", repositoryRoot + "/Tests/SegueCLITests/Fixtures/MoreTabsApp", "--all", "--at", "50%", "--out", dir + "/out"])
        try #require(r.code == 0, "\(r.err)")
        let manifest = try Manifest.read(from: dir + "/out/MoreTabsApp-Main/openDetail/manifest.json")
        let listed = (manifest.approximations ?? []).map { "\($0.kind.rawValue) \($0.subject)" }
        #expect(listed == ["symbol house", "symbol magnifyingglass", "symbol books.vertical", "symbol person", "symbol ellipsis"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/out/index.json"))) as? [String: Any]
        let segue = ((json?["storyboards"] as? [[String: Any]])?.first?["segues"] as? [[String: Any]])?.first
        let indexed = (segue?["approximations"] as? [[String: String]] ?? []).map { "\($0["kind"] ?? "?") \($0["subject"] ?? "?")" }
        #expect(indexed == listed)
        #expect(r.out.split(separator: "\n").last == "not the app's own, in the frames drawn: 5 SF Symbols drawn from the stand-in icon font (in 1 of 1 segues)")
    }
}
