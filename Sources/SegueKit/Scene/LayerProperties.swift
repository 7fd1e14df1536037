/// The animatable state of one view, as Core Animation's model layer holds it.
public struct LayerProperties: Hashable, Sendable {
    public var center = Point.zero
    public var bounds = Rect.zero
    public var transform = Transform3D.identity
    public var alpha = 1.0
    public var backgroundColor = Color.clear
    public var cornerRadius = 0.0
    public var borderWidth = 0.0
    public var borderColor = Color.black
    public var shadowColor = Color.black
    public var shadowOpacity = 0.0
    public var shadowOffset = Size(width: 0, height: -3)
    public var shadowRadius = 3.0
    public var warpProgress = 0.0
    /// The point of the bounds, in unit coordinates, that `center` places in the superview and
    /// that the transform turns about (`CALayer.anchorPoint`).
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The layer's position on the z axis: siblings draw in its order, and a superview's
    /// perspective (`sublayerTransform`) brings it nearer (`CALayer.zPosition`).
    public var zPosition = 0.0
    /// Applied to the subviews, about the anchor point, as they are drawn
    /// (`CALayer.sublayerTransform`).
    public var sublayerTransform = Transform3D.identity
    /// A shape layer's own state (`ShapeView`); nil for every other view.
    public var shape: ShapeLayerProperties?

    public init() {}
}

/// Which corners `cornerRadius` rounds, like `CACornerMask`.
public struct CornerMask: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let topLeft = CornerMask(rawValue: 1)
    public static let topRight = CornerMask(rawValue: 2)
    public static let bottomLeft = CornerMask(rawValue: 4)
    public static let bottomRight = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    public static let top: CornerMask = [.topLeft, .topRight]
}
