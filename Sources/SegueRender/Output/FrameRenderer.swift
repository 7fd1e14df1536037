import Foundation
import SegueKit
import Synchronization

/// What to render and where: a recording sampled on a timeline, drawn at a scale, encoded as PNG
/// frames into a folder with a manifest.
public struct RenderJob: Sendable {
    public var recording: Recording
    public var timeline: Timeline
    public var scale: Double
    public var outputDirectory: String
    public var encoder: PNGEncoder
    /// Frames in flight at once (worker threads); memory is bounded by this, not by the frame count.
    public var jobs: Int
    /// Describes the transition in `manifest.json`.
    public var info: TransitionInfo
    /// When set, `contact-sheet.png` is written beside the frames.
    public var contactSheet: ContactSheet?

    public init(recording: Recording, timeline: Timeline, scale: Double, outputDirectory: String,
                encoder: PNGEncoder = PNGEncoder(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                info: TransitionInfo) {
        self.recording = recording
        self.timeline = timeline
        self.scale = scale
        self.outputDirectory = outputDirectory
        self.encoder = encoder
        self.jobs = max(1, jobs)
        self.info = info
    }
}

/// An error while writing frames, naming the path.
public struct RenderError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Renders frames concurrently and streams them to disk.
///
/// NB: each worker takes the next frame index, samples the recording, rasterizes, encodes and
/// writes, then releases the frame before taking another: at most `jobs` frames exist at once. A
/// frame's bytes depend only on its index, never on which worker drew it or when, so the output is
/// identical at any thread count. Everything goes into a staging folder beside the destination,
/// which replaces it only when every frame and the manifest are complete.
public enum FrameRenderer {
    public static func render(_ job: RenderJob, statistics: RenderStatistics? = nil,
                              progress: (@Sendable (Int, Int) -> Void)? = nil) throws {
        let count = job.timeline.frameCount
        let fm = FileManager.default
        let out = URL(fileURLWithPath: job.outputDirectory).standardizedFileURL
        let parent = out.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw RenderError("cannot create output folder \(parent.path): \(error.localizedDescription)")
        }
        let staging = parent.appendingPathComponent(".\(out.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? fm.removeItem(at: staging)
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw RenderError("cannot write to \(parent.path): \(error.localizedDescription)")
        }
        var succeeded = false
        defer { if !succeeded { try? fm.removeItem(at: staging) } }

        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let failure = Mutex<Error?>(nil)
        let rasterizer = Rasterizer(scale: job.scale)
        DispatchQueue.concurrentPerform(iterations: min(job.jobs, count)) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                if i >= count || failure.withLock({ $0 != nil }) { return }
                do {
                    let t0 = ContinuousClock.now
                    let list = Compositor.displayList(job.recording, at: job.timeline.time(ofFrame: i))
                    let t1 = ContinuousClock.now
                    let pixels = try rasterizer.render(list)
                    let t2 = ContinuousClock.now
                    let png = job.encoder.encode(pixels)
                    let t3 = ContinuousClock.now
                    try writeAtomically(png, to: staging.appendingPathComponent(frameName(i)).path)
                    statistics?.add(compose: t1 - t0, rasterize: t2 - t1, encode: t3 - t2, write: ContinuousClock.now - t3, bytes: png.count)
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                    return
                }
                let n = done.add(1, ordering: .relaxed).newValue
                progress?(n, count)
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }

        if let sheet = job.contactSheet {
            let info = job.info
            let pixels = try sheet.render(job.recording, timeline: job.timeline) {
                info.progressCurve.progress(elapsed: $0, duration: info.progressDuration)
            }
            try writeAtomically(job.encoder.encode(pixels), to: staging.appendingPathComponent(contactSheetName).path)
        }
        let manifest = Manifest(job: job, pixelSize: rasterizer.pixelSize(of: job.recording.size))
        try manifest.write(to: staging.appendingPathComponent("manifest.json").path)
        try replace(out, with: staging)
        succeeded = true
    }

    /// Writes to a temporary name in the same folder, then renames: a reader never sees half a file.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let tmp = path + ".tmp"
        guard FileManager.default.createFile(atPath: tmp, contents: Data(bytes)) else {
            throw RenderError("cannot write \(path)")
        }
        if rename(tmp, path) != 0 {
            unlink(tmp)
            throw RenderError("cannot rename \(tmp) to \(path)")
        }
    }

    public static let contactSheetName = "contact-sheet.png"

    public static func frameName(_ i: Int) -> String {
        let s = String(i)
        return "frame_" + String(repeating: "0", count: max(0, 4 - s.count)) + s + ".png"
    }

    /// Moves the finished staging folder into place, replacing an earlier render.
    static func replace(_ out: URL, with staging: URL) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: out.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw RenderError("\(out.path) exists and is not a folder; choose another --out") }
            let old = out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
            try? fm.removeItem(at: old)
            do { try fm.moveItem(at: out, to: old) } catch {
                throw RenderError("cannot replace \(out.path): \(error.localizedDescription)")
            }
            try? fm.removeItem(at: old)
        }
        do { try fm.moveItem(at: staging, to: out) } catch {
            throw RenderError("cannot move frames into \(out.path): \(error.localizedDescription)")
        }
    }
}
