import Foundation
import SegueKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a project's files are read from, by their real paths. A file or folder is read only
/// when its real path lies inside one of them, so that a symbolic link in an app's folder (to `/`,
/// to a home folder, to a PNG elsewhere) never makes segue read or draw anything outside the
/// project.
///
/// NB: `realpath(3)` resolves every link of the path, a link to a link included, so the check is
/// on where the bytes really are; the caller then opens the real path it was given, not the link.
struct ProjectBoundary: Sendable, Hashable {
    /// The real paths of the folders, each without a trailing `/` (`/` itself stays `/`).
    let roots: [String]

    init(folders: [String]) {
        roots = folders.compactMap(Self.realPath)
    }

    /// The real path of `path` when it exists and lies inside one of the roots; nil otherwise.
    func inside(_ path: String) -> String? {
        guard let real = Self.realPath(path), contains(real) else { return nil }
        return real
    }

    /// The path to read a file by: its real path when it lies inside the roots, the path as it is
    /// when it does not exist (the reader then says so), and an error when it leads outside (an
    /// image set's PNG linked to a file elsewhere is never drawn).
    func readable(_ path: String) throws(InputFileError) -> String {
        guard let real = Self.realPath(path) else {
            if Self.isLink(path) { throw InputFileError(.unreadable, file: path, problem: "is a symbolic link that leads nowhere") }
            return path
        }
        guard contains(real) else { throw InputFileError(.unreadable, file: path, problem: describeEscape(path) + ", which is not read") }
        return real
    }

    /// Whether the real path `real` is one of the roots or below one.
    func contains(_ real: String) -> Bool {
        roots.contains { root in root == "/" || real == root || real.hasPrefix(root + "/") }
    }

    /// Whether `path` itself (not what it leads to) is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFLNK
    }

    static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// A link that leads outside, for a warning: `App/logo.png leads to /etc/x, outside App`.
    func describeEscape(_ path: String) -> String {
        let target = Self.realPath(path) ?? (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "nowhere"
        let folders = roots.isEmpty ? "the project's folders" : roots.joined(separator: ", ")
        return "is a symbolic link to \(target), outside \(folders)"
    }
}
