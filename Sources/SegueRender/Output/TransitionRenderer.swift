import Foundation
import SegueKit

/// How a recorded transition is drawn: the same defaults from every entry point (`segue render`
/// in all its forms, `TransitionGoldens`, a test), so a golden made one way matches one made
/// another way.
///
/// NB: scale 1 and 30 fps keep goldens small enough to review and to keep in a repository. The
/// encoder is the goldens' (libdeflate level 6, no row filters), so an unchanged transition gives a
/// golden's bytes and a comparison stops at the byte check. (`Renders/` itself is drawn at 6 fps,
/// with level 12 and no preview, `scripts/goldens.txt`, to stay a few MB.) Ask for
/// more explicitly: `scale: nil` (or `--scale device`) for the device's own scale, `--fps 60`,
/// `--compression 1` or `fastest` for faster encoding, `12` for the smallest files.
public struct RenderSettings: Sendable {
    public static let defaultFPS: Double = 30
    public static let defaultScale: Double = 1
    /// The frame rates and scales every entry point takes (`--fps`, `--scale`).
    public static let fpsRange: ClosedRange<Double> = 1...240
    public static let scaleRange: ClosedRange<Double> = 0.25...4

    public var fps: Double
    /// Pixels per point; nil for the device's own scale (3 on an iPhone 15 Pro).
    public var scale: Double?
    /// Frames drawn at once; the bytes do not depend on it.
    public var jobs: Int
    public var encoder: PNGEncoder
    /// The most frames a render may have (more is an error before any work).
    public var maxFrames: Int
    /// The most frames all the renders of one `--all` may have together (`StoryboardRenders`,
    /// `ProjectRenders`: counted before any frame is drawn).
    public var maxTotalFrames = RenderLimits.defaultMaxTotalFrames
    /// One moment, a range, slow motion, Reduce Motion (`TimeControl`); the default draws every
    /// frame in real time.
    public var timeControl = TimeControl()
    /// The preview written beside the frames (an APNG at half size by default); nil for none.
    public var preview: PreviewSettings? = PreviewSettings()

    public init(fps: Double = RenderSettings.defaultFPS, scale: Double? = RenderSettings.defaultScale,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, encoder: PNGEncoder = .goldens,
                maxFrames: Int = RenderLimits.defaultMaxFrames) {
        self.fps = fps
        self.scale = scale
        self.jobs = max(1, jobs)
        self.encoder = encoder
        self.maxFrames = maxFrames
    }

    /// The scale a transition recorded for a device of `deviceScale` is drawn at.
    public func scale(forDeviceScale deviceScale: Double) -> Double { scale ?? deviceScale }
}

/// What a render wrote.
public struct RenderOutcome: Sendable, Equatable {
    /// Frames written (`round(duration × fps) + 1`, or what `RenderSettings.timeControl` chose).
    public var frameCount: Int
    /// Whether an earlier render in the folder was replaced.
    public var replacedEarlier: Bool
    /// What the render drew around, one line each (`RenderWarnings`): print them.
    public var warnings: [String] = []
}

/// THE renderer: a recorded transition → a frame folder (every frame, `contact-sheet.png`,
/// `manifest.json`), staged beside the destination and swapped in only when complete
/// (`OutputFolder`). The command line, the goldens and the tests all draw through it.
public enum TransitionRenderer {
    /// Renders `t` into `folder`, replacing an earlier render there (or, with `force`, a folder
    /// of files segue did not write; never a protected one). Nothing half-written is left on failure.
    @discardableResult
    public static func render(_ t: RecordedTransition, settings: RenderSettings = RenderSettings(), to folder: String,
                              force: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> RenderOutcome {
        let job = try scheduledJob(t, settings: settings, to: folder, force: force)
        let outcome = try FrameFolderRenderer.render(job, progress: progress)
        return RenderOutcome(frameCount: job.frames.frameCount, replacedEarlier: outcome.replacedEarlier, warnings: job.warnings.all)
    }

    /// The frame job of every frame in real time (`scheduledJob` applies `settings.timeControl`).
    public static func job(_ t: RecordedTransition, settings: RenderSettings, to folder: String, force: Bool = false) -> RenderJob {
        let timeline = Timeline(duration: t.recording.duration, fps: settings.fps)
        let scale = settings.scale(forDeviceScale: t.info.deviceScale)
        // NB: images of at least twice the frames' pixel density (3x screenshots in a scale-1
        // render) are box-averaged once to it, as the contact sheet's are: Cairo's GOOD filter
        // otherwise builds a 3×3-pixel convolution for every pixel of every frame, 7.7 G of the
        // 9.4 G instructions of a 16-frame render of two 3x screenshots at scale 1.
        var job = RenderJob(
            recording: ContactSheet.prefiltered(t.recording, thumbnailScale: scale), timeline: timeline, scale: scale,
            outputDirectory: folder, encoder: settings.encoder, jobs: settings.jobs, info: t.info)
        job.force = force
        job.maxFrames = settings.maxFrames
        job.fontFiles = t.fontFiles
        job.preview = settings.preview
        let fps = NumberText.string(settings.fps)
        let subtitle = t.info.subtitle.isEmpty ? "" : t.info.subtitle + ", "
        job.contactSheet = ContactSheet(
            title: t.info.title,
            subtitle: "\(subtitle)\(timeline.frameCount) frames at \(fps) fps, \(t.info.curve)")
        return job
    }
}
