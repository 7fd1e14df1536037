/// Where `FastDeflate.tokenize` sends a row's tokens.
protocol TokenSink {
    /// `n` more zero bytes (a pending run).
    mutating func zeros(_ n: Int)
    /// Eight bytes as literals, least significant first, the last not zero.
    mutating func literals8(_ bytes: UInt64)
    /// `count` (1…8) bytes as literals, least significant first, the last not zero.
    mutating func literals(_ bytes: UInt64, count: Int)
    /// One nonzero byte.
    mutating func literal(_ byte: UInt8)
}

/// The deflate tokens of a zero run: matches at distance 1 after a zero, the rest literal zeros.
struct ZeroRun {
    /// Zeros seen and not yet given out.
    var pending = 0
    /// Whether the last byte given out was a zero (a match at distance 1 can copy it).
    var afterZero = false

    /// Calls `literalZero` and `match` for the pending run, then clears it.
    @inline(__always)
    mutating func flush(literalZero: () -> Void, match: (Int) -> Void) {
        guard pending > 0 else { return }
        var run = pending
        pending = 0
        if !afterZero {
            literalZero()
            run -= 1
        }
        afterZero = true
        while run >= 3 {
            let m = min(run, 258)
            // A match never leaves 1 or 2 bytes, which could not be one: 258 + 2 is 255 + 5.
            let take = run - m == 1 || run - m == 2 ? m - 3 : m
            match(take)
            run -= take
        }
        for _ in 0..<run { literalZero() }
    }
}

/// Counts symbols for the Huffman tables, into `counts` (`capacity` entries, the first 286 the
/// literal/length symbols' counts once `finish` is called).
///
/// NB: the hot path counts no symbol through a table: a match counts its length (`lengths`), a
/// literal its byte, every other one of a group of eight in a second bank (`odd`) so that a run of
/// equal residuals is two chains of increments, not one; `finish` folds both into the symbols.
struct CountingSink: TokenSink {
    /// 286 symbols, then 259 match lengths (3…258 used), then 256 literals.
    static let capacity = 286 + 259 + 256
    private static let lengths = 286, odd = 286 + 259

    let counts: UnsafeMutablePointer<Int>
    var run = ZeroRun()

    init(counts: UnsafeMutablePointer<Int>) { self.counts = counts }

    @inline(__always) mutating func zeros(_ n: Int) { run.pending &+= n }

    @inline(__always) mutating func flush() {
        let c = counts
        run.flush { c[0] &+= 1 } match: { c[Self.lengths &+ $0] &+= 1 }
    }

    @inline(__always) mutating func literals8(_ bytes: UInt64) {
        flush()
        var v = bytes
        for _ in 0..<4 {
            counts[Int(v & 0xFF)] &+= 1
            counts[Self.odd &+ Int(v >> 8 & 0xFF)] &+= 1
            v &>>= 16
        }
        run.afterZero = bytes >> 56 == 0
    }

    @inline(__always) mutating func literals(_ bytes: UInt64, count: Int) {
        flush()
        var v = bytes
        for _ in 0..<count {
            counts[Int(v & 0xFF)] &+= 1
            v &>>= 8
        }
        run.afterZero = false
    }

    @inline(__always) mutating func literal(_ byte: UInt8) {
        flush()
        counts[Int(byte)] &+= 1
        run.afterZero = false
    }

    /// Ends the run and folds the lengths and the second bank into the symbols' counts.
    mutating func finish() {
        flush()
        let symbols = Deflate.lengthSymbol
        for length in 3...258 {
            counts[Int(symbols[length])] &+= counts[Self.lengths + length]
            counts[Self.lengths + length] = 0
        }
        for byte in 0..<256 {
            counts[byte] &+= counts[Self.odd + byte]
            counts[Self.odd + byte] = 0
        }
    }
}

/// Writes the tokens with their codes.
struct WritingSink: TokenSink {
    var writer: BitWriter
    /// Literal/length codes as `Huffman.codes` gives them.
    let lit: UnsafePointer<UInt32>
    /// `FastDeflate.matchCodes`.
    let match: UnsafePointer<UInt64>
    var run = ZeroRun()

    @inline(__always) mutating func zeros(_ n: Int) { run.pending &+= n }

    @inline(__always) mutating func flush() {
        guard run.pending > 0 else { return }
        let zero = lit[0]
        var w = writer
        let m = match
        run.flush { w.put(UInt64(zero & 0xFFFF), Int(zero >> 16)) } match: { w.put(m[$0] & 0xFFFF_FFFF, Int(m[$0] >> 32)) }
        writer = w
    }

    /// Four literals (at most 4 × 14 bits) at a time.
    @inline(__always) mutating func literals8(_ bytes: UInt64) {
        flush()
        var v = bytes
        for _ in 0..<2 {
            let e0 = lit[Int(v & 0xFF)], e1 = lit[Int(v >> 8 & 0xFF)]
            let e2 = lit[Int(v >> 16 & 0xFF)], e3 = lit[Int(v >> 24 & 0xFF)]
            let n0 = e0 >> 16, n1 = e1 >> 16, n2 = e2 >> 16, n3 = e3 >> 16
            var bits = UInt64(e0 & 0xFFFF)
            bits |= UInt64(e1 & 0xFFFF) &<< UInt64(n0)
            bits |= UInt64(e2 & 0xFFFF) &<< UInt64(n0 &+ n1)
            bits |= UInt64(e3 & 0xFFFF) &<< UInt64(n0 &+ n1 &+ n2)
            writer.put(bits, Int(n0 &+ n1 &+ n2 &+ n3))
            v &>>= 32
        }
        run.afterZero = bytes >> 56 == 0
    }

    /// Up to four literals a write.
    @inline(__always) mutating func literals(_ bytes: UInt64, count: Int) {
        flush()
        var v = bytes, left = count
        while left > 0 {
            var bits: UInt64 = 0, n: UInt32 = 0
            for _ in 0..<min(left, 4) {
                let e = lit[Int(v & 0xFF)]
                bits |= UInt64(e & 0xFFFF) &<< UInt64(n)
                n &+= e >> 16
                v &>>= 8
            }
            writer.put(bits, Int(n))
            left &-= 4
        }
        run.afterZero = false
    }

    @inline(__always) mutating func literal(_ byte: UInt8) {
        flush()
        let e = lit[Int(byte)]
        writer.put(UInt64(e & 0xFFFF), Int(e >> 16))
        run.afterZero = false
    }

    mutating func finish() { flush() }
}
