import CZlib
import SegueKit
import SegueRender

extension FuzzTarget {
    /// `segue diff` and `--from`/`--to` without the file: decode with the default limits, then
    /// premultiply as a screenshot. When the input's chunk CRCs are wrong, the same bytes with
    /// them corrected are decoded too.
    ///
    /// NB: almost every mutation of a chunk breaks its CRC, and libpng refuses a critical chunk
    /// with a bad CRC before anything else looks at it; without the second decode the fuzzer would
    /// hardly get past IHDR (the same reason libpng's own fuzzer turns CRC checks off).
    static func png(_ bytes: [UInt8]) -> FuzzOutcome {
        let outcome = decodePNG(bytes)
        if case .unclear = outcome { return outcome }
        if let fixed = withChunkCRCsCorrected(bytes), fixed != bytes, case .unclear(let why) = decodePNG(fixed) {
            return .unclear("with its chunk CRCs corrected: \(why)")
        }
        return outcome
    }

    static func decodePNG(_ bytes: [UInt8]) -> FuzzOutcome {
        do {
            let image = try PNGDecoder.decode(bytes, name: "fuzz.png")
            let bitmap = Bitmap(premultiplying: image)
            return .accepted("\(bitmap.width)×\(bitmap.height)")
        } catch {
            return .refusal(error, expected: [PNGError.self])
        }
    }

    /// The bytes with the CRC of every complete chunk after the signature recomputed; nil when
    /// they do not start with the PNG signature.
    static func withChunkCRCsCorrected(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var out = bytes
        var at = 8
        while at + 12 <= out.count {
            let length = out[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard length <= out.count - at - 12 else { break }
            let crc = out.withUnsafeBufferPointer { crc32(0, $0.baseAddress! + at + 4, uInt(4 + length)) }
            let end = at + 8 + length
            for i in 0..<4 { out[end + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
            at = end + 4
        }
        return out
    }
}
