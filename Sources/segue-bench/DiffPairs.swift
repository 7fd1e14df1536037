import Foundation
import SegueKit
import SegueScreens
import SegueDemo
import SegueRender

// MARK: The image diff, and ImageMagick on the same pairs

/// The path of `name` on the PATH, if any.
func executable(_ name: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
        return "\(dir)/\(name)"
    }
    return nil
}

/// Runs ImageMagick's `compare -metric AE A B null:`; returns the count it prints (stderr).
func imageMagickAE(_ compare: String, _ a: String, _ b: String) throws -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: compare)
    p.arguments = ["-metric", "AE", a, b, "null:"]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Two pairs of real frames of the navigation push at iPhone 15 Pro 3x (1179 × 2556): the first
/// frame against a copy of its file (identical), and two consecutive frames mid-transition
/// (differing), compared by ImageDiff (pixels in memory, then with the decoding of both PNGs) and by
/// ImageMagick's `compare -metric AE` (a process that decodes both files, counting pixels that
/// differ at all: not pixelmatch's metric, but the same work of reading and comparing).
@MainActor
func benchDiffPairs() throws {
    let device = Device.iPhone15Pro
    let s = Scenario(name: "push", style: .push, isForward: true, device: device)
    let recording = ScenarioRecorder.recordDemo(s)
    let out = NSTemporaryDirectory() + "segue-bench-diff-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let info = TransitionInfo(transition: .style(.push), direction: .push, device: device.name, curve: .system, duration: recording.duration)
    try FrameFolderRenderer.render(RenderJob(recording: recording, timeline: Timeline(duration: recording.duration, fps: 60),
                                       scale: device.scale, outputDirectory: out, info: info))
    try FileManager.default.copyItem(atPath: out + "/frame_0000.png", toPath: out + "/copy_0000.png")
    let pairs = [("identical frames", "frame_0000.png", "copy_0000.png"), ("differing frames", "frame_0008.png", "frame_0009.png")]
    let compare = executable("compare")
    print("Image diff on real push frames at iPhone 15 Pro 3x, best of several runs:")
    for (name, fileA, fileB) in pairs {
        let (pathA, pathB) = (out + "/" + fileA, out + "/" + fileB)
        let a = try PNGDecoder.decode(contentsOf: pathA), b = try PNGDecoder.decode(contentsOf: pathB)
        let mp = Double(a.width * a.height) / 1e6
        var result = try ImageDiff.compare(a, b)
        let inMemory = try bestTime(maxRuns: 20) { result = try ImageDiff.compare(a, b) }
        let withDecoding = try bestTime(maxRuns: 20) {
            _ = try ImageDiff.compare(PNGDecoder.decode(contentsOf: pathA), PNGDecoder.decode(contentsOf: pathB))
        }
        print(String(format: "  %@ (%d×%d, %.2f MP, %d pixels differ, %d anti-aliased):", name, a.width, a.height, mp,
                     result.mismatched, result.antiAliased))
        print(String(format: "    ImageDiff, pixels in memory          %8.2f ms  %8.0f MP/s", inMemory * 1000, mp / inMemory))
        print(String(format: "    ImageDiff, decoding both PNGs        %8.2f ms  %8.0f MP/s", withDecoding * 1000, mp / withDecoding))
        if let compare {
            var ae = ""
            let t = try bestTime(maxRuns: 20) { ae = try imageMagickAE(compare, pathA, pathB) }
            print(String(format: "    ImageMagick compare -metric AE       %8.2f ms  %8.0f MP/s  (AE %@; a process, decoding both PNGs)",
                         t * 1000, mp / t, ae))
        } else {
            print("    ImageMagick compare -metric AE       not installed (apt-get install imagemagick to compare)")
        }
    }
    if let compare {
        let startup = try bestTime(maxRuns: 20) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: compare)
            p.arguments = ["-version"]
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
        }
        print(String(format: "  (starting ImageMagick's compare alone, -version: %.2f ms of each of its times above)", startup * 1000))
    }
}
