import Foundation

/// A pixel comparison that reports exactly what pixelmatch 7.1 reports: the same YIQ colour
/// distance (with translucent pixels blended over pixelmatch's position-dependent background), the
/// same threshold, the same anti-aliasing detector (Vyšniauskas 2009) and the same diff picture.
/// The arithmetic is done in `Double` in the same order as pixelmatch's JavaScript, so pixels on the
/// threshold fall the same side of it.
public enum ImageDiff {
    /// Compares `a` with `b` (`a` is the reference: the faded copy in the diff image is of `a`).
    /// Throws `ImageDiffError` when the sizes differ.
    public static func compare(
        _ a: RGBAImage, _ b: RGBAImage, options: DiffOptions = DiffOptions(), makeDiffImage: Bool = false
    ) throws -> DiffResult {
        guard a.width == b.width, a.height == b.height else {
            throw ImageDiffError(firstWidth: a.width, firstHeight: a.height, secondWidth: b.width, secondHeight: b.height)
        }
        let width = a.width, height = a.height, count = width * height
        var output = makeDiffImage ? [UInt8](repeating: 0, count: count * 4) : []

        let (identical, mismatched, antiAliased) = a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                output.withUnsafeMutableBufferPointer { out in
                    guard count > 0 else { return (true, 0, 0) }
                    let kernel = DiffKernel(
                        img1: pa.baseAddress!, img2: pb.baseAddress!, width: width, height: height,
                        output: makeDiffImage ? out.baseAddress! : nil, options: options)
                    // Fast path: the same bytes.
                    if memcmp(pa.baseAddress!, pb.baseAddress!, count * 4) == 0 {
                        if makeDiffImage && !options.diffMask { kernel.drawGrayRun(from: 0, to: count) }
                        return (true, 0, 0)
                    }
                    let (m, aa) = kernel.run()
                    return (false, m, aa)
                }
            }
        }
        return DiffResult(
            width: width, height: height, mismatched: mismatched, antiAliased: antiAliased, identical: identical,
            diffImage: makeDiffImage ? RGBAImage(width: width, height: height, pixels: output) : nil)
    }
}

/// The comparison proper, over raw pointers.
struct DiffKernel {
    let img1: UnsafePointer<UInt8>
    let img2: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let output: UnsafeMutablePointer<UInt8>?
    let options: DiffOptions

    @inline(__always)
    static func word(_ img: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
        UnsafeRawPointer(img).loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
    }

    /// Counts (mismatched, excluded as anti-aliasing) and draws the diff image if there is one.
    func run() -> (Int, Int) {
        let maxDelta = 35215 * options.threshold * options.threshold
        let drawGray = output != nil && !options.diffMask
        let rowBytes = width * 4
        var mismatched = 0, antiAliased = 0
        // The last opaque pair measured: UI content repeats the same pair of colours along a row, and
        // for opaque pixels the delta depends on the colours alone (not on the position).
        let opaqueMask = UInt32(littleEndian: 0xFF00_0000)
        var cachedA: UInt32 = 0, cachedB: UInt32 = 0, cachedDelta = 0.0
        let exactCount = maxDelta == 0 && options.includeAA && options.diffColorAlt == nil

        for y in 0..<height {
            let rowStart = y * width
            // Whole equal rows: nothing to count, only grey to draw.
            if memcmp(img1 + rowStart * 4, img2 + rowStart * 4, rowBytes) == 0 {
                if drawGray { drawGrayRun(from: rowStart, to: rowStart + width) }
                continue
            }
            var x = 0
            while x < width {
                let i = rowStart + x
                if Self.word(img1, i) == Self.word(img2, i) {
                    // A run of equal pixels.
                    var end = x + 1
                    while end < width && Self.word(img1, rowStart + end) == Self.word(img2, rowStart + end) { end += 1 }
                    if drawGray { drawGrayRun(from: i, to: rowStart + end) }
                    x = end
                    continue
                }
                let pos = i * 4
                let p1 = Self.word(img1, i), p2 = Self.word(img2, i)
                // NB: at threshold 0 with anti-aliasing counted (the exact preset), two different
                // opaque pixels always differ: the YIQ transform is invertible, so an integer RGB
                // difference other than zero has a delta above 0. Only the sign is still needed,
                // and only for `diffColorAlt`.
                if exactCount && p1 & p2 & opaqueMask == opaqueMask {
                    mismatched += 1
                    if output != nil { draw(pos, options.diffColor) }
                    x += 1
                    continue
                }
                let delta: Double
                if p1 == cachedA && p2 == cachedB {
                    delta = cachedDelta
                } else {
                    delta = Self.colorDelta(img1, img2, pos, pos, yOnly: false)
                    if p1 & p2 & opaqueMask == opaqueMask {
                        cachedA = p1
                        cachedB = p2
                        cachedDelta = delta
                    }
                }
                if abs(delta) > maxDelta {
                    let isAA =
                        !options.includeAA
                        && (antialiased(img1, x, y, other: img2) || antialiased(img2, x, y, other: img1))
                    if isAA {
                        antiAliased += 1
                        if drawGray { draw(pos, options.aaColor) }
                    } else {
                        mismatched += 1
                        if output != nil { draw(pos, delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor) }
                    }
                } else if drawGray {
                    drawGrayRun(from: i, to: i + 1)
                }
                x += 1
            }
        }
        return (mismatched, antiAliased)
    }

