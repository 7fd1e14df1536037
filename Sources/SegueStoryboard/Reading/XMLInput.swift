import Foundation

/// A file's bytes, checked to be UTF-8 XML that the XML parser may be given: no byte-order mark,
/// valid UTF-8 throughout, an XML declaration (if any) that says UTF-8, and an element first.
///
/// NB: Foundation's `XMLParser` on Linux stops the process (SIGILL) when an element name, an
/// attribute name or a comment holds invalid UTF-8, so nothing reaches it unchecked: the only way
/// to make an `XMLInput` is `XMLInput.check`.
struct XMLInput {
    let bytes: Data

    /// Why the bytes were refused, located.
    struct Refusal: Error {
        var kind: StoryboardDiagnostic.Kind
        var line: Int?
        var message: String
    }

    /// Checks `data` and normalises it: a UTF-8 byte-order mark is dropped, UTF-16 with a
    /// byte-order mark is transcoded to UTF-8 (and its declaration rewritten to say so).
    static func check(_ data: Data) -> Result<XMLInput, Refusal> {
        var bytes = ArraySlice(Array(data))
        var transcoded = false
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return .failure(Refusal(kind: .invalidEncoding, line: 1, message: "the file is UTF-32 text; only UTF-8 storyboards (what Xcode writes) are read: convert it (iconv -f UTF-32 -t UTF-8) and re-save it in Xcode"))
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = bytes.dropFirst(3)
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            switch utf8(fromUTF16: bytes.dropFirst(2), bigEndian: bytes.first == 0xFE) {
            case .success(let utf8): bytes = utf8[...]
            case .failure(let refusal): return .failure(refusal)
            }
            transcoded = true
        } else if bytes.starts(with: [0x00, 0x3C]) || bytes.starts(with: [0x3C, 0x00]) {
            return .failure(Refusal(kind: .invalidEncoding, line: 1, message: "the file looks like UTF-16 text without a byte-order mark; only UTF-8 storyboards (what Xcode writes) are read: convert it (iconv -f UTF-16 -t UTF-8) and re-save it in Xcode"))
        }
        if let refusal = notXML(bytes) { return .failure(refusal) }
        if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
            let line = bytes[..<offset].reduce(into: 1) { n, b in if b == 0x0A { n += 1 } }
            let byte = String(bytes[offset], radix: 16, uppercase: true)
            let at = transcoded ? "after transcoding from UTF-16, at byte \(offset - bytes.startIndex)" : "at byte offset \(offset)"
            return .failure(Refusal(
                kind: .invalidEncoding, line: line,
                message: "invalid UTF-8 (byte 0x\(byte) \(at)); storyboards are UTF-8: fix the bytes, or convert the file (e.g. iconv -f LATIN1 -t UTF-8) and re-save it in Xcode"))
        }
        switch declaredEncoding(bytes) {
        case nil:
            break
        case let name? where ["utf-8", "utf8"].contains(name.lowercased()):
            break
        case let name? where transcoded && name.lowercased().hasPrefix("utf-16"):
            bytes = rewritingDeclaredEncoding(bytes, from: name)
        case let name?:
            return .failure(Refusal(
                kind: .invalidEncoding, line: 1,
                message: "the XML declaration says encoding=\"\(name)\"; only UTF-8 storyboards (what Xcode writes) are read, or UTF-16 with a byte-order mark: convert it (iconv -f \(name) -t UTF-8), change the declaration to UTF-8 and re-save it in Xcode"))
        }
        return .success(XMLInput(bytes: Data(bytes)))
    }

    // MARK: Not XML at all

    /// Binary formats people pass by mistake, by their first bytes.
    private static let signatures: [(bytes: [UInt8], name: String)] = [
        ([0x89, 0x50, 0x4E, 0x47], "a PNG image"), ([0xFF, 0xD8, 0xFF], "a JPEG image"), (Array("GIF8".utf8), "a GIF image"),
        (Array("%PDF".utf8), "a PDF document"), ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"), ([0x1F, 0x8B], "a gzip archive"),
        (Array("bplist".utf8), "a binary property list (a compiled storyboard or nib?)"),
        (Array("NIBArchive".utf8), "a compiled nib"), ([0x7F, 0x45, 0x4C, 0x46], "an ELF executable"),
    ]

    /// The refusal for bytes that do not start with an element (after white space), else nil.
    private static func notXML(_ bytes: ArraySlice<UInt8>) -> Refusal? {
        guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return Refusal(kind: .notXML, line: nil, message: "the file is empty; expected an Interface Builder storyboard (XML)")
        }
        if bytes[first] == UInt8(ascii: "<") { return nil }
        if let known = signatures.first(where: { bytes[first...].starts(with: $0.bytes) }) {
            return Refusal(kind: .notXML, line: 1, message: "the file is not XML: it is \(known.name); expected an Interface Builder storyboard")
        }
        let head = bytes[first...].prefix(24)
        let printable = String(validating: head, as: UTF8.self).map { s in
            !s.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" || $0.value == 0x7F }
        }
        guard printable == true, let text = String(validating: head, as: UTF8.self) else {
            let byte = String(bytes[first], radix: 16, uppercase: true)
            return Refusal(kind: .notXML, line: 1, message: "the file is not XML: it is binary data (it starts with byte 0x\(byte)); expected an Interface Builder storyboard")
        }
        let shown = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
            .replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
        return Refusal(kind: .notXML, line: 1, message: "the file is not XML (it starts with \"\(shown)\"); expected an Interface Builder storyboard")
    }

    // MARK: The XML declaration

    /// The `encoding` of a leading `<?xml …?>` declaration, when it has one.
    static func declaredEncoding(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let range = encodingValueRange(bytes) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    private static func encodingValueRange(_ bytes: ArraySlice<UInt8>) -> Range<Int>? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let head = bytes.prefix(256)
        guard let end = head.indices.first(where: { head[$0] == UInt8(ascii: "?") && $0 + 1 < head.endIndex && head[$0 + 1] == UInt8(ascii: ">") })
        else { return nil }
        let decl = bytes[bytes.startIndex..<end]
        let key = Array("encoding".utf8)
        guard var i = decl.indices.first(where: { decl[$0...].starts(with: key) }) else { return nil }
        i += key.count
        while i < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(decl[i]) { i += 1 }
        guard i < end, decl[i] == UInt8(ascii: "\"") || decl[i] == UInt8(ascii: "'") else { return nil }
        let quote = decl[i]
        guard let close = decl[(i + 1)...].firstIndex(of: quote) else { return nil }
        return (i + 1)..<close
    }

    /// The same bytes with the declared encoding replaced by `UTF-8` (on line 1, so every line
    /// number stays).
    private static func rewritingDeclaredEncoding(_ bytes: ArraySlice<UInt8>, from name: String) -> ArraySlice<UInt8> {
        guard let range = encodingValueRange(bytes) else { return bytes }
        var out = Array(bytes)
        out.replaceSubrange((range.lowerBound - bytes.startIndex)..<(range.upperBound - bytes.startIndex), with: Array("UTF-8".utf8))
        return out[...]
    }

    // MARK: UTF-16

    static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, bigEndian: Bool) -> Result<[UInt8], Refusal> {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var line = 1
        var i = bytes.startIndex
        func unit(_ at: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) : UInt16(bytes[at + 1]) << 8 | UInt16(bytes[at])
        }
        func refusal(_ what: String) -> Result<[UInt8], Refusal> {
            .failure(Refusal(kind: .invalidEncoding, line: line, message: "invalid UTF-16 (\(what) at byte offset \(i)); fix the file or convert it to UTF-8 and re-save it in Xcode"))
        }
        while i < bytes.endIndex {
            guard i + 1 < bytes.endIndex else { return refusal("an odd trailing byte") }
            var scalar = UInt32(unit(i))
            var width = 2
            if (0xD800...0xDBFF).contains(scalar) {
                guard i + 3 < bytes.endIndex, (0xDC00...0xDFFF).contains(unit(i + 2)) else { return refusal("an unpaired high surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(unit(i + 2)) - 0xDC00)
                width = 4
            } else if (0xDC00...0xDFFF).contains(scalar) {
                return refusal("an unpaired low surrogate")
            }
            if scalar == 0x0A { line += 1 }
            out.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
            i += width
        }
        return .success(out)
    }
}
