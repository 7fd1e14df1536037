import Foundation
import SegueKit

extension RenderCache {
    /// Removes the entries used longest ago until the rest fit in `maxBytes`, and temporary
    /// folders left by processes that died. Only names segue gives are touched: a two-digit shelf
    /// of `entries/`, a key within it, and `tmp/KEY.PID`.
    public func trim() {
        let fm = FileManager.default
        var kept: [(path: String, used: Double, bytes: Int64)] = []
        for shelf in (try? fm.contentsOfDirectory(atPath: folder + "/entries")) ?? [] where shelf.utf8.count == 2 {
            let shelfPath = folder + "/entries/" + shelf
            for key in (try? fm.contentsOfDirectory(atPath: shelfPath)) ?? [] where Self.isKey(key) && key.hasPrefix(shelf) {
                let path = shelfPath + "/" + key
                var st = stat()
                guard stat(path + "/" + CacheEntry.fileName, &st) == 0 else {
                    // An entry without its list is no entry: it can never be trusted.
                    OutputFolder.removeTree(path)
                    continue
                }
                kept.append((path, Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9, Self.bytes(in: path)))
            }
        }
        var total = kept.reduce(0) { $0 + $1.bytes }
        // Oldest use first; the path breaks ties so that two runs remove the same entries.
        for e in kept.sorted(by: { ($0.used, $0.path) < ($1.used, $1.path) }) where total > maxBytes {
            OutputFolder.removeTree(e.path)
            total -= e.bytes
            countEviction()
        }
        sweepTemporary()
    }

    /// The bytes of the files directly in `folder`.
    static func bytes(in folder: String) -> Int64 {
        var sum: Int64 = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            var st = stat()
            if lstat(folder + "/" + name, &st) == 0 { sum += Int64(st.st_size) }
        }
        return sum
    }

    /// Removes `tmp/KEY.PID` folders whose process is gone.
    private func sweepTemporary() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder + "/tmp")) ?? [] {
            let parts = name.split(separator: ".")
            guard parts.count == 2, Self.isKey(String(parts[0])), let pid = Int32(parts[1]) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH { OutputFolder.removeTree(folder + "/tmp/" + name) }
        }
    }
}
