import Foundation
import Testing

/// `segue render FOLDER --all --cache DIR`: a copy of the TestApp fixture rendered twice with one
/// cache, with a scene, a resource or a setting changed between the runs, or the cache damaged.
/// The fixture's `showDetail` goes from Home to Detail, `showModal` from Home to Modal; only
/// Modal's scene uses the GrayGamma colour set.
///
/// NB: building Home reads the scenes its segues lead to (its bar items, the way each segue is
/// performed), so both segues read all three scenes here: a change to any of them draws both.
/// A scene that no recording read leaves its storyboard's segues copied (`segue-bench cache`
/// measures that on many storyboards). Every output is compared with a fresh render
/// (no cache) of the same app, byte for byte.
struct RenderCacheTests {
    static let fixture = repositoryRoot + "/Tests/SegueCLITests/Fixtures/TestApp"
    /// Few frames: what is checked is which segues are drawn, not how.
    static let quick = ["--fps", "8"]

    /// A copy of the fixture to change, and a cache folder beside it.
    struct Sandbox {
        let dir = temporaryFolder()
        var app: String { dir + "/TestApp" }
        var cache: String { dir + "/cache" }
        var storyboard: String { app + "/TestApp/Base.lproj/Main.storyboard" }

        init() throws { try FileManager.default.copyItem(atPath: RenderCacheTests.fixture, toPath: dir + "/TestApp") }

        /// Renders the app into `out` (with the cache unless `cached` is false); returns stdout.
        @discardableResult
        func render(_ out: String, cached: Bool = true, _ extra: [String] = []) throws -> String {
            let cache = cached ? ["--cache", self.cache] : []
            let r = try runBinary(["render", app, "--all", "--out", dir + "/" + out] + RenderCacheTests.quick + cache + extra)
            #expect(r.code == 0, "\(r.err)")
            return r.out
        }

