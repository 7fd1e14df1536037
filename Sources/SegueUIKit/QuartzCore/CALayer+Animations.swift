import SegueKit

/// Explicit animations on a layer: `add(_:forKey:)` records presentation-only tracks on the node
/// (shown over the model value, removed when they end unless the fill keeps them), and tells the
/// animation's delegate when it starts and stops, on the virtual timeline.
extension CALayer {
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let animation = anim.duplicate()
        let key = key ?? "animation-\(ObjectIdentifier(animation).hashValue)"
        removeAnimation(forKey: key)
        guard let animator = Animator.current else { return }
        let now = animator.now
        let removal = TrackRemoval()
        let timing = timing(of: animation, now: now, removal: removal, animator: animator)
        let recorded = record(animation, timing: timing, now: now)
        guard recorded else { return }
        animationsByKey.append((key, animation, removal))
        // The delegate hears of the start and the end at their timeline times (approximated by the
        // times they would have on an unpaused clock).
        let begin = now + (timing.start - animator.localNow)
        let end = now + (timing.end - animator.localNow)
        CATransaction.noteAnimation(endingAt: end)
        animator.schedule(at: begin) { animation.delegate?.animationDidStart(animation) }
        animator.schedule(at: end) { [weak self] in
            guard removal.removedAt == nil else { return }
            if animation.isRemovedOnCompletion { self?.animationsByKey.removeAll { $0.removal === removal } }
            animation.delegate?.animationDidStop(animation, finished: true)
        }
    }

    /// Removes the animation under `key` now: its tracks stop showing, its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        guard let i = animationsByKey.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationsByKey.remove(at: i)
        let now = Animator.current?.now ?? 0
        entry.removal.remove(at: now)
        entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
    }

    public func removeAllAnimations() {
        for key in animationsByKey.map(\.key) { removeAnimation(forKey: key) }
    }

    public func animation(forKey key: String) -> CAAnimation? {
        animationsByKey.first { $0.key == key }?.animation
    }

    public func animationKeys() -> [String]? {
        animationsByKey.isEmpty ? nil : animationsByKey.map(\.key)
    }

    /// A copy showing the values on screen now (what animations show over the model).
    public func presentation() -> Self? {
        let copy = Self.init()
        let shown = node.presentationProperties(at: Animator.current?.now ?? 0)
        copy.node.bounds = shown.bounds
        copy.node.center = shown.center
        copy.node.transform3D = shown.transform
        copy.node.alpha = shown.alpha
        copy.node.backgroundColor = shown.backgroundColor
        copy.node.cornerRadius = shown.cornerRadius
        return copy
    }

    public func model() -> Self { self }

    /// When `animation` runs: Core Animation's begin time (0: now; else media time, see
    /// `CACurrentMediaTime`), duration (0: 0.25 s), speed, repetitions, fill and removal.
    private func timing(of a: CAAnimation, now: Double, removal: TrackRemoval, animator: Animator) -> AnimationTiming {
        let speed = a.speed > 0 ? Double(a.speed) : 1
        let begin = a.beginTime == 0 ? now : a.beginTime - UIKitSession.mediaTimeOrigin
        let duration = (a.duration > 0 ? a.duration : 0.25) / speed
        let cycles: Int
        if a.repeatDuration > 0 {
            cycles = Int((a.repeatDuration / speed / (duration * (a.autoreverses ? 2 : 1))).rounded(.up))
        } else if a.repeatCount > 0 {
            // NB: an endless repetition is cut at a minute of cycles: the recording ends long before.
            cycles = a.repeatCount.isFinite ? Int(a.repeatCount.rounded(.up)) : Int((60 / duration).rounded(.up))
        } else {
            cycles = 1
        }
        let fills = (backwards: a.fillMode == .backwards || a.fillMode == .both, forwards: a.fillMode == .forwards || a.fillMode == .both)
        return AnimationTiming(addedAt: now, start: animator.localNow + (begin - now), duration: duration, clock: animator.currentClock,
                               removal: removal, backwards: fills.backwards, forwards: fills.forwards && !a.isRemovedOnCompletion,
                               cycles: min(max(1, cycles), 10_000), autoreverses: a.autoreverses)
    }

    /// Records the tracks of one animation (a group's members each in its place); false when
    /// nothing could be recorded (an unknown key path, a value of the wrong type).
    private func record(_ a: CAAnimation, timing: AnimationTiming, now: Double) -> Bool {
        let curve: TimingCurve
        if let spring = a as? CASpringAnimation {
            curve = .spring(spring.spring)
        } else {
            curve = a.timingFunction?.curve ?? .linear
        }
        if let group = a as? CAAnimationGroup {
            var any = false
            for member in group.animations ?? [] {
                var t = timing
                t.start += member.beginTime
                t.duration = member.duration > 0 ? member.duration : timing.duration
                t.cycles = 1
                t.autoreverses = false
                any = record(member, timing: t, now: now) || any
            }
            return any
        }
        guard let p = a as? CAPropertyAnimation, let keyPath = p.keyPath else { return false }
        return AnimatableKeyPaths.add(p, keyPath: keyPath, curve: curve, timing: timing, to: node, now: now)
    }
}
