import CCairo
import CPango
import Foundation
import SegueKit
import Synchronization

/// The fonts one transition's text is set in: `FontLibrary`'s pinned and fallback files, and the
/// transition's own (`RecordedTransition.fontFiles`), in a PRIVATE fontconfig configuration that
/// knows no other font, and Pango contexts over it, one per thread at a time.
///
/// NB: fontconfig is given each file by path (`FcConfigAppFontAddFile`) into a configuration made
/// empty (`FcConfigCreate`): no configuration file, no font folder and no rule of the machine's
/// is read, so fallback order and matching depend only on these files. Pango font maps and
/// contexts are not thread-safe: each is used by one thread at a time, taken from a pool and put
/// back (`withContext`); fontconfig configurations and Cairo's font caches are.
public final class FontSet: @unchecked Sendable {
    /// A face a PostScript name resolves to, as Pango asks for it.
    struct Face: Sendable {
        var family: String
        var weight: Int32
        var style: PangoStyle
        var stretch: PangoStretch
    }

    /// The most font files a transition may bring, and the largest (Noto Sans CJK is 20 MB).
    public static let maximumCustomFiles = 256
    public static let maximumFileBytes = 64 << 20
    /// What draws the system font (Inter, or DejaVu Sans without it).
    static var systemFont: SystemFont { FontLibrary.shared.systemFont }

    /// The transition's own font files, as given.
    public let customFiles: [String]
    /// Every file in the configuration, pinned and fallback first.
    public var loadedFiles: [String] { loaded.loadedFiles }
    /// The files the set is made of, for manifests: `loadedFiles`, except that a set without custom
    /// files lists the library's files without making its configuration.
    ///
    /// NB: a render of two screenshots draws no text of its own, and its contact sheet's captions
    /// are set with `systemFontOnly`: making the full configuration only to name its files in the
    /// manifest cost about 25 ms (fontconfig reads every face of Noto Sans CJK). The library's
    /// files are the ones found on disk; fontconfig is given exactly those.
    /// The stand-in icon font (`IconFont`) comes last: symbols are drawn from it.
    public var manifestFiles: [String] {
        let library = FontLibrary.shared
        let text = customFiles.isEmpty ? (fallbacks ? library.files : library.pinnedFiles) : loadedFiles
        return text + (library.symbolFontFile.map { [$0] } ?? [])
    }
    /// What went wrong loading the custom files (one line each).
    public var loadWarnings: [String] { loaded.warnings }
    var config: OpaquePointer? { loaded.config }
    var faces: [String: Face] { loaded.faces }
    private let pool = Mutex<[TextContext]>([])
    /// Stand-in faces already matched, by the traits asked for (`FontSet+StandIns.swift`).
    let standIns = Mutex<[FontTraits: StandIn]>([:])

    /// The configuration and what was learnt making it.
    private struct Loaded: @unchecked Sendable {
        var config: OpaquePointer?
        var loadedFiles: [String]
        var warnings: [String]
        var faces: [String: Face]
    }

    /// NB: made on first use, not when the set is: fontconfig reads every face of every file
    /// (Noto Sans CJK alone has dozens, each with a 65,000-character set), about 25 ms that a
    /// render of two screenshots spends only on its contact sheet's captions, which it draws
    /// beside the frames on another core.
    private let state = Mutex<Loaded?>(nil)

    private var loaded: Loaded {
        state.withLock { value in
            if let value { return value }
            let made = Self.load(customFiles, fallbacks: fallbacks)
            value = made
            return made
        }
    }

    private static let cache = Mutex<[[String]: FontSet]>([:])

