import Foundation
import SegueKit

/// Frames for the subviews Interface Builder stored without one, from their constraints: the
/// constraints are applied as equations, repeatedly, until nothing more follows; sizes still
/// unknown then come from the view's content (its intrinsic size) and positions from the leading
/// and top edges.
struct ConstraintSolver {
    /// One axis of one view: any two of min, max, mid and length give the others.
    struct Axis {
        var min: Double?, max: Double?, mid: Double?, length: Double?

        mutating func close() -> Bool {
            let before = (min, max, mid, length)
            for _ in 0..<2 {
                if let a = min, let l = length { max = max ?? a + l; mid = mid ?? a + l / 2 }
                if let b = max, let l = length { min = min ?? b - l; mid = mid ?? b - l / 2 }
                if let m = mid, let l = length { min = min ?? m - l / 2; max = max ?? m + l / 2 }
                if let a = min, let b = max { length = length ?? b - a; mid = mid ?? (a + b) / 2 }
                if let a = min, let m = mid { length = length ?? 2 * (m - a); max = max ?? 2 * m - a }
                if let b = max, let m = mid { length = length ?? 2 * (b - m); min = min ?? 2 * m - b }
            }
            return before != (min, max, mid, length)
        }
    }

    var x: [String: Axis] = [:]
    var y: [String: Axis] = [:]
    /// How far a view's side margins lie further in than the standard 16 pt: the safe area's
    /// left and right insets, from which UIKit measures a root view's margins
    /// (`insetsLayoutMarginsFromSafeArea`), and 4 pt more where the system minimum is 20 pt
    /// (`LayoutGuides.sideMargin`). By view id; none for most views.
    var marginInsets: [String: EdgeInsets] = [:]
    /// A view's own layout margins where they are not the standard ones (`LayoutMargins`): a
    /// plain view's 8 pt, a cell's content view's. By view id.
    var margins: [String: EdgeInsets] = [:]
    /// Where a view's first baseline lies below its top and its last above its bottom
    /// (`TextLength.baselines`). By view id; others align their baselines by their edges.
    var baselines: [String: (first: Double, last: Double)] = [:]

    /// Frames (in the parent's bounds) for `children` of a parent of `size` with id `parentID`.
    /// `guides`: the safe area and the top and bottom layout guides that constraints may pin to,
    /// at their places in this parent.
    static func solve(parentID: String, size: Size, children: [IB.ViewNode], constraints: [IB.LayoutConstraint],
                      guides: LayoutGuides = LayoutGuides(), intrinsic: (IB.ViewNode) -> Size) -> [String: Rect] {
        var s = ConstraintSolver()
        func span(_ lo: Double, _ hi: Double) -> Axis { Axis(min: lo, max: hi, mid: (lo + hi) / 2, length: hi - lo) }
        s.x[parentID] = span(0, size.width)
        s.y[parentID] = span(0, size.height)
        let i = guides.insets
        if let id = guides.safeAreaID {
            s.x[id] = span(i.left, size.width - i.right)
            s.y[id] = span(i.top, size.height - i.bottom)
        }
        if let id = guides.topID {
            s.x[id] = span(0, size.width)
            s.y[id] = span(0, i.top)
        }
        if let id = guides.bottomID {
            s.x[id] = span(0, size.width)
            s.y[id] = span(size.height - i.bottom, size.height)
        }
        for c in children {
            guard let id = c.id else { continue }
            if let f = c.frame {
                s.x[id] = Axis(min: f.minX, max: f.maxX, mid: f.midX, length: f.width)
                s.y[id] = Axis(min: f.minY, max: f.maxY, mid: f.midY, length: f.height)
            } else {
                s.x[id] = Axis()
                s.y[id] = Axis()
            }
        }
        // Controls and bars have a size of their own; containers take what is left, so they get
        // theirs last.
        let sized: Set<IB.ViewElement> = [
            .label, .button, .switch, .textField, .slider, .segmentedControl, .toolbar, .navigationBar, .tabBar,
            .searchBar, .activityIndicatorView, .pageControl, .progressView, .stepper,
        ]
        let unknown = children.filter { $0.frame == nil && $0.id != nil }
            .sorted { (sized.contains($0.element) ? 0 : 1) < (sized.contains($1.element) ? 0 : 1) }
        for inequalities in [false, true] {
            s.propagate(constraints, inequalities: inequalities)
            for c in unknown {
                let id = c.id!
                let size = intrinsic(c)
                if s.x[id]?.length == nil { s.x[id]?.length = size.width; s.propagate(constraints, inequalities: inequalities) }
                if s.y[id]?.length == nil { s.y[id]?.length = size.height; s.propagate(constraints, inequalities: inequalities) }
            }
        }
        var frames: [String: Rect] = [:]
        for c in unknown {
            let id = c.id!
            var ax = s.x[id] ?? Axis(), ay = s.y[id] ?? Axis()
            if ax.min == nil && ax.max == nil && ax.mid == nil { ax.min = 0 }
            if ay.min == nil && ay.max == nil && ay.mid == nil { ay.min = 0 }
            _ = ax.close()
            _ = ay.close()
            frames[id] = Rect(x: ax.min ?? 0, y: ay.min ?? 0, width: max(0, ax.length ?? 0), height: max(0, ay.length ?? 0))
        }
        return frames
    }

