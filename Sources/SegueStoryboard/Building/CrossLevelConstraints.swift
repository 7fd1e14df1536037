import SegueKit

/// Constraints between views at different levels of a tree (Interface Builder stores them in the
/// nearest view that holds both: a scroll view's content view as wide as the screen, or a label
/// inside a card centred in the root view, are constraints of the root view), made usable by the
/// level that lays the nested view out.
///
/// The tree is built from the top down, so by the time a view's children are laid out again for a
/// new size, every view above it has its final frame. A constraint that ties a child's width or
/// height to such a view's becomes a constant size for the child; one that ties a child's edge or
/// centre to such a view's edge or centre becomes a constant position in the parent's
/// coordinates, where the two views' frames are known in the tree's (not below a scroll view,
/// whose content moves with its offset).
///
/// NB: a class, shared by the copies of a view factory that build one tree.
final class CrossLevelConstraints {
    /// The final sizes of the views built so far, by id.
    private var sizes: [String: Size] = [:]
    /// The origins of the views built so far in the coordinates of the tree's top view, by id;
    /// none below a scroll view.
    private var origins: [String: Point] = [:]
    /// Constraints naming a view below the children of the view that holds them.
    private var reaching: [IB.LayoutConstraint] = []
    /// Past this many, further ones are left out (each level scans the list).
    static let maxReaching = 400

    /// Records `node`, shown at `size`, before its children are laid out: its size, its safe
    /// area (`safeInsets` from its edges), and its constraints that reach below its children.
    /// The first view recorded is the tree's top.
    func enter(_ node: IB.ViewNode, size: Size, safeInsets: EdgeInsets) {
        guard let id = node.id else { return }
        if sizes.isEmpty { origins[id] = Point(x: 0, y: 0) }
        sizes[id] = size
        if let guide = node.safeAreaGuideID, let o = origins[id] {
            sizes[guide] = Size(width: max(0, size.width - safeInsets.left - safeInsets.right),
                                height: max(0, size.height - safeInsets.top - safeInsets.bottom))
            origins[guide] = Point(x: o.x + safeInsets.left, y: o.y + safeInsets.top)
        }
        guard reaching.count < Self.maxReaching else { return }
        var near: Set<String> = [id]
        for child in node.subviews { if let cid = child.id { near.insert(cid) } }
        let guides = [node.safeAreaGuideID, node.contentLayoutGuideID, node.frameLayoutGuideID].compactMap { $0 }
        near.formUnion(guides)
        for c in node.constraints where !near.contains(c.firstItem) || !near.contains(c.secondItem ?? id) {
            guard let second = c.secondAttribute, reaching.count < Self.maxReaching,
                  (c.firstAttribute.isSize && second.isSize) || (c.firstAttribute.isEdge && second.isEdge) else { continue }
            reaching.append(c)
        }
    }

    /// Records where `node`'s children were placed (`frames`, in `node`'s bounds), so that
    /// constraints reaching them, or reaching from below to them, can be placed.
    func placed(childrenOf node: IB.ViewNode, at frames: [Rect?]) {
        guard let id = node.id, let o = origins[id], !node.element.isScroll else { return }
        for (child, f) in zip(node.subviews, frames) {
            guard let cid = child.id, let f else { continue }
            origins[cid] = Point(x: o.x + f.minX, y: o.y + f.minY)
            sizes[cid] = f.size
        }
    }

    /// The recorded constraints that size or place one of `node`'s children against a view whose
    /// frame is known, as constant sizes and positions of that child.
    func constraints(childrenOf node: IB.ViewNode) -> [IB.LayoutConstraint] {
        guard !reaching.isEmpty else { return [] }
        let children = Set(node.subviews.compactMap(\.id))
        let origin = node.id.flatMap { origins[$0] }
        var out: [IB.LayoutConstraint] = []
        for c in reaching {
            guard let second = c.secondItem, let secondAttribute = c.secondAttribute, c.multiplier > 0 else { continue }
            let sizes = c.firstAttribute.isSize
            func value(_ item: String, _ attribute: IB.LayoutAttribute) -> Double? {
                guard let size = self.sizes[item] else { return nil }
                if sizes { return attribute == .width ? size.width : size.height }
                guard let o = origins[item], let origin else { return nil }
                return attribute.position(origin: attribute.isHorizontal ? o.x - origin.x : o.y - origin.y,
                                          length: attribute.isHorizontal ? size.width : size.height)
            }
            if children.contains(c.firstItem), let known = value(second, secondAttribute) {
                // child = known × m + k
                out.append(IB.LayoutConstraint(firstItem: c.firstItem, firstAttribute: c.firstAttribute,
                                               constant: known * c.multiplier + c.constant,
                                               relation: c.relation, priority: c.priority))
            } else if children.contains(second), let known = value(c.firstItem, c.firstAttribute) {
                // known = child × m + k, so child = (known − k) / m, and ≤ and ≥ trade places.
                let relation: IB.LayoutRelation = switch c.relation {
                case .lessThanOrEqual: .greaterThanOrEqual
                case .greaterThanOrEqual: .lessThanOrEqual
                default: c.relation
                }
                out.append(IB.LayoutConstraint(firstItem: second, firstAttribute: secondAttribute,
                                               constant: (known - c.constant) / c.multiplier,
                                               relation: relation, priority: c.priority))
            }
        }
        return out
    }
}

extension IB.LayoutAttribute {
    var isSize: Bool { self == .width || self == .height }

    /// An edge or centre of a view's frame (not a margin or baseline, which depend on the view).
    fileprivate var isEdge: Bool {
        switch self {
        case .leading, .trailing, .left, .right, .centerX, .top, .bottom, .centerY: true
        default: false
        }
    }

    fileprivate var isHorizontal: Bool {
        switch self {
        case .leading, .trailing, .left, .right, .centerX, .width: true
        default: false
        }
    }

    /// Where this edge lies on an axis that starts at `origin` and is `length` long.
    fileprivate func position(origin: Double, length: Double) -> Double {
        switch self {
        case .trailing, .right, .bottom: origin + length
        case .centerX, .centerY: origin + length / 2
        default: origin
        }
    }
}

extension IB.ViewElement {
    /// A view whose subviews move with its content offset.
    fileprivate var isScroll: Bool { self == .scrollView || self == .tableView || self == .collectionView || self == .textView }
}
