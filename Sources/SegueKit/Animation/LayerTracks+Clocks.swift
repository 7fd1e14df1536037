/// Which tracks a clock drives: what stopping a property animator freezes.
extension LayerTracks {
    /// Whether any track of the view is driven by `clock`.
    public func uses(_ clock: TrackClock) -> Bool {
        var found = false
        func visit<V>(_ a: [Track<V>]) { if !found { found = a.contains { $0.clock === clock } } }
        visit(center); visit(bounds); visit(transform); visit(alpha); visit(backgroundColor)
        visit(cornerRadius); visit(borderWidth); visit(borderColor); visit(shadowColor)
        visit(shadowOpacity); visit(shadowOffset); visit(shadowRadius); visit(warpProgress)
        return found
    }
}

extension Animator {
    /// The views with a track driven by `clock`.
    public func views(animatedBy clock: TrackClock) -> [View] {
        animatedViews.filter { $0.tracks.uses(clock) }
    }
}
