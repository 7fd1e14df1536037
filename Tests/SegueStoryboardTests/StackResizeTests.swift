import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Stack views shown wider than designed arrange their views again, as `UIStackView` does
/// (Fixtures/StackResize.storyboard, an iPhone 15 canvas): a vertical stack 20 pt inside the
/// safe area's sides (alignment fill, spacing 12) holding a fill-equally row of three views
/// (spacing 8, 44 pt) and a label. Expected frames are worked out from the stacks' settings.
@MainActor
struct StackResizeTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/StackResize.storyboard").path

    static func frames(on device: Device?) throws -> [String: Rect] {
        let r = try LayerFrames.record(storyboard, segue: "SEG-sr-001", on: device)
        var out: [String: Rect] = [:]
        for id in ["STK-sr-001", "STK-sr-002", "RED-sr-001", "GRN-sr-001", "BLU-sr-001", "LBL-sr-001"] {
            out[id] = try #require(LayerFrames.frame(id, in: r), "no layer \(id)")
        }
        return out
    }

    @Test("as designed on the iPhone, every view keeps its stored frame")
    func designed() throws {
        let f = try Self.frames(on: nil)
        #expect(f["STK-sr-001"] == Rect(x: 20, y: 79, width: 353, height: 77))
        #expect(f["GRN-sr-001"]?.width == 112.33333333333334 && f["LBL-sr-001"]?.width == 353)
    }

    @Test("on an iPad the stacks fill their new width: the row's three views share it equally, the label spans it")
    func widerOnAnIPad() throws {
        let f = try Self.frames(on: .iPadPro11)
        let width = 834.0 - 40
        #expect(f["STK-sr-001"] == Rect(x: 20, y: 24 + 20, width: width, height: 77))
        #expect(f["STK-sr-002"] == Rect(x: 20, y: 44, width: width, height: 44))
        let third = (width - 16) / 3
        for (i, id) in ["RED-sr-001", "GRN-sr-001", "BLU-sr-001"].enumerated() {
            let r = try #require(f[id])
            #expect(abs(r.minX - (20 + Double(i) * (third + 8))) < 0.001 && abs(r.width - third) < 0.001 && r.height == 44, "\(id): \(r)")
        }
        #expect(f["LBL-sr-001"] == Rect(x: 20, y: 44 + 56, width: width, height: 21))
    }
}
