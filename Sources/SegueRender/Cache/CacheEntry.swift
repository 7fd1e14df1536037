import Foundation
import SegueKit

/// One render kept in a `RenderCache`: a folder of the frame folder's files and `entry.json`,
/// which lists each file with its size and SHA-256 and what the render reported. An entry is
/// trusted only when its files are exactly the listed ones with the listed digests
/// (`verifiedFiles`): a cache folder that CI restored, a disk that failed or a hand that edited
/// it can make it anything.
struct CacheEntry: Codable, Equatable {
    struct File: Codable, Equatable {
        var name: String
        var size: Int
        var sha256: String
    }

    static let fileName = "entry.json"
    /// The most files and bytes an entry may list: it is read from a folder anyone may change.
    static let maxFiles = 100_000
    static let maxEntryBytes = 64 << 20

    var format = 1
    var frames: Int
    var warnings: [String]
    var files: [File]

    /// The entry describing the frame folder `folder` that a render just wrote.
    static func describing(_ folder: String, outcome: RenderOutcome) throws -> (CacheEntry, [String: [UInt8]]) {
        var files: [File] = []
        var contents: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else {
                throw RenderCacheError("cannot read \(folder)/\(name) to keep it in the cache")
            }
            let bytes = [UInt8](data)
            files.append(File(name: name, size: bytes.count, sha256: SHA256.hex(bytes)))
            contents[name] = bytes
        }
        return (CacheEntry(frames: outcome.frameCount, warnings: outcome.warnings, files: files), contents)
    }

    /// Reads the entry in `folder` and every file it lists, checked; nil when anything differs
    /// from what the entry says (a file missing, extra, of another size or digest), or the entry
    /// itself cannot be read.
    static func verifiedFiles(in folder: String) -> (CacheEntry, [(String, [UInt8])])? {
        guard let listing = try? FileManager.default.contentsOfDirectory(atPath: folder),
              let data = FileManager.default.contents(atPath: folder + "/" + fileName), data.count <= maxEntryBytes,
              let entry = try? JSONDecoder().decode(CacheEntry.self, from: data),
              entry.format == 1, entry.frames >= 0, entry.files.count <= maxFiles,
              Set(listing) == Set(entry.files.map(\.name) + [fileName]), listing.count == entry.files.count + 1
        else { return nil }
        var files: [(String, [UInt8])] = []
        for f in entry.files {
            guard FolderLayout.isFrameFolderFile(f.name),
                  let data = FileManager.default.contents(atPath: folder + "/" + f.name), data.count == f.size
            else { return nil }
            let bytes = [UInt8](data)
            guard SHA256.hex(bytes) == f.sha256 else { return nil }
            files.append((f.name, bytes))
        }
        return (entry, files)
    }

    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return ((try? encoder.encode(self)).map { [UInt8]($0) } ?? []) + [10]
    }
}

/// A cache folder that cannot be used; the message names it and says what to do.
public struct RenderCacheError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
