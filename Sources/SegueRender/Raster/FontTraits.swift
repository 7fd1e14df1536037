/// What a font's PostScript name says about it: its design (sans serif, serif, monospaced),
/// weight, width and slant. Enough to choose a stand-in when no file has the font (a licensed
/// app font left out of the repository): a serif for a serif, the same weight and width, italic
/// kept.
///
/// PostScript names follow Adobe's `Family-Style` convention (`Georgia-BoldItalic`,
/// `TimesNewRomanPS-BoldMT`, `HelveticaNeue-CondensedBold`, `Menlo-Regular`); the style part names
/// the weight, width and slant in words foundries share. The design is known from the family's
/// name: words that say it (`Serif`, `Mono`, `Slab`), else a list of well-known serif and
/// monospaced families, else sans serif, the design of most UI fonts.
public struct FontTraits: Hashable, Sendable {
    public enum Design: String, Hashable, Sendable {
        case sansSerif, serif, monospaced
    }

    public enum Width: String, Hashable, Sendable {
        case condensed, normal, expanded
    }

    public var design: Design
    /// CSS and OpenType weight classes: 100 thin … 400 regular … 700 bold … 900 black.
    public var weight: Int
    public var width: Width
    public var isItalic: Bool
    /// The system font by one of its names (`.AppleSystemUIFont`, `.SFUI-Semibold`,
    /// `SFProText-Regular`): not a missing font at all.
    public var isSystemFont: Bool
    /// The family of URW's clone with this font's widths (`metricClone(of:weight:)`), when there
    /// is one.
    public var metricClone: String?

    public init(design: Design = .sansSerif, weight: Int = 400, width: Width = .normal, isItalic: Bool = false, isSystemFont: Bool = false,
                metricClone: String? = nil) {
        self.design = design
        self.weight = weight
        self.width = width
        self.isItalic = isItalic
        self.isSystemFont = isSystemFont
        self.metricClone = metricClone
    }

    /// The traits `name` (a PostScript name) says, with `family` (Interface Builder's `family`
    /// attribute, when known) as a second source for the design.
    public init(postScriptName name: String, family: String? = nil) {
        let lower = name.lowercased()
        let dash = lower.firstIndex(of: "-")
        let familyPart = String(dash.map { lower[..<$0] } ?? lower[...])
        // NB: a name without a style part (`Courier`, `Georgia`) still says its weight when the
        // family does (`AvenirNextCondensed`); its design words are in the family part alone.
        let stylePart = String(dash.map { lower[lower.index(after: $0)...] } ?? lower[...])
        let familyWords = familyPart + " " + (family?.lowercased().replacingOccurrences(of: " ", with: "") ?? "")
        let weight = Self.weight(in: stylePart), width = Self.width(in: familyPart + stylePart)
        let clone = Self.metricClone(of: familyPart, weight: weight, width: width)
            ?? family.flatMap { Self.metricClone(of: $0.lowercased().replacingOccurrences(of: " ", with: ""), weight: weight, width: width) }
        self.init(design: Self.design(of: familyWords), weight: weight, width: width,
                  isItalic: Self.isItalic(stylePart), isSystemFont: Self.systemNames.contains { familyPart.hasPrefix($0) },
                  metricClone: clone)
    }

    /// Whether the font of PostScript name `name` is one iOS itself ships (`iOSFamilies`): the
    /// app need not bundle it, and no file of it can be had here.
    public static func shipsWithIOS(_ name: String) -> Bool {
        let lower = name.lowercased()
        let bare = lower.hasPrefix(".") ? lower.dropFirst() : lower[...]
        return iOSFamilies.contains { bare.hasPrefix($0) }
    }

    /// The families iOS ships (Apple's list of fonts included with iOS 17), as the start of their
    /// PostScript names in lower case: `CourierNewPSMT`, `HiraginoSans-W3`, `.HiraKakuInterface-W3`
    /// (the Japanese UI font), `AvenirNext-Bold`, `PingFangSC-Regular`.
    static let iOSFamilies = [
        "academyengraved", "alnile", "americantypewriter", "applecoloremoji", "applesdgothicneo", "applesymbols", "arial",
        "avenir", "baskerville", "bodoni", "bradleyhand", "chalkboardse", "chalkduster", "charter", "cochin", "copperplate",
        "courier", "damascus", "devanagarisangam", "didot", "dinalternate", "dincondensed", "euphemiaucas", "farah", "futura",
        "galvji", "geezapro", "georgia", "gillsans", "granthasangam", "helvetica", "hirakaku", "hiramin", "hiramaru", "hiragino",
        "hoeflertext", "kailasa", "kefa", "khmersangam", "kohinoor", "laosangam", "malayalamsangam", "markerfelt", "menlo",
        "mishafi", "muktamahee", "noteworthy", "notonastaliq", "optima", "palatino", "papyrus", "partylet", "pingfang",
        "rockwell", "savoyelet", "sinhalasangam", "snellroundhand", "symbol", "tamilsangam", "thonburi", "timesnewroman",
        "trebuchet", "verdana", "zapfdingbats", "zapfino",
    ]

