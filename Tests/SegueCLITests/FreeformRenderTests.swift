import Foundation
import SegueKit
import Testing
@testable import SegueCLI
@testable import SegueRender

/// Freeform scenes rendered as the device shows them (Fixtures/FreeformApp, see its README), by
/// their pixels at scale 1; and `segue list` naming the screen `segue render` draws on.
@MainActor
struct FreeformRenderTests {
    nonisolated static let app = repositoryRoot + "/Tests/SegueCLITests/Fixtures/FreeformApp"
    nonisolated static let storyboard = app + "/FreeformApp/Base.lproj/Main.storyboard"

    static func render(_ segue: String, at time: String) throws -> Frame {
        let out = temporaryFolder() + "/\(segue).png"
        let r = runCLI(["render", storyboard, "--segue", segue, "--at", time, "--out", out, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        return try Frame(out)
    }

    static let orange = [255, 128, 0], blue = [0, 102, 255], green = [51, 179, 77], white = [255, 255, 255]

    @Test func theFreeformWelcomeScreenFillsTheIPhoneWithItsButtonAboveTheHomeIndicator() throws {
        let f = try Self.render("getStarted", at: "0")
        // The header reaches 44 pt below the safe area's top (59 pt): orange at y = 90.
        #expect(f.pixel(200, 90, is: Self.orange), "\(f.pixel(200, 90))")
        // Get Started spans 748…798 pt, 20 pt above the home indicator's 34 pt.
        #expect(f.pixel(30, 760, is: Self.blue), "\(f.pixel(30, 760))")
        #expect(f.pixel(30, 805, is: Self.white), "\(f.pixel(30, 805))")
        #expect(f.pixel(10, 760, is: Self.white), "20 pt from the left edge: \(f.pixel(10, 760))")
    }

    @Test func theEmbeddedFreeformChildFillsItsContainerUnderTheBar() throws {
        let f = try Self.render("getStarted", at: "100%")
        // Container 16…377 × 119…319 pt; the badge 12 pt inside its bottom-right corner:
        // 285…365 × 267…307 pt.
        #expect(f.pixel(290, 303, is: Self.green), "\(f.pixel(290, 303))")
        #expect(f.pixel(360, 270, is: Self.green), "\(f.pixel(360, 270))")
        #expect(!f.pixel(290, 312, is: Self.green), "below the badge: \(f.pixel(290, 312))")
    }

    @Test func listAndRenderNameTheSameScreenForAnIPadOnlyApp() throws {
        let pad = repositoryRoot + "/Tests/SegueCLITests/Fixtures/PadApp"
        let list = runCLI(["list", pad])
        #expect(list.code == 0, "\(list.err)")
        let ipad = Device.iPadPro11
        #expect(list.out.contains("canvas retina6_12 portrait 393×852 pt, drawn on \(ipad.displayName) 834×1194 pt"), "\(list.out)")
        let json = runCLI(["list", pad, "--json"])
        #expect(json.out.contains("\"screen\"") && json.out.contains("\"ipad-pro-11\""), "\(json.out)")

        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = runCLI(["render", pad, "--all", "--at", "100%", "--quiet", "--out", dir])
        #expect(render.code == 0, "\(render.err)")
        let m = try Manifest.read(from: dir + "/PadApp-Main/openBook/manifest.json")
        #expect(m.sizePoints.width == ipad.size.width && m.sizePoints.height == ipad.size.height)

        // Where the canvas decides, the listing names no other screen.
        #expect(!runCLI(["list", Self.app]).out.contains("drawn on"))
    }
}
