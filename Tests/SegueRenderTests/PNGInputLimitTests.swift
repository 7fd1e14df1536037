import Foundation
import Testing

@testable import SegueKit
@testable import SegueRender

/// Hostile input files: special files, oversized files and headers that declare more pixels than
/// the limits, all refused with one line naming the file, before anything large is read or
/// allocated.
@Suite("PNG input limits")
struct PNGInputLimitTests {
    /// A valid header and a tiny IDAT: what a decompression bomb looks like to the first reader.
    static func header(width: Int, height: Int, bitDepth: Int = 1) -> [UInt8] {
        HandPNG.signature + HandPNG.ihdr(width: width, height: height, bitDepth: bitDepth, colorType: .grey, interlaced: false)
            + HandPNG.chunk("IDAT", HandPNG.zlibStored([0])) + HandPNG.chunk("IEND", [])
    }

    func expectTooLarge(_ bytes: [UInt8], limits: PNGDecoder.Limits = .default, mentioning texts: [String]) {
        do {
            _ = try PNGDecoder.decode(bytes, name: "bomb.png", limits: limits)
            Issue.record("decoded a file over the limits")
        } catch let error as PNGError {
            #expect(error.kind == .tooLarge)
            for text in texts { #expect(error.description.contains(text), "\(error.description)") }
            #expect(error.description.hasPrefix("bomb.png: ") && !error.description.contains("\n"))
        } catch {
            Issue.record("unexpected error type: \(error)")
        }
    }

    @Test("a 16384×16384 header (a 32 KB file, a gigabyte of RGBA) is refused from IHDR alone")
    func bombHeader() {
        expectTooLarge(Self.header(width: 16384, height: 16384), mentioning: [
            "the image is 16384×16384 pixels (268.4 Mpx), more than the limit of 67.1 Mpx (at most 16384 pixels a side); scale it down",
        ])
    }

    @Test("a side over 16384 pixels is refused, however few pixels in all")
    func longSide() {
        expectTooLarge(Self.header(width: 16385, height: 1), mentioning: ["16385×1 pixels", "more than the limit of 16384 pixels a side"])
        expectTooLarge(Self.header(width: 1, height: 100_000), mentioning: ["1×100000 pixels"])
    }

    @Test("the limits are a parameter: tied to a device, the message says where the limit comes from")
    func deviceLimits() throws {
        let limits = PNGDecoder.Limits.screenshots(of: .iPhone15Pro)
        #expect(limits.maximumPixelCount == 4 * 1179 * 2556)
        expectTooLarge(Self.header(width: 4000, height: 4000), limits: limits, mentioning: [
            "4000×4000 pixels (16.0 Mpx), more than the limit of 12.1 Mpx (4 × the iPhone 15 Pro's 1179×2556-pixel screen); scale it down to the screen's size",
        ])
        // At the limit it decodes.
        let small = HandPNG.file(HandPNG.grid(width: 3, height: 2) { x, y in [x * 50, y * 50, 9] }, bitDepth: 8, colorType: .rgb)
        var tight = PNGDecoder.Limits.default
        tight.maximumPixelCount = 6
        #expect(try PNGDecoder.decode(small, name: "small.png", limits: tight).width == 3)
        tight.maximumPixelCount = 5
        expectTooLarge(small, limits: tight, mentioning: ["3×2 pixels"])
    }

    @Test("a 16-bit interlaced header over the limits is refused before libpng or zlib see it")
    func sixteenBitInterlacedBomb() {
        let bomb = HandPNG.signature + HandPNG.ihdr(width: 9000, height: 9000, bitDepth: 16, colorType: .rgba, interlaced: true)
            + HandPNG.chunk("IDAT", HandPNG.zlibFixedHuffman([UInt8](repeating: 0, count: 1 << 16))) + HandPNG.chunk("IEND", [])
        expectTooLarge(bomb, mentioning: ["9000×9000 pixels (81.0 Mpx)"])
    }

    @Test("a 16-bit interlaced file whose zlib stream holds more than its header implies is corrupt")
    func sixteenBitInterlacedExtraData() {
        let rows = HandPNG.scanlines(HandPNG.grid(width: 4, height: 4) { _, _ in [1, 2, 3, 4] }, bitDepth: 16, interlaced: true)
        let file = HandPNG.signature + HandPNG.ihdr(width: 4, height: 4, bitDepth: 16, colorType: .rgba, interlaced: true)
            + HandPNG.chunk("IDAT", HandPNG.zlibFixedHuffman(rows + [UInt8](repeating: 0, count: 100_000))) + HandPNG.chunk("IEND", [])
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(file, name: "extra.png") }
        #expect(error?.kind == .corrupt, "\(String(describing: error))")
    }

