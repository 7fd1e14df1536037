extension IB {
    /// The element a view is written as (`<label>`, `<tableViewCell>`, …): which UIKit class it
    /// is, and so how it is drawn.
    public enum ViewElement: Vocabulary {
        case view, label, button, imageView, textField, textView, `switch`, segmentedControl, slider, progressView,
            activityIndicatorView, pageControl, stepper, datePicker, pickerView, mapView, webView, wkWebView, searchBar,
            navigationBar, toolbar, tabBar, tableView, tableViewCell, tableViewCellContentView, collectionView,
            collectionViewCell, collectionViewCellContentView, collectionReusableView, containerView, scrollView,
            stackView, visualEffectView, clipView, glkView, mtkView, arscnView, arskView, sceneKitView, skView
        case unknown(String)

        public static let known: [Self] = [
            .view, .label, .button, .imageView, .textField, .textView, .switch, .segmentedControl, .slider, .progressView,
            .activityIndicatorView, .pageControl, .stepper, .datePicker, .pickerView, .mapView, .webView, .wkWebView,
            .searchBar, .navigationBar, .toolbar, .tabBar, .tableView, .tableViewCell, .tableViewCellContentView,
            .collectionView, .collectionViewCell, .collectionViewCellContentView, .collectionReusableView, .containerView,
            .scrollView, .stackView, .visualEffectView, .clipView, .glkView, .mtkView, .arscnView, .arskView,
            .sceneKitView, .skView,
        ]

        private static let byName = spellings()
        public init(rawValue: String) { self = Self.byName[rawValue] ?? .unknown(rawValue) }

        /// A table or collection view cell.
        public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }
        /// A table or collection view: a scroll view whose content the controller's bars inset.
        public var isTableOrCollection: Bool { self == .tableView || self == .collectionView }
    }

    /// The `key` a view is stored under in its parent element: the role it plays there.
    public enum ViewKey: Vocabulary {
        /// A controller's root view.
        case view
        /// A cell's content view.
        case contentView
        /// A navigation item's title view.
        case titleView
        /// A table's header and footer views.
        case tableHeaderView, tableFooterView
        /// A cell's or table's background views.
        case backgroundView, selectedBackgroundView
        /// A bar button item's custom view.
        case customView
        case unknown(String)
        public static let known: [Self] = [
            .view, .contentView, .titleView, .tableHeaderView, .tableFooterView, .backgroundView, .selectedBackgroundView,
            .customView,
        ]
    }
}
