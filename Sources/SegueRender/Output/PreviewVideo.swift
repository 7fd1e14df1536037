import Foundation

/// An MP4 (H.264, yuv420p) of a frame folder, made by `ffmpeg` when it is installed.
///
/// NB: ffmpeg is not a build dependency (it is large, and a video is an extra): it is looked up on
/// `PATH` when a video is asked for, and its absence is an error before any frame is drawn, saying
/// how to install it, since the user asked for something segue cannot make. The video is written
/// into a staging folder beside the destination and moved into place when ffmpeg succeeded
/// (`OutputFile`). An existing file is replaced only when segue wrote it (its metadata comment or
/// its `user.segue` attribute says so).
public enum VideoWriter {
    /// The metadata comment every video segue writes carries, by which it knows its own files.
    static let signature = "written by segue"
    /// How far into a file the signature is looked for (`+faststart` puts the metadata first).
    static let signatureWindow = 1 << 20

    /// The `ffmpeg` executable on `PATH`, or nil.
    public static func ffmpeg(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Throws unless `path` may be written: absent, or a video segue wrote (`OutputFile.Kind.video`).
    public static func checkDestination(_ path: String, force: Bool) throws {
        try OutputFile.checkReplaceable(path, kind: .video, force: force)
    }

    /// The size of a video and of the frames it shows.
    public struct Size: Sendable, Hashable {
        public var width: Int, height: Int
        public var frameWidth: Int, frameHeight: Int

        /// H.264 in yuv420p needs an even width and height: an odd one gains a column or a row.
        public init(frameWidth: Int, frameHeight: Int) {
            self.frameWidth = frameWidth
            self.frameHeight = frameHeight
            width = frameWidth + frameWidth % 2
            height = frameHeight + frameHeight % 2
        }

        public var isPadded: Bool { width != frameWidth || height != frameHeight }

        /// What a person is told of the padding (nil when there is none).
        public var note: String? {
            guard isPadded else { return nil }
            let added = [width > frameWidth ? "last column" : nil, height > frameHeight ? "last row" : nil].compactMap { $0 }
            return "the video is \(width) × \(height) pixels: the frames' \(frameWidth) × \(frameHeight) with their "
                + "\(added.joined(separator: " and ")) repeated, as H.264 video needs even sizes"
        }

        /// ffmpeg's filter that pads the frames with their own edge (nil when none is needed):
        /// nothing is cut off and nothing is resampled.
        var filter: String? {
            guard isPadded else { return nil }
            return "pad=\(width):\(height):0:0,fillborders=right=\(width - frameWidth):bottom=\(height - frameHeight):mode=smear"
        }
    }

    /// Encodes the frames `frame_0000.png …` of `folder` at `fps` into `path` with the `ffmpeg` at
    /// `ffmpeg`, and returns the video's size. An odd width or height gains a copy of the frames'
    /// last column or row (H.264 in yuv420p needs even sizes; nothing is cut off or resampled).
    /// `force` as in `checkDestination`.
    @discardableResult
    public static func write(frameFolder folder: String, fps: Double, to path: String, force: Bool = false,
                             ffmpeg: String) throws -> Size {
        let pixels = try Manifest.read(from: folder + "/" + FolderLayout.manifest).sizePixels
        let size = Size(frameWidth: Int(pixels.width), frameHeight: Int(pixels.height))
        try OutputFile.write(to: path, kind: .video, force: force) { file in
            try encode(frameFolder: folder, fps: fps, size: size, to: file, shownAs: path, ffmpeg: ffmpeg)
        }
        return size
    }

    /// Runs ffmpeg, which writes `file`; errors name `path`.
    static func encode(frameFolder folder: String, fps: Double, size: Size, to file: String, shownAs path: String, ffmpeg: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-nostdin", "-hide_banner", "-loglevel", "error", "-y",
            "-framerate", String(fps), "-i", folder + "/" + FolderLayout.framePattern,
        ] + (size.filter.map { ["-vf", $0] } ?? []) + [
            "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart",
            "-metadata", "comment=\(signature) \(Manifest.toolVersion)", "-f", "mp4", file,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw RenderError("the video \(path): cannot run \(ffmpeg): \(OutputFolder.describe(error))")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let line = String(decoding: message.prefix(2000), as: UTF8.self).split(separator: "\n").last.map(String.init) ?? "no message"
            throw RenderError("the video \(path): ffmpeg failed (exit \(process.terminationStatus)): \(line)")
        }
    }
}
