import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Large titles (Fixtures/LargeTitles.storyboard, an iPhone 15 Pro canvas): a navigation
/// controller whose bar prefers large titles (`largeTitles="YES"`) over Settings, whose content
/// Interface Builder laid out under the 96 pt bar; General, pushed from it, never shows its title
/// large (`largeTitleDisplayMode="never"`); Storage, pushed too, follows Settings (automatic). The
/// bar's `largeTitleTextAttributes` colour the large titles indigo.
@MainActor
struct LargeTitleTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/LargeTitles.storyboard").path

    static func record(_ segue: String, on device: Device? = nil) throws -> Recording {
        try LayerFrames.record(storyboard, segue: segue, on: device)
    }

    /// The navigation bar's height at time `t`.
    static func barHeight(_ r: Recording, at t: Double) throws -> Double {
        let layer = try #require(r.steps[0].scene.layers.first { $0.identifier == "navigationBar" })
        return layer.tracks.sample(at: t, base: layer.properties).bounds.height
    }

    /// The opacity at time `t` of the 34 pt title reading `text` (0 when none is drawn).
    static func largeTitleAlpha(_ text: String, _ r: Recording, at t: Double) -> Double {
        let scene = r.scene(at: t)
        for layer in scene.layers where !layer.isHidden {
            if case .text(let c) = layer.content, c.string == text, c.fontSize == 34 { return layer.tracks.sample(at: t, base: layer.properties).alpha }
        }
        return 0
    }

    @Test("the reader keeps the bar's largeTitles and each item's largeTitleDisplayMode")
    func read() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        #expect(doc.controller(withID: "Lt1-Nc-0aA")?.navigationBar?.prefersLargeTitles == true)
        #expect(doc.controller(withID: "Lt3-Vc-0aA")?.navigationItem?.largeTitleDisplayMode == .never)
    }

    @Test("the root shows its title large in a 96 pt bar, bold 34 pt at the layout margin, and its content lies under it as designed")
    func rootIsLarge() throws {
        let r = try Self.record("Lt2-Sg-0aA")
        #expect(try Self.barHeight(r, at: 0) == 59 + 96)
        #expect(Self.largeTitleAlpha("Settings", r, at: 0) == 1)
        let content = try #require(LayerFrames.frame("Lt2-Lb-0aA", in: r, at: 0))
        #expect(content.minY == 59 + 96 + 20)
    }

    /// The navigation bar's background opacity at time `t`.
    static func barOpacity(_ r: Recording, at t: Double) throws -> Double {
        let layer = try #require(r.steps[0].scene.layers.first { $0.identifier == "navigationBar" })
        return layer.tracks.sample(at: t, base: layer.properties).backgroundColor.alpha
    }

    @Test("at rest a large title's bar is transparent, without its hairline: the screen's background runs up behind the title")
    func largeTitleBarIsTransparentAtRest() throws {
        let r = try Self.record("Lt2-Sg-0aA")
        #expect(try Self.barOpacity(r, at: 0) == 0)
        let bar = try #require(r.steps[0].scene.layers.first { $0.identifier == "navigationBar" })
        let hairlines = r.steps[0].scene.layers.filter { $0.parent >= 0 && r.steps[0].scene.layers[$0.parent].identifier == "navigationBar"
            && $0.properties.bounds.height <= 1 && $0.content == .none }
        #expect(!hairlines.isEmpty && hairlines.allSatisfy { $0.tracks.sample(at: 0, base: $0.properties).backgroundColor.alpha == 0 }, "\(bar.properties.bounds)")
        // A small title's bar at rest is transparent too (UIKit since iOS 15), and so is one
        // between large titles.
        #expect(try Self.barOpacity(r, at: r.duration / 2) == 0)
        #expect(try Self.barOpacity(r, at: r.duration) == 0)
        let large = try Self.record("Lt2-Sg-0aB")
        #expect(try Self.barOpacity(large, at: large.duration) == 0)
    }

    @Test("pushing a screen that never shows a large title: the bar shrinks to 44 pt over the push and the large title leaves")
    func pushToSmallTitle() throws {
        let r = try Self.record("Lt2-Sg-0aA")
        let mid = try Self.barHeight(r, at: r.duration / 2)
        #expect(mid < 155 && mid > 103, "the bar's height changes with the push: \(mid)")
        #expect(try Self.barHeight(r, at: r.duration) == 59 + 44)
        #expect(Self.largeTitleAlpha("Settings", r, at: r.duration) == 0)
        let content = try #require(LayerFrames.frame("Lt3-Lb-0aA", in: r))
        #expect(abs(content.minY - (59 + 44 + 20)) < 1e-6, "laid out under the bar it ends with: \(content)")
    }

    @Test("pushing a screen that follows the large title: the bar stays 96 pt and the new title arrives large")
    func pushToLargeTitle() throws {
        let r = try Self.record("Lt2-Sg-0aB")
        #expect(try Self.barHeight(r, at: r.duration) == 59 + 96)
        #expect(Self.largeTitleAlpha("Storage", r, at: r.duration) == 1)
        #expect(Self.largeTitleAlpha("Storage", r, at: 0.02) < 0.1)
    }

    @Test("in compact height (a phone in landscape) titles are never large")
    func compactHeight() throws {
        var options = StoryboardBuildOptions(device: .iPhone15Pro, landscape: true)
        options.deviceOverridesCanvas = true
        let doc = try IB.Document.read(contentsOf: Self.storyboard)
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "Lt2-Sg-0aB")), in: doc, options: options).recording
        #expect(try Self.barHeight(r, at: r.duration) == 32)
        #expect(Self.largeTitleAlpha("Storage", r, at: r.duration) == 0)
    }

    @Test("the large title takes the bar's largeTitleTextAttributes colour, in both appearances")
    func largeTitleColour() throws {
        // systemIndigoColor: UIKit's light and dark values.
        let indigo: [Appearance: Color] = [.light: Color(hex: 0x5856D6), .dark: Color(hex: 0x5E5CE6)]
        for appearance in [Appearance.light, .dark] {
            let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .lenient, appearance: appearance)
            var options = StoryboardBuildOptions()
            options.appearance = appearance
            let (nav, window) = try initialController(of: doc, options: options, as: NavigationController.self)
            defer { withExtendedLifetime(window) {} }
            let bar = try #require(nav.navigationBar)
            guard case .text(let t) = bar.largeTitleLabel.content else { Issue.record("no large title"); continue }
            #expect(t.string == "Settings" && t.fontSize == 34 && t.weight == .bold)
            #expect(t.color == indigo[appearance], "\(appearance)")
            #expect(!bar.largeTitleLabel.isHidden && bar.titleLabel.isHidden)
        }
    }

    /// The root's large title, laid out before the builder knew the layout is right to left,
    /// starts from the leading edge as the pushed ones do: at the right.
    @Test("right to left, the root's large title is at the right, as the pushed one's is")
    func rightToLeftLargeTitles() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        var options = StoryboardBuildOptions()
        options.rightToLeft = true
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "Lt2-Sg-0aB")), in: doc, options: options, direction: .perform).recording
        for (title, t) in [("Settings", 0.0), ("Storage", r.duration)] {
            let scene = r.scene(at: t)
            let layer = try #require(scene.layers.first { l in
                if case .text(let c) = l.content { c.string == title && c.fontSize == 34 && !l.isHidden } else { false }
            }, "\(title)")
            guard case .text(let c) = layer.content else { continue }
            #expect(c.alignment == .right && c.isRightToLeft, "\(title)")
        }
    }
}
