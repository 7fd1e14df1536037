import Foundation
import Testing

@testable import SegueCLI
@testable import SegueGoldens
@testable import SegueKit
@testable import SegueRender

/// What segue says about what it did: the comparison it really makes, the versions that drew the
/// pixels, options it would otherwise ignore or adapt silently, and the limits it checks before
/// any work.
@MainActor
struct TrustTests {
    /// Two 40×30 images, the second shifted by `shift` in every channel.
    static func shiftedPair(in dir: String, shift: UInt8) throws {
        var a = PixelBuffer(width: 40, height: 30), b = PixelBuffer(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                a.setPixel(x: x, y: y, SIMD4(100, 120, 140, 255))
                b.setPixel(x: x, y: y, SIMD4(100 + shift, 120 + shift, 140 + shift, 255))
            }
        }
        try PNGEncoder().write(a, to: dir + "/a.png")
        try PNGEncoder().write(b, to: dir + "/b.png")
    }

    @Test func theDefaultComparisonIsExactAndSaysSo() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.shiftedPair(in: dir, shift: 26)
        let exact = runCLI(["diff", dir + "/a.png", dir + "/b.png"])
        #expect(exact.code == 1)
        #expect(exact.out == "1200 of 40×30 pixels differ (100 %), anti-aliasing counted; "
            + "exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame): DIFFERENT\n")
        // pixelmatch's defaults let the shift through: a named preset, never the default.
        let perceptual = runCLI(["diff", dir + "/a.png", dir + "/b.png", "--preset", "perceptual"])
        #expect(perceptual.code == 0, "\(perceptual.out)")
        #expect(perceptual.out.contains("perceptual (threshold 0.1, anti-aliasing excluded"))
        #expect(runCLI(["diff", dir + "/a.png", dir + "/b.png", "--preset", "loose"]).code == 2)
        #expect(ComparisonOptions() == .exact && ComparisonOptions.exact.threshold == 0 && ComparisonOptions.exact.includeAA)
    }

    @Test func verifyPrintsTheComparisonAndIsExactByDefault() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // One pixel a little lighter: invisible to the perceptual preset, a failure by default.
        let path = dir + "/actual/pop/frame_0002.png"
        var image = try PNGDecoder.decode(contentsOf: path)
        let i = (200 * image.width + 100) * 4
        image.pixels[i] = image.pixels[i] < 250 ? image.pixels[i] + 3 : image.pixels[i] - 3
        try PNGEncoder().write(PixelBuffer(premultiplying: image), to: path)
        let exact = runCLI(["verify", dir + "/golden", dir + "/actual"])
        #expect(exact.code == 1)
        #expect(exact.out.contains("(exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame))"), "\(exact.out)")
        let perceptual = runCLI(["verify", dir + "/golden", dir + "/actual", "--preset", "perceptual"])
        #expect(perceptual.code == 0, "\(perceptual.out)")
    }

    @Test func aManifestListingFramesThatAreNotThereFails() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for side in ["golden", "actual"] {
            for f in try FileManager.default.contentsOfDirectory(atPath: "\(dir)/\(side)/pop") where f.hasPrefix("frame_") {
                try FileManager.default.removeItem(atPath: "\(dir)/\(side)/pop/\(f)")
            }
        }
        let r = runCLI(["verify", dir + "/golden/pop", dir + "/actual/pop"])
        #expect(r.code == 1, "\(r.out)")
        #expect(r.out.contains("neither folder has 4 of the 4 frames listed by the manifest in \(dir)/golden/pop (frame_0000.png, …)"), "\(r.out)")
    }

    @Test func manifestsNameEverythingThatDrewThePixels() throws {
        let m = try Manifest.read(from: SegueRenderOutputFixture.render())
        let v = m.versions
        #expect(v.pixman?.isEmpty == false && v.freetype?.hasPrefix("2.") == true && v.zlib?.hasPrefix("1.") == true)
        // The system font's files (Inter's text and display designs), and DejaVu Sans, its fallback.
        let regular = try #require(FontLibrary.shared.files.first { $0.hasSuffix("/Inter-Regular.otf") }, "fonts-inter is installed (scripts/setup)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: regular)))
        #expect(v.fonts?.contains("Inter-Regular.otf sha256:" + SHA256.hex(bytes)) == true, "\(v.fonts ?? [])")
        #expect(v.fonts?.contains { $0.hasPrefix("InterDisplay-SemiBold.otf sha256:") } == true)
        #expect(v.fonts?.contains { $0.hasPrefix("DejaVuSans-Bold.ttf sha256:") } == true)
    }

    /// A class mapped to a keyframe file records the file, its hash, its own duration and every
    /// segment's curve; it said `easeInOut` and the class's default 0.3 s whatever the file said.
    @Test func keyframeTransitionsNameTheirFileAndCurves() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = repositoryRoot + "/Sources/SegueKit/Transitions/Keyframed/Examples/flip-card.json"
        let storyboard = repositoryRoot + "/Tests/SegueCLITests/Fixtures/Screens.storyboard"
        let r = runCLI(["render", storyboard, "--segue", "spin", "--map-segue", "SpinSegue=" + file, "--scale", "0.25", "--fps", "10",
                        "--out", dir + "/spin", "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        let m = try Manifest.read(from: dir + "/spin/manifest.json")
        let k = try #require(m.keyframes)
        #expect(k.file == "flip-card.json" && k.defaultCurve == "easeInOut")
        #expect(k.sha256 == SHA256.hex([UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))))
        #expect(k.segments.contains("from.transform 0–0.5 easeIn") && k.segments.contains("to.transform 0.5–1 easeOut")
            && k.segments.contains("to.alpha 0.5–0.55 linear"), "\(k.segments)")
        #expect(m.duration == 0.7 && m.frameCount == 8)

        // Between screenshots too, and a dismissal names the same segments mirrored in time.
        let shots = Array(try OutputSafetyTests.screens(in: dir).prefix(5))
        let back = runCLI(shots + ["--transition", file, "--dismiss", "--scale", "0.25", "--fps", "10", "--out", dir + "/back", "--quiet"])
        #expect(back.code == 0, "\(back.err)")
        let b = try #require(try Manifest.read(from: dir + "/back/manifest.json").keyframes)
        #expect(b.segments.contains("from.transform 0.5–1 easeIn") && b.segments.contains("to.transform 0–0.5 easeOut"), "\(b.segments)")

        // A golden made from another version of the file fails on the manifest, naming it.
        var edited = try Manifest.read(from: dir + "/spin/manifest.json")
        edited.keyframes?.sha256 = "0000"
        let differences = ManifestCheck.differences(golden: edited, actual: m)
        #expect(differences.map(\.field) == ["keyframe file"])
    }

    @Test func aGoldenFailureNamesTheVersionsThatDiffer() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SuiteFixture.breakPixel(dir + "/actual/pop/frame_0002.png")
        for side in ["golden", "actual"] {
            let path = dir + "/\(side)/pop/manifest.json"
            var m = try Manifest.read(from: path)
            m.versions = .current
            if side == "golden" {
                m.versions.freetype = "2.10.0"
                m.versions.fonts = ["DejaVuSans.ttf sha256:0000", "DejaVuSans-Bold.ttf sha256:1111"]
            }
            try JSONEncoder().encode(m).write(to: URL(fileURLWithPath: path))
        }
        let r = runCLI(["verify", dir + "/golden/pop", dir + "/actual/pop"])
        #expect(r.code == 1)
        #expect(r.out.contains("FreeType 2.10.0 (this run: 2."), "\(r.out)")
        #expect(!r.out.contains("Cairo") && !r.out.contains("libpng"), "only what differs")
        #expect(r.out.contains("font DejaVuSans.ttf sha256:0000 (this run: sha256:"), "\(r.out)")
    }

    @Test(arguments: [
        (["--fps", "30", "--fps", "60"], "--fps is given twice (first '30'); give it once"),
        (["--quiet", "--quiet"], "--quiet is given twice; give it once"),
        (["--anchor", "10,10,40,40"], "--anchor applies to --style popover (its anchor) and --style zoom (its source), not to push"),
        (["--fps", "1e20"], "--fps must be from 1 to 240 frames per second, not 1e20"),
        (["--scale", "1000"], "--scale must be from 0.25 to 4 pixels per point, not 1000"),
        (["--scale", "1e9"], "--scale must be from 0.25 to 4 pixels per point, not 1e9"),
        (["--duration", "1e308"], "--duration must be from 0.01 to 60 seconds, not 1e308"),
        (["--duration", "nan"], "--duration must be a number, not 'nan'"),
        (["--max-frames", "0"], "--max-frames must be a whole number from 1 to 1000000, not '0'"),
        (["--anchor", "nan,0,10,10"], "--anchor must be x,y,width,height in points with a positive size, not 'nan,0,10,10'"),
    ])
    func optionsThatWouldBeIgnoredOrBreakAreUsageErrors(extra: [String], message: String) throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let screens = Array(try OutputSafetyTests.screens(in: dir).prefix(7))  // no --scale, no --fps
        let r = runCLI(screens + ["--out", dir + "/f"] + extra)
        #expect(r.code == 2)
        #expect(r.err == "segue: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/f"))
    }

    @Test func tooManyFramesIsAnErrorBeforeAnyWork() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let base = try OutputSafetyTests.screens(in: dir).filter { $0 != "--fps" && $0 != "10" }
        let r = runCLI(base + ["--fps", "240", "--duration", "60", "--out", dir + "/f"])
        #expect(r.code == 1)
        #expect(r.err == "segue: 60 s at 240 fps is 14401 frames, more than the limit of 10000 per render; "
            + "lower --fps or --duration, or raise the limit with --max-frames N\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "b.png"])
    }

    @Test func aPopoverOnAPhoneSaysItIsDrawnAsASheet() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let args = try OutputSafetyTests.screens(in: dir).map { $0 == "push" ? "popover" : $0 }
        let phone = runCLI(args + ["--out", dir + "/phone"])
        #expect(phone.code == 0, "\(phone.err)")
        #expect(phone.err == "segue: note: a popover on the compact-width iPhone 15 Pro adapts to a page sheet, as UIKit does; "
            + "the frames show the sheet (use --device ipad-pro-11 for a popover, or --keep-popovers where the app keeps it one)\n")
        let m = try Manifest.read(from: dir + "/phone/manifest.json")
        #expect(m.transition == "popover" && m.drawnAs == "pageSheet")
        let pad = runCLI(args + ["--out", dir + "/pad", "--device", "ipad-pro-11"])
        #expect(pad.code == 0 && !pad.err.contains("note"), "\(pad.err)")
        #expect(try Manifest.read(from: dir + "/pad/manifest.json").drawnAs == nil)
    }

    @Test func screenshotsOfAnotherShapeSayHowTheyWereFitted() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let args = try OutputSafetyTests.screens(in: dir)
        try SmallScreens.write(dir + "/wide.png", rgb: (0, 255, 0), width: 800, height: 400)
        let r = runCLI(args.map { $0 == dir + "/b.png" ? dir + "/wide.png" : $0 } + ["--out", dir + "/f"])
        #expect(r.code == 0)
        #expect(r.err == "segue: warning: --to \(dir)/wide.png is 800×400 px, not the shape of the iPhone 15 Pro screen (393×852 pt): "
            + "it is scaled to fill the screen and its left and right edges are cut off (a landscape screenshot: add --landscape?)\n")
        let same = runCLI(args + ["--out", dir + "/g"])
        #expect(same.err.isEmpty, "\(same.err)")
    }
}

/// A small render of the demo's push, for what a manifest says.
enum SegueRenderOutputFixture {
    @MainActor static func render() throws -> String {
        let dir = temporaryFolder("manifest")
        let r = runCLI(try OutputSafetyTests.screens(in: dir) + ["--out", dir + "/f"])
        #expect(r.code == 0, "\(r.err)")
        return dir + "/f/manifest.json"
    }
}
