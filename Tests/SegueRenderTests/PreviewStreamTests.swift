import Foundation
import SegueKit
import Testing

@testable import SegueRender

/// Previews are written to disk as their frames come (`PreviewBuilder`, `APNGEncoder.Stream`,
/// `GIFEncoder.Stream`): a long render holds a frame or two of its preview, never all of them,
/// and the file does not depend on the order the frames came in.
struct PreviewStreamTests {
    static let count = 600

    /// Frame i: an 8×8 gray square whose shade and bright pixel move with i (so that every delta
    /// has something in it).
    static func frame(_ i: Int) -> PixelBuffer {
        let p = PixelBuffer(width: 8, height: 8, filledWith: Color(red: Double(i % 7) / 7, green: 0.5, blue: 0.25))
        return PixelBuffer(width: 8, height: 8, stride: 32, bytes: p.bytes.enumerated().map { k, v in k / 4 == i % 64 ? 255 : v })
    }

    /// The preview of `count` frames added in `order`, its bytes, and the most encoded frames that
    /// waited at once.
    static func preview(_ format: PreviewSettings.Format, order: [Int]) throws -> (bytes: [UInt8], waited: Int, left: [String]) {
        let dir = NSTemporaryDirectory() + "segue-preview-stream-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let settings = PreviewSettings(format: format, scale: 0.5)
        let path = dir + "/" + settings.fileName
        let builder = try PreviewBuilder(settings: settings, renderScale: 1, timeline: Timeline(duration: Double(count - 1) / 30, fps: 30),
                                         framePixels: (8, 8), deflate: .libdeflate(level: 6), path: path)
        for i in order { builder.add(frame: i, pixels: frame(i)) }
        let summary = try builder.finish()
        #expect(summary.frameCount == count && summary.file == settings.fileName)
        return (Array(try Data(contentsOf: URL(fileURLWithPath: path))), builder.mostWaiting,
                try FileManager.default.contentsOfDirectory(atPath: dir))
    }

    /// In order, but each run of four reversed: frames come as workers finish them.
    static let shuffled = stride(from: 0, to: count, by: 4).flatMap { Array(($0..<min($0 + 4, count)).reversed()) }

    @Test("an APNG of 600 frames holds a frame or two at once and reads back whole, in any arrival order")
    func apng() throws {
        let inOrder = try Self.preview(.apng, order: Array(0..<Self.count))
        #expect(inOrder.waited <= 2, "\(inOrder.waited) encoded frames waited at once")
        #expect(inOrder.left == ["preview.png"])
        let animation = try APNGReader.read(inOrder.bytes)
        #expect(animation.frames.count == Self.count)
        #expect(animation.frames[17] == Downscale.straightRGBA(Downscale.area(Self.frame(17), width: 4, height: 4)))
        let reordered = try Self.preview(.apng, order: Self.shuffled)
        #expect(reordered.bytes == inOrder.bytes)
        #expect(reordered.waited <= 8)
    }

    @Test("a GIF of 600 frames holds a frame or two at once, in any arrival order")
    func gif() throws {
        let inOrder = try Self.preview(.gif, order: Array(0..<Self.count))
        #expect(inOrder.waited <= 2)
        #expect(inOrder.left == ["preview.gif"])
        #expect(inOrder.bytes.starts(with: Array("GIF89a".utf8)) && inOrder.bytes.last == 0x3B)
        #expect(try Self.preview(.gif, order: Self.shuffled).bytes == inOrder.bytes)
    }

    @Test("a stream writes its header before any frame, then each frame as it is appended")
    func streamIsTheFile() throws {
        let images = APNGEncoderTests.images()
        let frames = images.indices.map { APNGEncoder.frame(previous: $0 == 0 ? nil : images[$0 - 1], current: images[$0]) }
        var chunks: [[UInt8]] = []
        let stream = try APNGEncoder.Stream(width: 67, height: 41, frameCount: frames.count) { chunks.append($0) }
        #expect(chunks.count == 1, "the header is written before any frame")
        for f in frames { try stream.append(f, delay: (1, 30)) }
        try stream.finish()
        #expect(chunks.count == frames.count + 2)
        #expect(try APNGReader.read(chunks.flatMap { $0 }).frames == images)
    }

    @Test("the default size: the screen in points, never more than half the frames; a scale set is kept")
    func defaultSize() {
        let automatic = PreviewSettings()
        #expect(automatic.scale(forRenderScale: 3) == 1.0 / 3)
        #expect(automatic.scale(forRenderScale: 4) == 0.25)
        #expect(automatic.scale(forRenderScale: 2) == 0.5 && automatic.scale(forRenderScale: 1) == 0.5)
        #expect(automatic.scale(forRenderScale: 1.5) == 0.5)
        #expect(automatic.scale(forRenderScale: 20) == PreviewSettings.scaleRange.lowerBound)
        #expect(PreviewSettings(scale: 0.8).scale(forRenderScale: 3) == 0.8)
        #expect(Downscale.size(width: 1179, height: 2556, scale: automatic.scale(forRenderScale: 3)) == (393, 852))
    }
}
