import Foundation
import SegueKit
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element, with the line it starts on. The reader first loads the whole file into a tree
/// of these (storyboards are small), then interprets it: colours and images are defined in
/// `<resources>` at the end of the file but used throughout, so a single streaming pass cannot
/// resolve them.
struct XNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XNode] = []
    /// The element's own character data (for `<string key="text">…</string>`).
    var text: String = ""
    /// Marked `base64-UTF8="YES"` but not base64 of UTF-8 text: `text` is empty, and the reader
    /// says so where it reads the text.
    var isUndecodableBase64 = false
    var line: Int
    /// A label or button as the storyboard wrote it, before a localization replaced its text (its
    /// attributes and text-holding children only; empty when nothing was replaced): what the
    /// stored frames were sized for.
    var development: [XNode] = []

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    var id: String? { attributes["id"] }
    var key: String? { attributes["key"] }

    /// The first child with this element name (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> XNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }
    /// The first child with this `key`, whatever its element name.
    func child(key: String) -> XNode? { children.first { $0.attributes["key"] == key } }
    func children(_ name: String) -> [XNode] { children.filter { $0.name == name } }

    func bool(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES"?: true
        case "NO"?: false
        default: nil
        }
    }
    /// The attribute as a value of a closed vocabulary (`unknown` for a value the reader does not
    /// know), nil when absent.
    func vocabulary<V: IB.Vocabulary>(_ attribute: String) -> V? { attributes[attribute].map(V.init(rawValue:)) }

    // NB: no `double` or `int` here: numbers are read through `Diagnostics.number`, which checks
    // them (Numbers.swift).

    /// Every element below this one, depth first, in document order.
    func forEachDescendant(_ body: (XNode) -> Void) {
        walk { node, _ in
            body(node)
            return true
        }
    }

    /// Visits every element below this one, depth first, in document order, with its parent;
    /// `visit` returns false to skip the element's own descendants.
    ///
    /// NB: iterative, with its own stack: a file may nest as deep as `ReadingLimits.maxElementDepth`.
    func walk(_ visit: (_ node: XNode, _ parent: XNode) -> Bool) {
        var stack: [(node: XNode, next: Int)] = [(self, 0)]
        while let top = stack.last {
            guard top.next < top.node.children.count else {
                stack.removeLast()
                continue
            }
            let child = top.node.children[top.next]
            stack[stack.count - 1].next += 1
            if visit(child, top.node) { stack.append((child, 0)) }
        }
    }
}

/// Why `XMLLoader` could not produce a tree.
struct XMLLoadFailure: Error {
    var line: Int?
    var column: Int?
    var message: String
    /// How many elements were open when the parser stopped.
    var openElements: Int = 0
    /// The innermost open element.
    var openElement: (name: String, line: Int, id: String?)?
    /// The parser reported a premature end of the document.
    var isPrematureEnd: Bool = false
    /// The parser's error code, when it gave one.
    var code: Int?
    /// Set when the loader refused the file itself (elements nested too deep): the error to report
    /// as it is, rather than as malformed XML.
    var refusal: StoryboardDiagnostic.Kind?
}

/// Builds an `XNode` tree with `XMLParser`, keeping the parser's line numbers.
final class XMLLoader: NSObject, XMLParserDelegate {
    private var stack: [XNode] = []
    private var root: XNode?
    private var failure: XMLLoadFailure?
    private weak var parser: XMLParser?
    private var maxDepth = ReadingLimits.default.maxElementDepth
    private var maxElements = ReadingLimits.default.maxElements
    private var elements = 0

