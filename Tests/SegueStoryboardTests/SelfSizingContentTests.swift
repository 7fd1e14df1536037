import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Static cells of custom content in a table of automatic row heights
/// (Fixtures/SelfSizingContent.storyboard, saved by Xcode 10 as such apps' files are): Interface
/// Builder stored each at the canvas's 44 pt with its content squeezed into it; in the app each row
/// is as tall as its content view's constraints make it around its text
/// (`systemLayoutSizeFitting`), and the rows below move down.
@MainActor
struct SelfSizingContentTests {
    static func record() throws -> Recording {
        try LayerFrames.record(Paths.own("SelfSizingContent.storyboard"), segue: "SSG-00-001", on: nil)
    }

    /// The frames at the end of the push, when the detail table is on screen.
    static func last(_ id: String, in r: Recording) throws -> Rect {
        try #require(LayerFrames.frame(id, in: r), "no layer \(id)")
    }

    @Test("a row whose stack view of labels is pinned to its content view grows to the stack's content")
    func aStackOfLabelsSizesItsRow() throws {
        let r = try Self.record()
        let row = try Self.last("SSC-01-001", in: r)
        let title = try Self.last("SSL-01-001", in: r)
        let body = try Self.last("SSL-01-002", in: r)
        // The 22 pt title is one line tall, not the 13.5 pt the canvas squeezed it to.
        #expect(title.height >= TextMetrics.lineHeight(22) - 0.5, "\(title)")
        // The body wraps over several lines of 15 pt text at the stack's width.
        #expect(body.height >= 2 * TextMetrics.lineHeight(15), "\(body)")
        // Stacked 8 pt apart, 11 pt from the row's top and its content view's bottom.
        #expect(abs(body.minY - title.maxY - 8) < 0.5, "\(title) \(body)")
        #expect(abs(title.minY - row.minY - 11) < 0.5, "\(title) in \(row)")
        #expect(abs(row.maxY - 0.5 - body.maxY - 11) < 0.5, "\(body) in \(row)")
    }

    @Test("a multi-line label pinned to its content view's margins grows its row; the rows below move down")
    func aWrappedLabelSizesItsRow() throws {
        let r = try Self.record()
        let first = try Self.last("SSC-01-001", in: r)
        let row = try Self.last("SSC-01-002", in: r)
        let label = try Self.last("SSL-01-003", in: r)
        #expect(abs(row.minY - first.maxY) < 0.5, "\(first) \(row)")
        #expect(label.height >= 2 * TextMetrics.lineHeight(15), "\(label)")
        // The margins Interface Builder stored the label at stay on either side of its text.
        #expect(abs(label.minY - row.minY - 11) < 0.5 && abs(row.maxY - 0.5 - label.maxY - 11) < 0.5, "\(label) in \(row)")
    }

    @Test("a row with a height of its own keeps it, and so does one already taller than its content")
    func fixedAndRoomyRowsKeepTheirHeights() throws {
        let r = try Self.record()
        let second = try Self.last("SSC-01-002", in: r)
        let own = try Self.last("SSC-01-003", in: r)
        let roomy = try Self.last("SSC-01-004", in: r)
        #expect(own.height == 60, "\(own)")
        #expect(roomy.height == 80, "\(roomy)")
        #expect(abs(own.minY - second.maxY) < 0.5 && abs(roomy.minY - own.maxY) < 0.5, "\(second) \(own) \(roomy)")
        // Its label keeps the place Interface Builder gave it.
        let label = try Self.last("SSL-01-005", in: r)
        #expect(abs(label.minY - roomy.minY - 29.5) < 0.5 && abs(label.height - 20.5) < 0.5, "\(label)")
    }

    @Test("the same cells in a table of fixed row heights keep the canvas's 44 pt")
    func aFixedHeightTableKeepsItsRows() throws {
        let text = try String(contentsOfFile: Paths.own("SelfSizingContent.storyboard"), encoding: .utf8)
        let fixed = text.replacingOccurrences(of: #"rowHeight="-1" estimatedRowHeight="44""#, with: #"rowHeight="44""#)
        #expect(fixed != text)
        let dir = NSTemporaryDirectory() + "segue-selfsizing-content-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/SelfSizingContent.storyboard"
        try fixed.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try LayerFrames.record(path, segue: "SSG-00-001", on: nil)
        let row = try Self.last("SSC-01-001", in: r)
        #expect(row.height == 44, "\(row)")
    }
}
