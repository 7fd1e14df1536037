import Foundation
import SegueKit

/// Writes a file whole or not at all; every file segue writes goes through here.
///
/// NB: the bytes go to a new hidden file beside the target (`.NAME.PID-RANDOM.tmp`), created
/// exclusively and never through a link, so a user's file of any name is never opened for
/// writing; it is then renamed over the target. Readers see the old file or the new one, never a
/// part of one, and on failure the temporary file is removed.
public enum AtomicFile {
    /// What failed, where, and the system's reason.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        /// `creating a temporary file in the same folder`, `writing`, `replacing the file`.
        public var step: String
        public var code: Int32

        public var description: String { "cannot write \(path): \(SystemError.reason(code))" }
    }

    /// Writes `bytes` to `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = try writeTemporary(bytes, beside: path)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(path: path, step: "replacing the file", code: code)
        }
    }

    /// Writes `bytes` to a new temporary file beside `path` and returns its path: the caller
    /// moves it into place (or removes it).
    public static func writeTemporary(_ bytes: [UInt8], beside path: String) throws(Failure) -> String {
        let (fd, temporary) = try openTemporary(beside: path)
        var failure = writeAll(bytes, to: fd)
        if close(fd) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw Failure(path: path, step: "writing", code: failure)
        }
        return temporary
    }

    /// Creates a new hidden temporary file beside `path` for writing: its descriptor and path.
    static func openTemporary(beside path: String) throws(Failure) -> (descriptor: Int32, path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw Failure(path: path, step: "the path names a folder", code: EISDIR) }
        let temporary = "\(folder).\(name).\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw Failure(path: path, step: "creating a temporary file in the same folder", code: errno) }
        return (fd, temporary)
    }

    /// Writes every byte, retrying after signals; the error code, or 0.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        bytes.withUnsafeBytes { raw -> Int32 in
            var written = 0
            while written < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + written, raw.count - written)
                if n > 0 {
                    written += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    return n < 0 ? errno : EIO
                }
            }
            return 0
        }
    }
}
