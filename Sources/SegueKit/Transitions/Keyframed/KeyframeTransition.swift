import Foundation

/// A custom transition given as data (SPEC.md §7): for each of the two views, keyframes of frame,
/// center, transform, alpha and corner radius, each segment on its own curve, plus a duration, an
/// optional dimming layer and which view is on top. The file format is described in
/// Sources/SegueKit/Transitions/Keyframed/Schema.md; `load(contentsOf:)` reads and checks one.
///
/// Times are fractions of the duration, so overriding `duration` stretches every keyframe;
/// `curve` is the curve of every segment whose keyframe names none. A dismissal (or pop) plays the
/// `dismissal` choreography when the file gives one (`"dismiss"`), and otherwise the presentation
/// undone, forward in time (SPEC.md §3), the two views trading roles: every segment runs back from
/// where it ended to where it started, mirrored in time, on its own curve.
public struct KeyframeTransition: TransitionAnimator, Decodable {
    /// The identifier of the dimming layer (a subview of the view it covers while it shows).
    public static let dimmingIdentifier = "keyframeDimming"

    /// The file's `name`, if it gives one.
    public var name: String?
    /// In seconds.
    public var duration: Double
    /// The curve of the segments whose keyframe names none (`"curve"` in the file; easeInOut by default).
    public var curve: TimingCurve
    /// What happens when presenting (pushing).
    public var presentation: Choreography
    /// What happens when dismissing (popping); nil: the presentation undone, forward in time.
    public var dismissal: Choreography?
    /// The file it was loaded from and the SHA-256 of its bytes (`load(contentsOf:)` sets them),
    /// for manifests.
    public var sourceFile: String?
    public var sourceSHA256: String?

    public init(name: String? = nil, duration: Double, curve: TimingCurve = .easeInOut,
                presentation: Choreography, dismissal: Choreography? = nil) {
        self.name = name
        self.duration = duration
        self.curve = curve
        self.presentation = presentation
        self.dismissal = dismissal
    }

    /// Reads a transition file and checks it. Throws `TransitionFileError` naming the file and,
    /// where it applies, the JSON path of the value at fault and what to do.
    public static func load(contentsOf path: String) throws -> KeyframeTransition {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, maximumBytes: TransitionFileLimits.maximumFileBytes)
        } catch {
            throw TransitionFileError(error)
        }
        var transition = try decode(Data(bytes), file: path)
        transition.sourceFile = path
        transition.sourceSHA256 = SHA256.hex(bytes)
        return transition
    }

    /// Reads a transition from JSON `data`; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws -> KeyframeTransition {
        do {
            return try JSONDecoder().decode(KeyframeTransition.self, from: data)
        } catch var error as TransitionFileError {
            error.file = file
            throw error
        } catch let error as DecodingError {
            var located = TransitionFileError(error, file: file)
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty, let detail = syntaxError(in: data) {
                located.problem = "is not valid JSON (\(detail))"
            }
            throw located
        }
    }

    /// Where the JSON parser stops, as "invalid value at line 3, column 18" (`JSONDecoder` does not
    /// say on every platform; `JSONSerialization` gives a character offset).
    static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch let error as NSError {
            guard var text = error.userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            if let r = text.range(of: #"around (line \d+, column \d+|character \d+)"#, options: .regularExpression),
               text[r].contains("character"), let offset = Int(text[r].filter(\.isNumber)) {
                let bytes = Array(data.prefix(offset))
                let line = bytes.filter { $0 == 10 }.count + 1
                let column = offset - (bytes.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
                text.replaceSubrange(r, with: "at line \(line), column \(column)")
            }
            if text.hasSuffix(".") { text.removeLast() }
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// The `dismiss` section: a choreography whose `onTop` defaults to `from`, the view going away.
    private struct DismissSection: Decodable {
        var choreography: Choreography
        init(from decoder: any Decoder) throws {
            let f = try TransitionFileFields(decoder, allowed: ["from", "to", "onTop", "dimming"], in: "the dismiss section")
            choreography = try Choreography(f, defaultOnTop: .from)
        }
    }

    nonisolated public init(from decoder: any Decoder) throws {
        do {
            let f = try TransitionFileFields(
                decoder, allowed: ["name", "description", "duration", "curve", "onTop", "dimming", "from", "to", "dismiss"], in: "a transition")
            name = try f.optional(String.self, "name")
            _ = try f.optional(String.self, "description")
            duration = try f.number("duration", required: "Give the transition's length in seconds, e.g. \"duration\": 0.5.",
                                    { $0 > 0 }, "is not positive", "The duration is a length in seconds, more than 0.")!
            if duration > TransitionFileLimits.maximumDuration {
                throw f.error("duration", "\(Self.describe(duration)) is more than \(Self.describe(TransitionFileLimits.maximumDuration)) seconds",
                              "The duration is a length in seconds, up to a minute.")
            }
            curve = try f.curve("curve") ?? .easeInOut
            presentation = try Choreography(f, defaultOnTop: .to)
            dismissal = try f.optional(DismissSection.self, "dismiss")?.choreography
        } catch let error as DecodingError {
            throw TransitionFileError(error, file: "")
        }
    }

    public func animateTransition(_ ctx: TransitionContext) {
        let container = ctx.containerView
        let bounds = container.bounds
        let (from, to) = (ctx.fromView, ctx.toView)
        let plan: Plan
        if ctx.isForward {
            plan = Plan(presentation, leaving: from, arriving: to, bounds: bounds, curve: curve)
        } else if let dismissal {
            plan = Plan(dismissal, leaving: from, arriving: to, bounds: bounds, curve: curve)
        } else {
            // The presentation had the arriving view leave and the leaving one arrive.
            plan = Plan(presentation, leaving: to, arriving: from, bounds: bounds, curve: curve).undone()
        }

        if plan.fromOnTop {
            container.insertSubview(to, belowSubview: from)
        } else {
            container.insertSubview(to, aboveSubview: from)
        }
        let saved = [from, to].map { (view: $0, cornerRadius: $0.cornerRadius, clips: $0.clipsToBounds) }
        for (view, timeline) in [(from, plan.from), (to, plan.to)] {
            view.frame = bounds
            view.transform3D = .identity
            view.alpha = 1
            timeline.applyInitialState(to: view)
            if timeline.cornerRadius != nil { view.clipsToBounds = true }
        }
        var dimmingView: View?
        if let dimming = plan.dimming {
            let covered = dimming.overFrom ? from : to
            let layer = View(frame: covered.bounds)
            layer.identifier = Self.dimmingIdentifier
            layer.backgroundColor = .black
            layer.alpha = dimming.alpha.initial
            covered.addSubview(layer)
            dimmingView = layer
        }

        View.animateKeyframes(withDuration: duration) {
            plan.from.addKeyframes(to: from)
            plan.to.addKeyframes(to: to)
            if let dimming = plan.dimming, let dimmingView {
                dimming.alpha.addKeyframes { dimmingView.alpha = $0 }
            }
        } completion: { _ in
            dimmingView?.removeFromSuperview()
            from.removeFromSuperview()
            for s in saved {
                s.view.frame = bounds
                s.view.transform3D = .identity
                s.view.alpha = 1
                s.view.cornerRadius = s.cornerRadius
                s.view.clipsToBounds = s.clips
            }
            ctx.completeTransition()
        }
    }
}
