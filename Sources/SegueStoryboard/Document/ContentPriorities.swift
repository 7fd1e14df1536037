extension IB {
    /// A view's content hugging and compression resistance priorities
    /// (`horizontalHuggingPriority`, `verticalCompressionResistancePriority`, …): how strongly Auto
    /// Layout keeps the view from growing past, or shrinking below, its intrinsic content size.
    /// UIKit's defaults when not written: 250 (`.defaultLow`) to hug, 750 (`.defaultHigh`) to
    /// resist compression.
    public struct ContentPriorities: Sendable, Hashable {
        public var horizontalHugging: Double
        public var verticalHugging: Double
        public var horizontalCompressionResistance: Double
        public var verticalCompressionResistance: Double

        public init(horizontalHugging: Double = 250, verticalHugging: Double = 250,
                    horizontalCompressionResistance: Double = 750, verticalCompressionResistance: Double = 750) {
            self.horizontalHugging = horizontalHugging
            self.verticalHugging = verticalHugging
            self.horizontalCompressionResistance = horizontalCompressionResistance
            self.verticalCompressionResistance = verticalCompressionResistance
        }

        public func hugging(horizontal: Bool) -> Double { horizontal ? horizontalHugging : verticalHugging }
        public func compressionResistance(horizontal: Bool) -> Double {
            horizontal ? horizontalCompressionResistance : verticalCompressionResistance
        }
    }
}
