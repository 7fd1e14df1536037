import Foundation

/// A preview that plays: the frames, scaled down, as one looping animated image beside them in the
/// frame folder (`preview.png`, an APNG, or `preview.gif`), at the render's frame rate, holding the
/// last frame a moment before it starts again.
public struct PreviewSettings: Sendable, Equatable {
    public enum Format: String, Sendable, CaseIterable {
        /// Animated PNG: exact colours, alpha; every current browser plays it (`preview.png`).
        case apng
        /// GIF: 256 colours a frame, binary transparency; plays everywhere (`preview.gif`).
        case gif
    }

    /// The largest size a preview takes by default, over the frames': half as wide and half as high.
    public static let defaultScale = 0.5
    /// Previews only shrink (the frames are beside them at full size), and not to nothing.
    public static let scaleRange: ClosedRange<Double> = 0.1...1
    /// Seconds the last frame stays before the loop starts again.
    public static let defaultHold = 1.0
    /// GIF delays are whole hundredths of a second and browsers slow any delay under 2 to 10, so a
    /// GIF shows at most 50 frames a second: above that, every n-th frame (and the last).
    public static let gifMaximumFPS = 50.0

    public var format: Format
    /// The preview's size as a fraction of the frames' (0.5: half as wide and half as high); nil
    /// (the default) for the screen's size in points, at most half the frames' size
    /// (`scale(forRenderScale:)`).
    public var scale: Double?
    public var hold: Double

    public init(format: Format = .apng, scale: Double? = nil, hold: Double = PreviewSettings.defaultHold) {
        self.format = format
        self.scale = scale
        self.hold = hold
    }

    /// The preview's size over the frames' for frames drawn at `renderScale` pixels a point: `scale`
    /// when set, else the screen's size in points (1/3 of a 3x render, whose whole 3 × 3 blocks
    /// average fastest) but no more than half the frames' size (`defaultScale`, for renders at 1x
    /// and 2x). A preview is for watching the motion, at about the size the phone shows it.
    public func scale(forRenderScale renderScale: Double) -> Double {
        if let scale { return scale }
        guard renderScale.isFinite, renderScale > 0 else { return Self.defaultScale }
        return max(Self.scaleRange.lowerBound, min(Self.defaultScale, 1 / renderScale))
    }

    /// `preview.png` or `preview.gif`.
    public var fileName: String { FolderLayout.preview(format) }

    /// The frames shown: all of them, or for a GIF above `gifMaximumFPS` every n-th one and the last.
    public func frameIndices(frameCount n: Int, fps: Double) -> [Int] {
        let step = self.step(fps: fps)
        var indices = Array(Swift.stride(from: 0, to: n, by: step))
        if indices.last != n - 1 { indices.append(n - 1) }
        return indices
    }

    /// 1, or for a GIF above `gifMaximumFPS` the smallest step that brings the rate under it.
    public func step(fps: Double) -> Int {
        format == .gif && fps > Self.gifMaximumFPS ? Int((fps / Self.gifMaximumFPS).rounded(.up)) : 1
    }
}

/// What the manifest says about the preview.
public struct PreviewSummary: Codable, Equatable, Sendable {
    /// `preview.png` or `preview.gif`.
    public var file: String
    /// `apng` or `gif`.
    public var format: String
    public var frameCount: Int
    public var width: Int
    public var height: Int
    /// The preview's size over the frames' (`--preview-scale`).
    public var scale: Double
    /// Seconds each frame shows (every frame but the last): 1 / fps, or n / fps when a GIF shows
    /// every n-th frame.
    public var frameDelay: Double
    /// Seconds the last frame shows before the animation starts again.
    public var lastFrameDelay: Double
    /// How many times it plays; 0: forever.
    public var loops: Int
}
