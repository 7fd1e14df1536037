import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Navigation bar titles in the fonts of their text attributes (Fixtures/TitleFonts.storyboard): a
/// green bar whose `titleTextAttributes` set the app's own font (Avenir Next Demi Bold, 20 pt)
/// and whose `largeTitleTextAttributes` set the bold system font at 30 pt, over Journal (large)
/// and a pushed screen with a title too long for the bar; and a bar whose appearance objects set
/// the light system font at 18 pt, over Readings.
@MainActor
struct BarTitleFontTests {
    static let storyboard = Paths.own("TitleFonts.storyboard")

    static func record(_ segue: String) throws -> Recording {
        try LayerFrames.record(storyboard, segue: segue, on: nil)
    }

    /// The shown text layers reading `text` at time `t`.
    static func texts(_ text: String, in r: Recording, at t: Double) -> [TextContent] {
        r.scene(at: t).layers.compactMap { layer in
            guard !layer.isHidden, case .text(let c) = layer.content, c.string == text,
                  layer.tracks.sample(at: t, base: layer.properties).alpha > 0 else { return nil }
            return c
        }
    }

    @Test("the reader keeps the font of a bar's title attributes and of its appearances' title attributes")
    func read() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        let look = try #require(doc.controller(withID: "Tf1-Nc-0aA")?.navigationBar?.barLook)
        #expect(look.titleFont?.family == .named(name: "AvenirNext-DemiBold", family: "Avenir Next"))
        #expect(look.titleFont?.pointSize == 20 && look.titleFont?.weight == .semibold)
        #expect(look.largeTitleFont?.family == .system && look.largeTitleFont?.pointSize == 30 && look.largeTitleFont?.weight == .bold)
        let appearance = try #require(doc.controller(withID: "Tf4-Nc-0aA")?.navigationBar?.barLook.appearances["scrollEdgeAppearance"])
        #expect(appearance.titleFont?.pointSize == 18 && appearance.titleFont?.weight == .light)
    }

    @Test("the large title is drawn in the large title attributes' font, and the pushed title in the app's own font at its size")
    func titlesTakeTheirFonts() throws {
        let r = try Self.record("Tf2-Sg-0aA")
        let large = try #require(Self.texts("Journal", in: r, at: 0).first)
        #expect(large.fontSize == 30 && large.weight == .bold && large.fontName == nil && large.color == .white)
        let title = try #require(Self.texts("Notifications and Background Refresh Settings", in: r, at: r.duration).first)
        #expect(title.fontName == "AvenirNext-DemiBold" && title.weight == .semibold && title.color == .white)
        #expect(title.fontSize == 20, "an app's own font is not shrunk to fit: a long title is cut, as on a device (\(title.fontSize))")
        #expect(title.lineBreakMode == .truncateTail && title.numberOfLines == 1)
    }

    @Test("an appearance's title font is drawn before and after a push, the back title in the system font")
    func appearanceFont() throws {
        let r = try Self.record("Tf5-Sg-0aA")
        let root = try #require(Self.texts("Readings", in: r, at: 0).first)
        #expect(root.fontSize == 18 && root.weight == .light && root.fontName == nil)
        let pushed = try #require(Self.texts("New Reading", in: r, at: r.duration).first)
        #expect(pushed.fontSize == 18 && pushed.weight == .light)
        let back = try #require(Self.texts("Readings", in: r, at: r.duration).first)
        #expect(back.fontSize == 17 && back.weight == .regular, "the back button keeps UIKit's font")
    }

    /// The push to the long-titled screen in a copy of the fixture without the bar's own title
    /// font (its title in the system font), the pushed screen titled `title`.
    static func systemFontPush(title: String) throws -> Recording {
        var xml = try String(contentsOfFile: storyboard, encoding: .utf8)
        let font = #"<fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="20"/>"#
        let long = #"title="Notifications and Background Refresh Settings""#
        #expect(xml.contains(font) && xml.contains(long))
        xml = xml.replacingOccurrences(of: font, with: "").replacingOccurrences(of: long, with: "title=\"\(title)\"")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("TitleFonts-\(UUID().uuidString).storyboard")
        try xml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try LayerFrames.record(url.path, segue: "Tf2-Sg-0aA", on: nil)
    }

    @Test("a long title in the system font's stand-in is still drawn smaller rather than cut, from UIKit's 17 pt")
    func systemTitleShrinks() throws {
        let title = "Notifications and Background Refresh Settings"
        let r = try Self.systemFontPush(title: title)
        let text = try #require(Self.texts(title, in: r, at: r.duration).first)
        #expect(text.fontSize < 17 && text.fontSize >= 17 * 0.7 && text.weight == .semibold)
    }

    @Test("a title wider than half the bar that fits between the items is drawn whole at 17 pt, centred")
    func aTitleThatFitsIsWhole() throws {
        let title = "Background Refresh Settings"
        let width = TextMetrics.width(title, size: 17, weight: .semibold)
        #expect(width > 393 / 2 && width < 393 - 2 * 70, "the case: wider than half the bar, narrower than the bar less a back button on each side (\(width))")
        let r = try Self.systemFontPush(title: title)
        let text = try #require(Self.texts(title, in: r, at: r.duration).first)
        #expect(text.fontSize == 17)
        let layer = try #require(r.scene(at: r.duration).layers.first { if case .text(let c) = $0.content { c == text } else { false } })
        let p = layer.tracks.sample(at: r.duration, base: layer.properties)
        #expect(p.bounds.width >= width && abs(p.center.x - 393 / 2) < 1e-9, "\(p.bounds) at \(p.center)")
    }
}
