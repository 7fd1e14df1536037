/// A small, strict zlib/deflate decompressor (RFC 1950/1951), in the manner of zlib's `puff`:
/// canonical Huffman codes decoded bit by bit. Not fast, and not meant to be: it serves the one
/// PNG case libpng's simplified API cannot decode safely (see `PNGDecoder`), and throws on any
/// malformed input rather than trusting it.
struct Inflater {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let input: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private let limit: Int

    /// Inflates a zlib stream; `limit` bounds the output (the caller knows the exact size it needs).
    static func zlibDecompress(_ data: UnsafeBufferPointer<UInt8>, limit: Int) throws -> [UInt8] {
        guard data.count >= 2 else { throw Failure(description: "zlib stream too short") }
        let cmf = data[0], flg = data[1]
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0 else {
            throw Failure(description: "bad zlib header")
        }
        guard flg & 0x20 == 0 else { throw Failure(description: "zlib preset dictionary") }
        var inflater = Inflater(input: UnsafeBufferPointer(rebasing: data[2...]), limit: limit)
        try inflater.run()
        return inflater.output
    }

    private init(input: UnsafeBufferPointer<UInt8>, limit: Int) {
        self.input = input
        self.limit = limit
        output.reserveCapacity(limit)
    }

    // MARK: Bits

    private mutating func bits(_ n: Int) throws -> Int {
        while bitCount < n {
            guard position < input.count else { throw Failure(description: "deflate data ends early") }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(n)) - 1))
        bitBuffer >>= UInt32(n)
        bitCount -= n
        return value
    }

    // MARK: Blocks

    private mutating func run() throws {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Self.fixedLengths, Self.fixedDistances)
            case 2:
                let (lengths, distances) = try dynamicTables()
                try codes(lengths, distances)
            default: throw Failure(description: "invalid deflate block type")
            }
        }
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure(description: "deflate data ends early") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        position += 4
        guard length ^ complement == 0xFFFF else { throw Failure(description: "bad stored block length") }
        guard position + length <= input.count else { throw Failure(description: "deflate data ends early") }
        guard output.count + length <= limit else { throw Failure(description: "too much image data") }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: input[position..<position + length]))
        position += length
    }

    // MARK: Huffman codes

    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]

        init(lengths: [Int]) throws {
            symbols = [Int](repeating: 0, count: lengths.count)
            for l in lengths { counts[l] += 1 }
            // Reject over-subscribed codes (incomplete ones are allowed, as zlib does for
            // single-code distance tables).
            var left = 1
            for len in 1...15 {
                left <<= 1
                left -= counts[len]
                if left < 0 { throw Failure(description: "over-subscribed Huffman code") }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for len in 1..<15 { offsets[len + 1] = offsets[len] + counts[len] }
            for (symbol, l) in lengths.enumerated() where l != 0 {
                symbols[offsets[l]] = symbol
                offsets[l] += 1
            }
        }
    }

    private mutating func decode(_ h: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for len in 1...15 {
            code |= try bits(1)
            let count = h.counts[len]
            if code - count < first { return h.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw Failure(description: "invalid Huffman code")
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static let fixedLengths = try! Huffman(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))
    private static let fixedDistances = try! Huffman(lengths: [Int](repeating: 5, count: 30))

    private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(lengths)
            if symbol < 256 {
                guard output.count < limit else { throw Failure(description: "too much image data") }
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let s = symbol - 257
                guard s < 29 else { throw Failure(description: "invalid length code") }
                let length = Self.lengthBase[s] + (try bits(Self.lengthExtra[s]))
                let d = try decode(distances)
                guard d < 30 else { throw Failure(description: "invalid distance code") }
                let distance = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
                guard distance <= output.count else { throw Failure(description: "distance too far back") }
                guard output.count + length <= limit else { throw Failure(description: "too much image data") }
                let start = output.count - distance
                for i in 0..<length { output.append(output[start + i]) }
            }
        }
    }

    private mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure(description: "bad dynamic block counts") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengths[order[i]] = try bits(3) }
        let codeLengthCode = try Huffman(lengths: codeLengths)

        var lengths = [Int]()
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "repeat with no previous length") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "too many code lengths") }
        guard lengths[256] != 0 else { throw Failure(description: "no end-of-block code") }
        return (
            try Huffman(lengths: Array(lengths[0..<literalCount])),
            try Huffman(lengths: Array(lengths[literalCount...]))
        )
    }
}
