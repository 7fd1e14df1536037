/// Bits out, least significant first, as deflate packs them, without a branch: every write stores
/// eight bytes and moves on by the whole bytes it completed, so the output needs 8 bytes of slack.
package struct BitWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private var out: UnsafeMutablePointer<UInt8>
    private var accumulator: UInt64 = 0
    /// Bits in the accumulator not yet moved past: fewer than 8 between writes.
    private var count = 0

    package init(_ base: UnsafeMutablePointer<UInt8>) {
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
    package func finish() -> Int { out - base + (count > 0 ? 1 : 0) }
}

extension BitWriter {
    /// Bits `from..<to` of what was written from `base` (all of it is in memory: every write
    /// stores its partial byte), packed from bit 0: a block to write again (`BlockCache`).
    static func bits(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> [UInt64] {
        let count = to - from
        let words = (count + 63) / 64
        var out = [UInt64](repeating: 0, count: words)
        for i in 0..<words {
            var word: UInt64 = 0
            let start = from + i * 64, end = min(to, start + 64)
            // Byte by byte: a block is some tens of kB, written once per band and screenshot.
            var bit = start
            while bit < end {
                let byte = UInt64(base[bit >> 3] >> UInt8(bit & 7))
                let take = min(8 - (bit & 7), end - bit)
                word |= (byte & ((1 << UInt64(take)) - 1)) << UInt64(bit - start)
                bit += take
            }
            out[i] = word
        }
        return out
    }

    /// Writes `count` bits of `words`, from bit 0.
    mutating func put(words: [UInt64], count: Int) {
        var left = count
        for word in words {
            let n = min(left, 64)
            if n > 32 {
                put(word & 0xFFFF_FFFF, 32)
                put((word >> 32) & ((1 << UInt64(n - 32)) - 1), n - 32)
            } else {
                put(word & ((1 << UInt64(n)) - 1), n)
            }
            left -= n
        }
    }
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
