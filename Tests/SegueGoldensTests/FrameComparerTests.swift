import Foundation
import SegueRender
import Testing

@testable import SegueGoldens

@Suite("Comparing one golden image with one actual image")
struct FrameComparerTests {
    let dir = temporaryFolder()

    func pair(_ a: RGBAImage, _ b: RGBAImage) throws -> (String, String) {
        try Fixtures.writePNG(a, dir + "/a.png")
        try Fixtures.writePNG(b, dir + "/b.png")
        return (dir + "/a.png", dir + "/b.png")
    }

    @Test("equal bytes are identical without being decoded")
    func equalBytesAreNeverDecoded() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A PNG signature and then garbage: decoding would fail, so identical proves the byte check
        // came first. (The signature itself is checked as the file is read.)
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("same bytes".utf8))
        try bytes.write(to: URL(fileURLWithPath: dir + "/a.png"))
        try bytes.write(to: URL(fileURLWithPath: dir + "/b.png"))
        let r = FrameComparer.compare(golden: dir + "/a.png", actual: dir + "/b.png", file: "f.png", options: ComparisonOptions())
        #expect(r.status == .identical && r.expectedSize == nil)
        #expect(r.summary == "f.png: identical bytes")
    }

    @Test("a named pipe in a frame folder is unreadable at once, not waited on")
    func namedPipe() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: URL(fileURLWithPath: dir + "/a.png"))
        #expect(mkfifo(dir + "/b.png", 0o600) == 0)
        unblockReadersLater(dir + "/b.png")
        let r = FrameComparer.compare(golden: dir + "/a.png", actual: dir + "/b.png", file: "f.png", options: ComparisonOptions())
        #expect(r.status == .unreadable)
        #expect(r.error == "\(dir)/b.png: is a named pipe (FIFO), not a regular file; give the path of a PNG file")
    }

    @Test("one different pixel fails the default tolerance, with the count")
    func onePixel() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = Fixtures.flat()
        let (ga, gb) = try pair(a, Fixtures.setting(a, 3, 2, [0, 0, 0, 255]))
        let r = FrameComparer.compare(golden: ga, actual: gb, file: "frame_0001.png", options: ComparisonOptions())
        #expect(r.status == .different && r.mismatched == 1 && r.antiAliased == 0)
        #expect(r.expectedSize == PixelSize(width: 8, height: 6))
        #expect(r.summary == "frame_0001.png: 1 pixel differs (2.08 %)")
    }

    @Test("tolerances: a count, a ratio, and the threshold", arguments: [
        (ComparisonOptions.Limit.count(1), true), (.count(0), false), (.ratio(1.0 / 48), true), (.ratio(0.02), false),
    ])
    func limits(_ limit: ComparisonOptions.Limit, _ passes: Bool) throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = Fixtures.flat()  // 48 pixels: one is 1/48 of them
        let (ga, gb) = try pair(a, Fixtures.setting(a, 0, 0, [0, 0, 0, 255]))
        let r = FrameComparer.compare(golden: ga, actual: gb, file: "f", options: ComparisonOptions(maxDifferentPixels: limit))
        #expect(r.mismatched == 1)
        #expect(r.status == (passes ? .withinTolerance : .different))
    }

    @Test("a small colour change passes at the perceptual preset's threshold and fails at a stricter one and by default")
    func threshold() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = Fixtures.flat(8, 6, [200, 200, 200, 255])
        // ΔY = 6: YIQ delta 0.5053 · 36 = 18.2, under 35215 · 0.1² = 352 but over 35215 · 0.01² = 3.5.
        let b = Fixtures.setting(a, 4, 4, [206, 206, 206, 255])
        let (ga, gb) = try pair(a, b)
        let loose = FrameComparer.compare(golden: ga, actual: gb, file: "f", options: .perceptual)
        #expect(loose.status == .withinTolerance && loose.mismatched == 0)
        let exact = FrameComparer.compare(golden: ga, actual: gb, file: "f", options: ComparisonOptions())
        #expect(exact.status == .different && exact.mismatched == 1)
        let strict = FrameComparer.compare(golden: ga, actual: gb, file: "f", options: ComparisonOptions(threshold: 0.01))
        #expect(strict.status == .different && strict.mismatched == 1)
    }

    @Test("anti-aliased pixels are excluded unless includeAA")
    func antiAliasing() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A black square on white; in b its left edge column turns grey, as a shifted edge would be.
        var a = Fixtures.flat(10, 10)
        for y in 2..<8 { for x in 3..<8 { a = Fixtures.setting(a, x, y, [0, 0, 0, 255]) } }
        var b = a
        for y in 2..<8 { b = Fixtures.setting(b, 2, y, [128, 128, 128, 255]) }
        let (ga, gb) = try pair(a, b)
        let excluded = FrameComparer.compare(golden: ga, actual: gb, file: "f", options: ComparisonOptions(includeAA: false))
        let included = FrameComparer.compare(golden: ga, actual: gb, file: "f", options: ComparisonOptions(includeAA: true))
        #expect(excluded.antiAliased > 0)
        #expect(included.antiAliased == 0)
        #expect(included.mismatched == excluded.mismatched + excluded.antiAliased)
    }

    @Test("different sizes fail and say both sizes")
    func sizes() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (ga, gb) = try pair(Fixtures.flat(8, 6), Fixtures.flat(6, 8))
        let r = FrameComparer.compare(golden: ga, actual: gb, file: "frame_0000.png", options: ComparisonOptions())
        #expect(r.status == .sizeMismatch)
        #expect(r.summary == "frame_0000.png: sizes differ: golden 8×6, actual 6×8")
    }

    @Test("an undecodable file is reported with the decoder's reason")
    func unreadable() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.writePNG(Fixtures.flat(), dir + "/a.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/b.png"))
        let r = FrameComparer.compare(golden: dir + "/a.png", actual: dir + "/b.png", file: "f", options: ComparisonOptions())
        #expect(r.status == .unreadable)
        #expect(r.error?.contains("not a PNG file") == true && r.error?.contains("b.png") == true)
    }

}

@Suite("Numbers in messages")
struct FormatTests {
    @Test("percentages keep two significant digits when small")
    func percentages() {
        #expect(Format.percent(0) == "0 %")
        #expect(Format.percent(1) == "100 %")
        #expect(Format.percent(0.0125) == "1.25 %")
        #expect(Format.percent(1.0 / (1179 * 2556)) == "0.000033 %")
    }
}
