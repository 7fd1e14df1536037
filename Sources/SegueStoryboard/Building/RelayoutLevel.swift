import SegueKit

/// What lays out one view's children by constraints, for `ContentRelayout`: the constraints
/// between the view, its children and its layout guides, the children they place, and what stays
/// where it is. Worked out once per view and solved on either axis, with the view at a given
/// length or with its length left to its children (`PrioritySolve`).
///
/// Only constraints between the view, its children and layout guides take part: one that names
/// a grandchild is left to the level it belongs to, where Interface Builder does not store it.
struct RelayoutLevel {
    /// Views with more constraints or children than this are left as stored.
    static let maxConstraints = 800
    static let maxChildren = 200

    let parentID: String
    /// The view's stored size.
    let size: Size
    /// The children the constraints place, in document order.
    let laidOut: [IB.ViewNode]
    let constraints: [IB.LayoutConstraint]
    /// Children placed by autoresizing that constraints name: they keep their stored frames.
    let fixed: ConstraintSolver
    /// The layout guides' edges, tied to the view's edges by their stored distances.
    let guideIDs: [String]
    let guideLinks: [IB.LayoutConstraint]
    /// The view's own layout margins where its constraints name them (`LayoutMargins`): a cell's
    /// content view's 11 pt above and below its text, not the standard 8.
    let margins: EdgeInsets?

    /// Nil for a view without an id, a stored size or children laid out by constraints, or past
    /// the limits. `safeArea`: the insets of the view's safe area, where they are known.
    init?(_ parent: IB.ViewNode, safeArea: EdgeInsets? = nil) {
        guard let parentID = parent.id, let size = parent.frame?.size, !parent.subviews.isEmpty,
              parent.subviews.count <= Self.maxChildren else { return nil }
        var nested: Set<String> = []
        for child in parent.subviews { for n in child.allNodes().dropFirst() { if let id = n.id { nested.insert(id) } } }
        var constraints = parent.constraints.filter { !nested.contains($0.firstItem) && !nested.contains($0.secondItem ?? "") }
        for child in parent.subviews {
            constraints += child.constraints.filter { $0.firstItem == child.id && ($0.secondItem == nil || $0.secondItem == child.id) }
        }
        guard constraints.count <= Self.maxConstraints else { return nil }
        // A view no constraint names keeps its frame: Interface Builder fixes its place and size
        // with constraints of its own when the app is built.
        let named = Set(constraints.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 } })
        let laidOut = parent.subviews.filter {
            $0.id.map(named.contains) == true && $0.frame != nil && !$0.translatesAutoresizingMaskIntoConstraints
        }
        guard !laidOut.isEmpty else { return nil }
        self.parentID = parentID
        self.size = size
        self.laidOut = laidOut
        self.constraints = constraints
        let stored = Self.storedFrames(parent, parentID: parentID, size: size)
        var fixed = stored
        fixed.x[parentID] = nil
        fixed.y[parentID] = nil
        for child in laidOut {
            fixed.x[child.id!] = nil
            fixed.y[child.id!] = nil
        }
        self.fixed = fixed
        margins = LayoutMargins.margins(of: parent, stored: size, constraints: constraints, theme: nil)
        var insets: [String: EdgeInsets] = [:]
        if let id = parent.safeAreaGuideID, let safeArea { insets[id] = safeArea }
        (guideIDs, guideLinks) = Self.guides(constraints, stored: stored, parentID: parentID, size: size, insets: insets)
    }

    /// The children's places on one axis with the view at `length`, or with its length left to
    /// them (nil); `content` gives their intrinsic lengths. With `decided`, the priority at which
    /// the view's own length was decided (when left open).
    func solve(horizontal: Bool, length: Double?, content: [String: PrioritySolve.Content])
        -> (axes: [String: ConstraintSolver.Axis], decided: Double?)
    {
        var solve = PrioritySolve(horizontal: horizontal)
        if let margins { solve.margins[parentID] = margins }
        for (id, a) in horizontal ? fixed.x : fixed.y { solve.fixed[id] = a }
        if let length {
            solve.fixed[parentID] = .init(min: 0, max: length, mid: length / 2, length: length)
        } else {
            solve.fixed[parentID] = .init(min: 0)
            solve.watched = parentID
        }
        solve.guides = guideIDs
        solve.constraints = (constraints + guideLinks).filter { ConstraintSolver.slot($0.firstAttribute)?.horizontal == horizontal }
        solve.children = laidOut.map { n in
            let f = n.frame!
            return (n.id!, horizontal ? f.minX : f.minY, horizontal ? f.width : f.height)
        }
        solve.content = content
        solve.flexible = ConstraintSolver.flexibleIDs(laidOut)
        return solve.solveWatched()
    }

    /// The view's bounds and its children's stored frames, as one solver's values.
    private static func storedFrames(_ parent: IB.ViewNode, parentID: String, size: Size) -> ConstraintSolver {
        var s = ConstraintSolver()
        s.x[parentID] = .init(min: 0, max: size.width, mid: size.width / 2, length: size.width)
        s.y[parentID] = .init(min: 0, max: size.height, mid: size.height / 2, length: size.height)
        for child in parent.subviews {
            guard let id = child.id, let f = child.frame else { continue }
            s.x[id] = .init(min: f.minX, max: f.maxX, mid: f.midX, length: f.width)
            s.y[id] = .init(min: f.minY, max: f.maxY, mid: f.midY, length: f.height)
        }
        return s
    }

    /// The layout guides (items no child or the view is) and constraints that hold each of their
    /// edges at the distance from the view's edge that the stored frames of the views constrained
    /// to them give, so that a guide follows its view when the view grows. An edge that only
    /// inequalities name cannot be found that way: it lies at `insets` from the view's edge (a
    /// safe area's), or on it.
    ///
    /// NB: guides are laid out left to right, as the stored frames are (`RightToLeft` mirrors the
    /// result): leading is the left inset.
    private static func guides(_ constraints: [IB.LayoutConstraint], stored: ConstraintSolver, parentID: String, size: Size,
                               insets: [String: EdgeInsets]) -> ([String], [IB.LayoutConstraint])
    {
        var s = stored
        let known = Set(stored.x.keys)
        var ids: [String] = []
        for c in constraints {
            for id in [c.firstItem, c.secondItem].compactMap({ $0 }) where !known.contains(id) && s.x[id] == nil {
                s.x[id] = .init()
                s.y[id] = .init()
                ids.append(id)
            }
        }
        s.propagate(constraints.filter { c in [c.firstItem, c.secondItem].contains { $0.map { !known.contains($0) } ?? false } },
                    inequalities: false)
        typealias C = IB.LayoutConstraint
        var links: [C] = []
        for id in ids {
            let i = insets[id] ?? EdgeInsets()
            let x = s.x[id] ?? .init(), y = s.y[id] ?? .init()
            links += [
                C(firstItem: id, firstAttribute: .leading, secondItem: parentID, secondAttribute: .leading, constant: x.min ?? i.left),
                C(firstItem: id, firstAttribute: .trailing, secondItem: parentID, secondAttribute: .trailing,
                  constant: x.max.map { $0 - size.width } ?? -i.right),
                C(firstItem: id, firstAttribute: .top, secondItem: parentID, secondAttribute: .top, constant: y.min ?? i.top),
                C(firstItem: id, firstAttribute: .bottom, secondItem: parentID, secondAttribute: .bottom,
                  constant: y.max.map { $0 - size.height } ?? -i.bottom),
            ]
        }
        return (ids, links)
    }
}
