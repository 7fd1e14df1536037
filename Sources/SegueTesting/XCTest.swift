#if canImport(XCTest)
import SegueGoldens
import XCTest

extension FailureReporter {
    /// Reports failures with `XCTFail` at `file` and `line`.
    public static func xctest(file: StaticString = #filePath, line: UInt = #line) -> FailureReporter {
        FailureReporter { message in XCTFail(message, file: file, line: line) }
    }
}

/// Renders `source` and checks it against its golden in `goldens`, failing the XCTest test case
/// on failure (and when a golden is recorded). Returns the result for further assertions.
///
/// ```swift
/// func testPush() async {
///     await XCTAssertTransition(.scenario(Scenario(name: "push", style: .push, isForward: true, device: .iPhone15Pro)),
///                               goldens: TransitionGoldens(besideTestFile: #filePath))
/// }
/// ```
@discardableResult
public func XCTAssertTransition(
    _ source: TransitionSource, named name: String? = nil, frames: FrameSelection = .all, goldens: TransitionGoldens,
    file: StaticString = #filePath, line: UInt = #line
) async -> TransitionCheck {
    await goldens.assert(source, named: name, frames: frames, reporter: .xctest(file: file, line: line))
}
#endif
