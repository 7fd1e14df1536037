import Foundation

/// A localization `.strings` file, as Xcode writes one beside a storyboard (`fr.lproj/Main.strings`):
///
/// ```
/// /* Class = "UILabel"; text = "Hello"; ObjectID = "Lbl-hi-001"; */
/// "Lbl-hi-001.text" = "Bonjour";
/// ```
///
/// UTF-8 or UTF-16 (little or big endian), with or without a byte-order mark; `/* */` and `//`
/// comments; quoted strings with the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\UXXXX` and
/// `\uXXXX` (a surrogate pair as two); unquoted words as keys or values, as property lists allow.
/// A later entry for the same key wins, as in Foundation.
public struct StringsTable: Sendable, Hashable {
    /// The name used in messages: `fr.lproj/Main.strings`.
    public var file: String
    /// Each key's value.
    public var entries: [String: String]
    /// The line each key was last set on.
    public var lines: [String: Int]
    /// Values cut to `ReadingLimits.maxTextLength`, one warning each.
    public var warnings: [StoryboardDiagnostic]

    public init(file: String, entries: [String: String], lines: [String: Int] = [:], warnings: [StoryboardDiagnostic] = []) {
        self.file = file
        self.entries = entries
        self.lines = lines
        self.warnings = warnings
    }

    /// Reads the strings file at `path` (regular files only, at most `limits.maxStringsFileBytes`).
    /// `name` is used in messages. Throws a located `StoryboardDiagnostic` (`fr.lproj/Main.strings:7: …`).
    public static func read(contentsOf path: String, name: String? = nil, limits: ReadingLimits = .default) throws -> StringsTable {
        let name = name ?? URL(fileURLWithPath: path).lastPathComponent
        let data = try StoryboardFile.bytes(atPath: path, name: name, limit: limits.maxStringsFileBytes, what: "strings")
        return try parse(data, name: name, limits: limits)
    }

    /// Parses the bytes of a strings file; `name` is used in messages.
    public static func parse(_ data: Data, name: String, limits: ReadingLimits = .default) throws -> StringsTable {
        guard data.count <= limits.maxStringsFileBytes else {
            throw StoryboardDiagnostic(.error, kind: .limitExceeded, file: name,
                                       message: "the strings file is too large (\(data.count) bytes; over \(limits.maxStringsFileBytes) are refused): check it is the right file, or raise ReadingLimits.maxStringsFileBytes")
        }
        let text = try decode(Array(data), name: name)
        var parser = StringsParser(scalars: Array(text.unicodeScalars), file: name, limits: limits)
        return try parser.parse()
    }

    /// The text of a strings file: the byte-order mark decides; without one, zero bytes in the first
    /// pair say UTF-16 (`"` is ASCII, so `00 22` is big endian and `22 00` little endian); else UTF-8.
    static func decode(_ bytes: [UInt8], name: String) throws -> String {
        func fail(_ line: Int?, _ message: String) -> StoryboardDiagnostic {
            StoryboardDiagnostic(.error, kind: .invalidEncoding, file: name, line: line, message: message)
        }
        var body = bytes[...]
        var utf16: Bool?  // big endian?
        if body.starts(with: [0xEF, 0xBB, 0xBF]) {
            body = body.dropFirst(3)
        } else if body.starts(with: [0xFF, 0xFE]) {
            utf16 = false
            body = body.dropFirst(2)
        } else if body.starts(with: [0xFE, 0xFF]) {
            utf16 = true
            body = body.dropFirst(2)
        } else if body.count >= 2 && body.count % 2 == 0 {
            if body[0] == 0 && body[1] != 0 { utf16 = true } else if body[0] != 0 && body[1] == 0 { utf16 = false }
        }
        if let bigEndian = utf16 {
            switch XMLInput.utf8(fromUTF16: body, bigEndian: bigEndian) {
            case .success(let utf8): body = utf8[...]
            case .failure(let r): throw fail(r.line, r.message.replacingOccurrences(of: "re-save it in Xcode", with: "save it again"))
            }
        } else if let offset = UTF8Validation.firstInvalidByte(in: body) {
            let line = body[..<offset].reduce(into: 1) { n, b in if b == 0x0A { n += 1 } }
            throw fail(line, "invalid UTF-8 (byte 0x\(String(body[offset], radix: 16, uppercase: true)) at byte offset \(offset)); strings files are UTF-8 or UTF-16: convert it (iconv -t UTF-8)")
        }
        return String(decoding: body, as: UTF8.self)
    }
}

/// The scanner of `StringsTable.parse`: `key = value;` pairs between comments.
struct StringsParser {
    let scalars: [Unicode.Scalar]
    let file: String
    let limits: ReadingLimits
    var i = 0
    var line = 1

    init(scalars: [Unicode.Scalar], file: String, limits: ReadingLimits) {
        self.scalars = scalars
        self.file = file
        self.limits = limits
    }

    func error(_ message: String, line: Int? = nil) -> StoryboardDiagnostic {
        StoryboardDiagnostic(.error, kind: .invalidStrings, file: file, line: line ?? self.line, message: message)
    }

