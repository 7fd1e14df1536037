import Foundation
import SegueKit
import Testing
@testable import SegueRender

@Suite("Font digests remembered between runs")
struct FontDigestCacheTests {
    static func scratch() -> String {
        let dir = NSTemporaryDirectory() + "segue-font-cache-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("a digest is computed once, kept in the cache file, and computed again when the file changes")
    func remembersUntilTheFileChanges() throws {
        let dir = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let font = dir + "/Some.ttf", cacheFile = dir + "/cache/font-digests.json"
        try Data("first".utf8).write(to: URL(fileURLWithPath: font))
        var computed = 0
        let count: ([UInt8]) -> String = { computed += 1; return SHA256.hex($0) }

        let cache = FontDigestCache(path: cacheFile)
        #expect(cache.sha256(of: font, digest: count) == SHA256.hex(Array("first".utf8)))
        #expect(cache.sha256(of: font, digest: count) == SHA256.hex(Array("first".utf8)))
        #expect(computed == 1)
        #expect(FileManager.default.fileExists(atPath: cacheFile))

        // A later run (a new cache object reading the file) does not hash again.
        #expect(FontDigestCache(path: cacheFile).sha256(of: font, digest: count) == SHA256.hex(Array("first".utf8)))
        #expect(computed == 1)

        // A changed file (another size) is hashed again.
        try Data("second, longer".utf8).write(to: URL(fileURLWithPath: font))
        #expect(FontDigestCache(path: cacheFile).sha256(of: font, digest: count) == SHA256.hex(Array("second, longer".utf8)))
        #expect(computed == 2)
    }

    @Test("a damaged cache file or none at all only means hashing again")
    func damagedOrMissingCache() throws {
        let dir = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let font = dir + "/Some.ttf", cacheFile = dir + "/font-digests.json"
        try Data("bytes".utf8).write(to: URL(fileURLWithPath: font))
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: cacheFile))
        #expect(FontDigestCache(path: cacheFile).sha256(of: font, digest: SHA256.hex) == SHA256.hex(Array("bytes".utf8)))
        #expect(FontDigestCache(path: nil).sha256(of: font, digest: SHA256.hex) == SHA256.hex(Array("bytes".utf8)))
        #expect(FontDigestCache(path: nil).sha256(of: dir, digest: SHA256.hex) == nil)  // not a regular file
    }
}
