import CGif

extension GIFEncoder {
    /// A GIF written as its frames come, in order: the screen descriptor and the loop extension
    /// first, each frame (its delay, colour table and LZW data) as it is appended, the trailer at
    /// `finish`. Only the frame being written is held. `GIFEncoder.file` is this stream written
    /// into memory.
    public final class Stream {
        /// Where the bytes go, in order; an error stops the stream.
        public typealias Sink = ([UInt8]) throws -> Void

        private let output: GIFOutputSink
        private var gif: UnsafeMutablePointer<GifFileType>?
        private var index = 0

        /// Writes the header of a `width` × `height` GIF; `loops` 0 plays forever.
        public init(width: Int, height: Int, loops: Int = 0, sink: @escaping Sink) throws {
            guard width <= 65535, height <= 65535 else { throw Failure(description: "a GIF is at most 65,535 pixels a side, not \(width)×\(height)") }
            output = GIFOutputSink(sink)
            var error: Int32 = 0
            guard let gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), GIFOutputSink.append, &error) else {
                throw Failure(description: "giflib could not start: \(GIFEncoder.message(error))")
            }
            self.gif = gif
            EGifSetGifVersion(gif, true)
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "the screen descriptor")
            // NETSCAPE2.0: sub-block 1, then the loop count (little-endian; 0 = forever).
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "the loop extension")
            try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)), "the loop extension")
            try check(EGifPutExtensionBlock(gif, 3, [1, UInt8(loops & 0xFF), UInt8(loops >> 8 & 0xFF)]), "the loop extension")
            try check(EGifPutExtensionTrailer(gif), "the loop extension")
        }

        deinit { close() }

        /// The next frame, shown for `delay` hundredths of a second.
        public func append(_ f: Frame, delay: Int) throws {
            guard let gif else { throw Failure(description: "the GIF is already finished") }
            let i = index
            var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(max(delay, 0), 65535)),
                                           TransparentColor: Int32(f.transparent ?? Int(NO_TRANSPARENT_COLOR)))
            var ext = [GifByteType](repeating: 0, count: 4)
            let n = EGifGCBToExtension(&gcb, &ext)
            try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), ext), "frame \(i)'s delay")
            // A colour table has a power of two entries (at least 2): pad with black.
            let used = f.palette.count + (f.transparent == nil ? 0 : 1)
            var size = 2
            while size < used { size *= 2 }
            var colours = f.palette.map { GifColorType(Red: $0.x, Green: $0.y, Blue: $0.z) }
            colours += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colours.count)
            guard let map = GifMakeMapObject(Int32(size), colours) else { throw Failure(description: "giflib could not make a colour table") }
            defer { GifFreeMapObject(map) }
            try check(EGifPutImageDesc(gif, Int32(f.x), Int32(f.y), Int32(f.width), Int32(f.height), false, map), "frame \(i)")
            var line = [GifPixelType](repeating: 0, count: f.width)
            for y in 0..<f.height {
                for x in 0..<f.width { line[x] = f.indices[y * f.width + x] }
                try check(EGifPutLine(gif, &line, Int32(f.width)), "frame \(i)")
            }
            index += 1
        }

        /// The trailer; the stream is closed.
        public func finish() throws {
            guard let gif else { throw Failure(description: "the GIF is already finished") }
            self.gif = nil
            var error: Int32 = 0
            let status = EGifCloseFile(gif, &error)
            if let failure = output.failure { throw failure }
            guard status == GIF_OK else { throw Failure(description: "giflib failed finishing the file: \(GIFEncoder.message(error))") }
        }

        private func close() {
            guard let gif else { return }
            self.gif = nil
            var error: Int32 = 0
            EGifCloseFile(gif, &error)
        }

        /// Throws the sink's own error when a write failed, else giflib's.
        private func check(_ status: Int32, _ what: String) throws {
            guard status == GIF_ERROR else { return }
            if let failure = output.failure { throw failure }
            throw Failure(description: "giflib failed writing \(what): \(GIFEncoder.message(gif?.pointee.Error ?? 0))")
        }
    }
}

/// Where giflib's write callback sends the encoded bytes: a sink, whose first error stops the
/// writes (giflib then reports a write failure, and the stream throws the sink's error).
final class GIFOutputSink {
    let sink: ([UInt8]) throws -> Void
    var failure: (any Error)?

    init(_ sink: @escaping ([UInt8]) throws -> Void) { self.sink = sink }

    static let append: @convention(c) (UnsafeMutablePointer<GifFileType>?, UnsafePointer<GifByteType>?, Int32) -> Int32 = { gif, data, length in
        guard let gif, let data, length > 0 else { return 0 }
        let output = Unmanaged<GIFOutputSink>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
        guard output.failure == nil else { return 0 }
        do {
            try output.sink(Array(UnsafeBufferPointer(start: data, count: Int(length))))
        } catch {
            output.failure = error
            return 0
        }
        return length
    }
}
