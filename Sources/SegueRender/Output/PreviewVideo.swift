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

    /// The error when ffmpeg is not installed.
    public static let missingFFmpeg = "--video needs ffmpeg, which is not installed: install it with scripts/setup --bench "
        + "or apt-get install ffmpeg, or leave out --video (the frames and the preview need nothing more)"

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
        try OutputFile.checkReplaceable(path, kind: .video, force: force, option: "--video")
    }

    /// Encodes the frames `frame_0000.png …` of `folder` at `fps` into `path` with the `ffmpeg` at
    /// `ffmpeg`. Odd sizes lose their last column or row (H.264 in yuv420p needs even ones; nothing
    /// is resampled). `force` as in `checkDestination`.
    public static func write(frameFolder folder: String, fps: Double, to path: String, force: Bool = false,
                             ffmpeg: String) throws {
        try OutputFile.write(to: path, kind: .video, force: force, option: "--video") { file in
            try encode(frameFolder: folder, fps: fps, to: file, shownAs: path, ffmpeg: ffmpeg)
        }
    }

    /// Runs ffmpeg, which writes `file`; errors name `path`.
    static func encode(frameFolder folder: String, fps: Double, to file: String, shownAs path: String, ffmpeg: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-nostdin", "-hide_banner", "-loglevel", "error", "-y",
            "-framerate", String(fps), "-i", folder + "/" + FolderLayout.framePattern,
            "-vf", "crop=trunc(iw/2)*2:trunc(ih/2)*2",
            "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart",
            "-metadata", "comment=\(signature) \(Manifest.toolVersion)", "-f", "mp4", file,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw RenderError("--video: cannot run \(ffmpeg): \(OutputFolder.describe(error))")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let line = String(decoding: message.prefix(2000), as: UTF8.self).split(separator: "\n").last.map(String.init) ?? "no message"
            throw RenderError("--video \(path): ffmpeg failed (exit \(process.terminationStatus)): \(line)")
        }
    }
}