    // MARK: The metric

    /// pixelmatch's colorDelta: the squared YIQ distance between pixel `k` of `img1` and pixel `m`
    /// of `img2` (byte offsets), negative when the second is darker; with `yOnly`, the difference
    /// of brightness alone. Translucent pixels are blended over a background chosen by `k`.
    @inline(__always)
    static func colorDelta(
        _ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool
    ) -> Double {
        let r1 = Int(img1[k]), g1 = Int(img1[k + 1]), b1 = Int(img1[k + 2]), a1 = Int(img1[k + 3])
        let r2 = Int(img2[m]), g2 = Int(img2[m + 1]), b2 = Int(img2[m + 2]), a2 = Int(img2[m + 3])
        let da = a1 - a2
        if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return 0 }

        var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
        if a1 < 255 || a2 < 255 {
            let rb = 48 + 159 * (k % 2)
            let gb = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
            dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
        }

        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    // MARK: Anti-aliasing

    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing: few equal neighbours, both a
    /// darker and a brighter one, and the darkest or the brightest sitting in a flat area in both
    /// images.
    func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // pixelmatch's order: columns outside, rows inside (it decides which of equal extremes wins).
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = Self.colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether pixel (x1, y1) has more than two neighbours of identical value (the border counting
    /// as one).
    func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = Self.word(img, y1 * width + x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if Self.word(img, y * width + x) == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    // MARK: Drawing

    @inline(__always)
    func draw(_ pos: Int, _ color: DiffColor) {
        guard let output else { return }
        output[pos] = color.red
        output[pos + 1] = color.green
        output[pos + 2] = color.blue
        output[pos + 3] = 255
    }

    /// pixelmatch's drawGrayPixel over pixels [start, end) of image a: its brightness blended with
    /// white by `alpha × a/255`, stored as JavaScript stores a number into a Uint8Array (truncated,
    /// modulo 256). Runs of equal pixels reuse the previous value.
    func drawGrayRun(from start: Int, to end: Int) {
        guard let output, start < end else { return }
        let alpha = options.alpha
        var previous = ~Self.word(img1, start)
        var value: UInt32 = 0
        for i in start..<end {
            let p = Self.word(img1, i)
            if p != previous {
                previous = p
                let k = i * 4
                let y = Double(img1[k]) * 0.29889531 + Double(img1[k + 1]) * 0.58662247 + Double(img1[k + 2]) * 0.11448223
                let v = Self.toUint8(255 + (y - 255) * alpha * Double(img1[k + 3]) / 255)
                value = UInt32(v) | UInt32(v) << 8 | UInt32(v) << 16 | 0xFF00_0000
            }
            UnsafeMutableRawPointer(output).storeBytes(of: value.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
        }
    }

    /// ECMAScript ToUint8: NaN and infinities to 0, otherwise truncate toward zero, modulo 256.
    @inline(__always)
    static func toUint8(_ v: Double) -> UInt8 {
        if v >= 0 && v < 256 { return UInt8(v) }  // the usual case; UInt8(_:) truncates
        guard v.isFinite else { return 0 }
        var m = v.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
        if m < 0 { m += 256 }
        return UInt8(m)
    }
}
