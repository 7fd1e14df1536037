import Testing

@testable import SegueRender

@Suite("ImageDiff on hand-made images")
struct ImageDiffTests {
    /// A width × height image of one colour.
    static func flat(_ width: Int, _ height: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: (0..<width * height).flatMap { _ in [c.0, c.1, c.2, c.3] })
    }

    static func setting(_ image: RGBAImage, _ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        var copy = image
        let i = (y * image.width + x) * 4
        copy.pixels.replaceSubrange(i..<i + 4, with: [c.0, c.1, c.2, c.3])
        return copy
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    static let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)

    // MARK: Counting

    @Test("identical images: 0, identical, and a faded grey copy of a")
    func identicalImages() throws {
        var image = Self.flat(3, 1, (255, 0, 0, 255))
        image = Self.setting(image, 1, 0, (0, 0, 255, 255))
        image = Self.setting(image, 2, 0, (0, 0, 0, 128))
        let result = try ImageDiff.compare(image, image, makeDiffImage: true)
        #expect(result.mismatched == 0 && result.antiAliased == 0 && result.identical)
        // Red: Y = 255 · 0.29889531 = 76.218; 255 + (76.218 − 255) · 0.1 = 237.12 → 237 (truncated).
        // Blue: Y = 29.193; 255 − 22.58 = 232.42 → 232. Half-transparent black: 255 − 25.5 · 128/255
        // = 242.2 → 242. Always opaque.
        #expect(result.diffImage?.pixels == [237, 237, 237, 255, 232, 232, 232, 255, 242, 242, 242, 255])
        #expect(try ImageDiff.compare(image, image).diffImage == nil)
        // With diffMask, nothing is drawn.
        let masked = try ImageDiff.compare(image, image, options: DiffOptions(diffMask: true), makeDiffImage: true)
        #expect(masked.diffImage?.pixels == [UInt8](repeating: 0, count: 12))
    }

    @Test("one changed pixel in a flat image is one mismatch, drawn red on faded white")
    func singlePixel() throws {
        let a = Self.flat(10, 8, Self.white)
        let b = Self.setting(a, 4, 5, Self.black)
        let result = try ImageDiff.compare(a, b, makeDiffImage: true)
        #expect(result.mismatched == 1 && result.antiAliased == 0 && !result.identical)
        #expect(result.width == 10 && result.height == 8)
        let diff = try #require(result.diffImage)
        #expect(Self.pixel(diff, 4, 5) == [255, 0, 0, 255])
        // Every other pixel: white faded is still white.
        var others = diff
        others.pixels.replaceSubrange((5 * 10 + 4) * 4..<(5 * 10 + 4) * 4 + 4, with: [255, 255, 255, 255])
        #expect(others == Self.flat(10, 8, Self.white))
        #expect(abs(result.mismatchedFraction - 1.0 / 80) < 1e-12)
    }

    @Test("diffColorAlt marks pixels where b is darker; diffColor those where b is lighter")
    func alternativeColour() throws {
        let a = Self.setting(Self.flat(9, 9, (128, 128, 128, 255)), 2, 2, Self.black)
        let b = Self.setting(a, 6, 6, Self.black)  // (6,6) darker in b
        let b2 = Self.setting(b, 2, 2, (128, 128, 128, 255))  // (2,2) lighter in b
        let options = DiffOptions(diffColor: (1, 2, 3), diffColorAlt: (4, 5, 6))
        let result = try ImageDiff.compare(a, b2, options: options, makeDiffImage: true)
        #expect(result.mismatched == 2)
        let diff = try #require(result.diffImage)
        #expect(Self.pixel(diff, 6, 6) == [4, 5, 6, 255])
        #expect(Self.pixel(diff, 2, 2) == [1, 2, 3, 255])
    }

    @Test("the threshold: grey 255 → 250 has delta 12.63, so it differs at 0.018 and not at 0.019")
    func threshold() throws {
        // dr = dg = db = 5: Y = 5.00000005, I ≈ Q ≈ 0: delta = 0.5053 · 25 = 12.6325;
        // 35215 · t² crosses it at t = 0.018940.
        let a = Self.flat(4, 4, Self.white)
        let b = Self.setting(a, 1, 1, (250, 250, 250, 255))
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.0189)).mismatched == 1)
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.0190)).mismatched == 0)
        #expect(try ImageDiff.compare(a, b).mismatched == 0)  // the default, 0.1
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0)).mismatched == 1)
        // Below the threshold the pixel is drawn as the faded copy of a.
        let drawn = try ImageDiff.compare(a, b, makeDiffImage: true)
        #expect(Self.pixel(try #require(drawn.diffImage), 1, 1) == [255, 255, 255, 255])
        #expect(!drawn.identical)
    }

    @Test("a changed block in a flat area counts every pixel, including its edges")
    func block() throws {
        let a = Self.flat(12, 12, Self.white)
        var b = a
        for y in 4..<7 { for x in 5..<8 { b = Self.setting(b, x, y, (0, 90, 200, 255)) } }
        let result = try ImageDiff.compare(a, b)
        #expect(result.mismatched == 9 && result.antiAliased == 0)
    }

    /// Black | one grey column | white, the grey being `edge`: an anti-aliased vertical edge.
    static func edge(_ edge: UInt8, width: Int = 11, height: Int = 7) -> RGBAImage {
        var image = flat(width, height, white)
        for y in 0..<height {
            for x in 0..<5 { image = setting(image, x, y, black) }
            image = setting(image, 5, y, (edge, edge, edge, 255))
        }
        return image
    }

    @Test("a changed anti-aliased edge is excluded (and drawn yellow), unless includeAA")
    func antiAliasedEdge() throws {
        let a = Self.edge(128), b = Self.edge(60)
        let result = try ImageDiff.compare(a, b, makeDiffImage: true)
        #expect(result.mismatched == 0)
        #expect(result.antiAliased == 7)  // the whole column, border rows included
        let diff = try #require(result.diffImage)
        for y in 0..<7 { #expect(Self.pixel(diff, 5, y) == [255, 255, 0, 255]) }
        // The black part faded: 255 + (0 − 255) · 0.1 = 229.5 → 229.
        #expect(Self.pixel(diff, 0, 0) == [229, 229, 229, 255])

        let included = try ImageDiff.compare(a, b, options: DiffOptions(includeAA: true), makeDiffImage: true)
        #expect(included.mismatched == 7 && included.antiAliased == 0)
        #expect(Self.pixel(try #require(included.diffImage), 5, 3) == [255, 0, 0, 255])

        // The mask leaves anti-aliased pixels out.
        let masked = try ImageDiff.compare(a, b, options: DiffOptions(diffMask: true), makeDiffImage: true)
        #expect(masked.diffImage?.pixels.allSatisfy { $0 == 0 } == true)
    }

    @Test("an edge that moves is still anti-aliasing where the flat sides stay flat; a new shape is not")
    func movedEdgeAndNewShape() throws {
        // The grey column in a moves one pixel right in b: column 5 becomes black, column 6 grey.
        let a = Self.edge(128)
        var b = a
        for y in 0..<7 {
            b = Self.setting(b, 5, y, Self.black)
            b = Self.setting(b, 6, y, (128, 128, 128, 255))
        }
        let result = try ImageDiff.compare(a, b)
        #expect(result.mismatched == 0 && result.antiAliased == 14)

        // A lone grey pixel appearing in a flat area has no darker and brighter neighbours: real.
        let flat = Self.flat(9, 9, Self.white)
        #expect(try ImageDiff.compare(flat, Self.setting(flat, 4, 4, (128, 128, 128, 255))).mismatched == 1)
    }

    @Test("translucent pixels are blended over pixelmatch's position-dependent background")
    func translucent() throws {
        // (255, 0, 0, 128) against (255, 0, 0, 255). At pixel 0 (k = 0) the background is
        // (48, 48, 48): dr = −103.09, dg = db = 23.906 → delta 1953.9, threshold 0.23555. At pixel
        // 1 (k = 4) blue's background is 207: delta 3074.0, threshold 0.29545.
        let a = Self.flat(2, 1, (255, 0, 0, 128)), b = Self.flat(2, 1, (255, 0, 0, 255))
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.2350)).mismatched == 2)
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.2360)).mismatched == 1)
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.2950)).mismatched == 1)
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.2960)).mismatched == 0)
    }

    @Test("fully transparent pixels of different colours are not different (but not identical)")
    func transparent() throws {
        let a = Self.flat(5, 5, (10, 200, 30, 0)), b = Self.flat(5, 5, (250, 0, 99, 0))
        let result = try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0), makeDiffImage: true)
        #expect(result.mismatched == 0 && !result.identical)
        // Faded copy of a fully transparent pixel: white.
        #expect(result.diffImage?.pixels == Self.flat(5, 5, Self.white).pixels)
    }

    @Test("the alpha option sets how strongly a shows through")
    func alphaOption() throws {
        let a = Self.flat(1, 1, (0, 0, 0, 255))
        #expect(try ImageDiff.compare(a, a, options: DiffOptions(alpha: 0), makeDiffImage: true).diffImage?.pixels == [255, 255, 255, 255])
        #expect(try ImageDiff.compare(a, a, options: DiffOptions(alpha: 1), makeDiffImage: true).diffImage?.pixels == [0, 0, 0, 255])
        let grey = Self.flat(1, 1, (100, 100, 100, 255))
        // Y = 100.000001 → 255 + (−154.999999) · 0.5 = 177.5 → 177.
        #expect(try ImageDiff.compare(grey, grey, options: DiffOptions(alpha: 0.5), makeDiffImage: true).diffImage?.pixels == [177, 177, 177, 255])
    }

    @Test("images of different sizes throw an error naming both sizes")
    func differentSizes() {
        #expect(throws: ImageDiffError(firstWidth: 3, firstHeight: 2, secondWidth: 2, secondHeight: 3)) {
            try ImageDiff.compare(Self.flat(3, 2, Self.white), Self.flat(2, 3, Self.white))
        }
        let error = ImageDiffError(firstWidth: 3, firstHeight: 2, secondWidth: 2, secondHeight: 3)
        #expect(error.description == "image sizes differ: 3×2 vs 2×3")
    }

    @Test("tiny and empty images")
    func tinyImages() throws {
        let empty = RGBAImage(width: 0, height: 0, pixels: [])
        let r = try ImageDiff.compare(empty, empty, makeDiffImage: true)
        #expect(r.identical && r.mismatched == 0 && r.diffImage?.pixels == [])
        // A single pixel has no neighbours to make it anti-aliasing.
        #expect(try ImageDiff.compare(Self.flat(1, 1, Self.white), Self.flat(1, 1, Self.black)).mismatched == 1)
        #expect(try ImageDiff.compare(Self.flat(1, 5, Self.white), Self.flat(1, 5, Self.black)).mismatched == 5)
    }

    @Test("differences spread across rows and runs are all found")
    func scattered() throws {
        var rng = SeededRandom(seed: 77)
        let a = Self.flat(64, 48, (40, 40, 40, 255))
        var b = a
        var changed = Set<Int>()
        // Isolated pixels (two apart at least), so none can look anti-aliased.
        while changed.count < 100 {
            let x = Int.random(in: 0..<32, using: &rng) * 2, y = Int.random(in: 0..<24, using: &rng) * 2
            if changed.insert(y * 64 + x).inserted { b = Self.setting(b, x, y, (240, 10, 10, 255)) }
        }
        let result = try ImageDiff.compare(a, b, makeDiffImage: true)
        #expect(result.mismatched == 100)
        let red = (0..<64 * 48).filter { Self.pixel(result.diffImage!, $0 % 64, $0 / 64) == [255, 0, 0, 255] }
        #expect(Set(red) == changed)
    }
}
