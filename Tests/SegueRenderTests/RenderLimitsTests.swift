import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// What a render may cost is checked before any work starts, with errors that say what to change.
@MainActor
struct RenderLimitsTests {
    func job(width: Double = 393, height: Double = 852, scale: Double = 1, duration: Double = 0.5, fps: Double = 60,
             out: String = NSTemporaryDirectory() + "segue-limits-never-written") -> RenderJob {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        let recording = Recording.record(root: root) {}
        return RenderJob(recording: recording, timeline: Timeline(duration: duration, fps: fps), scale: scale, outputDirectory: out,
                         info: TransitionInfo(transition: .named("t"), direction: .present, device: "d", curve: .linear, duration: duration))
    }

    func message(_ job: RenderJob) -> String? {
        do { try RenderLimits.check(job) } catch { return "\(error)" }
        return nil
    }

    @Test func ordinaryRendersPass() {
        #expect(message(job()) == nil)
        #expect(message(job(width: 834, height: 1194, scale: 4)) == nil, "the largest device at 4x is the limit, inside it")
    }

    @Test func framesLargerThanTheLargestDeviceAt4xAreRefused() {
        let m = message(job(scale: 40))
        #expect(m?.hasPrefix("a frame of 393×852 pt at scale 40 would be 535.74 megapixels, more than the limit of 15.93") == true, "\(m ?? "")")
        #expect(m?.hasSuffix("lower settings.scale") == true, "Swift names the setting, not a command-line option")
        #expect(message(job(scale: .infinity))?.contains("must be positive numbers") == true)
        #expect(message(job(width: .nan))?.contains("must be positive numbers") == true)
    }

    @Test func tooManyFramesAreRefusedUnlessRaised() {
        var j = job(duration: 60, fps: 240)
        #expect(message(j) == "60 s at 240 fps is 14401 frames, more than the limit of 10000 per render; lower settings.fps "
            + "or the transition's duration, or raise the limit with settings.maxFrames")
        #expect { try RenderLimits.check(j) } throws: { e in
            guard let e = e as? RenderSettingError else { return false }
            return e.field == .maxFrames && e.message.fields == [.fps, .duration, .maxFrames]
                && e.described { "<\($0.rawValue)>" }.hasSuffix("lower <fps> or <duration>, or raise the limit with <maxFrames>")
        }
        j.maxFrames = 20_000
        #expect(message(j) == nil)
    }

    @Test func aRenderThatCannotFitOnTheDiskIsRefused() throws {
        var j = job(width: 834, height: 1194, scale: 4, duration: 60, fps: 240)
        j.maxFrames = RenderLimits.maxFramesCeiling
        // 14,401 frames of 15.9 Mpx: about 57 GB at the estimate; make it larger than any disk here.
        j.timeline = Timeline(duration: 60, fps: 16_000)
        j.maxFrames = 1_000_000
        let m = try #require(message(j))
        #expect(m.contains("frames of 15.93 megapixels need about") && m.contains("is free on the disk of"), "\(m)")
        #expect(m.hasSuffix("free some space or render fewer frames"))
    }

    @Test func sha256KnownAnswers() {
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
