import Foundation
import SegueKit
import SegueRender

/// Copies of the compared folders' files into artifacts and reports: regular files only.
///
/// NB: a golden or actual folder is the user's and may hold anything under a frame's name: a link
/// to `/etc/passwd`, a named pipe, a link to `/dev/zero`. Only a regular file is hard-linked or
/// copied, looked at with `lstat` and read without following links; anything else is left out and
/// named in `skipped`, so that what a report shows never comes from outside the folders compared.
public enum ComparedFileCopy {
    enum Outcome: Equatable {
        case copied
        /// Nothing of that name.
        case missing
        /// Not a regular file: why, as `is a symbolic link`.
        case skipped(String)
    }

    /// Copies `source` to `destination` (a hard link first when `hardLink`, which is checked to
    /// be the regular file looked at).
    static func copy(_ source: String, to destination: String, hardLink: Bool) throws -> Outcome {
        var st = stat()
        guard lstat(source, &st) == 0 else { return .missing }
        guard st.st_mode & S_IFMT == S_IFREG else { return .skipped(kind(st)) }
        if hardLink, link(source, destination) == 0 {
            var linked = stat()
            if lstat(destination, &linked) == 0, linked.st_mode & S_IFMT == S_IFREG, linked.st_ino == st.st_ino, linked.st_dev == st.st_dev {
                return .copied
            }
            // Swapped for something else between the two looks: copied (or left out) below.
            unlink(destination)
        }
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.read(source, maximumBytes: PNGDecoder.Limits.default.maximumFileBytes, followingLinks: false)
        } catch {
            return .skipped(error.problem)
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(bytes, to: destination)
        } catch {
            throw VerificationError("cannot write \(destination): \(SystemError.reason(error.code))")
        }
        return .copied
    }

    /// Whether `path` is a regular file itself, not a link to one.
    static func isRegular(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG
    }

    static func kind(_ st: stat) -> String {
        switch st.st_mode & S_IFMT {
        case S_IFLNK: "is a symbolic link"
        case S_IFDIR: "is a folder"
        case S_IFIFO: "is a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "is a device"
        case S_IFSOCK: "is a socket"
        default: "is not a regular file"
        }
    }

    /// `N files left out…: a, b, …` for the list of skipped files (`path: why`), or nil.
    public static func summary(_ skipped: [String], into what: String) -> String? {
        guard let first = skipped.first else { return nil }
        let more = skipped.count > 1 ? " and \(skipped.count - 1) more" : ""
        return "\(skipped.count) file\(skipped.count == 1 ? "" : "s") not copied into \(what), "
            + "since only regular files are (no links, pipes or devices): \(first)\(more)"
    }
}
