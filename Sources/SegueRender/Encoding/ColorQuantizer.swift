/// A palette of at most `maximumColors` colours for a set of RGB pixels, and each pixel's index in
/// it: the exact colours when there are few enough, else median cut. No dithering: UI frames are
/// flat areas and sharp edges, which dithering only speckles (and it makes GIF deltas larger).
///
/// NB: median cut works on a histogram of 5 bits a channel (32,768 cells, each with its pixel count
/// and colour sums): the box with the most pixels × its longest side is split at the pixel median
/// of that side, until there are enough boxes; a box's colour is the mean of its pixels. Pixels map
/// to the palette colour nearest their cell's mean. Everything depends on the pixel values alone
/// (no hashing order, no randomness), so the same pixels give the same palette.
struct ColorQuantizer {
    var palette: [SIMD3<UInt8>]
    var indices: [UInt8]

    init(rgb pixels: [SIMD3<UInt8>], maximumColors: Int) {
        precondition(maximumColors >= 1 && maximumColors <= 256)
        if let exact = Self.exact(pixels, maximumColors: maximumColors) {
            (palette, indices) = exact
            return
        }
        var counts = [UInt32](repeating: 0, count: 32768)
        var sums = [SIMD3<UInt64>](repeating: .zero, count: 32768)
        for p in pixels {
            let c = Self.cell(p)
            counts[c] += 1
            sums[c] &+= SIMD3(UInt64(p.x), UInt64(p.y), UInt64(p.z))
        }
        let cells = (0..<32768).filter { counts[$0] > 0 }
        var boxes = [Box(cells: cells, counts: counts)]
        while boxes.count < maximumColors {
            guard let k = boxes.indices.filter({ boxes[$0].cells.count > 1 }).max(by: { boxes[$0].priority < boxes[$1].priority }) else { break }
            let (a, b) = boxes[k].split(counts: counts)
            boxes[k] = a
            boxes.append(b)
        }
        palette = boxes.map { box in
            var n: UInt64 = 0, s = SIMD3<UInt64>.zero
            for c in box.cells { n += UInt64(counts[c]); s &+= sums[c] }
            let m = (s &+ SIMD3(repeating: n / 2)) / SIMD3(repeating: n)
            return SIMD3(UInt8(m.x), UInt8(m.y), UInt8(m.z))
        }
        var nearest = [Int16](repeating: -1, count: 32768)
        for c in cells {
            let n = UInt64(counts[c])
            let mean = (sums[c] &+ SIMD3(repeating: n / 2)) / SIMD3(repeating: n)
            nearest[c] = Int16(Self.nearest(SIMD3(Int(mean.x), Int(mean.y), Int(mean.z)), in: palette))
        }
        indices = pixels.map { UInt8(nearest[Self.cell($0)]) }
    }

    /// The pixels' own colours, in order of first appearance, when there are at most `maximumColors`.
    static func exact(_ pixels: [SIMD3<UInt8>], maximumColors: Int) -> ([SIMD3<UInt8>], [UInt8])? {
        var index: [SIMD3<UInt8>: UInt8] = [:]
        var palette: [SIMD3<UInt8>] = []
        var out = [UInt8]()
        out.reserveCapacity(pixels.count)
        for p in pixels {
            if let i = index[p] { out.append(i); continue }
            if palette.count == maximumColors { return nil }
            index[p] = UInt8(palette.count)
            out.append(UInt8(palette.count))
            palette.append(p)
        }
        return (palette, out)
    }

    static func cell(_ p: SIMD3<UInt8>) -> Int { Int(p.x >> 3) << 10 | Int(p.y >> 3) << 5 | Int(p.z >> 3) }

    static func nearest(_ c: SIMD3<Int>, in palette: [SIMD3<UInt8>]) -> Int {
        var best = 0, bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let d = SIMD3(Int(p.x), Int(p.y), Int(p.z)) &- c
            // Weighted like the eye (green most, blue least).
            let distance = 3 * d.x * d.x + 4 * d.y * d.y + 2 * d.z * d.z
            if distance < bestDistance { (best, bestDistance) = (i, distance) }
        }
        return best
    }

    /// Histogram cells whose colours lie in one box of RGB space.
    struct Box {
        var cells: [Int]
        var pixels: UInt64
        var lo: SIMD3<Int>, hi: SIMD3<Int>

        init(cells: [Int], counts: [UInt32]) {
            self.cells = cells
            pixels = cells.reduce(0) { $0 + UInt64(counts[$1]) }
            lo = SIMD3(repeating: 31)
            hi = SIMD3(repeating: 0)
            for c in cells {
                let v = Box.components(c)
                lo = pointwiseMin(lo, v)
                hi = pointwiseMax(hi, v)
            }
        }

        static func components(_ c: Int) -> SIMD3<Int> { SIMD3(c >> 10 & 31, c >> 5 & 31, c & 31) }

        var priority: UInt64 { pixels * UInt64((hi &- lo).max() + 1) }

        /// Two boxes, cut across the longest side at the pixel median.
        func split(counts: [UInt32]) -> (Box, Box) {
            let side = hi &- lo
            let axis = side.x >= side.y && side.x >= side.z ? 0 : side.y >= side.z ? 1 : 2
            let sorted = cells.sorted { (Box.components($0)[axis], $0) < (Box.components($1)[axis], $1) }
            var seen: UInt64 = 0
            var cut = 1
            for (i, c) in sorted.enumerated() {
                seen += UInt64(counts[c])
                if seen * 2 >= pixels { cut = i + 1; break }
            }
            // Both halves keep at least one cell and no value of the axis is split between them.
            cut = min(max(cut, 1), sorted.count - 1)
            let v = Box.components(sorted[cut - 1])[axis]
            var end = cut
            while end < sorted.count, Box.components(sorted[end])[axis] == v { end += 1 }
            if end == sorted.count {
                end = cut
                while end > 1, Box.components(sorted[end - 1])[axis] == Box.components(sorted[end])[axis] { end -= 1 }
            }
            return (Box(cells: Array(sorted[..<end]), counts: counts), Box(cells: Array(sorted[end...]), counts: counts))
        }
    }
}