        /// Every file under `out`, by relative path.
        func tree(_ out: String) -> [String: Data] {
            let root = dir + "/" + out
            var files: [String: Data] = [:]
            for path in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                    files[path] = FileManager.default.contents(atPath: root + "/" + path)
                }
            }
            return files
        }

        func replace(_ old: String, with new: String, in path: String) throws {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }

        /// The folders of the cache's entries.
        func entries() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: cache + "/entries").flatMap { shelf in
                try FileManager.default.contentsOfDirectory(atPath: cache + "/entries/" + shelf).map { cache + "/entries/" + shelf + "/" + $0 }
            }
        }
    }

    @Test("a warm run copies every segue, byte for byte what a fresh render writes")
    func hitIsAFreshRender() throws {
        let s = try Sandbox()
        defer { try? FileManager.default.removeItem(atPath: s.dir) }
        #expect(try s.render("cold").contains("0 of 2 segues copied, 2 drawn, 2 kept"))
        #expect(try s.render("warm").contains("2 of 2 segues copied, 0 drawn"))
        try s.render("fresh", cached: false)
        let fresh = s.tree("fresh")
        #expect(fresh.keys.filter { $0.hasSuffix(".png") }.count > 10)
        #expect(s.tree("warm") == fresh)
        #expect(s.tree("cold") == fresh)
        #expect(FileManager.default.fileExists(atPath: s.cache + "/CACHEDIR.TAG"))
    }

    @Test("changing a scene the segues read draws them again, as a fresh render draws them")
    func changedSceneMisses() throws {
        let s = try Sandbox()
        defer { try? FileManager.default.removeItem(atPath: s.dir) }
        try s.render("cold")
        try s.replace("text=\"Presented\"", with: "text=\"Shown\"", in: s.storyboard)
        #expect(try s.render("warm").contains("0 of 2 segues copied, 2 drawn"))
        try s.render("fresh", cached: false)
        #expect(s.tree("warm") == s.tree("fresh"))
        #expect(try s.render("again").contains("2 of 2 segues copied, 0 drawn"))
    }

    @Test("changing a colour set or an image a scene read uses draws the segues again")
    func changedResourceMisses() throws {
        let s = try Sandbox()
        defer { try? FileManager.default.removeItem(atPath: s.dir) }
        try s.render("cold")
        let gray = s.app + "/TestApp/Assets.xcassets/Colors/GrayGamma.colorset/Contents.json"
        let json = try String(contentsOfFile: gray, encoding: .utf8)
        try json.replacingOccurrences(of: "0.", with: "0.1", options: [], range: json.range(of: "0.")).write(toFile: gray, atomically: true, encoding: .utf8)
        #expect(try s.render("colour").contains("0 of 2 segues copied, 2 drawn"))
        #expect(try s.render("colour-again").contains("2 of 2 segues copied"))
        // Swatch is on Home, which both segues show: one byte of its 1x file changed.
        let swatch = s.app + "/TestApp/Assets.xcassets/Swatch.imageset/swatch@1x.png"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: swatch)))
        bytes.append(0)
        try Data(bytes).write(to: URL(fileURLWithPath: swatch))
        #expect(try s.render("image").contains("0 of 2 segues copied, 2 drawn"))
    }

    @Test("another appearance, locale, scale, encoder or preview draws every segue again", arguments: [
        ["--appearance", "dark"], ["--locale", "fr"], ["--compression", "1"], ["--preview", "none"], ["--scale", "2"],
    ])
    func changedSettingMisses(_ setting: [String]) throws {
        let s = try Sandbox()
        defer { try? FileManager.default.removeItem(atPath: s.dir) }
        try s.render("cold")
        #expect(try s.render("other", setting).contains("0 of 2 segues copied, 2 drawn"))
        #expect(try s.render("again", setting).contains("2 of 2 segues copied"))
    }

    @Test("a damaged entry is never trusted: it is removed and drawn again", arguments: ["frame", "entry", "extra"])
    func damagedEntry(_ damage: String) throws {
        let s = try Sandbox()
        defer { try? FileManager.default.removeItem(atPath: s.dir) }
        try s.render("cold")
        let entry = try #require(try s.entries().first)
        switch damage {
        case "frame":
            // Same size, one bit flipped in the middle of a frame.
            let frame = entry + "/frame_0001.png"
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: frame)))
            bytes[bytes.count / 2] ^= 1
            try Data(bytes).write(to: URL(fileURLWithPath: frame))
        case "entry": try Data("{".utf8).write(to: URL(fileURLWithPath: entry + "/entry.json"))
        default: try Data("x".utf8).write(to: URL(fileURLWithPath: entry + "/frame_0999.png"))
        }
        let out = try s.render("warm")
        #expect(out.contains("1 of 2 segues copied, 1 drawn, 1 kept; 1 damaged entry removed and drawn again"), "\(out)")
        try s.render("fresh", cached: false)
        #expect(s.tree("warm") == s.tree("fresh"))
    }

    @Test("--cache-max bounds the folder: the entries used longest ago go")
    func bounded() throws {
        let s = try Sandbox()
        defer { try? FileManager.default.removeItem(atPath: s.dir) }
        let out = try s.render("cold", ["--cache-max", "1K"])
        #expect(out.contains("2 old entries removed to stay under --cache-max"), "\(out)")
        #expect(try s.entries().isEmpty)
    }

    @Test("a folder of someone else's files is never used as a cache")
    func foreignFolder() throws {
        let s = try Sandbox()
        defer { try? FileManager.default.removeItem(atPath: s.dir) }
        try FileManager.default.createDirectory(atPath: s.cache, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: s.cache + "/notes.txt"))
        let r = try runBinary(["render", s.app, "--all", "--out", s.dir + "/out", "--cache", s.cache] + Self.quick)
        #expect(r.code == 1)
        #expect(r.err.contains("--cache \(s.cache) holds files that segue did not write"), "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.cache) == ["notes.txt"])
        #expect(!FileManager.default.fileExists(atPath: s.dir + "/out"))
    }

    @Test("--cache and --cache-max are checked before any work", arguments: [
        (["--cache-max", "1G"], "--cache-max goes with --cache DIR"),
        (["--cache", "c", "--cache-max", "lots"], "--cache-max 'lots': give a size such as 500M or 4G"),
        (["--cache", "c", "--cache-max", "99999999T"], "at most 1024T"),
    ])
    @MainActor func usage(_ extra: [String], _ message: String) {
        let r = runCLI(["render", Self.fixture, "--all", "--out", "/nonexistent/x"] + extra)
        #expect(r.code == 2 || r.code == 64)
        #expect(r.err.contains(message), "\(r.err)")
    }
}
