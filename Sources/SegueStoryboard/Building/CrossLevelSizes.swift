import SegueKit

/// Constraints between views at different levels of a tree (Interface Builder stores them in the
/// nearest view that holds both: a scroll view's content view as wide as the screen is a
/// constraint of the root view), made usable by the level that lays the nested view out.
///
/// The tree is built from the top down, so by the time a view's children are laid out again for a
/// new size, every view above it has its final size. A constraint that ties a child's width or
/// height to such a view's becomes a constant one for the child (`UIView` sizes, not positions:
/// a position would need the two views' frames in one coordinate space).
///
/// NB: a class, shared by the copies of a view factory that build one tree.
final class CrossLevelSizes {
    /// The final sizes of the views built so far, by id.
    private var sizes: [String: Size] = [:]
    /// Constraints naming a view below the children of the view that holds them.
    private var reaching: [IB.LayoutConstraint] = []
    /// Past this many, further ones are left out (each level scans the list).
    static let maxReaching = 400

    /// Records `node`, shown at `size`, before its children are laid out: its size, and its
    /// constraints that reach below its children.
    func enter(_ node: IB.ViewNode, size: Size) {
        guard let id = node.id else { return }
        sizes[id] = size
        guard reaching.count < Self.maxReaching else { return }
        var near: Set<String> = [id]
        for child in node.subviews { if let cid = child.id { near.insert(cid) } }
        let guides = [node.safeAreaGuideID, node.contentLayoutGuideID, node.frameLayoutGuideID].compactMap { $0 }
        near.formUnion(guides)
        for c in node.constraints where !near.contains(c.firstItem) || !near.contains(c.secondItem ?? id) {
            guard c.firstAttribute.isSize, c.secondAttribute?.isSize == true, reaching.count < Self.maxReaching else { continue }
            reaching.append(c)
        }
    }

    /// The recorded constraints that size one of `node`'s children against a view whose size is
    /// known, as constant sizes of that child.
    func sizing(childrenOf node: IB.ViewNode) -> [IB.LayoutConstraint] {
        guard !reaching.isEmpty else { return [] }
        let children = Set(node.subviews.compactMap(\.id))
        var out: [IB.LayoutConstraint] = []
        for c in reaching {
            guard let second = c.secondItem, let secondAttribute = c.secondAttribute, c.multiplier > 0 else { continue }
            if children.contains(c.firstItem), let known = sizes[second] {
                // child = known × m + k
                out.append(IB.LayoutConstraint(firstItem: c.firstItem, firstAttribute: c.firstAttribute,
                                               constant: known.length(secondAttribute) * c.multiplier + c.constant,
                                               relation: c.relation, priority: c.priority))
            } else if children.contains(second), let known = sizes[c.firstItem] {
                // known = child × m + k, so child = (known − k) / m, and ≤ and ≥ trade places.
                let relation: IB.LayoutRelation = switch c.relation {
                case .lessThanOrEqual: .greaterThanOrEqual
                case .greaterThanOrEqual: .lessThanOrEqual
                default: c.relation
                }
                out.append(IB.LayoutConstraint(firstItem: second, firstAttribute: secondAttribute,
                                               constant: (known.length(c.firstAttribute) - c.constant) / c.multiplier,
                                               relation: relation, priority: c.priority))
            }
        }
        return out
    }
}

extension IB.LayoutAttribute {
    var isSize: Bool { self == .width || self == .height }
}

extension Size {
    /// The width for `.width`, else the height.
    fileprivate func length(_ attribute: IB.LayoutAttribute) -> Double { attribute == .width ? width : height }
}
