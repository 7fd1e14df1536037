import SegueKit

/// One axis of a view tree laid out with one text, the development language's or the
/// translation's, for `ContentRelayout`: what each view's content asks for on this axis, and
/// where each view's children go at a given length.
///
/// A view's intrinsic length: a label's, button's or control's from its text or stored size
/// (`TextLength`); a stack view's from its arranged views (`StackLayout`); a plain view's from
/// its children where the constraints from them to its edges decide it (solved with its own
/// length left open), at the priority that decided it, so that a card grows with its label
/// unless something stronger fixes its size. Each is worked out once per pass.
struct RelayoutPass {
    let horizontal: Bool
    let translated: Bool
    let levels: RelayoutLevels
    /// The widths of the views that the translation laid out again (for the vertical pass: a
    /// label wraps at its new width).
    var widths: [String: Double] = [:]
    /// Labels are as tall as their text needs (`TextLength.fittingHeight`), not as stored: the
    /// vertical pass of a self-sizing cell's content (`SelfSizingCells`).
    var fitting = false
    private var contents: [String: PrioritySolve.Content?] = [:]

    init(horizontal: Bool, translated: Bool, levels: RelayoutLevels) {
        self.horizontal = horizontal
        self.translated = translated
        self.levels = levels
    }

    /// The view's intrinsic length on this axis and the priorities that keep it; nil for a view
    /// without one, or deeper than `ContentRelayout.maxDepth` below the first.
    mutating func content(of node: IB.ViewNode, depth: Int) -> PrioritySolve.Content? {
        guard let id = node.id, let f = node.frame else { return nil }
        if let known = contents[id] { return known }
        let p = node.contentPriorities
        var c: PrioritySolve.Content?
        let width = translated ? widths[id] ?? f.width : f.width
        let text = horizontal ? TextLength.width(of: node, translated: translated)
            : (fitting ? TextLength.fittingHeight(of: node, width: width) : nil) ?? TextLength.height(of: node, translated: translated, width: width)
        if let text {
            c = .init(length: text, hugging: p.hugging(horizontal: horizontal), compressionResistance: p.compressionResistance(horizontal: horizontal))
        } else if depth < ContentRelayout.maxDepth, let stack = node.stack, node.element == .stackView {
            c = stackContent(node, stack, depth: depth)
        } else if depth < ContentRelayout.maxDepth, node.element == .view {
            c = containerContent(node, depth: depth)
        }
        contents[id] = c
        return c
    }

    /// The length a view's children give it on this axis, where the constraints from them to its
    /// edges decide it (a cell's content view fitted to its content); nil where they do not.
    mutating func fittedLength(of node: IB.ViewNode) -> Double? { containerContent(node, depth: 0)?.length }

    /// Where the children of `parent`, `length` long on this axis, go.
    mutating func arrange(_ parent: IB.ViewNode, length: Double, depth: Int) -> [String: ConstraintSolver.Axis] {
        if let stack = parent.stack, parent.element == .stackView { return arrangeStack(parent, stack, length: length, depth: depth) }
        return solve(parent, length: length, depth: depth).axes
    }

    private mutating func solve(_ parent: IB.ViewNode, length: Double?, depth: Int) -> (axes: [String: ConstraintSolver.Axis], decided: Double?) {
        guard let level = levels.level(of: parent) else { return ([:], nil) }
        var content: [String: PrioritySolve.Content] = [:]
        for child in level.laidOut { if let c = self.content(of: child, depth: depth + 1) { content[child.id!] = c } }
        return level.solve(horizontal: horizontal, length: length, content: content)
    }

    /// A plain view's length where its children decide it: at the priority that decided it,
    /// resisting compression as its children resist (a required size holds at both).
    private mutating func containerContent(_ node: IB.ViewNode, depth: Int) -> PrioritySolve.Content? {
        let (axes, decided) = solve(node, length: nil, depth: depth)
        guard let id = node.id, let length = axes[id]?.length, length >= 0, let decided else { return nil }
        let resisting = node.subviews.compactMap { $0.id.flatMap { contents[$0] ?? nil }?.compressionResistance }.min() ?? decided
        return .init(length: length, hugging: decided, compressionResistance: decided >= 1000 ? decided : max(decided, resisting))
    }

