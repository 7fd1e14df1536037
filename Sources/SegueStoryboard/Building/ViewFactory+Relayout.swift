import SegueKit

extension ViewFactory {
    /// The frame of each of `node`'s subviews in `v` (nil for one that is not shown): as written,
    /// or laid out again for the size `v` is shown at (`relaidFrames`, autoresizing) and for a
    /// translation's text (`translation`, from `ContentRelayout`); subviews stored without a frame
    /// (Xcode 4.5 Auto Layout files) placed by their constraints.
    ///
    /// NB: the two add up: the size `v` would have without the translation is laid out as
    /// before, and what the translation moved each edge by (the view's own growth included, in
    /// its children's places) goes on top.
    @inline(never)
    func subviewFrames(of node: IB.ViewNode, in v: View, inCell: Bool, translation: TranslatedFrames) -> [Rect?] {
        let old = node.frame?.size ?? v.bounds.size
        var solved: [String: Rect] = [:]
        if node.subviews.contains(where: { $0.frame == nil }), let id = node.id {
            var list = node.constraints
            for child in node.subviews where child.id != nil { list += child.constraints }
            let guides = LayoutGuides(safeAreaID: node.safeAreaGuideID, topID: safeArea?.topLayoutGuideID,
                                      bottomID: safeArea?.bottomLayoutGuideID, insets: safeInsets(of: v.frame))
            solved = ConstraintSolver.solve(parentID: id, size: v.bounds.size, children: node.subviews, constraints: list,
                                            guides: guides, intrinsic: intrinsicSize)
        }
        let grown = translation.growth(of: node)
        let shown = Rect(x: v.frame.minX, y: v.frame.minY, width: v.frame.width - grown.width, height: v.frame.height - grown.height)
        let relaid = relaidFrames(of: node, from: old, to: shown, inCell: inCell, translation: translation)
        return node.subviews.map { child in
            if child.frame != nil {
                let f = child.id.flatMap { relaid[$0] } ?? Autoresizing.frame(of: child, from: old, to: shown.size, inCell: inCell)
                return translation.moved(child, from: f) ?? f
            }
            return child.id.flatMap { solved[$0] }
        }
    }

    /// The translation's layout for the tree `node` (shown at `frame`) is in: the one its
    /// superview's factory passed down, or a new one with `node` at its top.
    func translationLayout(of node: IB.ViewNode, at frame: Rect) -> TranslatedFrames {
        if let translation, translation.covers(node) { return translation }
        return ContentRelayout.layout(of: node, safeArea: safeArea.map { _ in safeInsets(of: frame) })
    }

