import Foundation
import Synchronization

/// SHA-256s of font files remembered between runs, as fontconfig remembers what it reads of them:
/// keyed by path, size, modification time (nanoseconds) and inode, in
/// `$XDG_CACHE_HOME/segue/font-digests.json` (else `~/.cache/segue/`).
///
/// NB: a manifest lists every font file loaded with its SHA-256, and the pinned and fallback set is
/// about 70 MB (the two Noto CJK collections are 20 MB each): hashing it took 0.7 s of every run,
/// where a whole render's fixed cost should stay under 100 ms. A file whose size, time or inode
/// changed is hashed again. Only this file is written, atomically (a temporary name, then a
/// rename); a cache that cannot be read or written is ignored: digests are then computed every run.
/// `SEGUE_FONT_CACHE=off` turns it off.
final class FontDigestCache: Sendable {
    static let shared = FontDigestCache()

    struct Entry: Codable, Equatable {
        var size: UInt64
        var modified: Int64
        var inode: UInt64
        var sha256: String
    }

    private let path: String?
    private let entries: Mutex<[String: Entry]?> = Mutex(nil)

    init(path: String? = FontDigestCache.defaultPath()) {
        self.path = path
    }

    static func defaultPath() -> String? {
        let env = ProcessInfo.processInfo.environment
        if env["SEGUE_FONT_CACHE"] == "off" { return nil }
        if let xdg = env["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/segue/font-digests.json" }
        guard let home = env["HOME"], home.hasPrefix("/"), home != "/" else { return nil }
        return home + "/.cache/segue/font-digests.json"
    }

    /// The SHA-256 (hex) of the file at `file`, from the cache when the file is unchanged, else
    /// computed by `digest` from its bytes and remembered.
    func sha256(of file: String, digest: ([UInt8]) -> String) -> String? {
        guard let key = Self.identity(of: file) else { return nil }
        if let known = entries.withLock({ current -> Entry? in
            if current == nil { current = load() }
            return current?[file]
        }), known.size == key.size, known.modified == key.modified, known.inode == key.inode {
            return known.sha256
        }
        guard let bytes = FileManager.default.contents(atPath: file) else { return nil }
        let hex = digest([UInt8](bytes))
        let snapshot = entries.withLock { current -> [String: Entry] in
            var all = current ?? [:]
            all[file] = Entry(size: key.size, modified: key.modified, inode: key.inode, sha256: hex)
            current = all
            return all
        }
        save(snapshot)
        return hex
    }

    private static func identity(of file: String) -> (size: UInt64, modified: Int64, inode: UInt64)? {
        var st = stat()
        guard stat(file, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return (UInt64(st.st_size), Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec), UInt64(st.st_ino))
    }

    private func load() -> [String: Entry] {
        guard let path, let data = FileManager.default.contents(atPath: path), data.count < 1 << 20,
              let decoded = try? JSONDecoder().decode([String: Entry].self, from: data) else { return [:] }
        return decoded
    }

    private func save(_ all: [String: Entry]) {
        guard let path, all.count <= 4096 else { return }
        let folder = (path as NSString).deletingLastPathComponent
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
              let data = try? encoder.encode(all) else { return }
        let temporary = folder + "/.font-digests.\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }
}
