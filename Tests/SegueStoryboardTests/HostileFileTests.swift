import Foundation
import Testing

@testable import SegueStoryboard

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private typealias G = GeneratedStoryboard

/// Files that are not storyboards at all, or not the bytes they claim to be: each gets one located
/// error, in both modes, and nothing reaches the XML parser that could stop the process.
struct HostileFileTests {
    /// A temporary folder, removed after `body`.
    static func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        return try body(dir)
    }

    // MARK: Encoding

    @Test(arguments: [ReadingMode.lenient, .strict])
    func invalidUTF8InAnElementName(_ mode: ReadingMode) throws {
        var bytes = Array(G.document([G.scene(0), "<fo\u{1}o/>\n"]))
        let at = try #require(bytes.firstIndex(of: 0x01))
        bytes[at] = 0xFF
        let e = try #require(G.error(Data(bytes), mode: mode))
        #expect(e.kind == .invalidEncoding)
        #expect(e.line == 6)
        #expect(e.description == "Generated.storyboard:6: invalid UTF-8 (byte 0xFF at byte offset \(at)); storyboards are UTF-8: fix the bytes, or convert the file (e.g. iconv -f LATIN1 -t UTF-8) and re-save it in Xcode")
    }

    @Test func invalidUTF8InACommentAndAnAttribute() throws {
        // A two-byte lead followed by ASCII in a comment, a cut three-byte sequence in a value.
        let cases: [(before: String, bad: [UInt8], after: String)] = [("<!-- ", [0xC3, 0x28], " -->\n"), ("<x a=\"", [0xE2, 0x82], "\"/>\n")]
        for c in cases {
            let at = (G.header + c.before).utf8.count
            let text = Array((G.header + c.before).utf8) + c.bad + Array((c.after + G.scene(0) + G.footer).utf8)
            let e = try #require(G.error(Data(text)))
            #expect(e.kind == .invalidEncoding)
            #expect(e.line == 5)
            #expect(e.message.hasPrefix("invalid UTF-8 (byte 0x\(String(c.bad[0], radix: 16, uppercase: true)) at byte offset \(at))"))
        }
    }

    @Test func otherDeclaredEncodingsAreRefused() throws {
        let latin1 = Data(String(decoding: G.ring(2), as: UTF8.self).replacingOccurrences(of: "UTF-8", with: "ISO-8859-1").utf8)
        let e = try #require(G.error(latin1))
        #expect(e.kind == .invalidEncoding)
        #expect(e.line == 1)
        #expect(e.message.hasPrefix("the XML declaration says encoding=\"ISO-8859-1\"; only UTF-8 storyboards"))
    }

    @Test(arguments: [true, false])
    func utf16WithAByteOrderMarkIsTranscoded(_ bigEndian: Bool) throws {
        let text = String(decoding: G.ring(3), as: UTF8.self).replacingOccurrences(of: "UTF-8", with: "UTF-16")
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for u in text.utf16 { bytes += bigEndian ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let doc = try G.read(Data(bytes), mode: .strict)
        #expect(doc.scenes.map(\.controller.id) == ["C0", "C1", "C2"])
        #expect(doc.segues.map(\.line) == [5, 6, 7])
    }

    @Test func utf16WithoutAByteOrderMarkIsRefused() throws {
        let bytes = Array("<?xml version=\"1.0\"?><document/>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let e = try #require(G.error(Data(bytes)))
        #expect(e.kind == .invalidEncoding)
        #expect(e.message.contains("UTF-16 text without a byte-order mark"))
    }

    @Test func binaryFilesAreNamedNotEchoed() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        #expect(G.error(png)?.description == "Generated.storyboard:1: the file is not XML: it is a PNG image; expected an Interface Builder storyboard")
        let e = try #require(G.error(Data([0x01, 0x02, 0xFF, 0x00, 0x41])))
        #expect(e.kind == .notXML)
        #expect(e.message == "the file is not XML: it is binary data (it starts with byte 0x1); expected an Interface Builder storyboard")
    }

    /// The fast validator, its byte-at-a-time twin and the standard library agree on where UTF-8
    /// stops being valid, over random mixes of ASCII runs and multi-byte sequences.
    @Test func utf8ValidationAgreesWithTheStandardLibrary() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pieces: [[UInt8]] = [
            Array("abcdefgh".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0xC0, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF], [0xF0, 0x9F, 0x98],
        ]
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<(next() % 12) { bytes += pieces[Int(next() % UInt64(pieces.count))] }
            let slice = bytes[...]
            let fast = UTF8Validation.firstInvalidByte(in: slice)
            #expect(fast == UTF8Validation.firstInvalidByteScalar(in: slice))
            #expect((fast == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            if let fast { #expect(String(validating: bytes[..<fast], as: UTF8.self) != nil) }
        }
    }

    // MARK: Not regular files, too large

    /// A reader that waited on the pipe (a regression) would hang the suite, and a time limit cannot
    /// stop a blocked read: after 10 s its writing end is opened and closed, so that such a reader
    /// sees the end of the file and the test fails on its message instead.
    @Test func onlyRegularFilesAreRead() throws {
        try Self.withTemporaryFolder { dir in
            let fifo = dir.appendingPathComponent("Pipe.storyboard").path
            #expect(mkfifo(fifo, 0o600) == 0)
            Thread.detachNewThread {
                sleep(10)
                let fd = open(fifo, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { close(fd) }
            }
            for (path, what) in [(fifo, "a FIFO (named pipe)"), ("/dev/zero", "a character device"), (dir.path, "a directory")] {
                let e = #expect(throws: StoryboardDiagnostic.self) { try IB.Document.read(contentsOf: path) }
                #expect(e?.kind == .unreadable)
                #expect(e?.message == "'\(path)' is \(what), not a storyboard file; pass the path of a .storyboard file")
            }
        }
    }

    @Test func filesOverTheLimitAreRefusedBeforeReading() throws {
        try Self.withTemporaryFolder { dir in
            let path = dir.appendingPathComponent("Big.storyboard").path
            let data = G.ring(20)
            try data.write(to: URL(fileURLWithPath: path))
            let limits = ReadingLimits(maxFileBytes: 1000)
            let e = #expect(throws: StoryboardDiagnostic.self) { try IB.Document.read(contentsOf: path, limits: limits) }
            #expect(e?.kind == .limitExceeded)
            #expect(e?.description == "Big.storyboard: '\(path)' is too large (\(data.count) bytes; storyboards over 1000 bytes are refused, and real ones are a few MB): check it is the right file, or raise ReadingLimits.maxFileBytes")
            #expect(G.error(data, limits: limits)?.kind == .limitExceeded)
            #expect(try IB.Document.read(contentsOf: path).scenes.count == 20)
        }
    }

    /// libxml2 refuses lookups past 10,000,000 bytes ("XML parser error 1") unless the input is
    /// streamed to it.
    @Test func storyboardsOverTenMegabytesAreRead() throws {
        let comment = "<!-- " + String(repeating: "padding ", count: 128) + "-->\n"
        let padding = String(repeating: comment, count: 10_500_000 / comment.utf8.count)
        let data = G.document([G.scene(0), padding, G.scene(1)])
        #expect(data.count > 10_500_000)
        let doc = try G.read(data, mode: .strict)
        #expect(doc.scenes.map(\.controller.id) == ["C0", "C1"])
    }

    // MARK: Nesting

    @Test(arguments: [ReadingMode.lenient, .strict])
    func deeplyNestedElementsAreRefused(_ mode: ReadingMode) throws {
        let deep = String(repeating: "<foo>", count: 60_000) + String(repeating: "</foo>", count: 60_000)
        let e = try #require(G.error(G.document([G.scene(0, body: deep)]), mode: mode))
        #expect(e.kind == .limitExceeded)
        #expect(e.line == 5)
        #expect(e.message.hasPrefix("elements nest more than 1024 deep (<foo> on line 5)"))
    }

    /// Millions of empty `<view/>`s fit under the byte limit yet would take gigabytes once read:
    /// the count is refused while parsing, at the element over the limit (shown with a lowered
    /// limit; the default is 250,000).
    @Test(arguments: [ReadingMode.lenient, .strict])
    func tooManyElementsAreRefusedWhileParsing(_ mode: ReadingMode) throws {
        var limits = ReadingLimits.default
        limits.maxElements = 2000
        let flat = String(repeating: "<view/>", count: 5000)
        let scenes = (0..<3).map { G.scene($0, body: $0 == 1 ? "<subviews>\(flat)</subviews>" : "") }
        let data = G.document(scenes)
        let e = try #require(G.error(data, mode: mode, limits: limits))
        #expect(e.kind == .limitExceeded && e.line == 6, "\(e)")
        #expect(e.message.hasPrefix("more than 2000 XML elements (the next, <view>, is on line 6)"), "\(e.message)")
        #expect(try G.read(data, mode: mode).scenes.count == 3)
        #expect(ReadingLimits.default.maxElements == 250_000)
    }

    /// Text is laid out for every frame: a scene's texts together are held to
    /// `maxSceneTextLength`, the text that passes it cut and those after it emptied, with one
    /// warning; strict mode refuses the file. The next scene has a budget of its own.
    @Test func aScenesTextIsHeldToItsBudget() throws {
        func label(_ id: String, _ n: Int) -> String {
            #"<label text="\#(String(repeating: "x", count: n))" id="\#(id)"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#
        }
        let body = "<subviews>" + label("A", 9000) + label("B", 9000) + label("C", 9000) + label("D", 10) + "</subviews>"
        let data = G.document([G.scene(0, body: body), G.scene(1, body: "<subviews>" + label("E", 9000) + "</subviews>")])
        let doc = try G.read(data)
        let texts = doc.scenes.flatMap { $0.controller.view?.subviews ?? [] }.map { $0.text?.count ?? -1 }
        #expect(texts == [9000, 9000, 2000, 0, 9000])
        let warnings = doc.warnings.filter { $0.kind == .limitExceeded }
        #expect(warnings.count == 1 && warnings[0].elementID == "C" && warnings[0].line == 5, "\(warnings)")
        #expect(warnings[0].message.contains("passes 20000 characters at <label id=\"C\">"), "\(warnings[0].message)")
        #expect(G.error(data, mode: .strict)?.kind == .limitExceeded)
        var limits = ReadingLimits.default
        limits.maxSceneTextLength = 100
        #expect(try G.read(data, limits: limits).scenes[1].controller.view?.subviews.first?.text?.count == 100)
    }
}
