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
    /// Replace an existing output folder that holds segue's output of another kind (never one
    /// holding files segue did not write, never the protected ones: see `OutputFolder`).
    public var force = false
    /// The most frames one render may write; more is an error before any work.
    public var maxFrames = RenderLimits.defaultMaxFrames
    /// When set, `contact-sheet.png` is written beside the frames.
    public var contactSheet: ContactSheet?
    /// Which frames of `timeline` are drawn (a range, slow motion, one moment: `TimeControl`);
    /// nil for every frame in real time.
    public var schedule: FrameSchedule?

    /// The frames drawn: `schedule`, or every frame of `timeline`.
    public var frames: FrameSchedule { schedule ?? FrameSchedule(timeline: timeline) }
    /// Font files the text may name (`RecordedTransition.fontFiles`), beside the pinned ones.
    public var fontFiles: [String] = []
    /// What the render drew around (unknown font names, missing fallback fonts), one line each.
    public let warnings = RenderWarnings()
    /// When set, a preview that plays (`preview.png` or `preview.gif`) is written beside the frames.
    public var preview: PreviewSettings?

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

/// What one render may cost, checked before any work starts: frames, pixels per frame, disk space.
public enum RenderLimits {
    /// Frames per render unless raised (`--max-frames`): 10,000 is 2 minutes 46 at 60 fps.
    public static let defaultMaxFrames = 10_000
    /// The highest `--max-frames`.
    public static let maxFramesCeiling = 1_000_000
    /// Frames of all the renders of one `--all` together unless raised (`--max-total-frames`):
    /// 20,000 is some 700 segues of a third of a second at 60 fps, minutes of drawing at 3x.
    public static let defaultMaxTotalFrames = 20_000
    /// The highest `--max-total-frames`.
    public static let maxTotalFramesCeiling = 100_000_000
    /// Pixels per frame: the largest device at 4x (iPad Pro 11", 834×1194 pt, is 15.9 Mpx).
    public static let maxPixelsPerFrame: Double = {
        let largest = Device.all.map { $0.size.width * $0.size.height }.max() ?? 0
        return largest * 16
    }()
    /// Bytes a frame is expected to take on disk, per pixel, for the free-space check (real UI
    /// frames at level 1 take 0.1–0.2; the check asks for a little more).
    static let estimatedBytesPerPixel = 0.25

    /// Throws a `RenderError` saying what is too large and how to change it.
    public static func check(_ job: RenderJob) throws {
        let size = job.recording.size
        guard job.scale.isFinite, job.scale > 0, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError("cannot render a \(size.width)×\(size.height) pt screen at scale \(job.scale): sizes and scale must be positive numbers")
        }
        let pixels = (size.width * job.scale).rounded() * (size.height * job.scale).rounded()
        guard pixels <= maxPixelsPerFrame else {
            throw RenderSettingError("a frame of \(Int(size.width))×\(Int(size.height)) pt at scale \(formatted(job.scale)) would be "
                + "\(formatted(pixels / 1e6)) megapixels, more than the limit of \(formatted(maxPixelsPerFrame / 1e6)) (the largest device at 4x); lower \(.scale)")
        }
        let d = job.timeline.duration, fps = job.timeline.fps, slow = job.frames.slow
        guard d.isFinite, fps.isFinite, slow.isFinite, d >= 0, fps > 0, slow > 0 else {
            throw RenderError("cannot sample a duration of \(d) s at \(fps) fps")
        }
        // NB: the frames drawn, so a short range of a long slow-motion render is allowed; the
        // saturating count of `Timeline` keeps a huge product finite.
        let frames = Double(job.frames.frameCount)
        guard frames <= Double(job.maxFrames) else {
            let what = "\(formatted(d)) s at \(formatted(fps)) fps"
                + (slow == 1 ? "" : " slowed \(formatted(slow))×") + (job.frames.range == nil ? "" : " in the range asked")
            let message: SettingMessage<RenderSettingError.Field> = slow == 1
                ? "\(what) is \(formatted(frames)) frames, more than the limit of \(job.maxFrames) per render; lower \(.fps) or \(.duration)"
                : "\(what) is \(formatted(frames)) frames, more than the limit of \(job.maxFrames) per render; lower \(.fps), \(.slow) or \(.duration)"
            throw RenderSettingError(message + (job.frames.range == nil ? "" : ", narrow the range") + ", or raise the limit with \(.maxFrames)", field: .maxFrames)
        }
        let parent = LocalPath.split(LocalPath.absolute(job.outputDirectory)).folder
        if let free = freeBytes(near: parent) {
            let needed = frames * pixels * estimatedBytesPerPixel
            if needed > Double(free) {
                throw RenderError("\(formatted(frames)) frames of \(formatted(pixels / 1e6)) megapixels need about "
                    + "\(megabytes(needed)), but only \(megabytes(Double(free))) is free on the disk of \(parent); free some space or render fewer frames")
            }
        }
    }

    /// Free bytes for an unprivileged user on the file system of `path` or its nearest existing ancestor.
    static func freeBytes(near path: String) -> UInt64? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        for _ in 0..<64 {
            var st = statvfs()
            if statvfs(url.path, &st) == 0 { return UInt64(st.f_bavail) * UInt64(st.f_frsize) }
            if url.path == "/" { return nil }
            url = url.deletingLastPathComponent()
        }
        return nil
    }

    static func formatted(_ v: Double) -> String {
        NumberText.string(v, decimals: 2, keepingZeros: true)
    }

    static func megabytes(_ bytes: Double) -> String {
        bytes >= 1e9 ? String(format: "%.1f GB", bytes / 1e9)
            : bytes >= 1e7 ? String(format: "%.0f MB", bytes / 1e6)
            : bytes >= 1e6 ? String(format: "%.1f MB", bytes / 1e6) : String(format: "%.0f kB", bytes / 1e3)
    }
}

