import Foundation

/// A transition file (Sources/SegueKit/Transitions/Keyframed/Schema.md) could not be used. `description` is one line: the
/// file, the JSON path of the offending value (`to.keyframes[2].time`), what is wrong with it and
/// what to do about it.
public struct TransitionFileError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file as named by the caller; empty when the data came from elsewhere.
    public var file: String
    /// Where in the document, as `key.key[index].key`; empty for the document as a whole.
    public var path: String
    /// What is wrong.
    public var problem: String
    /// What to do about it.
    public var fix: String

    public init(file: String = "", path: String, problem: String, fix: String) {
        self.file = file
        self.path = path
        self.problem = problem
        self.fix = fix
    }

    init(_ codingPath: [any CodingKey], _ problem: String, _ fix: String) {
        self.init(path: Self.jsonPath(codingPath), problem: problem, fix: fix)
    }

    public var description: String {
        var text = file.isEmpty ? "" : file + ": "
        text += path.isEmpty ? "" : path + ": "
        // NB: one line whatever the file holds: the JSON parser's message quotes the input around
        // a syntax error, line breaks included (found by scripts/fuzz keyframes), and keys come
        // from the file. A line break is written as its escape, `\n`.
        return (text + problem + ". " + fix).map { $0.isNewline ? String(String($0).debugDescription.dropFirst().dropLast()) : String($0) }
            .joined()
    }

    public var errorDescription: String? { description }

    /// A coding path written as in JavaScript: `to.keyframes[2].time`.
    public static func jsonPath(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let i = key.intValue {
                text += "[\(i)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// A file that `InputFile` refused or could not read.
    init(_ error: InputFileError) {
        let schema = "Sources/SegueKit/Transitions/Keyframed/Schema.md"
        switch error.kind {
        case .unreadable where !FileManager.default.fileExists(atPath: error.file):
            self.init(file: error.file, path: "", problem: "no such file",
                      fix: "Check the path (relative paths start at the current directory).")
        case .unreadable:
            self.init(file: error.file, path: "", problem: "cannot be read", fix: "Check its permissions.")
        case .notRegularFile:
            self.init(file: error.file, path: "", problem: error.problem, fix: "Give the path of a transition file (JSON, see \(schema)).")
        case .tooLarge:
            self.init(file: error.file, path: "", problem: error.problem,
                      fix: "A transition file is a small JSON document (\(schema)); check that this is the right file.")
        }
    }

    /// Turns what `JSONDecoder` reports into a located, one-line explanation.
    init(_ error: DecodingError, file: String) {
        func kind(_ type: Any.Type) -> String {
            let name = String(describing: type)
            if name.hasPrefix("Dictionary") { return "an object { … }" }
            if name.hasPrefix("Array") { return "a list [ … ]" }
            if name == "String" { return "text in double quotes" }
            if ["Double", "Float", "Int"].contains(name) { return "a number" }
            return "a value of type \(name)"
        }
        switch error {
        case .typeMismatch(let type, let context):
            self.init(context.codingPath, "expected \(kind(type)) here (\(context.debugDescription))",
                      "Write \(kind(type)); Sources/SegueKit/Transitions/Keyframed/Schema.md lists what every field takes.")
        case .valueNotFound(let type, let context):
            self.init(context.codingPath, "is null", "Write \(kind(type)), or leave the field out where it is optional.")
        case .keyNotFound(let key, let context):
            self.init(context.codingPath + [key], "is missing", "Add it; Sources/SegueKit/Transitions/Keyframed/Schema.md lists the required fields.")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = (context.underlyingError as NSError?)
                    .flatMap { $0.userInfo[NSDebugDescriptionErrorKey] as? String ?? $0.localizedDescription }
                    ?? context.debugDescription
                self.init(path: "", problem: "is not valid JSON (\(detail))",
                          fix: "Check the syntax there: keys and text in double quotes, commas between items, brackets closed, no comments.")
            } else {
                self.init(context.codingPath, context.debugDescription, "See Sources/SegueKit/Transitions/Keyframed/Schema.md.")
            }
        @unknown default:
            self.init(path: "", problem: String(describing: error), fix: "See Sources/SegueKit/Transitions/Keyframed/Schema.md.")
        }
        self.file = file
    }
}
