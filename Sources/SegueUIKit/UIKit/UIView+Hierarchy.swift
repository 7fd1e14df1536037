import SegueKit

/// The view hierarchy, kept in the nodes: a SegueKit flow that moves a controller's view moves the
/// `UIView` with it.
extension UIView {
    public var superview: UIView? { node.superview.map(UIView.of) }

    public var subviews: [UIView] { node.subviews.map(UIView.of) }

    public var window: UIWindow? {
        var v: View? = node
        while let n = v {
            if let w = (n.owner as? CALayer)?.hostingView as? UIWindow { return w }
            v = n.superview
        }
        return nil
    }

    /// A view whose alpha masks this one and its subviews, its frame in this view's bounds
    /// coordinates; it is in no hierarchy (UIKit sets it as the layer's `mask`).
    public var mask: UIView? {
        get { layer.mask?.hostingView }
        set { layer.mask = newValue?.layer }
    }

    public func addSubview(_ view: UIView) {
        moving(view) { node.addSubview(view.node) }
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        moving(view) { node.insertSubview(view.node, at: index) }
    }

    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        moving(view) { node.insertSubview(view.node, belowSubview: siblingSubview.node) }
    }

    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        moving(view) { node.insertSubview(view.node, aboveSubview: siblingSubview.node) }
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.node.superview === node else { return }
        node.bringSubviewToFront(view.node)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.node.superview === node else { return }
        node.insertSubview(view.node, at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let s = node.subviews
        guard s.indices.contains(index1), s.indices.contains(index2), index1 != index2 else { return }
        let (a, b) = (s[index1], s[index2])
        node.insertSubview(a, at: index2)
        node.insertSubview(b, at: index1)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        node.removeFromSuperview()
        didMoveToSuperview()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var v: View? = node
        while let n = v {
            if n === view.node { return true }
            v = n.superview
        }
        return false
    }

    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let hit = s.viewWithTag(tag) { return hit } }
        return nil
    }

    /// Moves `view` here with UIKit's callbacks around the move.
    private func moving(_ view: UIView, _ move: () -> Void) {
        let wasInWindow = view.window
        view.willMove(toSuperview: self)
        move()
        view.layer.didMoveIntoTree()
        didAddSubview(view)
        view.didMoveToSuperview()
        if view.window !== wasInWindow { view.didMoveToWindow() }
        if view.storedTintColor == nil { view.tintChanged() }
    }

    // MARK: Coordinates

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

    /// The device's safe area where the view reaches the screen's edges.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let inset = window.device.safeArea
        let f = convert(bounds, to: window)
        let w = window.bounds
        return UIEdgeInsets(top: max(0, inset.top - f.minY), left: max(0, inset.left - f.minX),
                            bottom: max(0, f.maxY - (w.height - inset.bottom)), right: max(0, f.maxX - (w.width - inset.right)))
    }

    // MARK: Gestures

    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            gestureRecognizerList = newValue ?? []
            for g in gestureRecognizerList { g.view = self }
        }
    }

    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}

extension UIView {
    /// How a view's content fills its bounds (`UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }
}
