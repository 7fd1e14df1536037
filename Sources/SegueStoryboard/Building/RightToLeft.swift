import SegueKit

/// A scene laid out right to left (`StoryboardBuildOptions.rightToLeft`: an Arabic or Hebrew
/// locale, or `--rtl`), as UIKit lays it out: what Auto Layout places by its leading and trailing
/// edges trades sides, the arranged subviews of stack views too, and text of natural alignment
/// sits at the right; what is placed by left and right edges, or by autoresizing, stays.
///
/// NB: Interface Builder stores each view's frame resolved left to right, so the builder mirrors
/// those frames (x → superview width − x − width) rather than solving the constraints again; a
/// view pinned by leading or trailing keeps its distance to the opposite edge, which is what the
/// constraints say.
@MainActor
enum RightToLeft {
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
        }
        walk(view, nodes: nodes, pinned: pinned)
    }

    private static func walk(_ v: View, nodes: [String: IB.ViewNode], pinned: Set<String>) {
        let node = v.identifier.flatMap { nodes[$0] }
        // A view named by an id this scene does not have is a child controller's, embedded: it was
        // mirrored when it was built.
        if v.identifier != nil, node == nil, v.superview != nil { return }
        if let node, let id = node.id, pinned.contains(id), let parent = v.superview {
            var f = v.frame
            f.origin.x = parent.bounds.width - f.maxX
            v.frame = f
        }
        let natural = node.map { [.label, .textField, .textView].contains($0.element) && ($0.textAlignment == nil || $0.textAlignment == .natural) } ?? false
        flipText(v, natural: natural)
        if natural { for s in v.subviews where s.identifier == nil { flipText(s, natural: true) } }
        for s in v.subviews { walk(s, nodes: nodes, pinned: pinned) }
    }

    /// Text takes the right-to-left direction; natural alignment becomes the right edge.
    private static func flipText(_ v: View, natural: Bool) {
        guard case .text(var t) = v.content else { return }
        t.isRightToLeft = true
        if natural && t.alignment == .left { t.alignment = .right }
        v.content = .text(t)
    }
}
