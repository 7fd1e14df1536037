import Foundation

/// `segue-bench cache APP`: `segue render APP --all --cache DIR` in light and dark, cold (an
/// empty cache), warm (nothing changed) and after one scene changed (the first label of the first
/// storyboard), each as a process of the `segue` built beside this tool. `scripts/generate-app`
/// writes an app of 500 segues to measure.
enum CacheBenchmark {
    static let appearances = ["light", "dark"]

    static func run(app: String) throws -> [String] {
        let segue = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("segue").path
        guard FileManager.default.isExecutableFile(atPath: segue) else { throw BenchError("no segue beside segue-bench (\(segue)): swift build -c release") }
        let scratch = NSTemporaryDirectory() + "segue-bench-cache-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let copy = scratch + "/app"
        try FileManager.default.copyItem(atPath: app, toPath: copy)
        var lines: [String] = []
        func pass(_ label: String) throws {
            var seconds = 0.0, summaries: [String] = []
            for a in appearances {
                let start = DispatchTime.now().uptimeNanoseconds
                let (out, status) = try runCapturing(segue, ["render", copy, "--all", "--appearance", a, "--cache", scratch + "/cache",
                                                             "--out", scratch + "/out-" + a, "--force"])
                seconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                guard status == 0 else { throw BenchError("segue render \(copy) --all --appearance \(a) failed (exit \(status))") }
                summaries += out.split(separator: "\n").filter { $0.hasPrefix("cache ") }.map { String($0.split(separator: ":", maxSplits: 1).last ?? "") }
            }
            lines.append("cache \(label): \(String(format: "%.1f", seconds)) s for light + dark (\(summaries.joined(separator: ";")))")
        }
        try pass("cold   ")
        try pass("warm   ")
        try changeOneScene(in: copy)
        try pass("1 scene")
        return lines
    }

    /// Changes the text of the first label of the first storyboard (by path) in `folder`.
    static func changeOneScene(in folder: String) throws {
        let files = (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".storyboard") }.sorted()
        for f in files {
            let path = folder + "/" + f
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard let label = text.range(of: "<label "), let attr = text.range(of: " text=\"", range: label.upperBound..<text.endIndex) else { continue }
            try text.replacingCharacters(in: attr, with: " text=\"Changed ").write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        throw BenchError("no <label text=…> in any storyboard of \(folder) to change")
    }
}
