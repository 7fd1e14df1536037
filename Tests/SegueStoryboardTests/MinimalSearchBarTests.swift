import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// `searchBarStyle="minimal"`: UIKit draws no bar behind the field ("The search bar has no
/// background, and the search field is translucent"), whatever bar tint the file sets; the
/// default style fills the bar with that tint.
@MainActor
struct MinimalSearchBarTests {
    static func searchBarBackground(style: String) throws -> Color {
        var text = try String(contentsOfFile: Paths.own("AsBuilt.storyboard"), encoding: .utf8)
        let old = #"<searchBar key="tableHeaderView" contentMode="redraw" placeholder="Search listings" id="ABH-00-001">"#
        #expect(text.contains(old))
        text = text.replacingOccurrences(of: old, with: #"<searchBar key="tableHeaderView" contentMode="redraw" \#(style)placeholder="Search listings" id="ABH-00-001">"#)
        text = text.replacingOccurrences(of: #"<textInputTraits key="textInputTraits"/>"#,
                                         with: #"<color key="barTintColor" systemColor="linkColor"/><textInputTraits key="textInputTraits"/>"#)
        let dir = NSTemporaryDirectory() + "segue-searchbar-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try text.write(toFile: dir + "/AsBuilt.storyboard", atomically: true, encoding: .utf8)
        let r = try LayerFrames.record(dir + "/AsBuilt.storyboard", segue: "ABG-00-001", on: nil)
        let scene = try #require(r.steps.first?.scene)
        let bar = try #require(scene.layers.first { $0.identifier == "ABH-00-001" })
        return bar.properties.backgroundColor
    }

    @Test func aMinimalSearchBarHasNoBackground() throws {
        #expect(try Self.searchBarBackground(style: "") != .clear)
        let minimal = try Self.searchBarBackground(style: #"searchBarStyle="minimal" "#)
        #expect(minimal == .clear, "\(minimal)")
    }
}

/// An image named with a file's extension is a file in the bundle (drawn, or a placeholder when
/// it is missing), never an SF Symbol, even when the rest of its name is a symbol's.
@MainActor
struct ImageFileNameTests {
    @Test func aFileNameIsNoSymbol() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("AsBuilt.storyboard"), mode: .strict)
        let theme = Theme(document: doc, device: .iPhone15Pro)
        #expect(!Draw.isSymbol(IB.ImageReference(name: "qrcode.png"), theme: theme))
        #expect(!Draw.isSymbol(IB.ImageReference(name: "star.fill.PDF"), theme: theme))
        #expect(Draw.isSymbol(IB.ImageReference(name: "qrcode"), theme: theme))
        #expect(Draw.isSymbol(IB.ImageReference(name: "square.and.arrow.up"), theme: theme))
    }
}
