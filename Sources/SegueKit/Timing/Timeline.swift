/// A fixed duration sampled at a fixed frame rate (SPEC.md §1): `round(D × fps) + 1` frames at
/// `t_i = min(i / fps, D)`; frame 0 is the state before anything moves, the last the settled end.
///
/// Never traps, whatever the numbers: a duration or rate that is negative, zero or not a number
/// gives one frame, and a huge or infinite product saturates at `maximumFrameCount`. Refusing such
/// values with a clear error is the callers' job (the command line's options, the transition
/// file's checks); a caller must not ask for `times` of a timeline it has not checked.
public struct Timeline: Hashable, Sendable, Codable {
    public var duration: Double
    public var fps: Double

    /// Where `frameCount` saturates: far more frames than anything renders, small enough that
    /// arithmetic on it never overflows.
    public static let maximumFrameCount = Int(Int32.max)

    public init(duration: Double, fps: Double = 60) {
        self.duration = duration
        self.fps = fps
    }

    public var frameCount: Int {
        // NB: comparisons with NaN are false, so NaN takes the first exit; Int(_:) would trap on it
        // and on anything beyond Int's range.
        guard duration > 0, fps > 0 else { return 1 }
        let product = duration * fps
        guard product < Double(Self.maximumFrameCount - 1) else { return Self.maximumFrameCount }
        return Int(product.rounded()) + 1
    }

    /// The time of frame `i`; the last frame is always exactly at `duration`, the settled state, even
    /// when `D × fps` is not a whole number.
    public func time(ofFrame i: Int) -> Double { i >= frameCount - 1 ? duration : min(Double(i) / fps, duration) }

    public var times: [Double] { (0..<frameCount).map(time(ofFrame:)) }
}
