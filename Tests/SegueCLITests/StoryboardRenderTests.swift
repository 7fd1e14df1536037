import Foundation
import SegueKit
import Testing
@testable import SegueCLI
@testable import SegueRender

/// Decoded frames and the pixels in them.
struct Frame {
    let image: RGBAImage

    init(_ path: String) throws { image = try PNGDecoder.decode(contentsOf: path) }

    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return image.pixels[i..<(i + 3)].map(Int.init)
    }

    /// Whether the pixel is within `tolerance` of an RGB colour on every channel.
    func pixel(_ x: Int, _ y: Int, is rgb: [Int], tolerance: Int = 2) -> Bool {
        zip(pixel(x, y), rgb).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// How many pixels of a rectangle (in pixels, end exclusive) satisfy a predicate.
    func count(x: Range<Int>, y: Range<Int>, where p: ([Int]) -> Bool) -> Int {
        var n = 0
        for yy in y { for xx in x where p(pixel(xx, yy)) { n += 1 } }
        return n
    }
}

/// `segue render FILE.storyboard`: one segue, all of them with an index, the two modes, the
/// errors, and what the first and last frames show (Tests/SegueCLITests/Fixtures/Screens.storyboard).
@MainActor
struct StoryboardRenderTests {
    nonisolated static let screens = Corpus.own("Screens.storyboard")
    static func readerFixture(_ name: String) -> String { repositoryRoot + "/Tests/SegueStoryboardTests/Fixtures/" + name }

    /// Renders one segue of Screens.storyboard at 1x; returns the folder.
    static func render(_ segue: String, in dir: String, extra: [String] = []) throws -> String {
        let out = dir + "/" + segue
        let r = runCLI(["render", screens, "--segue", segue, "--scale", "1", "--fps", "10", "--jobs", "2", "--quiet", "--out", out] + extra)
        #expect(r.code == 0, "\(r.err)")
        return out
    }

