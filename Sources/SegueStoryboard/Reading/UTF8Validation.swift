/// Finding the first byte that is not part of well-formed UTF-8 (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF).
enum UTF8Validation {
    /// The index of the first byte that does not start a well-formed UTF-8 sequence, or nil.
    ///
    /// NB: storyboards are nearly all ASCII, so eight bytes at a time are tested for a high bit
    /// first; `firstInvalidByteScalar` is the byte-at-a-time twin the tests check this against.
    static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBytes { p -> Int? in
            var i = 0
            let n = p.count
            while i < n {
                if i + 8 <= n, p.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                if p[i] < 0x80 {
                    i += 1
                    continue
                }
                guard let length = sequenceLength(p, at: i) else { return bytes.startIndex + i }
                i += length
            }
            return nil
        }
    }

    /// The byte-at-a-time twin of `firstInvalidByte`.
    static func firstInvalidByteScalar(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBytes { p -> Int? in
            var i = 0
            while i < p.count {
                guard let length = p[i] < 0x80 ? 1 : sequenceLength(p, at: i) else { return bytes.startIndex + i }
                i += length
            }
            return nil
        }
    }

    /// The length of the well-formed multi-byte sequence starting at `i`, or nil.
    private static func sequenceLength(_ p: UnsafeRawBufferPointer, at i: Int) -> Int? {
        let lead = p[i]
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0  // no overlong three-byte forms
        case 0xED: length = 3; high = 0x9F  // no surrogates
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90  // no overlong four-byte forms
        case 0xF4: length = 4; high = 0x8F  // nothing above U+10FFFF
        case 0xF1...0xF3: length = 4
        default: return nil
        }
        guard i + length <= p.count, (low...high).contains(p[i + 1]) else { return nil }
        for k in 2..<length where p[i + k] & 0xC0 != 0x80 { return nil }
        return length
    }
}
