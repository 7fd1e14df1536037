import Foundation

/// A value of an old-style (NeXTSTEP) ASCII property list, the format of Xcode's
/// `project.pbxproj`: `{ key = value; }`, `( a, b, )` and strings, quoted or bare.
enum ASCIIPropertyList: Sendable, Hashable {
    case string(String)
    case array([ASCIIPropertyList])
    case dictionary([String: ASCIIPropertyList])

    var string: String? { if case .string(let s) = self { s } else { nil } }
    var array: [ASCIIPropertyList]? { if case .array(let a) = self { a } else { nil } }
    var dictionary: [String: ASCIIPropertyList]? { if case .dictionary(let d) = self { d } else { nil } }
    subscript(key: String) -> ASCIIPropertyList? { dictionary?[key] }

    /// Why a file could not be parsed, with the byte offset.
    struct ParseError: Error, CustomStringConvertible {
        var offset: Int
        var problem: String
        var description: String { "\(problem) at byte \(offset)" }
    }

    /// Parses `bytes`. Nesting deeper than `maxDepth` and more than `maxValues` values are refused,
    /// so that a hostile file costs bounded time and memory.
    static func parse(_ bytes: [UInt8], maxDepth: Int = 64, maxValues: Int = 2_000_000) throws(ParseError) -> ASCIIPropertyList {
        var parser = Parser(bytes: bytes, maxDepth: maxDepth, maxValues: maxValues)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.at >= bytes.count else { throw ParseError(offset: parser.at, problem: "unexpected text after the root value") }
        return value
    }

    /// The recursive-descent parser.
    struct Parser {
        let bytes: [UInt8]
        let maxDepth: Int
        let maxValues: Int
        var at = 0
        var values = 0

        mutating func skipSpace() {
            while at < bytes.count {
                let b = bytes[at]
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                    at += 1
                } else if b == 0x2F, at + 1 < bytes.count, bytes[at + 1] == 0x2A {  // /* … */
                    at += 2
                    while at + 1 < bytes.count, !(bytes[at] == 0x2A && bytes[at + 1] == 0x2F) { at += 1 }
                    at = min(at + 2, bytes.count)
                } else if b == 0x2F, at + 1 < bytes.count, bytes[at + 1] == 0x2F {  // // …
                    while at < bytes.count, bytes[at] != 0x0A { at += 1 }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ b: UInt8, _ what: String) throws(ParseError) {
            skipSpace()
            guard at < bytes.count, bytes[at] == b else { throw ParseError(offset: at, problem: "expected \(what)") }
            at += 1
        }

        mutating func value(depth: Int) throws(ParseError) -> ASCIIPropertyList {
            guard depth < maxDepth else { throw ParseError(offset: at, problem: "values nested more than \(maxDepth) deep") }
            values += 1
            guard values <= maxValues else { throw ParseError(offset: at, problem: "more than \(maxValues) values") }
            skipSpace()
            guard at < bytes.count else { throw ParseError(offset: at, problem: "the file ends where a value was expected") }
            switch bytes[at] {
            case 0x7B:  // {
                at += 1
                var d: [String: ASCIIPropertyList] = [:]
                while true {
                    skipSpace()
                    if at < bytes.count, bytes[at] == 0x7D { at += 1; return .dictionary(d) }
                    guard case .string(let key) = try value(depth: depth + 1) else { throw ParseError(offset: at, problem: "a dictionary key must be a string") }
                    try expect(0x3D, "'='")
                    d[key] = try value(depth: depth + 1)
                    try expect(0x3B, "';'")
                }
            case 0x28:  // (
                at += 1
                var a: [ASCIIPropertyList] = []
                while true {
                    skipSpace()
                    if at < bytes.count, bytes[at] == 0x29 { at += 1; return .array(a) }
                    a.append(try value(depth: depth + 1))
                    skipSpace()
                    if at < bytes.count, bytes[at] == 0x2C { at += 1 } else { try expect(0x29, "')' or ','"); return .array(a) }
                }
            case 0x22:  // "
                return .string(try quoted())
            default:
                return .string(try bare())
            }
        }

        mutating func quoted() throws(ParseError) -> String {
            at += 1
            var out: [UInt8] = []
            while at < bytes.count, bytes[at] != 0x22 {
                if bytes[at] == 0x5C, at + 1 < bytes.count {
                    at += 1
                    switch bytes[at] {
                    case 0x6E: out.append(0x0A)
                    case 0x74: out.append(0x09)
                    case 0x72: out.append(0x0D)
                    default: out.append(bytes[at])
                    }
                } else {
                    out.append(bytes[at])
                }
                at += 1
            }
            guard at < bytes.count else { throw ParseError(offset: at, problem: "a quoted string is not closed") }
            at += 1
            return String(decoding: out, as: UTF8.self)
        }

        /// A bare word: letters, digits and `_ $ / : . - +`.
        mutating func bare() throws(ParseError) -> String {
            let start = at
            while at < bytes.count {
                let b = bytes[at]
                let ok = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || [0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D, 0x2B].contains(b)
                if !ok { break }
                at += 1
            }
            guard at > start else { throw ParseError(offset: at, problem: "unexpected character") }
            return String(decoding: bytes[start..<at], as: UTF8.self)
        }
    }
}
