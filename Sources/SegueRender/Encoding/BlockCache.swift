import CZlib
import SegueKit
import Synchronization

/// The deflate blocks that `FastDeflate.blockStream` wrote for bands of rows that were a bitmap's
/// own rows (`RowSource.storedRow`), to be written again, bit for bit, wherever a later frame has
/// the same band: the same rows of the same bitmap, with the same row above (or none), filtered,
/// counted and coded as before. One per render, shared by its workers.
///
/// NB: frames that move something over a still screenshot repeat most of its rows from frame to
/// frame (a page curling over the screenshot it uncovers: about three quarters of a 3x curl's rows
/// on average, more than half in whole bands of `FastDeflate.blockRows`), and the encoder
/// converted, filtered, counted and coded them again each time. A block has its own tables (one
/// per band), so its bits do not depend on what comes before it but for their position, and the
/// stream's Adler-32 is combined from the band's. A row starts with its filter type, never zero, so
/// no zero run reaches into a band from the one before (`ZeroRun`).
final class BlockCache: Sendable {
    struct Key: Hashable {
        let bitmap: ObjectIdentifier
        /// The byte offset of the band's first pixel in the bitmap.
        let offset: Int
        let width: Int
        let rows: Int
        /// Whether the band is the frame's first rows (the filters see zeros above them); else the
        /// row above is the bitmap's row above the band.
        let first: Bool
    }

    /// A block as written: its bits after the 3-bit header (BFINAL, type), and the Adler-32 and
    /// length of the filtered rows it holds.
    struct Block: Sendable {
        let bits: [UInt64]
        let bitCount: Int
        let adler: UInt32
        let bytes: Int
        /// Whether its last byte was a zero (`ZeroRun.afterZero`).
        let endsAfterZero: Bool
    }

    private struct Entry: Sendable {
        /// Held, so that no other bitmap can take its identity while the entry lasts.
        let bitmap: Bitmap
        let block: Block
    }

    private struct Entries {
        var byKey: [Key: Entry] = [:]
        /// Oldest first.
        var order: [Key] = []
        var bytes = 0
        /// Entries per bitmap.
        var bitmaps: [ObjectIdentifier: Int] = [:]

        mutating func removeOldest() {
            let key = order.removeFirst()
            guard let entry = byKey.removeValue(forKey: key) else { return }
            bytes -= entry.block.bits.count * 8
            bitmaps[key.bitmap, default: 1] -= 1
            if bitmaps[key.bitmap] == 0 { bitmaps[key.bitmap] = nil }
        }
    }

    private let entries = Mutex(Entries())
    /// The most bytes of blocks kept (a 3x screenshot's bands take under 1 MB), and the most
    /// bitmaps they are of (the entries hold them: a curl has two).
    static let byteLimit = 16 << 20, bitmapLimit = 4
    private let hitCount = Atomic<Int>(0)

    /// How many blocks were written from the cache (for the tests).
    var hits: Int { hitCount.load(ordering: .relaxed) }

    /// The key of rows `ys` of `source` when they are consecutive rows of one bitmap, and the row
    /// above them is that bitmap's row above them, or there is none (`ys` starts at 0).
    static func key(_ source: any RowSource, rows ys: Range<Int>) -> (Key, Bitmap)? {
        guard let top = source.storedRow(ys.lowerBound) else { return nil }
        let stride = top.bitmap.stride
        for y in ys.dropFirst() {
            guard let row = source.storedRow(y), row.isSame(as: StoredRow(bitmap: top.bitmap, offset: top.offset + (y - ys.lowerBound) * stride))
            else { return nil }
        }
        if ys.lowerBound > 0 {
            guard let above = source.storedRow(ys.lowerBound - 1), above.isSame(as: StoredRow(bitmap: top.bitmap, offset: top.offset - stride))
            else { return nil }
        }
        let key = Key(bitmap: ObjectIdentifier(top.bitmap), offset: top.offset, width: source.width, rows: ys.count, first: ys.lowerBound == 0)
        return (key, top.bitmap)
    }

    func block(_ key: Key, bitmap: Bitmap) -> Block? {
        let hit = entries.withLock { e -> Block? in
            guard let entry = e.byKey[key], entry.bitmap === bitmap else { return nil }
            return entry.block
        }
        if hit != nil { hitCount.add(1, ordering: .relaxed) }
        return hit
    }

    func store(_ block: Block, _ key: Key, bitmap: Bitmap) {
        let size = block.bits.count * 8
        guard size <= Self.byteLimit else { return }
        entries.withLock { e in
            if e.byKey[key] != nil { return }
            while !e.order.isEmpty, e.bytes + size > Self.byteLimit || (e.bitmaps[key.bitmap] == nil && e.bitmaps.count >= Self.bitmapLimit) {
                e.removeOldest()
            }
            e.byKey[key] = Entry(bitmap: bitmap, block: block)
            e.order.append(key)
            e.bytes += size
            e.bitmaps[key.bitmap, default: 0] += 1
        }
    }

    /// Adler-32 of `a`'s bytes followed by `bytes` bytes whose Adler-32 is `b`.
    static func adler(_ a: UInt32, then b: UInt32, bytes: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: adler32_combine(uLong(a), uLong(b), off_t(bytes)))
    }
}
