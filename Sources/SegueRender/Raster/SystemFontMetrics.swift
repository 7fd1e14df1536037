import CPango
import Foundation
import SegueKit
import Synchronization

/// The advance widths of one face of the system font, read with HarfBuzz from the very file its
/// text is drawn with, for layout decided before drawing (SegueStoryboard's `TextMetrics`): what
/// layout counts as fitting is what is drawn, and another version of the font changes both alike.
///
/// NB: HarfBuzz fonts are safe to read from any thread once immutable; the faces are made once per
/// process and kept (a dozen at most: the weights and the two optical designs).
public final class SystemFontMetrics: @unchecked Sendable {
    /// Font units per em: advances and tracking are in these.
    public let unitsPerEm: Int
    /// The face's file, for messages.
    public let file: String
    private let ascii: [Int32]
    private let font: OpaquePointer

    private static let faces = Mutex<[String: SystemFontMetrics]>([:])

    /// The upright face that draws system-font text of `weight` at `size` points (`SystemFont`),
    /// as fontconfig matches it among the system font's files; nil when none is installed.
    public static func face(weight: FontWeight, size: Double) -> SystemFontMetrics? {
        let family = FontSet.systemFont.family(forSize: size)
        let key = "\(family) \(weight.weightClass)"
        if let known = faces.withLock({ $0[key] }) { return known }
        guard let (path, index) = match(family: family, weight: weight), let made = SystemFontMetrics(path: path, index: index) else { return nil }
        return faces.withLock { f in
            if let known = f[key] { return known }
            f[key] = made
            return made
        }
    }

    /// The advance of `scalar` in font units, nil when the face has no glyph for it (a fallback
    /// font draws it).
    public func advance(_ scalar: Unicode.Scalar) -> Int? {
        let v = scalar.value
        if v >= 32, v < 127 { return ascii[Int(v) - 32] >= 0 ? Int(ascii[Int(v) - 32]) : nil }
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, v, &glyph) != 0 else { return nil }
        return Int(hb_font_get_glyph_h_advance(font, glyph))
    }

    /// SF's tracking at `size` points (`SystemFont.tracking(forSize:)`) in font units, rounded.
    public func tracking(size: Double) -> Int {
        guard size > 0 else { return 0 }
        return Int((SystemFont.tracking(forSize: size) / size * Double(unitsPerEm)).rounded())
    }

    private init?(path: String, index: Int32) {
        guard let blob = hb_blob_create_from_file(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(max(0, index))) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = Int(hb_face_get_upem(face))
        guard upem > 0, let font = hb_font_create(face) else { return nil }
        hb_font_make_immutable(font)
        self.font = font
        unitsPerEm = upem
        file = path
        ascii = (32..<127).map { v in
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(font, hb_codepoint_t(v), &glyph) != 0 ? hb_font_get_glyph_h_advance(font, glyph) : -1
        }
    }

    deinit { hb_font_destroy(font) }

    /// The file and face index fontconfig gives Pango for the family at the weight, upright,
    /// among the system font's files alone.
    private static func match(family: String, weight: FontWeight) -> (String, Int32)? {
        guard let config = FontSet.systemFontOnly.config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "family", family)
        FcPatternAddInteger(pattern, "weight", Int32(FcWeightFromOpenType(Int32(weight.weightClass))))
        FcPatternAddInteger(pattern, "slant", 0)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let file = segue_fc_file(match) else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(match, "index", 0, &index)
        return (String(cString: file), index)
    }
}
