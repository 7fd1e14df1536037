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

    /// The point of the bounds that `position` places and the transform turns about. Stored; the
    /// drawing uses the centre until the model carries anchor points.
    public var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set { storedAnchorPoint = newValue }
    }

    public var zPosition: CGFloat {
        get { storedZPosition }
        set { storedZPosition = newValue }
    }

    public var sublayerTransform: CATransform3D {
        get { storedSublayerTransform }
        set { storedSublayerTransform = newValue }
    }

    public var mask: CALayer? {
        get { storedMask }
        set { storedMask = newValue }
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
