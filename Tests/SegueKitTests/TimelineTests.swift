import Testing
@testable import SegueKit

@Test func timelineFrameCountAndTimes() {
    let tl = Timeline(duration: 0.5, fps: 60)
    #expect(tl.frameCount == 31)
    #expect(tl.time(ofFrame: 0) == 0)
    #expect(tl.time(ofFrame: 30) == 0.5)
    let odd = Timeline(duration: 0.41, fps: 30)
    #expect(odd.frameCount == 13)
    #expect(odd.time(ofFrame: 12) == 0.41)
}

/// Numbers no caller should pass still give a timeline: one frame, or saturated at the maximum;
/// frame 0 is at 0 when there are several frames, and the last one is exactly at the duration
/// (one frame is both). `Int` of an out-of-range Double traps, so a huge product must saturate
/// before it; checking the numbers is the callers' job, and the timeline only must not trap.
@Test(arguments: [
    (1e300, 60.0, Timeline.maximumFrameCount, 0.0), (.infinity, 60, Timeline.maximumFrameCount, 0), (1, .infinity, Timeline.maximumFrameCount, 0),
    (.nan, 60, 1, .nan), (1, .nan, 1, 1), (-1, 60, 1, -1), (1, -60, 1, 1), (-1, -60, 1, -1), (1, 0, 1, 1), (0, 60, 1, 0),
    (Double(Int32.max), 1, Timeline.maximumFrameCount, 0),
])
func timelineNeverTraps(duration: Double, fps: Double, frames: Int, first: Double) {
    let tl = Timeline(duration: duration, fps: fps)
    #expect(tl.frameCount == frames)
    // Bit patterns, so that a NaN duration is its own expected value.
    #expect(tl.time(ofFrame: 0).bitPattern == first.bitPattern, "frame 0 at \(tl.time(ofFrame: 0))")
    #expect(tl.time(ofFrame: tl.frameCount - 1).bitPattern == duration.bitPattern, "the last frame at \(tl.time(ofFrame: tl.frameCount - 1))")
}
