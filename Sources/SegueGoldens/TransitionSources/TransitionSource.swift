import Foundation
import SegueKit

/// What a check (or `segue render`) draws: a function that records a transition, and the name
/// its frame folder or golden gets by default. An open set, like swift-snapshot-testing's
/// `Snapshotting`: the static functions cover the demo's scenarios, two screenshots with any
/// transition, any animator and storyboard segues; any other recording is one
/// `TransitionSource(name:record:)` away.
public struct TransitionSource: Sendable {
    public var name: String
    public var record: @MainActor @Sendable () throws -> RecordedTransition

    public init(name: String, record: @escaping @MainActor @Sendable () throws -> RecordedTransition) {
        self.name = name
        self.record = record
    }

    /// A transition already recorded.
    public static func recorded(_ t: RecordedTransition) -> TransitionSource {
        TransitionSource(name: t.name) { t }
    }
}
