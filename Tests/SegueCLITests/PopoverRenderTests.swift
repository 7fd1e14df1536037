import Foundation
import Testing

@testable import SegueRender

/// Popovers drawn at their content's size (Tests/SegueStoryboardTests/Fixtures/Popovers.storyboard,
/// an iPad canvas), by the pixels of their last frame at scale 1: the card's edges are where the
/// presented controller's `preferredContentSize` puts them (frames worked out in PopoverTests).
@MainActor
struct PopoverRenderTests {
    static let storyboard = StoryboardRenderTests.readerFixture("Popovers.storyboard")
    static let blue = [0, 102, 255], orange = [255, 128, 0], purple = [128, 0, 128], green = [51, 179, 77]

    static func lastFrame(_ segue: String) throws -> Frame {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", storyboard, "--segue", segue, "--at", "100%", "--out", dir + "/last.png", "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        return try Frame(dir + "/last.png")
    }

    @Test func theFilterPopoverIs300By200AtTheLeftMargin() throws {
        let f = try Self.lastFrame("filter")
        #expect(f.image.width == 834 && f.image.height == 1194)
        // The card: 10…310 × 101…301 pt; the content is blue, its footer orange along the bottom.
        for (x, y) in [(12, 150), (307, 150), (150, 103)] {
            #expect(f.pixel(x, y, is: Self.blue), "inside the card at \(x), \(y): \(f.pixel(x, y))")
        }
        #expect(f.pixel(150, 298, is: Self.orange), "the footer at the card's bottom: \(f.pixel(150, 298))")
        for (x, y) in [(7, 150), (313, 150), (150, 98), (150, 304)] {
            let p = f.pixel(x, y)
            #expect(!f.pixel(x, y, is: Self.blue, tolerance: 40) && !f.pixel(x, y, is: Self.orange, tolerance: 40),
                    "outside the card at \(x), \(y): \(p)")
        }
    }

    @Test func theSortPopoverIsItsRootsSizeAndAnIPadsBar() throws {
        let f = try Self.lastFrame("sort")
        // The card: 504…824 × 101…411 pt: the iPad's 50 pt bar 101…151, the green header
        // 151…191, then purple.
        #expect(!f.pixel(660, 130, is: Self.green, tolerance: 40) && !f.pixel(660, 130, is: Self.purple, tolerance: 40),
                "the bar: \(f.pixel(660, 130))")
        #expect(f.pixel(660, 156, is: Self.green), "the header right under a 50 pt bar: \(f.pixel(660, 156))")
        for (x, y) in [(506, 300), (821, 300), (660, 402)] {
            #expect(f.pixel(x, y, is: Self.purple), "inside the card at \(x), \(y): \(f.pixel(x, y))")
        }
        for (x, y) in [(501, 300), (827, 300), (660, 414)] {
            #expect(!f.pixel(x, y, is: Self.purple, tolerance: 40), "outside the card at \(x), \(y): \(f.pixel(x, y))")
        }
    }

    /// On an iPhone the popovers adapt to page sheets, as UIKit adapts them: the index and each
    /// manifest name both the segue's style and what the frames show, and so does the contact
    /// sheet's subtitle. On the iPad they are drawn as asked and nothing says otherwise.
    @Test func anAdaptedPopoverSaysItIsDrawnAsASheet() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let phone = runCLI(["render", Self.storyboard, "--all", "--device", "iphone-15-pro", "--fps", "10", "--out", dir + "/phone", "--quiet"])
        #expect(phone.code == 0, "\(phone.err)")
        let index = try String(contentsOfFile: dir + "/phone/index.txt", encoding: .utf8)
        #expect(index.contains("rendered    popover present, drawn as pageSheet,"), "\(index)")
        let manifest = try Manifest.read(from: dir + "/phone/filter/manifest.json")
        #expect(manifest.transition == "popover" && manifest.drawnAs == "pageSheet")
        let pad = runCLI(["render", Self.storyboard, "--all", "--fps", "10", "--out", dir + "/pad", "--quiet"])
        #expect(pad.code == 0, "\(pad.err)")
        let padIndex = try String(contentsOfFile: dir + "/pad/index.txt", encoding: .utf8)
        #expect(padIndex.contains("rendered    popover present, ") && !padIndex.contains("drawn as"), "\(padIndex)")
        #expect(try Manifest.read(from: dir + "/pad/filter/manifest.json").drawnAs == nil)
    }

    /// Between two screenshots too: `--keep-popovers` draws the popover as asked on an iPhone,
    /// and nothing says it was adapted; without it the frames show the sheet, and say so.
    @Test func screenshotsKeepTheirPopoverWhenAsked() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try EndToEndTests.screenshot(dir + "/a.png", rgb: (255, 0, 0), stripeAt: 600)
        try EndToEndTests.screenshot(dir + "/b.png", rgb: (0, 0, 255), stripeAt: 300)
        let screens = ["render", "--from", dir + "/a.png", "--to", dir + "/b.png", "--style", "popover", "--fps", "10"]
        let kept = runCLI(screens + ["--keep-popovers", "--out", dir + "/kept"])
        #expect(kept.code == 0 && !kept.err.contains("page sheet"), "\(kept.err)")
        #expect(try Manifest.read(from: dir + "/kept/manifest.json").drawnAs == nil)
        let adapted = runCLI(screens + ["--out", dir + "/adapted"])
        #expect(adapted.code == 0 && adapted.err.contains("adapts to a page sheet"), "\(adapted.err)")
        #expect(try Manifest.read(from: dir + "/adapted/manifest.json").drawnAs == "pageSheet")
        // The last frame's bottom left: the red presenting screen beside the kept popover; the
        // blue sheet where it adapts.
        func lastFrame(_ folder: String) throws -> Frame {
            let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("frame_") }.sorted()
            return try Frame(folder + "/" + (frames.last ?? "none"))
        }
        let keptLast = try lastFrame(dir + "/kept"), sheetLast = try lastFrame(dir + "/adapted")
        #expect(keptLast.pixel(4, 840, is: [255, 0, 0]), "\(keptLast.pixel(4, 840))")
        #expect(sheetLast.pixel(4, 840, is: [0, 0, 255]), "\(sheetLast.pixel(4, 840))")
    }
}
