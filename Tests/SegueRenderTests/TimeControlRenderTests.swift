import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender
@testable import SegueScreens

/// Time control through the one renderer (`RenderSettings.timeControl`): ranges keep their frames'
/// global names and bytes, slow motion is a denser sampling of the same motion, `--at` draws the
/// frame a full render writes, and Reduce Motion turns a push into a cross-fade. A navigation push
/// (0.5 s on the system curve: 16 frames at 30 fps) between two solid screenshots on an iPhone SE,
/// at scale 0.5 (188 × 334 px). Recorded on the main actor, rendered off it (the suite does not hold the main actor
/// while frames are drawn).
struct TimeControlRenderTests {
    static let red = (r: 220, g: 30, b: 20), blue = (r: 10, g: 60, b: 230)

    static func solid(_ c: (r: Int, g: Int, b: Int)) -> Bitmap {
        Bitmap(width: 2, height: 2, premultipliedBGRA: (0..<4).flatMap { _ in [UInt8(c.b), UInt8(c.g), UInt8(c.r), 255] })
    }

    @MainActor func transition(_ style: TransitionStyle = .push, forward: Bool = true) -> RecordedTransition {
        var s = Scenario(name: "t", style: style, isForward: forward, device: .iPhoneSE)
        s.statusBar = .slide
        return RecordedTransition(scenario: s, recording: ScenarioRecorder.recordScreens(s, first: Self.solid(Self.red), last: Self.solid(Self.blue)))
    }

    func settings(_ control: TimeControl = TimeControl()) -> RenderSettings {
        var s = RenderSettings(scale: 0.5, jobs: 2)
        s.timeControl = control
        return s
    }

