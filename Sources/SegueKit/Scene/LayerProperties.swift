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
