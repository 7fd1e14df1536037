import Foundation
import SegueKit
import SegueRender

/// How a repository's goldens are drawn, kept in one file that its recording script passes to
/// `segue render` and its Swift tests read, so that both draw the same bytes: `segue render`'s
/// options of how frames are drawn, a few to a line, `#` starting a comment line.
///
/// ```
/// # scripts/goldens.txt
/// --fps 10
/// --compression 12
/// --preview none
/// ```
///
/// ```swift
/// let settings = try RenderOptionsFile.settings(contentsOf: root + "/scripts/goldens.txt")
/// let goldens = TransitionGoldens(folder: root + "/Renders", settings: settings)
/// ```
///
/// Options: `--fps N`, `--scale N|device`, `--compression auto|fast|fastest|0-12`,
/// `--preview apng|gif|none`, `--preview-scale F`. Any other word is an error that names the file
/// and line: what decides which transition is drawn belongs to the command or the test.
public enum RenderOptionsFile {
    /// The options' words in the file at `path`, in order (what a script passes to `segue render`).
    public static func arguments(contentsOf path: String) throws -> [String] {
        try lines(contentsOf: path).flatMap(\.words)
    }

    /// `base` with the options in the file at `path` applied.
    public static func settings(contentsOf path: String, base: RenderSettings = RenderSettings()) throws -> RenderSettings {
        var settings = base
        let name = URL(fileURLWithPath: path).lastPathComponent
        for line in try lines(contentsOf: path) {
            var words = line.words[...]
            while let option = words.popFirst() {
                let place = "\(name), line \(line.number)"
                guard let value = words.popFirst() else {
                    throw VerificationError("\(place): \(option) needs a value (e.g. --fps 10); give it on the same line")
                }
                try apply(option, value, to: &settings, at: place)
            }
        }
        return settings
    }

    static func apply(_ option: String, _ value: String, to settings: inout RenderSettings, at place: String) throws {
        func number(_ range: ClosedRange<Double>) throws -> Double {
            guard let v = Double(value), v.isFinite, range.contains(v) else {
                throw VerificationError("\(place): \(option) takes a number from \(NumberText.string(range.lowerBound)) to \(NumberText.string(range.upperBound)), not '\(value)'")
            }
            return v
        }
        switch option {
        case "--fps": settings.fps = try number(RenderSettings.fpsRange)
        case "--scale": settings.scale = value == "device" ? nil : try number(RenderSettings.scaleRange)
        case "--compression":
            switch value {
            case "auto": settings.encoder.options.compression = .automatic
            case "fast": settings.encoder.options.compression = .fast
            case "fastest": settings.encoder.options.compression = .fastest
            default:
                guard let level = Int(value), (0...12).contains(level) else {
                    throw VerificationError("\(place): --compression takes auto, fast, fastest or a level from 0 to 12, not '\(value)'")
                }
                settings.encoder.options.compressionLevel = level
                settings.encoder.options.compression = .libdeflate
            }
        case "--preview":
            if value == "none" {
                settings.preview = nil
            } else if let format = PreviewSettings.Format(rawValue: value) {
                settings.preview = PreviewSettings(format: format, scale: settings.preview?.scale)
            } else {
                throw VerificationError("\(place): --preview takes apng, gif or none, not '\(value)'")
            }
        case "--preview-scale":
            guard settings.preview != nil else {
                throw VerificationError("\(place): --preview-scale sizes a preview: it does not go with --preview none")
            }
            settings.preview?.scale = try number(PreviewSettings.scaleRange)
        default:
            throw VerificationError(
                "\(place): '\(option)' is not an option of how frames are drawn; the file takes --fps, --scale, --compression, --preview and --preview-scale")
        }
    }

    private struct Line {
        var number: Int
        var words: [String]
    }

    private static func lines(contentsOf path: String) throws -> [Line] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw VerificationError("cannot read the render options in \(path) (\(error.localizedDescription)): it lists segue render's options, one a line")
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first, !first.hasPrefix("#") else { return nil }
            return Line(number: index + 1, words: words)
        }
    }
}
