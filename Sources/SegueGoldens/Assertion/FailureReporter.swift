/// Where a check's failures and numbers go: an open set, as a struct of closures. The test
/// frameworks' reporters are `.swiftTesting(sourceLocation:)` (Swift Testing's `Issue.record`) and
/// `.xctest(file:line:)` (`XCTFail`); tests of this library pass one that collects.
public struct FailureReporter: Sendable {
    /// Reports a failure (one message, possibly several lines).
    public var fail: @Sendable (String) -> Void
    /// Reports the numbers of a check, passing or failing.
    public var log: @Sendable (String) -> Void
    /// Reports what the source could not draw as asked (`TransitionCheck.notes`), which does not
    /// fail the check.
    public var warn: @Sendable (String) -> Void

    public init(fail: @escaping @Sendable (String) -> Void, log: @escaping @Sendable (String) -> Void = { print($0) },
                warn: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.fail = fail
        self.log = log
        self.warn = warn
    }
}

extension TransitionGoldens {
    /// `check`, then the numbers to `reporter.log` and any failure to `reporter.fail`.
    @discardableResult
    public func assert(_ source: TransitionSource, named name: String? = nil, frames: FrameSelection = .all,
                       artifactsKey: String? = nil, reporter: FailureReporter) async -> TransitionCheck {
        let result = await check(source, named: name, frames: frames, artifactsKey: artifactsKey)
        reporter.log(result.summary)
        if !result.notes.isEmpty {
            let count = result.notes.count
            reporter.warn("\(result.name): \(count) thing\(count == 1 ? "" : "s") the render could not draw as asked:\n"
                + result.notes.map { "  " + $0 }.joined(separator: "\n"))
        }
        if let failure = result.failure { reporter.fail(failure) }
        return result
    }
}
