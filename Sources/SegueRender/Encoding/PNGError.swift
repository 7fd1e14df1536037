import Foundation
import SegueKit

/// A PNG file that cannot be read or written. Its description is one line naming the file and the
/// problem, e.g. `photo.png: not a PNG file`.
public struct PNGError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    public enum Kind: Sendable, Equatable {
        /// The data does not start with the PNG signature.
        case notPNG
        /// A PNG stream that libpng rejects: truncated, bad CRC, bad zlib data, bad header…
        case corrupt
        /// A valid PNG header, but an image too large to decode into memory.
        case tooLarge
        /// The file could not be read (missing, a directory, no permission…).
        case unreadable
        /// The file could not be written.
        case unwritable
    }

    public var kind: Kind
    /// The file name or path the caller gave.
    public var file: String
    /// What went wrong, without the file name.
    public var reason: String

    public init(_ kind: Kind, file: String, reason: String) {
        self.kind = kind
        self.file = file
        // One line, whatever the sources of the text put in it.
        self.reason = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    public var description: String { "\(file): \(reason)" }
    public var errorDescription: String? { description }
}

extension PNGError {
    /// A file that `InputFile` refused, with what to do about it.
    init(_ error: InputFileError) {
        switch error.kind {
        case .unreadable:
            self.init(.unreadable, file: error.file, reason: error.problem)
        case .notRegularFile:
            self.init(.unreadable, file: error.file, reason: error.problem + "; give the path of a PNG file")
        case .tooLarge:
            self.init(.tooLarge, file: error.file,
                      reason: error.problem + " for a PNG file; check that this is the right file")
        }
    }
}
