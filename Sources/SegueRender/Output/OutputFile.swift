import Foundation
import SegueKit

/// One file segue writes on its own (`render --at T --out frame.png`, `diff --out`, `--video`,
/// `verify --junit` and `--json-out`), kept as safe as the folders of `OutputFolder`.
///
/// NB: the path is taken as written (`LocalPath`), and its folder is made when missing. An
/// existing path is replaced only when it is a regular file that segue wrote, of the same kind
/// (`Kind`), and not an input of the command; for the kinds a person may keep, only with
/// `force`. A folder, a link, a pipe, a device, or a file segue did not write is never replaced,
/// `force` or not, and is looked at with `lstat` before anything opens it. The bytes go into a
/// marked staging folder beside the target (`Staging`: removed on failure and on SIGINT, SIGTERM
/// and SIGHUP, swept after a crash), then move into place: hard-linked to the name when nothing
/// is there, so that a file that appeared meanwhile is never overwritten, or renamed over
/// segue's own file.
public enum OutputFile {
    /// Throws an `OutputFolderError` naming `option` when `path` must not be written (see the
    /// type's note). `inputs` are the files the command reads.
    public static func checkReplaceable(_ path: String, kind: Kind, force: Bool, option: String? = nil, inputs: [String] = []) throws {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw OutputFolderError("\(.target(path)) is a folder; give a file name", option: option)
        case S_IFLNK: throw OutputFolderError("\(.target(path)) is a link; choose a new name", option: option)
        case S_IFIFO: throw OutputFolderError("\(.target(path)) is a named pipe (FIFO), not a regular file; choose a new name", option: option)
        default: throw OutputFolderError("\(.target(path)) exists and is not a regular file; choose a new name", option: option)
        }
        let identity = FileIdentity(st)
        if let input = inputs.first(where: { FileIdentity(path: $0) == identity }) {
            throw OutputFolderError("\(.target(path)) is \(input == path ? "an input" : "the input \(input)") of this command; choose another name", option: option)
        }
        guard isOwn(path, kind: kind) else {
            throw OutputFolderError("\(.target(path)) already exists and is not \(kind.noun); choose a new name "
                + "(segue never replaces a file it did not write, even with \(.force))", option: option)
        }
        guard force || kind.replacesWithoutForce else {
            throw OutputFolderError("\(.target(path)) already exists (\(kind.noun)); add \(.force) to replace it, or choose a new name", option: option)
        }
    }

    /// Writes `bytes` to `path` whole, or leaves `path` as it was. Returns whether a file was replaced.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String, kind: Kind, force: Bool = false, option: String? = nil,
                             inputs: [String] = []) throws -> Bool {
        try write(to: path, kind: kind, force: force, option: option, inputs: inputs) { file in
            try AtomicFile.write(bytes, to: file)
        }
    }

    /// Writes `path` whole with `produce`, which is given the file to fill (in the staging
    /// folder), or leaves `path` as it was. Returns whether a file was replaced.
    @discardableResult
    public static func write(to path: String, kind: Kind, force: Bool = false, option: String? = nil, inputs: [String] = [],
                             _ produce: (String) throws -> Void) throws -> Bool {
        let target = LocalPath.absolute(path)
        try checkReplaceable(target, kind: kind, force: force, option: option, inputs: inputs)
        let staging = try Staging.create(for: target, option: option)
        defer { Staging.discard(staging) }
        let file = staging + "/" + LocalPath.split(target).name
        do {
            try produce(file)
        } catch let failure as AtomicFile.Failure {
            throw OutputFolderError("\(.argument)cannot write \(target): \(SystemError.reason(failure.code))", option: option)
        } catch {
            if let e = error as? OutputFolderError { throw e.replacing(file, with: target) }
            throw OutputFolderError(.init(stringLiteral: "\(error)".replacingOccurrences(of: file, with: target)), option: option)
        }
        markOwn(file, kind: kind)
        return try OutputFolder.live.withLock { _ in
            // Checked again: something may have appeared while the work was done.
            try checkReplaceable(target, kind: kind, force: force, option: option, inputs: inputs)
            var st = stat()
            var replaced = lstat(target, &st) == 0
            if !replaced {
                if link(file, target) == 0 { return false }
                let code = errno
                if code == EEXIST {
                    try checkReplaceable(target, kind: kind, force: force, option: option, inputs: inputs)
                    replaced = true
                } else if ![EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK].contains(code) {
                    throw OutputFolderError("\(.argument)cannot write \(target): \(SystemError.reason(code))", option: option)
                }
                // Otherwise a file system without hard links: the check above is as close as it gets.
            }
            guard rename(file, target) == 0 else {
                throw OutputFolderError("\(.argument)cannot write \(target): \(SystemError.reason(errno))", option: option)
            }
            return replaced
        }
    }
}
