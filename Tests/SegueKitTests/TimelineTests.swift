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