    /// The configuration's rules, written here. Pango asks for the family `emoji` for emoji shown
    /// as pictures (Unicode's emoji presentation, U+FE0F), as iOS draws them with Apple Color Emoji
    /// whatever the label's font; it is Noto Color Emoji. Without it DejaVu Sans's monochrome
    /// emoticons would be drawn. Arabic comes from Noto Sans Arabic UI, the face nearest iOS's
    /// SF Arabic (a low-contrast sans of UI proportions, with line heights that fit a Latin
    /// line); any other character Inter lacks (Hebrew, many symbols) from DejaVu Sans first, as
    /// it did when DejaVu Sans was the system font, before the other fallbacks in whatever order
    /// fontconfig ranks them. Noto Sans Arabic UI has Arabic and a handful of punctuation and
    /// format characters besides, so ranking it first changes no other script.
    ///
    /// A face without outlines (Noto Color Emoji: bitmaps of one size, 109 pixels per em) is scaled
    /// to the size asked for, as the system configuration's bitmap-scaling rule does: without it
    /// Cairo draws the bitmaps at their own size, an emoji in a 17 pt label seven times too big at
    /// 1x and twice at 3x.
    static let rules = """
        <?xml version="1.0"?><fontconfig><alias binding="same"><family>emoji</family>\
        <prefer><family>Noto Color Emoji</family></prefer></alias>\
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
        <edit name="bitmapscale" mode="assign"><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit>\
        <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>bitmapscale</name><double>0</double>\
        <double>0</double><name>bitmapscale</name></matrix></times></edit>\
        <edit name="size" mode="assign"><divide><name>size</name><name>bitmapscale</name></divide></edit></match>\
        <alias binding="same"><family>Inter</family><accept><family>Noto Sans Arabic UI</family><family>DejaVu Sans</family></accept></alias>\
        <alias binding="same"><family>Inter Display</family><accept><family>Noto Sans Arabic UI</family><family>DejaVu Sans</family></accept></alias></fontconfig>
        """

    /// The set for these custom files (none: the system set), made once per process.
    public static func with(_ customFiles: [String]) -> FontSet {
        if let known = cache.withLock({ $0[customFiles] }) { return known }
        let made = FontSet(customFiles: customFiles)
        return cache.withLock { c in
            if let known = c[customFiles] { return known }
            c[customFiles] = made
            return made
        }
    }

    public static var system: FontSet { with([]) }

    /// The system font's files alone, without the fallbacks (Noto CJK, emoji) or a transition's own
    /// files: for segue's own captions when it has every character of them (`hasEveryCharacter`).
    ///
    /// NB: a render of two screenshots draws no text but its contact sheet's captions, and the
    /// full set costs about 25 ms of fontconfig reading every face of Noto Sans CJK (a tenth of
    /// a 3x push on two workers); this one a few. A character the system font has is drawn from
    /// it by either set, so the captions' pixels are the same (Renders/' contact sheets, drawn
    /// with it, are unchanged byte for byte).
    public static let systemFontOnly = FontSet(customFiles: [], fallbacks: false)

    /// Whether every face in the set has every character of `text` (fontconfig's character sets;
    /// no fallback is needed to draw it) and none of it asks for emoji pictures (a character shown
    /// as an emoji by default, or U+FE0F: the `emoji` rule sends those to Noto Color Emoji, though
    /// DejaVu Sans has some of them as plain glyphs and the selector itself).
    public func hasEveryCharacter(of text: String) -> Bool {
        if text.unicodeScalars.contains(where: { $0.value == 0xFE0F || $0.properties.isEmojiPresentation }) { return false }
        guard let config, let set = FcConfigGetFonts(config, FcSetApplication), set.pointee.nfont > 0 else { return false }
        var charsets: [OpaquePointer] = []
        for i in 0..<Int(set.pointee.nfont) {
            var charset: OpaquePointer?
            guard let pattern = set.pointee.fonts[i], FcPatternGetCharSet(pattern, "charset", 0, &charset) == FcResultMatch,
                  let charset else { return false }
            charsets.append(charset)
        }
        return text.unicodeScalars.allSatisfy { c in charsets.allSatisfy { FcCharSetHasChar($0, c.value) != 0 } }
    }

    private let fallbacks: Bool

    private init(customFiles: [String], fallbacks: Bool = true) {
        self.customFiles = customFiles
        self.fallbacks = fallbacks
    }