    mutating func propagate(_ constraints: [IB.LayoutConstraint], inequalities: Bool) {
        for _ in 0..<20 {
            var changed = false
            for c in constraints where inequalities || c.relation == .equal {
                changed = apply(c) || changed
            }
            for k in Array(x.keys) { changed = x[k]!.close() || changed }
            for k in Array(y.keys) { changed = y[k]!.close() || changed }
            if !changed {
                // What one equation at a time leaves unknown, the equations together may decide.
                guard solveTogether(constraints.filter { inequalities || $0.relation == .equal }) else { return }
                for k in Array(x.keys) { _ = x[k]!.close() }
                for k in Array(y.keys) { _ = y[k]!.close() }
            }
        }
    }

    /// Which axis value an attribute is, and the offset of margin attributes from the edge.
    static func slot(_ attribute: IB.LayoutAttribute) -> (horizontal: Bool, key: WritableKeyPath<Axis, Double?>, offset: Double)? {
        switch attribute {
        case .leading, .left: (true, \.min, 0)
        case .trailing, .right: (true, \.max, 0)
        case .centerX: (true, \.mid, 0)
        case .width: (true, \.length, 0)
        case .leadingMargin, .leftMargin: (true, \.min, 16)
        case .trailingMargin, .rightMargin: (true, \.max, -16)
        case .top: (false, \.min, 0)
        case .bottom, .baseline, .lastBaseline: (false, \.max, 0)
        case .firstBaseline: (false, \.min, 0)
        case .centerY: (false, \.mid, 0)
        case .height: (false, \.length, 0)
        case .topMargin: (false, \.min, 8)
        case .bottomMargin: (false, \.max, -8)
        default: nil
        }
    }

    /// The offset of an attribute of `item` from its edge: its baselines' (`baselines`), its own
    /// margin (`margins`), or the standard margin (`slot`) and for side margins the safe area's
    /// inset on that side (`marginInsets`).
    func offset(_ item: String, _ attribute: IB.LayoutAttribute, _ slot: Double) -> Double {
        if let b = baselines[item] {
            switch attribute {
            case .firstBaseline: return b.first
            case .baseline, .lastBaseline: return -b.last
            default: break
            }
        }
        if let own = margins[item] {
            switch attribute {
            case .leadingMargin, .leftMargin: return own.left
            case .trailingMargin, .rightMargin: return -own.right
            case .topMargin: return own.top
            case .bottomMargin: return -own.bottom
            default: return slot
            }
        }
        guard let m = marginInsets[item] else { return slot }
        switch attribute {
        case .leadingMargin, .leftMargin: return slot + m.left
        case .trailingMargin, .rightMargin: return slot - m.right
        default: return slot
        }
    }

    func value(_ item: String, _ attribute: IB.LayoutAttribute) -> Double? {
        guard let s = Self.slot(attribute) else { return nil }
        let axis = s.horizontal ? x[item] : y[item]
        return axis?[keyPath: s.key].map { $0 + offset(item, attribute, s.offset) }
    }

    mutating func set(_ item: String, _ attribute: IB.LayoutAttribute, _ v: Double) -> Bool {
        guard let s = Self.slot(attribute), (s.horizontal ? x[item] : y[item]) != nil else { return false }
        let d = offset(item, attribute, s.offset)
        if s.horizontal {
            guard x[item]![keyPath: s.key] == nil else { return false }
            x[item]![keyPath: s.key] = v - d
        } else {
            guard y[item]![keyPath: s.key] == nil else { return false }
            y[item]![keyPath: s.key] = v - d
        }
        return true
    }

    mutating func apply(_ c: IB.LayoutConstraint) -> Bool {
        guard let second = c.secondItem, let secondAttribute = c.secondAttribute else {
            if value(c.firstItem, c.firstAttribute) == nil { return set(c.firstItem, c.firstAttribute, c.constant) }
            return false
        }
        let lhs = value(c.firstItem, c.firstAttribute)
        let rhs = value(second, secondAttribute)
        if lhs == nil, let rhs { return set(c.firstItem, c.firstAttribute, rhs * c.multiplier + c.constant) }
        if rhs == nil, let lhs, c.multiplier != 0 { return set(second, secondAttribute, (lhs - c.constant) / c.multiplier) }
        return false
    }
}
