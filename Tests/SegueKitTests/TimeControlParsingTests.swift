import Testing
@testable import SegueKit

/// `TimePoint`, `FrameIndexRange`, `SecondsRange` and `FrameSchedule`: the text forms and what
/// they resolve to, independent of any renderer.
struct TimeControlParsingTests {
    @Test func timePointsParseInEveryForm() throws {
        #expect(try TimePoint(parsing: "0.25") == .seconds(0.25))
        #expect(try TimePoint(parsing: "0.25s") == .seconds(0.25))
        #expect(try TimePoint(parsing: "50%") == .percent(50))
        #expect(try TimePoint(parsing: "p=0.5") == .progress(0.5))
        #expect(try TimePoint(parsing: "P=1") == .progress(1))
        #expect(try TimePoint(parsing: "0") == .seconds(0))
        for bad in ["", "-1", "nan", "inf", "s", "%", "p=", "p=-0.1", "p=2", "101%", "1e400", "0x", "--1"] {
            #expect(throws: TimeControlError.self, "\(bad)") { try TimePoint(parsing: bad) }
        }
    }

    @Test func rangesParseAndRefuseReversedOrNegative() throws {
        #expect(try FrameIndexRange(parsing: "12-20") == FrameIndexRange(first: 12, last: 20))
        #expect(try FrameIndexRange(parsing: "12-") == FrameIndexRange(first: 12, last: nil))
        #expect(try FrameIndexRange(parsing: "7") == FrameIndexRange(first: 7, last: 7))
        #expect(try SecondsRange(parsing: "0.1s-0.3s") == SecondsRange(first: 0.1, last: 0.3))
        #expect(try SecondsRange(parsing: "0.2-") == SecondsRange(first: 0.2, last: nil))
        for bad in ["5-3", "-1-3", "1-2-3", "a-b", "1.5-2", "", "-", "99999999999999999999-"] {
            #expect(throws: TimeControlError.self, "\(bad)") { try FrameIndexRange(parsing: bad) }
        }
        for bad in ["0.3-0.1", "-0.1-0.2", "nan-1", "0-inf", "x-", ""] {
            #expect(throws: TimeControlError.self, "\(bad)") { try SecondsRange(parsing: bad) }
        }
    }

    /// Slow motion samples i / (fps × N): a whole N puts frame N·k exactly on normal frame k.
    @Test func slowSchedulesLandOnNormalFrames() {
        let normal = Timeline(duration: 0.5, fps: 30)
        for n in [2.0, 3, 4, 10] {
            let slow = FrameSchedule(timeline: normal, slow: n)
            #expect(slow.frameCount == Int((0.5 * 30 * n).rounded()) + 1)
            for k in 0..<normal.frameCount { #expect(slow.time(ofFrame: Int(n) * k) == normal.time(ofFrame: k), "N \(n), frame \(k)") }
        }
    }

    /// p = v is the earliest time the progress reaches v: on a linear curve v × D, on an
    /// overshooting spring the first crossing, before the peak.
    @Test func progressIsSolvedAtTheFirstCrossing() throws {
        let linear = try TimePoint.progress(0.3).seconds(duration: 2, fps: 1000) { TimingCurve.linear.progress(elapsed: $0, duration: 2) }
        #expect(abs(linear - 0.6) < 1e-12)
        let spring = TimingCurve.spring(Spring(response: 0.5, dampingRatio: 0.3))
        let t = try TimePoint.progress(1).seconds(duration: 2, fps: 30) { spring.progress(elapsed: $0, duration: 2) }
        #expect(t < 0.5, "an under-damped spring first reaches 1 well before it settles")
        #expect(abs(spring.progress(elapsed: t, duration: 2) - 1) < 1e-9)
        #expect(spring.progress(elapsed: t - 0.001, duration: 2) < 1)
        // Beyond the end is refused, naming the range.
        #expect { try TimePoint.seconds(3).seconds(duration: 2, fps: 30) { $0 } } throws: { "\($0)".contains("from 0 to 2") }
    }

    @Test("an error names the setting at fault, and each caller words it: Swift by property, the command line by option")
    func errorsNameTheirSetting() throws {
        do {
            _ = try TimePoint(parsing: "p=2")
            Issue.record("p=2 parsed")
        } catch {
            #expect(error.field == .at)
            #expect(error.description == "timeControl.at p=2: a progress value goes from p=0 to p=1")
            #expect(error.described { "--" + $0.rawValue } == "--at p=2: a progress value goes from p=0 to p=1")
        }
        #expect(throws: TimeControlError.self) { try TimeControl(at: .percent(10), frames: FrameIndexRange(first: 0, last: 1)).check() }
        do {
            try TimeControl(at: .percent(10), frames: FrameIndexRange(first: 0, last: 1)).check()
        } catch {
            #expect(error.message.fields == [.at, .frames])
            #expect(error.within("segue push: ").described { "--" + $0.rawValue } == "segue push: --at renders one moment; it cannot be combined with --frames")
        }
    }
}
