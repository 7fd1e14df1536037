import Foundation

/// A Gaussian blur of an 8-bit alpha mask, approximated by three successive box blurs (Kovesi's
/// "fast almost-Gaussian filtering"), for soft shadows.
///
/// NB: each box pass is a running sum along a row or a column, O(1) per pixel whatever the radius;
/// three passes are within a few percent of a true Gaussian of the same sigma.
enum Blur {
    /// Box half-widths for three passes approximating a Gaussian of standard deviation `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = ((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (wl - 1) / 2 : (wu - 1) / 2 }
    }

    static func gaussian(_ data: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.3 else { return }
        var tmp = [UInt8](repeating: 0, count: data.count)
        if sigma < 3 {
            // Boxes are too coarse for small radii: convolve with the sampled Gaussian itself.
            let kernel = gaussianKernel(sigma: sigma)
            convolve(from: data, to: &tmp, count: height, length: width, lineStep: stride, itemStep: 1, kernel: kernel)
            convolve(from: tmp, to: &data, count: width, length: height, lineStep: 1, itemStep: stride, kernel: kernel)
            return
        }
        for r in boxRadii(sigma: sigma) where r > 0 {
            boxPass(from: data, to: &tmp, count: height, length: width, lineStep: stride, itemStep: 1, radius: r)
            boxPass(from: tmp, to: &data, count: width, length: height, lineStep: 1, itemStep: stride, radius: r)
        }
    }

    /// Normalised weights of a Gaussian sampled at whole pixels, over ±3σ.
    static func gaussianKernel(sigma: Double) -> [Double] {
        let r = Int((3 * sigma).rounded(.up))
        let w = (-r...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = w.reduce(0, +)
        return w.map { $0 / total }
    }

    private static func convolve(from src: [UInt8], to dst: inout [UInt8], count: Int, length: Int,
                                 lineStep: Int, itemStep: Int, kernel: [Double]) {
        let r = kernel.count / 2
        for line in 0..<count {
            let base = line * lineStep
            for i in 0..<length {
                var sum = 0.0
                for k in -r...r where i + k >= 0 && i + k < length {
                    sum += kernel[k + r] * Double(src[base + (i + k) * itemStep])
                }
                dst[base + i * itemStep] = UInt8(min(255, sum.rounded()))
            }
        }
    }

    /// One box pass over `count` lines of `length` items; values beyond the ends count as 0.
    private static func boxPass(from src: [UInt8], to dst: inout [UInt8], count: Int, length: Int,
                                lineStep: Int, itemStep: Int, radius r: Int) {
        let scale = 1.0 / Double(2 * r + 1)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for line in 0..<count {
                    let base = line * lineStep
                    var sum = 0
                    for i in 0..<min(r, length) { sum += Int(s[base + i * itemStep]) }
                    for i in 0..<length {
                        if i + r < length { sum += Int(s[base + (i + r) * itemStep]) }
                        if i - r - 1 >= 0 { sum -= Int(s[base + (i - r - 1) * itemStep]) }
                        d[base + i * itemStep] = UInt8(min(255, (Double(sum) * scale).rounded()))
                    }
                }
            }
        }
    }
}
