import SegueKit
import SegueStoryboard

/// `--stand-in Class=FILE.png` (repeatable): the picture drawn, aspect-fill, into every view of
/// that class the app draws in code (`StoryboardBuildOptions.standIns`), instead of the hatched
/// stand-in naming it.
enum StandInOptions {
    /// Pictures named on one command line, at most: each is decoded and kept for the whole render.
    static let maxPictures = 64

    /// The class → file pairs, in order, and the arguments left. Checked for form only: the
    /// files are read by `load`.
    static func extract(_ argv: [String]) throws -> (rest: [String], pairs: [(className: String, path: String)]) {
        let (rest, values) = try RepeatedOption.extract("stand-in", from: argv, missing: "--stand-in needs a value: ClassName=FILE.png")
        guard values.count <= maxPictures else {
            throw UsageError("--stand-in is given \(values.count) times; at most \(maxPictures) pictures can stand in")
        }
        var pairs: [(className: String, path: String)] = []
        for value in values {
            let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, isClassName(parts[0]), !parts[1].isEmpty else {
                throw UsageError("--stand-in \(InputText.quoted(value)) is not ClassName=FILE.png (a view class, then the picture drawn in its place)")
            }
            if pairs.contains(where: { $0.className == parts[0] }) {
                throw UsageError("--stand-in names \(parts[0]) twice: give each class one picture")
            }
            pairs.append((parts[0], parts[1]))
        }
        return (rest, pairs)
    }

    /// Reads each picture; one that is missing or not a PNG fails the command, naming the argument.
    static func load(_ pairs: [(className: String, path: String)]) throws -> [String: StandIn] {
        var standIns: [String: StandIn] = [:]
        for (className, path) in pairs {
            do {
                standIns[className] = try StandIn.image(contentsOf: path)
            } catch {
                throw CommandError("--stand-in \(className)=\(path): \(error); give a PNG file")
            }
        }
        return standIns
    }

    /// A Swift or Objective-C class name, module-qualified or not (`MapView`, `App.ChartView`).
    static func isClassName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, s.unicodeScalars.count <= 200, first != ".", !("0"..."9").contains(first) else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
