import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Xcode 8 laid cells out with 8 pt content-view margins and stored those frames
/// (Fixtures/Xcode8CellMargins.storyboard, on the iPhone 8's 375 pt canvas): an Email label pinned
/// to the leading margin at x = 8 and a field pinned to the trailing margin, 8 pt from the edge.
/// UIKit lays them out by their constraints against today's margins (16 pt on this width), on
/// the canvas's own device too: the label lines up with the Basic cell's text above it.
@MainActor
struct Xcode8CellMarginTests {
    static let storyboard = Paths.own("Xcode8CellMargins.storyboard")

    @Test("on the canvas's device, views pinned to a cell's margins follow today's margins", arguments: [nil, Device.iPhoneSE])
    func marginsAreTodays(_ device: Device?) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "X8m-Sg-0bB", on: device)
        let label = try #require(LayerFrames.frame("X8m-Lb-002", in: r, at: 0))
        let field = try #require(LayerFrames.frame("X8m-Tf-002", in: r, at: 0))
        #expect(label.minX == 16, "\(label)")
        #expect(field.maxX == 375 - 16 && field.minX == label.maxX + 8, "\(field)")
    }
}
