import Foundation
import SegueKit
import SegueStoryboard

/// What a check (or `segue render`) draws: a function that records a transition, and the name
/// its frame folder or golden gets by default. An open set, like swift-snapshot-testing's
/// `Snapshotting`: the static functions cover two screenshots with any transition, storyboard
/// segues and an app's storyboards as `segue render` reads them (the demo app adds its own, in
/// SegueDemo); any other recording is one `TransitionSource(name:record:)` away.
///
/// Every entry point records through a source — `segue render` in all its forms, `render --all`,
/// `TransitionGoldens` and `assertTransition` — so that they draw the same transition from the same
/// input, byte for byte.
public struct TransitionSource: Sendable {
    public var name: String
    /// Records the transition, telling `note` what it does not draw as asked (a storyboard's
    /// warnings, a screenshot cut to fit, a style UIKit adapts) as it finds it.
    public var produce: @MainActor @Sendable (_ note: (SourceNote) -> Void) throws -> SourcedTransition

    public init(name: String, produce: @escaping @MainActor @Sendable (_ note: (SourceNote) -> Void) throws -> SourcedTransition) {
        self.name = name
        self.produce = produce
    }

    /// A source from a function that records a transition, with nothing to note.
    public init(name: String, record: @escaping @MainActor @Sendable () throws -> RecordedTransition) {
        self.init(name: name) { _ in SourcedTransition(try record()) }
    }

    /// Records the transition; what it notes is dropped.
    @MainActor public func record() throws -> RecordedTransition { try produce { _ in }.transition }

    /// A transition already recorded.
    public static func recorded(_ t: RecordedTransition) -> TransitionSource {
        TransitionSource(name: t.name) { t }
    }
}

/// A transition recorded by a source, and what the source knows of it beyond the frames.
public struct SourcedTransition: Sendable {
    public var transition: RecordedTransition
    /// For a storyboard segue: what was performed (its transition and direction, the scenes, the
    /// way back), as `segue render` and the index of `render --all` describe it.
    public var segue: PerformedSegue?

    public init(_ transition: RecordedTransition, segue: PerformedSegue? = nil) {
        self.transition = transition
        self.segue = segue
    }
}
