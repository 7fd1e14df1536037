import SegueKit

/// A navigation controller's push and pop animator that also swaps the bar button items: the
/// storyboard's items fade in with the new top controller while the old ones fade out.
@MainActor
struct BarItemsTransition: TransitionAnimator {
    var inner: any TransitionAnimator
    let didStart: @MainActor (View) -> Void

    init(inner: any TransitionAnimator, didStart: @escaping @MainActor (View) -> Void) {
        self.inner = inner
        self.didStart = didStart
    }

    var duration: Double {
        get { inner.duration }
        set { inner.duration = newValue }
    }
    var curve: TimingCurve {
        get { inner.curve }
        set { inner.curve = newValue }
    }

    func animateTransition(_ context: TransitionContext) {
        inner.animateTransition(context)
        didStart(context.toView)
    }
}
