import Foundation
import SegueKit
import SegueStoryboard

extension TransitionSource {
    /// A segue of a storyboard file, performed as the app performs it (or, with `.dismiss`,
    /// performed at once and then dismissed or popped), as `segue render FILE --segue ID` draws it.
    /// `segue` is an identifier, a segue id or a `SegueReference.name`; the default name is the
    /// segue's stable name (`SegueReference`), with `-dismiss` for a dismissal. The manifest names
    /// the storyboard file, the segue's id and its identifier.
    ///
    /// - Parameter options: the device, strict or lenient, custom-class mappings (default: an
    ///   iPhone 15 Pro, lenient).
    public static func storyboard(
        _ path: String, segue: String, direction: SegueDirection = .perform, options: StoryboardBuildOptions? = nil,
        name: String? = nil
    ) -> TransitionSource {
        let dismissing = direction == .dismiss
        return TransitionSource(name: name ?? GoldenName.named(SegueReference.safe(segue), dismissing: dismissing)) {
            let storyboard = try StoryboardSegues(contentsOf: path, options: options)
            let found = try storyboard.segue(named: segue)
            let stable = storyboard.reference(for: found)?.name ?? SegueReference.safe(segue)
            return try storyboard.record(found, named: name ?? GoldenName.named(stable, dismissing: dismissing), direction: direction).transition
        }
    }

    /// A segue listed by `StoryboardSegues.segues`, named after it (for `@Test(arguments:)`).
    public static func storyboard(
        _ segue: SegueReference, direction: SegueDirection = .perform, options: StoryboardBuildOptions? = nil, name: String? = nil
    ) -> TransitionSource {
        let named = name ?? GoldenName.named(segue.name, dismissing: direction == .dismiss)
        return TransitionSource(name: named) {
            let storyboard = try StoryboardSegues(contentsOf: segue.path, options: options)
            guard let found = storyboard.document.segue(withID: segue.id) else {
                throw SegueError("no segue with id '\(segue.id)' in \(storyboard.document.fileName)")
            }
            return try storyboard.record(found, named: named, direction: direction).transition
        }
    }
}
