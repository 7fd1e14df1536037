import Foundation
import SegueKit
import SegueRender
import SegueScreens
import Testing

/// UIKit's rules between two screens, as the library states them: adaptation, fitting a
/// screenshot, and what a custom transition's name means.
@MainActor
struct ScreenRulesTests {
    static func bitmap(_ width: Int, _ height: Int) -> Bitmap {
        Bitmap(premultiplying: RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height * 4)))
    }

    @Test("a popover adapts to a page sheet on a compact-width screen only; other styles never")
    func adaptation() {
        #expect(StyleAdaptation(.popover, on: .iPhone15Pro)?.drawn == .pageSheet)
        #expect(StyleAdaptation(.popover, on: .iPadPro11) == nil)
        #expect(StyleAdaptation(.formSheet, on: .iPhone15Pro) == nil)
        var s = Scenario(name: "p", style: .popover, isForward: true, device: .iPhone15Pro)
        #expect(s.adaptedStyle == .pageSheet)
        s.flow = .customSegue("HorizontalSlideSegue")
        #expect(s.adaptation == nil, "a custom segue is drawn as it is")
    }

    @Test("a screenshot of the screen's shape fits; another is cut, and the cut side and orientation are said")
    func fit() throws {
        #expect(ScreenshotFit(Self.bitmap(393, 852), on: .iPhone15Pro) == nil)
        #expect(ScreenshotFit(Self.bitmap(1179, 2556), on: .iPhone15Pro) == nil)
        let wide = try #require(ScreenshotFit(Self.bitmap(852, 393), on: .iPhone15Pro))
        #expect(wide.cutsSides && wide.orientationDiffers)
        #expect(wide.sentence(subject: "a.png") == "a.png is 852×393 px, not the shape of the iPhone 15 Pro screen (393×852 pt): "
            + "it is scaled to fill the screen and its left and right edges are cut off")
        let square = try #require(ScreenshotFit(Self.bitmap(100, 100), on: .iPhone15Pro))
        #expect(square.cutsSides && !square.orientationDiffers)
        let tall = try #require(ScreenshotFit(Self.bitmap(100, 400), on: .iPhone15Pro))
        #expect(!tall.cutsSides && tall.sentence(subject: "b.png").hasSuffix("its top and bottom are cut off"))
    }

    @Test("a custom name: a registered segue class, else a catalogue transition with a direction where it takes one")
    func custom() throws {
        guard case .segueClass("HorizontalSlideSegue", _) = try ScreenTransition.custom("HorizontalSlideSegue", direction: nil) else {
            Issue.record("a segue class")
            return
        }
        guard case .catalogue(.push, .up) = try ScreenTransition.custom("push", direction: .up) else {
            Issue.record("a catalogue transition")
            return
        }
        #expect(throws: CustomTransitionError.directionForSegueClass("HorizontalSlideSegue")) {
            try ScreenTransition.custom("HorizontalSlideSegue", direction: .left)
        }
        #expect(throws: CustomTransitionError.directionTwice("pushUp", .push)) { try ScreenTransition.custom("pushUp", direction: .left) }
        #expect(throws: CustomTransitionError.self) { try ScreenTransition.custom("wobble", direction: nil) }
    }
}
