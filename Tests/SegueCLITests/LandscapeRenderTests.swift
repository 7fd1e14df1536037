import Foundation
import Testing

/// A landscape iPhone's safe area in pixels (Tests/SegueStoryboardTests/Fixtures/Landscape.storyboard,
/// 852 × 393 pt, 59 pt inset left and right; frames worked out in LandscapeTests), at scale 1.
@MainActor
struct LandscapeRenderTests {
    static let storyboard = StoryboardRenderTests.readerFixture("Landscape.storyboard")
    static let green = [51, 179, 77]
    static let dark: ([Int]) -> Bool = { $0.allSatisfy { $0 < 100 } }

    static func frame(at time: String) throws -> Frame {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", storyboard, "--segue", "showList", "--at", time, "--out", dir + "/frame.png", "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        return try Frame(dir + "/frame.png")
    }

    @Test func theLabelAndTheBandPinnedToTheSafeAreaStartAt59Points() throws {
        let f = try Self.frame(at: "0")
        #expect(f.image.width == 852 && f.image.height == 393)
        // "Pinned to the safe area": 59…241 × 52…73 pt; its text starts at the safe area's edge.
        #expect(f.count(x: 59..<241, y: 52..<73, where: Self.dark) > 40)
        #expect(f.count(x: 0..<58, y: 44..<80, where: Self.dark) == 0, "nothing under the notch")
        // The band: 59…793 pt across, the screen's background beyond it on both sides.
        #expect(f.pixel(61, 300, is: Self.green) && f.pixel(790, 300, is: Self.green))
        #expect(!f.pixel(56, 300, is: Self.green, tolerance: 40) && !f.pixel(796, 300, is: Self.green, tolerance: 40))
    }

    @Test func theTablesRowsKeepTheirTextInsideTheSafeArea() throws {
        let f = try Self.frame(at: "100%")
        // The first row, 94…138 pt down: "Wi-Fi" from x = 79 (the safe area's 59 and the cell's 20).
        #expect(f.count(x: 79..<130, y: 98..<134, where: Self.dark) > 20)
        #expect(f.count(x: 0..<77, y: 98..<134, where: Self.dark) == 0, "no text left of the safe area's margin")
    }

    @Test("--device draws a landscape canvas on that device, still landscape")
    func anotherDeviceKeepsTheCanvasOrientation() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (device, size) in [("iphone-se", (667, 375)), ("ipad-pro-11", (1194, 834))] {
            let out = dir + "/\(device).png"
            let r = runCLI(["render", Self.storyboard, "--segue", "showList", "--at", "0", "--device", device, "--out", out, "--quiet"])
            #expect(r.code == 0, "\(r.err)")
            let f = try Frame(out)
            #expect(f.image.width == size.0 && f.image.height == size.1, "\(device): \(f.image.width)×\(f.image.height)")
        }
    }
}
