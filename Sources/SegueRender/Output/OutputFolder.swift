import Foundation
import Synchronization

/// A folder that segue writes whole: frames, a storyboard's segues, a report, artifacts.
///
/// NB: every folder segue writes goes through `OutputFolder.write`, which keeps a user's files safe:
/// - the work goes into a staging folder beside the target (`.NAME.partial-PID`), so a failure or
///   a signal leaves the target as it was;
/// - an existing target is replaced only when it holds nothing but what segue writes, of the same
///   kind (frames, folders of frames, a report, artifacts: see `Kind`), or with `force`;
///   the working directory, its ancestors, the home folder and any folder holding `.git` never;
/// - the swap keeps the old folder until the new one is in place (target → `.NAME.old-PID`,
///   staging → target, then the backup goes) and puts it back when the second rename fails;
/// - on SIGINT, SIGTERM and SIGHUP the staging folders in progress are removed (see
///   `installSignalHandlers`), and staging left by a process that died is swept on the next write
///   beside it.
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

    static let frameFolderFiles: Set<String> = ["manifest.json", "contact-sheet.png", "preview.png", "preview.gif"]
    static let artifactFiles: Set<String> = ["manifest.expected.json", "manifest.actual.json", "contact-sheet.expected.png",
                                             "contact-sheet.actual.png", "contact-sheet.diff.png", "contact-sheet.strip.png"]
    static let artifactKinds: Set<String> = ["expected", "actual", "diff", "strip"]

    /// `frame_0003.png` (nil kind) or `frame_0003.diff.png` (kind `diff`); nil for anything else.
    static func frameName(_ name: String) -> (isFrame: Bool, artifact: String?) {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return (false, nil) }
        let parts = name.dropFirst(6).dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard let digits = parts.first, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return (false, nil) }
        if parts.count == 1 { return (true, nil) }
        if parts.count == 2, artifactKinds.contains(String(parts[1])) { return (true, String(parts[1])) }
        return (false, nil)
    }

    /// Whether `name` is a file segue writes into one of its folders.
    public static func isSegueFile(_ name: String) -> Bool {
        frameName(name).isFrame || frameFolderFiles.contains(name) || artifactFiles.contains(name)
            || ["index.txt", "index.html", "index.json"].contains(name)
    }

    /// Whether `name` is a file of a frame folder, or one being written (`name.tmp`, the name
    /// `FrameRenderer.writeAtomically` writes to before renaming: a render killed mid-write leaves it).
    static func isFrameFolderFile(_ name: String) -> Bool {
        let base = name.hasSuffix(".tmp") ? String(name.dropLast(4)) : name
        return (frameName(base).isFrame && frameName(base).artifact == nil) || frameFolderFiles.contains(base)
    }

    /// What the folder at `path` holds (see `Contents`).
    public static func contents(of path: String) -> Contents { contents(of: path, nested: true) }

    /// A storyboard's folder inside a project's render: frame folders, no index of its own.
    private static func isCollection(_ path: String) -> Bool {
        guard let e = entries(path), e.files.isEmpty, !e.folders.isEmpty else { return false }
        return contents(of: path, nested: false) == .segue(.collection)
    }

    private static func contents(of path: String, nested: Bool) -> Contents {
        guard let listing = entries(path) else { return .other }
        if listing.files.isEmpty && listing.folders.isEmpty { return .empty }
        let files = listing.files, folders = listing.folders
        if folders.isEmpty, files.allSatisfy(isFrameFolderFile) { return .segue(.frames) }
        // A project's render (`render FOLDER --all`) holds a folder of frame folders per storyboard.
        if files.allSatisfy({ ["index.txt", "index.html", "index.json"].contains($0) }) && !folders.isEmpty
            && folders.allSatisfy({ [.empty, .segue(.frames)].contains(contents(of: path + "/" + $0)) || (nested && isCollection(path + "/" + $0)) }) {
            return .segue(.collection)
        }
        if files == ["index.html"], folders.allSatisfy({ $0 == "images" }), isReportPage(path + "/index.html"),
           folders.isEmpty || onlyImages(path + "/images", depth: 0) {
            return .segue(.report)
        }
        if isArtifacts(path, files: files, folders: folders, depth: 0) { return .segue(.artifacts) }
        return .other
    }

    private static func isArtifacts(_ path: String, files: [String], folders: [String], depth: Int) -> Bool {
        guard depth <= 2, files.allSatisfy({ frameName($0).artifact != nil || artifactFiles.contains($0) }) else { return false }
        return folders.allSatisfy { name in
            let sub = path + "/" + name
            if name == "actual", [.empty, .segue(.frames)].contains(contents(of: sub)) { return true }
            guard let e = entries(sub) else { return false }
            return isArtifacts(sub, files: e.files, folders: e.folders, depth: depth + 1)
        }
    }

    private static func onlyImages(_ path: String, depth: Int) -> Bool {
        guard depth <= 4, let e = entries(path) else { return false }
        return e.files.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") }
            && e.folders.allSatisfy { onlyImages(path + "/" + $0, depth: depth + 1) }
    }

    private static func isReportPage(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return String(decoding: head, as: UTF8.self).contains(#"<meta name="generator" content="segue verify">"#)
    }

    /// The regular files and folders in `path` (nil when it cannot be listed, is too large, or
    /// holds anything else: links, devices, hidden folders).
    private static func entries(_ path: String) -> (files: [String], folders: [String])? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path), names.count <= 100_000 else { return nil }
        var files: [String] = [], folders: [String] = []
        for name in names {
            var st = stat()
            guard lstat(path + "/" + name, &st) == 0 else { return nil }
            switch st.st_mode & S_IFMT {
            case S_IFREG: files.append(name)
            case S_IFDIR where !name.hasPrefix("."): folders.append(name)
            default: return nil
            }
        }
        return (files, folders)
    }

    /// Why segue must not replace `path` even with `--force`, or nil when it may.
    public static func protectedReason(_ path: String) -> String? {
        let resolved = realPath(path)
        if resolved == "/" { return "it is the root folder" }
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty, realPath(home) == resolved {
            return "it is the home folder"
        }
        let cwd = realPath(FileManager.default.currentDirectoryPath)
        if cwd == resolved { return "it is the working directory" }
        if cwd.hasPrefix(resolved.hasSuffix("/") ? resolved : resolved + "/") { return "it holds the working directory" }
        if FileManager.default.fileExists(atPath: resolved + "/.git") { return "it holds a .git folder" }
        return nil
    }

    /// Checks that `path` may be written as `kind`: absent, empty, or a folder of that kind that
    /// segue wrote (any folder but the protected ones with `force`). `option` names the argument
    /// in errors (`--out`).
    public static func checkReplaceable(_ path: String, kind: Kind, force: Bool, option: String = "--out") throws {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        let type = st.st_mode & S_IFMT
        if type == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR else {
                throw OutputFolderError("\(option) \(path) is a link to something that is not a folder; choose a new folder")
            }
        } else if type != S_IFDIR {
            throw OutputFolderError("\(option) \(path) exists and is not a folder; choose a new folder")
        }
        if let reason = protectedReason(path) {
            throw OutputFolderError("\(option) \(path): segue never replaces this folder (\(reason)); choose a new folder")
        }
        guard !force else { return }
        switch contents(of: path) {
        case .empty: return
        case .segue(let k) where k == kind: return
        case .segue(let k):
            throw OutputFolderError("\(option) \(path) holds \(k.noun), not \(kind.noun); choose a new folder, or add --force to replace it")
        case .other:
            throw OutputFolderError("\(option) \(path) holds files that segue did not write; choose a new folder, or add --force to replace it")
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
    public static func write(_ path: String, kind: Kind, force: Bool = false, option: String = "--out",
                             _ body: (String) throws -> Void) throws -> Outcome {
        let staged = try Staged(path, kind: kind, force: force, option: option)
        defer { staged.discard() }
        do {
            try body(staged.path)
        } catch {
            throw staged.naming(error)
        }
        return try staged.commit()
    }

    /// A staging folder beside its target, for work that decides late whether to keep what it
    /// wrote (`commit`) or not (`discard`, also what happens when neither is called... by `write`).
    public final class Staged: @unchecked Sendable {
        /// Where to write.
        public let path: String
        let target: String
        let backup: String
        let kind: Kind
        let force: Bool
        let option: String
        private var done = false

        /// Checks the target (`checkReplaceable`), sweeps stale staging beside it, and creates the
        /// staging folder.
        public init(_ target: String, kind: Kind, force: Bool = false, option: String = "--out") throws {
            let url = URL(fileURLWithPath: target).standardizedFileURL
            let parent = url.deletingLastPathComponent()
            try checkReplaceable(url.path, kind: kind, force: force, option: option)
            do {
                try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            } catch {
                throw OutputFolderError("\(option): cannot create the folder \(parent.path): \(describe(error))")
            }
            sweepStale(in: parent.path)
            let pid = ProcessInfo.processInfo.processIdentifier
            self.target = url.path
            self.kind = kind
            self.force = force
            self.option = option
            path = parent.appendingPathComponent(".\(url.lastPathComponent).partial-\(pid)").path
            backup = parent.appendingPathComponent(".\(url.lastPathComponent).old-\(pid)").path
            removeTree(path)
            guard mkdir(path, 0o755) == 0 else {
                throw OutputFolderError("\(option): cannot write into \(parent.path): \(OutputFolder.reason(errno))")
            }
            live.withLock { _ = $0.insert(path) }
        }

        /// The error as people should read it: paths inside the staging folder named as they will
        /// be in the target (`out/frame_0009.png`, not `.out.partial-123/frame_0009.png`).
        public func naming(_ error: Error) -> Error {
            let text = "\(error)"
            guard text.contains(path) else { return error }
            return OutputFolderError(text.replacingOccurrences(of: path, with: target))
        }

        /// Removes the staging folder; the target stays as it was.
        public func discard() {
            guard !done else { return }
            done = true
            live.withLock { _ = $0.remove(path) }
            removeTree(path)
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
                    try checkReplaceable(target, kind: kind, force: force, option: option)
                    removeTree(backup)
                    guard rename(target, backup) == 0 else {
                        throw OutputFolderError("\(option): cannot replace \(target): \(OutputFolder.reason(errno))")
                    }
                }
                guard rename(path, target) == 0 else {
                    let reason = OutputFolder.reason(errno)
                    if existed { _ = rename(backup, target) }
                    throw OutputFolderError("\(option): cannot move the new files into \(target): \(reason)")
                }
                stagings.remove(path)
                done = true
                if existed { removeTree(backup) }
                return Outcome(replacedEarlier: heldFiles)
            }
        }
    }

    /// Staging folders in progress in this process.
    static let live = Mutex<Set<String>>([])

    /// Removes `.NAME.partial-PID` folders and puts back or removes `.NAME.old-PID` backups in
    /// `folder` whose process is gone (a crash or a kill -9 in the middle of a render).
    public static func sweepStale(in folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in entries where name.hasPrefix(".") {
            for marker in [".partial-", ".old-"] {
                guard let range = name.range(of: marker, options: .backwards),
                      let pid = Int32(name[range.upperBound...]), pid > 0,
                      kill(pid, 0) != 0, errno == ESRCH
                else { continue }
                let full = folder + "/" + name
                guard contents(of: full) != .other else { continue }
                let original = folder + "/" + String(name[name.index(after: name.startIndex)..<range.lowerBound])
                var st = stat()
                if marker == ".old-", lstat(original, &st) != 0, rename(full, original) == 0 { continue }
                removeTree(full)
            }
        }
    }

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

    /// Removes a file or a folder tree; no error when it is absent.
    static func removeTree(_ path: String) {
        for _ in 0..<3 {
            var st = stat()
            guard lstat(path, &st) == 0 else { return }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    static func realPath(_ path: String) -> String {
        guard let p = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(p) }
        return String(cString: p)
    }

    /// A system error's reason as a sentence's end: `no space left on device`.
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// An error's reason in a few words ("no space left on device"), without NSError's dump.
    public static func describe(_ error: Error) -> String {
        if let e = error as? OutputFolderError { return e.description }
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return OutputFolder.reason(Int32(underlying.code))
        }
        if ns.domain == NSPOSIXErrorDomain { return OutputFolder.reason(Int32(ns.code)) }
        if ns.domain == NSCocoaErrorDomain || ns.domain.hasPrefix("NS") { return ns.localizedDescription }
        return "\(error)"
    }
}

/// A folder that cannot be written or must not be replaced; the message names it and says what to do.
public struct OutputFolderError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
