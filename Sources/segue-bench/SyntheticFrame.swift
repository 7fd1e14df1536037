import SegueRender

/// Deterministic UI-like test frames, drawn with exact-area coverage so edges are anti-aliased the
/// way a real rasterizer leaves them.
enum SyntheticFrame {
    struct Canvas {
        var width: Int
        var height: Int
        var pixels: [UInt8]

        init(width: Int, height: Int, background: (Double, Double, Double)) {
            self.width = width
            self.height = height
            pixels = [UInt8](repeating: 255, count: width * height * 4)
            fillRect(0, 0, Double(width), Double(height), background)
        }

        /// Source-over of an opaque colour with coverage `c` at (x, y).
        mutating func blend(_ x: Int, _ y: Int, _ color: (Double, Double, Double), _ c: Double) {
            guard x >= 0, y >= 0, x < width, y < height, c > 0 else { return }
            let i = (y * width + x) * 4
            let k = min(c, 1)
            pixels[i] = UInt8((Double(pixels[i]) * (1 - k) + color.0 * k).rounded())
            pixels[i + 1] = UInt8((Double(pixels[i + 1]) * (1 - k) + color.1 * k).rounded())
            pixels[i + 2] = UInt8((Double(pixels[i + 2]) * (1 - k) + color.2 * k).rounded())
            pixels[i + 3] = 255
        }

        /// A rectangle with fractional edges: each pixel covered by its overlap area.
        mutating func fillRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: (Double, Double, Double)) {
            let xs = max(0, Int(x0.rounded(.down))), xe = min(width, Int(x1.rounded(.up)))
            let ys = max(0, Int(y0.rounded(.down))), ye = min(height, Int(y1.rounded(.up)))
            guard xs < xe, ys < ye else { return }
            for y in ys..<ye {
                let cy = min(Double(y + 1), y1) - max(Double(y), y0)
                for x in xs..<xe {
                    let cx = min(Double(x + 1), x1) - max(Double(x), x0)
                    blend(x, y, color, cx * cy)
                }
            }
        }

        /// A disc, its edge covered by distance (a one-pixel ramp).
        mutating func fillCircle(_ cx: Double, _ cy: Double, _ r: Double, _ color: (Double, Double, Double)) {
            let ys = max(0, Int(cy - r - 1)), ye = min(height, Int(cy + r + 2))
            let xs = max(0, Int(cx - r - 1)), xe = min(width, Int(cx + r + 2))
            guard xs < xe, ys < ye else { return }
            for y in ys..<ye {
                for x in xs..<xe {
                    let d = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                    blend(x, y, color, min(1, max(0, r + 0.5 - d)))
                }
            }
        }

        /// A capsule (a switch track or a button).
        mutating func fillCapsule(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: (Double, Double, Double)) {
            let r = (y1 - y0) / 2
            fillRect(x0 + r, y0, x1 - r, y1, color)
            fillCircle(x0 + r, y0 + r, r, color)
            fillCircle(x1 - r, y0 + r, r, color)
        }