    private static func load(_ customFiles: [String], fallbacks: Bool) -> Loaded {
        Self.pinLanguage()
        let library = FontLibrary.shared
        let config = FcConfigCreate()
        var loaded: [String] = [], warnings: [String] = []
        for path in fallbacks ? library.files : library.pinnedFiles where FcConfigAppFontAddFile(config, path) != 0 { loaded.append(path) }
        FcConfigParseAndLoadFromMemory(config, Self.rules, 1)
        for (i, path) in customFiles.enumerated() {
            guard i < Self.maximumCustomFiles else {
                warnings.append("warning: only the first \(Self.maximumCustomFiles) of \(customFiles.count) font files are used")
                break
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            guard let size else {
                warnings.append("warning: font file \(path) cannot be read; text naming its fonts uses the system font")
                continue
            }
            guard size <= Self.maximumFileBytes else {
                warnings.append("warning: font file \(path) is \(size >> 20) MB, over the \(Self.maximumFileBytes >> 20) MB limit; "
                    + "text naming its fonts uses the system font")
                continue
            }
            guard !loaded.contains(path), FcConfigAppFontAddFile(config, path) != 0 else {
                if !loaded.contains(path) {
                    warnings.append("warning: font file \(path) is not a font fontconfig can read; text naming its fonts uses the system font")
                }
                continue
            }
            loaded.append(path)
        }
        return Loaded(config: config, loadedFiles: loaded, warnings: warnings, faces: Self.faces(in: config))
    }

    /// PostScript name → face, for every face in the configuration (the first of a name wins).
    private static func faces(in config: OpaquePointer?) -> [String: Face] {
        guard let config, let set = FcConfigGetFonts(config, FcSetApplication) else { return [:] }
        var faces: [String: Face] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i], let ps = segue_fc_postscript_name(pattern) else { continue }
            let name = String(cString: ps)
            guard faces[name] == nil, let desc = pango_fc_font_description_from_pattern(pattern, 0) else { continue }
            defer { pango_font_description_free(desc) }
            faces[name] = Face(
                family: String(cString: pango_font_description_get_family(desc)), weight: Int32(pango_font_description_get_weight(desc).rawValue),
                style: pango_font_description_get_style(desc), stretch: pango_font_description_get_stretch(desc))
        }
        return faces
    }

    /// The face for a PostScript name (`Avenir-Heavy`), nil when no file of the set has it.
    func face(named name: String) -> Face? { faces[name] }

    /// Runs `body` with a Pango context no other thread is using.
    func withContext<R>(_ body: (TextContext) throws -> R) throws -> R {
        let context = try pool.withLock({ $0.popLast() }) ?? TextContext(config: config)
        defer { pool.withLock { $0.append(context) } }
        return try body(context)
    }

    /// NB: Pango takes the language of text whose script the paragraph's language does not cover
    /// (Latin in a Japanese label) from `PANGO_LANGUAGE`, else `LANGUAGE`: the machine's. It is
    /// pinned to English before Pango first reads it, so that no environment changes the
    /// shaping (language-specific forms) or the fallback order.
    private static let languagePinned: Bool = {
        setenv("PANGO_LANGUAGE", "en-us", 1)
        return true
    }()

    private static func pinLanguage() { _ = languagePinned }
}

/// One Pango font map and context over a set's configuration, used by one thread at a time.
final class TextContext: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    init(config: OpaquePointer?) throws {
        guard let config, let map = segue_pango_font_map_new(config), let context = pango_font_map_create_context(map) else {
            throw CairoError(subject: "text", status: "Pango could not make a font map", fix: "check the Pango installation (scripts/setup)")
        }
        fontMap = map
        self.context = context
        // Explicit options: grey antialiasing, no hinting, linear metrics (FontLibrary), positions
        // not rounded to whole pixels (they would depend on the scale), English by default.
        let options = FontLibrary.makeOptions()
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
    }

    deinit {
        segue_g_object_unref(UnsafeMutableRawPointer(context))
        segue_g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}

/// The version of Pango, which lays out the text.
public var pangoVersion: String { String(cString: pango_version_string()) }

/// The version of HarfBuzz, which shapes it.
public var harfbuzzVersion: String { String(cString: hb_version_string()) }
