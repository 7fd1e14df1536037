import CCairo
import Foundation
import SegueKit
import Synchronization

/// The stand-in icon font: Material Icons (Google, Apache License 2.0; Debian's
/// fonts-material-design-icons-iconfont), pinned by file as the text fonts are (`FontLibrary`).
/// Its glyphs stand in for Apple's SF Symbols, which cannot be shipped.
///
/// Glyphs are read as outlines with FreeType and handed out as paths in em units (y down, the em
/// square's top left at 0,0), so that they are drawn by the same path code as shape layers and
/// never through Cairo's font cache, which text guards with its own lock.
///
/// NB: Material Icons has 512 units per em, an ascender of 512 and a descender of 0: the em square
/// stands on the baseline, and each icon sits centred in its 20/24 live area.
public final class IconFont: @unchecked Sendable {
    /// The shared font, from `FontLibrary`'s pinned file; `nil` outlines when it is missing.
    public static let shared = IconFont(path: FontLibrary.shared.symbolFontFile)

    /// The file, when it was found.
    public let path: String?
    private let face = Mutex<FacePointer>(FacePointer())
    private let outlines = Mutex<[UInt32: Path?]>([:])

    private struct FacePointer: @unchecked Sendable {
        var library: FT_Library?
        var face: FT_Face?
    }

    init(path: String?) {
        self.path = path
        guard let path else { return }
        face.withLock { f in
            guard FT_Init_FreeType(&f.library) == 0 else { return }
            var loaded: FT_Face?
            if FT_New_Face(f.library, path, 0, &loaded) == 0 { f.face = loaded }
        }
    }

    deinit {
        face.withLock { f in
            if let face = f.face { FT_Done_Face(face) }
            if let library = f.library { FT_Done_FreeType(library) }
        }
    }

    /// Whether the font has a glyph for `codepoint`.
    public func hasGlyph(_ codepoint: UInt32) -> Bool {
        face.withLock { f in f.face.map { FT_Get_Char_Index($0, FT_ULong(codepoint)) != 0 } ?? false }
    }

    /// The glyph of `codepoint` as a path in em units (the em square is 0…1 on both axes, y down),
    /// nil when the font is missing or has no such glyph. Read once per process.
    public func outline(_ codepoint: UInt32) -> Path? {
        if let known = outlines.withLock({ $0[codepoint] }) { return known }
        let read = face.withLock { f in f.face.flatMap { Self.read(codepoint, from: $0) } }
        outlines.withLock { $0[codepoint] = .some(read) }
        return read
    }

    /// Collects FreeType's outline segments into a `Path`.
    private final class Builder {
        var path = Path()
        let unitsPerEm: Double
        let ascender: Double

        init(unitsPerEm: Double, ascender: Double) {
            self.unitsPerEm = unitsPerEm
            self.ascender = ascender
        }

        func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
            guard let v else { return Point(x: 0, y: 0) }
            return Point(x: Double(v.pointee.x) / unitsPerEm, y: (ascender - Double(v.pointee.y)) / unitsPerEm)
        }
    }

    private static func read(_ codepoint: UInt32, from face: FT_Face) -> Path? {
        let index = FT_Get_Char_Index(face, FT_ULong(codepoint))
        guard index != 0, FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        let builder = Builder(unitsPerEm: Double(max(1, face.pointee.units_per_EM)), ascender: Double(face.pointee.ascender))
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                if !b.path.isEmpty { b.path.closeSubpath() }
                b.path.move(to: b.point(to))
                return 0
            },
            line_to: { to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.addLine(to: b.point(to))
                return 0
            },
            conic_to: { control, to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.addQuadCurve(to: b.point(to), control: b.point(control))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.addCurve(to: b.point(to), control1: b.point(c1), control2: b.point(c2))
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        let status = withExtendedLifetime(builder) { FT_Outline_Decompose(&slot.pointee.outline, &funcs, user) }
        guard status == 0 else { return nil }
        if !builder.path.isEmpty { builder.path.closeSubpath() }
        return builder.path
    }
}
