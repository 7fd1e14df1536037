import Foundation

/// A moment of a transition as people name it (`--at`): seconds, a percentage of the duration, or
/// the moment a progress value is reached.
///
/// Progress is the transition's own progress curve, the one each frame's `progress` in the manifest
/// reports: `p(t) = info.progressCurve.progress(elapsed: t, duration: info.progressDuration)`
/// (SPEC.md §1; for a dismissal the geometry is the presentation's at 1 − p, so `p=0.5` is still
/// half-way through the motion). `p=v` is the *earliest* time in 0…D at which p(t) ≥ v.
///
/// NB: p(t) is solved numerically for every curve, cubic, spring or keyframed alike, since springs
/// overshoot and have no closed-form inverse and a progress window is flat at its ends: p is
/// sampled at 4,096 even steps over 0…D to find the first step at or above v, then that step is
/// bisected 64 times, to far below a nanosecond. A crossing that rises above v and falls back
/// within one step (0.12 ms of a 0.5 s transition) is not seen; no UIKit curve does that. Every
/// curve reaches 1 at the end (a spring snaps to 1 at D), so every v in 0…1 has an answer.
public enum TimePoint: Hashable, Sendable, CustomStringConvertible {
    /// Seconds from the start, 0…D.
    case seconds(Double)
    /// A percentage of the duration, 0…100.
    case percent(Double)
    /// A progress value, 0…1.
    case progress(Double)

    /// Parses `0.25`, `0.25s`, `50%` or `p=0.5`. Values must be finite and not negative; a
    /// percentage at most 100 and a progress at most 1 (seconds are checked against the transition).
    public init(parsing text: String) throws(TimeControlError) {
        let t = text.trimmingCharacters(in: .whitespaces)
        let forms = "seconds (0.25 or 0.25s), a percentage of the duration (50%) or a progress value (p=0.5)"
        func number(_ s: Substring) throws(TimeControlError) -> Double {
            guard let v = InputText.decimal(s), v.isFinite else { throw TimeControlError("\(.at) takes \(forms), not \(InputText.quoted(text))") }
            guard v >= 0 else { throw TimeControlError("\(.at) \(InputText.echo(text)) is negative: give \(forms), from the start of the transition") }
            return v
        }
        if t.lowercased().hasPrefix("p=") {
            let v = try number(t.dropFirst(2))
            guard v <= 1 else { throw TimeControlError("\(.at) \(InputText.echo(text)): a progress value goes from p=0 to p=1") }
            self = .progress(v)
        } else if t.hasSuffix("%") {
            let v = try number(t.dropLast())
            guard v <= 100 else { throw TimeControlError("\(.at) \(InputText.echo(text)): a percentage of the duration goes from 0% to 100%") }
            self = .percent(v)
        } else {
            self = .seconds(try number(t.hasSuffix("s") ? t.dropLast() : Substring(t)))
        }
    }

    public var description: String {
        switch self {
        case .seconds(let s): "\(Self.format(s))s"
        case .percent(let v): "\(Self.format(v))%"
        case .progress(let v): "p=\(Self.format(v))"
        }
    }

    /// The time in seconds for a transition of `duration` whose progress at t is `progress(t)`.
    /// A time within a nanosecond of a frame of the `fps` timeline is that frame's exact time, so
    /// `--at` on a frame boundary draws the frame a full render writes, byte for byte.
    public func seconds(duration: Double, fps: Double, progress: (Double) -> Double) throws(TimeControlError) -> Double {
        let t: Double
        switch self {
        case .seconds(let s):
            guard s <= duration * (1 + 1e-12) else {
                throw TimeControlError(
                    "\(.at) \(self) is after the end of the transition: give seconds from 0 to \(Self.format(duration)), a percentage from 0% to 100% or a progress from p=0 to p=1")
            }
            t = Swift.min(s, duration)
        case .percent(let v): t = duration * v / 100
        case .progress(let v): t = Self.firstTime(reaching: v, duration: duration, progress: progress)
        }
        let timeline = Timeline(duration: duration, fps: fps)
        let nearest = Swift.min(Swift.max(0, (t * fps).rounded()), Double(timeline.frameCount - 1))
        let frameTime = timeline.time(ofFrame: Int(nearest))
        return abs(frameTime - t) <= 1e-9 ? frameTime : t
    }

    /// The earliest time in 0…duration at which `progress` reaches `value` (see the type's note).
    public static func firstTime(reaching value: Double, duration: Double, progress: (Double) -> Double) -> Double {
        guard duration > 0, progress(0) < value else { return 0 }
        let steps = 4096
        var previous = 0.0
        for k in 1...steps {
            let t = k == steps ? duration : duration * Double(k) / Double(steps)
            if progress(t) >= value {
                var lo = previous, hi = t
                for _ in 0..<64 where hi - lo > 0 {
                    let mid = (lo + hi) / 2
                    if mid <= lo || mid >= hi { break }
                    if progress(mid) >= value { hi = mid } else { lo = mid }
                }
                return hi
            }
            previous = t
        }
        return duration
    }

    /// A number as options show it: `0.5`, `12`, `0.0333`.
    /// NB: past 10¹⁵ in Swift's shortest form (`1e+308`), never hundreds of digits; a value that
    /// rounds to a whole number at four decimals shows without a point (`1`, not `1.`).
    static func format(_ v: Double) -> String {
        NumberText.string(v, decimals: 4)
    }
}
