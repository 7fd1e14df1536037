import SegueKit

/// The layout guides a view's constraints may name, in the view's own bounds: its safe area
/// (`<viewLayoutGuide key="safeArea">`) and, for a controller's root view, the top and bottom
/// layout guides of Xcode 5–8 files (the bars above and below the content).
struct LayoutGuides {
    var safeAreaID: String?
    var topID: String?
    var bottomID: String?
    /// The safe area's insets from the view's edges.
    var insets = EdgeInsets()
}

extension ConstraintSolver {
    /// One axis of a view laid out again: where the constraints put it, or nil where they do not
    /// (the view keeps the place autoresizing gives it).
    struct Placement {
        var x: (origin: Double, length: Double)?
        var y: (origin: Double, length: Double)?
    }

    /// Where the constraints put `children` of the view `parentID` when it is shown at `size`
    /// rather than the size Interface Builder laid it out at, as Auto Layout lays a resized
    /// view out again (a freeform scene on a device, a child in a container view, a sheet).
    ///
    /// Only children laid out by constraints (`translatesAutoresizingMaskIntoConstraints="NO"`)
    /// move here; the others keep `fixed` (their autoresizing frames), which constraints may refer
    /// to. Equalities are applied; a length no constraint decides stays the one written (the
    /// designer's size, which is the content's size where IB sized it to its content).
    /// Inequalities and priorities are not weighed: a view whose place depends on them keeps its
    /// autoresizing frame on that axis.
    static func relayout(parentID: String, size: Size, guides: LayoutGuides, children: [IB.ViewNode], fixed: [String: Rect],
                         constraints: [IB.LayoutConstraint]) -> [String: Placement] {
        var s = ConstraintSolver()
        s.x[parentID] = Axis(min: 0, max: size.width, mid: size.width / 2, length: size.width)
        s.y[parentID] = Axis(min: 0, max: size.height, mid: size.height / 2, length: size.height)
        s.addGuides(guides, size: size)
        if guides.insets.left > 0 || guides.insets.right > 0 {
            s.marginInsets[parentID] = EdgeInsets(left: guides.insets.left, right: guides.insets.right)
        }
        let moving = children.filter { !$0.translatesAutoresizingMaskIntoConstraints && $0.id != nil && $0.frame != nil }
        for (id, f) in fixed where !moving.contains(where: { $0.id == id }) {
            s.x[id] = Axis(min: f.minX, max: f.maxX, mid: f.midX, length: f.width)
            s.y[id] = Axis(min: f.minY, max: f.maxY, mid: f.midY, length: f.height)
        }
        for c in moving {
            s.x[c.id!] = Axis()
            s.y[c.id!] = Axis()
        }
        s.propagate(constraints, inequalities: false)
        for c in moving {
            let id = c.id!, written = c.frame!
            if s.x[id]?.length == nil { s.x[id]?.length = written.width; s.propagate(constraints, inequalities: false) }
            if s.y[id]?.length == nil { s.y[id]?.length = written.height; s.propagate(constraints, inequalities: false) }
        }
        var out: [String: Placement] = [:]
        for c in moving {
            let id = c.id!
            out[id] = Placement(x: s.x[id].flatMap(Self.placed), y: s.y[id].flatMap(Self.placed))
        }
        return out
    }

    /// An axis the constraints placed: its start and a length that is not negative.
    private static func placed(_ axis: Axis) -> (origin: Double, length: Double)? {
        guard let origin = axis.min, let length = axis.length, length >= 0 else { return nil }
        return (origin, length)
    }

    /// The safe area and the top and bottom layout guides as items of known extent.
    private mutating func addGuides(_ g: LayoutGuides, size: Size) {
        let i = g.insets
        func span(_ a: Double, _ b: Double) -> Axis { Axis(min: a, max: b, mid: (a + b) / 2, length: b - a) }
        if let id = g.safeAreaID {
            x[id] = span(i.left, size.width - i.right)
            y[id] = span(i.top, size.height - i.bottom)
        }
        if let id = g.topID {
            x[id] = span(0, size.width)
            y[id] = span(0, i.top)
        }
        if let id = g.bottomID {
            x[id] = span(0, size.width)
            y[id] = span(size.height - i.bottom, size.height)
        }
    }
}
