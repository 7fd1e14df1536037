import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueStoryboard

/// Symbolic links in an app's folders never lead segue outside them: an image set's PNG linked to a
/// file elsewhere is not drawn, a link to `/` is not walked, a catalog, a `Contents.json`, a font or
/// an `Info.plist` linked from elsewhere is not read. Links that stay inside are followed.
@MainActor
struct ProjectBoundaryTests {
    static let png = PNGEncoder().encode(PixelBuffer(width: 4, height: 4, filledWith: Color(red: 1, green: 0, blue: 0)))
    static let imageSet = #"{"images":[{"idiom":"universal","filename":"p.png","scale":"1x"}]}"#

    /// `app/` (the project) and `outside/` beside it, in a fresh folder.
    static func folders(_ name: String = #function) throws -> (app: String, outside: String, cleanup: () -> Void) {
        let base = NSTemporaryDirectory() + "segue-boundary-\(name.filter(\.isLetter))-\(UUID().uuidString.prefix(8))"
        for sub in ["app/A.xcassets", "outside/O.xcassets/Far.colorset"] {
            try FileManager.default.createDirectory(atPath: base + "/" + sub, withIntermediateDirectories: true)
        }
        try Data(png).write(to: URL(fileURLWithPath: base + "/outside/secret.png"))
        return (base + "/app", base + "/outside", { try? FileManager.default.removeItem(atPath: base) })
    }

    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    @Test("an image set's PNG that links outside the project is a placeholder with a warning; one inside is drawn")
    func imageLinks() throws {
        let (app, outside, cleanup) = try Self.folders()
        defer { cleanup() }
        for name in ["Copy", "Inside", "Escape", "Chain"] { try Self.write(Self.imageSet, app + "/A.xcassets/\(name).imageset/Contents.json") }
        try Data(Self.png).write(to: URL(fileURLWithPath: app + "/A.xcassets/Copy.imageset/p.png"))
        try Self.link(app + "/A.xcassets/Inside.imageset/p.png", to: "../Copy.imageset/p.png")
        try Self.link(app + "/A.xcassets/Escape.imageset/p.png", to: outside + "/secret.png")
        // A link to a link that leaves: the whole chain is resolved.
        try Self.link(app + "/hop.png", to: outside + "/secret.png")
        try Self.link(app + "/A.xcassets/Chain.imageset/p.png", to: app + "/hop.png")
        let images = ResourceImages(project: try ProjectResources(folders: [app]), appearance: .light, scale: 1, idiom: .iphone)
        var reported: [StoryboardDiagnostic] = []
        images.report = { reported.append($0) }
        func content(_ name: String) -> ImageContent? {
            images.content(named: name, size: Size(width: 4, height: 4), contentMode: .center, tint: nil)
        }
        #expect(content("Copy") != nil && content("Inside") != nil)
        #expect(content("Escape") == nil && content("Chain") == nil)
        #expect(reported.count == 2, "\(reported)")
        for name in ["Escape", "Chain"] {
            #expect(reported.contains { $0.file.hasSuffix("\(name).imageset/p.png") && $0.message.contains("outside") && $0.message.contains("secret.png") })
        }
    }

    @Test("a link to / is not walked; a catalog, a Contents.json, a font and an Info.plist linked from outside are not read")
    func walkLinks() throws {
        let (app, outside, cleanup) = try Self.folders()
        defer { cleanup() }
        try Self.write(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0"}}}]}"#,
                       outside + "/O.xcassets/Far.colorset/Contents.json")
        try Self.write("font", outside + "/Far.ttf")
        try Self.write(#"<?xml version="1.0"?><plist version="1.0"><dict><key>UIAppFonts</key><array><string>Far.ttf</string></array></dict></plist>"#,
                       outside + "/Info.plist")
        try Self.link(app + "/root", to: "/")
        try Self.link(app + "/O.xcassets", to: outside + "/O.xcassets")
        try FileManager.default.createDirectory(atPath: app + "/A.xcassets/Near.colorset", withIntermediateDirectories: true)
        try Self.link(app + "/A.xcassets/Near.colorset/Contents.json", to: outside + "/O.xcassets/Far.colorset/Contents.json")
        try Self.link(app + "/Far.ttf", to: outside + "/Far.ttf")
        try Self.link(app + "/Info.plist", to: outside + "/Info.plist")
        var limits = ResourceLimits.default
        limits.maxEntries = 200  // `/` alone holds fewer; walked, its subfolders would pass this at once
        let r = try ProjectResources(folders: [app], limits: limits)
        #expect(r.catalogs.map { ($0 as NSString).lastPathComponent } == ["A.xcassets"])
        #expect(r.colors.isEmpty && r.fontFiles.isEmpty && r.declaredFonts.isEmpty, "\(r.colors.keys) \(r.fontFiles)")
        #expect(!r.warnings.contains { $0.kind == .limitExceeded }, "\(r.warnings)")
        for name in ["root", "O.xcassets", "Far.ttf", "Info.plist"] {
            #expect(r.warnings.contains { $0.file == app + "/" + name && $0.message.contains("outside") }, "\(name): \(r.warnings)")
        }
        #expect(r.warnings.contains { $0.file.hasSuffix("Near.colorset/Contents.json") && $0.message.contains("outside") }, "\(r.warnings)")
        #expect(r.warnings.allSatisfy { !$0.message.contains("\n") })
    }
}
