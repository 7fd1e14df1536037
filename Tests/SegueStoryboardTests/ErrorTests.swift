import Foundation
import Testing

@testable import SegueStoryboard

/// Files that are refused, and problems that are errors in strict mode and warnings in lenient
/// mode. Every case uses a hand-written file of Fixtures/.
struct ErrorTests {
    static func readError(_ name: String, mode: ReadingMode = .lenient) -> StoryboardDiagnostic? {
        do {
            _ = try IB.Document.read(contentsOf: Paths.own(name), mode: mode)
            return nil
        } catch let e as StoryboardDiagnostic {
            return e
        } catch {
            return nil
        }
    }

    @Test(arguments: [ReadingMode.lenient, .strict])
    func notXML(_ mode: ReadingMode) throws {
        let e = try #require(Self.readError("NotXML.storyboard", mode: mode))
        #expect(e.kind == .notXML)
        #expect(e.file == "NotXML.storyboard")
        #expect(e.line == 1)
        #expect(e.description.hasPrefix("NotXML.storyboard:1: the file is not XML"))
        #expect(e.description.contains("This is not a storyboard"))
    }

    @Test func emptyAndGarbledData() throws {
        let empty = #expect(throws: StoryboardDiagnostic.self) {
            try IB.Document.read(data: Data(), name: "Empty.storyboard")
        }
        #expect(empty?.kind == .notXML)
        #expect(empty?.description.contains("empty") == true)

