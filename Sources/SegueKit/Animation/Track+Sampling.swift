import Foundation

/// How Core Animation shows an explicit animation over the model value (`CAMediaTiming.fillMode`
/// with `CAAnimation.isRemovedOnCompletion`): while the animation runs it shows; before it begins
/// and after it ends the model value shows, unless the fill holds its first or last value.
public struct PresentationFill: Hashable, Sendable {
    /// When the animation was added to the layer: it shows nothing before (timeline time).
    public var addedAt: Double
    /// Shows the first value between being added and beginning (`.backwards`, `.both`).
    public var backwards: Bool
    /// Keeps the last value after the end (`.forwards`, `.both`, with `isRemovedOnCompletion`
    /// false); otherwise the animation is removed when it ends and the model value shows again.
    public var forwards: Bool
    /// Ends the animation early (`removeAnimation(forKey:)`, or replacing it under the same key).
    public var removal: TrackRemoval?

    public init(addedAt: Double, backwards: Bool = false, forwards: Bool = false, removal: TrackRemoval? = nil) {
        self.addedAt = addedAt
        self.backwards = backwards
        self.forwards = forwards
        self.removal = removal
    }
}

/// The time an explicit animation was removed from its layer, known only after it was recorded.
///
/// NB: set at most once, during recording, to a time no earlier than the recorder's clock, so a
/// value sampled before it never changes (as `TrackClock`).
public final class TrackRemoval: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private var time: Double?

    public init() {}

    public var removedAt: Double? {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    public func remove(at t: Double) {
        lock.lock()
        defer { lock.unlock() }
        if time == nil { time = t }
    }

    public static func == (a: TrackRemoval, b: TrackRemoval) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Track {
    /// The timeline time from which the track takes part: its start (a model track on the
    /// timeline), when its clock began, or when it was added (a presentation track).
    @inlinable var since: Double { fill?.addedAt ?? clock?.begin ?? start }

    /// Whether the track's animation has been removed by `t`.
    @inlinable func isRemoved(at t: Double) -> Bool {
        if let r = clock?.removedAt, r <= t { return true }
        if let r = fill?.removal?.removedAt, r <= t { return true }
        return false
    }

    /// Whether a presentation track shows at `t`, given its fill.
    @inlinable func presents(at t: Double) -> Bool {
        guard let fill, fill.addedAt <= t, !isRemoved(at: t) else { return false }
        let local = clock?.localTime(at: t) ?? t
        if local < start { return fill.backwards }
        if local >= start + duration { return fill.forwards }
        return true
    }
}

extension Array {
    /// The value of a property at time `t` given its tracks (in recording order) and its model value.
    ///
    /// Model tracks first: the most recently started one wins; before the first one starts, its
    /// `from` value holds (the model value before the change). Then presentation tracks: the most
    /// recently added one that shows at `t` wins over the model value.
    @inlinable func sample<V>(at t: Double, base: V) -> V where Element == Track<V> {
        guard !isEmpty else { return base }
        var current: Track<V>?
        var first: Track<V>?
        var overlay: Track<V>?
        for track in self {
            if track.fill != nil {
                if track.presents(at: t), overlay == nil || track.since >= overlay!.since { overlay = track }
                continue
            }
            if first == nil || track.since < first!.since { first = track }
            if track.since <= t, !track.isRemoved(at: t), current == nil || track.since >= current!.since { current = track }
        }
        if let overlay { return overlay.value(at: t) }
        if let current { return current.value(at: t) }
        if let first, first.since > t { return first.from }
        return base
    }
}
