import Foundation
import SegueKit
import SegueRender

// Benchmarks what SPEC and the issues ask to measure, printing figures (never asserting them):
// a navigation push at iPhone 15 Pro 3x and 60 fps, end to end (compose, rasterize, encode, write),
// at one worker and at every core; then the pixel kernels and the image diff.

func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

@MainActor
func benchPush(jobs: Int, frames: Int?) throws {
    let device = Device.iPhone15Pro
    var s = Scenario(name: "push", style: .push, isForward: true, device: device)
    if let frames { s.duration = Double(frames - 1) / 60 }
    let recording = ScenarioRecorder.recordDemo(s)
    let timeline = Timeline(duration: recording.duration, fps: 60)
    let out = NSTemporaryDirectory() + "segue-bench-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let stats = RenderStatistics()
    let info = TransitionInfo(transition: "push", direction: "push", device: device.name, curve: .system, duration: recording.duration)
    let job = RenderJob(recording: recording, timeline: timeline, scale: device.scale, outputDirectory: out, jobs: jobs, info: info)
    let start = ContinuousClock.now
    try FrameRenderer.render(job, statistics: stats)
    let wall = seconds(ContinuousClock.now - start)
    let t = stats.snapshot
    let work = seconds(t.total)
    func share(_ d: Duration) -> String { String(format: "%4.1f %%", 100 * seconds(d) / work) }
    print(String(format: "push %dx%d px, %d frames, jobs %d: %.1f frames/s (%.1f ms/frame wall), %.0f KB/frame",
                 Int(device.size.width * 3), Int(device.size.height * 3), t.frames, jobs, Double(t.frames) / wall,
                 1000 * wall / Double(t.frames), Double(t.bytes) / Double(t.frames) / 1024))
    print("  time per stage: compose \(share(t.compose)), rasterize \(share(t.rasterize)), PNG encode \(share(t.encode)), write \(share(t.write))")
    print(String(format: "  peak memory (whole process): %.0f MB", peakMemoryMB()))
}

/// Runs one configuration in a fresh process, so that each peak-memory figure is its own.
func child(_ args: [String]) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    p.arguments = args
    try p.run()
    p.waitUntilExit()
}

let cores = ProcessInfo.processInfo.activeProcessorCount
let args = Array(CommandLine.arguments.dropFirst())
if args.first == "push", args.count == 3, let jobs = Int(args[1]), let frames = Int(args[2]) {
    try await MainActor.run { try benchPush(jobs: jobs, frames: frames == 0 ? nil : frames) }
} else {
    // Unbuffered, so it comes before the children's lines.
    FileHandle.standardOutput.write(Data("segue-bench on \(cores) cores (each figure from a fresh process)\n".utf8))
    try child(["push", "1", "0"])
    try child(["push", "\(cores)", "0"])
    // Memory must stay flat as the frame count grows: ten times the frames, same peak.
    try child(["push", "\(cores)", "301"])
    print("pixel kernels, one thread, 1179 × 2556 px:")
    for line in KernelBenchmark.run() { print("  " + line) }
}
