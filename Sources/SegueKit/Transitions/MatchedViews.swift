/// Matched views (SPEC.md §7): a view of the destination that carries the same `matchIdentifier`
/// as a view of the source flies from the source's frame to its own, above both screens, while
/// the originals stay hidden. Duration 0.208 s + min(distance, 500 pt) / 3000 unless one is given;
/// when either view is translucent the two cross-fade on the way.
public struct MatchedViewsTransition: TransitionAnimator {
    /// The transition of the screens themselves.
    public var base: any TransitionAnimator
    /// Overrides the per-pair duration.
    public var matchDuration: Double?
    public var duration: Double {
        get { base.duration }
        set { base.duration = newValue }
    }
    public var curve: TimingCurve {
        get { base.curve }
        set { base.curve = newValue }
    }

    public init(base: any TransitionAnimator, matchDuration: Double? = nil) {
        self.base = base
        self.matchDuration = matchDuration
    }

    /// SPEC.md §7's default: 0.208 s plus the distance (capped at 500 pt) over 3000 pt/s.
    public static func defaultDuration(distance: Double) -> Double { 0.208 + min(distance, 500) / 3000 }

    /// Pairs of (source view, destination view) with the same match identifier, in tree order.
    @MainActor public static func pairs(from: View, to: View) -> [(View, View)] {
        let targets = to.allDescendants.filter { $0.matchIdentifier != nil }
        return from.allDescendants.compactMap { s in
            guard let id = s.matchIdentifier, let d = targets.first(where: { $0.matchIdentifier == id }) else { return nil }
            return (s, d)
        }
    }

    @MainActor public func animateTransition(_ ctx: TransitionContext) {
        // Frames are read before the screens move: the destination's as laid out at its final place.
        ctx.toView.frame = ctx.containerView.bounds
        let pairs = Self.pairs(from: ctx.fromView, to: ctx.toView).map { ($0.0, $0.1, $0.0.frameInRoot, $0.1.frameInRoot) }
        base.animateTransition(ctx)
        for (source, destination, start, end) in pairs {
            let d = matchDuration ?? Self.defaultDuration(distance: start.center.distance(to: end.center))
            // Snapshots scale like images: size changes go through the transform, not the bounds.
            func scale(_ from: Rect, _ to: Rect) -> Transform3D {
                Transform3D(scaleX: to.width / max(from.width, 1e-9), y: to.height / max(from.height, 1e-9))
            }
            let flyer = source.snapshotView()
            flyer.transform3D = .identity
            flyer.frame = start
            flyer.identifier = "matched:\(source.matchIdentifier ?? "")"
            ctx.containerView.addSubview(flyer)
            let translucent = source.alpha < 1 || destination.alpha < 1
                || (source.backgroundColor?.alpha ?? 1) < 1 || (destination.backgroundColor?.alpha ?? 1) < 1
            var incoming: View?
            if translucent {
                let other = destination.snapshotView()
                other.transform3D = .identity
                other.frame = end
                other.transform3D = scale(end, start)
                other.center = start.center
                other.alpha = 0
                ctx.containerView.addSubview(other)
                incoming = other
            }
            source.isHidden = true
            destination.isHidden = true
            View.animate(withDuration: d, curve: .easeInOut) {
                flyer.center = end.center
                flyer.transform3D = scale(start, end)
                if let incoming {
                    incoming.center = end.center
                    incoming.transform3D = .identity
                    incoming.alpha = destination.alpha
                    flyer.alpha = 0
                }
            } completion: { _ in
                source.isHidden = false
                destination.isHidden = false
                flyer.removeFromSuperview()
                incoming?.removeFromSuperview()
            }
        }
    }
}
