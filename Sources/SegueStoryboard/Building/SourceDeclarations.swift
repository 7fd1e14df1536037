import Foundation
import SegueKit

/// What the project's classes do in code that a storyboard cannot say, read from each class's own
/// source file (`Name.swift` or `Name.m`, as `ProjectResources.sourceFiles` finds them): the
/// unwind actions it declares, whether it keeps popovers unadapted.
///
/// NB: a reading of the lines that declare methods, not of Swift or Objective-C.
final class SourceDeclarations {
    let files: [String: String]
    let maxBytes: Int
    private var texts: [String: String] = [:]

    init(files: [String: String], maxBytes: Int) {
        self.files = files
        self.maxBytes = maxBytes
    }

    /// Whether the class declares `action`: `func NAME(` or `)NAME:`, where NAME is the selector's
    /// first part, or that part before its last `With` (Swift's `func unwindToMain(segue:)` is
    /// `unwindToMainWithSegue:`).
    func declares(_ action: String, inClass name: String) -> Bool {
        guard let text = text(of: name) else { return false }
        let head = String(action.prefix { $0 != ":" })
        guard !head.isEmpty else { return false }
        var names = [head]
        if let with = head.range(of: "With", options: .backwards), with.lowerBound > head.startIndex {
            names.append(String(head[..<with.lowerBound]))
        }
        for line in text.split(separator: "\n") where line.contains("func ") || line.contains("IBAction") {
            for n in names where line.contains("func \(n)(") || line.contains(")\(n):") || line.contains(") \(n):") { return true }
        }
        return false
    }

    /// Whether the class, as a presentation controller's delegate, keeps presentations unadapted:
    /// its `adaptivePresentationStyle(for:)` or `(for:traitCollection:)` (Objective-C's
    /// `adaptivePresentationStyleForPresentationController:`) returns `.none`
    /// (`UIModalPresentationNone`) within its first lines.
    func keepsPresentationsUnadapted(inClass name: String) -> Bool {
        guard let text = text(of: name) else { return false }
        var rest = text[...]
        while let found = rest.range(of: "adaptivePresentationStyle") {
            let body = rest[found.upperBound...].prefix(400)
            // The method's own body: up to the next method.
            let end = [body.range(of: "func ")?.lowerBound, body.range(of: "\n- (")?.lowerBound].compactMap { $0 }.min() ?? body.endIndex
            let own = body[..<end]
            if own.contains("return .none") || own.contains("UIModalPresentationStyle.none") || own.contains("UIModalPresentationNone") {
                return true
            }
            rest = rest[found.upperBound...]
        }
        return false
    }

    func text(of name: String) -> String? {
        if let known = texts[name] { return known }
        guard let path = files[name], let bytes = try? InputFile.read(path, maximumBytes: maxBytes) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        texts[name] = text
        return text
    }
}
