import CCairo
import Foundation
import SegueKit
import Synchronization

/// The font files text may be drawn with, named one by one, so that text never depends on the
/// machine's font set: DejaVu Sans (the system font, Debian's fonts-dejavu-core), and the fallbacks
/// for scripts it lacks: Noto Sans CJK (fonts-noto-cjk) and Noto Color Emoji (fonts-noto-color-emoji).
///
/// NB: the pinned files are required (text is an error without them); a missing fallback is a
/// warning, given once per process (`takeStartupWarnings`), and its script then shows the
/// system font's empty boxes.
final class FontLibrary: @unchecked Sendable {
    /// Where the DejaVu files are looked for.
    static let searchPaths = ["/usr/share/fonts/truetype/dejavu"]
    static let shared = FontLibrary()

    /// A file looked for in folders, and what happens without it (said when it is missing).
    struct Wanted {
        var file: String
        var folders: [String]
        var ifMissing: String
        var package: String

        var missingWarning: String {
            "warning: the font file \(file) is not in \(folders.joined(separator: ", ")) nor known to fontconfig: \(ifMissing) (install \(package): scripts/setup)"
        }
    }

    /// The system font: regular and bold (the weights map onto them as before: medium draws
    /// regular, semibold bold) and their obliques for italic text.
    static let pinned: [Wanted] = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"].map {
        Wanted(file: $0, folders: searchPaths, ifMissing: "text cannot be drawn", package: "fonts-dejavu-core")
    }
    static let fallbacks: [Wanted] = [
        Wanted(file: "NotoSansCJK-Regular.ttc", folders: ["/usr/share/fonts/opentype/noto"],
               ifMissing: "Chinese, Japanese and Korean text will show empty boxes", package: "fonts-noto-cjk"),
        Wanted(file: "NotoSansCJK-Bold.ttc", folders: ["/usr/share/fonts/opentype/noto"],
               ifMissing: "bold Chinese, Japanese and Korean text will show empty boxes", package: "fonts-noto-cjk"),
        Wanted(file: "NotoColorEmoji.ttf", folders: ["/usr/share/fonts/truetype/noto"], ifMissing: "emoji will show empty boxes",
               package: "fonts-noto-color-emoji"),
    ]

    /// The faces that stand in for fonts no file has (`FontSet.standIn(for:)`), by design: DejaVu
    /// Serif for serifs, DejaVu Sans Mono for monospaced fonts, DejaVu Sans Condensed for narrow
    /// sans serifs. Given to fontconfig after the fallbacks, so that a character the system font
    /// lacks still comes from the fallbacks first.
    static let standIns: [Wanted] = {
        let core = ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"]
        let extra = ["DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf", "DejaVuSansMono-Oblique.ttf", "DejaVuSansMono-BoldOblique.ttf",
                     "DejaVuSerifCondensed.ttf", "DejaVuSerifCondensed-Bold.ttf", "DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf",
                     "DejaVuSansCondensed-Oblique.ttf", "DejaVuSansCondensed-BoldOblique.ttf"]
        let ifMissing = "a font no file has is drawn in a stand-in of another design or width"
        return core.map { Wanted(file: $0, folders: searchPaths, ifMissing: ifMissing, package: "fonts-dejavu-core") }
            + extra.map { Wanted(file: $0, folders: searchPaths, ifMissing: ifMissing, package: "fonts-dejavu-extra") }
    }()

    /// The stand-in icon font, drawn for SF Symbols (`IconFont`): not given to fontconfig, as
    /// text never asks for it.
    static let symbolFont = Wanted(
        file: "MaterialIcons-Regular.ttf", folders: ["/usr/share/fonts/truetype/material-design-icons-iconfont"],
        ifMissing: "SF Symbols will be drawn as neutral squares", package: "fonts-material-design-icons-iconfont")

    /// The pinned files then the fallbacks found, as paths: the order fontconfig is given them.
    let files: [String]
    /// The pinned files found (the first of `files`).
    let pinnedFiles: [String]
    /// The stand-in icon font's file, when found (without it symbols are drawn as neutral glyphs).
    let symbolFontFile: String?
    /// Why text cannot be drawn (a pinned file missing), if so.
    let loadError: String?
    private let startupWarnings: Mutex<[String]>
    private let hashes = Mutex<[String: String]>([:])
    private var freetype: FT_Library?

    private init() {
        var files: [String] = [], missing: [String] = [], warnings: [String] = []
        for w in Self.pinned {
            if let path = Self.find(w) { files.append(path) } else { missing.append(w.file) }
        }
        pinnedFiles = files
        for w in Self.fallbacks + Self.standIns {
            if let path = Self.find(w) {
                files.append(path)
            } else {
                warnings.append(w.missingWarning)
            }
        }
        self.files = files
        symbolFontFile = Self.find(Self.symbolFont)
        if symbolFontFile == nil { warnings.append(Self.symbolFont.missingWarning) }
        loadError = missing.isEmpty ? nil
            : "font file\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) not found in \(Self.searchPaths.joined(separator: ", ")) nor by fontconfig "
            + "(install fonts-dejavu-core: scripts/setup)"
        startupWarnings = Mutex(warnings)
        var lib: FT_Library?
        if FT_Init_FreeType(&lib) == 0 { freetype = lib }
    }

    /// Debian's path first (what every golden here was drawn with), then wherever fontconfig
    /// has the same file (a Mac with Homebrew's fonts, another distribution).
    private static func find(_ w: Wanted) -> String? {
        w.folders.map { "\($0)/\(w.file)" }.first(where: FileManager.default.fileExists) ?? SystemFontFiles.path(named: w.file)
    }

    /// The warnings about missing fallback fonts, the first time it is called; empty after.
    func takeStartupWarnings() -> [String] {
        startupWarnings.withLock { w in defer { w = [] }; return w }
    }

    /// FreeType's version, e.g. `2.12.1`.
    var freetypeVersion: String {
        guard let freetype else { return "unknown" }
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        FT_Library_Version(freetype, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// `DejaVuSans.ttf sha256:…` for a font file, for manifests.
    ///
    /// NB: computed once per file per process (the CJK collections are 20 MB each) and only when a
    /// manifest asks, never on the drawing path; remembered between runs (`FontDigestCache`).
    func manifestEntry(_ path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        if let known = hashes.withLock({ $0[path] }) { return "\(name) sha256:\(known)" }
        let hex = FontDigestCache.shared.sha256(of: path, digest: SHA256.hex)
            ?? SHA256.hex(FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
        hashes.withLock { $0[path] = hex }
        return "\(name) sha256:\(hex)"
    }

    /// Font options set explicitly, so glyphs do not depend on fontconfig or the desktop settings:
    /// grey antialiasing, no hinting, unhinted (linear) metrics.
    static func makeOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        return options
    }

    static func apply(to cr: OpaquePointer) {
        let options = makeOptions()
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }
}
