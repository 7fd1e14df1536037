import CPango
import SegueKit

/// The face a label's text is set in and the tracking it is set with: the named face
/// (`fontName`), else the face standing in for it (`FontSet.standIn(for:)`; a name of the system
/// font's is the system font), else the system font at the text's weight and size
/// (`SystemFont`: Inter below 20 pt, Inter Display from 20 pt) with SF's tracking, italic when
/// asked.
struct TextFont {
    var face: FontSet.Face
    /// Points added after each character: SF's tracking for the system font (UIKit applies it to
    /// the system font only), none for a named font or its stand-in.
    var tracking: Double
    /// The face stands in for a named font no file has: text Interface Builder fitted to its
    /// frame in that font may not fit in this one (`LabelLayout`).
    var isStandIn = false
    /// The face is the system font's, standing in for San Francisco (`LabelLayout`).
    var isSystemFont = true

    init(_ text: TextContent, fonts: FontSet, warnings: RenderWarnings?) {
        let system = FontSet.systemFont
        face = FontSet.Face(family: system.family(forSize: text.fontSize), weight: Int32(text.weight.weightClass),
                            style: PANGO_STYLE_NORMAL, stretch: PANGO_STRETCH_NORMAL)
        tracking = SystemFont.tracking(forSize: text.fontSize)
        guard let name = text.fontName else { return }
        if let named = fonts.face(named: name) {
            face = named
            tracking = 0
            isSystemFont = false
        } else if case let traits = FontTraits(postScriptName: name), !traits.isSystemFont {
            let standIn = fonts.standIn(for: traits)
            face = standIn.face
            tracking = 0
            isStandIn = true
            isSystemFont = false
            let advice = FontTraits.shipsWithIOS(name)
                ? "iOS ships it, so the app need not bundle it; nothing to add unless you have a file of it"
                : "add the font file to the resources, or to Info.plist's UIAppFonts"
            warnings?.add("warning: no font file has the font \(name) (PostScript name); its text is drawn in \(standIn.name), "
                + "the nearest stand-in (\(advice))")
        }
    }

    /// The Pango description of the face at the text's size (the caller frees it).
    func description(for text: TextContent, scale: Double = 1) -> OpaquePointer {
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, face.family)
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(d, text.isItalic ? PANGO_STYLE_ITALIC : face.style)
        pango_font_description_set_stretch(d, face.stretch)
        pango_font_description_set_absolute_size(d, text.fontSize * scale * Double(PANGO_SCALE))
        return d
    }
}
