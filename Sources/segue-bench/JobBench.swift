import Foundation
import SegueKit
import SegueScreens
import SegueDemo
import SegueRender

// One configuration of the render job, in this process: decode the two screens, record the
// transition between them, render every frame to a temporary folder, and print one line that the
// parent reads (`JobFigures`). Each configuration runs in a fresh process, so that its peak memory
// is its own.

/// What one in-process render measured.
struct JobFigures {
    var style: String
    var jobs: Int
    var frames: Int
    /// Frames per second of the render alone (the screens decoded beforehand).
    var framesPerSecond: Double
    /// Milliseconds per frame, summed over workers, per stage.
    var compose, rasterize, encode, write: Double
    var bytesPerFrame: Double
    /// Decoding and premultiplying both screens, in milliseconds.
    var decode: Double
    var peakMB: Double

    /// The line a child prints and the parent parses.
    var line: String {
        String(format: "JOB %@ %d %d %.3f %.3f %.3f %.3f %.3f %.0f %.3f %.1f", style, jobs, frames, framesPerSecond,
               compose, rasterize, encode, write, bytesPerFrame, decode, peakMB)
    }

    init(style: String, jobs: Int, frames: Int, framesPerSecond: Double, compose: Double, rasterize: Double,
         encode: Double, write: Double, bytesPerFrame: Double, decode: Double, peakMB: Double) {
        (self.style, self.jobs, self.frames, self.framesPerSecond) = (style, jobs, frames, framesPerSecond)
        (self.compose, self.rasterize, self.encode, self.write) = (compose, rasterize, encode, write)
        (self.bytesPerFrame, self.decode, self.peakMB) = (bytesPerFrame, decode, peakMB)
    }

    init?(line: Substring) {
        let f = line.split(separator: " ")
        guard f.count == 12, f[0] == "JOB", let jobs = Int(f[2]), let frames = Int(f[3]) else { return nil }
        let d = f[4...].compactMap { Double($0) }
        guard d.count == 8 else { return nil }
        self.init(style: String(f[1]), jobs: jobs, frames: frames, framesPerSecond: d[0], compose: d[1], rasterize: d[2],
                  encode: d[3], write: d[4], bytesPerFrame: d[5], decode: d[6], peakMB: d[7])
    }
}

/// The screens the job runs on: `../shared/bench/screens/{src,dst}.png` when present, otherwise
/// two of the demo's screens at iPhone 15 Pro 3x, drawn with Cairo into `fallbackFolder`.
enum BenchScreens {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/bench/screens").standardizedFileURL.path

    @MainActor
    static func paths(fallbackFolder: String) throws -> (from: String, to: String, origin: String) {
        let (src, dst) = (shared + "/src.png", shared + "/dst.png")
        if FileManager.default.isReadableFile(atPath: src), FileManager.default.isReadableFile(atPath: dst) {
            return (src, dst, "the shared screens (\(shared))")
        }
        try FileManager.default.createDirectory(atPath: fallbackFolder, withIntermediateDirectories: true)
        let device = Device.iPhone15Pro
        let recording = ScenarioRecorder.recordDemo(Scenario(name: "push", style: .push, isForward: true, device: device))
        let rasterizer = Rasterizer(scale: device.scale)
        let (a, b) = (fallbackFolder + "/src.png", fallbackFolder + "/dst.png")
        try PNGEncoder().write(rasterizer.render(Compositor.displayList(recording, at: 0)), to: a)
        try PNGEncoder().write(rasterizer.render(Compositor.displayList(recording, at: recording.duration)), to: b)
        return (a, b, "the demo's list and detail screens drawn with Cairo (../shared/bench/screens/ is missing)")
    }
}

/// Runs one configuration and prints its `JobFigures` line.
@MainActor
func runJob(style: TransitionStyle, jobs: Int, frames: Int, encoder: PNGEncoder, from: String, to: String) throws {
    let device = Device.iPhone15Pro
    let t0 = ContinuousClock.now
    let first = try PNGDecoder.decodeBitmap(contentsOf: from, limits: .screenshots(of: device))
    let last = try PNGDecoder.decodeBitmap(contentsOf: to, limits: .screenshots(of: device))
    let decode = seconds(ContinuousClock.now - t0)
    var s = Scenario(name: style.rawValue, style: style, isForward: true, device: device)
    s.duration = Double(frames - 1) / 60
    let recording = ScenarioRecorder.recordScreens(s, first: first, last: last)
    let timeline = Timeline(duration: recording.duration, fps: 60)
    let out = NSTemporaryDirectory() + "segue-bench-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let stats = RenderStatistics()
    let info = TransitionInfo(transition: .style(style), direction: .present, device: device.name, curve: .system,
                              duration: recording.duration)
    var job = RenderJob(recording: recording, timeline: timeline, scale: device.scale, outputDirectory: out,
                        encoder: encoder, jobs: jobs, info: info)
    job.maxFrames = max(job.maxFrames, frames)
    let start = ContinuousClock.now
    try FrameFolderRenderer.render(job, statistics: stats)
    let wall = seconds(ContinuousClock.now - start)
    let t = stats.snapshot
    let n = Double(t.frames)
    func ms(_ d: Duration) -> Double { 1000 * seconds(d) / n }
    let figures = JobFigures(style: style.rawValue, jobs: jobs, frames: t.frames, framesPerSecond: n / wall,
                             compose: ms(t.compose), rasterize: ms(t.rasterize), encode: ms(t.encode), write: ms(t.write),
                             bytesPerFrame: Double(t.bytes) / n, decode: decode * 1000, peakMB: peakMemoryMB())
    print(figures.line)
}
