import Foundation
import Testing

@testable import SegueCLI
@testable import SegueRender

/// `segue diff` on hand-made images whose counts are known.
@MainActor
struct DiffCommandTests {
    /// A width × height white image, with the given pixels set.
    static func image(_ width: Int = 10, _ height: Int = 8, set: [(Int, Int, [UInt8])] = []) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for (x, y, rgba) in set { pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: rgba) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func write(_ image: RGBAImage, _ path: String) throws {
        try PNGEncoder().write(PixelBuffer(premultiplying: image), to: path)
    }

    /// a.png white, b.png with two black pixels (two mismatches: a flat background has no
    /// anti-aliasing), c.png identical to a.png in other bytes (a higher compression level).
    func pair() throws -> String {
        let dir = temporaryFolder()
        try Self.write(Self.image(), dir + "/a.png")
        try Self.write(Self.image(set: [(2, 3, [0, 0, 0, 255]), (7, 5, [0, 0, 0, 255])]), dir + "/b.png")
        try PNGEncoder.goldens.write(PixelBuffer(premultiplying: Self.image()), to: dir + "/c.png")
        try Self.write(Self.image(8, 10), dir + "/tall.png")
        try Data("no".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        return dir
    }

    @Test func differentImagesExitOneWithTheCount() throws {
        let dir = try pair()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["diff", dir + "/a.png", dir + "/b.png"])
        #expect(r.code == 1)
        #expect(r.out == "2 of 10×8 pixels differ (2.5 %), anti-aliasing counted; exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame): DIFFERENT\n")
        #expect(r.err.isEmpty)
    }

    @Test func matchingImagesExitZero() throws {
        let dir = try pair()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let same = runCLI(["diff", dir + "/a.png", dir + "/c.png"])
        #expect(same.code == 0)
        #expect(same.out == "0 of 10×8 pixels differ (0 %), anti-aliasing counted; exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame): identical\n")
        for args in [["--max-diff", "2"], ["--max-diff-ratio", "0.025"], ["--threshold", "1"]] {
            let r = runCLI(["diff", dir + "/a.png", dir + "/b.png"] + args)
            #expect(r.code == 0, "\(args): \(r.out)")
        }
        #expect(runCLI(["diff", dir + "/a.png", dir + "/b.png", "--max-diff", "1"]).code == 1)
        #expect(runCLI(["diff", dir + "/a.png", dir + "/b.png", "--max-diff-ratio", "0.02"]).code == 1)
    }

    @Test func jsonHasTheCountsAndTheSize() throws {
        let dir = try pair()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["diff", dir + "/a.png", dir + "/b.png", "--json", "--include-aa"])
        #expect(r.code == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(json["mismatched"] as? Int == 2)
        #expect(json["width"] as? Int == 10 && json["height"] as? Int == 8)
        #expect(json["match"] as? Bool == false && json["includeAA"] as? Bool == true)
        #expect(json["antiAliased"] as? Int == 0 && json["identical"] as? Bool == false)
        #expect(json["ratio"] as? Double == 0.025 && json["threshold"] as? Double == 0)
        #expect((json["maxDiff"] as? [String: Any])?["count"] as? Int == 0)
        #expect(json["diffImage"] is NSNull)
    }

    @Test func differentSizesExitOneAndSayBothSizes() throws {
        let dir = try pair()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["diff", dir + "/a.png", dir + "/tall.png"])
        #expect(r.code == 1)
        #expect(r.out == "\(dir)/a.png is 10×8 but \(dir)/tall.png is 8×10: the sizes differ, nothing compared\n")
        let j = runCLI(["diff", dir + "/a.png", dir + "/tall.png", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(j.out.utf8)) as? [String: Any])
        #expect(j.code == 1 && json["mismatched"] is NSNull && json["match"] as? Bool == false)
        #expect(json["width"] as? Int == 10 && json["height"] as? Int == 8)
        #expect(json["error"] as? String == "image sizes differ: 10×8 vs 8×10")
    }

    @Test func outWritesTheDiffImage() throws {
        let dir = try pair()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["diff", dir + "/a.png", dir + "/b.png", "--out", dir + "/d.png"])
        #expect(r.code == 1 && r.out.hasSuffix("diff image: \(dir)/d.png\n"))
        let diff = try PNGDecoder.decode(contentsOf: dir + "/d.png")
        let at = { (x: Int, y: Int) in Array(diff.pixels[(y * 10 + x) * 4..<(y * 10 + x) * 4 + 4]) }
        #expect(at(2, 3) == [255, 0, 0, 255] && at(7, 5) == [255, 0, 0, 255])
        #expect(at(0, 0) == [255, 255, 255, 255])  // white, faded, is white
    }

    @Test(arguments: [
        (["diff"], "segue diff needs two images"),
        (["diff", "a.png"], "segue diff needs two images"),
        (["diff", "a.png", "b.png", "c.png"], "unexpected argument 'c.png'"),
        (["diff", "a.png", "b.png", "--threshold", "1.5"], "--threshold must be from 0 to 1, not 1.5"),
        (["diff", "a.png", "b.png", "--threshold", "x"], "--threshold must be a number"),
        (["diff", "a.png", "b.png", "--max-diff", "-1"], "--max-diff must be a whole number"),
        (["diff", "a.png", "b.png", "--max-diff", "1", "--max-diff-ratio", "0.1"], "--max-diff and --max-diff-ratio exclude each other"),
        (["diff", "a.png", "b.png", "--max-diff-ratio", "2"], "--max-diff-ratio must be from 0 to 1"),
        (["diff", "a.png", "b.png", "--fuzz", "3"], "unknown option --fuzz"),
    ])
    func usageErrorsExitTwo(_ args: [String], _ message: String) {
        let r = runCLI(args)
        #expect(r.code == 2)
        #expect(r.err.hasPrefix("segue: ") && r.err.contains(message), "stderr: \(r.err)")
        #expect(r.out.isEmpty)
    }

    @Test func unreadableImagesExitTwoNamingTheFile() throws {
        let dir = try pair()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bad = runCLI(["diff", dir + "/a.png", dir + "/bad.png"])
        #expect(bad.code == 2 && bad.err == "segue: \(dir)/bad.png: not a PNG file\n")
        let missing = runCLI(["diff", dir + "/nope.png", dir + "/a.png"])
        #expect(missing.code == 2 && missing.err.hasPrefix("segue: \(dir)/nope.png: "))
    }

    @Test func theBuiltBinaryExitsWithTheSameCodes() throws {
        let dir = try pair()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try runBinary(["diff", "a.png", "c.png"], in: dir).code == 0)
        #expect(try runBinary(["diff", "a.png", "b.png"], in: dir).code == 1)
        let bad = try runBinary(["diff", "a.png", "bad.png"], in: dir)
        #expect(bad.code == 2 && bad.err == "segue: bad.png: not a PNG file\n")
    }

    @Test func helpMatchesItsGolden() throws {
        let golden = try String(contentsOfFile: repositoryRoot + "/Tests/SegueCLITests/Goldens/diff-help.txt", encoding: .utf8)
        let r = runCLI(["diff", "--help"])
        #expect(r.code == 0 && r.out == golden)
    }
}
