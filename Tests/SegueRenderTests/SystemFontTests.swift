import CCairo
import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// The system font as iOS sets it: Inter for SF Pro Text below 20 pt, Inter Display for SF Pro
/// Display from 20 pt, a face per UIKit weight, and SF's tracking from Apple's table.
struct SystemFontTests {
    /// Apple's tracking table for SF Pro on iOS, in thousandths of an em, at sizes it lists, and
    /// interpolated between them; the end values hold outside.
    @Test(arguments: [(17.0, -26.0), (12, 0), (13, -6), (10, 12), (20, -23), (28, 14), (34, 12), (16.5, -23), (4, 41), (60, 6)])
    func trackingFollowsApplesTable(size: Double, thousandths: Double) {
        #expect(abs(SystemFont.tracking(forSize: size) - thousandths / 1000 * size) < 1e-9, "\(size) pt")
    }

    @Test func theDesignSwitchesAt20Points() throws {
        try #require(FontLibrary.shared.systemFont == .inter, "fonts-inter is installed (scripts/setup)")
        #expect(SystemFont.inter.family(forSize: 19.9) == "Inter")
        #expect(SystemFont.inter.family(forSize: 20) == "Inter Display")
        #expect(SystemFontMetrics.face(weight: .regular, size: 17)?.file.hasSuffix("/Inter-Regular.otf") == true)
        #expect(SystemFontMetrics.face(weight: .semibold, size: 34)?.file.hasSuffix("/InterDisplay-SemiBold.otf") == true)
    }

    /// `width` of each line Pango sets for `text` in a wide box, in points.
    static func lineWidth(_ text: TextContent) throws -> Double {
        var buffer = PixelBuffer(width: 800, height: 100)
        var width = 0.0
        try withCairoContext(on: &buffer, scale: 1) { cr in
            try FontSet.system.withContext { context in
                let layout = LabelLayout(text, size: Size(width: 800, height: 100), fonts: .system, warnings: nil, context: context, cr)
                width = layout.lines.first?.width ?? 0
            }
        }
        return width
    }

    /// System-font text is tracked as UIKit tracks it: at 17 pt, 0.442 pt less a character than
    /// the same face set untracked (by its name, as a named font is set). Pango leaves out the
    /// half-spacing at both ends of a line, so 7 or 8 of the 8 characters' spacing shows.
    @Test func systemFontTextIsTracked() throws {
        var system = TextContent("Settings", fontSize: 17)
        var named = system
        named.fontName = "Inter-Regular"
        let delta = try Self.lineWidth(named) - Self.lineWidth(system)
        #expect(delta > 7 * 0.442 - 0.01 && delta < 8 * 0.442 + 0.01, "\(delta)")
        system.fontSize = 12
        named.fontSize = 12
        #expect(abs(try Self.lineWidth(named) - Self.lineWidth(system)) < 1e-6, "no tracking at 12 pt")
    }

    /// Each of UIKit's nine weights draws its own face, each heavier than the one before: more ink.
    @MainActor @Test func everyUIKitWeightHasItsFace() throws {
        let inks = try FontWeight.allCases.map { weight in
            var t = TextContent("Settings", fontSize: 17, weight: weight, color: .white)
            t.alignment = .left
            let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 30))
            let label = View(frame: root.bounds)
            label.content = .text(t)
            root.addSubview(label)
            let list = Compositor.displayList(Recording.record(root: root, background: .black) {}, at: 0)
            let b = try Rasterizer(scale: 2, fonts: .system).render(list)
            return (0..<b.height).reduce(0) { sum, y in sum + (0..<b.width).reduce(0) { $0 + Int(b.pixel(x: $1, y: y).z) } }
        }
        #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "\(inks)")
    }

    /// A character Inter lacks comes from DejaVu Sans (the configuration's rule), not from
    /// whichever fallback fontconfig would rank first: Hebrew, which DejaVu Sans has.
    @Test func charactersInterLacksComeFromDejaVuSans() throws {
        let hebrew = TextContent("שלום", fontSize: 17)
        var dejaVu = hebrew
        dejaVu.fontName = "DejaVuSans"
        let widths = (try Self.lineWidth(hebrew), try Self.lineWidth(dejaVu))
        // The same glyphs; the system font's tracking is the only difference (4 characters).
        #expect(widths.0 > 0 && abs(widths.1 - widths.0 - 3.5 * 0.442) < 0.45, "\(widths)")
    }
}
