import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Where the test data lives.
enum Paths {
    /// The repository root: three levels above this file (Tests/SegueStoryboardTests/Support.swift).
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared real-world corpus, `<repo root>/../shared/fixtures/storyboards`.
    static let corpus: URL = repoRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/storyboards")

    static var corpusAvailable: Bool {
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent("MANIFEST.tsv").path)
    }

    /// This target's own hand-written fixtures.
    static let ownFixtures: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func own(_ name: String) -> String { ownFixtures.appendingPathComponent(name).path }
}

/// `doc`'s initial controller built with `options`, shown in a window of the storyboard's device
/// (returned with it, to keep the window alive).
@MainActor
func initialController<Controller: ViewController>(of doc: IB.Document, options: StoryboardBuildOptions = StoryboardBuildOptions(),
                                                   as type: Controller.Type) throws -> (Controller, Window) {
    let builder = StoryboardBuilder(document: doc, options: options)
    let window = Window(device: builder.device)
    let controller = try #require(builder.instantiateInitialViewController() as? Controller)
    window.rootViewController = controller
    return (controller, window)
}

/// One row of MANIFEST.tsv: what a corpus file holds, counted independently of this reader.
struct ManifestRow: Sendable, CustomTestStringConvertible {
    var fields: [String: String]

    var file: String { fields["file"] ?? "" }
    var testDescription: String { String(file.prefix(60)) }

    func int(_ column: String) -> Int { Int(fields[column] ?? "") ?? -1 }

    /// A `name:count,name:count` column as a dictionary (empty column: empty dictionary).
    func counts(_ column: String) -> [String: Int] {
        var out: [String: Int] = [:]
        for part in (fields[column] ?? "").split(separator: ",") {
            guard let colon = part.lastIndex(of: ":"), let n = Int(part[part.index(after: colon)...]) else { continue }
            out[String(part[..<colon]), default: 0] += n
        }
        return out
    }

    var isMacOS: Bool { fields["targetRuntime"]?.hasPrefix("MacOSX") == true }
    var path: String { Paths.corpus.appendingPathComponent(file).path }

    static let all: [ManifestRow] = {
        guard let text = try? String(contentsOf: Paths.corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst()
        return lines.map { cells in
            var f: [String: String] = [:]
            for (i, h) in header.enumerated() { f[h] = i < cells.count ? cells[i] : "" }
            return ManifestRow(fields: f)
        }
    }()

    static var iOS: [ManifestRow] { all.filter { !$0.isMacOS } }
}

/// Every scratch folder of this test process lies in one folder, removed when the process exits,
/// so that a run leaves nothing behind in the temporary directory.
let scratchRoot: String = {
    atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "segue-tests-\(getpid())") }
    return NSTemporaryDirectory() + "segue-tests-\(getpid())/"
}()
