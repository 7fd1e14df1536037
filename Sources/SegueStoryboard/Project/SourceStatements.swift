/// Swift and Objective-C source cut into statements, for the readers that look for a few
/// statements of a known shape in an app's code (`CodeAppearance`). Not a parser: comments are
/// dropped, and a statement ends at a line's end, a `;`, or a brace, unless an open bracket
/// (`(`, `[`, Objective-C's `@{`) carries it on, as a dictionary literal over several lines
/// does. Whitespace inside a statement is one space.
enum SourceStatements {
    /// The longest statement kept whole; a longer one is cut there.
    static let maxStatementBytes = 16_384

    /// The statements of `text`, at most `limit` of them.
    static func statements(_ text: String, limit: Int = 100_000) -> [String] {
        let bytes = Array(text.utf8)
        var out: [String] = []
        var current: [UInt8] = []
        var closers: [UInt8] = []
        var i = 0
        func flush() {
            while current.last == 0x20 { current.removeLast() }
            if !current.isEmpty, out.count < limit { out.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
            closers.removeAll()
        }
        func append(_ b: UInt8) {
            if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A {
                if !current.isEmpty, current.last != 0x20 { current.append(0x20) }
            } else {
                current.append(b)
            }
        }
        while i < bytes.count, out.count < limit {
            // A bracket never closed (or a file that is no source) does not swallow the rest.
            if current.count > maxStatementBytes { flush() }
            let b = bytes[i]
            let next: UInt8 = i + 1 < bytes.count ? bytes[i + 1] : 0
            switch b {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                continue
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            case UInt8(ascii: "\""):
                // A string, kept whole; a line's end closes an unterminated one.
                current.append(b)
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != 0x0A {
                    if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count { current.append(bytes[i]); i += 1 }
                    current.append(bytes[i])
                    i += 1
                }
                if i < bytes.count, bytes[i] == UInt8(ascii: "\"") { current.append(bytes[i]); i += 1 }
                continue
            case UInt8(ascii: "("): closers.append(UInt8(ascii: ")")); current.append(b)
            case UInt8(ascii: "["): closers.append(UInt8(ascii: "]")); current.append(b)
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if closers.last == b { closers.removeLast() }
                current.append(b)
            case UInt8(ascii: "{"):
                // A dictionary literal (`@{`) or a closure inside brackets goes on; a body starts anew.
                if current.last == UInt8(ascii: "@") || !closers.isEmpty {
                    closers.append(UInt8(ascii: "}"))
                    current.append(b)
                } else {
                    flush()
                }
            case UInt8(ascii: "}"):
                if closers.last == b { closers.removeLast(); current.append(b) } else { flush() }
            case UInt8(ascii: ";"), 0x0A:
                if closers.isEmpty { flush() } else { append(0x20) }
            default:
                append(b)
            }
            i += 1
        }
        flush()
        return out
    }
}

extension SourceStatements {
    /// Whether the bytes of `needle` occur in `s`: a plain byte search. Foundation's
    /// `contains` on Linux goes through CFString, which made reading an app's sources slow.
    static func has(_ s: String, _ needle: String) -> Bool { offset(of: needle, in: s) != nil }

    /// The byte offset in `s` where `needle` first occurs, nil where it does not.
    static func offset(of needle: String, in s: String) -> Int? {
        var haystack = s, needle = needle
        return haystack.withUTF8 { h in
            needle.withUTF8 { n in
                guard let first = n.first else { return 0 }
                guard n.count <= h.count else { return nil }
                var i = 0
                while i <= h.count - n.count {
                    if h[i] == first {
                        var j = 1
                        while j < n.count, h[i + j] == n[j] { j += 1 }
                        if j == n.count { return i }
                    }
                    i += 1
                }
                return nil
            }
        }
    }
}