/// Renders every frame of a job, its contact sheet, preview and manifest into a frame folder,
/// concurrently, streaming them to disk.
///
/// NB: each worker takes the next frame index, samples the recording, rasterizes, encodes and
/// writes, then releases the frame before taking another: at most `jobs` frames exist at once. A
/// frame's bytes depend only on its index, never on which worker drew it or when, so the output is
/// identical at any thread count. Everything goes into a staging folder beside the destination,
/// which replaces it only when every frame and the manifest are complete.
public enum FrameFolderRenderer {
    @discardableResult
    public static func render(_ job: RenderJob, statistics: RenderStatistics? = nil,
                              progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> OutputFolder.Outcome {
        try RenderLimits.check(job)
        return try OutputFolder.write(job.outputDirectory, kind: .frames, force: job.force) { staging in
            try renderFrames(job, into: staging, statistics: statistics, progress: progress)
        }
    }

    /// Every frame, the contact sheet and the manifest, into a folder that exists.
    static func renderFrames(_ job: RenderJob, into folder: String, statistics: RenderStatistics?,
                             progress: (@Sendable (Int, Int) -> Void)?) throws {
        let frames = job.frames
        let count = frames.frameCount, first = frames.indices.lowerBound
        let staging = URL(fileURLWithPath: folder)
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let failure = Mutex<Error?>(nil)
        // NB: the font set is loaded on first use (a frame's text, else the contact sheet's
        // captions); its warnings are taken once everything is drawn.
        let fonts = FontSet.with(job.fontFiles)
        let rasterizer = Rasterizer(scale: job.scale, fonts: fonts, warnings: job.warnings)
        // What the fast encoder wrote for bands of bitmap rows, for the frames that repeat them.
        let blocks = BlockCache()
        let preview = try previewBuilder(job, frameCount: count, pixels: rasterizer.pixelSize(of: job.recording.size), in: staging)
        // NB: the contact sheet is one more task, taken first, so that with two workers or more
        // it is drawn beside the frames instead of after them.
        let sheet = Mutex<[UInt8]?>(nil)
        let sheetTasks = job.contactSheet == nil ? 0 : 1
        DispatchQueue.concurrentPerform(iterations: min(job.jobs, count + sheetTasks)) { _ in
            while true {
                let task = next.add(1, ordering: .relaxed).oldValue
                if task >= count + sheetTasks || failure.withLock({ $0 != nil }) { return }
                if task < sheetTasks, let contactSheet = job.contactSheet {
                    do {
                        let info = job.info
                        let pixels = try contactSheet.render(job.recording, schedule: frames, fonts: fonts) {
                            info.progressCurve.progress(elapsed: $0, duration: info.progressDuration)
                        }
                        let png = job.encoder.encode(pixels)
                        sheet.withLock { $0 = png }
                    } catch {
                        failure.withLock { if $0 == nil { $0 = error } }
                        return
                    }
                    continue
                }
                let k = task - sheetTasks
                do {
                    try renderFrame(first + k, job: job, rasterizer: rasterizer, blocks: blocks, preview: preview.map { ($0, k) },
                                    into: staging, statistics: statistics)
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                    return
                }
                let n = done.add(1, ordering: .relaxed).newValue
                progress?(n, count)
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }

        if let png = sheet.withLock({ $0 }) {
            try AtomicFile.write(png, to: staging.appendingPathComponent(FolderLayout.contactSheet).path)
        }
        // (A set without custom files has no load warnings: it is not loaded just to ask.)
        for w in FontLibrary.shared.takeStartupWarnings() + (fonts.customFiles.isEmpty ? [] : fonts.loadWarnings) { job.warnings.add(w) }
        var manifest = Manifest(job: job, pixelSize: rasterizer.pixelSize(of: job.recording.size))
        if let preview { manifest.preview = try preview.finish() }
        try manifest.write(to: staging.appendingPathComponent(FolderLayout.manifest).path)
    }

    /// The preview's builder: it plays the frames drawn, at the render's rate (slow motion plays
    /// slowly); none for one moment, or when none is asked for.
    static func previewBuilder(_ job: RenderJob, frameCount count: Int, pixels: (width: Int, height: Int), in staging: URL) throws -> PreviewBuilder? {
        guard let settings = job.preview, count > 1 else { return nil }
        return try PreviewBuilder(settings: settings, renderScale: job.scale, timeline: Timeline(duration: Double(count - 1) / job.timeline.fps, fps: job.timeline.fps),
                                  framePixels: pixels, deflate: .forFrames(of: job.encoder, width: pixels.width, height: pixels.height),
                                  path: staging.appendingPathComponent(settings.fileName).path)
    }

    /// The frame's PNG file, and its preview frame given to the builder.
    ///
    /// NB: the preview is averaged from the frame's rows while they are in the cache: as the fast
    /// encoders read them (`PreviewTap`), or else before the encoder, right after the frame was
    /// drawn. Averaged after the encoder, it waited on memory for half its time.
    static func encode(_ frame: RenderedFrame, job: RenderJob, blocks: BlockCache, preview: (PreviewBuilder, k: Int)?) -> [UInt8] {
        guard let (builder, k) = preview else { return job.encoder.encode(frame, blocks: blocks) }
        let pixels = frame.pixels
        switch job.encoder.compression(width: pixels.width, height: pixels.height) {
        case .fast, .fastest:
            if let tap = builder.tap(pixels) {
                let png = job.encoder.encode(RenderedFrame(TappedRows(frame: pixels, tap: tap)), blocks: blocks)
                builder.add(frame: k, downscaled: tap.finish())
                return png
            }
        case .zlib, .libdeflate, .automatic: break
        }
        builder.add(frame: k, pixels: pixels)
        return job.encoder.encode(frame, blocks: blocks)
    }

    /// Frame `i`: composed, rasterized, encoded and written; `preview`: the preview it is frame
    /// `k` of.
    static func renderFrame(_ i: Int, job: RenderJob, rasterizer: Rasterizer, blocks: BlockCache, preview: (PreviewBuilder, k: Int)?,
                            into staging: URL, statistics: RenderStatistics?) throws {
        let t0 = ContinuousClock.now
        let list = Compositor.displayList(job.recording, at: job.frames.time(ofFrame: i))
        let t1 = ContinuousClock.now
        // NB: a preview needs the frame's pixels, drawn whole once; without one, a frame whose rows
        // can be made where the encoder reads them is left so (`RenderedFrame`).
        let frame = preview == nil ? try rasterizer.frame(list) : RenderedFrame(try rasterizer.render(list))
        let t2 = ContinuousClock.now
        let png = encode(frame, job: job, blocks: blocks, preview: preview)
        let t3 = ContinuousClock.now
        try AtomicFile.write(png, to: staging.appendingPathComponent(FolderLayout.frame(i)).path)
        statistics?.add(compose: t1 - t0, rasterize: t2 - t1, encode: t3 - t2, write: ContinuousClock.now - t3, bytes: png.count)
    }
}
