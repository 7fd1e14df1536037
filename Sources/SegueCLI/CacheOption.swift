import SegueRender

/// `--cache DIR [--cache-max SIZE]` of `render … --all`: the render cache (`RenderCache`).
struct CacheOption {
    /// The largest `--cache-max`: a pebibyte, far past any disk a CI keeps.
    static let maxBytesLimit: Int64 = 1 << 50

    var folder: String
    var maxBytes: Int64

    /// `--cache-max` as bytes: a whole number with an optional `K`, `M`, `G` or `T` (powers of 1024).
    static func size(_ text: String) throws -> Int64 {
        let units: [Character: Int64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var digits = Substring(text)
        var unit: Int64 = 1
        if let last = text.last?.uppercased().first, let u = units[last] {
            unit = u
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let n = Int64(digits), n >= 0,
              n <= maxBytesLimit / unit else {
            throw UsageError("--cache-max '\(text)': give a size such as 500M or 4G (at most 1024T)")
        }
        return n * unit
    }

    /// Opens the cache folder; a folder that cannot be used is a command error that names it.
    func open() throws -> RenderCache {
        do { return try RenderCache(folder: folder, maxBytes: maxBytes) } catch let e as RenderCacheError { throw CommandError("--cache \(e.description)") }
    }

    /// What the cache did, for the summary line: `cache: 480 of 500 segues copied, 20 drawn and kept`.
    static func summary(_ cache: RenderCache) -> String {
        let c = cache.counts
        var line = "cache \(display(cache.folder)): \(c.hits) of \(c.hits + c.misses) segues copied, \(c.misses) drawn"
        if c.stored > 0 { line += ", \(c.stored) kept" }
        if c.rejected > 0 { line += "; \(c.rejected) damaged entr\(c.rejected == 1 ? "y" : "ies") removed and drawn again" }
        if c.evicted > 0 { line += "; \(c.evicted) old entr\(c.evicted == 1 ? "y" : "ies") removed to stay under --cache-max" }
        return line + "\n"
    }
}

extension Arguments {
    /// `--cache DIR` and `--cache-max SIZE`, or nil; `all` says whether `--all` was given.
    func cache(all: Bool) throws -> CacheOption? {
        guard let folder = values["cache"] else {
            if values["cache-max"] != nil { throw UsageError("--cache-max goes with --cache DIR") }
            return nil
        }
        guard all else { throw UsageError("--cache goes with --all: it keeps every segue's render to copy when its inputs are unchanged") }
        guard !folder.isEmpty else { throw UsageError("--cache needs a folder") }
        let max = try values["cache-max"].map(CacheOption.size) ?? RenderCache.defaultMaxBytes
        return CacheOption(folder: folder, maxBytes: max)
    }
}
