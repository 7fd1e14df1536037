import Foundation
import SegueKit

/// The hidden folders beside an output that segue works in: `.NAME.partial-PID` (what is being
/// written) and `.NAME.old-PID` (the output being replaced, while the new one moves in).
///
/// NB: a folder of either name is segue's only when it holds segue's mark, a small file whose
/// text names the folder's target and process (`markText`): the staging mark is the first thing
/// written into a staging folder, and the backup mark goes into an old output just before it is
/// renamed. The sweep after a crash removes, or puts back, only what carries the mark and whose
/// process is gone; a user's `.shots.partial-4000000` is never touched.
enum Staging {
    enum Role: String {
        case staging, backup

        var suffix: String { self == .staging ? ".partial-" : ".old-" }
        var markName: String { self == .staging ? ".segue-staging" : ".segue-backup" }
    }

    /// The marks' names: left out when a folder's contents are judged.
    static let markNames: Set<String> = [Role.staging.markName, Role.backup.markName]

    /// `.NAME.partial-PID` or `.NAME.old-PID` beside `target` (absolute).
    static func path(_ role: Role, for target: String, pid: Int32 = getpid()) -> String {
        let (folder, name) = LocalPath.split(target)
        return (folder == "/" ? "" : folder) + "/." + name + role.suffix + String(pid)
    }

    static func markText(_ role: Role, name: String, pid: Int32) -> String {
        "segue \(role == .staging ? "staging folder for" : "backup of") \(name), process \(pid)\n"
    }

    /// Writes the mark of `role` into `folder`, for the output named `name`.
    static func mark(_ folder: String, _ role: Role, name: String, pid: Int32 = getpid()) throws(AtomicFile.Failure) {
        try AtomicFile.write(Array(markText(role, name: name, pid: pid).utf8), to: folder + "/" + role.markName)
    }

    /// Whether `folder` is a folder (not a link) holding the mark of `role` for `name` and `pid`.
    static func isMarked(_ folder: String, _ role: Role, name: String, pid: Int32) -> Bool {
        var st = stat()
        guard lstat(folder, &st) == 0, st.st_mode & S_IFMT == S_IFDIR,
              let text = try? FileHead.read(folder + "/" + role.markName, count: 4096)
        else { return false }
        return text == Array(markText(role, name: name, pid: pid).utf8)
    }

    /// Creates `target`'s folder if needed, sweeps what dead processes left there, and makes a
    /// marked staging folder for `target` (absolute), registered for removal on a signal.
    /// `folderMark` (a folder's kind) goes on the staging folder as its `user.segue` attribute,
    /// which it keeps when it becomes the target.
    static func create(for target: String, option: String?, folderMark: String? = nil) throws -> String {
        let (parent, name) = LocalPath.split(target)
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw OutputFolderError("\(.argument)cannot create the folder \(parent): \(OutputFolder.describe(error))", option: option)
        }
        sweepStale(in: parent)
        let path = path(.staging, for: target)
        var st = stat()
        if lstat(path, &st) == 0 {
            // Left by an earlier process that had this one's number.
            guard isMarked(path, .staging, name: name, pid: getpid()) else {
                throw OutputFolderError("\(.argument)cannot write beside \(target): \(path) is in the way and segue did not make it; move it", option: option)
            }
            OutputFolder.removeTree(path)
        }
        guard mkdir(path, 0o755) == 0 else {
            throw OutputFolderError("\(.argument)cannot write into \(parent): \(SystemError.reason(errno))", option: option)
        }
        do throws(AtomicFile.Failure) {
            try mark(path, .staging, name: name)
        } catch {
            rmdir(path)
            throw OutputFolderError("\(.argument)cannot write into \(parent): \(SystemError.reason(error.code))", option: option)
        }
        if let folderMark { ExtendedAttribute.set(path, OutputFile.attribute, Array(folderMark.utf8)) }
        OutputFolder.live.withLock { _ = $0.insert(path) }
        return path
    }

    /// Removes a staging folder this process made.
    static func discard(_ path: String) {
        OutputFolder.live.withLock { _ = $0.remove(path) }
        OutputFolder.removeTree(path)
    }

    /// Removes the marked staging folders, and puts back or removes the marked backups, that
    /// processes now gone left in `folder` (a crash or a kill -9 in the middle of a write).
    static func sweepStale(in folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(".") {
            for role in [Role.staging, .backup] {
                guard let range = entry.range(of: role.suffix, options: .backwards),
                      let pid = Int32(entry[range.upperBound...]), pid > 0, pid != getpid(),
                      kill(pid, 0) != 0, errno == ESRCH
                else { continue }
                let name = String(entry[entry.index(after: entry.startIndex)..<range.lowerBound])
                let full = folder + "/" + entry
                guard !name.isEmpty, isMarked(full, role, name: name, pid: pid) else { continue }
                var st = stat()
                if role == .backup, lstat(folder + "/" + name, &st) != 0, rename(full, folder + "/" + name) == 0 {
                    unlink(folder + "/" + name + "/" + role.markName)
                    continue
                }
                OutputFolder.removeTree(full)
            }
        }
    }
}
