import Foundation
import Testing

/// Cells from localized xibs, read in the render's language as UIKit loads a localized nib: a
/// xib that Xcode moved into `Base.lproj` when it was localized, with a language's strings file
/// (`fr.lproj/MessageCell.strings`) or String Catalog (`PhotoCell.xcstrings`) beside it.
@MainActor
struct XibLocalizationTests {
    static let french = "Rendez-vous à la gare à neuf heures"
    static let german = "Hafen"

    /// CellsApp, its two xibs localized as Xcode localizes them.
    static func localizedApp() throws -> String {
        let dir = temporaryFolder()
        let fm = FileManager.default
        try fm.copyItem(atPath: CodeContentCommandTests.app, toPath: dir + "/CellsApp")
        let cells = dir + "/CellsApp/CellsApp/Cells"
        for folder in ["Base.lproj", "fr.lproj"] { try fm.createDirectory(atPath: cells + "/" + folder, withIntermediateDirectories: true) }
        try fm.moveItem(atPath: cells + "/MessageCell.xib", toPath: cells + "/Base.lproj/MessageCell.xib")
        try fm.moveItem(atPath: cells + "/PhotoCell.xib", toPath: cells + "/Base.lproj/PhotoCell.xib")
        try """

        /* Class = "UILabel"; text = "See you at the station at nine"; ObjectID = "TXT-ms-001"; */
        "TXT-ms-001.text" = "\(french)";

        """.write(toFile: cells + "/fr.lproj/MessageCell.strings", atomically: true, encoding: .utf8)
        try """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "CAP-pc-001.text" : {
              "comment" : "Class = \\"UILabel\\"; text = \\"Harbour\\"; ObjectID = \\"CAP-pc-001\\";",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } },
                "en" : { "stringUnit" : { "state" : "new", "value" : "Harbour" } }
              }
            }
          },
          "version" : "1.0"
        }
        """.write(toFile: cells + "/Base.lproj/PhotoCell.xcstrings", atomically: true, encoding: .utf8)
        return dir
    }

    /// CellsApp with the xib's own text replaced by hand: what the localized render must draw.
    static func handTranslated(_ file: String, _ english: String, _ translated: String) throws -> String {
        let dir = temporaryFolder()
        try FileManager.default.copyItem(atPath: CodeContentCommandTests.app, toPath: dir + "/CellsApp")
        let path = dir + "/CellsApp/CellsApp/Cells/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("text=\"\(english)\""))
        try text.replacingOccurrences(of: "text=\"\(english)\"", with: "text=\"\(translated)\"").write(toFile: path, atomically: true, encoding: .utf8)
        return dir
    }

    static func frame(_ app: String, segue: String, locale: String?, out: String) throws -> Data {
        let main = app + "/CellsApp/CellsApp/Base.lproj/Main.storyboard"
        let r = runCLI(["render", main, "--segue", segue, "--at", "100%", "--out", out, "--quiet"] + (locale.map { ["--locale", $0] } ?? []))
        #expect(r.code == 0, "\(r.err)")
        #expect(!r.err.contains("xib"), "no warning about the xibs: \(r.err)")
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    @Test("a Base.lproj xib is found, and drawn in French from its strings file and in German from its catalog")
    func localizedCells() throws {
        let app = try Self.localizedApp()
        let message = try Self.handTranslated("MessageCell.xib", "See you at the station at nine", Self.french)
        let photo = try Self.handTranslated("PhotoCell.xib", "Harbour", Self.german)
        defer { for d in [app, message, photo] { try? FileManager.default.removeItem(atPath: d) } }

        let inbox = try Self.frame(app, segue: "openInbox", locale: "fr", out: app + "/inbox-fr.png")
        #expect(inbox == (try Self.frame(message, segue: "openInbox", locale: "fr", out: message + "/inbox.png")))
        let english = try Self.frame(app, segue: "openInbox", locale: nil, out: app + "/inbox-en.png")
        #expect(english == (try Self.frame(repositoryRoot + "/Tests/SegueCLITests/Fixtures", segue: "openInbox", locale: nil, out: app + "/inbox-original.png")),
                "in the base language the moved xib draws as before")
        #expect(english != inbox)

        let photos = try Self.frame(app, segue: "openPhotos", locale: "de", out: app + "/photos-de.png")
        #expect(photos == (try Self.frame(photo, segue: "openPhotos", locale: "de", out: photo + "/photos.png")))
    }
}
