import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A stack view inside a table cell is arranged again when the cell is narrower than designed
/// (Fixtures/CellStack.storyboard, an iPhone 11 canvas: a row of a 60 pt avatar and a text column,
/// spacing 12, 16 pt inside the content view): the avatar keeps its width and the column takes
/// what is left, after the avatar, as `UIStackView` arranges them.
@MainActor
struct CellStackTests {
    static let storyboard = Paths.own("CellStack.storyboard")

    @Test(arguments: [Device.iPhoneSE, Device.iPhone15Pro])
    func theColumnFollowsTheAvatar(device: Device) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "CSG-00-001", on: device)
        let avatar = try #require(LayerFrames.frame("CSI-00-001", in: r, at: 0))
        let column = try #require(LayerFrames.frame("CSV-00-001", in: r, at: 0))
        let stack = try #require(LayerFrames.frame("CSK-00-001", in: r, at: 0))
        #expect(avatar.width == 60)
        #expect(column.minX == avatar.maxX + 12, "the column starts after the avatar, not over it")
        #expect(abs(column.maxX - stack.maxX) < 0.001, "and ends with the stack")
        #expect(stack.width < 351, "the cell is narrower than the 414 pt canvas's")
    }
}