    @Test func theFirstFrameIsTheSourceSceneAsTheFileDrawsIt() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = try Self.render("next", in: dir)
        let first = try Frame(out + "/frame_0000.png")
        #expect(first.image.width == 375 && first.image.height == 667, "retina4_7 at 1x")
        // Home's background: red="0.2" green="0.6" blue="0.4" (sRGB).
        let green = [51, 153, 102]
        #expect(first.pixel(20, 150, is: green))
        // The label "HELLO WORLD" at x 40, y 200, 200 × 40: black text inside, nothing just outside.
        let dark: ([Int]) -> Bool = { $0.allSatisfy { $0 < 80 } }
        #expect(first.count(x: 40..<240, y: 200..<240, where: dark) > 50)
        let notGreen: ([Int]) -> Bool = { !zip($0, green).allSatisfy { abs($0 - $1) <= 2 } }
        #expect(first.count(x: 40..<240, y: 186..<198, where: notGreen) == 0, "above the label")
        #expect(first.count(x: 40..<240, y: 242..<254, where: notGreen) == 0, "below the label")
        #expect(first.count(x: 26..<38, y: 200..<240, where: notGreen) == 0, "left of the label")
        // The switch that is on (x 40, y 300): green track on the left, white knob on the right.
        #expect(first.pixel(46, 315, is: [52, 199, 89]))
        #expect(first.pixel(75, 315, is: [255, 255, 255], tolerance: 6))
        // The image that is not in the file: a light grey box (#E5E5EA) at x 200, y 300.
        #expect(first.pixel(206, 306, is: [229, 229, 234]))
        // The navigation bar's title "Home", centred in the bar (y 20 to 64).
        #expect(first.count(x: 150..<225, y: 24..<60, where: dark) > 20)
        // The last frame: Detail's background, red="1" green="0.8" blue="0.0".
        let frames = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix("frame_") }.sorted()
        let last = try Frame(out + "/" + frames.last!)
        #expect(last.pixel(20, 400, is: [255, 204, 0]))
        let manifest = try Manifest.read(from: out + "/manifest.json")
        #expect(manifest.transition == "push" && manifest.direction == "push" && manifest.duration == 0.5)
        #expect(manifest.frameCount == 6 && frames.count == 6, "0.5 s at 10 fps")
    }

    @Test func aFullScreenCrossDissolveEndsOnTheModal() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = try Self.render("modal", in: dir)
        let manifest = try Manifest.read(from: out + "/manifest.json")
        #expect(manifest.transition == "crossDissolve" && manifest.direction == "present")
        let last = try Frame(out + "/" + manifest.frames.last!.file)
        #expect(last.pixel(100, 400, is: [0, 0, 255]), "blue=\"1\"")
        #expect(FileManager.default.fileExists(atPath: out + "/contact-sheet.png"))
    }

    @Test func segueIDsWorkAsWellAsIdentifiers() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = try Self.render("SEG-00-005", in: dir)
        let manifest = try Manifest.read(from: out + "/manifest.json")
        #expect(manifest.transition == "unwind" && manifest.direction == "pop")
        // Back on Home.
        let last = try Frame(out + "/" + manifest.frames.last!.file)
        #expect(last.pixel(20, 150, is: [51, 153, 102]))
    }

    @Test func allWritesAFolderPerSegueAndAnIndex() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", Self.screens, "--all", "--scale", "0.25", "--fps", "10", "--jobs", "2", "--out", dir + "/all"])
        #expect(r.code == 0)
        // The image view's `missing-photo` is in no catalog (no resources are given): drawn as a
        // labelled placeholder, and counted as such.
        #expect(r.out == "wrote 5 of 5 segues to \(dir)/all/ with index.txt and index.html\n"
                + "not the app's own, in the frames drawn: 1 image not found (in 5 of 5 segues)\n")
        // The unregistered SpinSegue is the only warning, with how to map it.
        let warnings = r.err.split(separator: "\n")
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("segue: Screens.storyboard:84: warning: custom segue class SpinSegue") == true)
        #expect(r.err.contains("Map it with --map-segue SpinSegue=VALUE: VALUE is a style ("), "\(r.err)")
        // The index a command writes words its warnings as the command line does, as the terminal did.
        let index = try String(contentsOfFile: dir + "/all/index.txt", encoding: .utf8)
        #expect(index.contains("--map-segue SpinSegue=VALUE") && !index.contains("options.map("), "\(index)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: dir + "/all").sorted()
        #expect(folders == ["backHome", "index.html", "index.txt", "modal", "next", "spin", "table"])
        for f in ["backHome", "modal", "next", "spin", "table"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/all/" + f)
            #expect(files.contains("frame_0000.png") && files.contains("manifest.json") && files.contains("contact-sheet.png"))
        }
        let text = try String(contentsOfFile: dir + "/all/index.txt", encoding: .utf8)
        #expect(text.hasPrefix("Screens.storyboard: 5 of 5 segues rendered\n"))
        #expect(text.contains("next\n  segue       SEG-00-001 (line 52)\n  kind        show\n  identifier  next\n"))
        #expect(text.contains("  scenes      Home → Detail\n"))
        #expect(text.contains("  sheet       next/contact-sheet.png\n"))
        #expect(text.contains("  style       fullScreen, crossDissolve\n"))
        #expect(text.contains("  warning     Screens.storyboard:84: warning: custom segue class SpinSegue"))
        let html = try String(contentsOfFile: dir + "/all/index.html", encoding: .utf8)
        for f in ["backHome", "modal", "next", "spin", "table"] { #expect(html.contains("<img src=\"\(f)/contact-sheet.png\"")) }
        #expect(html.contains("Home → Detail"))
    }

    /// One set of defaults: `--segue` and `--all` (and `--from/--to`, the demo and Swift tests)
    /// render at scale 1 and 30 fps, so the same segue gives the same manifest either way.
    @Test func oneSegueAndAllShareTheDefaults() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(runCLI(["render", Self.screens, "--segue", "modal", "--quiet", "--out", dir + "/one"]).code == 0)
        #expect(runCLI(["render", Self.screens, "--all", "--quiet", "--out", dir + "/all"]).code == 0)
        let one = try Manifest.read(from: dir + "/one/manifest.json"), all = try Manifest.read(from: dir + "/all/modal/manifest.json")
        #expect(one.scale == 1 && one.fps == 30)
        #expect(one == all)
        #expect(one.storyboard == StoryboardOrigin(file: "Screens.storyboard", segueID: "SEG-00-002", identifier: "modal"))
        #expect(FileManager.default.contents(atPath: dir + "/one/frame_0003.png") == FileManager.default.contents(atPath: dir + "/all/modal/frame_0003.png"))
    }

    @Test func mappedClassesRenderAsTheirStyleWithoutWarnings() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/spin"
        let r = runCLI(["render", Self.screens, "--segue", "spin", "--map-segue", "SpinSegue=push", "--scale", "0.25", "--fps", "10", "--out", out])
        #expect(r.code == 0 && r.err.isEmpty, "\(r.err)")
        #expect(try Manifest.read(from: out + "/manifest.json").transition == "push")
    }

    /// Two segues of one unregistered class: `--all` says so once, and the index lists it under
    /// each segue.
    @Test func aProblemSharedBySeguesIsSaidOnce() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let xml = try String(contentsOfFile: Self.screens, encoding: .utf8).replacingOccurrences(
            of: "<segue destination=\"TBL-00-001\" kind=\"show\" identifier=\"table\" id=\"SEG-00-004\"/>",
            with: "<segue destination=\"TBL-00-001\" kind=\"show\" identifier=\"table\" id=\"SEG-00-004\"/>\n"
                + "<segue destination=\"MOD-00-001\" kind=\"custom\" identifier=\"spinModal\" customClass=\"SpinSegue\" id=\"SEG-00-006\"/>")
        #expect(xml.contains("SEG-00-006"))
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try xml.write(toFile: dir + "/Screens.storyboard", atomically: true, encoding: .utf8)
        let r = runCLI(["render", dir + "/Screens.storyboard", "--all", "--scale", "0.25", "--fps", "10", "--out", dir + "/all"])
        #expect(r.code == 0, "\(r.err)")
        let said = r.err.split(separator: "\n").filter { $0.contains("custom segue class SpinSegue") }
        #expect(said.count == 1, "\(r.err)")
        let index = try String(contentsOfFile: dir + "/all/index.txt", encoding: .utf8)
        #expect(index.components(separatedBy: "custom segue class SpinSegue").count - 1 == 2, "\(index)")
        #expect(index.contains("(segue 'SEG-00-003')") && index.contains("(segue 'SEG-00-006')"))
    }

    @Test func strictRefusesWhatLenientRendersAndLeavesNothing() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", Self.screens, "--all", "--strict", "--scale", "0.25", "--fps", "10", "--out", dir + "/all"])
        #expect(r.code == 1)
        #expect(r.err.hasPrefix("segue: Screens.storyboard:84: custom segue class SpinSegue (segue 'SEG-00-003') is not registered"))
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [], "no output, no staging folder")
        // A faithful segue renders in strict mode too.
        let ok = runCLI(["render", Self.screens, "--segue", "next", "--strict", "--scale", "0.25", "--fps", "10", "--out", dir + "/next"])
        #expect(ok.code == 0 && ok.err.isEmpty)
    }

    @Test(arguments: [
        ("NotXML.storyboard", "NotXML.storyboard:1: the file is not XML"),
        ("Truncated.storyboard", "Truncated.storyboard:"),
        ("Button.xib", "Button.xib:2: this is a .xib"),
        ("MacApp.storyboard", "MacApp.storyboard:2: this is a macOS storyboard"),
    ])
    func filesThatAreNotIOSStoryboardsFailWithOneLineAndNoOutput(file: String, prefix: String) throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for mode in [["--all"], ["--segue", "x"]] {
            let r = runCLI(["render", Self.readerFixture(file), "--out", dir + "/out"] + mode)
            #expect(r.code == 1)
            #expect(r.err.hasPrefix("segue: " + prefix), "stderr was: \(r.err)")
            #expect(r.err.split(separator: "\n").count == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
        }
    }

    @Test func strictNamesTheFileLineAndElementOfWhatTheReaderSkips() {
        let missing = runCLI(["render", Self.readerFixture("MissingDestination.storyboard"), "--all", "--strict"])
        #expect(missing.code == 1)
        #expect(missing.err.hasPrefix("segue: MissingDestination.storyboard:15: segue 'abc-12-xyz' has no destination"))
        let kind = runCLI(["render", Self.readerFixture("UnknownKind.storyboard"), "--all", "--strict"])
        #expect(kind.code == 1)
        #expect(kind.err.hasPrefix("segue: UnknownKind.storyboard:15: ") && kind.err.contains("abc-12-xyz") && kind.err.contains("teleport"))
    }

    @Test func lenientRendersAnUnknownKindAsAShowWithWarnings() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", Self.readerFixture("UnknownKind.storyboard"), "--all", "--scale", "0.25", "--fps", "10", "--out", dir + "/out"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("UnknownKind.storyboard:15: warning:") && r.err.contains("teleport"))
        #expect(r.err.contains("cannot be performed; rendered as a show segue"))
        let text = try String(contentsOfFile: dir + "/out/index.txt", encoding: .utf8)
        #expect(text.contains("  kind        teleport\n"))
    }

    @Test(arguments: [
        (["render", screens, "--segue", "next", "--all"], "--segue and --all cannot be combined"),
        (["render", screens], "choose the segues to render"),
        (["render", screens, "--segue", "nope"], "no segue 'nope' in Screens.storyboard"),
        (["render", screens, "--segue", "REL-00-001"], "is a relationship segue"),
        (["render", screens, "--all", "--map-segue", "SpinSegue=wobble"], "'wobble' is not a style"),
        (["render", screens, "--all", "--map-segue", "SpinSegue"], "--map-segue takes ClassName=VALUE"),
        (["render", screens, "--all", "--curve", "linear"], "--curve does not apply to a storyboard"),
        (["render", screens, "--all", "--device", "nokia"], "unknown device 'nokia'"),
        (["render", screens, "--all", "--fps", "0"], "--fps must be greater than zero"),
        (["render", "--segue", "next"], "--segue and --all need a storyboard file"),
        (["render", screens, screens, "--all"], "takes one storyboard file"),
    ])
    func usageErrorsExitTwo(args: [String], message: String) {
        let r = runCLI(args)
        #expect(r.code == 2)
        #expect(r.err.hasPrefix("segue: ") && r.err.contains(message), "stderr was: \(r.err)")
        #expect(r.err.split(separator: "\n").count == 1)
    }

    @Test func anAmbiguousIdentifierAsksForASegueID() {
        // Tiny.storyboard has one of each; the corpus's StoreSearch has two "ShowDetail".
        let r = runCLI(["render", Self.readerFixture("Tiny.storyboard"), "--segue", "missing"])
        #expect(r.code == 2 && r.err.contains("showDetail (SEG-00-001)"))
    }

    @Test func theBuiltBinaryRendersAStoryboard() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runBinary(["render", Self.screens, "--all", "--scale", "0.25", "--fps", "10", "--out", "out"], in: dir)
        #expect(r.code == 0, "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/index.html"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/next/contact-sheet.png"))
        let list = try runBinary(["list", Self.screens, "--json"])
        #expect(list.code == 0 && list.out.contains("\"segues\""))
    }
}

