import Foundation
import SegueRender
import SegueGoldens

/// `segue diff A.png B.png`: one pair of images, compared as pixelmatch 7.1 compares them.
///
/// Exit codes: 0 when the images match under the options, 1 when they do not (different sizes
/// included: both sizes are printed), 2 for bad usage or an image that cannot be read.
@MainActor
enum DiffCommand {
    static let valueOptions: Set<String> = ["threshold", "max-diff", "max-diff-ratio", "out", "preset"]
    static let flagOptions: Set<String> = ["include-aa", "exclude-aa", "json", "help", "force"]

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        let args = try Arguments(argv, valueOptions: valueOptions, flagOptions: flagOptions, command: "diff")
        if args.flags.contains("help") {
            console.out(Help.diff)
            return 0
        }
        let (pathA, pathB) = try args.pair(command: "diff", needs: "two images", usage: "segue diff A.png B.png")
        let options = try args.comparisonOptions()
        let out = args.values["out"]
        let force = args.flags.contains("force")
        if force, out == nil { throw UsageError("--force replaces an earlier diff image: it goes with --out DIFF.png") }
        try ArgumentCheck.beforeFiles()
        if let out { try checkOut(out, force: force, inputs: [pathA, pathB]) }
        let (a, b) = try PNGDecoder.concurrently({ try decode(pathA) }, { try decode(pathB) })
        let json = args.flags.contains("json")

        guard a.width == b.width, a.height == b.height else {
            let error = ImageDiffError(firstWidth: a.width, firstHeight: a.height, secondWidth: b.width, secondHeight: b.height)
            if json {
                console.out(jsonText([
                    "a": pathA, "b": pathB, "match": false, "mismatched": NSNull(), "width": a.width, "height": a.height,
                    "sizes": ["a": ["width": a.width, "height": a.height], "b": ["width": b.width, "height": b.height]],
                    "error": error.description, "diffImage": NSNull(),
                ]))
            } else {
                console.out("\(pathA) is \(a.width)×\(a.height) but \(pathB) is \(b.width)×\(b.height): the sizes differ, nothing compared\n")
            }
            return 1
        }
        let result = try ImageDiff.compare(a, b, options: options.diffOptions, makeDiffImage: out != nil)
        if let out, let image = result.diffImage, image.width > 0, image.height > 0 {
            do {
                try OutputFile.write(ArtifactWriter.png(image), to: out, kind: .diffImage, force: force, inputs: [pathA, pathB])
            } catch {
                throw CommandError.wording(error, option: "--out")
            }
        }
        let match = options.maxDifferentPixels.allows(result.mismatched, of: a.width * a.height)
        if json {
            console.out(jsonText([
                "a": pathA, "b": pathB, "match": match, "mismatched": result.mismatched, "antiAliased": result.antiAliased,
                "width": a.width, "height": a.height, "ratio": result.mismatchedFraction, "identical": result.identical,
                "threshold": options.threshold, "includeAA": options.includeAA, "maxDiff": limitJSON(options.maxDifferentPixels),
                "diffImage": out ?? NSNull(),
            ]))
        } else {
            var line = "\(result.mismatched) of \(a.width)×\(a.height) pixels differ (\(Format.percent(result.mismatchedFraction)))"
            line += options.includeAA ? ", anti-aliasing counted" : ", \(result.antiAliased) anti-aliased excluded"
            line += "; \(options.description): "
            line += match ? (result.identical ? "identical" : "match") : "DIFFERENT"
            console.out(line + "\n")
            if let out { console.out("diff image: \(out)\n") }
        }
        return match ? 0 : 1
    }

    /// `--out` may be written: never A or B, never a file segue did not write (`OutputFile`).
    static func checkOut(_ out: String, force: Bool, inputs: [String]) throws {
        do {
            try OutputFile.checkReplaceable(out, kind: .diffImage, force: force, inputs: inputs)
        } catch {
            throw CommandError.wording(error, option: "--out")
        }
    }

    nonisolated static func decode(_ path: String) throws -> RGBAImage {
        do {
            return try PNGDecoder.decode(contentsOf: path)
        } catch {
            throw UsageError("\(error)")
        }
    }

    static func limitJSON(_ limit: ComparisonOptions.Limit) -> [String: Any] {
        switch limit {
        case .count(let n): ["count": n]
        case .ratio(let r): ["ratio": r]
        }
    }
}

/// Pretty, key-sorted JSON with a final newline.
func jsonText(_ object: Any) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
}

extension Arguments {
    /// `--preset exact|perceptual` (default exact), then `--threshold`, `--include-aa` or
    /// `--exclude-aa`, `--max-diff N` or `--max-diff-ratio R` on top of it.
    func comparisonOptions() throws -> ComparisonOptions {
        var options = ComparisonOptions.exact
        if let name = values["preset"] {
            guard let preset = ComparisonOptions.presets.first(where: { $0.name == name }) else {
                throw UsageError("unknown --preset '\(name)' (presets: \(ComparisonOptions.presets.map(\.name).joined(separator: ", ")))")
            }
            options = preset.options
        }
        if let t = try double("threshold", positive: false) {
            guard (0...1).contains(t) else { throw UsageError("--threshold must be from 0 to 1, not \(values["threshold"]!)") }
            options.threshold = t
        }
        if flags.contains("include-aa"), flags.contains("exclude-aa") {
            throw UsageError("--include-aa and --exclude-aa exclude each other")
        }
        if flags.contains("include-aa") { options.includeAA = true }
        if flags.contains("exclude-aa") { options.includeAA = false }
        if values["max-diff"] != nil && values["max-diff-ratio"] != nil {
            throw UsageError("--max-diff and --max-diff-ratio exclude each other: give a count or a ratio")
        }
        if let n = try int("max-diff", range: 0...Int(Int32.max)) { options.maxDifferentPixels = .count(n) }
        if let r = try double("max-diff-ratio", positive: false) {
            guard (0...1).contains(r) else { throw UsageError("--max-diff-ratio must be from 0 to 1, not \(values["max-diff-ratio"]!)") }
            options.maxDifferentPixels = .ratio(r)
        }
        return options
    }
}
