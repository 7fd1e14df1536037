import Foundation
import SegueKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a storyboard file's bytes from disk: regular files only, and no more than
/// `ReadingLimits.maxFileBytes` of them.
///
/// NB: the type and size are checked with `stat` before the file is opened, so a FIFO is refused
/// without blocking on it and `/dev/zero` without reading it; the opened descriptor is checked
/// again (the path may have changed in between) and never more than the limit plus one byte is
/// read, whatever the file grows to meanwhile.
enum StoryboardFile {
    static func bytes(atPath path: String, name: String, limit: Int, what: String = "storyboard") throws -> Data {
        func refuse(_ kind: StoryboardDiagnostic.Kind, _ message: String) -> StoryboardDiagnostic {
            StoryboardDiagnostic(.error, kind: kind, file: name, message: message)
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw refuse(.unreadable, "cannot read '\(path)': \(SystemError.message(errno)); check the path")
        }
        if let kind = nonRegularDescription(info.st_mode) {
            throw refuse(.unreadable, "'\(path)' is \(kind), not a \(what) file; pass the path of a .\(what) file")
        }
        if Int(info.st_size) > limit { throw tooLarge(path, name, size: Int(info.st_size), limit: limit, what: what) }

        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw refuse(.unreadable, "cannot read '\(path)': \(SystemError.message(errno)); check the path and its permissions")
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, nonRegularDescription(info.st_mode) == nil else {
            throw refuse(.unreadable, "'\(path)' changed while it was opened and is no longer a regular file")
        }
        var buffer = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
        var count = 0
        while true {
            if count == buffer.count {
                if count > limit { throw tooLarge(path, name, size: count, limit: limit, what: what) }
                buffer.append(contentsOf: repeatElement(0, count: min(limit + 1, count * 2 + 4096) - count))
            }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw refuse(.unreadable, "cannot read '\(path)': \(SystemError.message(errno))")
            }
            if n == 0 { break }
            count += n
        }
        if count > limit { throw tooLarge(path, name, size: count, limit: limit, what: what) }
        return Data(buffer[..<count])
    }

    /// What a file of this mode is, when it is not a regular file.
    private static func nonRegularDescription(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    private static func tooLarge(_ path: String, _ name: String, size: Int, limit: Int, what: String) -> StoryboardDiagnostic {
        guard what == "storyboard" else {
            return StoryboardDiagnostic(.error, kind: .limitExceeded, file: name,
                                        message: "'\(path)' is too large (\(size) bytes; \(what) files over \(limit) bytes are refused): check it is the right file, or raise ReadingLimits")
        }
        return StoryboardDiagnostic(
            .error, kind: .limitExceeded, file: name,
            message: "'\(path)' is too large (\(size) bytes; storyboards over \(limit) bytes are refused, and real ones are a few MB): check it is the right file, or raise ReadingLimits.maxFileBytes")
    }
}
