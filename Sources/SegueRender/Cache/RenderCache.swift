import Foundation
import SegueKit
import Synchronization

/// A folder of renders by content (`segue render … --all --cache DIR`): each frame folder kept
/// under the SHA-256 of everything that reached its pixels (`RenderCacheKey`), so that a render
/// whose inputs did not change is copied instead of drawn. CI keeps the folder between runs with
/// its own cache step.
///
/// NB: an entry is written whole into `tmp/` and renamed into `entries/KK/KEY/`, so a reader
/// sees all of it or nothing, and two processes sharing the folder at worst both draw one render.
/// A hit is trusted only after every file is checked against the digest its entry lists
/// (`CacheEntry.verifiedFiles`); the copy written out is made from the bytes checked, so what
/// lands in the output is byte for byte what a fresh render wrote. A bad entry is removed and
/// drawn again.
///
/// The folder is marked as segue's (`CACHEDIR.TAG`, which backup tools also skip, and
/// `user.segue=cache`): segue uses only a folder that is new, empty or so marked, and removes
/// only entries and temporary files inside it. `maxBytes` bounds it: `trim()` removes the
/// entries used longest ago (a hit touches its entry) until the rest fit.
public final class RenderCache: Sendable {
    /// What a run did with the cache.
    public struct Counts: Sendable, Equatable {
        public var hits = 0
        public var misses = 0
        /// Entries found damaged, removed and drawn again.
        public var rejected = 0
        /// Renders kept after a miss.
        public var stored = 0
        /// Entries removed by `trim()` to stay under `maxBytes`.
        public var evicted = 0
    }

    public static let defaultMaxBytes: Int64 = 2 << 30
    static let tag = "CACHEDIR.TAG"
    static let tagText = "Signature: 8a477f597d28d172789f06886806bc55\n"
        + "# segue's render cache (segue render --cache): segue removes what it likes in here.\n"

    public let folder: String
    public let maxBytes: Int64
    private let state = Mutex(Counts())

    public var counts: Counts { state.withLock { $0 } }
    func countEviction() { state.withLock { $0.evicted += 1 } }

    /// Opens the cache at `folder`, creating it (and its parents) when absent. Throws a
    /// `RenderCacheError` for a path that is not a folder, or a folder holding files segue did
    /// not write.
    public init(folder: String, maxBytes: Int64 = RenderCache.defaultMaxBytes) throws {
        self.folder = folder
        self.maxBytes = max(0, maxBytes)
        var isFolder: ObjCBool = false
        let fm = FileManager.default
        if fm.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw RenderCacheError("\(folder) exists and is not a folder; choose a new folder") }
            let listing = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
            let tagged = fm.contents(atPath: folder + "/" + Self.tag).map { String(decoding: $0, as: UTF8.self) } == Self.tagText
            guard tagged || listing.isEmpty else {
                throw RenderCacheError("\(folder) holds files that segue did not write; choose a new folder for the cache")
            }
        }
        do {
            try fm.createDirectory(atPath: folder + "/entries", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
            if !fm.fileExists(atPath: folder + "/" + Self.tag) { try AtomicFile.write(Array(Self.tagText.utf8), to: folder + "/" + Self.tag) }
        } catch {
            throw RenderCacheError("\(folder): cannot create the cache (\(OutputFolder.describe(error)))")
        }
        ExtendedAttribute.set(folder, OutputFile.attribute, Array("cache".utf8))
    }

    func entryPath(_ key: String) -> String { folder + "/entries/" + key.prefix(2) + "/" + key }

    /// Writes the render kept as `key` into the frame folder `output` (through `OutputFolder`,
    /// `force` as there) and returns what the render reported; nil on a miss, or when the entry
    /// is damaged (it is then removed).
    public func restore(_ key: String, to output: String, force: Bool = false) throws -> RenderOutcome? {
        let path = entryPath(key)
        guard Self.isKey(key), FileManager.default.fileExists(atPath: path) else {
            state.withLock { $0.misses += 1 }
            return nil
        }
        guard let (entry, files) = CacheEntry.verifiedFiles(in: path) else {
            OutputFolder.removeTree(path)
            state.withLock { $0.rejected += 1; $0.misses += 1 }
            return nil
        }
        let written = try OutputFolder.write(output, kind: .frames, force: force) { staging in
            for (name, bytes) in files { try AtomicFile.write(bytes, to: staging + "/" + name) }
        }
        // A hit makes the entry the most recently used, for `trim()`.
        _ = utimes(path + "/" + CacheEntry.fileName, nil)
        state.withLock { $0.hits += 1 }
        return RenderOutcome(frameCount: entry.frames, replacedEarlier: written.replacedEarlier, warnings: entry.warnings)
    }

    /// Keeps the frame folder `rendered` (just written by a render that reported `outcome`) as
    /// `key`. A cache that cannot be written never fails the render: the entry is skipped.
    public func store(_ key: String, from rendered: String, outcome: RenderOutcome) {
        guard Self.isKey(key), !FileManager.default.fileExists(atPath: entryPath(key)) else { return }
        let temporary = folder + "/tmp/" + key + ".\(getpid())"
        OutputFolder.removeTree(temporary)
        defer { OutputFolder.removeTree(temporary) }
        do {
            let (entry, contents) = try CacheEntry.describing(rendered, outcome: outcome)
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
            for file in entry.files { try AtomicFile.write(contents[file.name] ?? [], to: temporary + "/" + file.name) }
            try AtomicFile.write(entry.encoded(), to: temporary + "/" + CacheEntry.fileName)
            let shelf = folder + "/entries/" + key.prefix(2)
            try FileManager.default.createDirectory(atPath: shelf, withIntermediateDirectories: true)
            // NB: rename fails when another process kept the same render first: theirs stays.
            guard rename(temporary, entryPath(key)) == 0 else { return }
            state.withLock { $0.stored += 1 }
        } catch {
            return
        }
    }

    static func isKey(_ key: String) -> Bool {
        key.utf8.count == 64 && key.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
