#if canImport(Testing)
import Foundation
import SegueGoldens
import Testing

extension FailureReporter {
    /// Reports failures with Swift Testing's `Issue.record` at `sourceLocation`.
    /// What the source noted is a warning issue, which does not fail the test (printed where the
    /// toolchain's Swift Testing has no warnings yet).
    public static func swiftTesting(sourceLocation: SourceLocation) -> FailureReporter {
        FailureReporter(
            fail: { message in Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) },
            warn: { message in
                #if compiler(>=6.3)
                Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
                #else
                print("\(sourceLocation): warning: \(message)")
                #endif
            })
    }
}

/// Renders `source` and checks it against its golden, recording a Swift Testing issue on failure
/// (and when a golden is recorded). Returns the result for further expectations.
///
/// Without `goldens`, the golden is `__Goldens__/<Suite>/<test>` beside the test file (as
/// swift-snapshot-testing's `__Snapshots__`): `<Suite>` is the test's type (the file's name for a
/// free test function), `<test>` the test function's name, and in a parameterised test
/// `<test>-<source name>` (a storyboard segue's stable name, a scenario's name…). With `goldens`,
/// the golden is `goldens.folder/<source name>`. `name` overrides the last part either way.
///
/// ```swift
/// @Test func push() async {
///     await assertTransition(.screenshots(from: list, to: detail, style: .push))
/// }   // golden: __Goldens__/MyTests/push/
/// ```
@discardableResult
public func assertTransition(
    _ source: TransitionSource, named name: String? = nil, frames: FrameSelection = .all, goldens: TransitionGoldens? = nil,
    filePath: String = #filePath, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async -> TransitionCheck {
    let reporter = FailureReporter.swiftTesting(sourceLocation: sourceLocation)
    let place = GoldenPlace(test: Test.current, filePath: filePath, function: function)
    let name = name ?? (goldens == nil ? place.name(for: source) : source.name)
    let key = place.artifactsKey(for: source, golden: name)
    return await (goldens ?? TransitionGoldens(folder: place.folder))
        .assert(source, named: name, frames: frames, artifactsKey: key, reporter: reporter)
}

/// Where a test's goldens go by default: `__Goldens__/<Suite>/` beside its file, named after it.
struct GoldenPlace {
    static let folderName = "__Goldens__"
    var folder: String
    var suite: String
    var testName: String
    var isParameterized: Bool

    init(test: Test?, filePath: String, function: String) {
        let file = URL(fileURLWithPath: filePath)
        let components = test?.id.nameComponents ?? []
        suite = components.count > 1 ? components.dropLast().joined(separator: ".") : file.deletingPathExtension().lastPathComponent
        folder = file.deletingLastPathComponent().appendingPathComponent(Self.folderName).appendingPathComponent(suite).path
        testName = String((test?.name ?? function).prefix { $0 != "(" })
        isParameterized = test?.isParameterized ?? false
    }

    /// The test's name, and the source's in a parameterised test.
    func name(for source: TransitionSource) -> String {
        isParameterized ? "\(testName)-\(source.name)" : testName
    }

    /// The test's artifacts inside the artifacts folder: `<Suite>/<test>` (with the source's name
    /// in a parameterised test), and the golden's name below it when it is another: tests that run
    /// at once never share a folder, whatever their goldens are named.
    func artifactsKey(for source: TransitionSource, golden: String) -> String {
        let test = name(for: source)
        return suite + "/" + (golden == test ? test : test + "/" + golden)
    }
}

/// A test or suite trait that sets the record mode of the checks inside it (before
/// `SEGUE_RECORD`; a mode passed to `TransitionGoldens(record:)` still wins):
/// `@Test(.recordMode(.failed))`, `@Suite(.recordMode(.never))`.
public struct RecordModeTrait: TestTrait, SuiteTrait, TestScoping {
    public var mode: RecordMode
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await RecordMode.$scoped.withValue(mode) { try await function() }
    }
}

extension Trait where Self == RecordModeTrait {
    /// Checks inside record as `mode` says (`RecordMode.scoped`).
    public static func recordMode(_ mode: RecordMode) -> RecordModeTrait { RecordModeTrait(mode: mode) }
}
#endif
