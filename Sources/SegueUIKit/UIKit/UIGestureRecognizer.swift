import SegueKit

/// UIKit's gesture recognizers, fed by scripted touches (`UIWindow.perform(_:)`) on the virtual
/// timeline. Swift without the Objective-C runtime cannot call a target's selector, so a
/// recognizer reports its state changes to the closures given to `addTarget(_:)` and to its
/// subclasses' touch methods; `init(target:action:)` compiles (with `nil`s) but calls nothing.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Settable, as it is for subclasses that import `UIGestureRecognizerSubclass` in UIKit.
    open var state = State.possible {
        didSet { if state != oldValue, state != .possible, state != .failed { for handler in handlers { handler(self) } } }
    }

    public internal(set) weak var view: UIView?
    open var isEnabled = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []
    var touch: UITouch?

    public init(target: Any?, action: Selector?) { super.init() }
    public convenience override init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?, action: Selector?) {}

    /// Calls `handler` each time the state changes to began, changed, ended or cancelled (what a
    /// target's action is called for).
    public func addTarget(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) { handlers.append(handler) }

    open func location(in view: UIView?) -> CGPoint { touch?.location(in: view) ?? .zero }
    open var numberOfTouches: Int { touch == nil ? 0 : 1 }
    open func reset() {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { touch = touches.first }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled }
    }

    /// Whether this recognizer takes a touch that starts at `location` (window coordinates).
    func accepts(touchAt location: CGPoint, in window: UIWindow) -> Bool {
        isEnabled && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
    }
}

/// A pan: it begins when the finger first moves, then tracks the translation and velocity.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    var start = CGPoint.zero
    var offset = CGPoint.zero

    open func translation(in view: UIView?) -> CGPoint {
        guard let touch else { return .zero }
        let now = touch.location(in: nil)
        return CGPoint(x: now.x - start.x + offset.x, y: now.y - start.y + offset.y)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch else { return }
        let now = touch.location(in: nil)
        start = now
        offset = translation
    }

    /// Points per second, from the last two positions.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let touch, touch.timestamp > touch.previousTimestamp else { return .zero }
        let a = touch.previousLocation(in: nil), b = touch.location(in: nil)
        let dt = CGFloat(touch.timestamp - touch.previousTimestamp)
        return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        start = touches.first?.location(in: nil) ?? .zero
        offset = .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .began : .changed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }
}

/// A pan that begins only at an edge of the screen (within 20 pt of it).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges = UIRectEdge()

    override func accepts(touchAt p: CGPoint, in window: UIWindow) -> Bool {
        let b = window.bounds, margin: CGFloat = 20
        let near = (edges.contains(.left) && p.x <= b.minX + margin) || (edges.contains(.right) && p.x >= b.maxX - margin)
            || (edges.contains(.top) && p.y <= b.minY + margin) || (edges.contains(.bottom) && p.y >= b.maxY - margin)
        return near && super.accepts(touchAt: p, in: window)
    }
}

@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// One finger on the screen (positions in window coordinates).
@preconcurrency @MainActor
public final class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    public internal(set) var phase = Phase.began
    public internal(set) var timestamp: TimeInterval = 0
    var previousTimestamp: TimeInterval = 0
    var position = CGPoint.zero
    var previousPosition = CGPoint.zero
    public internal(set) weak var window: UIWindow?
    public internal(set) weak var view: UIView?

    public func location(in view: UIView?) -> CGPoint { view.map { $0.convert(position, from: window) } ?? position }
    public func previousLocation(in view: UIView?) -> CGPoint { view.map { $0.convert(previousPosition, from: window) } ?? previousPosition }
}
