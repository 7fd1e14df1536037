/// A PDF file's bytes read as tokens, no further than `PDFCheck` needs: names, numbers, indirect
/// references, the dictionary before each stream and the stream's data. Nothing is trusted: every
/// search stays inside the bytes, and what cannot be read is nil.
struct PDFBytes {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// A stream: the object's text before `stream` (its dictionary), and its data.
    struct Stream {
        var dictionary: Range<Int>
        var data: Range<Int>
    }

    enum Value: Equatable {
        case number(Int)
        case reference(Int, Int)
        case other
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0 || b == 9 || b == 10 || b == 12 || b == 13 || b == 32 }
    static func isDelimiter(_ b: UInt8) -> Bool { Array("()<>[]{}/%".utf8).contains(b) }
    static func isRegular(_ b: UInt8) -> Bool { !isSpace(b) && !isDelimiter(b) }

    /// The next occurrence of `token` from `start` (within `range`) that is a whole token: not
    /// followed by a regular character, and for a keyword not preceded by one.
    func find(_ token: String, from start: Int, within range: Range<Int>? = nil) -> Int? {
        let key = Array(token.utf8)
        let end = min(range?.upperBound ?? bytes.count, bytes.count)
        var i = max(start, range?.lowerBound ?? 0)
        while i + key.count <= end {
            guard let at = bytes[i..<(end - key.count + 1)].firstIndex(of: key[0]) else { return nil }
            i = at + 1
            guard bytes[at..<(at + key.count)].elementsEqual(key) else { continue }
            if at + key.count < bytes.count, Self.isRegular(bytes[at + key.count]) { continue }
            if key[0] != UInt8(ascii: "/"), at > 0, Self.isRegular(bytes[at - 1]) { continue }
            return at
        }
        return nil
    }

    func find(_ token: String, in range: Range<Int>) -> Int? { find(token, from: range.lowerBound, within: range) }

    /// An operator of content (`BI`, `ID`): a keyword between white space or delimiters.
    func findOperator(_ op: String, from start: Int) -> Int? { find(op, from: start) }

    /// Past white space and comments.
    func skipSpace(_ start: Int) -> Int {
        var i = start
        while i < bytes.count {
            if Self.isSpace(bytes[i]) {
                i += 1
            } else if bytes[i] == UInt8(ascii: "%") {
                while i < bytes.count, bytes[i] != 10, bytes[i] != 13 { i += 1 }
            } else {
                break
            }
        }
        return i
    }

    /// The name at `at` (`/Image` gives `Image`), nil when none starts there.
    func name(at: Int) -> String? {
        guard at < bytes.count, bytes[at] == UInt8(ascii: "/") else { return nil }
        var end = at + 1
        while end < bytes.count, Self.isRegular(bytes[end]), end - at < 128 { end += 1 }
        return String(decoding: bytes[(at + 1)..<end], as: UTF8.self)
    }

    /// The whole number at `at` (after white space), and where it ends.
    func integer(at start: Int) -> (Int, Int)? {
        var i = skipSpace(start)
        var digits = 0, value = 0, negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        while i < bytes.count, (48...57).contains(bytes[i]) {
            value = value > (Int.max - 9) / 10 ? Int.max : value * 10 + Int(bytes[i] - 48)
            digits += 1
            i += 1
        }
        guard digits > 0, i >= bytes.count || !Self.isRegular(bytes[i]) || bytes[i] == UInt8(ascii: ".") else { return nil }
        // A real number's fraction is read past: Poppler rounds it.
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, (48...57).contains(bytes[i]) { i += 1 }
        }
        return (negative ? -value : value, i)
    }

    /// The value after a key at `at`: a whole number, an indirect reference (`12 0 R`), or other.
    func value(at start: Int) -> Value? {
        guard let (n, end) = integer(at: start) else { return .other }
        if let (generation, after) = integer(at: end) {
            let r = skipSpace(after)
            if r < bytes.count, bytes[r] == UInt8(ascii: "R"), r + 1 >= bytes.count || !Self.isRegular(bytes[r + 1]) {
                return .reference(n, generation)
            }
        }
        return .number(n)
    }

    /// `/key`'s whole number in `range`, following an indirect reference to its object; nil when
    /// absent or not a number.
    func integer(forKey key: String, in range: Range<Int>) -> Int? {
        guard let at = find("/" + key, in: range) else { return nil }
        switch value(at: at + key.utf8.count + 1) {
        case .number(let n)?: return n
        case .reference(let object, let generation)?:
            guard let def = find("\(object) \(generation) obj", from: 0), case .number(let n)? = value(at: def + "\(object) \(generation) obj".utf8.count) else { return nil }
            return n
        default: return nil
        }
    }

    /// The text of the object around `position`: from after the `obj` before it to the `stream`
    /// or `endobj` after it (the whole file where there is none).
    func objectBody(around position: Int) -> Range<Int> {
        var start = 0
        var i = position
        while i >= 3 {
            i -= 1
            if bytes[i - 2] == UInt8(ascii: "o"), bytes[i - 1] == UInt8(ascii: "b"), bytes[i] == UInt8(ascii: "j"),
               i - 3 < 0 || !Self.isRegular(bytes[i - 3]), i + 1 >= bytes.count || !Self.isRegular(bytes[i + 1]) {
                start = i + 1
                break
            }
        }
        let ends = [find("stream", from: position), find("endobj", from: position)].compactMap { $0 }
        return start..<max(start, ends.min() ?? bytes.count)
    }

    /// Every stream: `stream` and its end of line, the data up to `endstream`.
    func streams() -> [Stream] {
        var out: [Stream] = []
        var at = 0
        while let keyword = find("stream", from: at) {
            at = keyword + 6
            var data = at
            if data < bytes.count, bytes[data] == 13 { data += 1 }
            guard data < bytes.count, bytes[data] == 10 || bytes[data - 1] == 13 else { continue }
            if bytes[data] == 10 { data += 1 }
            let end = find("endstream", from: data) ?? bytes.count
            out.append(Stream(dictionary: objectBody(around: keyword).lowerBound..<keyword, data: data..<max(data, end)))
            at = end
        }
        return out
    }

    /// The `/Filter` names of a stream's dictionary, in order.
    func filters(in dictionary: Range<Int>) -> [String] {
        guard let key = find("/Filter", in: dictionary) else { return [] }
        var i = skipSpace(key + 7)
        if let one = name(at: i) { return [one] }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return ["(not a name)"] }
        var names: [String] = []
        i = skipSpace(i + 1)
        while let n = name(at: i), names.count < 16 {
            names.append(n)
            i = skipSpace(i + 1 + n.utf8.count)
        }
        return names
    }
}