        let json = #expect(throws: StoryboardDiagnostic.self) {
            try IB.Document.read(data: Data("{\"scenes\": []}".utf8), name: "J.storyboard")
        }
        #expect(json?.kind == .notXML)

        // Well-formed XML start, then a mismatched closing tag on line 3.
        let bad = Data("<?xml version=\"1.0\"?>\n<document>\n<scenes></document>\n".utf8)
        let mismatched = #expect(throws: StoryboardDiagnostic.self) {
            try IB.Document.read(data: bad, name: "Bad.storyboard")
        }
        #expect(mismatched?.kind == .notXML)
        #expect(mismatched?.line == 3)
    }

    @Test(arguments: [ReadingMode.lenient, .strict])
    func truncatedXMLReportsTheParserLine(_ mode: ReadingMode) throws {
        // Fixtures/Truncated.storyboard is the first 38 lines of Tiny.storyboard: it stops inside
        // the <button id="BTN-00-001"> opened on line 33.
        let e = try #require(Self.readError("Truncated.storyboard", mode: mode))
        #expect(e.kind == .truncated)
        #expect(e.line == 38)
        #expect(e.elementID == "BTN-00-001")
        #expect(e.description.hasPrefix("Truncated.storyboard:38: the XML is truncated"))
        #expect(e.description.contains("<button id=\"BTN-00-001\"> (line 33)"))
    }

    @Test func truncationInsideATag() throws {
        let text = try String(contentsOfFile: Paths.own("Tiny.storyboard"), encoding: .utf8)
        // Cut in the middle of line 12's start tag.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = lines[0..<11].joined(separator: "\n") + "\n" + lines[11].prefix(40)
        let e = #expect(throws: StoryboardDiagnostic.self) {
            try IB.Document.read(data: Data(cut.utf8), name: "Cut.storyboard")
        }
        #expect(e?.kind == .truncated)
        #expect(e?.line == 12)
    }

    @Test(arguments: [ReadingMode.lenient, .strict])
    func xibIsRefused(_ mode: ReadingMode) throws {
        let e = try #require(Self.readError("Button.xib", mode: mode))
        #expect(e.kind == .xib)
        #expect(e.line == 2)
        #expect(e.description.hasPrefix("Button.xib:2: this is a .xib"))
        #expect(e.description.contains("not a storyboard"))
    }

    @Test(arguments: [ReadingMode.lenient, .strict])
    func macOSStoryboardIsRefused(_ mode: ReadingMode) throws {
        let e = try #require(Self.readError("MacApp.storyboard", mode: mode))
        #expect(e.kind == .macOSStoryboard)
        #expect(e.line == 2)
        #expect(e.description.contains("macOS storyboard"))
        #expect(e.description.contains("targetRuntime \"MacOSX.Cocoa\""))
    }

    @Test(arguments: [ReadingMode.lenient, .strict])
    func tvOSStoryboardIsRefusedNotReadAsIOS(_ mode: ReadingMode) throws {
        let e = try #require(Self.readError("TVApp.storyboard", mode: mode))
        #expect(e.kind == .otherPlatformStoryboard)
        #expect(e.line == 2)
        #expect(e.description.contains("tvOS storyboard") && e.description.contains("targetRuntime \"AppleTV\""))
        #expect(e.description.contains("skipped"))
    }

    @Test func otherXMLIsNotAStoryboard() {
        let plist = Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n".utf8)
        let e = #expect(throws: StoryboardDiagnostic.self) {
            try IB.Document.read(data: plist, name: "Info.plist")
        }
        #expect(e?.kind == .notAStoryboard)
        #expect(e?.description.contains("<plist>") == true)
    }

    @Test func unreadablePath() {
        let e = #expect(throws: StoryboardDiagnostic.self) {
            try IB.Document.read(contentsOf: Paths.own("DoesNotExist.storyboard"))
        }
        #expect(e?.kind == .unreadable)
        #expect(e?.file == "DoesNotExist.storyboard")
    }

    @Test func missingDestinationIsAnErrorInStrictMode() throws {
        let e = try #require(Self.readError("MissingDestination.storyboard", mode: .strict))
        #expect(e.kind == .missingDestination)
        #expect(e.line == 15)
        #expect(e.elementID == "abc-12-xyz")
        #expect(
            e.description.hasPrefix(
                "MissingDestination.storyboard:15: segue 'abc-12-xyz' has no destination (destination id 'Qw3-zz-404' names no scene)"
            ))
    }

    @Test func missingDestinationIsSkippedWithAWarningInLenientMode() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("MissingDestination.storyboard"))
        #expect(doc.segues.map(\.id) == ["ok1-00-001"])
        #expect(doc.warnings.count == 1)
        let w = try #require(doc.warnings.first)
        #expect(w.kind == .missingDestination)
        #expect(w.line == 15)
        #expect(w.elementID == "abc-12-xyz")
        #expect(w.description.contains("warning: segue 'abc-12-xyz' has no destination"))
        #expect(w.asError.kind == .missingDestination)
        #expect(w.severity == .warning && w.asError.severity == .error)
        #expect(w.asError.description.hasPrefix("MissingDestination.storyboard:15: segue 'abc-12-xyz' has no destination"))
    }

    @Test func segueWithoutDestinationAttribute() throws {
        var text = try String(contentsOfFile: Paths.own("MissingDestination.storyboard"), encoding: .utf8)
        text = text.replacingOccurrences(of: "destination=\"Qw3-zz-404\" ", with: "")
        let e = #expect(throws: StoryboardDiagnostic.self) {
            try IB.Document.read(data: Data(text.utf8), name: "NoDest.storyboard", mode: .strict)
        }
        #expect(e?.kind == .missingDestination)
        #expect(e?.line == 15)
        #expect(e?.elementID == "abc-12-xyz")
        #expect(e?.description.contains("destination attribute is missing") == true)
    }

    @Test func unknownSegueKind() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("UnknownKind.storyboard"))
        let s = try #require(doc.segue(withID: "abc-12-xyz"))
        #expect(s.kind == .other("teleport"))
        #expect(s.destinationID == "DST-00-001")
        #expect(doc.warnings.map(\.kind) == [.unknownSegueKind])
        #expect(doc.warnings.first?.line == 15)

        let e = try #require(Self.readError("UnknownKind.storyboard", mode: .strict))
        #expect(e.kind == .unknownSegueKind)
        #expect(e.line == 15)
        #expect(e.elementID == "abc-12-xyz")
        #expect(e.description.hasPrefix("UnknownKind.storyboard:15: segue 'abc-12-xyz' has unknown kind \"teleport\""))
    }

    @Test func unknownDevice() throws {
        var text = try String(contentsOfFile: Paths.own("Tiny.storyboard"), encoding: .utf8)
        text = text.replacingOccurrences(of: "retina6_12", with: "hologram9_9")
        let doc = try IB.Document.read(data: Data(text.utf8), name: "Holo.storyboard")
        #expect(doc.canvas.isKnownDevice == false)
        #expect(doc.canvas.size == .init(width: 375, height: 667))
        #expect(doc.warnings.map(\.kind) == [.unknownDevice])
        #expect(doc.warnings.first?.line == 3)
        #expect(throws: StoryboardDiagnostic.self) {
            try IB.Document.read(data: Data(text.utf8), name: "Holo.storyboard", mode: .strict)
        }
    }
}
