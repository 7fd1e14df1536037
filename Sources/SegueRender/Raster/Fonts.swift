import CCairo
import Foundation
import SegueKit
import Synchronization

/// The font files text may be drawn with, named one by one, so that text never depends on the
/// machine's font set: the system font (`SystemFont`: Inter, Debian's fonts-inter), DejaVu Sans
/// (fonts-dejavu-core) for the characters Inter lacks, and the fallbacks for scripts neither has
/// or that another face draws nearer iOS: Noto Sans Arabic UI (fonts-noto-ui-core) standing in
/// for SF Arabic, Noto Sans CJK (fonts-noto-cjk) and Noto Color Emoji (fonts-noto-color-emoji).
///
/// NB: without Inter the system font is DejaVu Sans, with a warning (`takeStartupWarnings`, once
/// per process); without either, text is an error. A missing fallback is a warning too, and its
/// script then shows the system font's empty boxes.
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

    /// Inter, every weight and design (`SystemFont.interFiles`).
    static let inter: [Wanted] = SystemFont.interFiles.map {
        Wanted(file: $0, folders: SystemFont.interFolders, ifMissing: "the system font is drawn in the nearest face Inter has", package: "fonts-inter")
    }
    /// DejaVu Sans, regular and bold and their obliques: Inter's fallback, or the system font without it.
    static let dejaVuSans: [Wanted] = SystemFont.dejaVuSansFiles.map {
        Wanted(file: $0, folders: searchPaths, ifMissing: "characters Inter lacks (Arabic, Hebrew, many symbols) will show empty boxes",
               package: "fonts-dejavu-core")
    }
    static let fallbacks: [Wanted] = [
        Wanted(file: "NotoSansArabicUI-Regular.ttf", folders: ["/usr/share/fonts/truetype/noto"],
               ifMissing: "Arabic is drawn in DejaVu Sans, wider and of another design than iOS's SF Arabic", package: "fonts-noto-ui-core"),
        Wanted(file: "NotoSansArabicUI-Bold.ttf", folders: ["/usr/share/fonts/truetype/noto"],
               ifMissing: "bold Arabic is drawn in DejaVu Sans, wider and of another design than iOS's SF Arabic", package: "fonts-noto-ui-core"),
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
            + metricClones
    }()

    /// URW's free clones of PostScript's core fonts, each with the widths of the font it copies
    /// (`FontTraits.metricClone`): text an app sets in Palatino, Times, Courier, Helvetica or Zapf
    /// Dingbats takes the room it takes on the device.
    static let metricClones: [Wanted] = {
        let files = [
            "P052-Roman.otf", "P052-Bold.otf", "P052-Italic.otf", "P052-BoldItalic.otf",
            "NimbusRoman-Regular.otf", "NimbusRoman-Bold.otf", "NimbusRoman-Italic.otf", "NimbusRoman-BoldItalic.otf",
            "NimbusSans-Regular.otf", "NimbusSans-Bold.otf", "NimbusSans-Italic.otf", "NimbusSans-BoldItalic.otf",
            "NimbusMonoPS-Regular.otf", "NimbusMonoPS-Bold.otf", "NimbusMonoPS-Italic.otf", "NimbusMonoPS-BoldItalic.otf",
            "C059-Roman.otf", "C059-Bold.otf", "C059-Italic.otf", "C059-BdIta.otf",
            "URWBookman-Light.otf", "URWBookman-Demi.otf", "URWBookman-LightItalic.otf", "URWBookman-DemiItalic.otf",
            "URWGothic-Book.otf", "URWGothic-Demi.otf", "URWGothic-BookOblique.otf", "URWGothic-DemiOblique.otf",
            "Z003-MediumItalic.otf", "D050000L.otf",
        ]
        let ifMissing = "Palatino, Times, Courier, Helvetica and the other PostScript fonts are drawn in a stand-in of other widths"
        return files.map { Wanted(file: $0, folders: ["/usr/share/fonts/opentype/urw-base35"], ifMissing: ifMissing, package: "fonts-urw-base35") }
    }()

    /// The stand-in icon font, drawn for SF Symbols (`IconFont`): not given to fontconfig, as
    /// text never asks for it.
    static let symbolFont = Wanted(
        file: "MaterialIcons-Regular.ttf", folders: ["/usr/share/fonts/truetype/material-design-icons-iconfont"],
        ifMissing: "SF Symbols will be drawn as neutral squares", package: "fonts-material-design-icons-iconfont")

    /// The system font's files then the fallbacks found, as paths: the order fontconfig is given them.
    let files: [String]
    /// The system font's files found (the first of `files`).
    let pinnedFiles: [String]
    /// What draws the system font: Inter, or DejaVu Sans without it.
    let systemFont: SystemFont
    /// The stand-in icon font's file, when found (without it symbols are drawn as neutral glyphs).
    let symbolFontFile: String?
    /// Why text cannot be drawn (neither Inter nor DejaVu Sans found), if so.
    let loadError: String?
    private let startupWarnings: Mutex<[String]>
    private let hashes = Mutex<[String: String]>([:])
    private var freetype: FT_Library?

    private init() {
        var warnings: [String] = []
        let inter = Self.inter.map { ($0, Self.find($0)) }
        let dejaVu = Self.dejaVuSans.compactMap(Self.find)
        let interRegular = inter.first { $0.0.file == "Inter-Regular.otf" }?.1
        var files: [String]
        if interRegular != nil {
            systemFont = .inter
            files = inter.compactMap(\.1)
            let missing = inter.filter { $0.1 == nil }.map(\.0.file)
            if !missing.isEmpty {
                warnings.append("warning: \(missing.count) of Inter's \(inter.count) font files are missing (\(missing.prefix(3).joined(separator: ", "))"
                    + "\(missing.count > 3 ? ", …" : "")): the system font is drawn in the nearest face Inter has (install fonts-inter: scripts/setup)")
            }
        } else {
            systemFont = .dejaVuSans
            files = dejaVu
            warnings.append("warning: the system font's stand-in Inter (Inter-Regular.otf) is not in \(SystemFont.interFolders.joined(separator: ", ")) "
                + "nor known to fontconfig: text is drawn in DejaVu Sans, wider than iOS's San Francisco (install fonts-inter: scripts/setup)")
        }
        pinnedFiles = files
        if systemFont == .inter {
            if dejaVu.count < Self.dejaVuSans.count { warnings.append(Self.dejaVuSans[0].missingWarning) }
            files += dejaVu
        }
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
        loadError = pinnedFiles.isEmpty
            ? "no system font: neither Inter (Inter-Regular.otf) nor DejaVu Sans (DejaVuSans.ttf) is installed or known to fontconfig "
                + "(install fonts-inter: scripts/setup)"
            : nil
        startupWarnings = Mutex(warnings)
        var lib: FT_Library?
        if FT_Init_FreeType(&lib) == 0 { freetype = lib }
    }

    /// Debian's path first (what every golden here was drawn with), then wherever the machine's
    /// fontconfig has the same file (a Mac with Homebrew's fonts, another distribution).
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

    /// `Inter-Regular.otf sha256:…` for a font file, for manifests.
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
