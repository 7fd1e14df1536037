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
    /// A root view's side margins inside the safe area: UIKit's system minimum, 16 pt, 20 pt on
    /// views 414 pt and wider (the larger phones, iPads).
    var sideMargin = 16.0

    static func sideMargin(forWidth width: Double) -> Double { width >= 414 ? 20 : 16 }
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
    /// to. Each axis is solved by priority (`PrioritySolve`): required constraints first, an
    /// inequality held at its bound once the new size breaks it (a form no wider than 400 pt, at
    /// least 20 pt from the edges), lower priorities after, so that a constraint the new size
    /// cannot keep gives way as Auto Layout breaks it. Labels and buttons take part with their
    /// text's width at their content priorities (`TextLength.relaidWidth`), and align their
    /// baselines by their text (`TextLength.baselines`). A length nothing decides stays the one
    /// written (the designer's size, which is the content's size where IB sized it to its
    /// content), and so does a start nothing decides; but a label of several lines whose width
    /// changed takes the height its text wraps to at the new width (`TextLength.height(of:relaidAt:)`).
    ///
    /// `margins` are the parent's own layout margins where they are not the standard ones.
    ///
    /// `openItems` start at the parent's origin and have no extent of their own (a scroll view's
    /// content area, as big as what is constrained inside it).
    static func relayout(parentID: String, size: Size, guides: LayoutGuides, children: [IB.ViewNode], fixed: [String: Rect],
                         constraints: [IB.LayoutConstraint], openItems: [String] = [], margins: EdgeInsets? = nil) -> [String: Placement] {
        var known = ConstraintSolver()
        known.x[parentID] = Axis(min: 0, max: size.width, mid: size.width / 2, length: size.width)
        known.y[parentID] = Axis(min: 0, max: size.height, mid: size.height / 2, length: size.height)
        for id in openItems {
            known.x[id] = Axis(min: 0, max: nil, mid: nil, length: nil)
            known.y[id] = Axis(min: 0, max: nil, mid: nil, length: nil)
        }
        known.addGuides(guides, size: size)
        let moving = children.filter { !$0.translatesAutoresizingMaskIntoConstraints && $0.id != nil && $0.frame != nil }
        let movingIDs = Set(moving.map { $0.id! })
        for (id, f) in fixed where !movingIDs.contains(id) {
            known.x[id] = Axis(min: f.minX, max: f.maxX, mid: f.midX, length: f.width)
            known.y[id] = Axis(min: f.minY, max: f.maxY, mid: f.midY, length: f.height)
        }
        var out: [String: Placement] = [:]
        func makeSolve(horizontal: Bool) -> PrioritySolve {
            var solve = PrioritySolve(horizontal: horizontal)
            if let margins { solve.margins[parentID] = margins }
            for (id, a) in horizontal ? known.x : known.y { solve.fixed[id] = a }
            let wider = guides.sideMargin - 16
            if horizontal, guides.insets.left > 0 || guides.insets.right > 0 || wider != 0 {
                solve.marginInsets[parentID] = EdgeInsets(left: guides.insets.left + wider, right: guides.insets.right + wider)
            }
            solve.constraints = constraints.filter { slot($0.firstAttribute)?.horizontal == horizontal }
            solve.flexible = flexibleIDs(moving)
            solve.children = moving.map { n in
                let f = n.frame!
                return (n.id!, horizontal ? f.minX : f.minY, horizontal ? f.width : f.height)
            }
            if horizontal {
                // A label's or button's text is as wide as it is, as strongly as its content
                // hugs and resists: where the constraints leave a row's split open (a name that
                // stretches up to a price), the view that hugs harder keeps its text's width.
                // A switch or a stepper is as wide as it is (UIKit sizes it itself). A view no
                // constraint on this axis relates to anything keeps its frame, as Auto Layout
                // leaves it.
                let related = Set(solve.constraints.filter { $0.secondItem != nil }.flatMap { [$0.firstItem, $0.secondItem!] })
                for n in moving where related.contains(n.id!) {
                    guard let width = TextLength.relaidWidth(of: n) ?? (Self.hasOwnSize(n, horizontal: true) ? n.frame?.width : nil) else { continue }
                    let p = n.contentPriorities
                    solve.content[n.id!] = .init(length: width, hugging: p.hugging(horizontal: true),
                                                 compressionResistance: p.compressionResistance(horizontal: true))
                }
            } else {
                for n in children { if let id = n.id, let b = TextLength.baselines(of: n) { solve.baselines[id] = b } }
                // A label of several lines laid out at another width wraps again: its height is
                // its text's at the new width, as strongly as its content hugs and resists.
                for n in moving {
                    let height: Double
                    if let width = out[n.id!]?.x?.length, let wrapped = TextLength.height(of: n, relaidAt: width) {
                        height = wrapped
                    } else if Self.barHeights.contains(n.element) || Self.hasOwnSize(n, horizontal: false), let stored = n.frame?.height {
                        // A bar or control is as tall as it is: the view beside it that has no
                        // height of its own takes the screen's extra height, not the toolbar.
                        height = stored
                    } else {
                        continue
                    }
                    let p = n.contentPriorities
                    solve.content[n.id!] = .init(length: height, hugging: p.hugging(horizontal: false),
                                                 compressionResistance: p.compressionResistance(horizontal: false))
                }
            }
            return solve
        }
        func keep(_ axes: [String: Axis], horizontal: Bool) {
            for c in moving {
                let placed = axes[c.id!].flatMap(Self.placed)
                if horizontal { out[c.id!, default: Placement()].x = placed } else { out[c.id!, default: Placement()].y = placed }
            }
        }
        // Auto Layout solves both axes at once; here the widths come first, then the heights,
        // which aspect ratios tie to them as strongly as the width was decided: a width that only
        // a priority-500 size gives yields to a required chain of heights, and then follows it.
        var x = makeSolve(horizontal: true)
        keep(x.solve(), horizontal: true)
        let aspects = aspectRatios(constraints, moving: movingIDs)
        var widthPriority: [String: Double] = [:]
        for id in Set(aspects.map(\.widthItem)) where movingIDs.contains(id) {
            var watched = x
            watched.watched = id
            widthPriority[id] = watched.solveWatched().decided ?? 0
        }
        var y = makeSolve(horizontal: false)
        y.constraints += aspectHeights(aspects, widths: out, known: known, widthPriority: widthPriority)
        keep(y.solve(), horizontal: false)
        let yielded = aspectWidths(aspects, heights: out, widths: out, widthPriority: widthPriority)
        if !yielded.isEmpty {
            x.constraints += yielded
            keep(x.solve(), horizontal: true)
        }
        return out
    }

    /// An aspect ratio between a moving view's width and a height: `width = height × m + k`.
    struct AspectRatio {
        var widthItem: String
        var heightItem: String
        var multiplier: Double
        var constant: Double
        var priority: Double
    }

    /// The aspect ratios (`width = height × 4:3`, or the other way round) whose width or height
    /// is a moving view's.
    static func aspectRatios(_ constraints: [IB.LayoutConstraint], moving: Set<String>) -> [AspectRatio] {
        constraints.compactMap { c in
            guard c.relation == .equal, let second = c.secondItem, c.multiplier != 0 else { return nil }
            if c.firstAttribute == .width, c.secondAttribute == .height {
                guard moving.contains(second) || moving.contains(c.firstItem) else { return nil }
                return AspectRatio(widthItem: c.firstItem, heightItem: second, multiplier: c.multiplier, constant: c.constant, priority: c.priority)
            }
            if c.firstAttribute == .height, c.secondAttribute == .width {
                guard moving.contains(second) || moving.contains(c.firstItem) else { return nil }
                // h = w × m + k is w = h / m − k / m.
                return AspectRatio(widthItem: second, heightItem: c.firstItem, multiplier: 1 / c.multiplier, constant: -c.constant / c.multiplier,
                                   priority: c.priority)
            }
            return nil
        }
    }

    /// Heights that aspect ratios give the moving views from the widths the horizontal pass
    /// placed, each as strongly as both the ratio and what decided the width hold.
    private static func aspectHeights(_ aspects: [AspectRatio], widths: [String: Placement], known: ConstraintSolver,
                                      widthPriority: [String: Double]) -> [IB.LayoutConstraint] {
        aspects.compactMap { a in
            guard let w = widths[a.widthItem]?.x?.length ?? known.x[a.widthItem]?.length, widths[a.heightItem] != nil else { return nil }
            let priority = min(a.priority, widthPriority[a.widthItem] ?? a.priority)
            return IB.LayoutConstraint(firstItem: a.heightItem, firstAttribute: .height, constant: (w - a.constant) / a.multiplier,
                                       priority: priority)
        }
    }

    /// Widths that follow the heights the vertical pass placed, where a ratio holds more strongly
    /// than what decided the width and the two disagree.
    private static func aspectWidths(_ aspects: [AspectRatio], heights: [String: Placement], widths: [String: Placement],
                                     widthPriority: [String: Double]) -> [IB.LayoutConstraint] {
        aspects.compactMap { a in
            guard let decided = widthPriority[a.widthItem], a.priority > decided, widths[a.widthItem] != nil,
                  let h = heights[a.heightItem]?.y?.length else { return nil }
            let width = h * a.multiplier + a.constant
            guard let current = widths[a.widthItem]?.x?.length, abs(width - current) > 0.5, width >= 0 else { return nil }
            return IB.LayoutConstraint(firstItem: a.widthItem, firstAttribute: .width, constant: width, priority: a.priority)
        }
    }

    /// Controls whose width is their own (`intrinsicContentSize`), whatever frame they are given.
    static let ownWidths: Set<IB.ViewElement> = [.switch, .stepper, .activityIndicatorView]

    /// Whether `n` has a size of its own on an axis, which its stored frame gives: the controls
    /// of `ownWidths`, and an image view showing an image (its `intrinsicContentSize` is the
    /// image's, which Interface Builder sized it to), as strongly as its content hugs and resists.
    static func hasOwnSize(_ n: IB.ViewNode, horizontal: Bool) -> Bool {
        if n.element == .imageView { return n.image != nil }
        return horizontal && ownWidths.contains(n.element)
    }

    /// Views UIKit gives no length of their own (`UIView.noIntrinsicMetric`): plain views,
    /// containers, scroll views and the views that draw in code, and an image view without an
    /// image. Their stored lengths give way to the content of the views beside them.
    static let noOwnLength: Set<IB.ViewElement> = [
        .view, .containerView, .scrollView, .tableView, .collectionView, .mapView, .webView, .wkWebView, .visualEffectView,
        .glkView, .mtkView, .arscnView, .arskView, .sceneKitView, .skView,
    ]

    /// The ids of `nodes` that have no length of their own (`noOwnLength`).
    static func flexibleIDs(_ nodes: [IB.ViewNode]) -> Set<String> {
        Set(nodes.filter { noOwnLength.contains($0.element) || ($0.element == .imageView && $0.image == nil) }.compactMap(\.id))
    }

    /// Views whose height is their own (UIKit's `intrinsicContentSize`), which Interface Builder
    /// stores: bars and the controls of a fixed height.
    static let barHeights: Set<IB.ViewElement> = [
        .toolbar, .navigationBar, .tabBar, .searchBar, .switch, .slider, .segmentedControl, .textField, .progressView, .stepper,
        .pageControl, .activityIndicatorView,
    ]

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
