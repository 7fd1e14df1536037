import Foundation
import SegueRender
import Testing

@testable import SegueGoldens

/// The file of render options a repository's recording script and its golden tests share
/// (scripts/goldens.txt here).
@Suite("A file of render options, read as segue render reads them")
struct RenderOptionsFileTests {
    let dir = temporaryFolder()

    func write(_ text: String) throws -> String {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/goldens.txt"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("options a line or several on one, comments and blank lines skipped")
    func readsTheOptions() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try write("# how goldens are drawn\n--fps 10\n\n  # indented comment\n--compression 12 --preview none\n")
        #expect(try RenderOptionsFile.arguments(contentsOf: path) == ["--fps", "10", "--compression", "12", "--preview", "none"])
        let s = try RenderOptionsFile.settings(contentsOf: path, base: RenderSettings(jobs: 3))
        #expect(s.fps == 10 && s.scale == 1 && s.jobs == 3 && s.preview == nil)
        #expect(s.encoder.options.compression == .libdeflate && s.encoder.options.compressionLevel == 12)
        // Nothing in the file: the defaults every entry point shares.
        let empty = try RenderOptionsFile.settings(contentsOf: try write("# nothing\n"))
        #expect(empty.fps == RenderSettings.defaultFPS && empty.preview == PreviewSettings()
                && empty.encoder.options == PNGEncoder.goldens.options)
    }

    @Test("scale, the named encoders and a preview's format and size")
    func otherOptions() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let device = try RenderOptionsFile.settings(contentsOf: try write("--scale device --compression fast --preview gif --preview-scale 0.25\n"))
        #expect(device.scale == nil && device.encoder.options.compression == .fast)
        #expect(device.preview == PreviewSettings(format: .gif, scale: 0.25))
        let half = try RenderOptionsFile.settings(contentsOf: try write("--scale 0.5\n--compression auto\n"))
        #expect(half.scale == 0.5 && half.encoder.options.compression == .automatic)
    }

    @Test("what the file cannot take is an error naming the file, the line and what it takes")
    func errors() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cases: [(String, String)] = [
            ("--fps 10\n--style push\n", "goldens.txt, line 2: '--style' is not an option of how frames are drawn; the file takes --fps, --scale, --compression, --preview and --preview-scale"),
            ("--fps\n", "goldens.txt, line 1: --fps needs a value (e.g. --fps 10); give it on the same line"),
            ("--fps 0\n", "goldens.txt, line 1: --fps takes a number from 1 to 240, not '0'"),
            ("--compression 13\n", "goldens.txt, line 1: --compression takes auto, fast, fastest or a level from 0 to 12, not '13'"),
            ("--preview webp\n", "goldens.txt, line 1: --preview takes apng, gif or none, not 'webp'"),
            ("--preview none --preview-scale 0.5\n", "goldens.txt, line 1: --preview-scale sizes a preview: it does not go with --preview none"),
        ]
        for (text, message) in cases {
            let path = try write(text)
            #expect(throws: VerificationError(message)) { try RenderOptionsFile.settings(contentsOf: path) }
        }
        #expect(throws: VerificationError.self) { try RenderOptionsFile.settings(contentsOf: dir + "/missing.txt") }
    }
}
