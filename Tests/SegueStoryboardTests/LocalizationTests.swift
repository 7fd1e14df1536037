import Foundation
import Testing

@testable import SegueStoryboard

/// Strings files (every encoding Xcode and editors write, escapes, malformed files, limits) and a
/// storyboard read in a locale: the strings laid over the base storyboard by object id
/// (Tests/SegueCLITests/Fixtures/LocalizedApp).
struct LocalizationTests {
    static let app = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures/LocalizedApp").path
    static let base = app + "/Base.lproj/Main.storyboard"

    static func node(_ id: String, in doc: IB.Document) -> IB.ViewNode? {
        doc.scenes.flatMap { $0.controller.view?.allNodes() ?? [] }.first { $0.id == id }
    }

    static let sample = "/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"A\"; */\n\"A.text\" = \"Bonjour \\\"toi\\\"\\n\\tçà \\U00e9\\UD83D\\UDE00\";\n// a line comment\nB.title = Word;\n"

    @Test("UTF-8 with and without a byte-order mark, UTF-16 both ways with and without one: the same entries")
    func encodings() throws {
        let expected = ["A.text": "Bonjour \"toi\"\n\tçà é😀", "B.title": "Word"]
        let variants: [(String, [UInt8])] = [
            ("utf8", Array(Self.sample.utf8)),
            ("utf8 bom", [0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8)),
            ("utf16le bom", [0xFF, 0xFE] + Self.sample.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("utf16be bom", [0xFE, 0xFF] + Self.sample.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
            ("utf16le", Self.sample.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("utf16be", Self.sample.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
        ]
        for (name, bytes) in variants {
            let table = try StringsTable.parse(Data(bytes), name: "x.strings")
            #expect(table.entries == expected, "\(name)")
            #expect(table.lines["B.title"] == 4, "\(name)")
        }
    }

    @Test("a malformed strings file is a located error: file, line and what is wrong", arguments: [
        ("\"A.text\" = \"x\"\n\"B.text\" = \"y\";\n", 1, "expected ';'"),
        ("\n\n\"A.text\" = \"never closed;\n", 3, "never closed"),
        ("\"A.text\" \"x\";", 1, "expected '='"),
        ("/* open\n comment", 1, "never closed"),
        ("\"A.text\" = \"\\U12\";", 1, "four hexadecimal digits"),
        ("\"A.text\" = \"\\UD83D\";", 1, "unpaired high surrogate"),
        ("\"A.text\" = ;", 1, "expected a value"),
    ])
    func malformed(_ text: String, line: Int, message: String) throws {
        do {
            _ = try StringsTable.parse(Data(text.utf8), name: "fr.lproj/Main.strings")
            Issue.record("parsed \(text)")
        } catch let e as StoryboardDiagnostic {
            #expect(e.kind == .invalidStrings)
            #expect(e.description.hasPrefix("fr.lproj/Main.strings:\(line): "), "\(e)")
            #expect(e.message.contains(message), "\(e)")
        }
    }

    @Test("invalid bytes and UTF-16 with an odd byte are encoding errors, located")
    func badBytes() throws {
        #expect(throws: StoryboardDiagnostic.self) { try StringsTable.parse(Data([0x22, 0x41, 0x22, 0x0A, 0xFF, 0x3D]), name: "x.strings") }
        do {
            _ = try StringsTable.parse(Data([0xFF, 0xFE, 0x22, 0x00, 0x41]), name: "x.strings")
            Issue.record("odd UTF-16 parsed")
        } catch let e as StoryboardDiagnostic {
            #expect(e.kind == .invalidEncoding && e.message.contains("odd trailing byte"))
        }
    }

    @Test("limits: the file size and the entry count are refused; a long value is cut with a warning")
    func limits() throws {
        var limits = ReadingLimits()
        limits.maxStringsKeys = 2
        let three = "\"a\" = \"1\";\n\"b\" = \"2\";\n\"c\" = \"3\";\n"
        #expect { try StringsTable.parse(Data(three.utf8), name: "x.strings", limits: limits) } throws: {
            ($0 as? StoryboardDiagnostic)?.kind == .limitExceeded && "\($0)".contains("x.strings:3")
        }
        limits = ReadingLimits()
        limits.maxStringsFileBytes = 10
        #expect(throws: StoryboardDiagnostic.self) { try StringsTable.parse(Data(three.utf8), name: "x.strings", limits: limits) }
        limits = ReadingLimits(maxTextLength: 5)
        let table = try StringsTable.parse(Data("\"a\" = \"123456789\";".utf8), name: "x.strings", limits: limits)
        #expect(table.entries["a"] == "12345")
        #expect(table.warnings.count == 1)
    }

    @Test("--locale fr: labels, a button's title, segments, a placeholder, a navigation item and a controller title take the French text")
    func french() throws {
        let doc = try IB.Document.read(contentsOf: Self.base, locale: "fr")
        #expect(doc.locale == "fr")
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
        #expect(Self.node("LBL-HOME-1", in: doc)?.text == "Bonjour")
        #expect(Self.node("LBL-WIDE-1", in: doc)?.text == "Paramètres avancés")
        #expect(Self.node("BTN-PUSH-1", in: doc)?.button?.title == "Suivant")
        #expect(Self.node("SEG-CTL-01", in: doc)?.segments.map(\.title) == ["Un", "Deux"])
        #expect(Self.node("TXF-LA-001", in: doc)?.placeholder == "Votre \"nom\"")
        #expect(doc.controller(withID: "HOM-LA-001")?.navigationItem?.title == "Accueil")
        #expect(doc.controller(withID: "DET-LA-001")?.title == "Détail")
        // What the strings file does not name keeps its base text.
        #expect(Self.node("BTN-MODL-1", in: doc)?.button?.title == "Present")
        let plain = try IB.Document.read(contentsOf: Self.base)
        #expect(Self.node("LBL-HOME-1", in: plain)?.text == "Hello" && plain.locale == nil)
    }

    @Test("ja.lproj/Main.strings is UTF-16 with a byte-order mark")
    func japanese() throws {
        let raw = try Data(contentsOf: URL(fileURLWithPath: Self.app + "/ja.lproj/Main.strings"))
        #expect(Array(raw.prefix(2)) == [0xFF, 0xFE])
        let doc = try IB.Document.read(contentsOf: Self.base, locale: "ja")
        #expect(Self.node("LBL-HOME-1", in: doc)?.text == "こんにちは")
        #expect(doc.controller(withID: "HOM-LA-001")?.navigationItem?.title == "ホーム")
    }

    @Test("a locale without strings gets one warning and the base text; pt-BR falls back to pt")
    func missingAndFallback() throws {
        let doc = try IB.Document.read(contentsOf: Self.base, locale: "de")
        #expect(doc.warnings.filter { $0.kind == .missingLocalization }.count == 1)
        #expect(doc.warnings.first?.description.contains("de.lproj/Main.strings") == true)
        #expect(Self.node("LBL-HOME-1", in: doc)?.text == "Hello")
        #expect(StoryboardLocale.folderNames("pt-BR") == ["pt-BR", "pt_BR", "pt"])
    }

    /// A copy of the fixture app in a temporary folder, with `files` written over it.
    static func appCopy(_ files: [String: [UInt8]]) throws -> String {
        let dir = NSTemporaryDirectory() + "segue-l10n-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir + "/Base.lproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: base, toPath: dir + "/Base.lproj/Main.storyboard")
        for (path, bytes) in files {
            try FileManager.default.createDirectory(atPath: dir + "/" + URL(fileURLWithPath: path).deletingLastPathComponent().relativePath,
                                                    withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + path))
        }
        return dir
    }

    @Test("a malformed strings file: strict mode throws its located error; lenient mode warns and shows the base text")
    func malformedFileModes() throws {
        let dir = try Self.appCopy(["es.lproj/Main.strings": Array("\"LBL-HOME-1.text\" = \"Hola\";\n\"LBL-WIDE-1.text\" = \"Ajustes\"\n".utf8)])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect { try IB.Document.read(contentsOf: dir + "/Base.lproj/Main.storyboard", locale: "es", mode: .strict) } throws: {
            "\($0)".hasPrefix("es.lproj/Main.strings:2: expected ';'")
        }
        let doc = try IB.Document.read(contentsOf: dir + "/Base.lproj/Main.storyboard", locale: "es")
        #expect(doc.warnings.first?.description.hasPrefix("es.lproj/Main.strings:2: warning: expected ';'") == true, "\(doc.warnings)")
        #expect(Self.node("LBL-HOME-1", in: doc)?.text == "Hello")
    }

    @Test("UTF-16 big endian without a byte-order mark; keys naming no object get one warning; a localized storyboard wins")
    func otherFiles() throws {
        let strings = "\"LBL-HOME-1.text\" = \"Hallo\";\n\"GONE-00-001.text\" = \"x\";\n"
        let be = strings.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let localized = try String(contentsOfFile: Self.base, encoding: .utf8).replacingOccurrences(of: "text=\"Hello\"", with: "text=\"Hej\"")
        let dir = try Self.appCopy(["de.lproj/Main.strings": be, "sv.lproj/Main.storyboard": Array(localized.utf8)])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let de = try IB.Document.read(contentsOf: dir + "/Base.lproj/Main.storyboard", locale: "de")
        #expect(Self.node("LBL-HOME-1", in: de)?.text == "Hallo")
        #expect(de.warnings.count == 1 && de.warnings[0].message.contains("GONE-00-001"), "\(de.warnings)")
        let sv = try IB.Document.read(contentsOf: dir + "/Base.lproj/Main.storyboard", locale: "sv")
        #expect(Self.node("LBL-HOME-1", in: sv)?.text == "Hej")
    }

    @Test("a search bar's scope titles take the strings file's scopeButtonTitles[N], by position; others keep theirs")
    func scopeTitles() throws {
        let talks = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/CollapsedTalks.storyboard").path
        let dir = NSTemporaryDirectory() + "segue-scope-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for folder in ["Base.lproj", "nl.lproj"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: talks, toPath: dir + "/Base.lproj/Talks.storyboard")
        let strings = """
            /* Class = "UISearchBar"; scopeButtonTitles[0] = "All"; ObjectID = "TLK-sb-001"; */
            "TLK-sb-001.scopeButtonTitles[0]" = "Alle";

            /* Class = "UISearchBar"; scopeButtonTitles[1] = "Speaker"; ObjectID = "TLK-sb-001"; */
            "TLK-sb-001.scopeButtonTitles[1]" = "Spreker";

            /* An index past the titles changes nothing. */
            "TLK-sb-001.scopeButtonTitles[9]" = "Nergens";

            """
        try Data(strings.utf8).write(to: URL(fileURLWithPath: dir + "/nl.lproj/Talks.strings"))
        let doc = try IB.Document.read(contentsOf: dir + "/Base.lproj/Talks.storyboard", locale: "nl")
        #expect(Self.node("TLK-sb-001", in: doc)?.scopeButtonTitles == ["Alle", "Spreker", "Title", "Track"])
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
    }

    @Test("locale codes: languages, scripts and regions pass; paths and junk do not; RTL languages")
    func codes() {
        for ok in ["fr", "pt-BR", "zh-Hans", "zh_Hant_TW", "es-419", "ar", "yue"] { #expect(StoryboardLocale.validated(ok) == ok, "\(ok)") }
        for bad in ["", "f", "french", "../fr", "fr/..", "fr-", "fr-BR-x", "fr.lproj", "12", "fr BR"] { #expect(StoryboardLocale.validated(bad) == nil, "\(bad)") }
        #expect(StoryboardLocale.isRightToLeft("ar") && StoryboardLocale.isRightToLeft("he-IL") && StoryboardLocale.isRightToLeft("fa"))
        #expect(!StoryboardLocale.isRightToLeft("fr") && !StoryboardLocale.isRightToLeft("ja"))
    }
}
