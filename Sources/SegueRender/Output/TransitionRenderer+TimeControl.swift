import Foundation
import SegueKit

/// What `TransitionRenderer.renderFrame` wrote: one moment of a transition.
public struct FrameOutcome: Sendable, Equatable {
    /// The transition time drawn, in seconds, and its progress (the manifest's `progress`).
    public var time: Double
    public var progress: Double
    /// Whether an existing file was replaced (only ever with `force`).
    public var replacedEarlier: Bool
    /// What the frame drew around (unknown font names, missing fallback fonts), one line each.
    public var warnings: [String] = []
}

extension TransitionRenderer {
    /// The frame job `render` runs: `job` with `settings.timeControl` applied (Reduce Motion, then
    /// the frames chosen). Throws a `TimeControlError` when the control asks for a moment or a
    /// range outside the transition.
    public static func scheduledJob(_ t: RecordedTransition, settings: RenderSettings, to folder: String,
                                    force: Bool = false) throws -> RenderJob {
        let control = settings.timeControl
        let t = control.reduceMotion ? t.reducingMotion() : t
        var job = job(t, settings: settings, to: folder, force: force)
        let schedule = try control.schedule(for: t, fps: settings.fps)
        guard !schedule.isWhole else { return job }
        job.schedule = schedule
        // NB: a one-moment folder keeps its (one-thumbnail) sheet: `render FILE --all`'s index
        // shows every segue's sheet, and the caption gives the moment's time and progress.
        if var sheet = job.contactSheet {
            let fps = RenderLimits.formatted(settings.fps)
            let subtitle = t.info.subtitle.isEmpty ? "" : t.info.subtitle + ", "
            let frames = schedule.moment.map { _ in "one moment of \(RenderLimits.formatted(t.recording.duration)) s" }
                ?? schedule.range.map { "frames \($0.lowerBound)-\($0.upperBound) of \(schedule.totalFrameCount) at \(fps) fps" }
                ?? "\(schedule.frameCount) frames at \(fps) fps"
            let slow = schedule.slow == 1 ? "" : ", slowed \(RenderLimits.formatted(schedule.slow))×"
            sheet.subtitle = "\(subtitle)\(frames)\(slow), \(t.info.curve)"
            job.contactSheet = sheet
        }
        return job
    }

    /// Renders the moment `moment` of `t` into the PNG file `file` (nothing else: no manifest).
    /// The bytes are those of the same frame in a full render when the moment falls on a frame (see
    /// `TimePoint.seconds`). An existing file is replaced only when segue wrote it as a frame, and
    /// only with `force`; never one of `inputs` (`OutputFile`, `OutputFile.Kind.frame`).
    /// `settings.timeControl.reduceMotion` applies; its other fields are replaced by `moment`.
    @discardableResult
    public static func renderFrame(_ t: RecordedTransition, at moment: TimePoint, settings: RenderSettings = RenderSettings(),
                                   to file: String, force: Bool = false, inputs: [String] = []) throws -> FrameOutcome {
        var settings = settings
        settings.timeControl = TimeControl(at: moment, reduceMotion: settings.timeControl.reduceMotion)
        let job = try scheduledJob(t, settings: settings, to: file, force: force)
        try OutputFile.checkReplaceable(file, kind: .frame, force: force, inputs: inputs)
        try RenderLimits.check(job)
        let time = job.frames.time(ofFrame: 0)
        let rasterizer = Rasterizer(scale: job.scale, fonts: FontSet.with(job.fontFiles), warnings: job.warnings)
        let pixels = try rasterizer.render(Compositor.displayList(job.recording, at: time))
        let replaced = try OutputFile.write(job.encoder.encode(pixels), to: file, kind: .frame, force: force, inputs: inputs)
        let progress = job.info.progressCurve.progress(elapsed: time, duration: job.info.progressDuration)
        return FrameOutcome(time: time, progress: progress, replacedEarlier: replaced, warnings: job.warnings.all)
    }
}
