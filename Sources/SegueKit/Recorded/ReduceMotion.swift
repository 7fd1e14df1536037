/// UIKit's Reduce Motion substitutions, as a transform of any recorded transition.
///
/// ## What iOS does (SPEC-style note)
///
/// Settings › Accessibility › Motion › Reduce Motion (iOS 7) simplifies the system's presentation
/// animations; its sub-setting Prefer Cross-Fade Transitions (iOS 14,
/// `UIAccessibility.prefersCrossFadeTransitions`: "the Reduce Motion and the Prefer Cross-Fade
/// Transitions settings are in an enabled state") tells UI to "avoid slide animations and prefer
/// cross-fade transitions instead". UIKit's own transitions follow it: navigation push and pop and
/// the sliding modal presentations become cross-fades, and the iOS 18 zoom transition falls back to
/// the standard transition, itself a cross-fade then. Apple documents neither the durations nor the
/// curves of the substitutes, so segue keeps each transition's own (a substitute of a 0.5 s push
/// lasts 0.5 s on the system curve), which keeps frame counts, `--at p=…` and the manifests of the
/// two renders comparable. What is replaced, with the duration and curve kept:
///
/// | transition | under Reduce Motion | duration, curve |
/// | --- | --- | --- |
/// | push, pop | cross-fade to the settled screen (navigation bar included) | 0.5 s, system |
/// | coverVertical (present, dismiss) | cross-fade | 0.4 s, system |
/// | pageSheet, formSheet | cross-fade to the settled sheet over the shrunk, dimmed presenter (no slide) | 0.5 s, system |
/// | popover (regular width) | fade in (out) of the settled popover, no scaling | 0.49 s (0.52 s), spring, clamped to 0…1 |
/// | flipHorizontal | cross-fade, no turn | 0.7 s, easeInOut |
/// | partialCurl | cross-fade to the curled page | 0.6 s, system |
/// | zoom | cross-fade, no growth | 0.5 s, spring |
/// | custom segues, catalogue transitions, keyframe files | cross-fade | their own |
/// | crossDissolve, the catalogue's fade | unchanged: they do not move | — |
///
/// The cross-fade: the settled end state (every track at D) is drawn as a group over the frozen
/// first frame, with the group's opacity at time t the transition's progress p(t) clamped to 0…1
/// (the same p the manifest reports), so a pixel is `p·end + (1 − p)·start` and nothing moves. A
/// dismissal is the same fade from the presented screen to the presenter's.
extension RecordedTransition {
    /// Transitions that do not move, left as they are under Reduce Motion.
    public static let motionlessTransitions: Set<String> = ["crossDissolve", "fade"]

    /// This transition as it plays with Reduce Motion (and Prefer Cross-Fade Transitions) on; the
    /// info records what was replaced (`TransitionInfo.reduceMotion`).
    public func reducingMotion() -> RecordedTransition {
        var t = self
        let drawn = info.drawnAs ?? info.transition.rawValue
        let motionless = Self.motionlessTransitions.contains(drawn)
        t.info.reduceMotion = ReduceMotionNote(
            replaced: drawn, substitute: motionless ? "unchanged" : "crossFade",
            duration: recording.duration, curve: info.curve)
        guard !motionless else { return t }
        let curve = TimingCurve.progressWindow(base: info.progressCurve, from: 0, to: 1, easing: .linear)
        t.recording = recording.crossFade(opacity: Track(start: 0, duration: info.progressDuration, curve: curve, from: 0, to: 1))
        t.info.title += " (Reduce Motion)"
        return t
    }
}

/// What Reduce Motion did to a transition, as the manifest records it.
public struct ReduceMotionNote: Sendable, Codable, Hashable {
    /// The transition replaced (what was drawn: a popover adapted to a sheet is `pageSheet`).
    public var replaced: String
    /// `crossFade`, or `unchanged` for a transition that does not move.
    public var substitute: String
    /// The substitute's duration in seconds and its curve (the replaced transition's).
    public var duration: Double
    public var curve: String

    public init(replaced: String, substitute: String, duration: Double, curve: String) {
        self.replaced = replaced
        self.substitute = substitute
        self.duration = duration
        self.curve = curve
    }
}

extension Recording {
    /// A recording of the same size and duration in which nothing moves: the first frame's tree,
    /// frozen, under the last frame's tree, frozen, inside a full-screen group whose opacity
    /// follows `opacity`.
    func crossFade(opacity: Track<Double>) -> Recording {
        let start = scene(at: 0).frozen(at: 0), end = scene(at: duration).frozen(at: duration)
        var screen = LayerProperties()
        screen.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        screen.center = Point(x: size.width / 2, y: size.height / 2)
        func plain(parent: Int) -> LayerSnapshot {
            LayerSnapshot(parent: parent, properties: screen, tracks: LayerTracks(), isHidden: false, clipsToBounds: false,
                          maskedCorners: .all, content: .none, warp: nil, identifier: nil)
        }
        var layers = [plain(parent: -1)]
        layers += start.reparented(under: 0, offset: layers.count)
        var group = plain(parent: 0)
        group.properties.alpha = 0
        group.tracks.alpha = [opacity]
        layers.append(group)
        layers += end.reparented(under: layers.count - 1, offset: layers.count)
        var faded = SceneSnapshot(layers: [])
        faded.layers = layers
        return Recording(steps: [(0, faded)], duration: duration, size: size, background: background)
    }
}

extension SceneSnapshot {
    init(layers: [LayerSnapshot]) { self.layers = layers }

    /// Every layer at time `t` with no tracks left.
    func frozen(at t: Double) -> SceneSnapshot {
        var s = self
        for i in s.layers.indices {
            s.layers[i].properties = s.layers[i].tracks.sample(at: t, base: s.layers[i].properties)
            s.layers[i].tracks = LayerTracks()
            s.layers[i].mask = s.layers[i].mask?.frozen(at: t)
        }
        return s
    }

    /// The layers with their parents shifted by `offset` and the root under `parent`.
    ///
    /// NB: the compositor maps the root's bounds straight onto the canvas (it ignores the root's
    /// centre and transform); as a child it would go through `localToParent`, which is the same
    /// map when the centre is the middle of the bounds' size and the transform the identity.
    func reparented(under parent: Int, offset: Int) -> [LayerSnapshot] {
        layers.enumerated().map { i, layer in
            var l = layer
            if i == 0 {
                l.parent = parent
                l.properties.center = Point(x: l.properties.bounds.width / 2, y: l.properties.bounds.height / 2)
                l.properties.transform = .identity
            } else {
                l.parent += offset
            }
            return l
        }
    }
}
