import SegueKit

/// Whether the frames Interface Builder stored for a view's subviews break their constraints
/// where the view is shown.
///
/// The stored frames are Interface Builder's last layout, a cache that UIKit never reads: Auto
/// Layout places the views by their constraints at run time. They are what Auto Layout gives on
/// the canvas's device as long as the designer let Interface Builder update them, but a file often
/// keeps "misplaced" frames (Interface Builder's yellow warning): a band 118 pt tall whose bottom
/// is pinned to a safe area 59 pt from the top. On a device of the canvas's size the builder
/// trusts the frames unless this says they are misplaced; the view's subviews are then laid out
/// again by their constraints, as on any other device (`ViewFactory.relaidFrames`).
///
/// Only what the stored frames decide is checked: required constraints between the view, its
/// safe area or layout guides (where the view is shown) and its subviews placed by constraints,
/// on edges, centres and sizes, and on the view's own margins where they are known (`margins`:
/// a cell's side margins follow the screen, so an Xcode 8 file's label pinned to a content view's
/// 8 pt margin is misplaced where UIKit's margin is 16 pt). Baselines, the subviews' margins and
/// other levels' views are not read; a constraint between subviews that autoresizing places
/// cannot be mended by a relayout and is not counted.
enum MisplacedFrames {
    /// Points a stored frame may be off by before it counts as misplaced: Interface Builder
    /// rounds frames to the pixel, and a constraint of a fractional multiplier lands in between.
    static let tolerance = 1.0

    /// Whether any required constraint of `constraints` is broken by more than `tolerance` by the
    /// stored frames of `children` in the view `parentID` shown at `size` with `guides`.
    static func any(parentID: String, size: Size, guides: LayoutGuides, children: [IB.ViewNode], constraints: [IB.LayoutConstraint],
                    margins: EdgeInsets? = nil) -> Bool {
        var rects: [String: Rect] = [parentID: Rect(x: 0, y: 0, width: size.width, height: size.height)]
        let i = guides.insets
        if let id = guides.safeAreaID {
            rects[id] = Rect(x: i.left, y: i.top, width: max(0, size.width - i.left - i.right), height: max(0, size.height - i.top - i.bottom))
        }
        if let id = guides.topID { rects[id] = Rect(x: 0, y: 0, width: size.width, height: i.top) }
        if let id = guides.bottomID { rects[id] = Rect(x: 0, y: size.height - i.bottom, width: size.width, height: i.bottom) }
        var moving: Set<String> = []
        for child in children {
            guard let id = child.id, let frame = child.frame else { continue }
            rects[id] = frame
            if !child.translatesAutoresizingMaskIntoConstraints { moving.insert(id) }
        }
        guard !moving.isEmpty else { return false }
        // An item's attribute: its frame's, or for the view itself, one of its margins.
        func value(_ attribute: IB.LayoutAttribute, of id: String) -> Double? {
            if id == parentID, let m = margins {
                switch attribute {
                case .leadingMargin, .leftMargin: return m.left
                case .trailingMargin, .rightMargin: return size.width - m.right
                case .topMargin: return m.top
                case .bottomMargin: return size.height - m.bottom
                default: break
                }
            }
            return rects[id].flatMap { attribute.value(in: $0) }
        }
        return constraints.contains { c in
            guard c.priority >= 1000, moving.contains(c.firstItem) || c.secondItem.map(moving.contains) == true,
                  let first = value(c.firstAttribute, of: c.firstItem) else { return false }
            var other = c.constant
            if let second = c.secondItem {
                guard let attribute = c.secondAttribute, let v = value(attribute, of: second) else { return false }
                other += c.multiplier * v
            } else if c.firstAttribute != .width && c.firstAttribute != .height {
                return false
            }
            switch c.relation {
            case .equal: return abs(first - other) > tolerance
            case .greaterThanOrEqual: return first < other - tolerance
            case .lessThanOrEqual: return first > other + tolerance
            case .unknown: return false
            }
        }
    }
}

extension IB.LayoutAttribute {
    /// Where this edge or centre of a frame laid out left to right lies, as Interface Builder
    /// stores frames; nil for sizes, margins and baselines.
    func position(in r: Rect) -> Double? {
        switch self {
        case .left, .leading: r.minX
        case .right, .trailing: r.maxX
        case .top: r.minY
        case .bottom: r.maxY
        case .centerX: r.midX
        case .centerY: r.midY
        default: nil
        }
    }

    /// This attribute's value for a frame: its position, or its width or height; nil for the
    /// ones a stored frame does not decide (margins, baselines).
    func value(in r: Rect) -> Double? {
        switch self {
        case .width: r.width
        case .height: r.height
        default: position(in: r)
        }
    }
}