    mutating func parse() throws -> StringsTable {
        var table = StringsTable(file: file, entries: [:])
        var count = 0
        while true {
            try skipSpaceAndComments()
            guard i < scalars.count else { break }
            let keyLine = line
            let key = try token("a key")
            try skipSpaceAndComments()
            guard i < scalars.count, scalars[i] == "=" else {
                throw error("expected '=' after the key \"\(Self.clip(key))\"; entries are \"KEY\" = \"VALUE\";")
            }
            i += 1
            try skipSpaceAndComments()
            var value = try token("a value for \"\(Self.clip(key))\"")
            let valueLine = line
            try skipSpaceAndComments()
            guard i < scalars.count, scalars[i] == ";" else {
                throw error("expected ';' after the value of \"\(Self.clip(key))\"; each entry ends with a semicolon", line: valueLine)
            }
            i += 1
            count += 1
            if count > limits.maxStringsKeys {
                throw StoryboardDiagnostic(.error, kind: .limitExceeded, file: file, line: keyLine,
                                           message: "more than \(limits.maxStringsKeys) entries; check it is the right file, or raise ReadingLimits.maxStringsKeys")
            }
            if value.unicodeScalars.count > limits.maxTextLength {
                value = String(String.UnicodeScalarView(value.unicodeScalars.prefix(limits.maxTextLength)))
                table.warnings.append(StoryboardDiagnostic(
                    .warning, kind: .limitExceeded, file: file, line: keyLine,
                    message: "the value of \"\(Self.clip(key))\" is longer than \(limits.maxTextLength) characters; it is cut (ReadingLimits.maxTextLength)"))
            }
            table.entries[key] = value
            table.lines[key] = keyLine
        }
        return table
    }

    static func clip(_ s: String) -> String { s.count > 60 ? String(s.prefix(57)) + "…" : s }

    mutating func skipSpaceAndComments() throws {
        while i < scalars.count {
            let c = scalars[i]
            if c == "\n" {
                line += 1
                i += 1
            } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" || c == "\u{0B}" || c == "\u{0C}" {
                i += 1
            } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                let start = line
                i += 2
                while true {
                    guard i + 1 < scalars.count else { throw error("a /* comment is never closed", line: start) }
                    if scalars[i] == "*" && scalars[i + 1] == "/" { i += 2; break }
                    if scalars[i] == "\n" { line += 1 }
                    i += 1
                }
            } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                while i < scalars.count, scalars[i] != "\n" { i += 1 }
            } else {
                return
            }
        }
    }

    static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        (c.value < 128 && (c.properties.isAlphabetic || c.properties.numericType != nil)) || "_.$:/-".unicodeScalars.contains(c)
    }

    /// A quoted string or an unquoted word.
    mutating func token(_ what: String) throws -> String {
        guard i < scalars.count else { throw error("the file ends where \(what) should be") }
        if scalars[i] == "\"" { return try quoted() }
        var out = String.UnicodeScalarView()
        while i < scalars.count, Self.isWordScalar(scalars[i]) {
            out.append(scalars[i])
            i += 1
        }
        guard !out.isEmpty else { throw error("expected \(what) in double quotes, found '\(Character(scalars[i]))'") }
        return String(out)
    }

    mutating func quoted() throws -> String {
        let start = line
        i += 1
        var out = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while true {
            guard i < scalars.count else { throw error("a string that starts here is never closed (a missing \")", line: start) }
            let c = scalars[i]
            i += 1
            if c == "\"" { break }
            if c == "\n" { line += 1 }
            guard c == "\\" else {
                if pendingHigh != nil { throw error("a \\U escape holds an unpaired high surrogate") }
                out.append(c)
                continue
            }
            guard i < scalars.count else { throw error("a string that starts here is never closed (it ends with \\)", line: start) }
            let e = scalars[i]
            i += 1
            if e == "U" || e == "u" {
                if let s = try unicodeEscape(e, pendingHigh: &pendingHigh) { out.append(s) }
                continue
            }
            if pendingHigh != nil { throw error("a \\U escape holds an unpaired high surrogate") }
            out.append(escaped(e))
        }
        if pendingHigh != nil { throw error("a \\U escape holds an unpaired high surrogate") }
        return String(out)
    }

    /// The character of `\uXXXX` (the four digits follow); nil for a high surrogate, which waits
    /// in `pendingHigh` for the low one that completes it.
    private mutating func unicodeEscape(_ e: Unicode.Scalar, pendingHigh: inout UInt32?) throws -> Unicode.Scalar? {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < scalars.count, let d = Int(String(scalars[i]), radix: 16) else {
                throw error("\\\(e) takes four hexadecimal digits (\\\(e)00E9)")
            }
            v = v << 4 | UInt32(d)
            i += 1
        }
        if (0xD800...0xDBFF).contains(v) {
            if pendingHigh != nil { throw error("a \\U escape holds an unpaired high surrogate") }
            pendingHigh = v
            return nil
        }
        if (0xDC00...0xDFFF).contains(v) {
            guard let high = pendingHigh else { throw error("a \\U escape holds an unpaired low surrogate") }
            v = 0x10000 + ((high - 0xD800) << 10) + (v - 0xDC00)
            pendingHigh = nil
        }
        guard let s = Unicode.Scalar(v) else { throw error("\\U\(String(v, radix: 16)) is not a character") }
        return s
    }

    /// The character a backslash escape stands for (the backslash is read, `e` follows it).
    private mutating func escaped(_ e: Unicode.Scalar) -> Unicode.Scalar {
        switch e {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\n":
            line += 1
            return "\n"
        default: return e  // \" \\ \' and any other character stand for themselves
        }
    }
}
