import Foundation
import SegueKit
import Synchronization

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

    public static let defaultScale = 0.5
    /// Previews only shrink (the frames are beside them at full size), and not to nothing.
    public static let scaleRange: ClosedRange<Double> = 0.1...1
    /// Seconds the last frame stays before the loop starts again.
    public static let defaultHold = 1.0
    /// GIF delays are whole hundredths of a second and browsers slow any delay under 2 to 10, so a
    /// GIF shows at most 50 frames a second: above that, every n-th frame (and the last).
    public static let gifMaximumFPS = 50.0

    public var format: Format
    /// The preview's size as a fraction of the frames' (0.5: half as wide and half as high).
    public var scale: Double
    public var hold: Double

    public init(format: Format = .apng, scale: Double = PreviewSettings.defaultScale, hold: Double = PreviewSettings.defaultHold) {
        self.format = format
        self.scale = scale
        self.hold = hold
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

/// Collects the frames of a render, in any order from any thread, into a preview.
///
/// NB: frames arrive as workers finish them. A frame is encoded as soon as it and the frame before
/// it in the preview are both here (the delta between them), by whichever worker brought the second
/// one, outside the lock; then a downscaled frame is dropped once both deltas that need it are made.
/// Memory is bounded by the frames in flight, not the frame count, and each delta depends only on
/// its two frames, so the bytes do not depend on the order the frames came in.
final class PreviewBuilder: Sendable {
    let settings: PreviewSettings
    let timeline: Timeline
    let size: (width: Int, height: Int)
    let indices: [Int]
    /// How an APNG's frames are deflated (`APNGEncoder.Deflate.forFrames`).
    let deflate: APNGEncoder.Deflate
    private let position: [Int: Int]
    private let state: Mutex<State>

    private enum Encoded: Sendable {
        case apng(APNGEncoder.Frame)
        case gif(GIFEncoder.Frame)
    }

    private struct State: Sendable {
        var images: [Int: RGBAImage] = [:]
        var uses: [Int: Int] = [:]
        var encoded: [Encoded?]
    }

    init(settings: PreviewSettings, timeline: Timeline, framePixels: (width: Int, height: Int), deflate: APNGEncoder.Deflate) {
        self.settings = settings
        self.deflate = deflate
        self.timeline = timeline
        size = Downscale.size(width: framePixels.width, height: framePixels.height, scale: settings.scale)
        indices = settings.frameIndices(frameCount: timeline.frameCount, fps: timeline.fps)
        position = Dictionary(uniqueKeysWithValues: indices.enumerated().map { ($1, $0) })
        state = Mutex(State(encoded: Array(repeating: nil, count: indices.count)))
    }

    /// Whether frame `i` is in the preview.
    func wants(_ i: Int) -> Bool { position[i] != nil }

    /// Frame `i` of the render (full size, premultiplied).
    func add(frame i: Int, pixels: PixelBuffer) {
        guard let p = position[i] else { return }
        let small = Downscale.straightRGBA(
            size.width == pixels.width && size.height == pixels.height ? pixels : Downscale.area(pixels, width: size.width, height: size.height))
        // The deltas this frame completes: its own (needs p − 1) and the next one's (needs p + 1).
        let ready: [(Int, RGBAImage?, RGBAImage)] = state.withLock { s in
            s.images[p] = small
            var jobs: [(Int, RGBAImage?, RGBAImage)] = []
            if p == 0 { jobs.append((0, nil, small)) } else if let before = s.images[p - 1] { jobs.append((p, before, small)) }
            if p + 1 < indices.count, let after = s.images[p + 1] { jobs.append((p + 1, small, after)) }
            return jobs
        }
        for (q, previous, current) in ready {
            let frame: Encoded = switch settings.format {
            case .apng: .apng(APNGEncoder.frame(previous: previous, current: current, deflate: deflate))
            case .gif: .gif(GIFEncoder.frame(previous: previous, current: current))
            }
            state.withLock { s in
                s.encoded[q] = frame
                // Frame q is needed by deltas q and q + 1; q − 1 by q − 1 and q.
                for k in [q - 1, q] where k >= 0 {
                    s.uses[k, default: 0] += 1
                    if s.uses[k] == (k + 1 < indices.count ? 2 : 1) { s.images[k] = nil }
                }
            }
        }
    }

    /// The file's bytes and what the manifest says of it, once every frame was added.
    func finish() throws -> (bytes: [UInt8], summary: PreviewSummary) {
        let frames = state.withLock { $0.encoded }
        let times = indices.map { timeline.time(ofFrame: $0) }
        let step = settings.step(fps: timeline.fps)
        let bytes: [UInt8]
        switch settings.format {
        case .apng:
            let delays = times.indices.map { k in
                k + 1 < times.count ? Self.fraction(seconds: times[k + 1] - times[k], fps: timeline.fps) : Self.fraction(seconds: settings.hold, fps: 1)
            }
            bytes = APNGEncoder.file(width: size.width, height: size.height, frames: frames.map { guard case .apng(let f)? = $0 else { preconditionFailure("a frame never came") }; return f },
                                     delays: delays)
        case .gif:
            // Centiseconds from rounded times, so that rounding never accumulates.
            let delays = times.indices.map { k in
                k + 1 < times.count ? max(2, Int((times[k + 1] * 100).rounded()) - Int((times[k] * 100).rounded())) : Int((settings.hold * 100).rounded())
            }
            bytes = try GIFEncoder.file(width: size.width, height: size.height, frames: frames.map { guard case .gif(let f)? = $0 else { preconditionFailure("a frame never came") }; return f },
                                        delays: delays)
        }
        let summary = PreviewSummary(file: settings.fileName, format: settings.format.rawValue, frameCount: indices.count,
                                     width: size.width, height: size.height, scale: settings.scale,
                                     frameDelay: (Double(step) / timeline.fps * 1e6).rounded() / 1e6, lastFrameDelay: settings.hold, loops: 0)
        return (bytes, summary)
    }

    /// `seconds` as an APNG delay fraction (16-bit numerator and denominator): whole frames over
    /// the frame rate when it is a whole number, else ten-thousandths; at least one unit.
    static func fraction(seconds: Double, fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        let frames = seconds * fps
        if fps == fps.rounded(), fps <= 65535, abs(frames - frames.rounded()) < 1e-6, frames.rounded() <= 65535 {
            return (UInt16(max(1, frames.rounded())), UInt16(fps))
        }
        return (UInt16(min(65535, max(1, (seconds * 10_000).rounded()))), 10_000)
    }
}
