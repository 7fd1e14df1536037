import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueStoryboard

/// SF Symbols in a storyboard written as Xcode writes it (Fixtures/Symbols.storyboard): an image
/// view's `image="person" catalog="system"`, bar button items by image and by `systemItem`, a
/// `<buttonConfiguration>` image, a symbol the icon font has no likeness of, and labels in fonts
/// no file has. Each is drawn as an icon in its tint, never as its name, and listed as not real.
@MainActor
struct SymbolTests {
    static let path = Paths.own("Symbols.storyboard")

    static func profile() throws -> View {
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: path))
        let nav = try #require(builder.instantiateInitialViewController())
        return nav.view
    }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    /// Every text drawn under `root`.
    static func strings(under root: View) -> [String] {
        var out: [String] = []
        func visit(_ v: View) {
            if case .text(let t) = v.content { out.append(t.string) }
            v.subviews.forEach(visit)
        }
        visit(root)
        return out
    }

    /// The glyph as the renderer draws its view's symbol content at 3x (`SymbolGlyph.draw`), or
    /// the bitmap of a project's own symbol, and the view it is drawn in.
    static func glyph(_ name: String, in root: View) throws -> (View, Bitmap) {
        let v = try view("symbol:" + name, in: root)
        if case .image(let image) = v.content { return (v, image.bitmap) }
        guard case .symbol(let symbol) = v.content, symbol.name == name else { throw SymbolTestError("symbol \(name) has no symbol content") }
        let drawn = try SymbolGlyph.glyph(for: name).glyph.bitmap(em: symbol.emRect(in: v.bounds).width, scale: 3,
                                                                  weight: symbol.strokeOffset, color: symbol.color)
        return (v, try #require(drawn))
    }

    struct SymbolTestError: Error { var message: String; init(_ m: String) { message = m } }

    /// Premultiplied BGRA of a pixel.
    static func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        withExtendedLifetime(b) { Array(b.bytes[(y * b.stride + x * 4)..<(y * b.stride + x * 4 + 4)]) }
    }

    @Test func anImageViewsSymbolIsAnIconInItsTintNeverItsName() throws {
        let root = try Self.profile()
        let (v, bitmap) = try Self.glyph("person", in: root)
        // Aspect fit in a 100 × 99 view: the symbol's drawn area (20/24 of the em) is 99 pt tall.
        #expect(abs(v.frame.height - 99 * 1.2) < 0.01 && v.frame.width == v.frame.height)
        // systemIndigoColor, opaque, where the glyph is solid: the head's ring at the top centre
        // of Material's person_outline (x 12/24, y 5/24 of the em).
        let head = Self.pixel(bitmap, bitmap.width / 2, bitmap.height * 5 / 24)
        #expect(head == [214, 86, 88, 255], "\(head)")
        #expect(!Self.strings(under: root).contains("person"))
        #expect(root.firstDescendant { $0.identifier == "image:person" }?.subviews.count == 1)
    }

    @Test func aSymbolTheFontLacksIsTheNeutralGlyph() throws {
        let root = try Self.profile()
        let (v, bitmap) = try Self.glyph("allergens", in: root)
        // `contentMode="center"`: set at the body size, 17 pt: a 20.4 pt em square.
        #expect(abs(v.frame.width - 20.4) < 0.01)
        let a = { (x: Int, y: Int) in Self.pixel(bitmap, x, y)[3] }
        let mid = bitmap.width / 2
        #expect(a(mid, mid) == 0, "a ring, empty inside")
        #expect(a(mid, bitmap.height * 3 / 24) > 200 && a(bitmap.width * 3 / 24, mid) > 200, "its edge inked")
        #expect(!Self.strings(under: root).contains("allergens"))
    }

    @Test func barItemsDrawTheirImageNeverTheirTitle() throws {
        let root = try Self.profile()
        let settings = try Self.view("BBI-SY-002", in: root)
        let (gear, _) = try Self.glyph("gearshape", in: settings)
        // Bar items set symbols at 17 pt, large scale (1.29): an em of 17 × 1.29 × 24/20.
        #expect(abs(gear.frame.width - 17 * 1.29 * 1.2) < 0.01)
        #expect(Self.strings(under: settings).isEmpty, "the title 'Settings' is the accessibility label, not drawn")
        let compose = try Self.view("BBI-SY-001", in: root)
        _ = try Self.glyph("square.and.pencil", in: compose)
        #expect(Self.strings(under: compose).isEmpty)
    }

    @Test func aButtonConfigurationsImageSitsBeforeItsTitle() throws {
        let root = try Self.profile()
        let button = try Self.view("BTN-SY-001", in: root)
        let holder = try Self.view("image:square.and.arrow.up", in: button)
        let title = try Self.view("buttonTitle", in: button)
        #expect(holder.frame.maxX <= title.frame.minX)
        _ = try Self.glyph("square.and.arrow.up", in: button)
        let (heart, bitmap) = try Self.glyph("heart", in: try Self.view("BTN-SY-002", in: root))
        // A plain system button's image: the title's size (15 pt) and colour.
        #expect(abs(heart.frame.width - 15 * 1.2) < 0.01)
        #expect(Self.pixel(bitmap, bitmap.width * 3 / 24, bitmap.height * 9 / 24)[3] > 0)
    }

    @Test func theManifestListsEverySymbolAndFontThatStoodIn() throws {
        let doc = try IB.Document.read(contentsOf: Self.path)
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-SY-001")), in: doc, options: StoryboardBuildOptions())
        let info = r.transition(named: "showSettings", file: Self.path).info
        let symbols = info.approximations.filter { $0.kind == .symbol }
        #expect(Set(symbols.map(\.subject)) == ["person", "allergens", "square.and.arrow.up", "heart", "square.and.pencil", "gearshape",
                                                "bell.badge", "trash", "star.fill"])
        #expect(symbols.count == 9, "each once")
        #expect(symbols.first { $0.subject == "person" }?.detail == "Material Icons \"person_outline\"")
        #expect(symbols.first { $0.subject == "allergens" }?.detail.hasPrefix("neutral symbol glyph") == true)
        let fonts = info.approximations.filter { $0.kind == .font }
        #expect(fonts.map(\.subject) == ["Georgia-BoldItalic", "BrandonGrotesque-Medium"])
        #expect(fonts.first?.detail == "DejaVu Serif Bold Italic", "a serif for a serif, bold and italic kept")
        #expect(fonts.last?.detail == "Inter Medium", "a sans serif for a sans serif, at its weight")
    }

    @Test func toolbarSystemItemsAreGlyphs() throws {
        let doc = try IB.Document.read(contentsOf: Self.path)
        let builder = StoryboardBuilder(document: doc)
        let settings = builder.instantiate("SET-SY-001").view
        _ = try Self.glyph("trash", in: try Self.view("BBI-SY-003", in: settings))
        _ = try Self.glyph("square.and.arrow.up", in: try Self.view("BBI-SY-007", in: settings))
        let star = try Self.view("BBI-SY-005", in: settings)
        _ = try Self.glyph("star.fill", in: star)
        #expect(Self.strings(under: star).isEmpty)
        let (bell, bitmap) = try Self.glyph("bell.badge", in: settings)
        // systemRedColor: the bell's solid body, centre of the em.
        #expect(Self.pixel(bitmap, bitmap.width / 2, bitmap.height / 2) == [48, 59, 255, 255])
        #expect(bell.frame.width > 0)
    }

    /// The table: a few hundred symbols, the common ones among them, every icon one the pinned
    /// font has (code points from the package's `scss/_variables.scss`: `settings` is E8B8).
    @Test func theTableNamesIconsTheFontHas() throws {
        try #require(IconFont.shared.path != nil, "fonts-material-design-icons-iconfont is not installed (scripts/setup)")
        #expect(SymbolTable.icons.count >= 300, "\(SymbolTable.icons.count)")
        let missing = SymbolTable.icons.filter { !IconFont.shared.hasGlyph($0.value.codepoint) }.map(\.key)
        #expect(missing.isEmpty, "not in the font: \(missing.sorted())")
        for name in ["person", "gear", "plus", "xmark", "chevron.left", "chevron.right", "square.and.arrow.up", "trash", "magnifyingglass",
                     "star", "heart", "bell", "info.circle", "house", "envelope", "calendar", "camera", "photo", "lock", "checkmark"] {
            #expect(SymbolTable.icons[name] != nil, "\(name) is not mapped")
        }
        #expect(SymbolTable.icon(for: "gear")?.codepoint == 0xE8B8)
        // A variant not listed takes the symbol it is a variant of, a whole part at a time.
        #expect(SymbolTable.icon(for: "trash.slash.circle.fill.badge") != nil)
        #expect(SymbolTable.icon(for: "gearbox") == nil && SymbolTable.icon(for: "allergens") == nil)
    }

    /// A catalog's own `.symbolset` is the app's: its `Regular-M` glyph is drawn (through librsvg),
    /// never the notes, guides or other weights of the exported SVG, in the tint; nothing is
    /// listed as not real.
    @Test func aCatalogsOwnSymbolSetIsDrawnFromItsSVG() throws {
        let folder = Paths.own("SymbolAssets")
        var options = StoryboardBuildOptions()
        options.resources = try ProjectResources(folders: [folder])
        #expect(options.resources?.symbols["custom.bolt"]?.hasSuffix("custom.bolt.symbolset/custom.bolt.svg") == true)
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: Self.path), options: options)
        let holder = try Self.view("IMG-SY-004", in: builder.instantiate("SET-SY-001").view)
        let (v, bitmap) = try Self.glyph("custom.bolt", in: holder)
        // Aspect fit: the bolt's ink box (50 × 90 units) fills the 40 pt square's height.
        #expect(abs(v.frame.width - 40) < 0.01)
        let alphas = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in Self.pixel(bitmap, x, y)[3] } }
        let inked = alphas.filter { $0 > 127 }.count
        #expect(inked > 200 && inked < 40 * 40 / 2, "a bolt, not the white artboard: \(inked) px")
        #expect(Self.pixel(bitmap, 0, 0)[3] == 0, "the artboard of the notes is not drawn")
        let solid = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { Self.pixel(bitmap, $0, y) } }.first { $0[3] == 255 }
        #expect(solid == [0, 0, 255, 255], "a template in the tint")
        #expect(!builder.theme.symbols.approximations.contains { $0.subject == "custom.bolt" }, "the app's own symbol is real")
    }
}
