extension IB {
    /// One `<constraint>` of a view: `first.attribute = second.attribute × multiplier + constant`.
    ///
    /// Xcode 4.5–4.6 files laid out with Auto Layout store no frames, only constraints; the builder
    /// places those views by them (IB stores resolved frames everywhere else, used as written).
    public struct LayoutConstraint: Sendable, Hashable {
        /// The constrained view's id; the view that holds the constraint when the file names none.
        public var firstItem: String
        public var firstAttribute: LayoutAttribute
        public var secondItem: String?
        public var secondAttribute: LayoutAttribute?
        /// `multiplier="2"` or `"1:2"`; 1 when absent or refused.
        public var multiplier: Double
        /// 0 when absent or refused.
        public var constant: Double
        /// `equal` when the file writes none.
        public var relation: LayoutRelation
        /// `priority`, 1…1000; 1000 (required) when absent.
        public var priority: Double

        public init(
            firstItem: String, firstAttribute: LayoutAttribute, secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil,
            multiplier: Double = 1, constant: Double = 0, relation: LayoutRelation = .equal,
            priority: Double = 1000
        ) {
            self.firstItem = firstItem
            self.firstAttribute = firstAttribute
            self.secondItem = secondItem
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.relation = relation
            self.priority = priority
        }
    }
}
