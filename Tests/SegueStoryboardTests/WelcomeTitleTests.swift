import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A welcome screen's title set at 256 pt with autoshrink to 20 pt
/// (Fixtures/WelcomeTitle.storyboard): 48 pt from the leading edge, at most 48 pt from the
/// trailing one, at most 480 pt wide, 4:3, its bottom on the safe area's centre. Auto Layout
/// stretches it to the trailing bound (the tighter of the two bounds on its width), and the
/// label shrinks its text until the wrapped lines fit, as UIKit's autoshrink does on any number
/// of lines.
@MainActor
struct WelcomeTitleTests {
    @Test("the title takes the room its tighter bound leaves", arguments: [Device.iPhone15Pro, .iPhoneSE])
    func theTitleIsSizedByItsTighterBound(_ device: Device) throws {
        let r = try LayerFrames.record(Paths.own("WelcomeTitle.storyboard"), segue: "WLC-sg-001", on: device)
        let title = try #require(LayerFrames.frame("WLC-lb-001", in: r))
        let width = device.size.width - 96
        #expect(abs(title.minX - 48) < 0.5 && abs(title.width - width) < 0.5, "\(title)")
        #expect(abs(title.height - width * 3 / 4) < 0.5, "4:3: \(title)")
        let top = device.safeArea.top + NavigationBar.height, bottom = device.size.height - device.safeArea.bottom
        #expect(abs(title.maxY - (top + bottom) / 2) < 0.5, "its bottom on the safe area's centre: \(title)")
    }

    @Test func itsTextShrinksToFitOnSeveralLines() throws {
        let r = try LayerFrames.record(Paths.own("WelcomeTitle.storyboard"), segue: "WLC-sg-001", on: nil)
        let scene = try #require(r.steps.last?.scene)
        let layer = try #require(scene.layers.first { $0.identifier == "WLC-lb-001" })
        guard case .text(let text) = layer.content else { Issue.record("the title draws text"); return }
        #expect(text.fontSize >= 20 && text.fontSize < 128, "\(text.fontSize) pt")
        let lines = TextMetrics.lineCount(text.string, size: text.fontSize, width: 297, bold: true)
        #expect(Double(lines) * TextMetrics.lineHeight(text.fontSize) <= 223, "\(lines) lines at \(text.fontSize) pt fit")
        let larger = text.fontSize + 2
        let words = text.string.split(separator: " ").map { TextMetrics.width(String($0), size: larger, bold: true) }
        let tooTall = Double(TextMetrics.lineCount(text.string, size: larger, width: 297, bold: true)) * TextMetrics.lineHeight(larger) > 223
        #expect(tooTall || (words.max() ?? 0) > 297, "as large as fits: \(larger) pt would not")
    }
}
