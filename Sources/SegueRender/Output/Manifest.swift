import Foundation
import SegueKit

/// What a frame folder holds, for people and for golden comparisons.
public struct Manifest: Codable, Equatable, Sendable {
    /// Everything that changes pixels: the tool, the libraries that draw and encode, the fonts.
    /// Fields after `libpng` are optional so that manifests written before they existed still read.
    public struct Versions: Codable, Equatable, Sendable {
        public var segue: String
        public var cairo: String
        public var libpng: String
        public var pixman: String?
        public var freetype: String?
        public var zlib: String?
        /// What deflated the frames when it was not zlib: `libdeflate 1.14`, or `segue` (the
        /// `fast` and `fastest` encoders); absent for zlib.
        public var deflate: String?
        /// Each font file the rasterizer draws text with: `DejaVuSans.ttf sha256:…`.
        public var fonts: [String]?
        /// Pango and HarfBuzz, which lay out and shape the text: `1.50.12`, `6.0.0`.
        public var pango: String?
        public var harfbuzz: String?

        public init(segue: String, cairo: String, libpng: String, pixman: String? = nil, freetype: String? = nil,
                    zlib: String? = nil, fonts: [String]? = nil, pango: String? = nil, harfbuzz: String? = nil) {
            self.segue = segue
            self.cairo = cairo
            self.libpng = libpng
            self.pixman = pixman
            self.freetype = freetype
            self.zlib = zlib
            self.fonts = fonts
            self.pango = pango
            self.harfbuzz = harfbuzz
        }

        /// This process's versions, with the fonts of the system set.
        public static var current: Versions { current(fonts: .system) }

        /// This process's versions, with every font file `fonts` loaded (pinned, fallback, custom).
        public static func current(fonts: FontSet) -> Versions {
            let library = FontLibrary.shared
            return Versions(
                segue: Manifest.toolVersion, cairo: cairoVersion, libpng: PNGEncoder.libpngVersion,
                pixman: pixmanVersion, freetype: library.freetypeVersion, zlib: zlibVersionString,
                fonts: fonts.manifestFiles.map(library.manifestEntry), pango: pangoVersion, harfbuzz: harfbuzzVersion)
        }

        /// Each component and its version, in a fixed order, for comparisons and messages.
        public var components: [(name: String, version: String)] {
            [("segue", segue), ("Cairo", cairo), ("pixman", pixman ?? "unknown"), ("FreeType", freetype ?? "unknown"),
             ("libpng", libpng), ("zlib", zlib ?? "unknown")]
                + (pango.map { [("Pango", $0)] } ?? []) + (harfbuzz.map { [("HarfBuzz", $0)] } ?? [])
                + (deflate.map { [("deflate", $0)] } ?? [])
                + (fonts ?? []).map { entry in
                    let parts = entry.split(separator: " ", maxSplits: 1)
                    return ("font " + String(parts.first ?? ""), String(parts.count > 1 ? parts[1] : ""))
                }
        }
    }
    public struct Frame: Codable, Equatable, Sendable {
        public var file: String
        public var time: Double
        public var progress: Double
    }
    public struct Dimensions: Codable, Equatable, Sendable {
        public var width: Double
        public var height: Double
    }

    public var versions: Versions
    public var transition: String
    /// The storyboard file and segue it was recorded from (absent for other sources).
    public var storyboard: StoryboardOrigin?
    /// What was drawn instead of `transition` when UIKit adapts it (see `TransitionInfo.drawnAs`).
    public var drawnAs: String?
    /// A keyframe transition's file, hash and segment curves (see `KeyframeSummary`).
    public var keyframes: KeyframeSummary?
    public var direction: String
    public var device: String
    public var sizePoints: Dimensions
    public var sizePixels: Dimensions
    public var scale: Double
    public var duration: Double
    public var fps: Double
    public var curve: String
    public var frameCount: Int
    public var frames: [Frame]
    /// The part of the timeline drawn when it is not all of it (`--frames`, `--time`).
    public var range: FrameRange?
    /// The slow-motion factor when it is not 1 (`--slow`): frames are `1 / (fps × slow)` s of
    /// transition time apart; each frame's `time` stays the transition's own.
    public var slow: Double?
    /// The one moment drawn (`--at`).
    public var at: Moment?
    /// What Reduce Motion replaced (`--reduce-motion`).
    public var reduceMotion: ReduceMotionNote?
    /// What the frames show that is not the app's real content (`TransitionInfo.approximations`,
    /// and the symbols the recording shows that its source did not note);
    /// absent when there is none, so that the manifests of faithful renders keep their bytes.
    public var approximations: [Approximation]?

