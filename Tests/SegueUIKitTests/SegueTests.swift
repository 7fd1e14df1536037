import SegueKit
import Testing
@testable import SegueUIKit

/// A `UIStoryboardSegue` subclass runs UIKit's segue life cycle: the destination is made, the
/// segue, the source's `prepare(for:sender:)`, then the segue's `perform()`.
@MainActor
struct SegueTests {
    final class FadeInSegue: UIStoryboardSegue {
        override func perform() {
            let window = source.view.window!
            destination.view.frame = window.bounds
            destination.view.alpha = 0
            window.addSubview(destination.view)
            UIView.animate(withDuration: 0.4, animations: { self.destination.view.alpha = 1 }) { _ in
                self.destination.view.removeFromSuperview()
                self.source.present(self.destination, animated: false)
            }
        }
    }

    final class Source: UIViewController {
        var prepared: [String] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append("\(segue.identifier ?? "") \(type(of: segue)) \(segue.destination.view.accessibilityIdentifier ?? "")")
        }
    }

    @Test func aCustomSegueRunsItsLifeCycleAndAnimates() throws {
        let source = Source()
        let t = try UIKitTransition.record(name: "segue", setUp: { window in
            source.view.accessibilityIdentifier = "source"
            window.rootViewController = source
            UIKitStoryboard.connect(source, identifier: "fade", segueClass: FadeInSegue.self) { controller("destination") }
        }, perform: { _ in
            source.performSegue(withIdentifier: "fade", sender: nil)
        })
        #expect(source.prepared == ["fade FadeInSegue destination"])
        #expect(t.info.transition == .named("FadeInSegue") && t.info.direction == .present)
        #expect(abs(t.recording.duration - 0.4) < 1e-9)
        #expect(abs((shown("destination", at: 0.2, in: t.recording)?.alpha ?? -1) - 0.5) < 1e-6)
        #expect(source.controller.presentedViewController != nil)
    }

    @Test func anUnknownSegueIsAnError() throws {
        #expect(throws: SegueError.self) {
            try UIKitTransition.record(name: "segue", setUp: { $0.rootViewController = controller("source") }, perform: { window in
                window.rootViewController!.performSegue(withIdentifier: "nowhere", sender: nil)
            })
        }
    }
}
