import Foundation
import Synchronization

/// The folders segue never replaces or deletes, `--force` or not: the root folder, every user's
/// home folder, the working directory, each of their ancestors, and any folder that is or holds a
/// repository (`.git`), a home folder or a mount point.
///
/// NB: homes are every home in the password database, the current user's (`getpwuid`, also for
/// the effective user and `SUDO_USER`) and `$HOME`, each resolved through links (`realpath`), so
/// that none slips through when `HOME` is unset, points elsewhere (`sudo -E`, CI containers) or
/// names a link. What a folder holds is found by a walk that never follows links and stops at
/// `maximumEntries`; a folder too large to walk is refused, not assumed safe. The inputs are a
/// value (`Inputs`) so that tests give a fake password database, never the machine's.
public struct ProtectedPaths: Sendable {
    /// What the protected folders are computed from.
    public struct Inputs: Sendable {
        /// Users' home folders with the user's name (for messages).
        public var homes: [(user: String, path: String)]
        /// `$HOME`, when set.
        public var environmentHome: String?
        public var workingDirectory: String

        public init(homes: [(user: String, path: String)], environmentHome: String?, workingDirectory: String) {
            self.homes = homes
            self.environmentHome = environmentHome
            self.workingDirectory = workingDirectory
        }

        /// This process's: the password database, `HOME` and the working directory now.
        public static func current() -> Inputs {
            Inputs(homes: PasswordDatabase.homes, environmentHome: ProcessInfo.processInfo.environment["HOME"],
                   workingDirectory: FileManager.default.currentDirectoryPath)
        }
    }

    /// Entries a walk looks at before it gives up and refuses the folder.
    public static let maximumEntries = 1_000_000
    /// Folders deep a walk goes before it gives up and refuses the folder.
    public static let maximumDepth = 64

    /// A protected folder: its resolved path, identity when it exists, and how messages name it.
    struct Place: Sendable {
        var path: String
        var identity: FileIdentity?
        var name: String
    }

    let places: [Place]
    let workingDirectory: String

    public init(_ inputs: Inputs) {
        var places: [Place] = []
        for (user, path) in inputs.homes where !path.isEmpty {
            places.append(Self.place(path, name: "the home folder of \(user)"))
        }
        if let home = inputs.environmentHome, !home.isEmpty {
            places.append(Self.place(home, name: "the home folder ($HOME)"))
        }
        self.places = places
        workingDirectory = LocalPath.resolved(inputs.workingDirectory, in: "/")
    }

    /// This process's protected folders.
    public static func current() -> ProtectedPaths { ProtectedPaths(.current()) }

    static func place(_ path: String, name: String) -> Place {
        let resolved = LocalPath.resolved(path, in: "/")
        return Place(path: resolved, identity: FileIdentity(path: resolved), name: name)
    }

    /// Why `path` must never be replaced or deleted, or nil when it may be.
    public func reason(_ path: String) -> String? {
        let resolved = LocalPath.resolved(path, in: workingDirectory)
        if resolved == "/" { return "it is the root folder" }
        for place in places {
            if place.path == resolved { return "it is \(place.name)" }
            if LocalPath.isAncestor(resolved, of: place.path) { return "it holds \(place.name), \(place.path)" }
        }
        if workingDirectory == resolved { return "it is the working directory" }
        if LocalPath.isAncestor(resolved, of: workingDirectory) { return "it holds the working directory" }
        if resolved.split(separator: "/").contains(".git") { return "it is a repository's .git folder or inside one" }
        return walk(resolved)
    }

    /// What the walk of `root` finds that protects it: a `.git`, a home folder (a link or mount
    /// of one), a mount point, or more than the walk may look at.
    func walk(_ root: String) -> String? {
        var top = stat()
        guard lstat(root, &top) == 0, top.st_mode & S_IFMT == S_IFDIR else { return nil }
        let homes = Dictionary(places.compactMap { p in p.identity.map { ($0, p.name) } }, uniquingKeysWith: { a, _ in a })
        var pending: [(path: String, depth: Int)] = [(root, 0)]
        var seen = 0
        while let next = pending.popLast() {
            let (folder, depth) = next
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                return "it holds a folder segue cannot read, \(folder)"
            }
            for name in names {
                seen += 1
                if seen > Self.maximumEntries { return "it holds more than \(Self.maximumEntries) files, too many to check" }
                let path = folder + "/" + name
                if name == ".git" { return "it holds a repository (\(path))" }
                var st = stat()
                guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else { continue }
                if let home = homes[FileIdentity(st)] { return "it holds \(home), at \(path)" }
                if st.st_dev != top.st_dev { return "it holds a mount point, \(path)" }
                guard depth < Self.maximumDepth else { return "it holds folders more than \(Self.maximumDepth) deep, too deep to check" }
                pending.append((path, depth + 1))
            }
        }
        return nil
    }
}

/// A file's device and inode: the same file under any name.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    init(_ st: stat) {
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
    }

    /// The identity of what `path` names (links followed), or nil when it does not exist.
    init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        self.init(st)
    }
}

/// Every user's home folder, read once per process: all entries of the password database (at
/// most `maximumEntries`), and those of the real and effective users and `SUDO_USER`, which a
/// directory service may not list.
enum PasswordDatabase {
    static let maximumEntries = 100_000

    static let homes: [(user: String, path: String)] = {
        lock.withLock { _ in
            var homes: [(user: String, path: String)] = []
            func add(_ entry: UnsafeMutablePointer<passwd>?) {
                guard let entry, let dir = entry.pointee.pw_dir else { return }
                homes.append((entry.pointee.pw_name.map { String(cString: $0) } ?? "?", String(cString: dir)))
            }
            add(getpwuid(getuid()))
            add(getpwuid(geteuid()))
            if let sudoUser = ProcessInfo.processInfo.environment["SUDO_USER"], !sudoUser.isEmpty { add(getpwnam(sudoUser)) }
            setpwent()
            for _ in 0..<maximumEntries {
                guard let entry = getpwent() else { break }
                add(entry)
            }
            endpwent()
            return homes
        }
    }()

    /// `getpwent` keeps its place in process-wide state.
    private static let lock = Mutex(())
}
