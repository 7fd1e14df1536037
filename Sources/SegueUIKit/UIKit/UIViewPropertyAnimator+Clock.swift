import SegueKit

/// How a property animator drives its clock, and how it stops.
extension UIViewPropertyAnimator {
    /// Makes the clock (held until it runs) and records the pending blocks under it.
    func begin(animator: Animator, running: Bool) {
        let clock = TrackClock(start: animator.now, localTime: 0, motion: .hold)
        self.clock = clock
        state = .active
        for (block, factor) in pending { record(block, start: factor * duration, clock: clock, animator: animator) }
        pending = []
        completionToken = animator.scheduleCompletion(
            of: Animator.Transaction(start: 0, duration: duration, curve: curve, clock: clock)) { _ in self.reachedEnd() }
        targets = animator.views(animatedBy: clock).map { ($0, $0.properties) }
    }

    /// Records one block starting at local time `start` and lasting to the end.
    func record(_ block: () -> Void, start: Double, clock: TrackClock, animator: Animator) {
        animator.begin(Animator.Transaction(start: start, duration: max(0, duration - start), curve: curve, clock: clock))
        block()
        animator.end()
        targets = animator.views(animatedBy: clock).map { ($0, $0.properties) }
    }

    /// Runs the clock again, forwards or (reversed) backwards, `durationFactor` times as long.
    func resume(durationFactor: Double, parameters: (any UITimingCurveProvider)?) {
        guard let clock, let now = Animator.current?.now else { return }
        let local = clock.localTime(at: now)
        let target = reversed ? 0 : duration
        let remaining = abs(target - local) * max(durationFactor, 1e-6)
        if clock.current.scrubsLinearly || parameters != nil {
            let c = parameters?.curve(duration: remaining) ?? curve
            clock.change(at: now, to: .ease(to: target, duration: remaining, curve: c), scrubsLinearly: true)
        } else {
            clock.change(at: now, to: .run(rate: (reversed ? -1 : 1) / max(durationFactor, 1e-6)))
        }
    }

    /// The clock reached the end (or, reversed, the start).
    func reachedEnd() {
        guard let clock, let now = Animator.current?.now else { return }
        let position: UIViewAnimatingPosition = clock.localTime(at: now) <= 0 ? .start : .end
        if pausesOnCompletion {
            clock.change(at: now, to: .hold)
            return
        }
        state = .inactive
        completionToken = nil
        for c in completions { c(position) }
    }

    /// Stops where the animations stand: their views keep the values shown now as model values.
    /// With `withoutFinishing` false the animator waits for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let clock, let animator = Animator.current else { return }
        if let token = completionToken { animator.cancel(token) }
        completionToken = nil
        let views = animator.views(animatedBy: clock)
        let shown = views.map { $0.presentationProperties(at: animator.now) }
        clock.remove(at: animator.now)
        for (view, values) in zip(views, shown) { view.apply(values) }
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animator at the end (the blocks' values), the start, or where it stands,
    /// and runs the completions with that position.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        switch finalPosition {
        case .end: for (view, values) in targets { view.apply(values) }
        case .start:
            if let clock { for (view, _) in targets { view.apply(view.presentationProperties(at: clock.begin)) } }
        case .current: break
        }
        state = .inactive
        for c in completions { c(finalPosition) }
    }

    /// Outside a recording nothing animates: the blocks apply at once and the completions run.
    func runWithoutRecorder() {
        for (block, _) in pending { block() }
        pending = []
        for c in completions { c(.end) }
    }
}

extension View {
    /// Sets the animatable values of `p` as model values, outside any animation block.
    func apply(_ p: LayerProperties) {
        let run = {
            self.center = p.center
            self.bounds = p.bounds
            self.transform3D = p.transform
            self.alpha = p.alpha
            self.backgroundColor = p.backgroundColor
            self.cornerRadius = p.cornerRadius
        }
        if let animator = Animator.current { animator.withoutBlocks(run) } else { run() }
    }
}
