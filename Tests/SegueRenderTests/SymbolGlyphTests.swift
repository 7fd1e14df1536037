import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// The stand-in icon font's glyphs drawn as template bitmaps: what `SymbolGlyph` gives the
/// storyboard builder for SF Symbols, and the manifest's list of what is not real.
struct SymbolGlyphTests {
    /// Material Icons' `settings` (the gear that stands in for `gear`), `add` (`plus`) and
    /// `crop_square`: code points from the package's `scss/_variables.scss`.
    static let gear: UInt32 = 0xE8B8, plus: UInt32 = 0xE145

    /// Alpha (0–255) of every pixel of a premultiplied BGRA bitmap, row by row.
    static func alpha(_ b: Bitmap) -> [[Int]] {
        (0..<b.height).map { y in (0..<b.width).map { x in Int(b.bytes[y * b.stride + x * 4 + 3]) } }
    }

    /// The inked box (alpha over 127) of a bitmap, in pixels.
    static func inkBox(_ b: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let a = alpha(b)
        var box: (Int, Int, Int, Int)?
        for y in 0..<b.height { for x in 0..<b.width where a[y][x] > 127 {
            box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
        } }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    static func inkCount(_ b: Bitmap) -> Int { alpha(b).joined().filter { $0 > 127 }.count }

    @Test func theIconFontIsPinnedAndHasTheGlyphs() throws {
        let font = try #require(IconFont.shared.path, "fonts-material-design-icons-iconfont is not installed (scripts/setup)")
        #expect(font.hasSuffix("MaterialIcons-Regular.ttf"))
        #expect(IconFont.shared.hasGlyph(Self.gear) && IconFont.shared.hasGlyph(Self.plus))
        #expect(!IconFont.shared.hasGlyph(0x10FFFF) && SymbolGlyph.icon(0x10FFFF).outline == nil)
        #expect(FontSet.system.manifestFiles.last == font, "the manifest names the icon font")
    }

    /// `plus` is a centred cross: its ink is a square in the middle of the em (Material's add is
    /// 14/24 of the em wide, from 5/24 to 19/24), in the colour asked for, and nowhere else.
    @Test func aGlyphIsDrawnInItsEmSquareInTheTint() throws {
        let tint = Color(red: 1, green: 0, blue: 0)
        let b = try #require(try SymbolGlyph.icon(Self.plus).bitmap(em: 24, scale: 2, color: tint))
        #expect(b.width == 48 && b.height == 48)
        let box = try #require(Self.inkBox(b))
        #expect(abs(box.minX - 10) <= 1 && abs(box.maxX - 37) <= 1 && abs(box.minY - 10) <= 1 && abs(box.maxY - 37) <= 1, "\(box)")
        // The centre is solid tint (premultiplied BGRA: red in byte 2).
        let centre = 24 * b.stride + 24 * 4
        #expect(Array(b.bytes[centre..<(centre + 4)]) == [0, 0, 255, 255])
        // A corner of the em is empty.
        #expect(Self.alpha(b)[2][2] == 0)
    }

    /// Heavier weights thicken the strokes, lighter ones thin them, around the same centre.
    @Test func weightsThickenAndThinTheStrokes() throws {
        let glyph = SymbolGlyph.icon(Self.plus)
        let regular = try #require(try glyph.bitmap(em: 48, scale: 1, color: .black))
        let bold = try #require(try glyph.bitmap(em: 48, scale: 1, weight: 0.03, color: .black))
        let light = try #require(try glyph.bitmap(em: 48, scale: 1, weight: -0.02, color: .black))
        #expect(Self.inkCount(bold) > Self.inkCount(regular) + 40)
        #expect(Self.inkCount(light) < Self.inkCount(regular) - 40)
        #expect(Self.alpha(light)[24][24] == 255, "the cross's centre stays inked")
    }

    /// The neutral glyph is a ring: ink around the edge of the live area, none in the middle.
    @Test func theNeutralGlyphIsARoundedSquareOutline() throws {
        let b = try #require(try SymbolGlyph.neutral.bitmap(em: 48, scale: 1, color: .black))
        let a = Self.alpha(b)
        #expect(a[24][24] == 0 && a[24][5] == 255 && a[5][24] == 255 && a[42][24] == 255 && a[24][42] == 255)
        #expect(a[1][1] == 0 && a[24][1] == 0, "outside the live area")
    }

    /// The bytes of the gear drawn once (copied while its bitmap lives: `bytes` points into it).
    static func gearBytes() throws -> [UInt8] {
        let bitmap = try #require(try SymbolGlyph.icon(gear).bitmap(em: 17, scale: 3, weight: 0.02, color: .black))
        return withExtendedLifetime(bitmap) { Array(bitmap.bytes) }
    }

    @Test func aGlyphIsTheSameOnEveryThread() async throws {
        let bytes = try Self.gearBytes()
        #expect(bytes.contains { $0 != 0 })
        try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { try Self.gearBytes() } }
            for try await other in group {
                let same = other == bytes
                #expect(same, "a glyph drawn on another thread differs")
            }
        }
    }

    // MARK: The manifest says what is not real

    @MainActor @Test func manifestsListApproximationsOnlyWhenThereAreSome() throws {
        let out = NSTemporaryDirectory() + "segue-approximations-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        func render(_ approximations: [Approximation], to folder: String) throws -> String {
            let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            let recording = Recording.record(root: root, background: .black) { root.alpha = 0.5 }
            var info = TransitionInfo(transition: .named("t"), direction: .present, device: "d", curve: .linear, duration: 0.1)
            info.approximations = approximations
            try FrameFolderRenderer.render(RenderJob(recording: recording, timeline: Timeline(duration: 0.1, fps: 10), scale: 1,
                                                      outputDirectory: folder, jobs: 1, info: info))
            return try String(contentsOfFile: folder + "/manifest.json", encoding: .utf8)
        }
        let listed = [Approximation(.symbol, subject: "gear", detail: "Material Icons \"settings\""),
                      Approximation(.font, subject: "Georgia-Bold", detail: "DejaVu Serif Bold")]
        let with = try render(listed, to: out + "/with")
        #expect(try Manifest.read(from: out + "/with/manifest.json").approximations == listed)
        #expect(with.contains("\"kind\" : \"symbol\"") && with.contains("\"subject\" : \"Georgia-Bold\""))
        let without = try render([], to: out + "/without")
        #expect(!without.contains("approximations"))
    }

    @Test func theCountLineCountsSubjectsOfEachKindAcrossTransitions() {
        let gear = Approximation(.symbol, subject: "gear", detail: ""), star = Approximation(.symbol, subject: "star", detail: "")
        let logo = Approximation(.missingImage, subject: "logo", detail: "")
        #expect(Approximation.countLine([[], []]) == nil)
        #expect(Approximation.countLine([[gear, logo], [gear, star], []])
            == "not the app's own, in the frames drawn: 2 SF Symbols drawn from the stand-in icon font, 1 image not found (in 2 of 3 segues)")
    }
}
