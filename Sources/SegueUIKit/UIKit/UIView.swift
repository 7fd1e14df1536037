import SegueKit

/// UIKit's view over a SegueKit view (its layer's `node`): geometry, appearance and hierarchy read
/// and write the node, so setting a property inside `UIView.animate` records a track on the same
/// timeline the built-in transitions use, and the one renderer draws it.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer (override to back a view with a `CAShapeLayer`, …).
    open class var layerClass: AnyClass { CALayer.self }

    public private(set) var layer: CALayer
    var node: View { layer.node }
    /// Kept by the view: UIKit state SegueKit's model has no place for.
    var storedBackgroundColor: UIColor?
    var storedTintColor: UIColor?
    var gestureRecognizerList: [UIGestureRecognizer] = []
    var needsLayout = true
    /// The controller whose root view this is: it hears of the view's layout.
    weak var owningController: UIViewController?

    public init(frame: CGRect) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = type.init()
        super.init()
        attach()
        self.frame = frame
    }

    public override convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        layer = CALayer()
        super.init()
        attach()
    }

    /// A view over a node SegueKit made (a container, a controller's root view).
    convenience init(layer: CALayer) {
        self.init(frame: .zero)
        present(layer)
    }

    /// Draws as `layer` in place of the one made by the initialiser.
    func present(_ layer: CALayer) {
        self.layer.hostingView = nil
        self.layer.delegate = nil
        self.layer = layer
        attach()
    }

    private func attach() {
        layer.delegate = self
        layer.hostingView = self
    }

    /// The view presenting `node`, wrapping the node when no view does yet.
    static func of(_ node: View) -> UIView {
        let layer = CALayer.of(node)
        return layer.hostingView ?? UIView(layer: layer)
    }

    // MARK: Geometry

    open var frame: CGRect {
        get { CGRect(node.frame) }
        set {
            guard !unchanged(frame, newValue) else { return }
            let resized = newValue.size != bounds.size
            node.frame = newValue.rect
            if resized { setNeedsLayout() }
        }
    }

    open var bounds: CGRect {
        get { CGRect(node.bounds) }
        set {
            guard !unchanged(bounds, newValue) else { return }
            let resized = newValue.size != bounds.size
            node.bounds = newValue.rect
            if resized { setNeedsLayout() }
        }
    }

    open var center: CGPoint {
        get { CGPoint(node.center) }
        set { if !unchanged(center, newValue) { node.center = newValue.point } }
    }

    open var transform: CGAffineTransform {
        get { CGAffineTransform(node.transform) }
        set { if !unchanged(transform, newValue) { node.transform = newValue.affine } }
    }

    open var transform3D: CATransform3D {
        get { CATransform3D(node.transform3D) }
        set { if !unchanged(transform3D, newValue) { node.transform3D = newValue.transform } }
    }

    /// Setting a property outside an animation block to the value it has does nothing in UIKit,
    /// and must not cut short an animation running on it (as a step to the value would).
    func unchanged<V: Equatable>(_ old: V, _ new: V) -> Bool {
        old == new && Animator.current?.currentTransaction == nil
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { CGFloat(node.alpha) }
        set { if !unchanged(alpha, newValue) { node.alpha = Double(newValue) } }
    }

    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            node.backgroundColor = newValue?.color
        }
    }

    open var isHidden: Bool {
        get { node.isHidden }
        set { node.isHidden = newValue }
    }

    open var clipsToBounds: Bool {
        get { node.clipsToBounds }
        set { node.clipsToBounds = newValue }
    }

    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            tintChanged()
        }
    }

    /// Tells this view and the subviews that inherit its tint that it changed, as UIKit does
    /// when a tint is set or a view moves under another tint.
    func tintChanged() {
        tintColorDidChange()
        for s in subviews where s.storedTintColor == nil { s.tintChanged() }
    }

    open var tag = 0
    open var isUserInteractionEnabled = true
    open var contentMode = UIView.ContentMode.scaleToFill
    open var isOpaque = true
    open var autoresizingMask = UIView.AutoresizingMask()
    open var translatesAutoresizingMaskIntoConstraints = true
    open var accessibilityIdentifier: String? {
        get { node.identifier }
        set { node.identifier = newValue }
    }

    // MARK: Overridable hooks

    open func layoutSubviews() {}
    open func draw(_ rect: CGRect) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for s in subviews.reversed() {
            if let hit = s.hitTest(s.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    open func setNeedsLayout() { needsLayout = true }

    /// Lays out this view (and its subviews) now if it needs it: inside an animation block the
    /// layout's changes animate, as in UIKit.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    open func setNeedsDisplay() {}
    open func tintColorDidChange() {}
}

/// A touch event; scripted gestures deliver touches to gesture recognizers (UIGestureRecognizer.swift).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    open var timestamp: TimeInterval = 0
}
