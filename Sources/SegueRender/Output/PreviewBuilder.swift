import Foundation
import SegueKit
import Synchronization

/// Collects the frames of a render, in any order from any thread, into a preview written to disk
/// as it grows.
///
/// NB: frames arrive as workers finish them. A frame is encoded as soon as it and the frame before
/// it in the preview are both here (the delta between them), by whichever worker brought the second
/// one, outside the lock; then a downscaled frame is dropped once both deltas that need it are made.
/// Encoded frames are written to the file in order as soon as every earlier one is written (the
/// header, with the frame count and every delay, is known up front), so memory is bounded by the
/// frames in flight, not the frame count: a preview of 10,000 frames holds no more than one of
/// ten. Each delta depends only on its two frames, so the bytes do not depend on the order the
/// frames came in.
final class PreviewBuilder: Sendable {
    let settings: PreviewSettings
    /// The preview's size over the frames' (`PreviewSettings.scale(forRenderScale:)`).
    let scale: Double
    let timeline: Timeline
    let size: (width: Int, height: Int)
    let indices: [Int]
    /// How an APNG's frames are deflated (`APNGEncoder.Deflate.forFrames`).
    let deflate: APNGEncoder.Deflate
    private let position: [Int: Int]
    private let state: Mutex<State>
    private let output: Mutex<Output>

    private enum Encoded: Sendable {
        case apng(APNGEncoder.Frame)
        case gif(GIFEncoder.Frame)
    }

    private struct State: Sendable {
        var images: [Int: RGBAImage] = [:]
        var uses: [Int: Int] = [:]
        /// Encoded frames waiting for an earlier one to be written.
        var encoded: [Int: Encoded] = [:]
        /// The most encoded frames that waited at once (for the tests of the bound).
        var mostWaiting = 0
    }

    /// The file and the stream that writes into it, used by one thread at a time.
    private struct Output: @unchecked Sendable {
        var file: StreamedFile
        var apng: APNGEncoder.Stream?
        var gif: GIFEncoder.Stream?
        var apngDelays: [(numerator: UInt16, denominator: UInt16)] = []
        var gifDelays: [Int] = []
        /// Preview frames written so far.
        var written = 0
        var failure: (any Error)?
    }

    /// Starts the preview at `path` (written as `path.tmp` until `finish`), of frames drawn at
    /// `renderScale` pixels a point.
    init(settings: PreviewSettings, renderScale: Double, timeline: Timeline, framePixels: (width: Int, height: Int),
         deflate: APNGEncoder.Deflate, path: String) throws {
        self.settings = settings
        scale = settings.scale(forRenderScale: renderScale)
        self.deflate = deflate
        self.timeline = timeline
        size = Downscale.size(width: framePixels.width, height: framePixels.height, scale: scale)
        indices = settings.frameIndices(frameCount: timeline.frameCount, fps: timeline.fps)
        position = Dictionary(uniqueKeysWithValues: indices.enumerated().map { ($1, $0) })
        state = Mutex(State())
        let file = try StreamedFile(path)
        var output = Output(file: file)
        let times = indices.map { timeline.time(ofFrame: $0) }
        switch settings.format {
        case .apng:
            output.apngDelays = times.indices.map { k in
                k + 1 < times.count ? Self.fraction(seconds: times[k + 1] - times[k], fps: timeline.fps) : Self.fraction(seconds: settings.hold, fps: 1)
            }
            output.apng = try APNGEncoder.Stream(width: size.width, height: size.height, frameCount: indices.count, sink: file.write)
        case .gif:
            // Centiseconds from rounded times, so that rounding never accumulates.
            output.gifDelays = times.indices.map { k in
                k + 1 < times.count ? max(2, Int((times[k + 1] * 100).rounded()) - Int((times[k] * 100).rounded())) : Int((settings.hold * 100).rounded())
            }
            output.gif = try GIFEncoder.Stream(width: size.width, height: size.height, sink: file.write)
        }
        self.output = Mutex(output)
    }

    /// Whether frame `i` is in the preview.
    func wants(_ i: Int) -> Bool { position[i] != nil }

    /// The most encoded frames that waited at once for an earlier one.
    var mostWaiting: Int { state.withLock { $0.mostWaiting } }

    /// Frame `i` of the render (full size, premultiplied).
    func add(frame i: Int, pixels: PixelBuffer) {
        guard position[i] != nil else { return }
        add(frame: i, downscaled: Downscale.straightArea(pixels, width: size.width, height: size.height))
    }

    /// A tap that averages `pixels`' preview frame as an encoder reads its rows (`PreviewTap`),
    /// for `add(frame:downscaled:)`; nil where the preview is not a whole fraction of the frame.
    func tap(_ pixels: PixelBuffer) -> PreviewTap? { PreviewTap(pixels, width: size.width, height: size.height) }

    /// Frame `i` of the render, already downscaled to the preview's size (straight R G B A).
    func add(frame i: Int, downscaled small: RGBAImage) {
        guard let p = position[i] else { return }
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
                s.mostWaiting = max(s.mostWaiting, s.encoded.count)
                // Frame q is needed by deltas q and q + 1; q − 1 by q − 1 and q.
                for k in [q - 1, q] where k >= 0 {
                    s.uses[k, default: 0] += 1
                    if s.uses[k] == (k + 1 < indices.count ? 2 : 1) { s.images[k] = nil }
                }
            }
            writeReady()
        }
    }

    /// Writes every encoded frame whose predecessors are all written.
    ///
    /// NB: frames are taken from the state while the output's lock is held, so two workers can
    /// never write the frames they took out of order.
    private func writeReady() {
        output.withLock { out in
            let next = out.written
            let frames: [Encoded] = state.withLock { s in
                var taken: [Encoded] = []
                while let f = s.encoded.removeValue(forKey: next + taken.count) { taken.append(f) }
                return taken
            }
            guard out.failure == nil else { return }
            do {
                for frame in frames {
                    switch frame {
                    case .apng(let f): try out.apng!.append(f, delay: out.apngDelays[out.written])
                    case .gif(let f): try out.gif!.append(f, delay: out.gifDelays[out.written])
                    }
                    out.written += 1
                }
            } catch {
                out.failure = error
            }
        }
    }

    /// Ends the file once every frame was added, and says what the manifest says of it.
    func finish() throws -> PreviewSummary {
        try output.withLock { out in
            if let failure = out.failure { throw failure }
            precondition(out.written == indices.count, "\(indices.count - out.written) preview frames never came")
            try out.apng?.finish()
            try out.gif?.finish()
            try out.file.finish()
        }
        let step = settings.step(fps: timeline.fps)
        return PreviewSummary(file: settings.fileName, format: settings.format.rawValue, frameCount: indices.count,
                              width: size.width, height: size.height, scale: (scale * 1e6).rounded() / 1e6,
                              frameDelay: (Double(step) / timeline.fps * 1e6).rounded() / 1e6, lastFrameDelay: settings.hold, loops: 0)
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
