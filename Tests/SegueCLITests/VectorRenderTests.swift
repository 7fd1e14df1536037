import Foundation
import Testing
@testable import SegueCLI
@testable import SegueRender

/// `segue render` of the vector app (Fixtures/VectorApp, see its README): SVG and PDF image sets
/// drawn sharp at the render's scale, template vectors in the tint, a malformed SVG as a warned
/// placeholder, the same bytes at any job count. Points are the fixture's frames × 3 (every
/// render here is at scale 3).
@MainActor
struct VectorRenderTests {
    nonisolated static let storyboard = repositoryRoot + "/Tests/SegueCLITests/Fixtures/VectorApp/VectorApp/Base.lproj/Main.storyboard"

    /// The first frame of `showNext` at scale 3, as one PNG; and stderr.
    static func render(_ extra: [String] = []) throws -> (frame: Frame, err: String) {
        let out = temporaryFolder() + "/frame.png"
        let r = runCLI(["render", storyboard, "--segue", "showNext", "--at", "0", "--scale", "3", "--out", out, "--quiet"] + extra)
        #expect(r.code == 0, "\(r.err)")
        return (try Frame(out), r.err)
    }

    @Test("an SVG image set is drawn at the view's device pixels: its colours, and an edge one pixel wide at 3x")
    func svgSharp() throws {
        let f = try Self.render().frame
        // Halves: 20, 120, 100 × 100 pt (aspect fit of a square): red left half, blue right half;
        // the edge at x = 70 pt = 210 px.
        #expect(f.pixel(90, 500, is: [255, 0, 0], tolerance: 0), "\(f.pixel(90, 500))")
        #expect(f.pixel(330, 500, is: [0, 0, 255], tolerance: 0), "\(f.pixel(330, 500))")
        #expect(f.pixel(208, 500, is: [255, 0, 0], tolerance: 0) && f.pixel(212, 500, is: [0, 0, 255], tolerance: 0),
                "\(f.pixel(208, 500)) \(f.pixel(212, 500))")
        // Neither red nor blue: at most 2 pixels of the row (a 20-pt source scaled up would blur ~15).
        let between = f.count(x: 150..<270, y: 500..<501) { $0 != [255, 0, 0] && $0 != [0, 0, 255] }
        #expect(between <= 2, "\(between) blended pixels across the edge")
    }

    @Test("a PDF image set's first page is drawn, sharp: green top half, magenta bottom half")
    func pdfSharp() throws {
        let f = try Self.render().frame
        // Page: 140, 120, 100 × 100 pt (scale to fill); the edge at y = 170 pt = 510 px.
        #expect(f.pixel(570, 400, is: [0, 255, 0], tolerance: 0), "\(f.pixel(570, 400))")
        #expect(f.pixel(570, 620, is: [255, 0, 255], tolerance: 0), "\(f.pixel(570, 620))")
        let between = f.count(x: 570..<571, y: 450..<570) { $0 != [0, 255, 0] && $0 != [255, 0, 255] }
        #expect(between <= 2, "\(between) blended pixels across the edge")
    }

    @Test("a malformed SVG: one warning naming the file, a labelled placeholder, exit 0")
    func malformedSVG() throws {
        let (f, err) = try Self.render()
        #expect(err.components(separatedBy: "broken.svg").count == 2, "\(err)")
        #expect(err.contains("image 'Broken': cannot be read as SVG") && err.contains("labelled placeholder"), "\(err)")
        // The placeholder's light grey fill (not the white background, not a vector's colour).
        let p = f.pixel(150, 800)
        #expect(p != [255, 255, 255] && abs(p[0] - p[1]) <= 8 && p[0] > 180, "\(p)")
    }

    @Test("a template SVG takes the view's tint (systemRed)")
    func templateVector() throws {
        let f = try Self.render().frame
        #expect(f.pixel(930, 510, is: [255, 59, 48]), "\(f.pixel(930, 510))")
    }

    @Test("the vectors' pixels are the same bytes with one job and with four")
    func deterministic() throws {
        func frames(_ jobs: String) throws -> [Data] {
            let out = temporaryFolder() + "/jobs" + jobs
            let r = runCLI(["render", Self.storyboard, "--segue", "showNext", "--fps", "10", "--scale", "2", "--jobs", jobs, "--out", out, "--quiet"])
            #expect(r.code == 0, "\(r.err)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix("frame_") }.sorted()
            return try names.map { try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0)) }
        }
        let one = try frames("1"), four = try frames("4")
        #expect(one.count > 2 && one == four)
    }
}
