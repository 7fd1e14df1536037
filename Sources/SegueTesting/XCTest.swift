#if canImport(XCTest)
import Foundation
import SegueGoldens
import XCTest

extension FailureReporter {
    /// Reports failures with `XCTFail` at `file` and `line`.
    /// What the source noted is printed as a compiler-style warning (`FILE:LINE: warning: …`,
    /// which Xcode and editors link), as XCTest has no warnings of its own.
    public static func xctest(file: StaticString = #filePath, line: UInt = #line) -> FailureReporter {
        FailureReporter(fail: { message in XCTFail(message, file: file, line: line) },
                        warn: { message in print("\(file):\(line): warning: \(message)") })
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
    file: StaticString = #filePath, function: String = #function, line: UInt = #line
) async -> TransitionCheck {
    // The artifacts go to `<file>/<test>/<golden>` inside the artifacts folder: XCTest gives no
    // test case's class here, and a file usually holds one, so that tests run at once never
    // share a folder.
    let name = name ?? source.name
    let fileName = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
    let test = String(function.prefix { $0 != "(" })
    return await goldens.assert(source, named: name, frames: frames, artifactsKey: fileName + "/" + test + "/" + name,
                                reporter: .xctest(file: file, line: line))
}
#endif
