/// Canonical Huffman codes for deflate (RFC 1951 3.2.2), for the fast encoder (FastDeflate).
package enum Huffman {
    /// Code lengths for symbols with `counts`, none longer than `limit` bits. Unused symbols get 0.
    ///
    /// NB: a plain Huffman tree (two sorted queues); when it is deeper than `limit`, the counts are
    /// flattened (halved, kept above zero) and it is built again. Not optimal under the limit as
    /// package-merge is, but the limit is met in a step or two on real frames and this runs once a
    /// frame on at most 286 symbols.
    package static func lengths(_ counts: [Int], limit: Int) -> [UInt8] {
        var weights = counts
        while true {
            let result = treeDepths(weights)
            if (result.max() ?? 0) <= limit { return result }
            weights = weights.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
        }
    }

    private static func treeDepths(_ counts: [Int]) -> [UInt8] {
        var depths = [UInt8](repeating: 0, count: counts.count)
        let used = counts.indices.filter { counts[$0] > 0 }.sorted { (counts[$0], $0) < (counts[$1], $1) }
        if used.count == 1 { depths[used[0]] = 1 }
        guard used.count > 1 else { return depths }
        // Nodes: leaves 0..<used.count, then internal nodes in the order they are made.
        var weight = used.map { counts[$0] }
        var parent = [Int](repeating: -1, count: 2 * used.count - 1)
        var leaf = 0, node = used.count
        func takeSmallest() -> Int {
            if leaf < used.count, node >= weight.count || weight[leaf] <= weight[node] {
                leaf += 1
                return leaf - 1
            }
            node += 1
            return node - 1
        }
        for _ in 0..<(used.count - 1) {
            let a = takeSmallest(), b = takeSmallest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Depth of each node: its parent's plus one, parents made after children.
        var depth = [Int](repeating: 0, count: weight.count)
        for n in stride(from: weight.count - 2, through: 0, by: -1) { depth[n] = depth[parent[n]] + 1 }
        for (k, symbol) in used.enumerated() { depths[symbol] = UInt8(min(depth[k], 255)) }
        return depths
    }

    /// Each symbol's code, bit-reversed for deflate's LSB-first packing, in the low 16 bits, with
    /// its length in the high 16 (what `BitWriter.put(_:)` takes).
    package static func codes(_ lengths: [UInt8]) -> [UInt32] {
        var countOfLength = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { countOfLength[Int(l)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + countOfLength[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { l in
            guard l > 0 else { return 0 }
            let c = next[Int(l)]
            next[Int(l)] += 1
            var reversed = 0
            for i in 0..<Int(l) where c >> i & 1 == 1 { reversed |= 1 << (Int(l) - 1 - i) }
            return UInt32(reversed) | UInt32(l) << 16
        }
    }

    /// The order in which code-length code lengths are stored (RFC 1951 3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// A dynamic block's header after BTYPE: HLIT, HDIST, HCLEN, the code-length code, then the
    /// literal/length and distance code lengths (as plain lengths 0–15, without runs: a few
    /// hundred symbols, once a frame).
    static func writeTables(_ lit: [UInt8], _ dist: [UInt8], _ w: inout BitWriter) {
        let hlit = max(257, (lit.lastIndex { $0 > 0 } ?? 0) + 1)
        let hdist = max(1, (dist.lastIndex { $0 > 0 } ?? 0) + 1)
        let sequence = Array(lit[..<hlit]) + Array(dist[..<hdist])
        var counts = [Int](repeating: 0, count: 19)
        for l in sequence { counts[Int(l)] += 1 }
        var clLengths = lengths(counts, limit: 7)
        // NB: a code-length code of one symbol (every length the same) still needs two codes for
        // some decoders; give symbol 0 or 1 a length too.
        if clLengths.filter({ $0 > 0 }).count == 1 {
            let only = clLengths.firstIndex { $0 > 0 }!
            clLengths[only == 0 ? 1 : 0] = 1
        }
        let clCodes = codes(clLengths)
        let hclen = max(4, (codeLengthOrder.lastIndex { clLengths[$0] > 0 } ?? 0) + 1)
        w.put(UInt64(hlit - 257), 5)
        w.put(UInt64(hdist - 1), 5)
        w.put(UInt64(hclen - 4), 4)
        for k in 0..<hclen { w.put(UInt64(clLengths[codeLengthOrder[k]]), 3) }
        for l in sequence { w.put(clCodes[Int(l)]) }
    }
}