    /// The frames of `node`'s subviews when the view is shown at `frame` (in its superview's
    /// coordinates) but was laid out at `old`, by id: the subviews its constraints place, laid out
    /// again by them, by priority (`ConstraintSolver.relayout`), against this size and the safe
    /// area here; for subviews that use autoresizing, the autoresizing frame. Empty when the size
    /// is the written one and the written frames keep their constraints there: Interface
    /// Builder's frames are then already what Auto Layout gives (`MisplacedFrames`).
    ///
    /// Views that their superview places itself (`TranslatedFrames.placedBySuperview`: a styled
    /// cell's text label, which a switch may be pinned to) are where the cell puts them for the
    /// constraints of the others; their own frames still get the translation added afterwards.
    func relaidFrames(of node: IB.ViewNode, from old: Size, to frame: Rect, inCell: Bool = false, translation: TranslatedFrames? = nil) -> [String: Rect] {
        let size = frame.size
        guard let id = node.id,
              node.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints && $0.frame != nil })
        else { return [:] }
        if old == size {
            var own = node.constraints
            for child in node.subviews where child.id != nil { own += child.constraints }
            let guides = LayoutGuides(safeAreaID: node.safeAreaGuideID, topID: safeArea?.topLayoutGuideID,
                                      bottomID: safeArea?.bottomLayoutGuideID, insets: safeInsets(of: frame))
            let margins = LayoutMargins.margins(of: node, stored: old, constraints: own, theme: theme, rootAt: (size.width, guides.insets))
            guard MisplacedFrames.any(parentID: id, size: size, guides: guides, children: node.subviews, constraints: own, margins: margins)
            else { return [:] }
        }
        var autoresized: [String: Rect] = [:]
        for child in node.subviews where child.frame != nil {
            if let cid = child.id { autoresized[cid] = Autoresizing.frame(of: child, from: old, to: size, inCell: inCell) }
        }
        if node.element == .stackView, node.stack != nil { return Self.rearranged(node, at: size, autoresized: autoresized) }
        var constraints = node.constraints + crossLevel.constraints(childrenOf: node)
        for child in node.subviews where child.id != nil { constraints += child.constraints }
        var guides = LayoutGuides(safeAreaID: node.safeAreaGuideID, topID: safeArea?.topLayoutGuideID,
                                  bottomID: safeArea?.bottomLayoutGuideID, insets: safeInsets(of: frame))
        if node.key == .view { guides.sideMargin = LayoutGuides.sideMargin(forWidth: size.width) }
        var content: ScrollContent?
        if node.element == .scrollView {
            let scroll = ScrollContent(scrollID: id, contentGuideID: node.contentLayoutGuideID, frameGuideID: node.frameLayoutGuideID)
            constraints = constraints.map(scroll.rewritten)
            content = scroll
        }
        let margins = LayoutMargins.margins(of: node, stored: old, constraints: constraints, theme: theme, rootAt: (size.width, guides.insets))
        var fixed = autoresized
        if let translation, translation.placedBySuperview {
            for child in node.subviews {
                guard let cid = child.id, let f = autoresized[cid], let moved = translation.moved(child, from: f) else { continue }
                fixed[cid] = moved
            }
        }
        let placements = ConstraintSolver.relayout(parentID: id, size: size, guides: guides, children: node.subviews,
                                                   fixed: fixed, constraints: constraints,
                                                   openItems: content.map { [$0.contentID] } ?? [], margins: margins)
        var frames = autoresized
        for (cid, p) in placements {
            guard var f = autoresized[cid] else { continue }
            if let x = p.x { f.origin.x = x.origin; f.size.width = x.length }
            if let y = p.y { f.origin.y = y.origin; f.size.height = y.length }
            frames[cid] = f
        }
        return frames
    }

    /// A stack view's arranged subviews at the stack's new size, as `UIStackView` arranges them
    /// (`StackLayout`, through the relayout's content lengths: a label's text, a control's
    /// size, a view's stored length): along its axis by its distribution, across by its
    /// alignment. Interface Builder stores no constraints for them, so they would otherwise keep
    /// the sizes of the stack as designed. Hidden views keep their frames (they take no room).
    static func rearranged(_ stack: IB.ViewNode, at size: Size, autoresized: [String: Rect]) -> [String: Rect] {
        let levels = RelayoutLevels(top: nil, safeArea: nil)
        var x = RelayoutPass(horizontal: true, translated: false, levels: levels)
        var y = RelayoutPass(horizontal: false, translated: false, levels: levels)
        let across = x.arrange(stack, length: size.width, depth: 0), down = y.arrange(stack, length: size.height, depth: 0)
        var frames = autoresized
        for (id, a) in across {
            guard let b = down[id], let minX = a.min, let width = a.length, let minY = b.min, let height = b.length else { continue }
            frames[id] = Rect(x: minX, y: minY, width: max(0, width), height: max(0, height))
        }
        return frames
    }

    /// The child controller's view that the container view `node` at `frame` embeds: its
    /// bounds, and the part of the safe area that reaches into it.
    func embedded(_ node: IB.ViewNode, at frame: Rect) -> View? { embed(node, frame.size, safeInsets(of: frame)) }

    /// The safe area's insets from the edges of a view at `frame`, in its superview's
    /// coordinates (none where no safe area is known).
    func safeInsets(of frame: Rect) -> EdgeInsets {
        guard let safe = safeArea?.rect else { return EdgeInsets() }
        func clamp(_ d: Double, _ limit: Double) -> Double { min(max(0, d), max(0, limit)) }
        return EdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
    }
}

/// The safe area in the coordinates of the superview of the view a factory builds, with the
/// controller's top and bottom layout guides at the root view's level.
///
/// NB: a class, so that a factory (copied at every level of a view tree built recursively)
/// grows by one reference, not by a rectangle and two strings.
final class SafeAreaFrame {
    let rect: Rect
    let topLayoutGuideID: String?
    let bottomLayoutGuideID: String?

    init(rect: Rect, topLayoutGuideID: String? = nil, bottomLayoutGuideID: String? = nil) {
        self.rect = rect
        self.topLayoutGuideID = topLayoutGuideID
        self.bottomLayoutGuideID = bottomLayoutGuideID
    }

    /// The same area for the subviews of a view at `frame`: in its coordinates, and without the
    /// controller's guides, which only the root view's constraints name.
    func inside(_ frame: Rect) -> SafeAreaFrame { SafeAreaFrame(rect: rect.offsetBy(dx: -frame.minX, dy: -frame.minY)) }
}
