import Testing
@testable import SegueRender

/// What a PostScript name says about a font no file has, and the face that stands in for it.
struct FontTraitsTests {
    @Test(arguments: [
        ("Georgia-BoldItalic", FontTraits(design: .serif, weight: 700, isItalic: true)),
        ("TimesNewRomanPS-BoldMT", FontTraits(design: .serif, weight: 700, metricClone: "Nimbus Roman")),
        ("HelveticaNeue-CondensedBold", FontTraits(weight: 700, width: .condensed)),
        ("AvenirNextCondensed-DemiBold", FontTraits(weight: 600, width: .condensed)),
        ("Menlo-Regular", FontTraits(design: .monospaced)),
        ("NotoSans-Light", FontTraits(weight: 300)),
        ("PlayfairDisplay-Black", FontTraits(design: .serif, weight: 900)),
        ("MinionPro-It", FontTraits(design: .serif, isItalic: true)),
        ("Brandon-Grotesque", FontTraits()),
        (".SFUI-Semibold", FontTraits(weight: 600, isSystemFont: true)),
        (".AppleSystemUIFont", FontTraits(isSystemFont: true)),
    ])
    func aNameSaysItsTraits(name: String, traits: FontTraits) {
        #expect(FontTraits(postScriptName: name) == traits)
    }

    @Test func theFamilyAttributeSaysTheDesignToo() {
        #expect(FontTraits(postScriptName: "Lyon-Regular", family: "Lyon Serif").design == .serif)
    }

    /// A serif for a serif, a monospaced face for a monospaced one, the same weight, width and
    /// slant where the faces have them (a sans serif stands in as the system font, Inter, whose
    /// nine weights match iOS's); the system font's names are the system font.
    @Test func standInsFollowDesignWeightAndWidth() throws {
        let fonts = FontSet.system
        #expect(fonts.resolution(of: "Georgia-Bold") == .standIn("DejaVu Serif Bold"))
        #expect(fonts.resolution(of: "Georgia") == .standIn("DejaVu Serif"))
        #expect(fonts.resolution(of: "Menlo-Regular") == .standIn("DejaVu Sans Mono"))
        #expect(fonts.resolution(of: "Courier-Bold") == .standIn("Nimbus Mono PS Bold"), "Courier's clone")
        #expect(fonts.resolution(of: "HelveticaNeue-CondensedBold") == .standIn("DejaVu Sans Condensed Bold"))
        #expect(fonts.resolution(of: "Helvetica-Bold") == .standIn("Nimbus Sans Bold"), "Helvetica's clone")
        #expect(fonts.resolution(of: "Avenir-Heavy") == .standIn("Inter Extra Bold"), "heavy is 800, not bold's 700")
        #expect(fonts.resolution(of: "HelveticaNeue-Light") == .standIn("Inter Light"))
        #expect(fonts.resolution(of: ".SFUI-Semibold") == .systemFont)
        #expect(fonts.resolution(of: "DejaVuSans-Bold") == .own)
    }

    @Test(arguments: [
        ("Palatino-Bold", "P052"), ("Palatino-Roman", "P052"), ("TimesNewRomanPSMT", "Nimbus Roman"), ("Times-Italic", "Nimbus Roman"),
        ("CourierNewPS-BoldMT", "Nimbus Mono PS"), ("ZapfDingbatsITC", "D050000L"), ("ArialMT", "Nimbus Sans"),
        ("Arial-BoldMT", "Nimbus Sans"), ("HelveticaNeue", "Nimbus Sans"), ("HelveticaNeue-Bold", "Nimbus Sans"),
        ("Bookman-Demi", "URW Bookman"), ("NewCenturySchoolbook-Roman", "C059"),
    ])
    func thePostScriptCoreFontsHaveMetricClones(name: String, clone: String) {
        #expect(FontTraits(postScriptName: name).metricClone == clone)
    }

    /// Nimbus Sans has Helvetica's regular and bold only; other weights, and fonts without a
    /// clone, keep their design's stand-in.
    @Test(arguments: ["HelveticaNeue-Light", "HelveticaNeue-Medium", "HelveticaNeue-CondensedBold", "Georgia", "ArialRoundedMTBold", "Menlo-Regular"])
    func othersHaveNone(name: String) {
        #expect(FontTraits(postScriptName: name).metricClone == nil)
    }

    /// The clone draws the text at the font's own widths: Palatino's "Sign In" is narrower in P052
    /// than in DejaVu Serif, which stood in before.
    @Test func theCloneStandsIn() {
        let fonts = FontSet.system
        #expect(fonts.resolution(of: "Palatino-Bold") == .standIn("P052 Bold"))
        #expect(fonts.resolution(of: "Palatino-Italic") == .standIn("P052 Italic"))
        #expect(fonts.resolution(of: "TimesNewRomanPSMT") == .standIn("Nimbus Roman"))
        #expect(fonts.resolution(of: "ZapfDingbatsITC") == .standIn("D050000L"))
        #expect(fonts.resolution(of: "Palatino", family: "Palatino") == .standIn("P052 Roman"))
    }

    /// Fonts iOS ships need no file in the app: the stand-in's warning does not ask for one.
    @Test(arguments: ["CourierNewPSMT", ".HiraKakuInterface-W3", "HiraginoSans-W6", "AvenirNext-Bold", "PingFangSC-Regular", "Georgia"])
    func iOSFonts(name: String) {
        #expect(FontTraits.shipsWithIOS(name))
    }

    @Test(arguments: ["Lato-Regular", "UbuntuTitling-Bold", "Montserrat-SemiBold", "OpenSans-Bold"])
    func appFonts(name: String) {
        #expect(!FontTraits.shipsWithIOS(name))
    }
}
