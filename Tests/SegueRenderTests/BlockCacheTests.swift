import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// The fast encoder writes a band of a curl's frame that is a screenshot's own rows from the block
/// it wrote for the same band before (`BlockCache`): every file must be the one written from the
/// frame's pixels, whatever frames came before, and the blocks must be reused.
@MainActor
struct BlockCacheTests {
    static let fast = PNGEncoder(options: .init(compression: .fast))
    static let width = 97, height = 400

    /// Opaque rows unlike one another: flat runs, gradients, noise, marks (each of Paeth and Up
    /// wins somewhere), different for each seed.
    static func bitmap(height: Int = height, seed: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> Bitmap {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        return Bitmap(width: width, height: height) { out in
            for y in 0..<height {
                let kind = (y / 5 + seed) % 4
                for x in 0..<width {
                    state ^= state << 13; state ^= state >> 7; state ^= state << 17
                    let noise = UInt8(truncatingIfNeeded: state)
                    let a = alpha(x, y)
                    let c: (UInt8, UInt8, UInt8) = switch kind {
                    case 0: (UInt8(seed * 30 % 256), 200, 17)
                    case 1: (UInt8((x * 2 + y) % 256), UInt8(y % 256), UInt8(x % 256))
                    case 2: (noise, noise &+ 3, UInt8(x % 256))
                    default: ((x + y + seed) % 9 == 0 ? 0 : 240, UInt8((y * 7) % 256), noise & 0xF0)
                    }
                    // Premultiplied: no channel above alpha.
                    let o = (y * width + x) * 4
                    out[o] = min(c.0, a); out[o + 1] = min(c.1, a); out[o + 2] = min(c.2, a); out[o + 3] = a
                }
            }
        }
    }

    /// Rows drawn by neither screenshot.
    static func drawn(rows: Int, seed: Int) -> PixelBuffer {
        if rows == 0 { return PixelBuffer(uninitializedWidth: width, height: 0) }
        let b = bitmap(height: rows, seed: seed)
        return PixelBuffer(width: width, height: rows, stride: width * 4, bytes: Array(b.bytes.prefix(rows * width * 4)))
    }

    /// A curl's frame: `pageRows` rows of `page` from its row `pageFrom`, drawn rows, then `under`'s rows.
    static func frame(page: Bitmap, pageFrom: Int = 0, pageRows: Int, under: Bitmap, underFrom: Int) -> RenderedFrame {
        let p = Flat(screen: page, from: (0, pageFrom), width: width, height: height)
        let u = Flat(screen: under, from: (0, 0), width: width, height: height)
        return RenderedFrame(CurlFrame(width: width, height: height, page: p, drawnRows: drawn(rows: underFrom - pageRows, seed: 9),
                                       pageRows: pageRows, under: u, underFrom: underFrom))
    }

    /// Expects the frame's file, written with `cache`, to be the one written from its pixels (no
    /// cache there).
    func expectWritten(_ frame: RenderedFrame, _ cache: BlockCache, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let same = Self.fast.encode(frame, blocks: cache) == Self.fast.encode(frame.pixels)
        #expect(same, "\(label)", sourceLocation: sourceLocation)
    }

    @Test("a band whose row above is not the screenshot's is not reused where it is")
    func rowAbove() throws {
        let cache = BlockCache(), page = Self.bitmap(seed: 1), under = Self.bitmap(seed: 2)
        // Rows 128..<256 are the screenshot's under the page in both; above them, a drawn row, then its own.
        let first = Self.frame(page: page, pageRows: 0, under: under, underFrom: 128)
        let second = Self.frame(page: page, pageRows: 0, under: under, underFrom: 100)
        expectWritten(first, cache, "first")
        let afterFirst = cache.hits
        expectWritten(second, cache, "second")
        expectWritten(second, cache, "second")
        // The first frame's last two bands, then the second's last three.
        #expect(afterFirst == 0 && cache.hits == 5, "\(cache.hits)")
    }

    @Test("a frame's first band (zeros above it) is not another frame's band of the same rows")
    func firstBand() throws {
        let cache = BlockCache(), page = Self.bitmap(height: Self.height + 128, seed: 3), under = Self.bitmap(seed: 4)
        // The page's rows 128..<256 are the first band of one frame and the second band of the other.
        let shifted = Self.frame(page: page, pageFrom: 128, pageRows: Self.height, under: under, underFrom: Self.height)
        let plain = Self.frame(page: page, pageRows: Self.height, under: under, underFrom: Self.height)
        expectWritten(shifted, cache, "shifted")
        expectWritten(plain, cache, "plain")
        expectWritten(shifted, cache, "shifted")
        expectWritten(plain, cache, "plain")
        // Rows 256..<384 under row 255 are a band of both; then each frame's four bands again.
        #expect(cache.hits == 9, "\(cache.hits)")
    }

    @Test("frames in any order, as workers take them: the files written from their pixels")
    func anyOrder() throws {
        let cache = BlockCache(), page = Self.bitmap(seed: 5), under = Self.bitmap(seed: 6)
        let splits = [(0, 0), (0, 400), (400, 400), (130, 300), (128, 256), (50, 390), (256, 256), (0, 129)]
        let frames = splits.map { Self.frame(page: page, pageRows: $0.0, under: under, underFrom: $0.1) }
        for i in [3, 0, 7, 1, 5, 2, 6, 4, 4, 1, 7, 3, 0, 2, 6, 5] { expectWritten(frames[i], cache, "\(splits[i])") }
        #expect(cache.hits > 0)
    }

    @Test("a translucent screenshot: the RGBA file, from no cached block")
    func translucent() throws {
        let cache = BlockCache(), under = Self.bitmap(seed: 7)
        let page = Self.bitmap(seed: 8) { x, y in y >= 300 && x == 40 ? 128 : 255 }
        let frame = Self.frame(page: page, pageRows: Self.height, under: under, underFrom: Self.height)
        expectWritten(frame, cache, "frame")
        expectWritten(frame, cache, "frame")
        let png = Self.fast.encode(frame, blocks: cache)
        #expect(png[25] == 6, "colour type RGBA")
        #expect(cache.hits == 0)
    }

    @Test("the cache keeps at most four bitmaps' blocks, and holds them until it lets go")
    func limits() throws {
        let cache = BlockCache()
        let block = BlockCache.Block(bits: [1], bitCount: 1, adler: 1, bytes: 1, endsAfterZero: false)
        let bitmaps = (0..<5).map { Self.bitmap(height: 2, seed: $0) }
        func key(_ b: Bitmap) -> BlockCache.Key { BlockCache.Key(bitmap: ObjectIdentifier(b), offset: 0, width: Self.width, rows: 2, first: true) }
        for b in bitmaps { cache.store(block, key(b), bitmap: b) }
        #expect(cache.block(key(bitmaps[0]), bitmap: bitmaps[0]) == nil, "the oldest bitmap's blocks are let go")
        for b in bitmaps.dropFirst() { #expect(cache.block(key(b), bitmap: b) != nil) }
        // A big block pushes out older ones to stay within the byte limit.
        let big = BlockCache.Block(bits: [UInt64](repeating: 0, count: BlockCache.byteLimit / 8 - 1), bitCount: 64, adler: 1, bytes: 1, endsAfterZero: false)
        cache.store(big, BlockCache.Key(bitmap: ObjectIdentifier(bitmaps[4]), offset: 4, width: Self.width, rows: 2, first: false), bitmap: bitmaps[4])
        #expect(cache.block(key(bitmaps[1]), bitmap: bitmaps[1]) == nil)
    }

    @Test("a curl between screenshots, rendered twice by one rasterizer: the drawn frames' files, blocks reused")
    func curlBetweenScreenshots() throws {
        let r = Rasterizer(scale: 2), cache = BlockCache()
        let lists = WarpFrameTests().frames(.partialCurl, forward: true)
        for list in lists + lists.reversed() {
            let frame = try r.frame(list)
            #expect(Self.fast.encode(frame, blocks: cache) == Self.fast.encode(try Rasterizer(scale: 2).render(list)))
        }
        #expect(cache.hits >= lists.count, "\(cache.hits) blocks reused")
    }

    @Test("the hint: a curl's rows are a bitmap's where they are read from one, and nowhere else")
    func storedRows() throws {
        let lists = WarpFrameTests().frames(.partialCurl, forward: true)
        var drawnFlat = Rasterizer(scale: 2)
        drawnFlat.readsScreensInPlace = false
        let inPlace = Rasterizer(scale: 2)
        var pageRows = 0, flatPageRows = 0
        for list in lists {
            guard let read = try inPlace.frame(list).source as? CurlFrame, let flat = try drawnFlat.frame(list).source as? CurlFrame else { continue }
            for y in 0..<read.height {
                #expect((read.storedRow(y) != nil) == (y < read.pageRows || y >= read.underFrom), "row \(y)")
            }
            // A page drawn flat is no bitmap's; the screenshot under it still is.
            #expect((0..<flat.pageRows).allSatisfy { flat.storedRow($0) == nil })
            #expect((flat.underFrom..<flat.height).allSatisfy { flat.storedRow($0) != nil })
            pageRows += read.pageRows
            flatPageRows += flat.pageRows
        }
        #expect(pageRows > 0 && flatPageRows > 0)
        #expect(try RenderedFrame(inPlace.render(lists[4])).source.storedRow(0) == nil, "a drawn frame's rows")
    }
}
