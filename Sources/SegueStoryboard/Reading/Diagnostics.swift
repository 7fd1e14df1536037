import SegueKit

/// Collects warnings, or throws them as errors in strict mode.
struct Diagnostics {
    let file: String
    let mode: ReadingMode
    var warnings: [StoryboardDiagnostic] = []
    /// The keys of problems reported once per file (a missing image or colour named many times).
    var reportedOnce: Set<String> = []

    /// Records a problem that lenient reading recovers from; in strict mode it is thrown.
    mutating func problem(_ kind: StoryboardDiagnostic.Kind, line: Int?, id: String?, _ message: String,
                          advice: SettingMessage<StoryboardSetting>? = nil) throws {
        let w = StoryboardDiagnostic(.warning, kind: kind, file: file, line: line, elementID: id, message: message, advice: advice)
        if mode == .strict { throw w.refusedByStrictMode }
        warnings.append(w)
    }

    /// `problem`, reported for the first occurrence of `key` only: a missing resource is listed
    /// once however many elements name it.
    mutating func problemOnce(key: String, _ kind: StoryboardDiagnostic.Kind, line: Int?, id: String?, _ message: String,
                              advice: SettingMessage<StoryboardSetting>? = nil) throws {
        guard reportedOnce.insert(key).inserted else { return }
        try problem(kind, line: line, id: id, message, advice: advice)
    }

    /// `problem`, whose message ends with what lenient mode does about it (`fallback`: "0 is
    /// used") or, in strict mode, what to do instead (`fix`).
    mutating func problem(_ kind: StoryboardDiagnostic.Kind, line: Int?, id: String?, _ message: String, fallback: String, fix: String) throws {
        try problem(kind, line: line, id: id, message + "; " + (mode == .strict ? fix : fallback))
    }

    /// An element for messages: `<rect key="frame" id="X">`, followed by ` of 'owner'` when it has
    /// no id of its own.
    static func element(_ node: XNode, owner: String?) -> String {
        var element = "<\(node.name)"
        if let key = node.key { element += " key=\"\(key)\"" }
        if let id = node.id { element += " id=\"\(id)\"" }
        element += ">"
        if node.id == nil, let owner { element += " of '\(owner)'" }
        return element
    }

    func error(_ kind: StoryboardDiagnostic.Kind, line: Int?, id: String? = nil, _ message: String) -> StoryboardDiagnostic {
        StoryboardDiagnostic(.error, kind: kind, file: file, line: line, elementID: id, message: message)
    }
}

extension StoryboardReader {
    /// An attribute whose vocabulary is UIKit's and so SegueKit's (`modalPresentationStyle`,
    /// `modalTransitionStyle`): nil when absent. A value UIKit does not have is a problem (strict
    /// mode: thrown; lenient mode: a warning, and nil, so that UIKit's default applies).
    mutating func uikitValue<T: RawRepresentable & CaseIterable>(
        _ node: XNode, _ attribute: String, owner: String? = nil
    ) throws -> T? where T.RawValue == String {
        guard let text = node[attribute] else { return nil }
        if let value = T(rawValue: text) { return value }
        try diag.problem(
            .unknownValue, line: node.line, id: node.id ?? owner,
            "\(Diagnostics.element(node, owner: owner)): \(attribute) \"\(text)\" is not a value UIKit has (expected one of \(T.allCases.map(\.rawValue).joined(separator: ", ")))",
            fallback: "the default is used", fix: "correct it in Interface Builder, or read the file in lenient mode to use the default")
        return nil
    }
}
