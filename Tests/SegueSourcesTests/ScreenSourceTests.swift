import Foundation
import SegueKit
import SegueRender
import SegueScreens
import SegueSources
import Testing

/// Two screenshots and a transition: what is noted, what is refused, and a team's own segue class.
@MainActor
struct ScreenSourceTests {
    static func screen(_ width: Int, _ height: Int, _ rgba: [UInt8] = [40, 120, 200, 255]) -> Bitmap {
        Bitmap(premultiplying: RGBAImage(width: width, height: height, pixels: (0..<width * height).flatMap { _ in rgba }))
    }

    /// A team's segue class: a cut with a timing of its own.
    final class CutSegue: StoryboardSegue {
        nonisolated override class var timing: SegueTiming { SegueTiming(duration: 0.5, curve: .linear) }
        override func perform() {
            let destination = self.destination
            View.animate(withDuration: 0.5, curve: .linear) { destination.view.alpha = 1 } completion: { _ in
                self.source.present(destination, animated: false)
            }
        }
    }

    @Test("a team's own segue class, from its own registry, with its own timing")
    func teamSegueClass() throws {
        var registry = SegueRegistry.builtIn
        registry.register(CutSegue.self)
        let source = TransitionSource.screenshots(from: Self.screen(40, 86), to: Self.screen(40, 86, [250, 250, 250, 255]),
                                                  transition: .segueClass("CutSegue", registry: registry), device: .iPhoneSE)
        #expect(source.name == "CutSegue-present")
        let t = try source.record()
        #expect(t.info.transition == .named("CutSegue") && t.info.progressDuration == 0.5 && t.info.curve == TimingCurve.linear.name)
        let unknown = TransitionSource.screenshots(from: Self.screen(40, 86), to: Self.screen(40, 86), transition: .segueClass("CutSegue"))
        #expect { try unknown.record() } throws: { "\($0)".contains("no custom segue class 'CutSegue' is registered") }
    }

    @Test("a segue class's timing is its own: the seed's is 0.3 s on UIKit's default curve")
    func timings() {
        #expect(HorizontalSlideSegue.timing == SegueTiming(duration: 0.3, curve: .easeInOut))
        #expect(SegueRegistry.builtIn.timing(of: "HorizontalSlideSegue") == HorizontalSlideSegue.timing)
        var registry = SegueRegistry()
        registry.register(CutSegue.self)
        #expect(registry.timing(of: "CutSegue") == SegueTiming(duration: 0.5, curve: .linear))
        #expect(registry.timing(of: "Nothing") == nil)
    }

    @Test("a screenshot of another shape and a popover on a phone are noted, in the library's words")
    func notes() throws {
        var notes: [SourceNote] = []
        _ = try TransitionSource.screenshots(from: Self.screen(100, 100), to: Self.screen(393, 852), style: .popover)
            .produce { notes.append($0) }
        #expect(notes.count == 2)
        guard case .adapted(let a) = notes.first, case .screenshotFit(.from, nil, let fit) = notes.last else {
            Issue.record("\(notes)")
            return
        }
        #expect(a.asked == .popover && a.drawn == .pageSheet)
        #expect(fit.cutsSides && fit.width == 100)
        #expect(notes.allSatisfy { !$0.description.contains("--") }, "\(notes)")
    }

    @Test("a popover kept on a phone stays beside its anchor over the screen, which does not recede; UIKit's default adapts it to a sheet")
    func keptPopover() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let from = Self.screen(393, 852), to = Self.screen(393, 852, [250, 250, 250, 255])
        func lastFrame(_ adaptive: ModalPresentationStyle?, _ name: String) throws -> (RGBAImage, notes: [SourceNote], drawnAs: String?) {
            var notes: [SourceNote] = []
            let source = TransitionSource.screenshots(from: from, to: to, transition: .style(.popover), adaptivePresentationStyle: adaptive)
            let t = try source.produce { notes.append($0) }.transition
            try TransitionRenderer.renderFrame(t, at: .percent(100), to: dir + "/\(name).png")
            return (try PNGDecoder.decode(contentsOf: dir + "/\(name).png"), notes, t.info.drawnAs)
        }
        let kept = try lastFrame(ModalPresentationStyle.none, "kept")
        let adapted = try lastFrame(nil, "adapted")
        #expect(kept.notes.isEmpty && kept.drawnAs == nil, "\(kept.notes)")
        #expect(adapted.drawnAs == "pageSheet" && adapted.notes.count == 1)
        // Bottom left: the presenting screen, unmoved and undimmed, beside a kept popover; the
        // sheet's light page where UIKit adapts it.
        func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]) }
        let keptCorner = pixel(kept.0, 4, 840), sheetCorner = pixel(adapted.0, 4, 840)
        #expect(keptCorner == [40, 120, 200, 255], "\(keptCorner)")
        #expect(sheetCorner[0] > 200, "\(sheetCorner)")
        // Top left: the status bar strip stays the presenting screen's under a kept popover.
        #expect(pixel(kept.0, 4, 4) == [40, 120, 200, 255])
    }

    @Test("what a transition does not take is refused, not ignored", arguments: [
        (ScreenTransition.style(.coverVertical), Rect?(Rect(x: 10, y: 10, width: 20, height: 20)), false, ScreenSettingError.anchorNotTaken(transition: "coverVertical")),
        (.style(.crossDissolve), nil, true, .rightToLeftNotTaken(transition: "crossDissolve")),
        (.style(.popover), Rect(x: 900, y: 10, width: 20, height: 20), false,
         .anchorOutsideScreen(Rect(x: 900, y: 10, width: 20, height: 20), .iPhone15Pro)),
    ])
    func refused(_ transition: ScreenTransition, _ anchor: Rect?, _ rightToLeft: Bool, _ expected: ScreenSettingError) {
        let source = TransitionSource.screenshots(from: Self.screen(40, 86), to: Self.screen(40, 86), transition: transition, anchor: anchor,
                                                  rightToLeft: rightToLeft)
        #expect(throws: expected) { try source.record() }
    }

    @Test("a screenshot that cannot be read says which one")
    func unreadable() {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = TransitionSource.screenshots(from: dir + "/missing.png", to: dir + "/missing.png", style: .push)
        #expect { try source.record() } throws: { ($0 as? ScreenshotError)?.role == .from }
    }
}
