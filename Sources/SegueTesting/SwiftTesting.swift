#if canImport(Testing)
@_exported import SegueGoldens
import Testing

extension FailureReporter {
    /// Reports failures with Swift Testing's `Issue.record` at `sourceLocation`.
    public static func swiftTesting(sourceLocation: SourceLocation) -> FailureReporter {
        FailureReporter { message in Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    }
}

/// Renders `source` and checks it against its golden in `goldens`, recording a Swift Testing
/// issue on failure (and when a golden is recorded). Returns the result for further expectations.
///
/// ```swift
/// @Test func push() async {
///     await assertTransition(.scenario(Scenario(name: "push", style: .push, isForward: true, device: .iPhone15Pro)),
///                            goldens: TransitionGoldens(besideTestFile: #filePath))
/// }
/// ```
@discardableResult
public func assertTransition(
    _ source: TransitionSource, named name: String? = nil, frames: FrameSelection = .all, goldens: TransitionGoldens,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> TransitionCheck {
    await goldens.assert(source, named: name, frames: frames, reporter: .swiftTesting(sourceLocation: sourceLocation))
}
#endif