/// `--map-segue` also takes catalogue transitions and keyframe files.
@MainActor
struct MapSegueTests {
    static let tiny = repositoryRoot + "/Tests/SegueStoryboardTests/Fixtures/Tiny.storyboard"

    @Test(arguments: ["FlipSegue=zoomOut", "FlipSegue=pushUp",
                      "FlipSegue=" + repositoryRoot + "/Sources/SegueKit/Transitions/Keyframed/Examples/slide-fade.json"])
    func mappedCustomClassesRenderWithoutAWarning(mapping: String) throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let unmapped = runCLI(["render", Self.tiny, "--segue", "flip", "--scale", "0.25", "--fps", "10", "--out", dir + "/a", "--quiet"])
        #expect(unmapped.code == 0 && unmapped.err.contains("FlipSegue") && unmapped.err.contains("not registered"))
        let r = runCLI(["render", Self.tiny, "--segue", "flip", "--map-segue", mapping, "--scale", "0.25", "--fps", "10",
                        "--out", dir + "/b", "--quiet", "--strict"])
        #expect(r.code == 0, "\(r.err)")
        #expect(!r.err.contains("not registered"))
        #expect(FileManager.default.fileExists(atPath: dir + "/b/frame_0000.png"))
        // A different animation from the crossDissolve fallback.
        #expect(FileManager.default.contents(atPath: dir + "/a/frame_0002.png") != FileManager.default.contents(atPath: dir + "/b/frame_0002.png"))
    }
}

/// `--custom NAME` next to a storyboard replaces the rendered segue's animation.
@MainActor
struct StoryboardCustomTests {
    @Test(arguments: [(["--custom", "push", "--direction", "up"], "custom:pushUp"), (["--custom", "HorizontalSlideSegue"], "HorizontalSlideSegue")])
    func customReplacesTheSeguesAnimation(extra: [String], transition: String) throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", MapSegueTests.tiny, "--segue", "showDetail", "--scale", "0.25", "--fps", "10", "--out", dir + "/c", "--quiet"] + extra)
        #expect(r.code == 0, "\(r.err)")
        let m = try String(contentsOfFile: dir + "/c/manifest.json", encoding: .utf8)
        #expect(m.contains("\"transition\" : \"\(transition)\""))
    }

    @Test func directionWithoutCustomIsAUsageError() {
        let r = runCLI(["render", MapSegueTests.tiny, "--segue", "showDetail", "--direction", "up"])
        #expect(r.code == 2 && r.err.contains("--direction goes with --custom"))
    }
}
