import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A static table whose rows size themselves (Fixtures/AboutTable.storyboard, an Xcode 15 inset
/// grouped table with `rowHeight="-1"`): the first row's title of several lines (`numberOfLines`
/// 0) is stored 44 pt tall, as Interface Builder's canvas draws it; in the app the row grows to
/// its text, and the section below moves down by as much.
@MainActor
struct SelfSizingCellTests {
    static func record() throws -> Recording {
        try LayerFrames.record(Paths.own("AboutTable.storyboard"), segue: "SEG-ab-001", on: nil)
    }

    @Test("a row of an automatic height grows to its title's lines, between 11 pt margins")
    func aRowGrowsToItsText() throws {
        let r = try Self.record()
        let row = try #require(LayerFrames.frame("CEL-ab-001", in: r, at: 0))
        let label = try #require(LayerFrames.frame("LBL-ab-001", in: r, at: 0))
        // Three paragraphs' worth of lines at 16 pt: far more than one 44 pt row holds.
        let line = TextMetrics.lineHeight(16)
        #expect(row.height >= 4 * line + 22, "\(row)")
        #expect(abs(label.height - (row.height - 0.5)) < 1, "the title fills the row's content view: \(label) in \(row)")
        // The text is drawn at its size, not shrunk to fit the canvas's 44 pt.
        let scene = try #require(r.steps.first?.scene)
        let text = scene.layers.compactMap { layer -> TextContent? in
            if case .text(let t) = layer.content, t.string.hasPrefix("Terminal is") { return t }
            return nil
        }.first
        #expect(text?.fontSize == 16)
    }

    /// Interface Builder writes a Basic cell's title with whatever mask it had when added (an empty
    /// one, flexible right and bottom margins, or flexible size); the cell lays it out to its
    /// content view all the same.
    @Test(arguments: [#"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#,
                      #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
                      #"<autoresizingMask key="autoresizingMask" flexibleMinY="YES"/>"#])
    func theTitleFillsTheGrownRowWhateverItsMask(mask: String) throws {
        let text = try String(contentsOfFile: Paths.own("AboutTable.storyboard"), encoding: .utf8)
        let label = try #require(text.range(of: #"id="LBL-ab-001">"#))
        let old = try #require(text.range(of: #"<autoresizingMask key="autoresizingMask"/>"#, range: label.upperBound..<text.endIndex))
        let dir = NSTemporaryDirectory() + "segue-selfsizing-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/AboutTable.storyboard"
        try text.replacingCharacters(in: old, with: mask).write(toFile: path, atomically: true, encoding: .utf8)
        let r = try LayerFrames.record(path, segue: "SEG-ab-001", on: nil)
        let row = try #require(LayerFrames.frame("CEL-ab-001", in: r, at: 0))
        let title = try #require(LayerFrames.frame("LBL-ab-001", in: r, at: 0))
        #expect(row.height > 100, "\(row)")
        #expect(abs(title.minY - row.minY) < 0.5 && abs(title.height - (row.height - 0.5)) < 1, "\(title) in \(row)")
    }

    @Test("the section below moves down by what the row grew; a one-line row keeps its 44 pt")
    func theRowsBelowMoveDown() throws {
        let r = try Self.record()
        let first = try #require(LayerFrames.frame("CEL-ab-001", in: r, at: 0))
        let second = try #require(LayerFrames.frame("CEL-ab-002", in: r, at: 0))
        #expect(second.height == 44)
        // Stored 117.67 − 62 = 55.67 pt apart (the Links header between them); still so.
        #expect(abs(second.minY - first.maxY - (117.66666666666666 - 62)) < 0.5, "\(first) \(second)")
    }
}
