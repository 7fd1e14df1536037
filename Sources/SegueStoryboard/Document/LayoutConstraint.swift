extension IB {
    /// One `<constraint>` of a view: `first.attribute = second.attribute × multiplier + constant`.
    ///
    /// Xcode 4.5–4.6 files laid out with Auto Layout store no frames, only constraints; the builder
    /// places those views by them (IB stores resolved frames everywhere else, used as written).
    public struct LayoutConstraint: Sendable, Hashable {
        /// The constrained view's id; the view that holds the constraint when the file names none.
        public var firstItem: String
        public var firstAttribute: String
        public var secondItem: String?
        public var secondAttribute: String?
        /// `multiplier="2"` or `"1:2"`; 1 when absent or refused.
        public var multiplier: Double
        /// 0 when absent or refused.
        public var constant: Double
        /// `greaterThanOrEqual`, `lessThanOrEqual`, or nil for equality.
        public var relation: String?

        public init(
            firstItem: String, firstAttribute: String, secondItem: String? = nil, secondAttribute: String? = nil,
            multiplier: Double = 1, constant: Double = 0, relation: String? = nil
        ) {
            self.firstItem = firstItem
            self.firstAttribute = firstAttribute
            self.secondItem = secondItem
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.relation = relation
        }
    }
}
