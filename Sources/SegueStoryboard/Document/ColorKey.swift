extension IB {
    /// The `key` of a view's `<color>`: which of its colours it sets.
    public enum ColorKey: Vocabulary {
        case backgroundColor, textColor, tintColor, highlightedColor, shadowColor, barTintColor, separatorColor
        /// A switch's track when on, and a switch's or slider's knob.
        case onTintColor, thumbTintColor
        case minimumTrackTintColor, maximumTrackTintColor
        case progressTintColor, trackTintColor
        case pageIndicatorTintColor, currentPageIndicatorTintColor
        /// A tab bar's selected item, a segmented control's selected segment.
        case selectedImageTintColor, selectedSegmentTintColor
        /// A tab bar's other items.
        case unselectedItemTintColor
        /// An activity indicator's spokes.
        case color
        case unknown(String)
        public static let known: [Self] = [
            .backgroundColor, .textColor, .tintColor, .highlightedColor, .shadowColor, .barTintColor, .separatorColor,
            .onTintColor, .thumbTintColor, .minimumTrackTintColor, .maximumTrackTintColor, .progressTintColor,
            .trackTintColor, .pageIndicatorTintColor, .currentPageIndicatorTintColor, .selectedImageTintColor,
            .selectedSegmentTintColor, .unselectedItemTintColor, .color,
        ]

        private static let byName = spellings()
        public init(rawValue: String) { self = Self.byName[rawValue] ?? .unknown(rawValue) }
    }
}
