/// Bits out, least significant first, as deflate packs them, without a branch: every write stores
/// eight bytes and moves on by the whole bytes it completed, so the output needs 8 bytes of slack.
struct BitWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private var out: UnsafeMutablePointer<UInt8>
    private var accumulator: UInt64 = 0
    /// Bits in the accumulator not yet moved past: fewer than 8 between writes.
    private var count = 0

    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
        out = base
    }

    /// Writes the low `n` bits of `bits` (at most 56; no bit above them set).
    @inline(__always)
    mutating func put(_ bits: UInt64, _ n: Int) {
        accumulator |= bits &<< UInt64(count)
        count &+= n
        UnsafeMutableRawPointer(out).storeBytes(of: accumulator.littleEndian, as: UInt64.self)
        let bytes = count &>> 3
        out += bytes
        accumulator = accumulator &>> UInt64(bytes &* 8)
        count &= 7
    }

    /// Writes a Huffman code: its bits (already reversed) in the low 16 bits, its length above.
    @inline(__always)
    mutating func put(_ code: UInt32) { put(UInt64(code & 0xFFFF), Int(code >> 16)) }

    mutating func alignToByte() { if count != 0 { put(0, 8 - count) } }

    /// Bits written so far.
    var bitPosition: Int { (out - base) * 8 + count }

    /// The number of bytes written (a partial last byte is already in place).
    func finish() -> Int { out - base + (count > 0 ? 1 : 0) }
}

/// Deflate's length alphabet (RFC 1951 3.2.5).
enum Deflate {
    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The symbol (257…285) of each match length 0…258 (entries below 3 unused).
    static let lengthSymbol: [UInt16] = {
        var t = [UInt16](repeating: 257, count: 259)
        for length in 3...258 {
            // The last base not above the length; 258 has its own symbol.
            t[length] = UInt16(257 + (lengthBase.lastIndex { Int($0) <= length } ?? 0))
        }
        return t
    }()
}
