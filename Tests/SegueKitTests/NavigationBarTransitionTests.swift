import Foundation
import Testing
@testable import SegueKit

/// The navigation bar's part of a push (SPEC.md §2): fades are windows of the push's progress.
@MainActor
struct NavigationBarTransitionTests {
    static func system(_ t: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }

    /// The time at which the system curve reaches `p` (bisection).
    static func time(at p: Double) -> Double {
        var lo = 0.0, hi = 0.5
        for _ in 0..<60 { let m = (lo + hi) / 2; if system(m) < p { lo = m } else { hi = m } }
        return (lo + hi) / 2
    }

    func record() -> (Recording, NavigationBar) {
        let device = Device.iPhone15Pro
        let nav = NavigationController(rootViewController: ViewController(title: "Inbox"))
        nav.prepare(for: device)
        let window = Window(device: device)
        window.rootViewController = nav
        let rec = Recording.record(root: window) { nav.pushViewController(ViewController(title: "Message"), animated: true) }
        return (rec, nav.navigationBar!)
    }

    /// Alpha and centre of the bar item showing `text`, at time t.
    func item(_ rec: Recording, _ text: String, weight: FontWeight, at t: Double) -> LayerProperties? {
        let s = rec.scene(at: t)
        guard let i = s.layers.firstIndex(where: {
            if case .text(let c) = $0.content { return c.string == text && c.weight == weight } else { return false }
        }) else { return nil }
        return s.layers[i].tracks.sample(at: t, base: s.layers[i].properties)
    }

    @Test func titlesFadeInTheirWindows() throws {
        let (rec, bar) = record()
        // New title "Message" (semibold): invisible until p = 0.25, then easing in.
        #expect(try #require(item(rec, "Message", weight: .semibold, at: Self.time(at: 0.2))).alpha == 0)
        #expect(try #require(item(rec, "Message", weight: .semibold, at: Self.time(at: 0.6))).alpha > 0)
        // Old title "Inbox" (semibold): gone from p = 0.7.
        #expect(try #require(item(rec, "Inbox", weight: .semibold, at: Self.time(at: 0.75))).alpha == 0)
        #expect(try #require(item(rec, "Inbox", weight: .semibold, at: Self.time(at: 0.3))).alpha > 0)
        // The new back label "Inbox" (regular): from p = 0.3.
        #expect(try #require(item(rec, "Inbox", weight: .regular, at: Self.time(at: 0.25))).alpha == 0)
        // The new title's centre starts on the bar's trailing edge and ends centred.
        let w = bar.bounds.width
        #expect(abs(try #require(item(rec, "Message", weight: .semibold, at: 0)).center.x - w) < 1e-9)
        #expect(abs(try #require(item(rec, "Message", weight: .semibold, at: 0.5)).center.x - w / 2) < 1e-9)
        // The back title's text starts where the old title's text begins (centred in the bar;
        // SegueKit's estimate of its width, 0.55 em a character, with no font to measure).
        let text = 5 * 17 * 0.55
        let back = try #require(item(rec, "Inbox", weight: .regular, at: 0))
        #expect(abs(back.center.x - back.bounds.width / 2 - (w / 2 - text / 2)) < 1e-9)
    }

    @Test("on a push the old title's text and the new back title move as one, to the back button's place")
    func theOldTitleAndTheBackTitleMoveTogether() throws {
        let (rec, bar) = record()
        let text = 5 * 17 * 0.55
        // (The old title is gone once the push ends.)
        for p in [0.1, 0.35, 0.54, 0.8, 0.99] {
            let t = Self.time(at: p)
            let old = try #require(item(rec, "Inbox", weight: .semibold, at: t))
            let back = try #require(item(rec, "Inbox", weight: .regular, at: t))
            #expect(abs((old.center.x - text / 2) - (back.center.x - back.bounds.width / 2)) < 1e-6, "at p = \(p)")
        }
        let end = try #require(item(rec, "Inbox", weight: .regular, at: rec.duration))
        #expect(abs(end.center.x - bar.backLabelFrame.midX) < 1e-9)
    }

    @Test("on a pop the revealed back title comes back from the leading side, as the push sent it")
    func thePopsBackTitleComesFromTheLeadingSide() throws {
        let device = Device.iPhone15Pro
        let nav = NavigationController(rootViewController: ViewController(title: "Inbox"))
        nav.pushViewController(ViewController(title: "Folders"), animated: false)
        nav.pushViewController(ViewController(title: "Message"), animated: false)
        nav.prepare(for: device)
        let window = Window(device: device)
        window.rootViewController = nav
        let rec = Recording.record(root: window) { _ = nav.popViewController(animated: true) }
        let bar = try #require(nav.navigationBar)
        let end = try #require(item(rec, "Inbox", weight: .regular, at: rec.duration))
        #expect(abs(end.center.x - bar.backLabelFrame.midX) < 1e-9)
        var last = -Double.infinity
        for p in [0.0, 0.3, 0.6, 0.9] {
            let x = try #require(item(rec, "Inbox", weight: .regular, at: Self.time(at: p))).center.x
            #expect(x < end.center.x && x > last, "at p = \(p)")
            last = x
        }
        #expect(abs(try #require(item(rec, "Inbox", weight: .regular, at: 0)).center.x - (end.center.x - bar.bounds.width / 2)) < 1e-9)
    }

    @Test func fadeOutEasesOverItsWindow() throws {
        let (rec, _) = record()
        // "Fading out by 0.7" with easeOut: at p = 0.35, alpha = 1 − easeOut(0.5), and easeOut(0.5) > 0.5.
        let a = try #require(item(rec, "Inbox", weight: .semibold, at: Self.time(at: 0.35))).alpha
        #expect(a < 0.5 && a > 0.1)
    }
}

@MainActor
struct PartialCurlValidationTests {
    @Test func aPartialCurlThatIsNotFullScreenIsAnError() {
        let source = ViewController(title: "A")
        source.segueTemplates = [SegueTemplate(identifier: "curl", kind: .presentation, modalPresentationStyle: .pageSheet,
                                               modalTransitionStyle: .partialCurl) { ViewController(title: "B") }]
        do {
            try source.performSegue(withIdentifier: "curl")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("partial curl needs a full-screen presentation"))
        }
        source.segueTemplates = [SegueTemplate(identifier: "ok", kind: .presentation, modalPresentationStyle: .fullScreen,
                                               modalTransitionStyle: .partialCurl) { ViewController(title: "C") }]
        #expect(throws: Never.self) { try source.performSegue(withIdentifier: "ok") }
    }
}