    /// A range of frames, by global index (the files keep them) and by transition time.
    public struct FrameRange: Codable, Equatable, Sendable {
        public var firstFrame: Int
        public var lastFrame: Int
        public var firstTime: Double
        public var lastTime: Double
        /// Frames of the whole render at these settings.
        public var totalFrames: Int
    }

    /// A single moment: its time and progress.
    public struct Moment: Codable, Equatable, Sendable {
        public var time: Double
        public var progress: Double
    }
    /// The preview that plays beside the frames (absent with `--preview none`, and in manifests
    /// written before previews existed).
    public var preview: PreviewSummary?

    public static let toolVersion = "0.1.0"

    init(job: RenderJob, pixelSize: (width: Int, height: Int)) {
        versions = .current(fonts: FontSet.with(job.fontFiles))
        let deflater = job.encoder.deflater(width: pixelSize.width, height: pixelSize.height)
        if deflater != "zlib" { versions.deflate = deflater }
        transition = job.info.transition.rawValue
        storyboard = job.info.storyboard
        drawnAs = job.info.drawnAs
        keyframes = job.info.keyframes
        direction = job.info.direction.rawValue
        device = job.info.device
        sizePoints = Dimensions(width: job.recording.size.width, height: job.recording.size.height)
        sizePixels = Dimensions(width: Double(pixelSize.width), height: Double(pixelSize.height))
        scale = job.scale
        duration = job.timeline.duration
        fps = job.timeline.fps
        curve = job.info.curve
        let schedule = job.frames
        let info = job.info
        func rounded(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
        func progress(_ t: Double) -> Double { rounded(info.progressCurve.progress(elapsed: t, duration: info.progressDuration)) }
        frameCount = schedule.frameCount
        frames = schedule.indices.map { i in
            let t = schedule.time(ofFrame: i)
            return Frame(file: FolderLayout.frame(i), time: rounded(t), progress: progress(t))
        }
        if let r = schedule.range {
            range = FrameRange(firstFrame: r.lowerBound, lastFrame: r.upperBound, firstTime: rounded(schedule.time(ofFrame: r.lowerBound)),
                               lastTime: rounded(schedule.time(ofFrame: r.upperBound)), totalFrames: schedule.totalFrameCount)
        }
        if schedule.slow != 1 { slow = schedule.slow }
        if let t = schedule.moment { at = Moment(time: rounded(t), progress: progress(t)) }
        reduceMotion = info.reduceMotion
        let all = Self.approximations(noted: info.approximations, in: job.recording)
        approximations = all.isEmpty ? nil : all
    }

    /// What a transition's frames show that is not the app's real content, as its manifest lists
    /// it (and a render's index and count line, which must agree): what its source `noted`, then
    /// the symbols `recording` shows that the source did not note (app code sets them, and a
    /// container's own glyphs such as a tab bar's More item): the renderer draws them from the
    /// stand-in icon font.
    public static func approximations(noted: [Approximation], in recording: Recording) -> [Approximation] {
        let known = Set(noted.map { [$0.kind.rawValue, $0.subject] })
        return noted + SymbolGlyph.approximations(in: recording).filter { !known.contains([$0.kind.rawValue, $0.subject]) }
    }

    /// Reads a manifest: a regular file of at most `maximumFileBytes` (`InputFile`, whose error
    /// names the path), then JSON (a `DecodingError`).
    public static func read(from path: String) throws -> Manifest {
        let bytes = try InputFile.read(path, maximumBytes: maximumFileBytes)
        return try JSONDecoder().decode(Manifest.self, from: Data(bytes))
    }

    /// Far more than the manifest of any render needs (about 100 bytes a frame).
    public static let maximumFileBytes = 64 << 20

    /// Writes pretty, key-sorted JSON (stable bytes), atomically.
    func write(to path: String) throws {
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(Array(try enc.encode(self)) + Array("\n".utf8), to: path)
    }
}
