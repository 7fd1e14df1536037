import SegueKit
import Testing
@testable import SegueUIKit

/// `CAShapeLayer`, `UIBezierPath`/`CGPath` and layer masks over the model's shapes, checked against
/// Apple's documentation of each.
@MainActor
struct ShapeLayerTests {
    /// A shape layer named `s` in the 10 × 10 pt view `v`, configured by `configure`, then changed by
    /// `perform` in a later step (a layer put in its tree in the same step never animates).
    func recordShape(_ configure: (CAShapeLayer) -> Void = { _ in },
                     _ perform: @escaping @MainActor (CAShapeLayer) -> Void) -> Recording {
        recordView { v in
            let shape = CAShapeLayer()
            shape.name = "s"
            shape.frame = v.bounds
            configure(shape)
            v.layer.addSublayer(shape)
            DispatchQueue.main.async { perform(shape) }
        }
    }

    /// CAShapeLayer: "fillColor … Defaults to opaque black"; "strokeColor … Defaults to nil";
    /// "lineWidth … Defaults to 1.0"; "strokeStart … default value is 0.0"; "strokeEnd … default
    /// value is 1.0"; `path` "Defaults to nil".
    @Test func aShapeLayerHasCoreAnimationsDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil && shape.strokeColor == nil)
        #expect(shape.fillColor?.components == CGColor(red: 0, green: 0, blue: 0, alpha: 1).components)
        #expect(shape.lineWidth == 1 && shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        #expect(shape.node is ShapeView)
    }

    /// UIBezierPath(arcCenter:…): angles in "the default coordinate system" of UIKit, where 0 is
    /// the right end of the horizontal axis and π/2 the bottom: a clockwise quarter from 0 ends at
    /// the bottom. CGPath's `addArc(…clockwise:)`: "In a flipped coordinate system (the default for
    /// UIView drawing methods in iOS), specifying a clockwise arc results in a counterclockwise arc".
    @Test func arcsTurnAsUIKitAndCoreGraphicsSay() {
        let quarter = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(quarter.currentPoint.x - 50) < 1e-9 && abs(quarter.currentPoint.y - 60) < 1e-9)
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(cg.path == quarter.cgPath.path)
        let other = CGMutablePath()
        other.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(other.path != quarter.cgPath.path, "Core Graphics' clockwise is the other way round on screen")
    }

    /// UIBezierPath(ovalIn:): "creates a closed subpath that approximates the oval using a sequence
    /// of Bézier curves"; `bounds` is the path's bounding rectangle.
    @Test func anOvalIsClosedBezierCurvesInItsRectangle() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 30))
        let kinds = oval.cgPath.path.elements.map { e -> String in
            switch e {
            case .move: "m"
            case .curve: "c"
            case .closeSubpath: "z"
            default: "?"
            }
        }
        #expect(kinds == ["m", "c", "c", "c", "c", "z"])
        #expect(oval.bounds == CGRect(x: 10, y: 20, width: 40, height: 30))
        #expect(UIBezierPath().isEmpty && UIBezierPath().cgPath.isEmpty)
    }

    /// An explicit `CABasicAnimation` of `strokeEnd` shows over the model value while it runs and
    /// is removed when it ends ("the animation is removed from the target layer's animations upon
    /// completion", `isRemovedOnCompletion`'s default).
    @Test func strokeEndAnimatesExplicitlyAndSnapsBack() {
        let r = recordShape { shape in
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 0.4
            shape.add(draw, forKey: "draw")
            shape.strokeEnd = 0.25
        }
        let ends = [0.1, 0.3, 0.5].map { shown("s", at: $0, in: r)?.shape?.strokeEnd ?? -1 }
        #expect(close(ends, [0.25, 0.75, 0.25]), "\(ends)")
    }

    /// `path` is animatable: between two circles each instant is a circle ("the path … animatable";
    /// both paths have the same number of control points), and without `fromValue` it starts from
    /// the value showing.
    @Test func aPathAnimationBetweenCirclesIsACircleEveryInstant() {
        func circle(_ r: CGFloat) -> CGPath { UIBezierPath(ovalIn: CGRect(x: 50 - r, y: 50 - r, width: 2 * r, height: 2 * r)).cgPath }
        let r = recordShape({ $0.path = circle(10) }) { shape in
            let grow = CABasicAnimation(keyPath: "path")
            grow.toValue = circle(30)
            grow.duration = 0.4
            grow.isRemovedOnCompletion = false
            grow.fillMode = .forwards
            shape.add(grow, forKey: "grow")
        }
        let middle = shown("s", at: 0.2, in: r)?.shape?.path.boundingBoxOfPath
        #expect(middle.map { abs($0.width - 40) < 0.01 && abs($0.minX - 30) < 0.01 } == true, "\(String(describing: middle))")
        let end = shown("s", at: 0.6, in: r)?.shape?.path.boundingBoxOfPath
        #expect(end.map { abs($0.width - 60) < 0.01 } == true)
    }

    /// A standalone layer animates a change of an animatable property implicitly, over the
    /// transaction's default 0.25 s ("Core Animation Programming Guide: Changing a Layer's
    /// properties … triggers an implicit animation").
    @Test func aStandaloneShapeLayerAnimatesItsStrokeImplicitly() {
        // A step after the layer went on screen (Core Animation does not animate a layer that was
        // never committed).
        let r = recordShape { shape in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { shape.strokeEnd = 0 }
        }
        let ends = [0.1 + 0.125, 0.5].map { shown("s", at: $0, in: r)?.shape?.strokeEnd ?? -1 }
        #expect(ends[0] > 0.1 && ends[0] < 0.9 && ends[1] == 0, "\(ends)")
    }

    /// CAShapeLayer.path: "Unlike most animatable properties, path … does not support implicit
    /// animation."
    @Test func aPathChangeIsNeverImplicitlyAnimated() {
        let r = recordShape({ $0.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath }) { shape in
            shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8)).cgPath
        }
        #expect(shown("s", at: 0.1, in: r)?.shape?.path.boundingBox?.width == 8)
    }

    /// UIView.mask: "The view's alpha channel determines how much of the view's content and
    /// background shows through"; the mask is the layer's `mask`, and has no superview.
    @Test func aViewsMaskIsItsLayersMaskOutsideTheHierarchy() {
        let r = recordView { v in
            let m = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            m.backgroundColor = .black
            v.mask = m
            #expect(v.layer.mask === m.layer && v.mask === m && m.superview == nil)
            #expect(v.node.mask === m.node)
        }
        let masked = r.scene(at: 0).layers.first { $0.identifier == "v" }
        #expect(masked?.mask?.layers.first?.properties.bounds.size == Size(width: 5, height: 5))
    }

    /// CALayer.anchorPoint: "changing the anchor point … the position stays where it is and the
    /// layer's frame moves" (Core Animation Programming Guide, Anchor Points Affect Geometric
    /// Manipulations); `frame` is "derived from the bounds, anchorPoint and position".
    @Test func theAnchorPointKeepsThePositionAndMovesTheFrame() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.position == CGPoint(x: 50, y: 20))
        #expect(layer.frame == CGRect(x: 50, y: 20, width: 100, height: 40))
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 10))
    }

    /// zPosition and sublayerTransform are the model's, so the renderer draws them.
    @Test func zPositionAndSublayerTransformReachTheModel() {
        let layer = CALayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.sublayerTransform = perspective
        layer.zPosition = 3
        #expect(layer.node.zPosition == 3 && layer.node.sublayerTransform == perspective.transform)
        #expect(layer.sublayerTransform.m34 == perspective.m34)
    }
}
