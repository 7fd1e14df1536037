import Foundation
import Testing

@testable import SegueRender

/// pixelmatch's own test images and the counts pixelmatch 7.1 reports for them
/// (`<repo>/../shared/fixtures/pixelmatch`, see its README.md). Skipped where the folder is absent.
enum PixelmatchFixtures {
    static let folder: String = {
        let repoRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repoRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/pixelmatch").path
    }()

    static var available: Bool { FileManager.default.fileExists(atPath: folder + "/EXPECTED.tsv") }

    struct Row: Sendable, CustomTestStringConvertible {
        var a: String
        var b: String
        var threshold: Double
        var includeAA: Bool
        var mismatched: Int
        var testDescription: String { "\(a) vs \(b), threshold \(threshold)\(includeAA ? ", includeAA" : "")" }
    }

    /// The rows of EXPECTED.tsv (none when the folder is absent).
    static let rows: [Row] = {
        guard let text = try? String(contentsOfFile: folder + "/EXPECTED.tsv", encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let f = line.split(separator: "\t").map(String.init)
            guard f.count == 5, let t = Double(f[2]), let m = Int(f[4]) else { return nil }
            return Row(a: f[0], b: f[1], threshold: t, includeAA: f[3] == "true", mismatched: m)
        }
    }()

    static func image(_ name: String) throws -> RGBAImage {
        try PNGDecoder.decode(contentsOf: folder + "/" + name)
    }
}

@Suite("ImageDiff against pixelmatch 7.1's fixtures", .enabled(if: PixelmatchFixtures.available))
struct ImageDiffFixtureTests {
    @Test("EXPECTED.tsv has rows, and every line of it parsed")
    func tableParsed() throws {
        let text = try String(contentsOfFile: PixelmatchFixtures.folder + "/EXPECTED.tsv", encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).count
        #expect(PixelmatchFixtures.rows.count == lines - 1)
        #expect(PixelmatchFixtures.rows.count >= 8)
    }

    @Test("the mismatch count equals pixelmatch's", arguments: PixelmatchFixtures.rows)
    func mismatchCount(row: PixelmatchFixtures.Row) throws {
        let a = try PixelmatchFixtures.image(row.a), b = try PixelmatchFixtures.image(row.b)
        let options = DiffOptions(threshold: row.threshold, includeAA: row.includeAA)
        let result = try ImageDiff.compare(a, b, options: options)
        #expect(result.mismatched == row.mismatched)
        #expect(result.identical == (row.a == row.b))
        #expect(result.width == a.width && result.height == a.height)
        // With a diff image the count is the same, and the picture has as many red pixels.
        let drawn = try ImageDiff.compare(a, b, options: options, makeDiffImage: true)
        #expect(drawn.mismatched == row.mismatched)
        let image = try #require(drawn.diffImage)
        let red = Swift.stride(from: 0, to: image.pixels.count, by: 4).filter {
            image.pixels[$0] == 255 && image.pixels[$0 + 1] == 0 && image.pixels[$0 + 2] == 0 && image.pixels[$0 + 3] == 255
        }.count
        #expect(red == row.mismatched)
    }

    @Test("the diff picture equals pixelmatch's own", arguments: [("1a.png", "1b.png", "1diff.png"), ("3a.png", "3b.png", "3diff.png")])
    func diffImage(a: String, b: String, expected: String) throws {
        let result = try ImageDiff.compare(
            PixelmatchFixtures.image(a), PixelmatchFixtures.image(b), options: DiffOptions(threshold: 0.05), makeDiffImage: true)
        let mine = try #require(result.diffImage)
        let theirs = try PixelmatchFixtures.image(expected)
        #expect(mine.width == theirs.width && mine.height == theirs.height)
        let different = (0..<mine.width * mine.height).filter { i in mine.pixels[i * 4..<i * 4 + 4] != theirs.pixels[i * 4..<i * 4 + 4] }
        #expect(different.isEmpty, "\(different.count) pixels differ, first at \(different.prefix(5).map { ($0 % mine.width, $0 / mine.width) }): mine \(different.first.map { Array(mine.pixels[$0 * 4..<$0 * 4 + 4]) } ?? []) theirs \(different.first.map { Array(theirs.pixels[$0 * 4..<$0 * 4 + 4]) } ?? [])")
    }
}
