import SegueKit

/// A view's layout margins, where its subviews' constraints name them (`leadingMargin`,
/// `topMargin`…), for laying it out again at another size.
///
/// UIKit's margins are 8 pt on every side of a plain view (a collection view cell's content view
/// too) unless the app set others (`layoutMargins`, `directionalLayoutMargins`,
/// `preservesSuperviewLayoutMargins`); a table cell's content view has the table's side margins
/// (16 pt, 20 pt on screens 414 pt and wider, as the cell insets its separator) and 11 pt above
/// and below. Interface Builder laid the subviews out with the margins it shows, so each side is
/// read back from a stored frame and the constraint that ties it to that margin; the default
/// stands where no constraint names a side.
enum LayoutMargins {
    /// The largest margin read back from a frame: more is a misplaced view, not a margin.
    static let maxMargin = 200.0

    /// A controller's root view's margins: measured from its safe area (`insetsLayoutMarginsFromSafeArea`),
    /// the system minimum of `sideMargin` on the sides and none above and below
    /// (`systemMinimumLayoutMargins`), as Interface Builder shows them: a view pinned to the
    /// bottom margin ends at the home indicator's inset, in landscape too.
    static func root(safeArea insets: EdgeInsets, sideMargin: Double) -> EdgeInsets {
        EdgeInsets(top: insets.top, left: insets.left + sideMargin, bottom: insets.bottom, right: insets.right + sideMargin)
    }

    /// The margins of `node`, laid out at `stored` in the file, that `constraints` name; nil for a
    /// controller's root view, whose margins the safe area and the screen decide
    /// (`ConstraintSolver`'s standard ones). Without a `theme`, a cell's side margins are the
    /// stored ones, not those of the screen it is shown on.
    ///
    /// A root view shown `rootAt` a width with a safe area has the margins `root` gives it.
    static func margins(of node: IB.ViewNode, stored: Size, constraints: [IB.LayoutConstraint], theme: Theme?,
                        rootAt: (width: Double, safeArea: EdgeInsets)? = nil) -> EdgeInsets? {
        if node.key == .view {
            return rootAt.map { root(safeArea: $0.safeArea, sideMargin: LayoutGuides.sideMargin(forWidth: $0.width)) }
        }
        guard let id = node.id else { return nil }
        let cell = node.element == .tableViewCellContentView
        var m = cell ? EdgeInsets(top: 11, left: 16, bottom: 11, right: 16) : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        var frames: [String: Rect] = [:]
        // A frame Interface Builder fixed by hand says nothing of the margins its constraints name.
        for child in node.subviews where !child.hasFixedFrame { if let cid = child.id, let f = child.frame { frames[cid] = f } }
        var read = Set<IB.LayoutAttribute>()
        for c in constraints where c.relation == .equal && c.multiplier == 1 {
            guard let second = c.secondItem, let secondAttribute = c.secondAttribute else { continue }
            // first = second + constant: the margin's position is the other item's edge less or
            // plus the constant.
            let side: IB.LayoutAttribute, edge: Double
            if c.firstItem == id, let f = frames[second], let v = secondAttribute.position(in: f) {
                (side, edge) = (c.firstAttribute, v + c.constant)
            } else if second == id, let f = frames[c.firstItem], let v = c.firstAttribute.position(in: f) {
                (side, edge) = (secondAttribute, v - c.constant)
            } else { continue }
            guard !read.contains(side) else { continue }
            let margin: Double
            switch side {
            case .leadingMargin, .leftMargin: margin = edge
            case .trailingMargin, .rightMargin: margin = stored.width - edge
            case .topMargin: margin = edge
            case .bottomMargin: margin = stored.height - edge
            default: continue
            }
            guard margin >= 0, margin <= maxMargin else { continue }
            read.insert(side)
            switch side {
            case .leadingMargin, .leftMargin: m.left = margin
            case .trailingMargin, .rightMargin: m.right = margin
            case .topMargin: m.top = margin
            default: m.bottom = margin
            }
        }
        // The table's side margins follow the screen the cell is shown on, not the canvas.
        if cell, let theme { m.left = theme.cellInset; m.right = theme.cellInset }
        return m
    }
}
