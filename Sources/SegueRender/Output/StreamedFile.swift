import Foundation

/// A file written in pieces as they are made (a preview, frame after frame), under a hidden
/// temporary name made as `AtomicFile` makes its own, and renamed to `PATH` by `finish`. It goes
/// into a staging folder, so a render that fails leaves the part written with the rest, to be
/// removed with the folder; the descriptor is closed when the value goes away.
///
/// NB: writes are gathered in a 64 KiB buffer: giflib hands over its LZW data in blocks of 255
/// bytes, each of which would otherwise be a system call.
final class StreamedFile {
    let path: String
    private let temporary: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    static let bufferSize = 1 << 16

    init(_ path: String) throws {
        self.path = path
        (descriptor, temporary) = try AtomicFile.openTemporary(beside: path)
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    func write(_ bytes: [UInt8]) throws {
        if buffer.count + bytes.count > Self.bufferSize { try flush() }
        if bytes.count >= Self.bufferSize { try writeAll(bytes) } else { buffer += bytes }
    }

    /// Writes what is buffered, closes the file and gives it its name.
    func finish() throws {
        try flush()
        let fd = descriptor
        descriptor = -1
        if close(fd) != 0 { throw AtomicFile.Failure(path: path, step: "writing", code: errno) }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw AtomicFile.Failure(path: path, step: "replacing the file", code: code)
        }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try writeAll(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        guard descriptor >= 0 else { throw RenderError("cannot write \(path): it is already closed") }
        let code = AtomicFile.writeAll(bytes, to: descriptor)
        if code != 0 { throw AtomicFile.Failure(path: path, step: "writing", code: code) }
    }
}
