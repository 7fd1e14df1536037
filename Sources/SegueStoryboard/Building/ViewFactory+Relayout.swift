import SegueKit

extension ViewFactory {
    /// The frames of `node`'s subviews when the view is shown at `frame` (in its superview's
    /// coordinates) but was laid out at `old`, by id: the subviews its constraints place, laid out
    /// again by them (`ConstraintSolver.relayout`) against this size and the safe area here; on
    /// an axis the constraints leave open, and for subviews that use autoresizing, the
    /// autoresizing frame. Empty when the size is the written one: Interface Builder's frames
    /// are then already what Auto Layout gives.
    func relaidFrames(of node: IB.ViewNode, from old: Size, to frame: Rect) -> [String: Rect] {
        let size = frame.size
        guard old != size, let id = node.id,
              node.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints && $0.frame != nil })
        else { return [:] }
        var autoresized: [String: Rect] = [:]
        for child in node.subviews where child.frame != nil {
            if let cid = child.id { autoresized[cid] = Autoresizing.frame(of: child, from: old, to: size) }
        }
        var constraints = node.constraints
        for child in node.subviews where child.id != nil { constraints += child.constraints }
        let guides = LayoutGuides(safeAreaID: node.safeAreaGuideID, topID: rootLayoutGuides.top, bottomID: rootLayoutGuides.bottom,
                                  insets: safeInsets(of: frame))
        let placements = ConstraintSolver.relayout(parentID: id, size: size, guides: guides, children: node.subviews,
                                                   fixed: autoresized, constraints: constraints)
        var frames = autoresized
        for (cid, p) in placements {
            guard var f = autoresized[cid] else { continue }
            if let x = p.x { f.origin.x = x.origin; f.size.width = x.length }
            if let y = p.y { f.origin.y = y.origin; f.size.height = y.length }
            frames[cid] = f
        }
        return frames
    }

    /// The safe area's insets from the edges of a view at `frame`, in its superview's
    /// coordinates (none where no safe area is known).
    func safeInsets(of frame: Rect) -> EdgeInsets {
        guard let safe = safeArea else { return EdgeInsets() }
        func clamp(_ d: Double, _ limit: Double) -> Double { min(max(0, d), max(0, limit)) }
        return EdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
    }
}
