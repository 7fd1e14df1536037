import CCairo
import Foundation
import SegueKit

/// The fonts text is drawn with: DejaVu Sans from named files (Debian's fonts-dejavu-core), loaded
/// through FreeType, so that text never depends on the machine's font configuration.
///
/// NB: one FreeType library and one face per file for the whole process; Cairo serialises access to
/// an FT_Face behind its own lock, so worker threads share the faces.
final class FontLibrary: @unchecked Sendable {
    static let searchPaths = ["/usr/share/fonts/truetype/dejavu"]
    static let shared = FontLibrary()

    private var library: FT_Library?
    private var faces: [FontWeight: OpaquePointer] = [:]
    private(set) var loadError: String?
    /// The font files loaded (name and SHA-256 of the bytes), for manifests.
    private(set) var files: [(name: String, sha256: String)] = []

    private init() {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            loadError = "FreeType could not be initialised"
            return
        }
        library = lib
        for weight in [FontWeight.regular, .medium, .semibold, .bold] {
            let file = weight == .regular || weight == .medium ? "DejaVuSans.ttf" : "DejaVuSans-Bold.ttf"
            guard let path = Self.searchPaths.map({ "\($0)/\(file)" }).first(where: FileManager.default.fileExists) else {
                loadError = "font file \(file) not found in \(Self.searchPaths.joined(separator: ", ")) (install fonts-dejavu-core: scripts/setup)"
                continue
            }
            var face: FT_Face?
            guard FT_New_Face(lib, path, 0, &face) == 0, let face else {
                loadError = "FreeType could not open \(path)"
                continue
            }
            if !files.contains(where: { $0.name == file }) {
                let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
                files.append((file, SHA256.hex(bytes)))
            }
            let cf = cairo_ft_font_face_create_for_ft_face(face, 0)!
            faces[weight] = cf
        }
    }

    /// FreeType's version, e.g. `2.12.1`.
    var freetypeVersion: String {
        guard let library else { return "unknown" }
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// The Cairo font face for a weight, or an error naming the missing font file.
    func face(_ weight: FontWeight) throws -> OpaquePointer {
        if let f = faces[weight] { return f }
        throw CairoError(subject: "text", status: loadError ?? "no font for weight \(weight)", fix: "install the fonts (scripts/setup)")
    }

    /// Font options set explicitly, so glyphs do not depend on fontconfig or the desktop settings.
    static func apply(to cr: OpaquePointer) {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }
}
