import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Cells of a built-in style whose labels Xcode 6 stored without frames
/// (Fixtures/UnframedCellLabels.storyboard): UIKit places them itself, so they sit where the
/// style puts them, not piled at the content view's corner: Subtitle's title at the layout
/// margin with its subtitle below, the pair centred in the 55 pt row; Right Detail's value
/// against the trailing margin; Basic's title at the margin, centred in its row.
@MainActor
struct UnframedCellLabelTests {
    static func frames() throws -> [String: Rect] {
        let r = try LayerFrames.record(Paths.own("UnframedCellLabels.storyboard"), segue: "UCL-sg-001", on: nil)
        var out: [String: Rect] = [:]
        for id in ["UCL-lb-001", "UCL-lb-002", "UCL-lb-003", "UCL-lb-004", "UCL-lb-005"] {
            out[id] = try #require(LayerFrames.frame(id, in: r, at: 0), "\(id) is drawn")
        }
        return out
    }

    @Test func subtitleLinesSitAtTheMarginOneBelowTheOther() throws {
        let f = try Self.frames()
        let title = try #require(f["UCL-lb-001"]), subtitle = try #require(f["UCL-lb-002"])
        #expect(abs(title.minX - 16) < 0.5 && abs(subtitle.minX - 16) < 0.5, "\(title) \(subtitle)")
        #expect(abs(subtitle.minY - title.maxY) < 0.5, "the subtitle starts under the title: \(title) \(subtitle)")
        // The first row starts under the 64 pt of status and navigation bars and is 55 pt tall.
        let above = title.minY - 64, below = 64 + 55 - subtitle.maxY
        #expect(abs(above - below) <= 1.5, "the pair is centred in its row: \(above) above, \(below) below")
    }

    @Test func aRightDetailValueEndsAtTheTrailingMargin() throws {
        let f = try Self.frames()
        let title = try #require(f["UCL-lb-003"]), value = try #require(f["UCL-lb-004"])
        #expect(abs(title.minX - 16) < 0.5, "\(title)")
        #expect(abs(value.maxX - (320 - 16)) < 0.5, "\(value)")
        #expect(abs(title.midY - value.midY) < 0.5 && abs(title.midY - (64 + 55 + 55 / 2)) <= 1, "\(title) \(value)")
    }

    @Test func aBasicTitleFillsItsRowAtTheMargin() throws {
        let title = try #require(try Self.frames()["UCL-lb-005"])
        #expect(abs(title.minX - 16) < 0.5 && abs(title.minY - (64 + 110)) < 0.5 && title.height >= 54, "\(title)")
    }
}
