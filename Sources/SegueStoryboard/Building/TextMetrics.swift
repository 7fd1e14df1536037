import SegueKit

/// Text metrics for layout decisions made before drawing (fitting labels, bar items, text views):
/// the advance widths of DejaVu Sans and DejaVu Sans Bold, which the rasterizer draws with, for
/// printable ASCII and the Russian alphabet (units of 1/2048 em, from the fonts' `hmtx` tables);
/// other characters count as 0.6 em. A string's width here is the sum of its advances: Pango, which lays the text out when
/// it is drawn, also applies the fonts' kerning, so the drawn width can differ slightly.
enum TextMetrics {
    static let regular: [UInt16] = [
        651,821,942,1716,1303,1946,1597,563,799,799,1024,1716,651,739,651,690,1303,1303,1303,1303,1303,1303,1303,1303,1303,1303,690,690,1716,1716,1716,1087,2048,1401,1405,1430,1577,1294,1178,1587,1540,604,604,1343,1141,1767,1532,1612,1235,1612,1423,1300,1251,1499,1401,2025,1403,1251,1403,799,690,799,1716,1024,1024,1255,1300,1126,1300,1260,721,1300,1298,569,569,1186,569,1995,1298,1253,1300,1300,842,1067,803,1298,1212,1675,1212,1212,1075,1303,690,1303,1716,
    ]
    static let bold: [UInt16] = [
        713,934,1067,1716,1425,2052,1786,627,936,936,1071,1716,778,850,778,748,1425,1425,1425,1425,1425,1425,1425,1425,1425,1425,819,819,1716,1716,1716,1188,2048,1585,1561,1503,1700,1399,1399,1681,1714,762,762,1587,1305,2038,1714,1741,1501,1741,1577,1475,1397,1663,1585,2259,1579,1483,1485,936,748,936,1716,1024,1024,1382,1466,1214,1466,1389,891,1466,1458,702,702,1362,702,2134,1458,1407,1466,1466,1010,1219,979,1458,1335,1892,1321,1335,1192,1458,748,1458,1716,
    ]

    static func width(_ s: String, size: Double, bold isBold: Bool = false) -> Double {
        Double(units(s, bold: isBold)) * size / 2048
    }

    /// The advance width of `s` in 1/2048 em.
    ///
    /// NB: the fallback fonts' characters are wider than DejaVu's average 0.6 em: Chinese,
    /// Japanese and Korean (Noto Sans CJK) take a full em, emoji (Noto Color Emoji) 1.245 em.
    static func units(_ s: some StringProtocol, bold isBold: Bool) -> Int {
        let table = isBold ? bold : regular
        var units = 0
        for u in s.unicodeScalars {
            let v = Int(u.value)
            switch v {
            case 32..<127: units += Int(table[v - 32])
            case 0x410..<0x450: units += Int((isBold ? cyrillicBold : cyrillicRegular)[v - 0x410])
            case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x3FFFF: units += 2048
            case 0x1F300...0x1FAFF: units += 2550
            default: units += 1229
            }
        }
        return units
    }

    static func width(_ s: String, size: Double, weight: FontWeight) -> Double {
        width(s, size: size, bold: weight == .semibold || weight == .bold)
    }

    static func lineHeight(_ size: Double) -> Double { (size * 1.17).rounded(.up) }

    /// How many lines `s` takes at `width`, breaking at spaces and newlines as the rasterizer does.
    ///
    /// NB: the width of the line being filled is kept as a running sum of advances (exact, in
    /// integer units) rather than measured again for every word, which made long paragraphs
    /// quadratic; `width(current + " " + word)` is the same number.
    static func lineCount(_ s: String, size: Double, width: Double, bold: Bool = false) -> Int {
        let space = units(" ", bold: bold)
        return s.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { n, paragraph in
            var lines = 1
            var current: Int?
            for word in paragraph.split(separator: " ") {
                let w = units(word, bold: bold)
                let candidate = current.map { $0 + space + w } ?? w
                if current == nil || Double(candidate) * size / 2048 <= width {
                    current = candidate
                } else {
                    lines += 1
                    current = w
                }
            }
            return n + lines
        }
    }

    /// The font size at which text fits its frame: DejaVu Sans is wider than the San Francisco
    /// font Interface Builder sized the frames for, so text that would not fit is drawn smaller
    /// (down to 70 %, or `floor`) rather than truncated.
    static func fittingSize(_ s: String, size: Double, bold: Bool, in frame: Size, lines: Int, floor: Double = 0.7) -> Double {
        guard !s.isEmpty, frame.width > 0 else { return size }
        var scale = 1.0
        while scale > floor {
            let sz = size * scale
            if lines == 1 {
                if width(s, size: sz, bold: bold) <= frame.width { return sz }
            } else {
                let n = lineCount(s, size: sz, width: frame.width, bold: bold)
                if (lines == 0 || n <= lines) && Double(n) * sz * 1.17 <= max(frame.height, sz * 1.17) + 1 { return sz }
            }
            scale -= 0.05
        }
        return size * floor
    }
}
