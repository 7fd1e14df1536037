import Foundation

/// One file segue writes on its own (`segue render --at T --out frame.png`), kept as safe as the
/// folders of `OutputFolder`.
///
/// NB: a folder can be recognised as segue's by its names; a single PNG cannot (a frame segue
/// wrote and a screenshot of yours look alike), so an existing file is replaced only with `force`,
/// and never when it is a folder, a link or anything but a regular file. The bytes go to a hidden
/// staging file beside the target (`.NAME.partial-PID`, removed on failure and on SIGINT, SIGTERM
/// and SIGHUP), which is then hard-linked to the target name (without `force`: the link fails if a
/// file appeared meanwhile, so nothing is ever overwritten) or renamed over it (with `force`).
public enum OutputFile {
    /// Throws an `OutputFolderError` when `path` must not be written (see the type's note).
    public static func checkReplaceable(_ path: String, force: Bool, option: String = "--out") throws {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            guard force else {
                throw OutputFolderError("\(option) \(path) already exists, and segue cannot tell a frame it wrote from a file of yours; "
                    + "choose a new name, or add --force to replace it")
            }
        case S_IFDIR:
            throw OutputFolderError("\(option) \(path) is a folder; give a file name ending in .png for one frame, or a folder name without .png")
        case S_IFLNK: throw OutputFolderError("\(option) \(path) is a link; choose a new name")
        default: throw OutputFolderError("\(option) \(path) exists and is not a regular file; choose a new name")
        }
    }

    /// Writes `bytes` to `path` whole, or leaves `path` as it was. Returns whether a file was replaced.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String, force: Bool = false, option: String = "--out") throws -> Bool {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let target = url.path
        let parent = url.deletingLastPathComponent()
        try checkReplaceable(target, force: force, option: option)
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw OutputFolderError("\(option): cannot create the folder \(parent.path): \(OutputFolder.describe(error))")
        }
        sweepStale(besides: target)
        let staging = parent.appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)").path
        OutputFolder.live.withLock { _ = $0.insert(staging) }
        defer {
            OutputFolder.live.withLock { _ = $0.remove(staging) }
            unlink(staging)
        }
        do {
            try FrameRenderer.writeAtomically(bytes, to: staging)
        } catch {
            throw OutputFolderError("\(option): cannot write \(target): \("\(error)".replacingOccurrences(of: staging, with: target))")
        }
        return try OutputFolder.live.withLock { _ in
            try checkReplaceable(target, force: force, option: option)
            var st = stat()
            let existed = lstat(target, &st) == 0
            if force {
                guard rename(staging, target) == 0 else {
                    throw OutputFolderError("\(option): cannot write \(target): \(OutputFolder.reason(errno))")
                }
            } else if link(staging, target) != 0 {
                let code = errno
                if code == EEXIST { try checkReplaceable(target, force: false, option: option) }
                // A file system without hard links: the check above is as close as it gets.
                guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV].contains(code), rename(staging, target) == 0 else {
                    throw OutputFolderError("\(option): cannot write \(target): \(OutputFolder.reason(code))")
                }
            }
            return existed
        }
    }

    /// Removes what a segue process that died (`kill -9`, a power cut) left while writing `target`:
    /// the regular files named `.NAME.partial-PID` (a frame, `--at`) or `.NAME.partial-PID.mp4`
    /// (`--video`) beside it, whose process no longer exists. Only that name, only regular files.
    public static func sweepStale(besides target: String) {
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(url.lastPathComponent).partial-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in entries where name.hasPrefix(prefix) {
            var rest = name.dropFirst(prefix.count)
            if rest.hasSuffix(".mp4") { rest = rest.dropLast(4) }
            guard let pid = Int32(rest), pid > 0, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let full = folder + "/" + name
            var st = stat()
            guard lstat(full, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
            unlink(full)
        }
    }
}