    static func load(_ input: XMLInput, maxDepth: Int = ReadingLimits.default.maxElementDepth,
                     maxElements: Int = ReadingLimits.default.maxElements) -> Result<XNode, XMLLoadFailure> {
        let loader = XMLLoader()
        loader.maxDepth = maxDepth
        loader.maxElements = maxElements
        // NB: a stream, not `XMLParser(data:)`: on Linux the data parser fails with libxml2's
        // "huge input lookup" (error 1) on files over 10,000,000 bytes; the stream parser does not.
        let parser = XMLParser(stream: InputStream(data: input.bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = loader
        loader.parser = parser
        let ok = parser.parse()
        // On Linux `parse()` can return true after a fatal error (a truncated file), so the error
        // reported to the delegate and `parserError` are checked as well.
        if let failure = loader.failure { return .failure(failure) }
        if !ok || parser.parserError != nil || !loader.stack.isEmpty {
            let code = parser.parserError.map { ($0 as NSError).code }
            return .failure(XMLLoadFailure(
                line: parser.lineNumber, column: parser.columnNumber,
                message: parser.parserError == nil ? "the XML ends before every element is closed" : describe(parser.parserError),
                openElements: loader.stack.count, openElement: loader.stack.last.map { ($0.name, $0.line, $0.id) },
                isPrematureEnd: code == 5 || parser.parserError == nil, code: code))
        }
        guard let root = loader.root else {
            return .failure(XMLLoadFailure(line: nil, column: nil, message: "the file holds no XML element (it is empty or not XML)"))
        }
        return .success(root)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        if stack.count >= maxDepth {
            let line = max(parser.lineNumber, 1)
            failure = XMLLoadFailure(
                line: line, column: parser.columnNumber,
                message: "elements nest more than \(maxDepth) deep (<\(InputText.echo(elementName))> on line \(line)); Interface Builder never writes that: the file is damaged or was generated wrongly",
                openElements: stack.count, refusal: .limitExceeded)
            parser.abortParsing()
            return
        }
        elements += 1
        if elements > maxElements {
            let line = max(parser.lineNumber, 1)
            failure = XMLLoadFailure(
                line: line, column: parser.columnNumber,
                message: "more than \(maxElements) XML elements (the next, <\(InputText.echo(elementName))>, is on line \(line)); real storyboards hold tens of thousands: "
                    + "the file is damaged or was generated wrongly (a Swift caller can raise ReadingLimits.maxElements)",
                openElements: stack.count, refusal: .limitExceeded)
            parser.abortParsing()
            return
        }
        stack.append(XNode(name: elementName, attributes: attributeDict, line: max(parser.lineNumber, 1)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, var node = stack.popLast() else { return }
        if node["base64-UTF8"] == "YES" {
            if let decoded = Self.decodedBase64(node.text) { node.text = decoded } else { (node.text, node.isUndecodableBase64) = ("", true) }
        }
        if stack.isEmpty {
            if root == nil { root = node }
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty, let s = String(data: CDATABlock, encoding: .utf8) else { return }
        stack[stack.count - 1].text += s
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        let code = (parseError as NSError).code
        var message = Self.describe(parseError)
        if root == nil, stack.isEmpty {
            message = "the file is not XML (\(message))"
        } else if let open = stack.last, code != 5 {
            message += " inside <\(open.name)> opened on line \(open.line)"
        }
        failure = XMLLoadFailure(
            line: parser.lineNumber, column: parser.columnNumber, message: message, openElements: stack.count,
            openElement: stack.last.map { ($0.name, $0.line, $0.id) }, isPrematureEnd: code == 5, code: code)
    }

    /// The text Interface Builder wrote as base64 of its UTF-8 (`<string key="text"
    /// base64-UTF8="YES">`, for a string holding characters XML cannot carry, such as control
    /// characters), as ibtool decodes it; nil when it is not base64 of UTF-8. Control characters other than line breaks and tabs draw nothing in
    /// UIKit's text, and are left out.
    static func decodedBase64(_ text: String) -> String? {
        guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters),
              let decoded = String(data: data, encoding: .utf8) else { return nil }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: decoded.unicodeScalars.filter { $0.properties.generalCategory != .control || "\n\r\t".unicodeScalars.contains($0) })
        return String(kept)
    }

    private static func describe(_ error: Error?) -> String {
        guard let error else { return "the XML parser failed" }
        let code = (error as NSError).code
        // libxml2 / NSXMLParserError codes that real failures produce.
        switch code {
        case 4: return "the document is empty or does not start with an XML element"
        case 5: return "the XML ends early (premature end of document; the file looks truncated)"
        case 9: return "invalid character in the XML"
        case 38, 39, 40, 41: return "malformed attribute (XML parser error \(code))"
        case 64: return "the XML declaration is malformed"
        case 68: return "unescaped '&' or invalid entity (XML parser error 68)"
        case 73: return "a tag is not closed with '>' (XML parser error 73)"
        case 76: return "mismatched closing tag (XML parser error 76)"
        case 111: return "the XML ends inside a comment or declaration"
        default: return "XML parser error \(code)"
        }
    }
}
