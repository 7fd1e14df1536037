import Foundation
import Testing

@testable import SegueCLI

/// Images that must not crash, hang or exhaust `segue`: one line naming the file, and an exit code.
@MainActor
struct HostileImageTests {
    /// A PNG header declaring `width` × `height` one-bit pixels, with almost no image data: how a
    /// decompression bomb looks until it is decoded.
    static func bomb(width: Int, height: Int) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return bigEndian(data.count) + body + bigEndian(Int(~crc))
        }
        func bigEndian(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        let ihdr = bigEndian(width) + bigEndian(height) + [1, 0, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x01, 0x01, 0x01, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x01, 0x00, 0x01]  // one zero byte
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    func folder() throws -> String {
        let dir = temporaryFolder()
        try Data(Self.bomb(width: 16384, height: 16384)).write(to: URL(fileURLWithPath: dir + "/bomb.png"))
        try Data(Self.bomb(width: 3000, height: 3000)).write(to: URL(fileURLWithPath: dir + "/big.png"))
        return dir
    }

    @Test func diffRefusesABombFromItsHeader() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["diff", dir + "/bomb.png", dir + "/bomb.png"])
        #expect(r.code == 2)
        #expect(r.err == "segue: \(dir)/bomb.png: the image is 16384×16384 pixels (268.4 Mpx), more than the limit of 67.1 Mpx "
            + "(at most 16384 pixels a side); scale it down\n")
    }

    @Test(arguments: [
        ("bomb.png", "the image is 16384×16384 pixels (268.4 Mpx), more than the limit of 12.1 Mpx "
            + "(4 × the iPhone 15 Pro's 1179×2556-pixel screen); scale it down to the screen's size"),
        ("big.png", "the image is 3000×3000 pixels (9.0 Mpx), more than the limit of 4.0 Mpx "
            + "(4 × the iPhone SE's 750×1334-pixel screen); scale it down to the screen's size"),
        ("/dev/zero", "is a character device, not a regular file; give the path of a PNG file"),
        (".", "is a directory, not a regular file; give the path of a PNG file"),
    ])
    func renderRefusesScreenshotsItCannotUse(_ from: String, _ message: String) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = from.hasPrefix("/") ? from : dir + "/" + from
        let device = from == "big.png" ? "iphone-se" : "iphone-15-pro"
        let r = runCLI(["render", "--from", path, "--to", path, "--style", "push", "--device", device, "--out", dir + "/out", "--quiet"])
        #expect(r.code == 1)
        #expect(r.err == "segue: --from \(path): \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }
}
