import Foundation
import SegueRender
import Testing
@testable import segue_fuzz

/// The fuzzer's `png` target (the PNG decoder) replayed: every file of Fixtures/Fuzz/png/
/// (minimized crashes kept as regressions, seeds and hostile inputs; never none) goes through the
/// entry point `scripts/fuzz png` fuzzes and ends with a result or a clear error, never a trap.
/// An error names the file it is about; a seed decodes, to the size its name ends with.
@MainActor
struct PNGFuzzReplayTests {
    @Test(arguments: FuzzTarget.png.fixtures(besideTestFile: #filePath))
    func endsCleanly(_ path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path), "\(path) holds no inputs, or cannot be read")
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        switch FuzzTarget.png.run(Array(bytes)) {
        case .unclear(let why): Issue.record("\(why)")
        case .refused(let message):
            #expect(message.hasPrefix("fuzz.png: "), "the error names the file: \(message)")
            #expect(!name.hasPrefix("seed-"), "a seed is a valid PNG: \(message)")
        case .accepted(let size):
            guard name.hasPrefix("seed-") else { break }
            let named = name.split(separator: "-").last?.replacingOccurrences(of: "x", with: "×")
            #expect(size == named, "\(name) decodes to \(size)")
        }
    }

    /// The fuzzer's first finding (crash-ihdr-4294967295-wide-pixel-count-overflows.png): an IHDR
    /// of 4294967295 × 4294967071 pixels overflowed Int in the size check, before any message;
    /// with no limit on the sides or the count, the overflow itself is over the limit.
    @Test(arguments: [PNGDecoder.Limits.default, PNGDecoder.Limits(maximumSide: .max, maximumPixelCount: .max, maximumFileBytes: 1 << 20)])
    func aPixelCountThatOverflowsIsTooLarge(_ limits: PNGDecoder.Limits) throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                            0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x1F]
        let error = try #require(throws: PNGError.self) { try PNGDecoder.decode(png, name: "huge.png", limits: limits) }
        #expect(error.kind == .tooLarge)
        #expect(error.reason.hasPrefix("the image is 4294967295×4294967071 pixels"))
    }

    /// The second (timeout-itxt-declaring-1.3-gb-in-an-88-byte-file.png): an iTXt chunk that
    /// declares 1347307277 bytes of which 22 follow. libpng allocated and zeroed the declared
    /// length before finding the bytes missing (1.3 GB for 88 bytes); it is refused before libpng.
    @Test func aChunkLongerThanTheFileIsRefusedBeforeLibpng() throws {
        let path = FuzzTarget.png.fixtures(besideTestFile: #filePath).first { $0.hasSuffix("/timeout-itxt-declaring-1.3-gb-in-an-88-byte-file.png") }
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try #require(path))))
        let error = try #require(throws: PNGError.self) { try PNGDecoder.decode(bytes, name: "itxt.png") }
        #expect(error.kind == .corrupt)
        #expect(error.reason == "truncated or corrupt PNG data (chunk \"iTXt\" at byte 54 declares 1347307277 bytes; 22 follow)")
    }
}
