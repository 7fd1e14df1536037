import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A cell's own `separatorInset` (Interface Builder's Separator Inset "Custom"): the separator
/// under it runs from its left inset to the row's width less its right inset; `minX="999"`, the
/// way apps hide one, leaves none.
@MainActor
struct CellSeparatorInsetTests {
    /// AboutTable.storyboard with a second row under "Source on GitHub", whose cell carries `inset`.
    static func record(inset: String, tableInset: String? = nil) throws -> Recording {
        var text = try String(contentsOfFile: Paths.own("AboutTable.storyboard"), encoding: .utf8)
        let start = try #require(text.range(of: "<tableViewCell clipsSubviews=\"YES\" contentMode=\"scaleToFill\" preservesSuperviewLayoutMargins=\"YES\" selectionStyle=\"default\""))
        let end = try #require(text.range(of: "</tableViewCell>", range: start.upperBound..<text.endIndex))
        var cell = String(text[start.lowerBound..<end.upperBound])
        let second = cell.replacingOccurrences(of: "-ab-002", with: "-ab-902").replacingOccurrences(of: "SEG-ab-001", with: "SEG-ab-901")
            .replacingOccurrences(of: "y=\"117.66666666666666\"", with: "y=\"161.66666666666666\"")
            .replacingOccurrences(of: "Source on GitHub", with: "License")
        cell = cell.replacingOccurrences(of: "<autoresizingMask key=\"autoresizingMask\"/>\n                                        <tableViewCellContentView",
                                         with: "<autoresizingMask key=\"autoresizingMask\"/>\n                                        \(inset)\n                                        <tableViewCellContentView")
        #expect(inset.isEmpty || cell.contains(inset))
        text.replaceSubrange(start.lowerBound..<end.upperBound, with: cell + "\n" + second)
        if let tableInset {
            let color = "<color key=\"backgroundColor\" systemColor=\"systemGroupedBackgroundColor\"/>\n                        <sections>"
            #expect(text.contains(color))
            text = text.replacingOccurrences(of: color, with: tableInset + "\n                        " + color)
        }
        let dir = NSTemporaryDirectory() + "segue-separator-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try text.write(toFile: dir + "/AboutTable.storyboard", atomically: true, encoding: .utf8)
        return try LayerFrames.record(dir + "/AboutTable.storyboard", segue: "SEG-ab-001", on: nil)
    }

    /// The hairlines (0.5 pt boxes) on the bottom edge of the row `id` at the start.
    static func separators(under id: String, in r: Recording) throws -> [Rect] {
        let row = try #require(LayerFrames.frame(id, in: r, at: 0))
        let scene = try #require(r.steps.first?.scene)
        return scene.layers.indices.compactMap { i -> Rect? in
            guard scene.layers[i].properties.bounds.height == 0.5 else { return nil }
            var origin = Point(x: 0, y: 0), j = i
            while j >= 0 {
                let p = scene.layers[j].tracks.sample(at: 0, base: scene.layers[j].properties)
                origin.x += p.center.x - p.bounds.width / 2 - p.bounds.minX
                origin.y += p.center.y - p.bounds.height / 2 - p.bounds.minY
                j = scene.layers[j].parent
            }
            let f = Rect(x: origin.x, y: origin.y, width: scene.layers[i].properties.bounds.width, height: 0.5)
            return abs(f.maxY - row.maxY) < 0.01 && f.minX < row.maxX && f.maxX > row.minX ? f : nil
        }
    }

    @Test func aHugeLeftInsetHidesTheSeparator() throws {
        let plain = try Self.record(inset: #"<inset key="separatorInset" minX="20" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
        #expect(try Self.separators(under: "CEL-ab-002", in: plain).count == 1)
        let hidden = try Self.record(inset: #"<inset key="separatorInset" minX="999" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
        #expect(try Self.separators(under: "CEL-ab-002", in: hidden).isEmpty)
    }

    @Test func aZeroInsetRunsTheWholeRow() throws {
        let r = try Self.record(inset: #"<inset key="separatorInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
        let row = try #require(LayerFrames.frame("CEL-ab-002", in: r, at: 0))
        let line = try #require(try Self.separators(under: "CEL-ab-002", in: r).first)
        #expect(abs(line.minX - row.minX) < 0.01 && abs(line.maxX - row.maxX) < 0.01, "\(line) under \(row)")
        let inset = try Self.record(inset: #"<inset key="separatorInset" minX="40" minY="0.0" maxX="10" maxY="0.0"/>"#)
        let short = try #require(try Self.separators(under: "CEL-ab-002", in: inset).first)
        #expect(abs(short.minX - (row.minX + 40)) < 0.01 && abs(short.maxX - (row.maxX - 10)) < 0.01, "\(short) under \(row)")
    }

    /// The table's own inset (Separator Inset "Custom" on the table view) applies to every row
    /// that sets none of its own.
    @Test func aTablesZeroInsetRunsEveryRowsSeparatorAcross() throws {
        let r = try Self.record(inset: "", tableInset: #"<inset key="separatorInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
        let row = try #require(LayerFrames.frame("CEL-ab-002", in: r, at: 0))
        let line = try #require(try Self.separators(under: "CEL-ab-002", in: r).first)
        #expect(abs(line.minX - row.minX) < 0.01 && abs(line.maxX - row.maxX) < 0.01, "\(line) under \(row)")
        let own = try Self.record(inset: #"<inset key="separatorInset" minX="40" minY="0.0" maxX="0.0" maxY="0.0"/>"#,
                                  tableInset: #"<inset key="separatorInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
        let cells = try #require(try Self.separators(under: "CEL-ab-002", in: own).first)
        #expect(abs(cells.minX - (row.minX + 40)) < 0.01, "a cell's own inset wins: \(cells)")
    }
}
