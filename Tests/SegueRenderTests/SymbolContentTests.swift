import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// A view whose content is an SF Symbol by name (`ViewContent.symbol`, what app code's
/// `UIImage(systemName:)` and the storyboard's symbols become): the rasterizer draws the stand-in
/// glyph where the content mode puts its em square, in its colour and weight, and the manifest
/// lists each symbol a recording shows.
@MainActor
struct SymbolContentTests {
    static func render(_ symbol: SymbolContent, frame: Rect = Rect(x: 0, y: 0, width: 48, height: 48), scale: Double = 1) throws -> PixelBuffer {
        let root = View(frame: Rect(x: 0, y: 0, width: 48, height: 48))
        let v = View(frame: frame)
        v.content = .symbol(symbol)
        root.addSubview(v)
        let rec = Recording.record(root: root, background: .black) {}
        return try Rasterizer(scale: scale).render(Compositor.displayList(rec, at: 0))
    }

    /// Premultiplied (b, g, r, a) of a pixel.
    static func bgra(_ b: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.x), Int(p.y), Int(p.z), Int(p.w)]
    }

    static func redCount(_ b: PixelBuffer) -> Int {
        (0..<b.height).reduce(0) { n, y in n + (0..<b.width).filter { bgra(b, $0, y)[2] > 127 }.count }
    }

    @Test func aSymbolIsItsGlyphInItsColourWhereTheContentModePutsIt() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let drawn = try Self.render(SymbolContent(name: "plus", em: 10, color: red, contentMode: .scaleAspectFit))
        // Aspect fit: the em square fills the 48 pt view, as the glyph drawn alone at 48 px does.
        let alone = try #require(try SymbolGlyph.glyph(for: "plus").glyph.bitmap(em: 48, scale: 1, color: red))
        var worst = 0
        for y in 0..<48 {
            for x in 0..<48 {
                let a = Int(alone.bytes[y * alone.stride + x * 4 + 2]), b = Self.bgra(drawn, x, y)[2]
                worst = max(worst, abs(a - b))
            }
        }
        #expect(worst <= 1, "the rasterizer draws what SymbolGlyph draws: \(worst)")
        #expect(Self.bgra(drawn, 24, 24) == [0, 0, 255, 255], "the cross's middle, in red")
        #expect(Self.bgra(drawn, 3, 3) == [0, 0, 0, 255], "nothing outside the glyph")
        // Centre: the em square at its own size (20 pt, 14…34) in the middle of the view; the
        // cross's arms end 5/24 of the em inside it.
        let centred = try Self.render(SymbolContent(name: "plus", em: 20, color: red, contentMode: .center))
        #expect(Self.bgra(centred, 24, 24)[2] > 200)
        #expect(Self.bgra(centred, 24, 17)[2] == 0 && Self.bgra(centred, 17, 24)[2] == 0)
        #expect(Self.bgra(centred, 24, 20)[2] > 200 && Self.bgra(centred, 20, 24)[2] > 200)
    }

    @Test func aNameWithNoLikenessIsTheNeutralGlyphNeverText() throws {
        let drawn = try Self.render(SymbolContent(name: "allergens", em: 48, color: .white, contentMode: .scaleToFill))
        #expect(Self.bgra(drawn, 24, 24) == [0, 0, 0, 255], "a ring, empty inside")
        // The ring runs from 2/24 to 4/24 of the em (4 to 8 px).
        #expect(Self.bgra(drawn, 24, 6)[0] > 200 && Self.bgra(drawn, 6, 24)[0] > 200, "its edge inked")
    }

    @Test func weightsThickenAndThinTheStrokes() throws {
        func ink(_ weight: FontWeight) throws -> Int {
            try Self.redCount(Self.render(SymbolContent(name: "gear", em: 48, weight: weight, color: Color(red: 1, green: 0, blue: 0),
                                                        contentMode: .scaleToFill), scale: 2))
        }
        let light = try ink(.ultraLight), regular = try ink(.regular), black = try ink(.black)
        #expect(light < regular && regular < black, "\(light) \(regular) \(black)")
    }

    @Test func aTranslucentColourIsAppliedOnceOverTheWholeGlyph() throws {
        let drawn = try Self.render(SymbolContent(name: "plus", em: 48, weight: .black, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5),
                                                  contentMode: .scaleToFill))
        // Where the heavier stroke overlaps the fill, the colour is not laid on twice.
        #expect(abs(Self.bgra(drawn, 24, 24)[2] - 128) <= 1, "\(Self.bgra(drawn, 24, 24))")
    }

    @Test func anEmSquareThatIsNotFiniteIsAnErrorNamingTheLayer() throws {
        #expect(throws: (any Error).self) {
            try Self.render(SymbolContent(name: "plus", em: .infinity, color: .white, contentMode: .center))
        }
    }

    @Test func theManifestListsEachSymbolTheRecordingShowsOnceUnlessItsSourceDid() throws {
        let out = NSTemporaryDirectory() + "segue-symbol-content-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        for (i, name) in ["heart", "allergens", "heart", "gear"].enumerated() {
            let v = View(frame: Rect(x: Double(i) * 10, y: 0, width: 10, height: 10))
            v.content = .symbol(SymbolContent(name: name, em: 10, color: .white))
            root.addSubview(v)
        }
        let recording = Recording.record(root: root, background: .black) { root.alpha = 0.5 }
        var info = TransitionInfo(transition: .named("t"), direction: .present, device: "d", curve: .linear, duration: 0.1)
        let noted = Approximation(.symbol, subject: "gear", detail: "noted by its source")
        info.approximations = [noted]
        try FrameFolderRenderer.render(RenderJob(recording: recording, timeline: Timeline(duration: 0.1, fps: 10), scale: 1,
                                                  outputDirectory: out, jobs: 1, info: info))
        let listed = try #require(try Manifest.read(from: out + "/manifest.json").approximations)
        #expect(listed.map(\.subject) == ["gear", "heart", "allergens"])
        #expect(listed[0] == noted, "what the source noted is kept as it said it")
        #expect(listed[1].detail == "Material Icons \"favorite_border\"", "\(listed[1].detail)")
        #expect(listed[2].detail.hasPrefix("neutral symbol glyph"))
    }
}
