import Foundation

/// Paths as the system reads them, for the files segue writes.
///
/// NB: a path is taken as written: `~` is a folder named `~` (a shell expands it before segue
/// sees it, when the user means the home folder). Foundation's `URL(fileURLWithPath:)` expands a
/// leading `~` to the home folder in the password database, whatever `HOME` says, so an output
/// path goes through here, made absolute, before any `URL` sees it.
public enum LocalPath {
    /// `path` made absolute against `folder` (default: the working directory), with `.`, `..` and
    /// repeated slashes folded as text, links left alone: `out/` → `/work/out`, `~` → `/work/~`.
    public static func absolute(_ path: String, in folder: String = FileManager.default.currentDirectoryPath) -> String {
        var parts: [Substring] = []
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` such that nothing reads a leading `~` as the home folder: `~/x` → `./~/x`; any other
    /// path as it is. For paths a command line was given (a shell expands the `~` it means).
    public static func literal(_ path: String) -> String {
        path.hasPrefix("~") ? "./" + path : path
    }

    /// The folder holding `path` and its last name: `/work/out` → (`/work`, `out`).
    public static func split(_ absolutePath: String) -> (folder: String, name: String) {
        guard let slash = absolutePath.lastIndex(of: "/") else { return (".", absolutePath) }
        let folder = String(absolutePath[..<slash])
        return (folder.isEmpty ? "/" : folder, String(absolutePath[absolutePath.index(after: slash)...]))
    }

    /// `path` with every link resolved (`realpath`) as far as it exists, and the rest appended
    /// as text: a folder about to be made resolves to where it will be.
    public static func resolved(_ path: String, in folder: String = FileManager.default.currentDirectoryPath) -> String {
        var missing: [String] = []
        var current = path.hasPrefix("/") ? path : folder + "/" + path
        for _ in 0..<4096 {
            if let real = realPath(current) {
                var result = real
                for name in missing.reversed() {
                    switch name {
                    case "", ".": continue
                    case "..": result = split(result).folder
                    default: result = result == "/" ? "/" + name : result + "/" + name
                    }
                }
                return result
            }
            let (parent, name) = split(current)
            if parent == current || current == "/" { break }
            missing.append(name)
            current = parent
        }
        return absolute(path, in: folder)
    }

    /// Whether `folder` holds `path` at any depth (both absolute and resolved).
    public static func isAncestor(_ folder: String, of path: String) -> Bool {
        folder == "/" ? path != "/" : path.hasPrefix(folder + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
