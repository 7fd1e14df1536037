import Foundation
import SegueKit
import Synchronization

/// A folder that segue writes whole: frames, a storyboard's segues, a report, artifacts.
///
/// NB: every folder segue writes goes through `OutputFolder.write`, which keeps a user's files safe:
/// - the path is taken as written (`~` is not the home folder: see `LocalPath`);
/// - the work goes into a staging folder beside the target (`.NAME.partial-PID`, marked as
///   segue's before anything else is written in it: see `Staged`), so a failure or a signal
///   leaves the target as it was;
/// - an existing target is replaced only when it holds nothing but what segue writes, of the same
///   kind (frames, folders of frames, a report, artifacts: see `Kind` and `FolderLayout`), or,
///   with `force`, segue's output of another kind; a folder holding anything segue did not write,
///   and the protected folders, never (`ProtectedPaths`: the root, every home folder, the
///   working directory, their ancestors, and any folder holding a `.git`, a home or a mount point);
/// - the swap keeps the old folder until the new one is in place (target → `.NAME.old-PID`,
///   marked too, staging → target, then the backup goes) and puts it back when the second rename
///   fails;
/// - on SIGINT, SIGTERM and SIGHUP the staging folders in progress are removed (see
///   `installSignalHandlers`), and staging left by a process that died is swept on the next write
///   beside it: only folders that carry segue's mark.
public enum OutputFolder {
    /// What a folder segue writes holds. A folder is replaced only by one of the same kind, so
    /// that a report never replaces a user's goldens, nor a render a report.
    public enum Kind: String, Sendable {
        /// frame_0000.png …, manifest.json, contact-sheet.png, previews.
        case frames
        /// Frame folders with index.txt and index.html (`render FILE --all`).
        case collection
        /// index.html and images/ (`verify --report`).
        case report
        /// Expected, actual, diff and strip PNGs per failing frame, folders of them, and the
        /// frames rendered for a check in actual/ (`verify --artifacts`, the test library).
        case artifacts

        var noun: String {
            switch self {
            case .frames: "a frame folder"
            case .collection: "folders of frames"
            case .report: "a report"
            case .artifacts: "artifacts"
            }
        }
    }

    /// What a folder holds, as far as replacing it goes.
    public enum Contents: Equatable, Sendable {
        case empty
        case segue(Kind)
        /// Anything segue did not write, or a mixture.
        case other
    }

    /// Checks that `path` may be written as `kind`: absent, empty, or a folder of that kind that
    /// segue wrote (of any kind with `force`; never one holding a user's files). `option` is what
    /// errors call the path (`the golden`); nil: the path alone.
    public static func checkReplaceable(_ path: String, kind: Kind, force: Bool, option: String? = nil,
                                        protecting protected: ProtectedPaths = .current()) throws {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        let type = st.st_mode & S_IFMT
        if type == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR else {
                throw OutputFolderError("\(.target(path)) is a link to something that is not a folder; choose a new folder", option: option)
            }
        } else if type != S_IFDIR {
            throw OutputFolderError("\(.target(path)) exists and is not a folder; choose a new folder", option: option)
        }
        if let reason = protected.reason(path) {
            throw OutputFolderError("\(.target(path)): segue never replaces this folder (\(reason)); choose a new folder", option: option)
        }
        switch contents(of: path) {
        case .empty: return
        case .segue(let k) where k == kind || force: return
        case .segue(let k):
            throw OutputFolderError("\(.target(path)) holds \(k.noun), not \(kind.noun); choose a new folder, or add \(.force) to replace it", option: option)
        case .other:
            // `force` never reaches a user's own files: only segue's output of another kind. Said
            // only where it was given, since some callers (a golden's recorder) have no such setting.
            let even: SettingMessage<OutputFolderError.Field> = force ? " (even with \(.force))" : ""
            throw OutputFolderError("\(.target(path)) holds files that segue did not write, and segue never replaces them"
                + even + "; choose a new folder, or move those files away yourself", option: option)
        }
    }

    /// What `write` did.
    public struct Outcome: Sendable {
        /// Whether an earlier folder was replaced.
        public var replacedEarlier: Bool
    }

    /// Writes the folder `path` whole: `body` fills a fresh staging folder (its path is passed),
    /// which then replaces `path` (see the type's notes). Nothing is left behind on failure.
    @discardableResult
    public static func write(_ path: String, kind: Kind, force: Bool = false, option: String? = nil,
                             protecting protected: ProtectedPaths = .current(), _ body: (String) throws -> Void) throws -> Outcome {
        let staged = try Staged(path, kind: kind, force: force, option: option, protecting: protected)
        defer { staged.discard() }
        do {
            try body(staged.path)
        } catch {
            throw staged.naming(error)
        }
        return try staged.commit()
    }

    /// Staging folders in progress in this process.
    static let live = Mutex<Set<String>>([])

    /// Removes a file or a folder tree; no error when it is absent.
    static func removeTree(_ path: String) {
        for _ in 0..<3 {
            var st = stat()
            guard lstat(path, &st) == 0 else { return }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// An error's reason in a few words ("no space left on device"), without NSError's dump.
    public static func describe(_ error: Error) -> String {
        if let e = error as? OutputFolderError { return e.description }
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return SystemError.reason(Int32(underlying.code))
        }
        if ns.domain == NSPOSIXErrorDomain { return SystemError.reason(Int32(ns.code)) }
        if ns.domain == NSCocoaErrorDomain || ns.domain.hasPrefix("NS") { return ns.localizedDescription }
        return "\(error)"
    }
}

