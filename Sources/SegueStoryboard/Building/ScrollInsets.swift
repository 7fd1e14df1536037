import SegueKit

/// How far UIKit moves a scroll view's content down from under the bars over it: the top of its
/// adjusted content inset (`UIScrollView.contentInsetAdjustmentBehavior`, iOS 11 and later).
///
/// The safe area counts only where the scroll view lies under the bars, so a table pinned to the
/// top of the screen under a translucent navigation bar starts its first row just below the bar,
/// and one the file already placed below the bar (its frame starts at y = 64) is not moved again.
struct ScrollInsets: Sendable, Hashable {
    /// The controller's `automaticallyAdjustsScrollViewInsets` (UIKit's default is true).
    var controllerAdjusts = true
    /// Whether the controller is shown by a navigation or tab bar controller.
    var inBarsContainer = false

    /// Whether UIKit adds the safe area to the top inset of a scroll view with `behavior`.
    /// `automatic` adjusts a scroll view of a controller that adjusts its insets inside a
    /// navigation or tab bar controller, and otherwise acts as `scrollableAxes`: only when the
    /// content scrolls vertically (or always bounces vertically).
    func adjustsTop(_ behavior: IB.ContentInsetAdjustmentBehavior?, scrollsVertically: Bool) -> Bool {
        switch behavior ?? .automatic {
        case .never: false
        case .always: true
        case .scrollableAxes: scrollsVertically
        case .automatic, .unknown: (controllerAdjusts && inBarsContainer) || scrollsVertically
        }
    }

    /// The top inset of a scroll view at `frame` whose superview has the bars down to `coveredTop`
    /// (both in the superview's coordinates): the part of the bars it lies under, at most its height.
    func top(_ behavior: IB.ContentInsetAdjustmentBehavior?, frame: Rect, coveredTop: Double, scrollsVertically: Bool) -> Double {
        guard adjustsTop(behavior, scrollsVertically: scrollsVertically) else { return 0 }
        return min(max(0, coveredTop - frame.minY), max(0, frame.height))
    }

    /// Whether a scroll, table or collection view's content scrolls vertically: tables and
    /// vertical collections are drawn with more rows than fit, a text view when its text runs
    /// below its bottom edge, a plain scroll view when IB says it always bounces vertically or
    /// its content runs below its bottom edge.
    static func scrollsVertically(_ node: IB.ViewNode, size: Size) -> Bool {
        let height = size.height
        if node.alwaysBounceVertical == true { return true }
        switch node.element {
        case .tableView: return true
        case .collectionView: return node.scrollDirection != .horizontal
        case .textView:
            guard let text = node.text, !text.isEmpty else { return false }
            let points = node.font?.pointSize ?? 14
            // The text container's 8 pt above and below, its 5 pt padding each side.
            return Double(TextMetrics.lineCount(text, size: points, width: size.width - 10)) * TextMetrics.lineHeight(points) + 16 > height
        default: return node.subviews.contains { ($0.frame?.maxY ?? 0) > height }
        }
    }
}
