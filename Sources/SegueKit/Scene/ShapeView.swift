/// A view whose layer is a `CAShapeLayer`: it draws a path, filled and stroked, over its
/// background colour and under its subviews (its `content` is not drawn). The path is in points of
/// the view's bounds coordinates, as `CAShapeLayer.path` is in the layer's.
///
/// `path`, `fillColor`, `strokeColor`, `lineWidth`, `strokeStart` and `strokeEnd` are animatable
/// like every view property: changed in an animation block, they record a track. A path animates
/// point by point when both paths have the same elements (`Path+Interpolation.swift`). The other
/// properties change at once, as they are not animated here.
///
/// ```swift
/// let ring = ShapeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
/// ring.path = Path(ellipseIn: ring.bounds.insetBy(dx: 5, dy: 5))
/// ring.fillColor = nil
/// ring.strokeColor = .systemBlue
/// ring.lineWidth = 10
/// ring.strokeEnd = 0
/// View.animate(withDuration: 1) { ring.strokeEnd = 1 }   // the ring draws itself
/// ```
public final class ShapeView: View {
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        properties.shape = ShapeLayerProperties()
    }

    /// Every shape property as the model holds it.
    public var shape: ShapeLayerProperties { properties.shape ?? ShapeLayerProperties() }

    /// The path (`CAShapeLayer.path`); nil draws nothing. Animatable.
    public var path: Path? {
        get { shape.path.isEmpty ? nil : shape.path }
        set { set(\.shape!.path, \.coreAnimation.path, newValue ?? Path()) }
    }

    /// The fill (`fillColor`; default opaque black); nil fills nothing. Animatable.
    public var fillColor: Color? {
        get { shape.fillColor == .clear ? nil : shape.fillColor }
        set { set(\.shape!.fillColor, \.coreAnimation.fillColor, newValue ?? .clear) }
    }

    /// The stroke (`strokeColor`; default nil, no stroke). Animatable.
    public var strokeColor: Color? {
        get { shape.strokeColor == .clear ? nil : shape.strokeColor }
        set { set(\.shape!.strokeColor, \.coreAnimation.strokeColor, newValue ?? .clear) }
    }

    /// The stroke's width in points (`lineWidth`; default 1). Animatable.
    public var lineWidth: Double {
        get { shape.lineWidth }
        set { set(\.shape!.lineWidth, \.coreAnimation.lineWidth, newValue) }
    }

    /// Where along the path, as a fraction of its length, the stroke begins (`strokeStart`;
    /// default 0). Animatable.
    public var strokeStart: Double {
        get { shape.strokeStart }
        set { set(\.shape!.strokeStart, \.coreAnimation.strokeStart, newValue) }
    }

    /// Where along the path, as a fraction of its length, the stroke ends (`strokeEnd`; default
    /// 1). Animatable.
    public var strokeEnd: Double {
        get { shape.strokeEnd }
        set { set(\.shape!.strokeEnd, \.coreAnimation.strokeEnd, newValue) }
    }

    /// `lineCap` (default `.butt`).
    public var lineCap: LineCap {
        get { shape.lineCap }
        set { properties.shape!.lineCap = newValue }
    }

    /// `lineJoin` (default `.miter`).
    public var lineJoin: LineJoin {
        get { shape.lineJoin }
        set { properties.shape!.lineJoin = newValue }
    }

    /// `miterLimit` (default 10).
    public var miterLimit: Double {
        get { shape.miterLimit }
        set { properties.shape!.miterLimit = newValue }
    }

    /// `fillRule` (default `.nonZero`).
    public var fillRule: FillRule {
        get { shape.fillRule }
        set { properties.shape!.fillRule = newValue }
    }

    /// Dash and gap lengths in points (`lineDashPattern`); nil (the default) is a solid line.
    public var lineDashPattern: [Double]? {
        get { shape.lineDashPattern.isEmpty ? nil : shape.lineDashPattern }
        set { properties.shape!.lineDashPattern = newValue ?? [] }
    }

    /// How far into the dash pattern the stroke starts, in points (`lineDashPhase`; default 0).
    public var lineDashPhase: Double {
        get { shape.lineDashPhase }
        set { properties.shape!.lineDashPhase = newValue }
    }
}
