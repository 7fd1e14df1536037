import Foundation

// The whole `segue render` process, timed the way ../shared/bench/peers.sh times its peers (median
// wall time of a few runs after a warm-up, the output folder removed before each), and the peers
// themselves, run by peers.sh in the same sitting.

/// One row of peers.sh: `id<TAB>label<TAB>N ms<TAB>F frames/s`.
struct PeerRow {
    var id: String
    var label: String
    var framesPerSecond: Double

    init?(line: Substring) {
        let f = line.split(separator: "\t")
        guard f.count == 4, let fps = Double(f[3].split(separator: " ")[0]) else { return nil }
        (id, label, framesPerSecond) = (String(f[0]), String(f[1]), fps)
    }
}

/// Runs a command and returns its standard output (standard error passes through).
func runCapturing(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (String, Int32) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    if let environment { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), p.terminationStatus)
}

/// peers.sh's rows (C + Cairo + libpng at 1 and all threads, ffmpeg), or nil with the reason.
func runPeers(runs: Int) -> (rows: [String: PeerRow], note: String?) {
    let script = URL(fileURLWithPath: BenchScreens.shared).deletingLastPathComponent().appendingPathComponent("peers.sh").path
    guard FileManager.default.isExecutableFile(atPath: script) || FileManager.default.fileExists(atPath: script) else {
        return ([:], "peers: \(script) not found")
    }
    for tool in ["cc", "pkg-config", "ffmpeg", "hyperfine"] where executable(tool) == nil {
        return ([:], "peers: \(tool) is not installed (scripts/setup --bench installs the peers)")
    }
    do {
        let (text, status) = try runCapturing("/bin/bash", [script], environment: ["RUNS": String(runs)])
        let rows = text.split(separator: "\n").compactMap(PeerRow.init(line:))
        guard status == 0, !rows.isEmpty else { return ([:], "peers: peers.sh failed (exit \(status))") }
        return (Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }), nil)
    } catch {
        return ([:], "peers: \(error)")
    }
}

/// Median frames/s of `segue render --from --to --style S --jobs N` as a process, `runs` runs after
/// one warm-up.
func timeSegueProcess(segue: String, from: String, to: String, style: String, jobs: Int, frames: Int,
                      extra: [String], runs: Int) throws -> Double {
    let out = NSTemporaryDirectory() + "segue-bench-process-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: out) }
    // NB: the job of the in-process figures and of peers.sh's C renderer: the device's scale (3x),
    // 60 fps, no preview. Without these the process ran the defaults (scale 1, 30 fps: half the
    // frames, a ninth of the pixels) and its frames/s were not the same job's.
    let args = ["render", "--from", from, "--to", to, "--style", style, "--jobs", String(jobs),
                "--scale", "device", "--fps", "60", "--preview", "none",
                "--duration", String(Double(frames - 1) / 60), "--quiet", "--out", out] + extra
    var times: [Double] = []
    for run in 0...runs {
        try? FileManager.default.removeItem(atPath: out)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: segue)
        p.arguments = args
        let t0 = ContinuousClock.now
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw BenchError("segue \(args.joined(separator: " ")) failed (exit \(p.terminationStatus))") }
        if run > 0 { times.append(seconds(ContinuousClock.now - t0)) }
    }
    times.sort()
    return Double(frames) / times[times.count / 2]
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}
