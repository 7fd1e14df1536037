import Foundation
import SegueKit
import SegueRender

/// A transition recorded and described, ready to be drawn at any frame rate and scale.
public struct PreparedTransition: Sendable {
    public var recording: Recording
    /// What `manifest.json` says about it.
    public var info: TransitionInfo
    /// The pixels per point of the device it was recorded for (used when the settings ask for the
    /// device's scale).
    public var deviceScale: Double
    /// The contact sheet's title, e.g. `push — push`.
    public var contactSheetTitle: String
    /// The device line of the contact sheet's subtitle, e.g. `iPhone 15 Pro, 393×852 pt`.
    public var deviceDescription: String

    public init(recording: Recording, info: TransitionInfo, deviceScale: Double, contactSheetTitle: String, deviceDescription: String) {
        self.recording = recording
        self.info = info
        self.deviceScale = deviceScale
        self.contactSheetTitle = contactSheetTitle
        self.deviceDescription = deviceDescription
    }

    /// A scenario and its recording, described exactly as `segue render` describes it (so the
    /// bytes, the contact sheet included, are the same as the command's).
    @MainActor public init(scenario s: Scenario, recording: Recording) {
        let animator = s.animator
        self.init(
            recording: recording,
            info: TransitionInfo(
                transition: s.transitionName, direction: s.directionName,
                device: s.device.name + (s.device.isLandscape ? "-landscape" : ""), curve: animator.curve,
                duration: animator.duration),
            deviceScale: s.device.scale,
            contactSheetTitle: "\(s.transitionName) — \(s.directionName)" + (s.adaptedStyle.map { " (drawn as \($0.rawValue))" } ?? ""),
            deviceDescription: "\(s.device.displayName)\(s.device.isLandscape ? " landscape" : ""), "
                + "\(Int(s.device.size.width))×\(Int(s.device.size.height)) pt")
        info.drawnAs = s.adaptedStyle?.rawValue
        info.keyframes = (animator as? KeyframeTransition)?.summary(isForward: s.isForward)
    }
}

/// How frames are drawn for a check. The defaults are those of the demo in `Renders/`: scale 1
/// and 30 fps keep goldens small enough to review and to keep in a repository; the encoder is the
/// goldens' (zlib level 9, adaptive filters), so an unchanged transition gives the same bytes as
/// its golden and the comparison stops at the byte check.
public struct RenderSettings: Sendable {
    public var fps: Double
    /// Pixels per point; nil for the device's own scale (3 on an iPhone 15 Pro).
    public var scale: Double?
    /// Frames drawn at once.
    public var jobs: Int
    public var encoder: PNGEncoder
    /// The most frames a render may have (more is an error before any work).
    public var maxFrames = RenderLimits.defaultMaxFrames

    public init(fps: Double = 30, scale: Double? = 1, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                encoder: PNGEncoder = .goldens) {
        self.fps = fps
        self.scale = scale
        self.jobs = max(1, jobs)
        self.encoder = encoder
    }
}

/// Draws prepared transitions into frame folders, as `segue render` does.
public enum TransitionRenderer {
    /// Renders every frame, the contact sheet and the manifest into `folder` (replaced when it
    /// exists; nothing half-written is left on failure).
    @discardableResult
    public static func render(_ p: PreparedTransition, settings: RenderSettings, to folder: String, force: Bool = false,
                              progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> OutputFolder.Outcome {
        let timeline = Timeline(duration: p.recording.duration, fps: settings.fps)
        var job = RenderJob(
            recording: p.recording, timeline: timeline, scale: settings.scale ?? p.deviceScale, outputDirectory: folder,
            encoder: settings.encoder, jobs: settings.jobs, info: p.info)
        job.force = force
        job.maxFrames = settings.maxFrames
        let fps = settings.fps == settings.fps.rounded() ? String(Int(settings.fps)) : String(settings.fps)
        job.contactSheet = ContactSheet(
            title: p.contactSheetTitle,
            subtitle: "\(p.deviceDescription), \(timeline.frameCount) frames at \(fps) fps, \(p.info.curve)")
        return try FrameRenderer.render(job, progress: progress)
    }
}

extension Scenario {
    /// The style UIKit draws instead of the asked one: a popover on a compact-width device is
    /// presented as a page sheet. Nil when the asked style is drawn.
    public var adaptedStyle: TransitionStyle? {
        guard case .transition = flow, style == .popover, !device.isRegularWidth else { return nil }
        return .pageSheet
    }
}
