/// The geometry that Core Animation's layers have beyond `UIView`'s: where the bounds hang from
/// their position, the order and depth of siblings, and a transform for the sublayers. Each is
/// animatable like every other property (a change in an animation block records a track).
extension View {
    /// The point of the bounds, in unit coordinates ((0, 0) the top-left corner, (1, 1) the
    /// bottom-right), that `center` places in the superview and that `transform` scales and turns
    /// about (`CALayer.anchorPoint`; default (0.5, 0.5)). `center` is the layer's `position`:
    /// changing the anchor point keeps `center` and moves `frame`, as in Core Animation.
    public var anchorPoint: Point {
        get { properties.anchorPoint }
        set { set(\.anchorPoint, \.coreAnimation.anchorPoint, newValue) }
    }

    /// The position on the z axis (`CALayer.zPosition`, default 0). Subviews are drawn in order of
    /// their z positions, those with equal ones in the order of `subviews`; there is no depth test
    /// between siblings (Core Animation without a `CATransformLayer`). Under a superview's
    /// perspective (`sublayerTransform` with `m34`), a larger z position is nearer the viewer.
    public var zPosition: Double {
        get { properties.zPosition }
        set { set(\.zPosition, \.coreAnimation.zPosition, newValue) }
    }

    /// A transform applied to the subviews as they are drawn, about this view's anchor point
    /// (`CALayer.sublayerTransform`, default identity). With `m34 = −1/d` every subview's 3D
    /// transform is seen in perspective from `d` points, sharing one vanishing point: this view's
    /// anchor point. Each subview is flattened into this view's plane (no `CATransformLayer`).
    public var sublayerTransform: Transform3D {
        get { properties.sublayerTransform }
        set { set(\.sublayerTransform, \.coreAnimation.sublayerTransform, newValue) }
    }
}
