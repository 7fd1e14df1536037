import Foundation

/// A file the user names as input (a screenshot, a transition file, a manifest), opened so that no
/// path can hang the process or exhaust its memory:
///
/// - the path is `stat`ed first and only a regular file is opened: a directory, a named pipe (whose
///   `open` waits for a writer), a device (`/dev/zero` never ends) or a socket is refused;
/// - it is opened non-blocking, and `fstat` checks that what was opened is that same regular file;
/// - nothing past `maximumBytes` is ever read: the size is checked before reading, and the reads
///   stop one byte past the limit in case the file grows meanwhile.
///
/// A read can be split (`read(upTo:)`, then `readToEnd()`) so that a format's signature is checked
/// before the rest of the file is read. The descriptor is closed when the value goes away.
public final class InputFile {
    public let path: String
    /// The most bytes this reads; a longer file is an `InputFileError.Kind.tooLarge`.
    public let maximumBytes: Int
    /// The size `fstat` gave when the file was opened.
    public let size: Int
    private let descriptor: Int32
    private var consumed = 0

    /// Opens `path`; with `followingLinks` false, a link is refused as any special file is (for
    /// files copied out of a folder the user named, which must not reach outside it).
    public init(_ path: String, maximumBytes: Int, followingLinks: Bool = true) throws(InputFileError) {
        self.path = path
        self.maximumBytes = maximumBytes
        var before = stat()
        guard (followingLinks ? stat(path, &before) : lstat(path, &before)) == 0 else { throw InputFileError(unreadable: path, errno) }
        try Self.checkRegular(before, path)
        // NB: O_NONBLOCK: were the path swapped for a named pipe after the stat, open must not wait.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { throw InputFileError(unreadable: path, errno) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else {
            let code = errno
            close(fd)
            throw InputFileError(unreadable: path, code)
        }
        do {
            try Self.checkRegular(opened, path)
            try Self.checkSize(Int(opened.st_size), limit: maximumBytes, path)
        } catch {
            close(fd)
            throw error
        }
        descriptor = fd
        size = Int(opened.st_size)
    }

    deinit { close(descriptor) }

    /// Reads the whole file (at most `maximumBytes`).
    public static func read(_ path: String, maximumBytes: Int, followingLinks: Bool = true) throws(InputFileError) -> [UInt8] {
        try InputFile(path, maximumBytes: maximumBytes, followingLinks: followingLinks).readToEnd()
    }

    /// The next `count` bytes, or fewer at the end of the file.
    public func read(upTo count: Int) throws(InputFileError) -> [UInt8] {
        try read(count: count, expected: count)
    }

    /// Everything not read yet.
    public func readToEnd() throws(InputFileError) -> [UInt8] {
        try read(count: Int.max, expected: max(0, size - consumed))
    }

    /// Reads until `count` bytes, the end of the file, or one byte past the limit (an error).
    private func read(count: Int, expected: Int) throws(InputFileError) -> [UInt8] {
        let allowed = maximumBytes - consumed + 1
        let wanted = min(count, allowed)
        var bytes = [UInt8]()
        bytes.reserveCapacity(min(wanted, expected + 1))
        var chunk = [UInt8](repeating: 0, count: min(wanted, 1 << 16))
        while bytes.count < wanted {
            let n = chunk.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress, min($0.count, wanted - bytes.count)) }
            if n > 0 {
                bytes.append(contentsOf: chunk[0..<n])
            } else if n == 0 {
                break
            } else if errno != EINTR {
                throw InputFileError(unreadable: path, errno)
            }
        }
        consumed += bytes.count
        try Self.checkSize(consumed, limit: maximumBytes, path)
        return bytes
    }

    private static func checkRegular(_ info: stat, _ path: String) throws(InputFileError) {
        let what: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: what = "a directory"
        case S_IFIFO: what = "a named pipe (FIFO)"
        case S_IFCHR: what = "a character device"
        case S_IFBLK: what = "a block device"
        case S_IFSOCK: what = "a socket"
        case S_IFLNK: what = "a symbolic link"
        default: what = "a special file"
        }
        throw InputFileError(.notRegularFile, file: path, problem: "is \(what), not a regular file")
    }

    private static func checkSize(_ size: Int, limit: Int, _ path: String) throws(InputFileError) {
        guard size > limit else { return }
        throw InputFileError(
            .tooLarge, file: path,
            problem: "is \(InputFileError.describe(bytes: size)), more than the \(InputFileError.describe(bytes: limit)) limit")
    }
}

/// `read(2)`, out of reach of `InputFile.read`'s name.
private func readDescriptor(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// A file that `InputFile` refuses or cannot read. `description` is one line: the path as given and
/// what is wrong (`/dev/zero: is a character device, not a regular file`); callers that know what
/// the file was meant to be add what to do.
public struct InputFileError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    public enum Kind: Sendable, Equatable {
        /// Missing, no permission, an I/O error.
        case unreadable
        /// A directory, named pipe, device or socket.
        case notRegularFile
        /// Longer than the reader's limit.
        case tooLarge
    }

    public var kind: Kind
    public var file: String
    /// What is wrong, without the file name.
    public var problem: String

    public init(_ kind: Kind, file: String, problem: String) {
        self.kind = kind
        self.file = file
        self.problem = problem
    }

    init(unreadable file: String, _ code: Int32) {
        self.init(.unreadable, file: file, problem: "cannot read file (\(SystemError.message(code)))")
    }

    public var description: String { "\(file): \(problem)" }
    public var errorDescription: String? { description }

    /// A byte count for messages, rounded up to a tenth: `512 bytes`, `1 MiB`, `3.4 GiB`.
    public static func describe(bytes: Int) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard bytes >= 1024 else { return "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        // NB: rounded up, so that a size over a limit never reads as the limit itself.
        value = (value * 10).rounded(.up) / 10
        let text = NumberText.string(value, decimals: 1)
        return "\(text) \(units[unit])"
    }
}
