import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A label of any number of lines whose text holds line breaks (Fixtures/LineBreaks.storyboard):
/// pinned by its leading edge and top only, its frame stored one line too short (Interface
/// Builder measured it in another face) and 2 pt off its constraint. UIKit gives it its intrinsic
/// size: as wide as its widest line, as tall as its three lines, at 17 pt.
@MainActor
struct LineBreakTests {
    static let storyboard = Paths.own("LineBreaks.storyboard")

    @Test("a label's line breaks make its lines: it is as tall as they are, its text whole at its size",
          arguments: [nil, Device.iPhone15Pro])
    func lineBreaksMakeLines(_ device: Device?) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "Lbr-Sg-0aA", on: device)
        let label = try #require(LayerFrames.frame("Lbr-Lb-0bB", in: r))
        let lineHeight = TextMetrics.lineHeight("Type the address", size: 17, bold: false)
        #expect(label.height >= 3 * lineHeight - 0.5, "\(label)")
        // Not as wide as the three lines set end to end: the widest one.
        #expect(label.width < 260, "\(label)")
        #expect(label.minX == 20 || label.minX == 16, "\(label)")
        let text = try #require(r.scene(at: r.duration).layers.lazy.compactMap { l -> TextContent? in
            if case .text(let t) = l.content, t.string.hasPrefix("Type the address") { t } else { nil }
        }.first)
        #expect(text.fontSize == 17)
    }
}
