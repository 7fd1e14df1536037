import SegueKit

/// A layer's appearance: opacity, colours, corners, border, shadow, clipping.
extension CALayer {
    public var opacity: Float {
        get { Float(node.alpha) }
        set { animating(\.alpha, Double(newValue)) { node.alpha = $0 } }
    }

    public var isHidden: Bool {
        get { node.isHidden }
        set { node.isHidden = newValue }
    }

    public var masksToBounds: Bool {
        get { node.clipsToBounds }
        set { node.clipsToBounds = newValue }
    }

    public var backgroundColor: CGColor? {
        get { node.backgroundColor.map(CGColor.from) }
        set { animating(\.backgroundColor, newValue?.color ?? .clear) { node.backgroundColor = $0 } }
    }

    public var cornerRadius: CGFloat {
        get { CGFloat(node.cornerRadius) }
        set { animating(\.cornerRadius, Double(newValue)) { node.cornerRadius = $0 } }
    }

    public var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(node.maskedCorners.rawValue)) }
        set { node.maskedCorners = CornerMask(rawValue: UInt8(truncatingIfNeeded: newValue.rawValue)) }
    }

    public var borderWidth: CGFloat {
        get { CGFloat(node.borderWidth) }
        set { animating(\.borderWidth, Double(newValue)) { node.borderWidth = $0 } }
    }

    public var borderColor: CGColor? {
        get { CGColor.from(node.borderColor) }
        set { animating(\.borderColor, newValue?.color ?? .black) { node.borderColor = $0 } }
    }

    public var shadowColor: CGColor? {
        get { CGColor.from(node.shadowColor) }
        set { animating(\.shadowColor, newValue?.color ?? .black) { node.shadowColor = $0 } }
    }

    public var shadowOpacity: Float {
        get { Float(node.shadowOpacity) }
        set { animating(\.shadowOpacity, Double(newValue)) { node.shadowOpacity = $0 } }
    }

    public var shadowOffset: CGSize {
        get { CGSize(node.shadowOffset) }
        set { animating(\.shadowOffset, newValue.size) { node.shadowOffset = $0 } }
    }

    public var shadowRadius: CGFloat {
        get { CGFloat(node.shadowRadius) }
        set { animating(\.shadowRadius, Double(newValue)) { node.shadowRadius = $0 } }
    }

    /// Kept for the reader; shadows are drawn from the layer's shape.
    public var shadowPath: AnyObject? {
        get { nil }
        set {}
    }

    public var name: String? {
        get { node.identifier }
        set { node.identifier = newValue }
    }

    /// The point of the bounds, in unit coordinates, that `position` places in the superlayer and
    /// that `transform` turns about (default (0.5, 0.5)). Changing it keeps `position` and moves
    /// `frame`, as in Core Animation. Animatable.
    public var anchorPoint: CGPoint {
        get { CGPoint(node.anchorPoint) }
        set { animating(\.anchorPoint, newValue.point) { node.anchorPoint = $0 } }
    }

    /// The order among siblings (larger drawn later) and, under a superlayer's perspective
    /// `sublayerTransform`, the depth. Animatable.
    public var zPosition: CGFloat {
        get { CGFloat(node.zPosition) }
        set { animating(\.zPosition, Double(newValue)) { node.zPosition = $0 } }
    }

    /// Applied to the sublayers about the anchor point (with `m34`, one perspective for all of
    /// them). Animatable.
    public var sublayerTransform: CATransform3D {
        get { CATransform3D(node.sublayerTransform) }
        set { animating(\.sublayerTransform, newValue.transform) { node.sublayerTransform = $0 } }
    }

    /// A layer whose alpha masks this one and its sublayers, placed in this layer's coordinates;
    /// it has no superlayer. A shape layer mask shows this layer where its path is filled.
    public var mask: CALayer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer else { return }
            maskLayer?.maskedLayer = nil
            maskLayer = newValue
            newValue?.maskedLayer = self
            newValue?.didMoveIntoTree()
            node.mask = newValue?.node
        }
    }

    public var isDoubleSided: Bool {
        get { true }
        set {}
    }

    public var allowsGroupOpacity: Bool {
        get { true }
        set {}
    }

    public var shouldRasterize: Bool {
        get { false }
        set {}
    }

    public var rasterizationScale: CGFloat {
        get { UIScreen.main.scale }
        set {}
    }

    public var contentsScale: CGFloat {
        get { UIScreen.main.scale }
        set {}
    }

    public func setNeedsDisplay() {}
    public func setNeedsLayout() {}
    public func layoutIfNeeded() {}
    public func layoutSublayers() {}
}

/// Which corners `cornerRadius` rounds (`CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
