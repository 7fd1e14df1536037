import Foundation
import SegueKit

extension OutputFolder {
    /// A staging folder beside its target, for work that decides late whether to keep what it
    /// wrote (`commit`) or not (`discard`, also what happens when neither is called... by `write`).
    public final class Staged: @unchecked Sendable {
        /// Where to write.
        public let path: String
        let target: String
        let backup: String
        let kind: Kind
        let force: Bool
        let option: String?
        let protected: ProtectedPaths
        private var done = false

        /// Checks the target (`checkReplaceable`), sweeps stale staging beside it, and creates the
        /// marked staging folder. `target` is taken as written (`LocalPath`).
        public init(_ target: String, kind: Kind, force: Bool = false, option: String? = nil,
                    protecting protected: ProtectedPaths = .current()) throws {
            let absolute = LocalPath.absolute(target)
            try checkReplaceable(absolute, kind: kind, force: force, option: option, protecting: protected)
            self.target = absolute
            self.kind = kind
            self.force = force
            self.option = option
            self.protected = protected
            backup = Staging.path(.backup, for: absolute)
            path = try Staging.create(for: absolute, option: option, folderMark: kind.rawValue)
        }

        /// The error as people should read it: paths inside the staging folder named as they will
        /// be in the target (`out/frame_0009.png`, not `.out.partial-123/frame_0009.png`).
        public func naming(_ error: Error) -> Error {
            if let e = error as? OutputFolderError { return e.replacing(path, with: target) }
            let text = "\(error)"
            guard text.contains(path) else { return error }
            return OutputFolderError(.init(stringLiteral: text.replacingOccurrences(of: path, with: target)), option: option)
        }

        /// Removes the staging folder; the target stays as it was.
        public func discard() {
            guard !done else { return }
            done = true
            Staging.discard(path)
        }

        /// Moves the staging folder into place, keeping the old target until the new one is in.
        @discardableResult
        public func commit() throws -> Outcome {
            precondition(!done, "a staged folder is committed or discarded once")
            // Signals are held off during the swap: one that comes now waits for the lock, then
            // finds nothing left to clean.
            return try live.withLock { stagings in
                var st = stat()
                let existed = lstat(target, &st) == 0
                let heldFiles = existed && !((try? FileManager.default.contentsOfDirectory(atPath: target))?.isEmpty ?? true)
                if existed {
                    // Checked again: something may have appeared while the work was done.
                    try checkReplaceable(target, kind: kind, force: force, option: option, protecting: protected)
                    try moveAside(isLink: st.st_mode & S_IFMT == S_IFLNK)
                }
                guard rename(path, target) == 0 else {
                    let reason = SystemError.reason(errno)
                    if existed, rename(backup, target) == 0 { unlink(target + "/" + Staging.Role.backup.markName) }
                    throw OutputFolderError("\(.argument)cannot move the new files into \(target): \(reason)", option: option)
                }
                unlink(target + "/" + Staging.Role.staging.markName)
                stagings.remove(path)
                done = true
                if existed { removeTree(backup) }
                return Outcome(replacedEarlier: heldFiles)
            }
        }

        /// Renames the target to the backup name, marked first so that a crash before the swap
        /// ends is undone by the next sweep (a link is renamed unmarked: nothing can go in it).
        private func moveAside(isLink: Bool) throws {
            let name = LocalPath.split(target).name
            var st = stat()
            if lstat(backup, &st) == 0 {
                guard Staging.isMarked(backup, .backup, name: name, pid: getpid()) else {
                    throw OutputFolderError("\(.argument)cannot replace \(target): \(backup) is in the way and segue did not make it; move it", option: option)
                }
                removeTree(backup)
            }
            if !isLink {
                do throws(AtomicFile.Failure) {
                    try Staging.mark(target, .backup, name: name)
                } catch {
                    throw OutputFolderError("\(.argument)cannot replace \(target): \(SystemError.reason(error.code))", option: option)
                }
            }
            guard rename(target, backup) == 0 else {
                let reason = SystemError.reason(errno)
                unlink(target + "/" + Staging.Role.backup.markName)
                throw OutputFolderError("\(.argument)cannot replace \(target): \(reason)", option: option)
            }
        }
    }

    /// Removes the marked staging folders and puts back or removes the marked backups that
    /// processes now gone left in `folder` (see `Staging`).
    public static func sweepStale(in folder: String) { Staging.sweepStale(in: folder) }

    /// Removes the staging folders in progress, then ends the process with 128 + the signal's
    /// number, on SIGINT, SIGTERM and SIGHUP. For the `segue` binary, not for tests.
    public static func installSignalHandlers() {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: signalQueue)
            source.setEventHandler {
                live.withLock { stagings in
                    for staging in stagings {
                        // Renamed first, so that workers still writing cannot recreate files in it.
                        let trash = staging + ".cancelled"
                        removeTree(rename(staging, trash) == 0 ? trash : staging)
                    }
                    stagings.removeAll()
                    // NB: ended with the lock held: a worker that then fails to write into the
                    // removed folder reports an error and the command returns 1, and that exit
                    // could come first (the signal's code was lost under load); its discard or
                    // commit waits on this lock instead.
                    _exit(128 + sig)
                }
            }
            source.resume()
            signalSources.append(source)
        }
    }

    private static let signalQueue = DispatchQueue(label: "segue.signals")
    /// Kept alive for the process; written once, at start-up, before any other thread exists.
    nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []
}
