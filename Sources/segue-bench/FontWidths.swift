import CPango
import Foundation
import SegueRender

/// `segue-bench fonts`: the widths of typical UI strings in the free sans serif faces Debian has,
/// set by HarfBuzz from the real font files (kerning and ligatures as Pango sets them), to choose
/// the system font's stand-in (Raster/DESIGN.md). SF Pro cannot be installed here: the reference
/// is its published average width (`sfAverageEm`) and Apple's tracking table.
enum FontWidths {
    /// A candidate: a family and its regular and semibold (or nearest) files, as Debian names them.
    struct Candidate {
        var name: String
        var regular: String
        var semibold: String
        var package: String
    }

    static let candidates = [
        Candidate(name: "DejaVu Sans", regular: "DejaVuSans.ttf", semibold: "DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
        Candidate(name: "Inter", regular: "Inter-Regular.otf", semibold: "Inter-SemiBold.otf", package: "fonts-inter"),
        Candidate(name: "Inter Display", regular: "InterDisplay-Regular.otf", semibold: "InterDisplay-SemiBold.otf", package: "fonts-inter"),
        Candidate(name: "Noto Sans", regular: "NotoSans-Regular.ttf", semibold: "NotoSans-Bold.ttf", package: "fonts-noto-core"),
        Candidate(name: "Liberation Sans", regular: "LiberationSans-Regular.ttf", semibold: "LiberationSans-Bold.ttf", package: "fonts-liberation2"),
        Candidate(name: "Nimbus Sans", regular: "NimbusSans-Regular.otf", semibold: "NimbusSans-Bold.otf", package: "fonts-urw-base35"),
        Candidate(name: "Roboto", regular: "Roboto-Regular.ttf", semibold: "Roboto-Medium.ttf", package: "fonts-roboto-unhinted"),
        Candidate(name: "Open Sans", regular: "OpenSans-Regular.ttf", semibold: "OpenSans-Semibold.ttf", package: "fonts-open-sans"),
        Candidate(name: "Lato", regular: "Lato-Regular.ttf", semibold: "Lato-Semibold.ttf", package: "fonts-lato"),
        Candidate(name: "Cantarell", regular: "Cantarell-Regular.otf", semibold: "Cantarell-Bold.otf", package: "fonts-cantarell"),
        Candidate(name: "Clear Sans", regular: "ClearSans-Regular.ttf", semibold: "ClearSans-Medium.ttf", package: "fonts-clear-sans"),
    ]

    static let strings = ["Settings", "Cancel", "Done", "Back", "Edit Profile", "Notifications", "0123456789",
                          "The quick brown fox jumps over the lazy dog."]

    /// The average advance of English text in ems, letters and spaces weighted by how often they
    /// occur (Wikipedia's letter frequencies, as Capsize computes its `xWidthAvg`).
    static let weights: [(Character, Double)] = [
        ("a", 0.0668), ("b", 0.0122), ("c", 0.0228), ("d", 0.0348), ("e", 0.1039), ("f", 0.0182), ("g", 0.0165), ("h", 0.0499),
        ("i", 0.057), ("j", 0.0013), ("k", 0.0063), ("l", 0.0329), ("m", 0.0197), ("n", 0.0552), ("o", 0.0614), ("p", 0.0158),
        ("q", 0.0008), ("r", 0.049), ("s", 0.0518), ("t", 0.0741), ("u", 0.0226), ("v", 0.008), ("w", 0.0193), ("x", 0.0012),
        ("y", 0.0162), ("z", 0.0006), (" ", 0.1818),
    ]
    /// Apple's system font by the same measure: Capsize's published metrics for `-apple-system`
    /// (xWidthAvg 853 of 2048 units per em), the one SF width figure published under a free licence.
    static let sfAverageEm = 853.0 / 2048

    static func run(size: Double = 17) -> [String] {
        let tracking = SystemFont.tracking(forSize: size)
        var out = ["advance widths at \(fmt(size)) pt, HarfBuzz shaping, points; +trk: with SF's tracking at this size (\(fmt(tracking, 3)) pt a character)"]
        let header = "font".padding(toLength: 22, withPad: " ", startingAt: 0)
            + strings.map { ($0.count > 12 ? String($0.prefix(10)) + "…" : $0).leftPadded(13) }.joined()
            + "avg em".leftPadded(9) + "÷SF".leftPadded(7)
        for (label, semibold) in [("regular", false), ("semibold (bold where the family has none)", true)] {
            out += ["", label, header]
            for c in candidates {
                guard let path = find(semibold ? c.semibold : c.regular), let shaper = Shaper(path: path) else {
                    out.append(c.name.padding(toLength: 22, withPad: " ", startingAt: 0) + "not installed (\(c.package))")
                    continue
                }
                let average = weights.reduce(0) { $0 + shaper.width(String($1.0)) * $1.1 }
                for trk in [false, true] {
                    let name = trk ? "  +trk" : c.name
                    var line = name.padding(toLength: 22, withPad: " ", startingAt: 0)
                    for s in strings {
                        let w = shaper.width(s) * size + (trk ? tracking * Double(s.unicodeScalars.count) : 0)
                        line += fmt(w, 2).leftPadded(13)
                    }
                    let em = average + (trk ? tracking / size : 0)
                    // SF's figure is its regular weight's: compared only with regular faces.
                    line += fmt(em, 4).leftPadded(9) + (semibold ? "–" : fmt(em / (sfAverageEm + (trk ? tracking / size : 0)), 3)).leftPadded(7)
                    out.append(line)
                }
            }
        }
        out += ["", "SF (Capsize's -apple-system, regular) average: \(fmt(sfAverageEm, 4)) em; ÷SF compares each regular average with it, tracking on both sides alike"]
        return out
    }

    /// A font file by name in the usual font folders (a bench tool: no fontconfig needed).
    static func find(_ name: String) -> String? {
        for root in ["/usr/share/fonts", "/usr/local/share/fonts", NSHomeDirectory() + "/.local/share/fonts", "/opt/homebrew/share/fonts"] {
            guard let e = FileManager.default.enumerator(atPath: root) else { continue }
            while let p = e.nextObject() as? String {
                if (p as NSString).lastPathComponent == name { return root + "/" + p }
            }
        }
        return nil
    }

    static func fmt(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }

    /// One face shaped by HarfBuzz with its default features (kerning, ligatures), as Pango does.
    final class Shaper {
        let font: OpaquePointer
        let upem: Double

        init?(path: String) {
            guard let blob = hb_blob_create_from_file(path) else { return nil }
            defer { hb_blob_destroy(blob) }
            guard let face = hb_face_create(blob, 0) else { return nil }
            defer { hb_face_destroy(face) }
            guard hb_face_get_upem(face) > 0, let font = hb_font_create(face) else { return nil }
            self.font = font
            upem = Double(hb_face_get_upem(face))
        }

        deinit { hb_font_destroy(font) }

        /// The advance of `s` in ems.
        func width(_ s: String) -> Double {
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, s, Int32(s.utf8.count), 0, Int32(s.utf8.count))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
            return (0..<Int(count)).reduce(0) { $0 + Double(positions[$1].x_advance) } / upem
        }
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { count >= n ? " " + self : String(repeating: " ", count: n - count) + self }
}
