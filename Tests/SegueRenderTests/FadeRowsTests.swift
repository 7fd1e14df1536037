import Foundation
import SegueKit
import Testing
@testable import SegueRender

/// A cross-dissolve's rows made as R G B samples from R G B screens (`KernelEntry.fadeRGB`, for
/// the encoder) must be the ARGB32 fade's words (`fadeRow`, Cairo's bytes: FadeTests) converted,
/// byte for byte, for every mask, at every width (the vector loop, its overlapping last vector and
/// the single bytes of a row under 32 bytes), and from both builds of the kernels.
@Suite struct FadeRowsTests {
    typealias F = KernelFixtures

    /// The kernels this machine runs: the baseline, and the AVX2 build where it can.
    static var sets: [KernelSet] { KernelSetTests.canRunAVX2 ? [.baseline, .avx2] : [.baseline] }

    /// `rows` rows of `width` pixels, as R G B bytes made by `fadeRGB` and as `fadeRow`'s words
    /// converted; the second screen lies one pixel left and up of the first.
    func bothWays(_ set: KernelSet, width: Int, rows: Int, masks: (UInt32, UInt32?), fill: UInt32) -> (rgb: [UInt8], converted: [UInt8]) {
        let first = F.noise(width: width, height: rows, seed: 31, translucent: false)
        let second = F.noise(width: width + 1, height: rows + 1, seed: 32, translucent: false)
        let packed = PackedScreens()
        let a = packed.packed(Bitmap(width: width, height: rows, premultipliedBGRA: first.bytes))!
        let bBitmap = Bitmap(width: width + 1, height: rows + 1, premultipliedBGRA: second.bytes)
        let b = packed.packed(bBitmap)!
        var rgb = [UInt8](repeating: 0xAA, count: width * 3 * rows)
        rgb.withUnsafeMutableBytes { out in
            a.bytes.withUnsafeBytes { pa in
                b.bytes.withUnsafeBytes { pb in
                    set.fadeRGB(rows: rows, count: width * 3, first: (pa.baseAddress!, a.stride, masks.0), fill: fill,
                                then: masks.1.map { (pb.baseAddress! + b.stride + 3, b.stride, $0) }, into: out.baseAddress!, outStride: width * 3)
                }
            }
        }
        var converted = [UInt8](repeating: 0, count: width * 3 * rows)
        var words = [UInt8](repeating: 0, count: width * 4)
        for y in 0..<rows {
            first.bytes.withUnsafeBytes { s in
                second.bytes.withUnsafeBytes { s2 in
                    words.withUnsafeMutableBytes { w in
                        set.fadeRow(y, width: width, source: s.baseAddress!, stride: first.stride, origin: (0, 0), into: w.baseAddress!,
                                    fill: fill, mask: masks.0, then: masks.1.map { (s2.baseAddress!, second.stride, (-1, -1), $0) })
                    }
                }
            }
            _ = converted.withUnsafeMutableBufferPointer { c in
                words.withUnsafeBytes { w in PixelRows.opaqueToRGB(w.baseAddress!, c.baseAddress! + y * width * 3, count: width) }
            }
        }
        return (rgb, converted)
    }

    @Test("every mask of the first screen, alone and under a second")
    func everyMask() {
        for set in Self.sets {
            for m in UInt32(0)...255 {
                for second in [nil, 255 - m, 77] as [UInt32?] {
                    let (rgb, converted) = bothWays(set, width: 45, rows: 3, masks: (m, second), fill: 0xFF20_4060)
                    let same = rgb == converted
                    #expect(same, "\(set) mask \(m), second \(String(describing: second))")
                    if !same { return }
                }
            }
        }
    }

    @Test("every mask of the second screen", arguments: [UInt32(0), 128, 255])
    func everySecondMask(first: UInt32) {
        for set in Self.sets {
            for m2 in UInt32(0)...255 {
                let (rgb, converted) = bothWays(set, width: 45, rows: 2, masks: (first, m2), fill: 0xFFFF_FFFF)
                let same = rgb == converted
                #expect(same, "\(set) masks \(first), \(m2)")
                if !same { return }
            }
        }
    }

    @Test("rows of every width from 1 to 70 pixels, and a 3x screenshot's", arguments: Array(1...70) + [1179])
    func widths(width: Int) {
        for set in Self.sets {
            let (rgb, converted) = bothWays(set, width: width, rows: 2, masks: (153, 102), fill: 0xFF00_0000)
            let same = rgb == converted
            #expect(same, "\(set)")
            let (one, oneConverted) = bothWays(set, width: width, rows: 2, masks: (90, nil), fill: 0xFFFF_FFFF)
            let sameOne = one == oneConverted
            #expect(sameOne, "\(set), one screen")
        }
    }

    @Test("the screens as R G B: each pixel's R, G, B in order; none for a translucent bitmap")
    func packedScreens() {
        let bitmap = Bitmap(width: 2, height: 1, premultipliedBGRA: [1, 2, 3, 255, 4, 5, 6, 255])
        let packed = PackedScreens()
        #expect(packed.packed(bitmap)?.bytes == [3, 2, 1, 6, 5, 4])
        #expect(packed.packed(bitmap)?.bitmap === bitmap)
        #expect(packed.packed(Bitmap(width: 1, height: 1, premultipliedBGRA: [0, 0, 0, 0])) == nil)
    }
}
