/// Area-averaging (box filter) downscaling, for previews: each output pixel is the exact average of
/// the source area it covers, partial source pixels weighted by how much of them it covers.
///
/// NB: the arithmetic is integer only (weights in units of 1/dstW of a source pixel horizontally
/// and 1/dstH vertically, one division with rounding at the end), so the result is the same on
/// every machine and at any thread count. Averaging happens on premultiplied samples, as it must:
/// a transparent pixel's colour does not bleed into its neighbours.
public enum Downscale {
    /// The size of an image `scale` times `width × height` (rounded, at least 1 × 1).
    public static func size(width: Int, height: Int, scale: Double) -> (width: Int, height: Int) {
        (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// For one output coordinate: the first source index it covers and each covered pixel's weight.
    struct Taps {
        var start: Int
        var weights: [UInt32]

        /// Output `o` of `dst` covers source span [o × src, (o + 1) × src) in units of 1/dst pixel.
        static func axis(source src: Int, destination dst: Int) -> [Taps] {
            (0..<dst).map { o in
                let lo = o * src, hi = (o + 1) * src
                let first = lo / dst, last = (hi - 1) / dst
                let weights = (first...last).map { s in UInt32(min(hi, (s + 1) * dst) - max(lo, s * dst)) }
                return Taps(start: first, weights: weights)
            }
        }
    }

    /// `buffer` (premultiplied ARGB32) averaged down to `width × height`, which must not be larger.
    public static func area(_ buffer: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        precondition(width >= 1 && height >= 1 && width <= buffer.width && height <= buffer.height, "Downscale.area only shrinks")
        let (sw, sh) = (buffer.width, buffer.height)
        let columns = Taps.axis(source: sw, destination: width)
        let rows = Taps.axis(source: sh, destination: height)
        // Each output's weights add up to sw (horizontally) and sh (vertically).
        let total = UInt64(sw) * UInt64(sh)
        var out = PixelBuffer(width: width, height: height)
        // One row of vertical sums per output row: at most 255 × sh per sample, within UInt32.
        var sums = [UInt32](repeating: 0, count: sw * 4)
        buffer.bytes.withUnsafeBytes { src in
            out.bytes.withUnsafeMutableBytes { dst in
                sums.withUnsafeMutableBufferPointer { acc in
                    for (oy, tap) in rows.enumerated() {
                        for i in 0..<acc.count { acc[i] = 0 }
                        for (k, w) in tap.weights.enumerated() {
                            let line = src.baseAddress! + (tap.start + k) * buffer.stride
                            for x in 0..<sw {
                                let p = line.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                                acc[x &* 4] &+= (p & 0xFF) &* w
                                acc[x &* 4 &+ 1] &+= ((p >> 8) & 0xFF) &* w
                                acc[x &* 4 &+ 2] &+= ((p >> 16) & 0xFF) &* w
                                acc[x &* 4 &+ 3] &+= (p >> 24) &* w
                            }
                        }
                        let outLine = dst.baseAddress! + oy * width * 4
                        for (ox, col) in columns.enumerated() {
                            var c = SIMD4<UInt64>(repeating: 0)
                            for (k, w) in col.weights.enumerated() {
                                let i = (col.start + k) &* 4
                                c &+= SIMD4(UInt64(acc[i]), UInt64(acc[i &+ 1]), UInt64(acc[i &+ 2]), UInt64(acc[i &+ 3])) &* UInt64(w)
                            }
                            let r = (c &+ total / 2) / total
                            // Premultiplied stays premultiplied: each colour ≤ alpha before and after.
                            let word = UInt32(r[3]) << 24 | UInt32(r[2]) << 16 | UInt32(r[1]) << 8 | UInt32(r[0])
                            outLine.storeBytes(of: word, toByteOffset: ox * 4, as: UInt32.self)
                        }
                    }
                }
            }
        }
        return out
    }

    /// Straight R, G, B, A bytes of a premultiplied buffer (what the preview encoders take).
    public static func straightRGBA(_ buffer: PixelBuffer) -> RGBAImage {
        let (w, h) = (buffer.width, buffer.height)
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            buffer.bytes.withUnsafeBytes { src in
                Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                    for y in 0..<h {
                        Premultiplication.unpremultiplyRow(src.baseAddress! + y * buffer.stride, out.baseAddress! + y * w * 4,
                                                           count: w, table: table.baseAddress!)
                    }
                }
            }
            count = w * h * 4
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }
}
