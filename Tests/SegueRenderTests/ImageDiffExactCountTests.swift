import Testing

@testable import SegueRender

/// The exact preset's shortcut (threshold 0, anti-aliasing counted: two different opaque pixels
/// differ, no colour maths) against the full YIQ path, which `diffColorAlt` keeps in use.
@Suite("Image diff, exact-count shortcut")
struct ImageDiffExactCountTests {
    static func image(_ seed: UInt32, width: Int, height: Int, translucent: Bool) -> RGBAImage {
        var s = seed
        var pixels: [UInt8] = []
        for i in 0..<(width * height) {
            s = s &* 1_103_515_245 &+ 12345
            let v = UInt8(truncatingIfNeeded: s >> 16)
            // Mostly equal runs, some pixels one step apart, some far apart.
            let r: UInt8 = i % 5 == 0 ? v : 100, g: UInt8 = i % 7 == 0 ? 101 : 100, b: UInt8 = i % 11 == 0 ? v & 3 : 0
            let a: UInt8 = translucent && i % 3 == 0 ? v : 255
            pixels += [r, g, b, a]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test("same counts and diff image as the YIQ path", arguments: [false, true])
    func agreesWithColourMaths(translucent: Bool) throws {
        let a = Self.image(1, width: 61, height: 17, translucent: translucent)
        let b = Self.image(2, width: 61, height: 17, translucent: translucent)
        let fast = DiffOptions(threshold: 0, includeAA: true)
        let full = DiffOptions(threshold: 0, includeAA: true, diffColorAlt: (255, 0, 0))
        let x = try ImageDiff.compare(a, b, options: fast, makeDiffImage: true)
        let y = try ImageDiff.compare(a, b, options: full, makeDiffImage: true)
        #expect(x.mismatched > 0)
        #expect(x.mismatched == y.mismatched && x.antiAliased == y.antiAliased)
        #expect(x.diffImage == y.diffImage)
    }
}
