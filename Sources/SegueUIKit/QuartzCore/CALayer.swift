import SegueKit

/// Core Animation's layer over a SegueKit `View` (its `node`): every property reads and writes the
/// node's model state, and every animation lands on the node's tracks, so the one renderer draws
/// it. A view's backing layer animates inside `UIView.animate` blocks; a standalone layer animates
/// implicitly, as Core Animation's layers do (CALayer+Actions.swift).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The SegueKit view this layer is drawn as.
    public let node: View
    /// The view this layer backs (`UIView.layer`), nil for a standalone layer.
    public weak var delegate: (any CALayerDelegate)?
    /// Keeps the backing view alive as long as the node is in a tree, as a superview keeps its
    /// subviews (`UIKitSession` breaks the cycle when a recording ends).
    var hostingView: UIView?
    /// Explicit animations by key (CALayer+Animations.swift).
    var animationsByKey: [(key: String, animation: CAAnimation, removal: TrackRemoval)] = []
    /// The mask layer, kept alive as Core Animation's `mask` property retains it.
    var maskLayer: CALayer?
    /// The layer this one masks: a mask is in its layer's tree without a superlayer.
    weak var maskedLayer: CALayer?
    /// When the layer was put in a tree (timeline time): changes made in the same step do not animate.
    var insertedAt: Double?

    /// The node a layer of this class draws as (a shape layer's is a `ShapeView`).
    class func makeNode() -> View { View() }

    public override required init() {
        node = Self.makeNode()
        super.init()
        node.owner = self
        UIKitSession.current?.register(self)
    }

    /// Core Animation's copy initialiser (for presentation layers); copies the model values.
    public init(layer: Any) {
        node = Self.makeNode()
        super.init()
        node.owner = self
        if let other = layer as? CALayer {
            bounds = other.bounds
            position = other.position
            opacity = other.opacity
            backgroundColor = other.backgroundColor
        }
        UIKitSession.current?.register(self)
    }

    /// A layer over a node SegueKit made (a window's content, a navigation controller's container).
    init(wrapping node: View) {
        self.node = node
        super.init()
        node.owner = self
        UIKitSession.current?.register(self)
    }

    /// The layer of a node, wrapping the node when nothing presents it yet.
    static func of(_ node: View) -> CALayer {
        (node.owner as? CALayer) ?? CALayer(wrapping: node)
    }

    // MARK: Geometry

    open var bounds: CGRect {
        get { CGRect(node.bounds) }
        set { animating(\.bounds, newValue.rect) { node.bounds = $0 } }
    }

    open var position: CGPoint {
        get { CGPoint(node.center) }
        set { animating(\.center, newValue.point) { node.center = $0 } }
    }

    open var frame: CGRect {
        get { CGRect(node.frame) }
        set {
            // The anchor point hangs the bounds from the position (Core Animation's frame).
            let anchor = anchorPoint
            position = CGPoint(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
            if bounds.size != newValue.size { bounds = CGRect(origin: bounds.origin, size: newValue.size) }
        }
    }

    open var transform: CATransform3D {
        get { CATransform3D(node.transform3D) }
        set { animating(\.transform, newValue.transform) { node.transform3D = $0 } }
    }

    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    // MARK: Hierarchy

    open var superlayer: CALayer? { node.superview.map(CALayer.of) }

    open var sublayers: [CALayer]? {
        get { node.subviews.isEmpty ? nil : node.subviews.map(CALayer.of) }
        set {
            for s in node.subviews { s.removeFromSuperview() }
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    open func addSublayer(_ layer: CALayer) {
        node.addSubview(layer.node)
        layer.didMoveIntoTree()
    }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        node.insertSubview(layer.node, at: Int(idx))
        layer.didMoveIntoTree()
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if let sibling, sibling.node.superview === node { node.insertSubview(layer.node, belowSubview: sibling.node) } else { addSublayer(layer) }
        layer.didMoveIntoTree()
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if let sibling, sibling.node.superview === node { node.insertSubview(layer.node, aboveSubview: sibling.node) } else { addSublayer(layer) }
        layer.didMoveIntoTree()
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.node.superview === node else { return }
        node.insertSubview(newLayer.node, aboveSubview: oldLayer.node)
        oldLayer.removeFromSuperlayer()
        newLayer.didMoveIntoTree()
    }

    open func removeFromSuperlayer() { node.removeFromSuperview() }

    func didMoveIntoTree() { insertedAt = Animator.current?.now ?? -1 }

    // MARK: Conversion

    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let root = CGPoint(node.convertToRoot(p.point))
        return layer.map { $0.convertFromRoot(root) } ?? root
    }

    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let root = layer.map { CGPoint($0.node.convertToRoot(p.point)) } ?? p
        return convertFromRoot(root)
    }

    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        let a = convert(CGPoint(x: r.minX, y: r.minY), to: layer), b = convert(CGPoint(x: r.maxX, y: r.maxY), to: layer)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        let a = convert(CGPoint(x: r.minX, y: r.minY), from: layer), b = convert(CGPoint(x: r.maxX, y: r.maxY), from: layer)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// Inverts `convertToRoot` by mapping two unit vectors (the transforms along the way are affine
    /// for everything a frame or a point is converted through).
    private func convertFromRoot(_ p: CGPoint) -> CGPoint {
        let o = node.convertToRoot(Point(x: 0, y: 0)), x = node.convertToRoot(Point(x: 1, y: 0)), y = node.convertToRoot(Point(x: 0, y: 1))
        let m = SegueKit.AffineTransform(a: x.x - o.x, b: x.y - o.y, c: y.x - o.x, d: y.y - o.y, tx: o.x, ty: o.y)
        return CGPoint(x: p.x, y: p.y).applying(CGAffineTransform(m).inverted())
    }
}

/// What a layer asks its delegate (the view it backs).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {}