    func files(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasPrefix("frame_") }.sorted()
    }

    func bytes(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

    /// The system curve from SPEC.md §1 (critically damped, ω0 = √(1000/3)), not from the code.
    static func system(_ t: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }

    @Test func framesRangeKeepsGlobalNamesBytesAndRecordsTheRange() async throws {
        let dir = temporaryFolder()
        let t = await transition()
        try TransitionRenderer.render(t, settings: settings(), to: dir + "/all")
        let outcome = try TransitionRenderer.render(t, settings: settings(TimeControl(frames: FrameIndexRange(first: 3, last: 6))), to: dir + "/part")
        #expect(files(dir + "/all").count == 16)
        #expect(outcome.frameCount == 4)
        #expect(files(dir + "/part") == ["frame_0003.png", "frame_0004.png", "frame_0005.png", "frame_0006.png"])
        for f in files(dir + "/part") { #expect(bytes(dir + "/part/" + f) == bytes(dir + "/all/" + f), "\(f)") }
        let m = try Manifest.read(from: dir + "/part/manifest.json")
        #expect(m.frameCount == 4 && m.fps == 30 && m.duration == 0.5)
        #expect(m.frames.map(\.time) == [0.1, 0.133333, 0.166667, 0.2])
        #expect(m.range == Manifest.FrameRange(firstFrame: 3, lastFrame: 6, firstTime: 0.1, lastTime: 0.2, totalFrames: 16))
        #expect(m.slow == nil && m.at == nil && m.reduceMotion == nil)
        #expect(FileManager.default.fileExists(atPath: dir + "/part/contact-sheet.png"))
        // Open end: to the last frame.
        let open = try TransitionRenderer.render(t, settings: settings(TimeControl(frames: FrameIndexRange(first: 14, last: nil))), to: dir + "/open")
        #expect(open.frameCount == 2 && files(dir + "/open") == ["frame_0014.png", "frame_0015.png"])
    }

    @Test func timeRangeHoldsTheFramesWhoseTimesFallInside() async throws {
        let t = await transition()
        func range(_ first: Double, _ last: Double?, fps: Double = 30) throws -> ClosedRange<Int>? {
            try TimeControl(time: SecondsRange(first: first, last: last)).schedule(for: t, fps: fps).range
        }
        // 3/30 and 6/30 are not exact decimals: the ends are still inside.
        #expect(try range(0.1, 0.2) == 3...6)
        #expect(try range(0.11, 0.19) == 4...5)
        #expect(try range(0.4, nil) == 12...15)
        #expect(try range(0, 0.5) == 0...15)
        #expect(try range(0.5, 0.5) == 15...15)
        let m = try renderManifest(t, TimeControl(time: SecondsRange(first: 0.1, last: 0.2)))
        #expect(m.frames.map(\.file) == ["frame_0003.png", "frame_0004.png", "frame_0005.png", "frame_0006.png"])
        #expect(m.range?.firstTime == 0.1 && m.range?.lastTime == 0.2)
    }

    func renderManifest(_ t: RecordedTransition, _ control: TimeControl) throws -> Manifest {
        let dir = temporaryFolder() + "/out"
        try TransitionRenderer.render(t, settings: settings(control), to: dir)
        return try Manifest.read(from: dir + "/manifest.json")
    }

    /// Frame 2k of `slow` 2 is frame k of a normal render, byte for byte; the manifest keeps fps 30,
    /// the real times (i / 60) and the factor.
    @Test func slowTwoDoublesTheFramesOverTheSameMotion() async throws {
        let dir = temporaryFolder()
        let t = await transition()
        try TransitionRenderer.render(t, settings: settings(), to: dir + "/normal")
        let outcome = try TransitionRenderer.render(t, settings: settings(TimeControl(slow: 2)), to: dir + "/slow")
        #expect(outcome.frameCount == 31 && files(dir + "/slow").count == 31)
        for k in 0..<16 {
            #expect(bytes(dir + "/slow/" + FolderLayout.frame(2 * k)) == bytes(dir + "/normal/" + FolderLayout.frame(k)), "frame \(k)")
        }
        // An odd frame is a moment between two normal ones: not equal to either.
        #expect(bytes(dir + "/slow/frame_0003.png") != bytes(dir + "/normal/frame_0001.png"))
        #expect(bytes(dir + "/slow/frame_0003.png") != bytes(dir + "/normal/frame_0002.png"))
        let m = try Manifest.read(from: dir + "/slow/manifest.json")
        #expect(m.slow == 2 && m.fps == 30 && m.duration == 0.5 && m.frameCount == 31)
        #expect(m.frames[3].time == 0.05 && m.frames[30].time == 0.5)
        #expect(abs(m.frames[3].progress - Self.system(0.05)) < 1e-5)
    }

    @Test func fractionalSlowAndSlowRanges() async throws {
        let t = await transition()
        let s = try TimeControl(slow: 2.5).schedule(for: t, fps: 30)
        #expect(s.frameCount == 39)  // round(0.5 × 75) + 1
        #expect(s.time(ofFrame: 1) == 1.0 / 75 && s.time(ofFrame: 38) == 0.5)
        // A range of a slowed render counts the slowed frames.
        let r = try TimeControl(frames: FrameIndexRange(first: 60, last: nil), slow: 4).schedule(for: t, fps: 30)
        #expect(r.indices == 60...60 && r.time(ofFrame: 60) == 0.5)
    }

    /// The frame limit counts the slowed frames.
    @Test func slowMotionObeysTheFrameLimit() async throws {
        let dir = temporaryFolder() + "/out"
        var s = settings(TimeControl(slow: 4))
        s.maxFrames = 40
        let t = await transition()
        #expect { try TransitionRenderer.render(t, settings: s, to: dir) } throws: { "\($0)".contains("61 frames, more than the limit of 40") && ($0 as? RenderSettingError)?.message.fields.contains(.slow) == true }
        #expect(!FileManager.default.fileExists(atPath: dir))
    }

    /// `--at` on a frame boundary writes exactly the full render's frame, in seconds or percent.
    @Test func atWritesOnePNGEqualToTheFullRendersFrame() async throws {
        let dir = temporaryFolder()
        let t = await transition()
        try TransitionRenderer.render(t, settings: settings(), to: dir + "/all")
        let a = try TransitionRenderer.renderFrame(t, at: .seconds(0.1), settings: settings(), to: dir + "/a.png")
        #expect(a.time == 0.1 && !a.replacedEarlier)
        #expect(bytes(dir + "/a.png") == bytes(dir + "/all/frame_0003.png"))
        try TransitionRenderer.renderFrame(t, at: .percent(40), settings: settings(), to: dir + "/b.png")
        #expect(bytes(dir + "/b.png") == bytes(dir + "/all/frame_0006.png"))
        try TransitionRenderer.renderFrame(t, at: .percent(100), settings: settings(), to: dir + "/c.png")
        #expect(bytes(dir + "/c.png") == bytes(dir + "/all/frame_0015.png"))
        // Only the PNG: no manifest, no staging file.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "all", "b.png", "c.png"])
    }

    /// p=0.5 is where the system curve (SPEC.md §1's closed form) reaches 0.5, between its test
    /// vectors p(0.05) = 0.2322 and p(0.10) = 0.5448.
    @Test func progressHalfLandsWhereTheCurveSaysAndIsRecorded() async throws {
        var lo = 0.05, hi = 0.10
        for _ in 0..<80 { let mid = (lo + hi) / 2; if Self.system(mid) >= 0.5 { hi = mid } else { lo = mid } }
        let expected = hi
        let t = await transition()
        let time = try TimePoint.progress(0.5).seconds(duration: 0.5, fps: 30) {
            t.info.progressCurve.progress(elapsed: $0, duration: t.info.progressDuration)
        }
        #expect(abs(time - expected) < 1e-9)
        let m = try renderManifest(t, TimeControl(at: .progress(0.5)))
        #expect(m.frames.map(\.file) == ["frame_0000.png"] && m.frameCount == 1)
        #expect(abs((m.at?.time ?? 0) - expected) < 1e-6 && m.at?.progress == 0.5)
        #expect(m.frames[0].progress == 0.5)
        // The pixels: at p = 0.5 the incoming screen's leading edge is at x = W/2 (SPEC.md §2).
        let dir = temporaryFolder()
        try TransitionRenderer.renderFrame(t, at: .progress(0.5), settings: settings(), to: dir + "/p.png")
        let img = try PNGDecoder.decode(contentsOf: dir + "/p.png")
        func red(_ x: Int) -> Int { Int(img.pixels[(150 * img.width + x) * 4]) }
        let edge = Int(Device.iPhoneSE.size.width / 4)  // W/2 points at 0.5 px a point
        #expect(red(edge + 2) < 40)   // blue, incoming
        #expect(red(edge - 6) > 150)  // red, outgoing (past its 9 pt shadow)
    }

    /// Reduce Motion: the push becomes a cross-fade. Half-way, every pixel of a row is the same
    /// blend of the two screens (nothing slid in), p·blue + (1 − p)·red with the frame's progress.
    @Test func reduceMotionPushIsACrossFade() async throws {
        let dir = temporaryFolder() + "/rm"
        let t = await transition()
        try TransitionRenderer.render(t, settings: settings(TimeControl(reduceMotion: true)), to: dir)
        let m = try Manifest.read(from: dir + "/manifest.json")
        #expect(m.reduceMotion == ReduceMotionNote(replaced: "push", substitute: "crossFade", duration: 0.5, curve: t.info.curve))
        #expect(m.frameCount == 16 && m.duration == 0.5)
        for k in [1, 2, 4] {
            let img = try PNGDecoder.decode(contentsOf: dir + "/" + FolderLayout.frame(k))
            let p = Self.system(Double(k) / 30)
            func px(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(img.pixels[(y * img.width + x) * 4 + $0]) } }
            let expected = [Self.red.r, Self.red.g, Self.red.b].enumerated().map { i, r in
                Double([Self.blue.r, Self.blue.g, Self.blue.b][i]) * p + Double(r) * (1 - p)
            }
            for y in [50, 150, 250] {
                for x in stride(from: 1, to: img.width - 1, by: 10) {
                    let c = px(x, y)
                    #expect(zip(c, expected).allSatisfy { abs(Double($0) - $1) <= 2 }, "frame \(k) (\(x), \(y)): \(c), expected \(expected)")
                }
            }
        }
        let first = try PNGDecoder.decode(contentsOf: dir + "/frame_0000.png"), last = try PNGDecoder.decode(contentsOf: dir + "/frame_0015.png")
        #expect(Array(first.pixels[0..<3]) == [UInt8(Self.red.r), UInt8(Self.red.g), UInt8(Self.red.b)])
        #expect(Array(last.pixels[0..<3]) == [UInt8(Self.blue.r), UInt8(Self.blue.g), UInt8(Self.blue.b)])
    }

    /// A pop and a sheet become cross-fades too; crossDissolve (no motion) stays as it is.
    @Test func reduceMotionCoversEveryStyleAndLeavesCrossDissolve() async throws {
        for (style, forward) in [(TransitionStyle.push, false), (.coverVertical, true), (.pageSheet, true), (.flipHorizontal, true), (.zoom, true)] {
            let r = await transition(style, forward: forward).reducingMotion()
            #expect(r.info.reduceMotion?.substitute == "crossFade", "\(style)")
            // Half-way nothing is translated: every layer's transform is the identity or a scale
            // frozen from an end state, and no track remains but the group's opacity.
            let animated = r.recording.steps.flatMap(\.scene.layers).filter { !$0.tracks.isEmpty }
            #expect(animated.count == 1 && animated[0].tracks.alpha.count == 1, "\(style)")
        }
        let dissolve = await transition(.crossDissolve)
        let reduced = dissolve.reducingMotion()
        #expect(reduced.info.reduceMotion?.substitute == "unchanged")
        let a = try Rasterizer(scale: 0.5).render(Compositor.displayList(dissolve.recording, at: 0.1))
        let b = try Rasterizer(scale: 0.5).render(Compositor.displayList(reduced.recording, at: 0.1))
        #expect(a == b)
    }

    /// A value outside the transition is refused before anything is written.
    @Test func outOfRangeRequestsFailWithoutOutput() async throws {
        let parent = temporaryFolder()
        let t = await transition()
        let bad: [(TimeControl, String)] = [
            (TimeControl(at: .seconds(0.6)), "give seconds from 0 to 0.5"),
            (TimeControl(frames: FrameIndexRange(first: 10, last: 40)), "its frames are 0-15"),
            (TimeControl(frames: FrameIndexRange(first: 16, last: nil)), "its frames are 0-15"),
            (TimeControl(time: SecondsRange(first: 0.3, last: 0.9)), "ends after the transition"),
            (TimeControl(time: SecondsRange(first: 0.6, last: nil)), "ends after the transition: give seconds from 0 to 0.5"),
            (TimeControl(time: SecondsRange(first: 0.01, last: 0.02)), "holds no frame"),
            (TimeControl(slow: 0.5), "timeControl.slow must be a number from 1 to 100"),
            (TimeControl(slow: .nan), "timeControl.slow must be a number from 1 to 100"),
            (TimeControl(slow: 101), "timeControl.slow must be a number from 1 to 100"),
            (TimeControl(at: .percent(10), slow: 2), "cannot be combined with timeControl.slow"),
            (TimeControl(frames: FrameIndexRange(first: 0, last: 1), time: SecondsRange(first: 0, last: 1)), "give one of them"),
        ]
        for (control, message) in bad {
            #expect { try TransitionRenderer.render(t, settings: settings(control), to: parent + "/out") } throws: {
                // The library names no option of the command line: each caller words the settings.
                $0 is TimeControlError && "\($0)".contains(message) && !"\($0)".contains("--")
            }
        }
        #expect { try TransitionRenderer.renderFrame(t, at: .seconds(0.7), settings: settings(), to: parent + "/x.png") } throws: { $0 is TimeControlError }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty)
    }

    /// A single PNG replaces only a frame segue wrote, and only with `force`; never a user's
    /// file (`force` or not), a folder or a link.
    @Test func aSingleFrameReplacesOnlyItsOwnFrameWithForce() async throws {
        let dir = temporaryFolder()
        let t = await transition()
        let mine = dir + "/mine.png"
        try Data("not segue's".utf8).write(to: URL(fileURLWithPath: mine))
        for force in [false, true] {
            #expect { try TransitionRenderer.renderFrame(t, at: .seconds(0), settings: settings(), to: mine, force: force) } throws: {
                "\($0)".contains("already exists") && "\($0)".contains("even with force: true")
            }
        }
        #expect(String(decoding: bytes(mine), as: UTF8.self) == "not segue's")
        let frame = dir + "/frame.png"
        try TransitionRenderer.renderFrame(t, at: .seconds(0), settings: settings(), to: frame)
        if OutputFileTests.keepsAttributes(dir) {
            #expect { try TransitionRenderer.renderFrame(t, at: .seconds(0), settings: settings(), to: frame) } throws: {
                "\($0)".contains("already exists") && OutputFileTests.asksForForce($0)
            }
            let forced = try TransitionRenderer.renderFrame(t, at: .seconds(0), settings: settings(), to: frame, force: true)
            #expect(forced.replacedEarlier && bytes(frame).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        }
        try FileManager.default.createDirectory(atPath: dir + "/folder.png", withIntermediateDirectories: true)
        #expect { try TransitionRenderer.renderFrame(t, at: .seconds(0), settings: settings(), to: dir + "/folder.png", force: true) } throws: {
            "\($0)".contains("is a folder")
        }
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.png", withDestinationPath: mine)
        #expect { try TransitionRenderer.renderFrame(t, at: .seconds(0), settings: settings(), to: dir + "/link.png", force: true) } throws: {
            "\($0)".contains("is a link")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["folder.png", "frame.png", "link.png", "mine.png"])
    }
}

/// A fresh temporary folder.
private func temporaryFolder(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let path = scratchRoot + "timecontrol-\(safe)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Every scratch folder of this test process lies in one folder, removed when the process exits,
/// so that a run leaves nothing behind in the temporary directory.
let scratchRoot: String = {
    atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "segue-tests-\(getpid())") }
    return NSTemporaryDirectory() + "segue-tests-\(getpid())/"
}()
