import Foundation
import SegueDemo
import SegueKit
import SegueRender
import SegueScreens

// Prints speed and memory figures (never asserting them): a 0.5 s transition at 60 fps (31 frames)
// at iPhone 15 Pro 3x between the two screens of ../shared/bench/screens/, per style, at one worker
// and at every core, end to end as a process and by stage in process; peak memory at 31 and 3,000
// frames; the peers of ../shared/bench/peers.sh (C + Cairo + libpng, ffmpeg) in the same sitting,
// as ratios; then the pixel kernels and the image diff.
//
// usage: segue-bench [--styles push,crossDissolve,…] [--runs N] [--compression fastest,fast,0-12]
//                    [--no-peers] [--no-memory] [--no-kernels] [--no-diff] [--quick]
//   --quick: push only, no 3,000-frame run, no kernels, no diff (for trying a change).
//   segue-bench kernels [WIDTH HEIGHT] [--only NAME]: only the pixel kernels (for trying a change
//   to one: --only "layer" times the kernels whose names contain "layer").
//   segue-bench encode FRAME.png …: `--compression fast` by stage on those frames (for trying a
//   change to the encoder).
//   segue-bench fonts [SIZE]: widths of typical UI strings in the free sans serif faces installed,
//   against SF's published average, to choose the system font's stand-in (Raster/DESIGN.md).
//   segue-bench cache APP: `render APP --all --cache` in light and dark, cold, warm and after one
//   scene changed (scripts/generate-app APP writes 500 segues to measure).

func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

/// `default` (`auto`), `fast`, `fastest` or a libdeflate level, as `segue render --compression`
/// takes them.
func encoder(named name: String) throws -> PNGEncoder {
    var e = PNGEncoder()
    switch name {
    case "default", "auto": e = .goldens  // what `segue render` writes without --compression
    case "fastest": e.options.compression = .fastest
    case "fast": e.options.compression = .fast
    default:
        guard let level = Int(name), (0...12).contains(level) else { throw BenchError("--compression: \(name)?") }
        e.options.compressionLevel = level
    }
    return e
}

/// Runs one configuration in a fresh process (each peak-memory figure is its own) and reads its line.
func child(_ args: [String]) throws -> JobFigures {
    let (text, status) = try runCapturing(CommandLine.arguments[0], args)
    guard status == 0, let line = text.split(separator: "\n").last(where: { $0.hasPrefix("JOB ") }), let f = JobFigures(line: line)
    else { throw BenchError("segue-bench \(args.joined(separator: " ")) failed (exit \(status)): \(text)") }
    return f
}

let cores = ProcessInfo.processInfo.activeProcessorCount
let args = Array(CommandLine.arguments.dropFirst())
if args.first == "job", args.count == 7, let style = TransitionStyle(rawValue: args[1]), let jobs = Int(args[2]), let frames = Int(args[3]) {
    let e = try encoder(named: args[4])
    try await MainActor.run { try runJob(style: style, jobs: jobs, frames: frames, encoder: e, from: args[5], to: args[6]) }
    exit(0)
}

if args.first == "kernels" {
    var rest = Array(args.dropFirst()), only: String?
    if let i = rest.firstIndex(of: "--only"), i + 1 < rest.count {
        only = rest[i + 1]
        rest.removeSubrange(i...(i + 1))
    }
    let size = rest.count == 2 ? (Int(rest[0]) ?? 1179, Int(rest[1]) ?? 2556) : (1179, 2556)
    for line in KernelBenchmark.run(width: size.0, height: size.1, only: only) { print(line) }
    exit(0)
}

if args.first == "cache", args.count == 2 {
    for line in try CacheBenchmark.run(app: args[1]) { print(line) }
    exit(0)
}

if args.first == "fonts" {
    for line in FontWidths.run(size: args.count > 1 ? Double(args[1]) ?? 17 : 17) { print(line) }
    exit(0)
}

if args.first == "encode", args.count > 1 {
    for line in try EncoderBenchmark.run(paths: Array(args.dropFirst())) { print(line) }
    exit(0)
}

var options = BenchOptions()
do { options = try BenchOptions(args) } catch {
    FileHandle.standardError.write(Data("segue-bench: \(error)\n".utf8))
    exit(64)
}
let scratch = NSTemporaryDirectory() + "segue-bench-screens-\(ProcessInfo.processInfo.processIdentifier)"
defer { try? FileManager.default.removeItem(atPath: scratch) }
let screens = try await MainActor.run { try BenchScreens.paths(fallbackFolder: scratch) }
try runSpeedTable(options, from: screens.from, to: screens.to, origin: screens.origin)
if options.kernels {
    print("\npixel kernels, one thread, 1179 × 2556 px:")
    for line in KernelBenchmark.run() { print("  " + line) }
}
if options.diff {
    print("")
    for line in DiffBenchmark.run() { print(line) }
    try await MainActor.run { try benchDiffPairs() }
}
