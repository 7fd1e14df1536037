import SegueKit

/// UIKit's window over SegueKit's `Window` (a device's screen, its status bar above everything).
@preconcurrency @MainActor
open class UIWindow: UIView {
    let segueWindow: Window
    var device: Device { segueWindow.device }

    /// A window on the recording's device (`UIScreen.main`): the frame's size is the device's.
    public override init(frame: CGRect) {
        segueWindow = Window(device: UIScreen.main.device)
        super.init(frame: frame)
        present(CALayer(wrapping: segueWindow))
    }

    public required init?(coder: NSCoder) {
        segueWindow = Window(device: UIScreen.main.device)
        super.init(coder: coder)
        present(CALayer(wrapping: segueWindow))
    }

    /// A window on `device`, with or without a status bar.
    public init(device: Device, showsStatusBar: Bool = true) {
        segueWindow = Window(device: device, showsStatusBar: showsStatusBar)
        super.init(frame: .zero)
        present(CALayer(wrapping: segueWindow))
    }

    open var rootViewController: UIViewController? {
        get { segueWindow.rootViewController.map(UIViewController.of) }
        set {
            if let nav = newValue?.controller as? NavigationController, !nav.isViewLoaded { nav.prepare(for: device) }
            if let tabs = newValue?.controller as? TabBarController, !tabs.isViewLoaded { tabs.prepare(for: device) }
            segueWindow.rootViewController = newValue?.controller
            newValue?.view.layoutIfNeeded()
        }
    }

    open var isKeyWindow: Bool { true }
    open func makeKeyAndVisible() { isHidden = false }
    open func makeKey() {}

    /// Plays a finger's path on the virtual timeline, from now: the gesture recognizers of the
    /// view it touches down on (and of its ancestors) receive the touches, as UIKit delivers them.
    public func perform(_ path: ScriptedTouch) {
        guard let animator = Animator.current, let first = path.points.first else { return }
        let touch = UITouch()
        touch.window = self
        let start = animator.now
        var recognizers: [UIGestureRecognizer] = []
        let event = UIEvent()
        for (i, point) in path.points.enumerated() {
            animator.schedule(at: start + point.time) { [weak self] in
                guard let self else { return }
                touch.previousTimestamp = touch.timestamp
                touch.previousPosition = i == 0 ? point.location : touch.position
                touch.position = point.location
                touch.timestamp = start + point.time
                event.timestamp = touch.timestamp
                if i == 0 {
                    touch.phase = .began
                    touch.view = self.hitTest(first.location, with: event) ?? self
                    recognizers = self.recognizers(along: touch.view!).filter { $0.accepts(touchAt: first.location, in: self) }
                    for r in recognizers { r.touchesBegan([touch], with: event) }
                } else if i == path.points.count - 1 {
                    touch.phase = .ended
                    for r in recognizers { r.touchesEnded([touch], with: event) }
                    for r in recognizers where r.state != .possible {
                        r.state = .possible
                        r.reset()
                    }
                } else {
                    touch.phase = .moved
                    for r in recognizers { r.touchesMoved([touch], with: event) }
                }
            }
        }
    }

    /// The recognizers of `view` and its ancestors, nearest first.
    private func recognizers(along view: UIView) -> [UIGestureRecognizer] {
        var out: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let x = v {
            out += x.gestureRecognizerList
            v = x.superview
        }
        return out
    }
}

/// A finger's path on the screen, in window coordinates, with times (seconds) from when it is
/// performed: it touches down at the first point, moves through the others and lifts at the last.
public struct ScriptedTouch: Sendable {
    public var points: [(time: Double, location: CGPoint)]

    public init(points: [(time: Double, location: CGPoint)]) { self.points = points }

    /// Touches down at `from` and moves to `to` over `duration`, sampled 60 times a second, along
    /// `curve` (linear: steady speed; easeOut: slowing down before lifting).
    public static func swipe(from: CGPoint, to: CGPoint, duration: Double, curve: TimingCurve = .linear) -> ScriptedTouch {
        ScriptedTouch(points: [(0, from)]).moving(to: to, duration: duration, curve: curve)
    }

    /// The path, continued to `to` over `duration` before the finger lifts.
    public func moving(to: CGPoint, duration: Double, curve: TimingCurve = .linear) -> ScriptedTouch {
        guard let last = points.last else { return self }
        let steps = max(1, Int((duration * 60).rounded()))
        var out = self
        for i in 1...steps {
            let p = curve.progress(elapsed: Double(i) / Double(steps) * duration, duration: duration)
            out.points.append((last.time + duration * Double(i) / Double(steps),
                               CGPoint(x: last.location.x + (to.x - last.location.x) * CGFloat(p),
                                       y: last.location.y + (to.y - last.location.y) * CGFloat(p))))
        }
        return out
    }
}