    /// A stack's intrinsic length: along its axis as its distribution needs, across it its
    /// longest view's; it gives way as its weakest view does.
    private mutating func stackContent(_ node: IB.ViewNode, _ stack: IB.StackContent, depth: Int) -> PrioritySolve.Content? {
        let items = arranged(node, depth: depth).map(\.item)
        guard !items.isEmpty else { return nil }
        let length = isAlong(stack) ? StackLayout(distribution: stack.distribution ?? .fill, spacing: stack.spacing, items: items).contentLength
            : items.map(\.length).max() ?? 0
        return .init(length: length, hugging: items.map(\.hugging).min() ?? 0,
                     compressionResistance: items.map(\.compressionResistance).min() ?? 0)
    }

    private mutating func arrangeStack(_ node: IB.ViewNode, _ stack: IB.StackContent, length: Double, depth: Int) -> [String: ConstraintSolver.Axis] {
        let views = arranged(node, depth: depth)
        let placed = isAlong(stack)
            ? StackLayout(distribution: stack.distribution ?? .fill, spacing: stack.spacing, items: views.map(\.item)).arrange(in: length)
            : views.map { v in
                // A view pinned by required constraints to both of the stack's edges across its
                // axis is as wide as the stack, less the constants, whatever the alignment.
                pinnedAcross(node, v.id).map { ($0.start, max(0, length - $0.start - $0.end)) }
                    ?? StackLayout.align(stack.alignment, v.item, in: length)
            }
        var out: [String: ConstraintSolver.Axis] = [:]
        for (v, p) in zip(views, placed) {
            out[v.id] = .init(min: p.min, max: p.min + p.length, mid: p.min + p.length / 2, length: p.length)
        }
        return out
    }

    /// The distances at which required constraints of the stack's pin its arranged view `id` to
    /// both of its edges on this axis; nil unless both are pinned.
    private func pinnedAcross(_ stack: IB.ViewNode, _ id: String) -> (start: Double, end: Double)? {
        guard let sid = stack.id else { return nil }
        let starts: Set<IB.LayoutAttribute> = horizontal ? [.leading, .left] : [.top]
        let ends: Set<IB.LayoutAttribute> = horizontal ? [.trailing, .right] : [.bottom]
        var start: Double?, end: Double?
        for c in stack.constraints where c.relation == .equal && c.priority >= 1000 && c.multiplier == 1 && c.secondAttribute == c.firstAttribute {
            // child.start = stack.start + k, or stack.start = child.start + k; the same at the end,
            // where the stack's edge lies beyond the child's.
            if starts.contains(c.firstAttribute) {
                if c.firstItem == id, c.secondItem == sid { start = c.constant } else if c.firstItem == sid, c.secondItem == id { start = -c.constant }
            } else if ends.contains(c.firstAttribute) {
                if c.firstItem == sid, c.secondItem == id { end = c.constant } else if c.firstItem == id, c.secondItem == sid { end = -c.constant }
            }
        }
        guard let start, let end else { return nil }
        return (start, end)
    }

    private func isAlong(_ stack: IB.StackContent) -> Bool {
        if case .vertical = stack.axis { return !horizontal }
        return horizontal
    }

    /// The stack's arranged views that take part (hidden ones take no room) with their
    /// lengths: a required length of their own, else their intrinsic one, else the stored one
    /// (a view without content gives way first).
    private mutating func arranged(_ stack: IB.ViewNode, depth: Int) -> [(id: String, item: StackLayout.Item)] {
        var out: [(id: String, item: StackLayout.Item)] = []
        for child in stack.subviews where !child.isHidden {
            guard let id = child.id, let f = child.frame else { continue }
            let size: IB.LayoutAttribute = horizontal ? .width : .height
            let own = child.constraints.first {
                $0.firstItem == id && $0.secondItem == nil && $0.firstAttribute == size && $0.relation == .equal && $0.priority >= 1000
            }
            let c = content(of: child, depth: depth + 1)
            out.append((id, StackLayout.Item(
                length: own?.constant ?? c?.length ?? (horizontal ? f.width : f.height), hugging: c?.hugging ?? 0,
                compressionResistance: c?.compressionResistance ?? 0, isFixed: own != nil)))
        }
        return out
    }
}

/// The constraint levels of one view tree, worked out once for all passes.
final class RelayoutLevels {
    private var levels: [String: RelayoutLevel?] = [:]
    /// The top view's id and its safe area's insets (the only safe area known).
    private let top: (id: String?, safeArea: EdgeInsets?)

    init(top: String?, safeArea: EdgeInsets?) { self.top = (top, safeArea) }

    func level(of node: IB.ViewNode) -> RelayoutLevel? {
        guard let id = node.id else { return nil }
        if let known = levels[id] { return known }
        let level = RelayoutLevel(node, safeArea: id == top.id ? top.safeArea : nil)
        levels[id] = level
        return level
    }
}
