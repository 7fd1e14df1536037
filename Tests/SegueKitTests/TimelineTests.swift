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

@Test(arguments: [
    (1e300, 60.0, Timeline.maximumFrameCount), (.infinity, 60, Timeline.maximumFrameCount), (1, .infinity, Timeline.maximumFrameCount),
    (.nan, 60, 1), (1, .nan, 1), (-1, 60, 1), (1, -60, 1), (-1, -60, 1), (1, 0, 1), (0, 60, 1),
    (Double(Int32.max), 1, Timeline.maximumFrameCount),
])
func timelineNeverTraps(duration: Double, fps: Double, frames: Int) {
    // Issue 14: a huge duration crashed frameCount (Int of an out-of-range Double). Checking the
    // numbers is the callers' job; the timeline only must not trap.
    let tl = Timeline(duration: duration, fps: fps)
    #expect(tl.frameCount == frames)
    _ = tl.time(ofFrame: 0)
    _ = tl.time(ofFrame: tl.frameCount - 1)
}
