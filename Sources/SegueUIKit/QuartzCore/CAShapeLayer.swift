import SegueKit

/// Core Animation's shape layer over a SegueKit `ShapeView`: a path in the layer's own coordinates,
/// filled then stroked, over the background and under the sublayers. `path`, `fillColor`,
/// `strokeColor`, `lineWidth`, `strokeStart` and `strokeEnd` animate like every layer property
/// explicitly (`CABasicAnimation(keyPath: "path")` …) and, but for `path`, implicitly on a
/// standalone layer; a view's animation blocks animate none of them on the view's own layer, as
/// in UIKit. A path animates point by point between paths of the same elements, as Core
/// Animation's does ("paths will interpolate as a linear blend of the on-line points").
/// As a `mask`, a shape layer shows its view where its path is filled.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    override class func makeNode() -> View { ShapeView() }

    var shape: ShapeView {
        // The node is always the ShapeView `makeNode()` made.
        node as! ShapeView
    }

    /// The path, in the layer's coordinates; nil (the default) draws nothing. Animatable.
    open var path: CGPath? {
        get { shape.path.map(CGPath.from) }
        // "Unlike most animatable properties, path … does not support implicit animation."
        set { change(\.shape!.path, newValue?.path ?? Path(), implicitly: false) { shape.path = $0.isEmpty ? nil : $0 } }
    }

    /// The fill; opaque black by default, nil fills nothing. Animatable.
    open var fillColor: CGColor? {
        get { shape.fillColor.map(CGColor.from) }
        set { change(\.shape!.fillColor, newValue?.color ?? .clear) { shape.fillColor = $0 == .clear ? nil : $0 } }
    }

    /// The stroke; nil (the default) strokes nothing. Animatable.
    open var strokeColor: CGColor? {
        get { shape.strokeColor.map(CGColor.from) }
        set { change(\.shape!.strokeColor, newValue?.color ?? .clear) { shape.strokeColor = $0 == .clear ? nil : $0 } }
    }

    /// The stroke's width (default 1). Animatable.
    open var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set { change(\.shape!.lineWidth, Double(newValue)) { shape.lineWidth = $0 } }
    }

    /// Where the stroke begins, as a fraction of the path's length (default 0). Animatable.
    open var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { change(\.shape!.strokeStart, Double(newValue)) { shape.strokeStart = $0 } }
    }

    /// Where the stroke ends, as a fraction of the path's length (default 1). Animatable.
    open var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { change(\.shape!.strokeEnd, Double(newValue)) { shape.strokeEnd = $0 } }
    }

    /// Sets a shape property: implicitly animated on a standalone layer (where `implicitly`), at
    /// once on a view's layer, whose view animates only its own properties in its blocks.
    private func change<V>(_ property: KeyPath<LayerProperties, V>, _ value: V, implicitly: Bool = true, _ set: (V) -> Void) {
        if implicitly, delegate == nil { return animating(property, value, set) }
        guard let animator = Animator.current else { return set(value) }
        animator.withoutBlocks { set(value) }
    }

    open var miterLimit: CGFloat {
        get { CGFloat(shape.miterLimit) }
        set { shape.miterLimit = Double(newValue) }
    }

    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: shape.lineCap.rawValue) }
        set { shape.lineCap = LineCap(rawValue: newValue.rawValue) ?? .butt }
    }

    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: shape.lineJoin.rawValue) }
        set { shape.lineJoin = LineJoin(rawValue: newValue.rawValue) ?? .miter }
    }

    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set { shape.fillRule = newValue == .evenOdd ? .evenOdd : .nonZero }
    }

    /// Dash and gap lengths in turn; nil (the default) is a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern.map { $0.map { NSNumber(value: $0) } } }
        set { shape.lineDashPattern = newValue?.map(\.doubleValue) }
    }

    open var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set { shape.lineDashPhase = Double(newValue) }
    }
}

/// `kCALineCapButt`, `…Round`, `…Square`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// `kCALineJoinMiter`, `…Round`, `…Bevel`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// `kCAFillRuleNonZero`, `kCAFillRuleEvenOdd`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