        /// A run of text-like glyphs: stems and bars of varying widths at fractional positions.
        mutating func text(_ x: Double, _ y: Double, size: Double, count: Int, seed: UInt64, _ color: (Double, Double, Double)) {
            var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
            func next() -> Double {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                return Double(state % 10_000) / 10_000
            }
            var pen = x
            for i in 0..<count {
                if i % 7 == 6 {
                    pen += size * 0.35  // a space
                    continue
                }
                let advance = size * (0.45 + 0.25 * next())
                let stem = size * 0.11
                let tall = next() < 0.3
                let top = y + (tall ? 0 : size * 0.3)
                fillRect(pen, top, pen + stem, y + size, color)
                if next() < 0.7 { fillRect(pen + advance - size * 0.1 - stem, y + size * 0.3, pen + advance - size * 0.1, y + size, color) }
                fillRect(pen, y + size * 0.3, pen + advance - size * 0.1, y + size * 0.3 + stem, color)
                if next() < 0.5 { fillRect(pen, y + size - stem, pen + advance - size * 0.1, y + size, color) }
                pen += advance
            }
        }
    }

    /// Frame `variant` 0, or variant 1: the same with one title rewritten and one switch turned off.
    static func make(width: Int, height: Int, variant: Int) -> RGBAImage {
        let s = Double(width) / 393  // points to pixels (a 393-point-wide phone at 3×)
        let label = (0.0, 0.0, 0.0), secondary = (60.0, 60.0, 67.0), green = (52.0, 199.0, 89.0), off = (233.0, 233.0, 235.0)
        var c = Canvas(width: width, height: height, background: (242, 242, 247))
        // Status bar and navigation bar.
        c.text(24 * s, 16 * s, size: 13 * s, count: 5, seed: 1, label)
        c.fillRect(0, 54 * s, Double(width), 98 * s, (249, 249, 249))
        c.fillRect(0, 98 * s, Double(width), 98 * s + 0.33 * s, (198, 198, 200))
        c.text(16 * s, 108 * s, size: 28 * s, count: 8, seed: 2, label)

        // Cells.
        var y = 160 * s
        var row = 0
        while y + 44 * s < Double(height) - 90 * s {
            c.fillRect(16 * s, y, Double(width) - 16 * s, y + 60 * s, (255, 255, 255))
            let icon = [(255.0, 149.0, 0.0), (0.0, 122.0, 255.0), (52.0, 199.0, 89.0), (255.0, 59.0, 48.0)][row % 4]
            c.fillCircle(46 * s, y + 30 * s, 15 * s, icon)
            let titleSeed = UInt64(100 + row) &+ (variant == 1 && row == 3 ? 7777 : 0)
            c.text(72 * s, y + 12 * s, size: 16 * s, count: 10 + row % 9, seed: titleSeed, label)
            c.text(72 * s, y + 36 * s, size: 12 * s, count: 16 + row % 5, seed: UInt64(500 + row), secondary)
            if row % 3 == 0 {
                let on = !(variant == 1 && row == 6)
                c.fillCapsule(Double(width) - 83 * s, y + 14.5 * s, Double(width) - 32 * s, y + 45.5 * s, on ? green : off)
                c.fillCircle(on ? Double(width) - 47.5 * s : Double(width) - 67.5 * s, y + 30 * s, 13.5 * s, (255, 255, 255))
            }
            c.fillRect(72 * s, y + 60 * s - 0.33 * s, Double(width) - 16 * s, y + 60 * s, (198, 198, 200))
            y += 60 * s
            row += 1
            if row % 5 == 0 { y += 30 * s }
        }
        // Tab bar.
        c.fillRect(0, Double(height) - 83 * s, Double(width), Double(height), (249, 249, 249))
        for t in 0..<4 {
            let x = (Double(t) + 0.5) * Double(width) / 4
            c.fillCircle(x, Double(height) - 60 * s, 12 * s, t == 0 ? (0, 122, 255) : (153, 153, 153))
            c.text(x - 18 * s, Double(height) - 44 * s, size: 10 * s, count: 6, seed: UInt64(900 + t), t == 0 ? (0, 122, 255) : (153, 153, 153))
        }
        return RGBAImage(width: width, height: height, pixels: c.pixels)
    }

    /// The frame moved up by `rows` pixels, the bottom rows repeated.
    static func scrolled(_ image: RGBAImage, by rows: Int) -> RGBAImage {
        let rowBytes = image.width * 4
        var pixels = Array(image.pixels[(rows * rowBytes)...])
        let last = image.pixels[((image.height - 1) * rowBytes)...]
        for _ in 0..<rows { pixels += last }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }

    /// Every colour channel moved by `delta` (towards the middle of the range), alpha kept.
    static func tinted(_ image: RGBAImage, by delta: Int) -> RGBAImage {
        var pixels = image.pixels
        for i in pixels.indices where i % 4 != 3 {
            pixels[i] = UInt8(pixels[i] > 127 ? Int(pixels[i]) - delta : Int(pixels[i]) + delta)
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }
}
