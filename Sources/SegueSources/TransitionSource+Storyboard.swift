import Foundation
import SegueKit
import SegueStoryboard

extension TransitionSource {
    /// A segue of a storyboard file, performed as the app performs it (or, with `.dismiss`,
    /// performed at once and then dismissed or popped), as `segue render FILE --segue ID` draws it.
    /// `segue` is an identifier, a segue id or a `SegueReference.name`; the default name is
    /// `segue` as a folder name (`SegueReference.safe`), with `-dismiss` for a dismissal. The
    /// manifest names the storyboard file, the segue's id and its identifier.
    ///
    /// The file is read in `options`' locale, appearance and contrast, with `options.resources`
    /// (none by default: `.app(folder:…)` finds an app's asset catalogs and fonts as the command
    /// does). A right-to-left locale lays the scenes out right to left.
    ///
    /// - Parameter options: the device, strict or lenient, custom-class mappings (default: an
    ///   iPhone 15 Pro, lenient).
    public static func storyboard(
        _ path: String, segue: String, direction: SegueDirection = .perform, options: StoryboardBuildOptions? = nil,
        name: String? = nil
    ) -> TransitionSource {
        let named = name ?? SegueReference.safe(segue) + direction.nameSuffix
        return TransitionSource(name: named) { note in
            let storyboard = try StoryboardSegues(contentsOf: path, options: options)
            for w in storyboard.document.warnings { note(.diagnostic(w)) }
            return try Self.segue(try storyboard.segue(named: segue), of: storyboard, direction: direction, name: named).produce(note)
        }
    }

    /// A segue listed by `StoryboardSegues.segues`, named after it (for `@Test(arguments:)`).
    public static func storyboard(
        _ segue: SegueReference, direction: SegueDirection = .perform, options: StoryboardBuildOptions? = nil, name: String? = nil
    ) -> TransitionSource {
        let named = name ?? segue.name + direction.nameSuffix
        return TransitionSource(name: named) { note in
            let storyboard = try StoryboardSegues(contentsOf: segue.path, options: options)
            for w in storyboard.document.warnings { note(.diagnostic(w)) }
            guard let found = storyboard.document.segue(withID: segue.id) else {
                throw SegueError("no segue with id '\(segue.id)' in \(storyboard.document.fileName)")
            }
            return try Self.segue(found, of: storyboard, direction: direction, name: named).produce(note)
        }
    }

    /// A segue of a storyboard already read: what every storyboard source, `segue render FILE
    /// --segue ID` and `render --all` record. Named `storyboard.name(of:direction:)` by default;
    /// notes what the recording could not render faithfully (lenient mode).
    @MainActor public static func segue(
        _ segue: IB.Segue, of storyboard: StoryboardSegues, direction: SegueDirection = .perform, name: String? = nil
    ) -> TransitionSource {
        let named = name ?? storyboard.name(of: segue, direction: direction)
        return TransitionSource(name: named) { note in
            let recorded = try storyboard.record(segue, named: named, direction: direction)
            for issue in recorded.issues { note(.diagnostic(issue)) }
            return SourcedTransition(recorded.transition, segue: recorded.performed)
        }
    }
}
