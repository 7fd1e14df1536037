import Foundation

/// The catalogue of common custom transitions (SPEC.md §7), after Hero's default animations.
///
/// A direction names where the motion goes: `push` `left` brings the new view in from the right
/// edge, moving left. `fade`, `zoom` and `zoomOut` take no direction.
public enum CatalogueTransition: String, CaseIterable, Sendable {
    /// The new view slides in from the edge opposite the direction; the old one moves a third of
    /// the way out under a black dimming layer going to alpha 0.1.
    case push
    /// The reverse of push: the old view slides out; the new one comes back from a third of the
    /// way under the dimming, which clears.
    case pull
    /// The new view slides over the old one, which does not move and dims to 0.1.
    case cover
    /// The old view slides away, revealing the new one in place, whose dimming clears.
    case uncover
    /// Both views move together by one full width (or height).
    case slide
    /// Both views scale down to 0.8, slide by one width (or height), and scale back.
    case zoomSlide
    /// The new view slides in over the old one, which scales to 0.7 and dims to 0.1.
    case pageIn
    /// The reverse of pageIn: the old view slides out; the new one grows back from 0.7, its
    /// dimming clearing.
    case pageOut
    /// A cross-fade: the new view fades in above the old one fading out.
    case fade
    /// The new view grows from 0.7 and fades in under the old one, which scales to 1.3 and fades out.
    case zoom
    /// The reverse of zoom: the new view shrinks from 1.3 and fades in above the old one, which
    /// scales to 0.7 and fades out.
    case zoomOut

    /// Whether the transition moves along a `SlideDirection` (all but fade, zoom and zoomOut).
    public var takesDirection: Bool {
        switch self {
        case .fade, .zoom, .zoomOut: false
        default: true
        }
    }

    /// The transition that plays this one backwards (Hero's `autoReverse`): push ↔ pull, cover ↔
    /// uncover, pageIn ↔ pageOut and zoom ↔ zoomOut swap, directional ones turn to the opposite
    /// direction. A dismissal or pop runs it.
    public func reversed(direction: SlideDirection) -> (kind: CatalogueTransition, direction: SlideDirection) {
        let kind: CatalogueTransition = switch self {
        case .push: .pull
        case .pull: .push
        case .cover: .uncover
        case .uncover: .cover
        case .pageIn: .pageOut
        case .pageOut: .pageIn
        case .zoom: .zoomOut
        case .zoomOut: .zoom
        case .slide, .zoomSlide, .fade: self
        }
        return (kind, takesDirection ? direction.opposite : direction)
    }

    /// The canonical name of this transition in a direction, e.g. `pushLeft`, `zoomSlideUp`, `fade`
    /// (the direction is left out for transitions that take none, and when it is nil).
    public func name(direction: SlideDirection?) -> String {
        guard takesDirection, let direction else { return rawValue }
        return rawValue + direction.rawValue.prefix(1).uppercased() + direction.rawValue.dropFirst()
    }

    /// Every name `named(_:)` accepts in canonical spelling, for help texts and error messages:
    /// each transition alone, then each directional one in the four directions.
    public static let allNames: [String] = allCases.flatMap { kind in
        [kind.rawValue] + (kind.takesDirection ? SlideDirection.allCases.map { kind.name(direction: $0) } : [])
    }

    /// Reads a transition's name: `push`, `pushLeft`, `push-left`, `push_left`, `zoomSlideUp`,
    /// `zoom-slide-up`… Case does not matter; hyphens, underscores and blanks between the words are ignored
    /// (blanks around the name too).
    /// The direction is nil when none is given; a direction on `fade`, `zoom` or `zoomOut` is not
    /// accepted. Returns nil for anything else (see `allNames`).
    public static func named(_ text: String) -> (CatalogueTransition, SlideDirection?)? {
        let separators: Set<Character> = ["-", "_", " ", "\t"]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let head = trimmed.first, let tail = trimmed.last, !separators.contains(head), !separators.contains(tail) else {
            return nil
        }
        let key = String(trimmed.lowercased().filter { !separators.contains($0) })
        // Several kinds are prefixes of others (zoom, zoomOut, zoomSlide): try every one that fits.
        for kind in allCases where key.hasPrefix(kind.rawValue.lowercased()) {
            let rest = key.dropFirst(kind.rawValue.count)
            if rest.isEmpty { return (kind, nil) }
            if kind.takesDirection, let direction = SlideDirection(rawValue: String(rest)) { return (kind, direction) }
        }
        return nil
    }
}

/// Where a catalogue transition's motion goes (on screen: left is towards the screen's left edge,
/// up towards its top).
public enum SlideDirection: String, CaseIterable, Sendable {
    case left, right, up, down

    public var opposite: SlideDirection {
        switch self {
        case .left: .right
        case .right: .left
        case .up: .down
        case .down: .up
        }
    }

    /// The unit vector of the motion in screen coordinates (y grows downwards).
    public var unitVector: Point {
        switch self {
        case .left: Point(x: -1, y: 0)
        case .right: Point(x: 1, y: 0)
        case .up: Point(x: 0, y: -1)
        case .down: Point(x: 0, y: 1)
        }
    }
}
