import SegueKit

/// A scene laid out right to left (`StoryboardBuildOptions.rightToLeft`: an Arabic or Hebrew
/// locale, or `--rtl`), as UIKit lays it out: what Auto Layout places by its leading and trailing
/// edges trades sides, the arranged subviews of stack views too, and text of natural alignment
/// sits at the right; what is placed by left and right edges, or by autoresizing, stays. Table
/// cells mirror whole, as `UITableViewCell` lays them out: the accessory on the left, the content
/// view beside it, a styled cell's image on the right. A view whose `semanticContentAttribute`
/// forces left to right (or is playback or spatial) keeps its own layout and its subviews'.
///
/// NB: Interface Builder stores each view's frame resolved left to right, so the builder mirrors
/// those frames (x → superview width − x − width) rather than solving the constraints again; a
/// view pinned by leading or trailing keeps its distance to the opposite edge, which is what the
/// constraints say. Controls that UIKit draws itself (button content, segments) are drawn right
/// to left by `Controls`, from `Theme.isRightToLeft`.
@MainActor
enum RightToLeft {
    /// The parts the builder names that hold a node's views (a table's or collection's scrolled
    /// content); any other name without a node here is an embedded child controller's.
    static let builderParts: Set<String> = ["tableContent", "collectionContent"]

    /// Mirrors the views built from `node` (the scene's root view node) inside `view`.
    static func mirror(_ view: View, node: IB.ViewNode) {
        var nodes: [String: IB.ViewNode] = [:]
        var pinned: Set<String> = []
        for n in node.allNodes() {
            guard let id = n.id else { continue }
            nodes[id] = n
            for c in n.constraints {
                if c.firstItem != id, c.firstAttribute.followsLayoutDirection { pinned.insert(c.firstItem) }
                if let second = c.secondItem, second != id, c.secondAttribute?.followsLayoutDirection == true { pinned.insert(second) }
            }
            if n.element == .stackView { for s in n.subviews { if let sid = s.id { pinned.insert(sid) } } }
            if n.element == .tableViewCell { pinned.formUnion(cellParts(n)) }
        }
        walk(view, nodes: nodes, pinned: pinned)
    }

    /// What mirrors in a table cell: its content view (beside an accessory that moves to the
    /// left), and in a cell of a system style, the image and labels UIKit places in it.
    private static func cellParts(_ cell: IB.ViewNode) -> [String] {
        var ids = cell.subviews.compactMap(\.id)
        if let style = cell.cell?.style, style != .custom {
            for content in cell.subviews where content.key == .contentView { ids += content.subviews.compactMap(\.id) }
        }
        return ids
    }

    private static func walk(_ v: View, nodes: [String: IB.ViewNode], pinned: Set<String>) {
        let node = v.identifier.flatMap { nodes[$0] }
        // A view named by an id this scene does not have is a child controller's, embedded: it was
        // mirrored when it was built.
        if let id = v.identifier, node == nil, v.superview != nil, !builderParts.contains(id) { return }
        if let node, let id = node.id, pinned.contains(id), let parent = v.superview {
            var f = v.frame
            f.origin.x = parent.bounds.width - f.maxX
            v.frame = f
        }
        if let node, node.semanticContentAttribute?.isRightToLeft(in: true) == false { return }
        let natural = node.map { [.label, .textField, .textView].contains($0.element) && ($0.textAlignment == nil || $0.textAlignment == .natural) } ?? false
        flipText(v, natural: natural)
        if natural { for s in v.subviews where s.identifier == nil { flipText(s, natural: true) } }
        if node?.element == .tableViewCell || v.identifier == "tableContent" { mirrorParts(of: v) }
        for s in v.subviews { walk(s, nodes: nodes, pinned: pinned) }
    }

    /// Text takes the right-to-left direction; natural alignment becomes the right edge.
    static func flipText(_ v: View, natural: Bool) {
        guard case .text(var t) = v.content else { return }
        t.isRightToLeft = true
        if natural && t.alignment == .left { t.alignment = .right }
        v.content = .text(t)
    }

    /// The parts a table draws itself (accessories, separators, section headers) trade sides:
    /// left-aligned text goes right, and the disclosure chevron points left.
    private static func mirrorParts(of v: View) {
        let width = v.bounds.width
        for s in v.subviews where s.identifier == nil {
            var f = s.frame
            f.origin.x = width - f.maxX
            s.frame = f
            flipText(s, natural: true)
            if case .shape(var shape) = s.content, shape.elements == chevron {
                shape.elements = shape.elements.map(mirrored)
                s.content = .shape(shape)
            }
        }
    }

    /// The disclosure chevron's path (`Draw.chevron`), pointing right.
    private static let chevron: [ShapeContent.Element] = {
        if case .shape(let s) = Draw.chevron(Rect(d: 1), color: .black).content { return s.elements }
        return []
    }()

    /// A path element in unit coordinates, mirrored left to right.
    private static func mirrored(_ e: ShapeContent.Element) -> ShapeContent.Element {
        switch e {
        case .move(let p): .move(Point(x: 1 - p.x, y: p.y))
        case .line(let p): .line(Point(x: 1 - p.x, y: p.y))
        case .ellipse(let r): .ellipse(Rect(x: 1 - r.maxX, y: r.minY, width: r.width, height: r.height))
        case .roundedRect(let r, let radius): .roundedRect(Rect(x: 1 - r.maxX, y: r.minY, width: r.width, height: r.height), radius: radius)
        case .close: .close
        }
    }
}