    // MARK: Files

    /// A fresh folder, removed after `body`.
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-limits-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    /// For a test of a named pipe at `path`: after 10 s, opens and closes its writing end, so that
    /// a reader that waits on it (a regression) sees the end of the file and the test fails instead
    /// of hanging the suite. Does nothing when no reader waits by then.
    func unblockReadersLater(_ path: String) {
        Thread.detachNewThread {
            sleep(10)
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
    }

    @Test("a named pipe is refused at once: reading it would wait for a writer")
    func namedPipe() throws {
        try withFolder { folder in
            let path = folder + "/pipe.png"
            #expect(mkfifo(path, 0o600) == 0)
            unblockReadersLater(path)
            #expect(throws: PNGError(.unreadable, file: path, reason: "is a named pipe (FIFO), not a regular file; give the path of a PNG file")) {
                try PNGDecoder.decode(contentsOf: path)
            }
        }
    }

    @Test("devices and directories are refused without reading them", arguments: ["/dev/zero", "/dev/urandom", "/dev/null"])
    func device(path: String) {
        #expect(throws: PNGError(.unreadable, file: path, reason: "is a character device, not a regular file; give the path of a PNG file")) {
            try PNGDecoder.decode(contentsOf: path)
        }
    }

    @Test("a file over the size limit is refused before it is read, and one that is not a PNG after 8 bytes")
    func fileSize() throws {
        try withFolder { folder in
            let path = folder + "/big.png"
            let file = HandPNG.file(HandPNG.grid(width: 40, height: 40) { x, y in [x, y, 7] }, bitDepth: 8, colorType: .rgb)
            _ = FileManager.default.createFile(atPath: path, contents: Data(file))
            var limits = PNGDecoder.Limits.default
            limits.maximumFileBytes = file.count
            let image = try PNGDecoder.decode(contentsOf: path, limits: limits)
            #expect(image.width == 40)
            limits.maximumFileBytes = 1024
            #expect(throws: PNGError(.tooLarge, file: path, reason: "is \(InputFileError.describe(bytes: file.count)), more than the 1 KiB limit for a PNG file; check that this is the right file")) {
                try PNGDecoder.decode(contentsOf: path, limits: limits)
            }
            #expect(InputFileError.describe(bytes: 256 << 20) == "256 MiB" && InputFileError.describe(bytes: 1536) == "1.5 KiB")
        }
    }

    @Test("InputFile reads a prefix first, then the rest, never past its limit")
    func inputFile() throws {
        try withFolder { folder in
            let path = folder + "/data.bin"
            _ = FileManager.default.createFile(atPath: path, contents: Data((0..<100).map { UInt8($0) }))
            let file = try InputFile(path, maximumBytes: 100)
            #expect(try file.read(upTo: 8) == Array(0..<8))
            #expect(try file.readToEnd() == Array(8..<100))
            #expect(throws: InputFileError(.tooLarge, file: path, problem: "is 100 bytes, more than the 99 bytes limit")) {
                try InputFile.read(path, maximumBytes: 99)
            }
            #expect(throws: InputFileError(.notRegularFile, file: folder, problem: "is a directory, not a regular file")) {
                try InputFile.read(folder, maximumBytes: 99)
            }
        }
    }
}
