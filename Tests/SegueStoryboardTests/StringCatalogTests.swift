import Foundation
import Testing

@testable import SegueStoryboard

/// `--locale` reads a String Catalog (`RefApp/RefApp/Main.xcstrings`, keyed `OBJECTID.property`
/// as Xcode writes a storyboard's table) when the app has no `.lproj` strings for that language.
struct StringCatalogTests {
    static let main = StoryboardReferenceTests.main

    static func title(_ id: String, in doc: IB.Document) -> String? {
        LocalizationTests.node(id, in: doc)?.button?.states[.normal]?.title
    }

    @Test("a language the catalog has: its stringUnit values, with no 'no translation' warning", arguments: ["de", "de-AT", "DE"])
    func translated(_ locale: String) throws {
        let doc = try IB.Document.read(contentsOf: Self.main, locale: locale)
        #expect(Self.title("BTN-RA-FEED", in: doc) == "Feed öffnen")
        #expect(Self.title("BTN-RA-PROFILE", in: doc) == "Profil")
        #expect(doc.controller(withID: "HOM-RA-001")?.navigationItem?.title == "Start")
        #expect(!doc.warnings.contains { $0.kind == .missingLocalization })
    }

    @Test("a key the language lacks keeps the base text; a language the catalog lacks says so, naming the catalog")
    func partialAndMissing() throws {
        let ar = try IB.Document.read(contentsOf: Self.main, locale: "ar")
        #expect(Self.title("BTN-RA-FEED", in: ar) == "افتح الموجز" && Self.title("BTN-RA-PROFILE", in: ar) == "Profile")
        let ja = try IB.Document.read(contentsOf: Self.main, locale: "ja")
        #expect(Self.title("BTN-RA-FEED", in: ja) == "Open the feed")
        #expect(ja.warnings.contains { $0.kind == .missingLocalization && $0.message.contains("no ja text in its String Catalog") })
    }

    @Test("plural and device variations take their 'other' case")
    func variations() {
        let entry: [String: Any] = ["variations": ["plural": ["one": ["stringUnit": ["value": "1 Buch"]], "other": ["stringUnit": ["value": "Bücher"]]]]]
        #expect(StringCatalog.value(of: entry, depth: 0) == "Bücher")
    }

    @Test("a catalog that is not JSON: a warning and the base text (lenient), an error naming it (strict)")
    func damaged() throws {
        let dir = NSTemporaryDirectory() + "segue-xcstrings-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Base.lproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.main, toPath: dir + "/Base.lproj/Main.storyboard")
        try Data("{ \"strings\" : [ 1, ".utf8).write(to: URL(fileURLWithPath: dir + "/Main.xcstrings"))
        let lenient = try IB.Document.read(contentsOf: dir + "/Base.lproj/Main.storyboard", locale: "de")
        #expect(Self.title("BTN-RA-FEED", in: lenient) == "Open the feed")
        #expect(lenient.warnings.contains { $0.file == "Main.xcstrings" && $0.message.contains("not a String Catalog") })
        #expect { try IB.Document.read(contentsOf: dir + "/Base.lproj/Main.storyboard", locale: "de", mode: .strict) } throws: {
            "\($0)".hasPrefix("Main.xcstrings: not a String Catalog")
        }
    }
}
