import Foundation
import Testing
@testable import SegueRender

/// `--video` of frames with an odd width or height: H.264 in yuv420p needs even sizes, so the
/// frames gain a copy of their last column or row, and segue says so.
@MainActor
struct VideoSizeTests {
    @Test("an odd width or height gains one column or row, and the note says which")
    func paddedSizes() {
        let odd = VideoWriter.Size(frameWidth: 393, frameHeight: 851)
        #expect((odd.width, odd.height) == (394, 852))
        #expect(odd.note == "the video is 394 × 852 pixels: the frames' 393 × 851 with their last column and last row repeated, "
                + "as H.264 video needs even sizes")
        #expect(VideoWriter.Size(frameWidth: 393, frameHeight: 852).note?.contains("with their last column repeated") == true)
        #expect(VideoWriter.Size(frameWidth: 394, frameHeight: 852).note == nil)
        #expect(VideoWriter.Size(frameWidth: 394, frameHeight: 852).filter == nil, "even frames go to ffmpeg as they are")
    }

    @Test("a 393-pixel-wide render makes a 394-pixel video whose last column is the frames' edge, not black",
          .enabled(if: VideoWriter.ffmpeg() != nil, "ffmpeg is not installed (scripts/setup --tests installs it)"))
    func oddWidthIsPadded() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PreviewTests.screens(in: dir)
        let r = try PreviewTests.render(["--video", "v.mp4"], in: dir)
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("segue: note: --video v.mp4: the video is 394 × 852 pixels: the frames' 393 × 852 with their last column repeated"),
                "\(r.err)")
        let first = try PNGDecoder.decode(contentsOf: dir + "/frames/frame_0000.png")
        #expect((first.width, first.height) == (393, 852))
        let video = try Self.firstFrame(of: dir + "/v.mp4", width: 394, height: 852)
        // The added column repeats the frames' last one: beside it in the decoded video (both went
        // through the same colour conversion and loss), where black padding would be far off.
        var worst = 0
        for y in stride(from: 0, to: 852, by: 7) {
            for c in 0..<3 {
                worst = max(worst, abs(Int(video[(y * 394 + 393) * 3 + c]) - Int(video[(y * 394 + 392) * 3 + c])))
            }
        }
        #expect(worst < 24, "the padding column differs from the frame's edge by up to \(worst)")
    }

    /// The first frame of a video as RGB bytes, decoded by ffmpeg at `width` × `height` (fails when
    /// the video is another size: the byte count differs).
    static func firstFrame(of path: String, width: Int, height: Int) throws -> [UInt8] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(VideoWriter.ffmpeg()))
        p.arguments = ["-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try #require(data.count == width * height * 3, "the video is \(width) × \(height): \(data.count) bytes decoded")
        return Array(data)
    }
}
