import Foundation

/// The system font (San Francisco on iOS) as drawn here: Inter (Debian's `fonts-inter`), the free
/// face whose widths are closest to SF Pro's (Raster/DESIGN.md has the figures), at every weight
/// UIKit has, upright and italic. Like iOS, which sets text below 20 pt in SF Pro Text and from
/// 20 pt in SF Pro Display, text below `displaySize` is Inter and larger text Inter Display, with
/// SF's size-dependent tracking (`tracking(forSize:)`).
///
/// Without Inter the system font is DejaVu Sans (a warning says so), wider than SF but drawn.
public struct SystemFont: Hashable, Sendable {
    /// The family of text below `displaySize`.
    public var textFamily: String
    /// The family of text from `displaySize` up.
    public var displayFamily: String

    public static let inter = SystemFont(textFamily: "Inter", displayFamily: "Inter Display")
    public static let dejaVuSans = SystemFont(textFamily: "DejaVu Sans", displayFamily: "DejaVu Sans")

    /// The size from which iOS draws SF Pro Display rather than SF Pro Text.
    public static let displaySize = 20.0

    /// The family text of `size` points is drawn in.
    public func family(forSize size: Double) -> String {
        size < Self.displaySize ? textFamily : displayFamily
    }

    /// The space added after each character of system-font text of `size` points, in points:
    /// Apple's tracking table for SF Pro on iOS (Human Interface Guidelines, Typography), which
    /// UIKit applies to the system font by itself. Between the table's sizes the value is
    /// interpolated, as the font's tracking table is; outside it the end values hold.
    public static func tracking(forSize size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let table = trackingTable
        let first = table[0], last = table[table.count - 1]
        let em: Double
        if size <= first.size {
            em = first.thousandths
        } else if size >= last.size {
            em = last.thousandths
        } else {
            let i = table.firstIndex { $0.size >= size }!
            let (a, b) = (table[i - 1], table[i])
            em = a.thousandths + (b.thousandths - a.thousandths) * (size - a.size) / (b.size - a.size)
        }
        return em / 1000 * size
    }

    /// SF Pro's tracking on iOS by point size, in thousandths of an em (the HIG's "Tracking values").
    static let trackingTable: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
        (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14),
        (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 8), (39, 7), (40, 6),
    ]

    /// Inter's files: text and display designs, nine weights each, upright and italic, as Debian
    /// names them (`Inter-SemiBold.otf`, `InterDisplay-BoldItalic.otf`; regular italic is
    /// `Inter-Italic.otf`). Inter-Regular.otf decides whether Inter is the system font.
    static let interFiles: [String] = ["Inter", "InterDisplay"].flatMap { design in
        ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"].flatMap { weight in
            ["\(design)-\(weight).otf", "\(design)-\(weight == "Regular" ? "" : weight)Italic.otf"]
        }
    }
    static let interFolders = ["/usr/share/fonts/opentype/inter"]
    /// DejaVu Sans: the system font without Inter, and the fallback for what Inter lacks
    /// (Arabic, Hebrew, many symbols) before Noto.
    static let dejaVuSansFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"]
}
