/// One view of a frozen view tree: its model state, its tracks and its place in the tree.
public struct LayerSnapshot: Sendable, Equatable {
    /// Index of the parent in `SceneSnapshot.layers`; -1 for the root.
    public var parent: Int
    public var properties: LayerProperties
    public var tracks: LayerTracks
    public var isHidden: Bool
    public var clipsToBounds: Bool
    public var maskedCorners: CornerMask
    public var content: ViewContent
    public var warp: WarpEffect?
    public var identifier: String?
    /// The view's mask (`View.mask`) as a tree of its own, its root placed in this layer's bounds
    /// coordinates; nil when it has none.
    public var mask: SceneSnapshot? = nil
}

/// A view tree frozen into value types, in depth-first order (a parent before its children,
/// siblings back to front), so that it can cross to worker threads.
public struct SceneSnapshot: Sendable, Equatable {
    public var layers: [LayerSnapshot]

    /// The end of the last track of any layer, masks included; 0 when there is none.
    public var tracksEnd: Double {
        layers.reduce(0) { Swift.max($0, $1.tracks.end, $1.mask?.tracksEnd ?? 0) }
    }

    @MainActor public init(root: View) {
        var layers: [LayerSnapshot] = []
        func visit(_ v: View, parent: Int) {
            let index = layers.count
            layers.append(LayerSnapshot(
                parent: parent, properties: v.properties, tracks: v.tracks, isHidden: v.isHidden,
                clipsToBounds: v.clipsToBounds, maskedCorners: v.maskedCorners, content: v.content,
                warp: v.warp, identifier: v.identifier, mask: v.mask.map { SceneSnapshot(root: $0) }))
            for s in v.subviews { visit(s, parent: index) }
        }
        visit(root, parent: -1)
        self.layers = layers
    }
}

/// A recorded transition: the tree as it stands from each moment on (after `perform()`'s
/// synchronous part at time 0, then after each completion time), and the tracks within it.
/// Sampling it is a pure function of time: any frame can be computed alone, on any thread.
public struct Recording: Sendable {
    public var steps: [(time: Double, scene: SceneSnapshot)]
    /// The end of the last track or completion.
    public var duration: Double
    /// The size of the screen in points.
    public var size: Size
    /// Colour behind everything (the window's background).
    public var background: Color
    /// Every curve its tracks were recorded with, in order of first use (`Animator.curves`).
    public var curves: [TimingCurve] = []

    /// The tree in effect at time `t`.
    public func scene(at t: Double) -> SceneSnapshot {
        var chosen = steps[0].scene
        for step in steps where step.time <= t { chosen = step.scene }
        return chosen
    }

    /// Records what `perform` does to the tree rooted at `root` (usually a window).
    /// `animator` records (a fresh one by default; pass one to set its time limit).
    @MainActor public static func record(root: View, background: Color = .black, animator: Animator = Animator(),
                                         _ perform: @MainActor () -> Void) -> Recording {
        var steps: [(Double, SceneSnapshot)] = []
        animator.run(perform) { time in
            let snap = SceneSnapshot(root: root)
            if let last = steps.last, last.0 == time { steps[steps.count - 1] = (time, snap) } else { steps.append((time, snap)) }
        }
        let trackEnd = steps.map { $0.1.tracksEnd }.max() ?? 0
        let duration = max(trackEnd, steps.last?.0 ?? 0)
        return Recording(steps: steps, duration: duration, size: root.bounds.size, background: background, curves: animator.curves)
    }
}
