import Foundation
import SegueKit

/// What each view controller class of an app does with its navigation controller's bar in its
/// own code: `navigationController?.setNavigationBarHidden(true, animated: animated)` in
/// `viewWillAppear(_:)`, `isNavigationBarHidden = false` in `viewWillDisappear(_:)`,
/// `[self.navigationController setNavigationBarHidden:YES animated:YES]`,
/// `navigationBar.isHidden = true` in a navigation controller subclass's `viewDidLoad()`…
/// A screen that draws its own header hides the bar there; a storyboard cannot show it. Read from
/// every Swift and Objective-C file of the project (`ProjectResources.sourceFiles`) that names
/// the bar, by class (Swift's `class`, Objective-C's `@implementation`), and inherited from a
/// superclass the project declares in Swift.
///
/// NB: a reading of statements of known shapes inside those three methods, not of Swift: a call
/// under a condition counts as made, a method that both hides and shows the bar (a choice made at
/// run time) says nothing, and a helper method the lifecycle method calls is not followed.
enum CodeNavigationBarCalls {
    /// The calls of each class that makes any, by class name.
    static func read(sourceFiles: [String: String], maxBytes: Int = 1 << 20) -> [String: IB.NavigationBarCalls] {
        let key = "\(maxBytes)|" + sourceFiles.values.sorted().joined(separator: "\n")
        if let known = cache.value(for: key) { return known }
        var texts: [(name: String, text: String)] = []
        var others: [(String, String)] = []
        var total = 0
        for name in sourceFiles.keys.sorted().prefix(CodeAppearance.maxFiles) {
            guard let path = sourceFiles[name], total < CodeAppearance.maxTotalBytes,
                  let bytes = try? InputFile.read(path, maximumBytes: maxBytes) else { continue }
            total += bytes.count
            let text = String(decoding: bytes, as: UTF8.self)
            // Most files never name the bar: spared the scan, but not their classes' superclasses.
            guard SourceStatements.has(text, "avigationBar") else {
                if SourceStatements.has(text, "class ") { others.append(contentsOf: Scan.superclasses(in: bytes)) }
                continue
            }
            texts.append(((path as NSString).lastPathComponent, text))
        }
        let read = read(sources: texts, superclasses: others)
        cache.store(read, for: key)
        return read
    }

    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: [String: IB.NavigationBarCalls]] = [:]
        func value(for key: String) -> [String: IB.NavigationBarCalls]? { lock.lock(); defer { lock.unlock() }; return entries[key] }
        func store(_ value: [String: IB.NavigationBarCalls], for key: String) {
            lock.lock()
            defer { lock.unlock() }
            if entries.count >= 16 { entries.removeAll() }
            entries[key] = value
        }
    }

    static let cache = Cache()

    /// The lifecycle methods read, by name.
    static let methods = ["viewDidLoad", "viewWillAppear", "viewWillDisappear"]

    /// The calls in `sources`, each class's inherited by the subclasses `sources` and
    /// `superclasses` (other files' `class A: B`) declare.
    static func read(sources: [(name: String, text: String)], superclasses others: [(String, String)] = []) -> [String: IB.NavigationBarCalls] {
        var own: [String: IB.NavigationBarCalls] = [:]
        var superclasses: [String: String] = [:]
        for (name, parent) in others where superclasses[name] == nil { superclasses[name] = parent }
        for (file, text) in sources {
            let scan = Scan(text)
            for (name, parent) in scan.superclasses where superclasses[name] == nil { superclasses[name] = parent }
            for body in scan.bodies {
                guard let hidden = hidden(in: body.text) else { continue }
                var calls = own[body.className] ?? IB.NavigationBarCalls(file: file)
                guard calls.file == file else { continue }
                switch body.method {
                case "viewDidLoad": calls.onLoad = hidden
                case "viewWillAppear": calls.onAppear = hidden
                default: calls.onDisappear = hidden
                }
                own[body.className] = calls
            }
        }
        guard !own.isEmpty else { return [:] }
        // A subclass runs its superclass's lifecycle methods (`super.viewWillAppear(animated)`)
        // before its own code: what it does not set itself, it inherits.
        var result = own
        for name in Set(superclasses.keys).union(own.keys) {
            var calls = own[name]
            var parent = superclasses[name]
            for _ in 0..<8 {
                guard let p = parent else { break }
                if let inherited = own[p] {
                    var c = calls ?? IB.NavigationBarCalls(file: inherited.file)
                    if c.onLoad == nil { c.onLoad = inherited.onLoad }
                    if c.onAppear == nil { c.onAppear = inherited.onAppear }
                    if c.onDisappear == nil { c.onDisappear = inherited.onDisappear }
                    calls = c
                }
                parent = superclasses[p]
            }
            if let calls, !calls.isEmpty { result[name] = calls }
        }
        return result
    }

    /// Whether the statements of a method body hide the bar (true) or show it (false); nil where
    /// they do neither, or both.
    static func hidden(in body: String) -> Bool? {
        var seen: Set<Bool> = []
        for s in SourceStatements.statements(body) where SourceStatements.has(s, "avigationBar") {
            for pattern in patterns {
                guard let m = CodeColors.match(pattern, s), let b = CodeAppearance.Reading.bool(m[1]) else { continue }
                seen.insert(b)
                break
            }
        }
        return seen.count == 1 ? seen.first : nil
    }

    private static let owner = #"(?:self\.|self!\.|\[self navigationController\]\.)?(?:navigationController[?!]?\.)?"#
    private static let value = #"(true|false|YES|NO)"#
    static let patterns = [
        // Swift: `navigationController?.setNavigationBarHidden(true, animated: animated)`.
        CodeColors.regex(#"^"# + owner + #"setNavigationBarHidden\( ?"# + value + #" ?, ?animated: ?[\w.]+ ?\)$"#),
        // `navigationController?.isNavigationBarHidden = true`, Objective-C's `self.navigationController.navigationBarHidden = YES`.
        CodeColors.regex(#"^"# + owner + #"(?:isN|n)avigationBarHidden ?= ?"# + value + #"$"#),
        // `navigationController?.navigationBar.isHidden = true`, `self.navigationController.navigationBar.hidden = YES`.
        CodeColors.regex(#"^"# + owner + #"navigationBar\.(?:isH|h)idden ?= ?"# + value + #"$"#),
        // `[self.navigationController setNavigationBarHidden:YES animated:YES]`, `[self setNavigationBarHidden:YES]`.
        CodeColors.regex(#"^\[(?:self\.navigationController|\[self navigationController\]|self) setNavigationBarHidden: ?"# + value
                         + #"(?: animated: ?\w+)?\]$"#),
        // `[self.navigationController.navigationBar setHidden:YES]`.
        CodeColors.regex(#"^\[(?:self\.navigationController\.|\[self navigationController\]\.)?navigationBar setHidden: ?"# + value + #"\]$"#),
    ]

    /// One file's lifecycle method bodies, each with the class it belongs to, and the superclass
    /// each Swift class declares. Comments and the contents of strings are skipped; braces give
    /// the scopes (Objective-C's `@implementation` runs to `@end`).
    struct Scan {
        struct Body { var className: String; var method: String; var text: String }
        var bodies: [Body] = []
        var superclasses: [(String, String)] = []

        init(_ text: String) {
            let original = Array(text.utf8)
            let bytes = Self.cleaned(original)
            var types: [(name: String, depth: Int)] = []
            var objcClass: String?
            var pendingType: String?
            var pendingMethod: String?
            var method: (name: String, depth: Int, start: Int)?
            var depth = 0
            var previousWord = ""
            var lastSignificant: UInt8 = 0
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                if Self.isWordStart(b) || (b == UInt8(ascii: "@") && i + 1 < bytes.count && Self.isWordStart(bytes[i + 1])) {
                    var j = i + 1
                    while j < bytes.count, Self.isWordByte(bytes[j]) { j += 1 }
                    let word = String(decoding: bytes[i..<j], as: UTF8.self)
                    switch word {
                    case "@implementation": objcClass = Self.word(after: j, in: bytes)?.word
                    case "@end": objcClass = nil
                    case "class", "struct", "extension", "enum", "actor":
                        if lastSignificant != UInt8(ascii: "."), let next = Self.word(after: j, in: bytes),
                           !Self.modifiers.contains(next.word) {
                            pendingType = next.word
                            if word == "class", let parent = Self.superclass(after: next.end, in: bytes) { superclasses.append((next.word, parent)) }
                        }
                    default:
                        if method == nil, CodeNavigationBarCalls.methods.contains(word),
                           previousWord == "func" || (objcClass != nil && lastSignificant == UInt8(ascii: ")") && depth == 0) {
                            pendingMethod = word
                        }
                    }
                    previousWord = word
                    lastSignificant = bytes[j - 1]
                    i = j
                    continue
                }
                switch b {
                case UInt8(ascii: "{"):
                    depth += 1
                    if let name = pendingType { types.append((name, depth)); pendingType = nil }
                    if let name = pendingMethod { method = (name, depth, i + 1); pendingMethod = nil }
                case UInt8(ascii: "}"):
                    if let m = method, m.depth == depth {
                        if let owner = types.last?.name ?? objcClass {
                            bodies.append(Body(className: owner, method: m.name, text: String(decoding: original[m.start..<i], as: UTF8.self)))
                        }
                        method = nil
                    }
                    if let t = types.last, t.depth == depth { types.removeLast() }
                    depth = max(0, depth - 1)
                case UInt8(ascii: ";"):
                    // A declaration without a body (`class Foo;`, a protocol's requirement).
                    pendingMethod = nil
                    if depth == 0 { pendingType = nil }
                default:
                    break
                }
                if b > 0x20 { lastSignificant = b }
                i += 1
            }
        }

        /// Words that follow `class` in a member's declaration (`class func`, `class override var`).
        static let modifiers: Set<String> = [
            "func", "var", "let", "subscript", "init", "override", "private", "public", "fileprivate", "internal", "open", "final",
            "static", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "nonisolated", "protocol",
        ]

        static func isWordStart(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
        static func isWordByte(_ b: UInt8) -> Bool { isWordStart(b) || (b >= 0x30 && b <= 0x39) }

        /// The next word after `i`, past spaces, and where it ends.
        static func word(after i: Int, in bytes: [UInt8]) -> (word: String, end: Int)? {
            var k = i
            while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
            guard k < bytes.count, isWordStart(bytes[k]) else { return nil }
            var e = k + 1
            while e < bytes.count, isWordByte(bytes[e]) { e += 1 }
            return (String(decoding: bytes[k..<e], as: UTF8.self), e)
        }

        /// The superclass of each Swift class `bytes` declares (`class A: B`), found without
        /// scanning the rest of the file (a mention in a comment counts too).
        static func superclasses(in bytes: [UInt8]) -> [(String, String)] {
            var out: [(String, String)] = []
            let keyword = Array("class ".utf8)
            var i = 0
            while i + keyword.count < bytes.count {
                if bytes[i] == keyword[0], i == 0 || !(isWordByte(bytes[i - 1]) || bytes[i - 1] == UInt8(ascii: ".")),
                   (1..<keyword.count).allSatisfy({ bytes[i + $0] == keyword[$0] }),
                   let name = word(after: i + keyword.count, in: bytes), !modifiers.contains(name.word),
                   let parent = superclass(after: name.end, in: bytes) {
                    out.append((name.word, parent))
                    i = name.end
                    continue
                }
                i += 1
            }
            return out
        }

        /// The first type a Swift class declaration inherits from (`class A: B, P`), its superclass
        /// when it has one; nil without a `:` before its body.
        static func superclass(after i: Int, in bytes: [UInt8]) -> String? {
            var k = i
            while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
            // Generic parameters (`class A<T>: B`) are skipped.
            if k < bytes.count, bytes[k] == UInt8(ascii: "<") {
                while k < bytes.count, bytes[k] != UInt8(ascii: ">"), bytes[k] != UInt8(ascii: "{") { k += 1 }
                k += 1
            }
            while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: ":") else { return nil }
            return word(after: k + 1, in: bytes)?.word
        }

        /// The bytes with comments blanked and strings' contents blanked (their quotes kept), so
        /// that neither opens a scope nor hides a word.
        static func cleaned(_ bytes: [UInt8]) -> [UInt8] {
            var out = bytes
            var i = 0
            while i < out.count {
                let next: UInt8 = i + 1 < out.count ? out[i + 1] : 0
                if out[i] == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                    while i < out.count, out[i] != 0x0A { out[i] = 0x20; i += 1 }
                } else if out[i] == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    while i < out.count, !(out[i] == UInt8(ascii: "*") && i + 1 < out.count && out[i + 1] == UInt8(ascii: "/")) {
                        if out[i] != 0x0A { out[i] = 0x20 }
                        i += 1
                    }
                    if i + 1 < out.count { out[i] = 0x20; out[i + 1] = 0x20 }
                    i += 2
                } else if out[i] == UInt8(ascii: "\"") {
                    i += 1
                    while i < out.count, out[i] != UInt8(ascii: "\""), out[i] != 0x0A {
                        if out[i] == UInt8(ascii: "\\"), i + 1 < out.count, out[i + 1] != 0x0A { out[i] = 0x20; i += 1 }
                        out[i] = 0x20
                        i += 1
                    }
                    i += 1
                } else {
                    i += 1
                }
            }
            return out
        }
    }
}

extension IB.Document {
    /// The document with each controller whose class's code shows or hides the navigation bar
    /// given those calls (`IB.Controller.navigationBarCalls`).
    func applying(_ calls: [String: IB.NavigationBarCalls]) -> IB.Document {
        guard !calls.isEmpty else { return self }
        var doc = self
        for i in doc.scenes.indices {
            guard let name = doc.scenes[i].controller.customClass, let c = calls[name] else { continue }
            doc.scenes[i].controller.navigationBarCalls = c
        }
        return doc
    }
}
