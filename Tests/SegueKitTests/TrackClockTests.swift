import Testing
@testable import SegueKit

/// Track clocks: the local time of tracks that pause, scrub, reverse and ease (what property
/// animators and interactive transitions drive), and presentation-only tracks.
struct TrackClockTests {
    @Test func localTimeFollowsEachSegment() {
        let clock = TrackClock(start: 1, localTime: 0, motion: .run(rate: 1))
        clock.change(at: 1.5, to: .hold)
        clock.change(at: 2, localTime: 0.8, to: .hold)
        clock.change(at: 2.5, to: .run(rate: -2))
        #expect(clock.localTime(at: 0.5) == 0)
        #expect(clock.localTime(at: 1.25) == 0.25)
        #expect(clock.localTime(at: 1.9) == 0.5)
        #expect(clock.localTime(at: 2.2) == 0.8)
        #expect(abs(clock.localTime(at: 2.75) - 0.3) < 1e-12)
        #expect(clock.begin == 1)
    }

    /// An ease moves local time to its target on its curve and then holds; crossing times are found
    /// on it (a forward target is reached, a backward one is not).
    @Test func easingReachesItsTargetAndHolds() {
        let clock = TrackClock(start: 0, localTime: 0.4, motion: .ease(to: 1, duration: 0.6, curve: .linear))
        #expect(abs(clock.localTime(at: 0.3) - 0.7) < 1e-6)
        #expect(clock.localTime(at: 5) == 1)
        #expect(clock.settleTime == 0.6)
        #expect(abs((clock.time(reaching: 0.7, forward: true, notBefore: 0) ?? -1) - 0.3) < 1e-6)
        #expect(clock.time(reaching: 0.2, forward: false, notBefore: 0) == nil)
        let held = TrackClock(start: 0, motion: .hold)
        #expect(held.time(reaching: 0, forward: true, notBefore: 0) == nil)
    }

    /// A change at time T never alters a value before T: what makes sampling pure once recorded.
    @Test func changesOnlyAffectTheFuture() {
        let clock = TrackClock(start: 0, motion: .run(rate: 1))
        let before = (0..<10).map { clock.localTime(at: Double($0) * 0.1) }
        clock.change(at: 1, to: .run(rate: -1))
        clock.remove(at: 2)
        #expect((0..<10).map { clock.localTime(at: Double($0) * 0.1) } == before)
    }

    /// A track on a clock takes its start and duration in the clock's time; a linear scrub ignores its curve.
    @Test func clockedTracksUseLocalTime() {
        let clock = TrackClock(start: 2, localTime: 0, motion: .run(rate: 0.5))
        let track = Track(start: 0, duration: 1, curve: .easeIn, from: 0.0, to: 10.0, clock: clock)
        #expect(track.value(at: 2) == 0)
        #expect(track.value(at: 4) == 10)
        clock.change(at: 3, localTime: 0.25, to: .hold, scrubsLinearly: true)
        #expect(abs(track.value(at: 3.5) - 2.5) < 1e-9)
    }

    /// A presentation track shows over the model value while it runs, and the model value before and
    /// after it unless its fill holds the first or last value; removal ends it early.
    @Test func presentationTracksShowOverTheModel() {
        let model = Track(start: 0, duration: 1, curve: .linear, from: 0.0, to: 100.0)
        var shown = Track(start: 0.5, duration: 0.5, curve: .linear, from: 1000.0, to: 2000.0,
                          fill: PresentationFill(addedAt: 0.2))
        let plain = [model, shown]
        #expect(abs(plain.sample(at: 0.4, base: 100) - 40) < 1e-4)
        #expect(abs(plain.sample(at: 0.75, base: 100) - 1500) < 1e-4)
        #expect(plain.sample(at: 1.5, base: 100) == 100)
        shown.fill = PresentationFill(addedAt: 0.2, backwards: true, forwards: true)
        #expect(abs([model, shown].sample(at: 0.1, base: 100) - 10) < 1e-4)
        #expect([model, shown].sample(at: 0.3, base: 100) == 1000)
        #expect([model, shown].sample(at: 1.5, base: 100) == 2000)
        let removal = TrackRemoval()
        shown.fill?.removal = removal
        removal.remove(at: 0.6)
        #expect(abs([model, shown].sample(at: 0.7, base: 100) - 70) < 1e-4)
    }

    /// A removed clock's tracks give way to the model value.
    @Test func removedClocksShowTheModel() {
        let clock = TrackClock(start: 0, motion: .run(rate: 1))
        let track = Track(start: 0, duration: 1, curve: .linear, from: 0.0, to: 10.0, clock: clock)
        clock.remove(at: 0.5)
        #expect(abs([track].sample(at: 0.4, base: 10) - 4) < 1e-6)
        #expect([track].sample(at: 0.6, base: 10) == 10)
    }
}
