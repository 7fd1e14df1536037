/// Collects warnings, or throws them as errors in strict mode.
struct Diagnostics {
    let file: String
    let mode: ReadingMode
    var warnings: [StoryboardDiagnostic] = []

    /// Records a problem that lenient reading recovers from; in strict mode it is thrown.
    mutating func problem(_ kind: StoryboardDiagnostic.Kind, line: Int?, id: String?, _ message: String) throws {
        let w = StoryboardDiagnostic(.warning, kind: kind, file: file, line: line, elementID: id, message: message)
        if mode == .strict { throw w.asError }
        warnings.append(w)
    }

    /// `problem`, whose message ends with what lenient mode does about it (`fallback`: "0 is
    /// used") or, in strict mode, what to do instead (`fix`).
    mutating func problem(_ kind: StoryboardDiagnostic.Kind, line: Int?, id: String?, _ message: String, fallback: String, fix: String) throws {
        try problem(kind, line: line, id: id, message + "; " + (mode == .strict ? fix : fallback))
    }

    func error(_ kind: StoryboardDiagnostic.Kind, line: Int?, id: String? = nil, _ message: String) -> StoryboardDiagnostic {
        StoryboardDiagnostic(.error, kind: kind, file: file, line: line, elementID: id, message: message)
    }
}