    /// PostScript's core fonts, which iOS ships, by the start of their family names, and the
    /// families of URW's clones of them (fonts-urw-base35), drawn with the same advance widths.
    static let metricClones: [(prefix: String, family: String)] = [
        ("palatino", "P052"), ("bookantiqua", "P052"), ("times", "Nimbus Roman"), ("courier", "Nimbus Mono PS"),
        ("newcenturyschoolbook", "C059"), ("centuryschoolbook", "C059"), ("bookman", "URW Bookman"), ("avantgarde", "URW Gothic"),
        ("zapfchancery", "Z003"), ("zapfdingbats", "D050000L"),
    ]

    /// The clone for a family name (lower case, without spaces) at `weight` and `width`.
    /// Helvetica and Arial share Nimbus Sans's widths, which has only their regular and bold
    /// weights: a light, medium or condensed Helvetica keeps its design's stand-in.
    static func metricClone(of family: String, weight: Int, width: Width) -> String? {
        if let clone = metricClones.first(where: { family.hasPrefix($0.prefix) }) { return clone.family }
        guard family.hasPrefix("helvetica") || family.hasPrefix("arial"), weight == 400 || weight == 700,
              width == .normal, !family.contains("rounded")
        else { return nil }
        return "Nimbus Sans"
    }

    /// The system font's names: iOS's private ones (`.AppleSystemUIFont`, `.SFUI-…`, `.SFNS…`)
    /// and San Francisco's published families, which are the system font on the device.
    static let systemNames = [".applesystemuifont", ".sfui", ".sfns", "sfpro", "sfui", "sfcompact"]

    static let monospacedFamilies = [
        "mono", "courier", "menlo", "monaco", "consolas", "inconsolata", "sourcecodepro", "firacode", "andale", "lucidaconsole", "sfmono",
    ]
    static let serifFamilies = [
        "serif", "slab", "times", "georgia", "baskerville", "didot", "palatino", "newyork", "garamond", "caslon", "bodoni", "cochin",
        "hoefler", "charter", "iowan", "superclarendon", "rockwell", "americantypewriter", "merriweather", "lora", "playfair", "crimson",
        "cambria", "bitter", "minion", "bookantiqua", "century", "constantia", "sabon", "spectral", "domine", "arvo", "zilla",
        "librebaskerville", "ebgaramond", "cormorant", "alegreya", "sourceserif", "ptserif", "notoserif", "bigcaslon", "athelas",
        "charis", "gentium", "literata", "tiempos", "freight", "chronicle",
    ]

    static func design(of family: String) -> Design {
        if monospacedFamilies.contains(where: family.contains) { return .monospaced }
        // `NotoSans`, `PTSans`, `SourceSansPro`: "sans" wins over a serif word in the same name.
        if family.contains("sans") { return .sansSerif }
        return serifFamilies.contains(where: family.contains) ? .serif : .sansSerif
    }

    /// The weight a style names, most specific words first (`ExtraBold` before `Bold`,
    /// `SemiBold` before `Bold`, `UltraLight` before `Light`).
    static func weight(in style: String) -> Int {
        let words: [(String, Int)] = [
            ("hairline", 100), ("thin", 100), ("ultralight", 200), ("extralight", 200), ("light", 300), ("book", 400),
            ("semibold", 600), ("demibold", 600), ("demi", 600), ("medium", 500), ("extrabold", 800), ("ultrabold", 800),
            ("heavy", 800), ("black", 900), ("ultra", 900), ("bold", 700),
        ]
        return words.first { style.contains($0.0) }?.1 ?? 400
    }

    static func width(in name: String) -> Width {
        if ["condensed", "compressed", "narrow", "cond"].contains(where: name.contains) { return .condensed }
        if ["expanded", "extended", "wide"].contains(where: name.contains) { return .expanded }
        return .normal
    }

    /// `Italic`, `Oblique`, or the `It` of `MinionPro-It` / `-BoldIt`.
    static func isItalic(_ style: String) -> Bool {
        style.contains("italic") || style.contains("oblique") || style.hasSuffix("it") || style.hasSuffix("itmt")
    }
}
