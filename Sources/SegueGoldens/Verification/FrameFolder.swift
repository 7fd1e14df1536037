import Foundation
import SegueKit
import SegueRender

/// A frame folder as `segue render` writes it: `frame_0000.png …`, `contact-sheet.png` and
/// `manifest.json`.
public struct FrameFolder: Sendable {
    public var path: String
    /// The manifest, when it could be read.
    public var manifest: Manifest?
    /// Why there is no manifest (missing or unreadable), when there is none.
    public var manifestProblem: String?
    /// The `frame_NNNN.png` files, sorted.
    public var frameFiles: [String]
    public var hasContactSheet: Bool

    /// Reads the folder's listing and manifest (not the frames). Throws `VerificationError` when
    /// `path` is not a readable folder.
    public static func read(_ path: String) throws -> FrameFolder {
        let files = try listing(path)
        var folder = FrameFolder(
            path: path, manifest: nil, manifestProblem: nil,
            frameFiles: files.filter(FolderLayout.isFrame).sorted(), hasContactSheet: files.contains(FolderLayout.contactSheet))
        let manifest = FolderLayout.manifest
        if files.contains(manifest) {
            do {
                folder.manifest = try Manifest.read(from: path + "/" + manifest)
            } catch {
                folder.manifestProblem = "\(path)/\(manifest) cannot be read: \(Self.describe(error))"
            }
        } else {
            folder.manifestProblem = "\(path) has no \(manifest)"
        }
        return folder
    }

    /// Whether `path` is a frame folder (it has a manifest or frames) rather than a folder of them.
    public static func isFrameFolder(_ path: String) -> Bool {
        guard let files = try? listing(path) else { return false }
        return files.contains(FolderLayout.manifest) || files.contains(where: FolderLayout.isFrame)
    }

    /// The names in a folder, hidden ones left out.
    static func listing(_ path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw VerificationError("\(path) does not exist")
        }
        guard isDirectory.boolValue else { throw VerificationError("\(path) is not a folder") }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }
        } catch {
            throw VerificationError("\(path) cannot be read: \(describe(error))")
        }
    }

    /// A short description of a decoding or file error.
    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let c) where !c.codingPath.isEmpty:
            // Valid JSON with a value that is wrong where it is: name the field.
            return "a wrong value at \(c.codingPath.map(\.stringValue).joined(separator: ".")): \(c.debugDescription)"
        case DecodingError.dataCorrupted(let c): return "not valid JSON (\(c.debugDescription))"
        case DecodingError.keyNotFound(let key, _): return "no \"\(key.stringValue)\" field"
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c):
            return "a field of the wrong type at \(c.codingPath.map(\.stringValue).joined(separator: "."))"
        case let e as InputFileError: return e.problem
        default: return OutputFolder.describe(error)
        }
    }
}

/// A golden or actual folder that cannot be verified at all (missing, not a folder, unreadable,
/// or a frame folder given where a folder of them is expected). One line naming the path.
public struct VerificationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
