import Foundation

/// What the command line asked for.
struct BenchOptions {
    var styles = ["push", "crossDissolve", "coverVertical", "flipHorizontal", "partialCurl"]
    var runs = 3
    /// Extra compression settings run for push beside the default one.
    var compressions = ["fastest", "6"]
    var peers = true
    var memory = true
    var kernels = true
    var diff = true

    init() {}

    init(_ args: [String]) throws {
        var i = 0
        func value() throws -> String {
            i += 1
            guard i < args.count else { throw BenchError("\(args[i - 1]) needs a value") }
            return args[i]
        }
        while i < args.count {
            switch args[i] {
            case "--styles": styles = try value().split(separator: ",").map(String.init)
            case "--runs": runs = max(1, Int(try value()) ?? 3)
            case "--compression": compressions = try value().split(separator: ",").map(String.init)
            case "--no-peers": peers = false
            case "--no-memory": memory = false
            case "--no-kernels": kernels = false
            case "--no-diff": diff = false
            case "--quick": (styles, memory, kernels, diff) = (["push"], false, false, false)
            default: throw BenchError("unknown option \(args[i]) (see Sources/segue-bench/main.swift)")
            }
            i += 1
        }
    }
}

/// One row of the table: a style at a worker count with a compression setting.
struct SpeedRow {
    var style: String
    var compression: String
    var jobs: Int
    /// The `segue render` process, frames/s (median of the runs).
    var process: Double
    var inProcess: JobFigures
}

/// Everything measured in one sitting, then the table with its ratios.
func runSpeedTable(_ o: BenchOptions, from: String, to: String, origin: String) throws {
    let segue = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("segue").path
    let haveSegue = FileManager.default.isExecutableFile(atPath: segue)
    let frames = 31
    print("segue-bench on \(cores) cores: 31 frames (0.5 s at 60 fps) at iPhone 15 Pro 3x (1179×2556) on \(origin)")
    print("process = the whole `segue render --from --to --style S --jobs N --scale device --fps 60 --preview none --duration 0.5 --quiet` (median of \(o.runs) after a warm-up);")
    print("stages = ms per frame summed over workers, in process (compose, rasterize, encode, write)")
    var rows: [SpeedRow] = []
    let workerCounts = cores > 1 ? [1, cores] : [1]
    var configurations: [(String, String)] = o.styles.map { ($0, "default") }
    if o.styles.contains("push") { configurations += o.compressions.map { ("push", $0) } }
    for (style, compression) in configurations {
        for jobs in workerCounts {
            let figures = try child(["job", style, String(jobs), String(frames), compression, from, to])
            let extra = compression == "default" ? [] : ["--compression", compression]
            let process = haveSegue
                ? try timeSegueProcess(segue: segue, from: from, to: to, style: style, jobs: jobs, frames: frames, extra: extra, runs: o.runs)
                : .nan
            rows.append(SpeedRow(style: style, compression: compression, jobs: jobs, process: process, inProcess: figures))
            FileHandle.standardError.write(Data(String(format: "  measured %@ %@ jobs %d: %.1f frames/s\n", style, compression, jobs, process).utf8))
        }
    }
    var memory: [JobFigures] = []
    if o.memory {
        for n in [31, 3000] { memory.append(try child(["job", "push", String(cores), String(n), "default", from, to])) }
    }
    let peers = o.peers ? runPeers(runs: o.runs) : ([:], "peers: skipped (--no-peers)")
    let cBytes = o.peers ? baselineBytesPerFrame(from: from, to: to) : nil
    printTable(rows, peers: peers.rows, cBytes: cBytes)
    if let note = peers.note { print(note) }
    if !haveSegue { print("process times: \(segue) not built (scripts/bench builds it)") }
    for m in memory {
        print(String(format: "peak memory, push at %d workers, %d frames: %.0f MB (in process, screens decoded)", m.jobs, m.frames, m.peakMB))
    }
    if let decode = rows.first?.inProcess.decode { print(String(format: "decoding and premultiplying both screens: %.0f ms", decode)) }
}

func printTable(_ rows: [SpeedRow], peers: [String: PeerRow], cBytes: Double?) {
    let c1 = peers["c-1"]?.framesPerSecond, cAll = peers["c-all"]?.framesPerSecond
    let ff = peers["ffmpeg"]?.framesPerSecond, ffTuned = peers["ffmpeg-tuned"]?.framesPerSecond
    func ratio(_ a: Double, _ b: Double?) -> String { b.map { String(format: "%5.2f", a / $0) } ?? "    -" }
    print("")
    print("| style | compression | jobs | frames/s (process) | vs C same threads | vs ffmpeg tuned | vs ffmpeg | frames/s (in process) | compose | rasterize | encode | write | KB/frame | bytes vs C | peak MB |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows {
        let f = r.inProcess
        let c = r.jobs == 1 ? c1 : cAll
        print(String(format: "| %@ | %@ | %d | %.1f | %@ | %@ | %@ | %.1f | %.1f | %.1f | %.1f | %.1f | %.0f | %@ | %.0f |",
                     r.style, r.compression, r.jobs, r.process, ratio(r.process, c), ratio(r.process, ffTuned), ratio(r.process, ff),
                     f.framesPerSecond, f.compose, f.rasterize, f.encode, f.write, f.bytesPerFrame / 1024,
                     ratio(f.bytesPerFrame, cBytes), f.peakMB))
    }
    for id in ["c-1", "c-all", "ffmpeg-tuned", "ffmpeg"] {
        if let p = peers[id] { print(String(format: "| peer: %@ | | | %.1f | | | | | | | | | %@ | | |", p.label, p.framesPerSecond,
                                            id.hasPrefix("c-") ? cBytes.map { String(format: "%.0f", $0 / 1024) } ?? "" : "")) }
    }
    let push = rows.filter { $0.style == "push" && $0.compression == "default" }
    for style in ["flipHorizontal", "partialCurl", "crossDissolve", "coverVertical"] {
        for r in rows where r.style == style {
            if let p = push.first(where: { $0.jobs == r.jobs }) {
                print(String(format: "%@ at %d workers: %.2f× push's frames/s", style, r.jobs, r.process / p.process))
            }
        }
    }
}

/// Bytes per frame of the C baseline (cairo_push.c, libpng level 1, no filter), built and run once.
func baselineBytesPerFrame(from: String, to: String) -> Double? {
    let dir = NSTemporaryDirectory() + "segue-bench-c-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let source = URL(fileURLWithPath: BenchScreens.shared).deletingLastPathComponent().appendingPathComponent("cairo_push.c").path
    guard FileManager.default.fileExists(atPath: source) else { return nil }
    let script = """
        set -e; mkdir -p "\(dir)/out"
        cc -O2 -o "\(dir)/cairo_push" "\(source)" $(pkg-config --cflags --libs cairo libpng zlib) -lpthread -lm
        "\(dir)/cairo_push" "\(from)" "\(to)" "\(dir)/out" --encode libpng --level 1 --filter none
        cat "\(dir)"/out/*.png | wc -c
        """
    guard let (text, status) = try? runCapturing("/bin/bash", ["-c", script]), status == 0,
          let total = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
    return total / 31
}
