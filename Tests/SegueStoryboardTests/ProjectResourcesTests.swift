import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueStoryboard

/// `ProjectResources`: asset catalogs read from folders (every colour encoding, variants by
/// appearance, idiom and scale), fonts from `Info.plist`, project discovery, and hostile folders.
/// Expected colours are worked out by hand in the comments, never by the code under test.
struct ProjectResourcesTests {
    static let app = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures/TestApp").path
    static let storyboard = app + "/TestApp/Base.lproj/Main.storyboard"

    /// A fresh folder with `files` (relative path → contents) written into it.
    static func folder(_ files: [String: String], name: String = #function) throws -> String {
        let dir = scratchRoot + "resources-\(name.filter(\.isLetter))-\(UUID().uuidString.prefix(8))"
        for (path, text) in files {
            let url = URL(fileURLWithPath: dir + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A colour set's Contents.json with one universal colour and, optionally, a dark one.
    static func colorset(_ light: String, dark: String? = nil) -> String {
        var colors = [#"{"idiom":"universal","color":\#(light)}"#]
        if let dark { colors.append(#"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":\#(dark)}"#) }
        return #"{"colors":[\#(colors.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#
    }

    static func close(_ c: Color?, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, tolerance: Double = 0.001) -> Bool {
        guard let c else { return false }
        return abs(c.red - r) <= tolerance && abs(c.green - g) <= tolerance && abs(c.blue - b) <= tolerance && abs(c.alpha - a) <= tolerance
    }

    @Test("every Contents.json colour encoding, turned into sRGB")
    func colourEncodings() throws {
        let dir = try Self.folder([
            "A.xcassets/Contents.json": "{}",
            "A.xcassets/Floats.colorset/Contents.json": Self.colorset(#"{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"0.800","alpha":"1.000"}}"#),
            "A.xcassets/Bytes.colorset/Contents.json": Self.colorset(#"{"color-space":"srgb","components":{"red":"255","green":"128","blue":"0","alpha":"0.500"}}"#),
            "A.xcassets/Hex.colorset/Contents.json": Self.colorset(#"{"color-space":"srgb","components":{"red":"0x33","green":"0x99","blue":"0xFF","alpha":"0x80"}}"#),
            "A.xcassets/Numbers.colorset/Contents.json": Self.colorset(#"{"color-space":"srgb","components":{"red":0.5,"green":200,"blue":0,"alpha":1}}"#),
            "A.xcassets/P3.colorset/Contents.json": Self.colorset(#"{"color-space":"display-p3","components":{"red":"0.800","green":"0.400","blue":"0.200","alpha":"1.000"}}"#),
            "A.xcassets/Extended.colorset/Contents.json": Self.colorset(#"{"color-space":"extended-srgb","components":{"red":"1.200","green":"0.500","blue":"-0.100","alpha":"1.000"}}"#),
            "A.xcassets/Linear.colorset/Contents.json": Self.colorset(#"{"color-space":"extended-linear-srgb","components":{"red":"0.500","green":"0.200","blue":"0.000","alpha":"1.000"}}"#),
            "A.xcassets/Gamma22.colorset/Contents.json": Self.colorset(#"{"color-space":"gray-gamma-22","components":{"white":"0.500","alpha":"1.000"}}"#),
            "A.xcassets/ExtGray.colorset/Contents.json": Self.colorset(#"{"color-space":"extended-gray","components":{"white":"0.250","alpha":"0.750"}}"#),
            "A.xcassets/LinearGray.colorset/Contents.json": Self.colorset(#"{"color-space":"extended-linear-gray","components":{"white":"0.500","alpha":"1"}}"#),
            "A.xcassets/System.colorset/Contents.json": Self.colorset(#"{"platform":"ios","reference":"systemBlueColor"}"#),
        ])
        let r = try ProjectResources(folders: [dir])
        #expect(r.warnings.isEmpty, "\(r.warnings)")
        func c(_ name: String, _ a: Appearance = .light) -> Color? { r.color(named: name, appearance: a) }
        #expect(Self.close(c("Floats"), 0.2, 0.4, 0.8))
        #expect(Self.close(c("Bytes"), 1, 128 / 255, 0, 0.5))
        #expect(Self.close(c("Hex"), 51 / 255, 153 / 255, 1, 128 / 255))
        #expect(Self.close(c("Numbers"), 0.5, 200 / 255, 0))
        // Display P3 0.8 0.4 0.2: linear 0.6038 0.1329 0.0331; × the P3 → sRGB matrix:
        // r = 1.2249 × 0.6038 − 0.2249 × 0.1329 = 0.7097, g = −0.0421 × 0.6038 + 1.0421 × 0.1329 = 0.1131,
        // b = −0.0196 × 0.6038 − 0.0786 × 0.1329 + 1.0983 × 0.0331 = 0.0140; sRGB-encoded 0.8595 0.3704 0.1234.
        #expect(Self.close(c("P3"), 0.8595, 0.3704, 0.1234, tolerance: 0.002), "\(String(describing: c("P3")))")
        #expect(Self.close(c("Extended"), 1, 0.5, 0))
        // Linear 0.5 → 1.055 × 0.5^(1/2.4) − 0.055 = 0.7354; 0.2 → 0.4845.
        #expect(Self.close(c("Linear"), 0.7354, 0.4845, 0, tolerance: 0.001))
        // Gamma 2.2 grey 0.5: linear 0.5^2.2 = 0.2176, sRGB-encoded 0.5039.
        #expect(Self.close(c("Gamma22"), 0.5039, 0.5039, 0.5039, tolerance: 0.001))
        #expect(Self.close(c("ExtGray"), 0.25, 0.25, 0.25, 0.75))
        #expect(Self.close(c("LinearGray"), 0.7354, 0.7354, 0.7354))
        #expect(Self.close(c("System"), 0, 0x7A / 255, 1))
        #expect(Self.close(c("System", .dark), 0x0A / 255, 0x84 / 255, 1))
    }

    @Test("variants: the appearance's own over Any, normal contrast over high, the idiom's over universal")
    func colourVariants() throws {
        let any = #"{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}"#
        let dark = #"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0","green":"1","blue":"0","alpha":"1"}}}"#
        let darkHigh = #"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"1","alpha":"1"}}}"#
        let pad = #"{"idiom":"ipad","color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"0","alpha":"1"}}}"#
        let dir = try Self.folder(["C.xcassets/V.colorset/Contents.json": #"{"colors":[\#(darkHigh),\#(pad),\#(any),\#(dark)]}"#])
        let set = try #require(try ProjectResources(folders: [dir]).colors["V"])
        #expect(Self.close(set.color(for: .light), 1, 0, 0))
        #expect(Self.close(set.color(for: .dark), 0, 1, 0))
        #expect(Self.close(set.color(for: .light, idiom: .ipad), 1, 1, 0))
    }

    @Test("Xcode's template AccentColor (entries without a colour) is no colour and no warning; a set whose colours cannot be read still warns")
    func emptyTemplateColorSet() throws {
        // What Xcode's app template writes for Assets.xcassets/AccentColor.colorset.
        let template = #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let dir = try Self.folder([
            "A.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "A.xcassets/AccentColor.colorset/Contents.json": template,
            "A.xcassets/Broken.colorset/Contents.json": #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb"}}]}"#,
        ])
        let r = try ProjectResources(folders: [dir])
        #expect(r.colors["AccentColor"] == nil)
        #expect(r.warnings.count == 1 && r.warnings.allSatisfy { "\($0)".contains("Broken.colorset") }, "\(r.warnings)")
    }

    @Test("high contrast: the high-contrast variant of the appearance, the luminosity before the contrast; never one in normal contrast where another fits")
    func highContrastVariants() throws {
        func entry(_ appearances: [String], _ r: Int, _ g: Int, _ b: Int) -> String {
            let list = appearances.map { $0 == "high" ? #"{"appearance":"contrast","value":"high"}"# : #"{"appearance":"luminosity","value":"\#($0)"}"# }
            return #"{"idiom":"universal","appearances":[\#(list.joined(separator: ","))],"color":{"color-space":"srgb","components":{"red":"\#(r)","green":"\#(g)","blue":"\#(b)","alpha":"1"}}}"#
        }
        let all = [entry(["high"], 255, 0, 255), entry([], 255, 0, 0), entry(["dark", "high"], 0, 0, 255), entry(["dark"], 0, 255, 0)]
        let noDarkHigh = [entry(["high"], 255, 0, 255), entry([], 255, 0, 0), entry(["dark"], 0, 255, 0)]
        let dir = try Self.folder([
            "C.xcassets/A.colorset/Contents.json": #"{"colors":[\#(all.joined(separator: ","))]}"#,
            "C.xcassets/N.colorset/Contents.json": #"{"colors":[\#(noDarkHigh.joined(separator: ","))]}"#,
        ])
        let project = try ProjectResources(folders: [dir])
        let a = try #require(project.colors["A"]), n = try #require(project.colors["N"])
        #expect(Self.close(a.color(for: .light), 1, 0, 0) && Self.close(a.color(for: .dark), 0, 1, 0))
        #expect(Self.close(a.color(for: .light, contrast: .high), 1, 0, 1))
        #expect(Self.close(a.color(for: .dark, contrast: .high), 0, 0, 1))
        // Dark and high contrast without a dark + high variant: the dark one, not Any + high.
        #expect(Self.close(n.color(for: .dark, contrast: .high), 0, 1, 0))
        #expect(project.color(named: "A", appearance: .dark, contrast: .high).map { Self.close($0, 0, 0, 1) } == true)
        // System colours: UIKit's increased-contrast values; labelColor keeps its own.
        #expect(StoryboardColors.system("systemBlueColor", .light, .high) == Color(hex: 0x0040DD))
        #expect(StoryboardColors.system("systemBlueColor", .dark, .high) == Color(hex: 0x409CFF))
        #expect(StoryboardColors.system("labelColor", .dark, .high) == StoryboardColors.systemDark["labelColor"])
        #expect(StoryboardColors.system("systemBlueColor", .light) == Color(hex: 0x007AFF))
    }

    @Test("size classes: a phone takes the compact-width variant, an iPad the regular one; a mismatch is never taken")
    func sizeClassVariants() throws {
        func entry(_ extra: String, _ r: Int, _ g: Int, _ b: Int) -> String {
            #"{"idiom":"universal"\#(extra),"color":{"color-space":"srgb","components":{"red":"\#(r)","green":"\#(g)","blue":"\#(b)","alpha":"1"}}}"#
        }
        // Any (grey 128), compact width (red), regular width (blue), compact height (green): a
        // phone in portrait is compact × regular, so red; an iPad regular × regular, so blue; the
        // compact-height variant fits neither.
        let colors = [entry("", 128, 128, 128), entry(#","height-class":"compact""#, 0, 255, 0),
                      entry(#","width-class":"compact""#, 255, 0, 0), entry(#","width-class":"regular""#, 0, 0, 255)]
        let dir = try Self.folder(["C.xcassets/S.colorset/Contents.json": #"{"colors":[\#(colors.joined(separator: ","))]}"#])
        let set = try #require(try ProjectResources(folders: [dir]).colors["S"])
        #expect(Self.close(set.color(for: .light), 1, 0, 0))
        #expect(Self.close(set.color(for: .light, idiom: .ipad), 0, 0, 1))
        // A set with only a compact-height variant and Any: Any.
        let only = [entry("", 128, 128, 128), entry(#","height-class":"compact""#, 0, 255, 0)]
        let dir2 = try Self.folder(["C.xcassets/T.colorset/Contents.json": #"{"colors":[\#(only.joined(separator: ","))]}"#])
        let set2 = try #require(try ProjectResources(folders: [dir2]).colors["T"])
        #expect(Self.close(set2.color(for: .light), 128.0 / 255, 128.0 / 255, 128.0 / 255))
    }

    @Test("image sets: the rounded render scale's file, else the nearest (the higher on a tie), else a single-scale one")
    func imageVariants() throws {
        func set(_ scales: [Int?]) throws -> ImageSet {
            let images = scales.enumerated().map { i, s in
                #"{"idiom":"universal","filename":"f\#(i).png"\#(s.map { #","scale":"\#($0)x""# } ?? "")}"#
            }
            let data = Data(#"{"images":[\#(images.joined(separator: ","))]}"#.utf8)
            return try ImageSet.parse(data, name: "I", folder: "/x", maxVariants: 10)
        }
        let all = try set([1, 2, 3])
        #expect(all.variant(for: .light, scale: 1)?.scale == 1)
        #expect(all.variant(for: .light, scale: 2)?.scale == 2)
        #expect(all.variant(for: .light, scale: 3.4)?.scale == 3)
        #expect(all.variant(for: .light, scale: 0.25)?.scale == 1)
        #expect(try set([1, 3]).variant(for: .light, scale: 2)?.scale == 3)
        #expect(try set([2]).variant(for: .light, scale: 1)?.scale == 2)
        #expect(try set([nil]).variant(for: .dark, scale: 3)?.file == "/x/f0.png")
        #expect(throws: ResourceProblem.self) { try ImageSet.parse(Data(#"{"images":[{"filename":"../../etc/passwd"}]}"#.utf8), name: "I", folder: "/x", maxVariants: 10) }
        #expect(throws: ResourceProblem.self) { try ImageSet.parse(Data(#"{"images":[{"filename":"a.png","scale":"9x"}]}"#.utf8), name: "I", folder: "/x", maxVariants: 10) }
    }

    @Test("the test app: its project folder is found from the storyboard, with its catalog and font")
    func testApp() throws {
        #expect(ProjectResources.projectRoot(for: Self.storyboard) == URL(fileURLWithPath: Self.app).standardizedFileURL.path)
        let r = try #require(try ProjectResources.forStoryboard(Self.storyboard))
        #expect(r.warnings.isEmpty, "\(r.warnings)")
        #expect(r.catalogs.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Assets.xcassets"])
        #expect(Set(r.images.keys) == ["Swatch", "Moon", "Glyph", "Photo"])
        #expect(Set(r.colors.keys) == ["CardBackground", "HexColor", "AccentP3", "GrayGamma", "LinearColor", "SystemRef"])
        #expect(r.fontFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["SegueTest-Heavy.ttf"])
        #expect(r.fontFiles.allSatisfy { $0.hasPrefix("/") })
        #expect(r.declaredFonts == ["SegueTest-Heavy.ttf"])
        #expect(r.images["Glyph"]?.renderingIntent == .template)
    }

    @Test("project discovery: an .xcodeproj up the tree, else a folder with a catalog, else none")
    func discovery() throws {
        let withCatalog = try Self.folder(["App/Assets.xcassets/Contents.json": "{}", "App/Main.storyboard": "<x/>"])
        #expect(ProjectResources.projectRoot(for: withCatalog + "/App/Main.storyboard") == URL(fileURLWithPath: withCatalog + "/App").standardizedFileURL.path)
        let bare = try Self.folder(["a/b/Main.storyboard": "<x/>"])
        #expect(ProjectResources.projectRoot(for: bare + "/a/b/Main.storyboard") == nil)
        #expect(try ProjectResources.forStoryboard(bare + "/a/b/Main.storyboard") == nil)
    }

    @Test("hostile folders: malformed, huge and misplaced files are warnings; the rest is read")
    func hostileCatalogs() throws {
        let big = String(repeating: " ", count: (1 << 20) + 1) + "{}"
        let dir = try Self.folder([
            "H.xcassets/Good.colorset/Contents.json": Self.colorset(#"{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}"#),
            "H.xcassets/Malformed.colorset/Contents.json": "{\"colors\": [",
            "H.xcassets/Huge.colorset/Contents.json": big,
            "H.xcassets/NotNumber.colorset/Contents.json": Self.colorset(#"{"color-space":"srgb","components":{"red":"abc","green":"0","blue":"0"}}"#),
            "H.xcassets/BadHex.colorset/Contents.json": Self.colorset(#"{"color-space":"srgb","components":{"red":"0x1FF","green":"0","blue":"0"}}"#),
            "H.xcassets/Infinite.colorset/Contents.json": Self.colorset(#"{"color-space":"srgb","components":{"red":"1e999","green":"0","blue":"0"}}"#),
            "H.xcassets/Space.colorset/Contents.json": Self.colorset(#"{"color-space":"cmyk","components":{"red":"1","green":"0","blue":"0"}}"#),
            "H.xcassets/NoContents.imageset/readme.txt": "",
            "H.xcassets/Escape.imageset/Contents.json": #"{"images":[{"filename":"../Good.colorset/Contents.json"}]}"#,
        ])
        try FileManager.default.createDirectory(atPath: dir + "/H.xcassets/Folder.colorset/Contents.json", withIntermediateDirectories: true)
        let r = try ProjectResources(folders: [dir])
        #expect(Set(r.colors.keys) == ["Good"])
        let text = r.warnings.map(\.description).joined(separator: "\n")
        for name in ["Malformed", "Huge", "NotNumber", "BadHex", "Infinite", "Space", "NoContents", "Escape", "Folder"] {
            #expect(r.warnings.filter { $0.file.contains("/\(name).") }.count == 1, "\(name): \(text)")
        }
        #expect(text.contains("larger than 1048576 bytes"))
        #expect(text.contains("\"abc\" is not a number"))
        #expect(text.contains("unknown colour space \"cmyk\""))
        #expect(!text.contains("\n\n"))
    }

    @Test("a symlink loop is walked once; the entry limit stops a huge folder with a warning")
    func loopsAndLimits() throws {
        let dir = try Self.folder(["a/L.xcassets/X.colorset/Contents.json": Self.colorset(#"{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1"}}"#)])
        try FileManager.default.createSymbolicLink(atPath: dir + "/a/loop", withDestinationPath: dir + "/a")
        try FileManager.default.createSymbolicLink(atPath: dir + "/a/L.xcassets/self", withDestinationPath: dir + "/a/L.xcassets")
        let r = try ProjectResources(folders: [dir, dir + "/a"])
        #expect(r.catalogs.count == 1 && r.colors.count == 1)
        #expect(r.warnings.isEmpty, "\(r.warnings)")

        var files: [String: String] = [:]
        for i in 0..<40 { files["many/f\(i).txt"] = "" }
        let many = try Self.folder(files)
        var limits = ResourceLimits.default
        limits.maxEntries = 20
        let limited = try ProjectResources(folders: [many], limits: limits)
        #expect(limited.warnings.count == 1)
        #expect(limited.warnings.first?.message.contains("more than 20 entries") == true)

        // Past the catalog limit, one warning, not one per catalog left unread.
        var catalogs: [String: String] = [:]
        for i in 0..<5 { catalogs["C\(i).xcassets/Contents.json"] = #"{"info":{"version":1,"author":"xcode"}}"# }
        limits = ResourceLimits.default
        limits.maxCatalogs = 2
        let fewer = try ProjectResources(folders: [try Self.folder(catalogs)], limits: limits)
        #expect(fewer.warnings.map(\.message) == ["more than 2 asset catalogs; this one and any found after it are not read"])
    }

    @Test("a resource folder that is not there, or a file, is an error naming it")
    func missingFolder() throws {
        #expect { try ProjectResources(folders: ["/nonexistent/segue"]) } throws: { e in
            (e as? StoryboardDiagnostic).map { $0.severity == .error && $0.file == "/nonexistent/segue" } ?? false
        }
        #expect(throws: StoryboardDiagnostic.self) { try ProjectResources(folders: [Self.storyboard]) }
    }

    @Test("UIAppFonts naming a font in no folder is a warning; a broken Info.plist too")
    func fonts() throws {
        let dir = try Self.folder([
            "App/Info.plist": #"<?xml version="1.0"?><plist version="1.0"><dict><key>UIAppFonts</key><array><string>Gone.otf</string></array></dict></plist>"#,
            "Other/Info.plist": "not a plist",
            "App/Fonts/Here.OTF": "x",
        ])
        let r = try ProjectResources(folders: [dir])
        #expect(r.fontFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Here.OTF"])
        #expect(r.warnings.contains { $0.kind == .missingResource && $0.message.contains("'Gone.otf'") })
        #expect(r.warnings.contains { $0.file.hasSuffix("Other/Info.plist") && $0.message.contains("not a property list") })
    }

    @Test("a 100,000-character UIAppFonts entry is echoed cut; thousands of missing fonts are a few warnings")
    func hostileFontLists() throws {
        let long = String(repeating: "f", count: 100_000) + ".ttf"
        let names = [long] + (0..<5000).map { "Font\($0).otf" }
        let plist = #"<?xml version="1.0"?><plist version="1.0"><dict><key>UIAppFonts</key><array>"#
            + names.map { "<string>\($0)</string>" }.joined() + "</array></dict></plist>"
        let r = try ProjectResources(folders: [try Self.folder(["App/Info.plist": plist])])
        #expect(r.declaredFonts.count == 5001)
        #expect(r.warnings.count <= 10, "\(r.warnings.count) warnings")
        #expect(r.warnings.allSatisfy { $0.message.count < 400 })
        #expect(r.warnings.contains { $0.message.contains("(100004 characters)") })
        #expect(r.warnings.contains { $0.message.contains("4993 more fonts") })
    }

    @Test("the reader: named colours through the catalog by appearance, system colours' dark values, one warning per missing name")
    func reading() throws {
        let resources = try #require(try ProjectResources.forStoryboard(Self.storyboard))
        let light = try IB.Document.read(contentsOf: Self.storyboard, resources: resources)
        let dark = try IB.Document.read(contentsOf: Self.storyboard, appearance: .dark, resources: resources)
        func background(_ d: IB.Document, _ id: String) -> Color? {
            var found: Color?
            func walk(_ n: IB.ViewNode) {
                if n.id == id { found = n.backgroundColor }
                n.subviews.forEach(walk)
            }
            d.scenes.compactMap(\.controller.view).forEach(walk)
            return found
        }
        #expect(Self.close(background(light, "VW-TA-CARD"), 0.2, 0.4, 0.8))
        #expect(Self.close(background(dark, "VW-TA-CARD"), 1, 128 / 255, 0))
        #expect(Self.close(background(light, "VHO-TA-001"), 1, 1, 1))
        #expect(Self.close(background(dark, "VHO-TA-001"), 0, 0, 0))
        #expect(Self.close(background(dark, "VW-TA-SECONDARY"), 0x1C / 255, 0x1C / 255, 0x1E / 255))
        // Without resources the storyboard's own copy of the light value is used, and a warning
        // says that it stands in for the dark one.
        let plain = try IB.Document.read(contentsOf: Self.storyboard, appearance: .dark)
        #expect(Self.close(background(plain, "VW-TA-CARD"), 0.2, 0.4, 0.8))
        #expect(plain.warnings.contains { $0.kind == .missingResource && $0.message.contains("light value") })
        #expect(!light.warnings.contains { $0.message.contains("light value") })
        #expect(light.warnings.filter { $0.message.contains("'NotInCatalog'") }.count == 1)

        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="V">
        <scenes><scene sceneID="S"><objects><viewController id="V" sceneMemberID="viewController">
        <view key="view" id="R"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews>
        <view id="A"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" name="Nowhere"/></view>
        <view id="B"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" name="Nowhere"/></view>
        </subviews></view></viewController></objects></scene></scenes></document>
        """
        let doc = try IB.Document.read(data: Data(xml.utf8), name: "T.storyboard", resources: resources)
        #expect(doc.warnings.filter { $0.message.contains("'Nowhere'") }.count == 1, "\(doc.warnings)")
    }

    @Test("images: decoded once, a missing file, an unreadable image or a truncated PDF reported once and drawn as a placeholder")
    @MainActor
    func imageProblems() throws {
        let dir = try Self.folder([
            "I.xcassets/Gone.imageset/Contents.json": #"{"images":[{"idiom":"universal","filename":"gone.png","scale":"1x"}]}"#,
            "I.xcassets/Junk.imageset/Contents.json": #"{"images":[{"idiom":"universal","filename":"junk.png","scale":"1x"}]}"#,
            "I.xcassets/Junk.imageset/junk.png": "this is not a PNG",
            "I.xcassets/Vector.imageset/Contents.json": #"{"images":[{"idiom":"universal","filename":"v.pdf"}]}"#,
            "I.xcassets/Vector.imageset/v.pdf": "%PDF-1.4",
            "I.xcassets/DarkOnly.imageset/Contents.json": #"{"images":[{"idiom":"universal","filename":"d.png","appearances":[{"appearance":"luminosity","value":"dark"}]}]}"#,
        ])
        let images = ResourceImages(project: try ProjectResources(folders: [dir]), appearance: .light, scale: 2, idiom: .iphone)
        var reported: [StoryboardDiagnostic] = []
        images.report = { reported.append($0) }
        for name in ["Gone", "Junk", "Vector", "DarkOnly", "Gone", "Junk"] {
            #expect(images.content(named: name, size: Size(width: 10, height: 10), contentMode: .center, tint: nil) == nil)
        }
        #expect(reported.count == 4, "\(reported)")
        #expect(reported.contains { $0.file.hasSuffix("gone.png") && $0.kind == .missingResource })
        #expect(reported.contains { $0.file.hasSuffix("junk.png") && $0.message.contains("not a PNG") })
        #expect(reported.contains { $0.file.hasSuffix("v.pdf") && $0.message.contains("cannot be read as PDF") }, "\(reported)")
        #expect(reported.contains { $0.message.contains("no file for the light appearance") })
    }

    @Test("JPEG: the fixture decodes to its colour; a header over the limits and garbage are errors, not crashes")
    func jpeg() throws {
        let path = Self.app + "/TestApp/Assets.xcassets/Photo.imageset/photo.jpg"
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let image = try JPEGDecoder.decode(bytes, name: "photo.jpg")
        #expect(image.width == 8 && image.height == 8)
        #expect(abs(Int(image.pixels[0]) - 255) <= 4 && abs(Int(image.pixels[1]) - 128) <= 4 && Int(image.pixels[2]) <= 4 && image.pixels[3] == 255)
        // SOF0/SOF2: FF C0|C2, length (2), precision (1), height (2), width (2).
        var huge = bytes
        let sof = try #require((0..<huge.count - 1).first { huge[$0] == 0xFF && (huge[$0 + 1] == 0xC0 || huge[$0 + 1] == 0xC2) })
        huge[sof + 5] = 0x7F; huge[sof + 6] = 0xFF; huge[sof + 7] = 0x7F; huge[sof + 8] = 0xFF  // 32767 × 32767
        #expect { try JPEGDecoder.decode(huge, name: "huge.jpg") } throws: { ($0 as? PNGError)?.kind == .tooLarge }
        let garbage: [UInt8] = [0xFF, 0xD8, 0xFF, 0x00] + [UInt8](repeating: 0x42, count: 64)
        #expect { try JPEGDecoder.decode(garbage, name: "garbage.jpg") } throws: { ($0 as? PNGError)?.kind == .corrupt && "\($0)".contains("garbage.jpg") }
    }
}
