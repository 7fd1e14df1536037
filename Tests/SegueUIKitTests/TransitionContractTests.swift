import SegueKit
import Testing
@testable import SegueUIKit

/// UIKit's custom-transition contract (SPEC.md §10), checked through the app-facing API.
@MainActor
struct TransitionContractTests {
    @MainActor final class Seen {
        var fromView: UIView?, toView: UIView?
        var fromController: UIViewController?, toController: UIViewController?
        var toWasInContainer = false, fromWasInContainer = false
        var finalTo = CGRect.null, finalFrom = CGRect.null, initialTo = CGRect.null, initialFrom = CGRect.null
        var container = CGRect.null
    }

    /// Presents a controller styled `style` through a probe that notes what the context says.
    func presenting(_ style: UIModalPresentationStyle, removesPresentersView: Bool = false,
                    presentedFrame: CGRect? = nil) throws -> Seen {
        let seen = Seen()
        let probe = ProbeAnimator { ctx in
            seen.fromView = ctx.view(forKey: .from)
            seen.toView = ctx.view(forKey: .to)
            seen.fromController = ctx.viewController(forKey: .from)
            seen.toController = ctx.viewController(forKey: .to)
            let to = seen.toController!.view!, from = seen.fromController!.view!
            seen.toWasInContainer = to.superview === ctx.containerView
            seen.fromWasInContainer = from.superview === ctx.containerView
            seen.finalTo = ctx.finalFrame(for: seen.toController!)
            seen.finalFrom = ctx.finalFrame(for: seen.fromController!)
            seen.initialTo = ctx.initialFrame(for: seen.toController!)
            seen.initialFrom = ctx.initialFrame(for: seen.fromController!)
            seen.container = ctx.containerView.bounds
            fadeIn(ctx)
        }
        let delegate = ProbeDelegate(probe)
        delegate.presentation = { presented, presenting in
            ProbePresentationController(presentedViewController: presented, presenting: presenting,
                                        removes: removesPresentersView, frame: presentedFrame)
        }
        _ = try UIKitTransition.record(name: "probe", setUp: { $0.rootViewController = controller("presenter") }, perform: { window in
            let vc = controller("presented")
            vc.modalPresentationStyle = style
            vc.transitioningDelegate = delegate
            window.rootViewController!.present(vc, animated: true)
        })
        return seen
    }

    /// "UIKit puts nothing new in the container for a custom animator: the animator adds the
    /// incoming view itself. For a full-screen presentation the outgoing view is already in the
    /// container." (Apple: `containerView`, "the animator … must add the view to the container".)
    @Test func theAnimatorAddsTheIncomingView() throws {
        let seen = try presenting(.fullScreen)
        #expect(!seen.toWasInContainer)
        #expect(seen.fromWasInContainer)
    }

    /// `view(forKey:)`: "The view controller's view may be nil … when the presenting view
    /// controller's view is not removed" — `.overFullScreen`, and `.custom` whose presentation
    /// controller keeps `shouldRemovePresentersView` false (its default); `viewController(forKey:)`
    /// is never nil.
    @Test(arguments: [(UIModalPresentationStyle.fullScreen, false, true), (.overFullScreen, false, false),
                      (.custom, false, false), (.custom, true, true)])
    func viewForKeyIsNilWhereThePresenterStays(style: UIModalPresentationStyle, removes: Bool, expectsFromView: Bool) throws {
        let seen = try presenting(style, removesPresentersView: removes)
        #expect((seen.fromView != nil) == expectsFromView)
        #expect(seen.toView != nil)
        #expect(seen.fromController != nil && seen.toController != nil)
    }

    /// `finalFrame(for:)`: the presented controller's is the container's bounds for full screen and
    /// the presentation controller's `frameOfPresentedViewInContainerView` for `.custom`; the
    /// disappearing one's is `.zero`. `initialFrame(for:)`: the disappearing one's current frame,
    /// `.zero` for the appearing one ("CGRectZero … if the frame is unknown").
    @Test func framesFollowUIKitsRules() throws {
        let full = try presenting(.fullScreen)
        #expect(full.finalTo == full.container)
        #expect(full.finalFrom == .zero)
        #expect(full.initialTo == .zero)
        #expect(full.initialFrom == CGRect(x: 0, y: 0, width: 393, height: 852))
        let card = CGRect(x: 20, y: 100, width: 353, height: 600)
        let custom = try presenting(.custom, presentedFrame: card)
        #expect(custom.finalTo == card)
    }

    /// Dismissing an `.overFullScreen` presentation: the presenter never left, so `view(forKey: .to)` is nil.
    @Test func dismissingOverFullScreenWithholdsThePresenter() throws {
        let seen = Seen()
        seen.toView = UIView()
        let probe = ProbeAnimator { ctx in
            seen.toView = ctx.view(forKey: .to)
            UIView.animate(withDuration: 0.2, animations: { ctx.view(forKey: .from)!.alpha = 0 }) { _ in ctx.completeTransition(true) }
        }
        let delegate = ProbeDelegate(probe)
        _ = try UIKitTransition.record(name: "probe", setUp: { window in
            window.rootViewController = controller("presenter")
            let vc = controller("presented")
            vc.modalPresentationStyle = .overFullScreen
            vc.transitioningDelegate = delegate
            window.rootViewController!.present(vc, animated: false)
        }, perform: { window in
            window.rootViewController!.presentedViewController!.dismiss(animated: true)
        })
        #expect(seen.toView == nil)
    }
}

/// A presentation controller with a chosen frame and presenter policy.
final class ProbePresentationController: UIPresentationController {
    let removes: Bool
    let frame: CGRect?

    init(presentedViewController: UIViewController, presenting: UIViewController?, removes: Bool, frame: CGRect?) {
        self.removes = removes
        self.frame = frame
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removes }
    override var frameOfPresentedViewInContainerView: CGRect { frame ?? super.frameOfPresentedViewInContainerView }
}
