import CPango
import Foundation
import SegueKit

extension FontSet {
    /// What text naming a font by its PostScript name is drawn in.
    public enum Resolution: Hashable, Sendable {
        /// A file of the set has the font.
        case own
        /// The name is the system font's (`.AppleSystemUIFont`, `.SFUI-Semibold`): drawn in the
        /// system font at the text's weight, as on the device.
        case systemFont
        /// No file has it: drawn in the face named here (`DejaVu Serif Bold`, `Inter Bold`), the nearest the set
        /// has to its traits (`FontTraits`).
        case standIn(String)
    }

    /// A face standing in for a font no file has, and its full name for messages.
    struct StandIn: Sendable {
        var face: Face
        var name: String
        /// The family fontconfig matched (another than the one asked for where the set has none
        /// of it).
        var family = ""
    }

    /// What `name` resolves to in this set: its own face, the system font, or a stand-in.
    public func resolution(of name: String, family: String? = nil) -> Resolution {
        if face(named: name) != nil { return .own }
        let traits = FontTraits(postScriptName: name, family: family)
        if traits.isSystemFont { return .systemFont }
        return .standIn(standIn(for: traits).name)
    }

    /// The fonts text of `recording` names that no file of the set has, each once in the order
    /// first met, with the face that stands in for it: what its manifest lists.
    public func approximations(in recording: Recording) -> [Approximation] {
        var seen: Set<String> = [], found: [Approximation] = []
        for step in recording.steps {
            for layer in step.scene.layers {
                guard case .text(let text) = layer.content, let name = text.fontName, seen.insert(name).inserted,
                      case .standIn(let face) = resolution(of: name) else { continue }
                found.append(Approximation(.font, subject: name, detail: face))
            }
        }
        return found
    }

    /// `match(_:)`, once per set and traits: labels are laid out again for every frame.
    func standIn(for traits: FontTraits) -> StandIn {
        if let known = standIns.withLock({ $0[traits] }) { return known }
        let made = match(traits)
        standIns.withLock { $0[traits] = made }
        return made
    }

    /// The face that stands in for a font of `traits`: its metric clone where it has one (URW's
    /// P052 for Palatino, Nimbus Roman for Times, Nimbus Sans for Helvetica…), else the family of
    /// its design (the system font's text design for sans serif, DejaVu Serif, DejaVu Sans Mono;
    /// DejaVu Sans for condensed sans serif, which the system font has no width of) at the nearest
    /// weight, width and slant fontconfig finds among the set's files, and its full name.
    ///
    /// NB: the face is the one fontconfig matches, read back from the match, so that the name
    /// said in warnings and manifests is the face Pango draws (DejaVu Serif has no semibold:
    /// a semibold serif is `DejaVu Serif Bold`).
    private func match(_ traits: FontTraits) -> StandIn {
        let family = switch (traits.design, traits.width) {
        case (.serif, _): "DejaVu Serif"
        case (.monospaced, _): "DejaVu Sans Mono"
        case (.sansSerif, .condensed): "DejaVu Sans"
        case (.sansSerif, _): Self.systemFont.textFamily
        }
        // The font's metric clone when the set has it (fonts-urw-base35), else its design's face.
        if let clone = traits.metricClone, config != nil {
            let found = match(traits, family: clone)
            if found.family == clone { return found }
        }
        return match(traits, family: family)
    }

    /// The face fontconfig matches in `family` for `traits` among the set's files (another
    /// family's when the set has none of it), and its full name.
    private func match(_ traits: FontTraits, family: String) -> StandIn {
        let slant = traits.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL
        let stretch = traits.width == .condensed ? PANGO_STRETCH_CONDENSED : PANGO_STRETCH_NORMAL
        let asked = Face(family: family, weight: Int32(traits.weight), style: slant, stretch: stretch)
        guard let config, let pattern = FcPatternCreate() else { return StandIn(face: asked, name: family) }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "family", family)
        FcPatternAddInteger(pattern, "weight", Int32(FcWeightFromOpenType(Int32(traits.weight))))
        FcPatternAddInteger(pattern, "slant", traits.isItalic ? 100 : 0)
        FcPatternAddInteger(pattern, "width", traits.width == .condensed ? 75 : 100)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return StandIn(face: asked, name: family) }
        defer { FcPatternDestroy(match) }
        guard let ps = segue_fc_postscript_name(match), var face = face(named: String(cString: ps)) else { return StandIn(face: asked, name: family) }
        // A face the family lacks (an italic of DejaVu Serif without fonts-dejavu-extra) is slanted
        // by Pango from the upright one, as on a device without the font's italic.
        if traits.isItalic { face.style = PANGO_STYLE_ITALIC }
        // A face has a full name per language, some of them its PostScript name
        // (`NimbusRoman-Regular`, `Nimbus Roman`): the first one with a space is the readable one.
        let names = (0..<8).compactMap { segue_fc_string_at(match, "fullname", Int32($0)).map { String(cString: $0) } }
        let full = names.first { $0.contains(" ") } ?? names.first ?? family
        let upright = traits.isItalic && !full.lowercased().contains("italic") && !full.lowercased().contains("oblique")
        let matched = segue_fc_string(match, "family").map { String(cString: $0) } ?? family
        return StandIn(face: face, name: upright ? full + " (slanted)" : full, family: matched)
    }
}
