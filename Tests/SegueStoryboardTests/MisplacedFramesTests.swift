import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Frames Interface Builder stored out of step with their constraints ("misplaced views",
/// Fixtures/MisplacedFrames.storyboard, a 6.1-inch canvas): a band pinned from the top of the view
/// to the safe area's top, stored 118 pt tall, and a button 10 pt below the safe area stored at
/// y 128. Auto Layout places them by their constraints on a device of the canvas's size too.
@MainActor
struct MisplacedFramesTests {
    static let path = Paths.own("MisplacedFrames.storyboard")

    @Test("on the canvas's own device, views whose stored frames break their constraints are laid out by them")
    func misplacedViewsFollowTheirConstraints() throws {
        let r = try LayerFrames.record(Self.path, segue: "MSP-SG-001", on: nil)
        let top = Device.iPhone15Pro.safeArea.top
        let band = try #require(LayerFrames.frame("MSP-BD-001", in: r, at: 0))
        let button = try #require(LayerFrames.frame("MSP-BT-001", in: r, at: 0))
        #expect(band.minY == 0 && abs(band.height - top) < 0.01, "\(band)")
        #expect(abs(button.minY - (top + 10)) < 0.01 && abs(button.minX - 12) < 0.01, "\(button)")
    }

    @Test("frames that keep their constraints stay as Interface Builder stored them")
    func placedViewsKeepTheirFrames() throws {
        let r = try LayerFrames.record(Self.path, segue: "MSP-SG-001", on: nil)
        // The presented label, 20 pt inside the safe area, with Interface Builder's width for its
        // text (a relayout would measure the stand-in font's).
        let label = try #require(LayerFrames.frame("MSP-LB-001", in: r))
        let stored = Rect(x: 20, y: 79, width: 57.333333333333336, height: 20.333333333333332)
        #expect([label.minX - stored.minX, label.minY - stored.minY, label.width - stored.width, label.height - stored.height]
            .allSatisfy { abs($0) < 1e-9 }, "\(label)")
    }

    @Test("a stored frame is checked against the constraints it can decide", arguments: [
        // (stored band height, whether it is misplaced): within the tolerance it is not.
        (59.0, false), (59.5, false), (61.0, true), (118.0, true),
    ])
    func theCheck(height: Double, misplaced: Bool) {
        var band = IB.ViewNode(element: .view, id: "band")
        band.frame = Rect(x: 0, y: 0, width: 393, height: height)
        band.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            IB.LayoutConstraint(firstItem: "band", firstAttribute: .top, secondItem: "root", secondAttribute: .top),
            IB.LayoutConstraint(firstItem: "safe", firstAttribute: .top, secondItem: "band", secondAttribute: .bottom),
            // A margin and a baseline are not read from frames; a low priority may be broken.
            IB.LayoutConstraint(firstItem: "band", firstAttribute: .leadingMargin, secondItem: "root", secondAttribute: .leading, constant: 99),
            IB.LayoutConstraint(firstItem: "band", firstAttribute: .height, constant: 10, priority: 250),
        ]
        let guides = LayoutGuides(safeAreaID: "safe", insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let found = MisplacedFrames.any(parentID: "root", size: Size(width: 393, height: 852), guides: guides, children: [band], constraints: constraints)
        #expect(found == misplaced)
    }
}
