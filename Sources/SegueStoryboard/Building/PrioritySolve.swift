import SegueKit

/// One axis of a superview's children placed by their constraints in order of priority, as Auto
/// Layout places them: what a higher priority decides stays, so required constraints come first,
/// then each view's intrinsic content length at its content hugging priority (at its compression
/// resistance once it came out smaller than its content), lower priorities after; an inequality
/// takes part once the layout breaks it, held at its bound. Views nothing places keep their
/// stored frame, last.
///
/// The superview's length may be left to the children (`fixed` without it): the solve then says
/// what length their content gives it, and at which priority that was decided, which is what a
/// container whose size follows its content passes on to its own superview.
///
/// NB: an active-set search: each round propagates the rules level by level, highest priority
/// first, with values set once (`ConstraintSolver.propagate`); a round that breaks an inequality
/// or compresses a view adds it to the set and solves again. Both sets only grow, so the rounds
/// end; `maxRounds` bounds them all the same.
struct PrioritySolve {
    /// A view's intrinsic length on this axis and the priorities that keep it.
    struct Content: Hashable {
        var length: Double
        var hugging: Double
        var compressionResistance: Double
    }

    static let maxRounds = 24

    let horizontal: Bool
    /// What is placed beforehand: the superview's bounds, layout guides, views placed by
    /// autoresizing.
    var fixed: [String: ConstraintSolver.Axis] = [:]
    /// Items placed only by the constraints that name them: layout guides tied to the superview.
    var guides: [String] = []
    /// The item whose length `decided` reports (the superview, when its length is left open).
    var watched: String?
    /// The views laid out, in document order, with their stored frames on this axis (min, length).
    var children: [(id: String, min: Double, length: Double)] = []
    /// This axis's constraints between them.
    var constraints: [IB.LayoutConstraint] = []
    var content: [String: Content] = [:]
    /// Views with no length of their own on this axis (a plain view, a container view): their
    /// stored length is the last thing consulted, after every view that has content, so that
    /// a frame Interface Builder left stale gives way to the label's or control's beside it.
    var flexible: Set<String> = []
    /// Views whose side margins lie further in than the standard (`ConstraintSolver.marginInsets`).
    var marginInsets: [String: EdgeInsets] = [:]
    /// Views' own margins (`ConstraintSolver.margins`).
    var margins: [String: EdgeInsets] = [:]
    /// Views' baselines (`ConstraintSolver.baselines`).
    var baselines: [String: (first: Double, last: Double)] = [:]

    /// Each item's place on this axis (the children's, the fixed items' and the guides').
    func solve() -> [String: ConstraintSolver.Axis] { solveWatched().axes }

    /// Each item's place, and the priority at which `watched`'s length was decided (nil when
    /// nothing decided it; 0 when only the stored frames did).
    func solveWatched() -> (axes: [String: ConstraintSolver.Axis], decided: Double?) {
        var held: Set<Int> = [], compressed: Set<String> = []
        var (s, decided) = place(held: held, compressed: compressed)
        for _ in 0..<Self.maxRounds {
            var more = false
            // The most broken first, and one per view a round: of two bounds on the same view
            // (its trailing edge within the margin, its width within 480) the tighter one is
            // broken the more, and once it holds the other may hold by itself. Holding both
            // would over-determine the view.
            var touched: Set<String> = []
            let broken = constraints.indices.compactMap { i in
                held.contains(i) || constraints[i].relation == .equal ? nil : excess(constraints[i], in: s).map { (i, $0) }
            }
            for (i, _) in broken.sorted(by: { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) {
                let c = constraints[i]
                let views = [c.firstItem, c.secondItem].compactMap { $0 }.filter { id in children.contains { $0.id == id } }
                guard views.allSatisfy({ !touched.contains($0) }) else { continue }
                touched.formUnion(views)
                held.insert(i)
                more = true
            }
            for child in children where !compressed.contains(child.id) {
                if let c = content[child.id], let l = axis(child.id, in: s)?.length, l < c.length - 0.5 {
                    compressed.insert(child.id)
                    more = true
                }
            }
            guard more else { break }
            (s, decided) = place(held: held, compressed: compressed)
        }
        return (horizontal ? s.x : s.y, decided)
    }

    private func axis(_ id: String, in s: ConstraintSolver) -> ConstraintSolver.Axis? { horizontal ? s.x[id] : s.y[id] }

    /// One round: the rules by priority, then the stored frames for what is still unknown; and
    /// the priority at which `watched`'s length became known.
    private func place(held: Set<Int>, compressed: Set<String>) -> (ConstraintSolver, Double?) {
        var s = ConstraintSolver()
        s.marginInsets = marginInsets
        s.margins = margins
        s.baselines = baselines
        for (id, a) in fixed { if horizontal { s.x[id] = a } else { s.y[id] = a } }
        for id in children.map(\.id) + guides { if horizontal { s.x[id] = .init() } else { s.y[id] = .init() } }
        var decided: Double? = nil
        func note(_ level: Double) {
            if decided == nil, let w = watched, axis(w, in: s)?.length != nil { decided = level }
        }
        let length: IB.LayoutAttribute = horizontal ? .width : .height
        let equations = constraints.indices.filter { constraints[$0].relation == .equal || held.contains($0) }.map { constraints[$0] }
        var lengths: [(priority: Double, rule: IB.LayoutConstraint)] = []
        for child in children {
            guard let c = content[child.id] else { continue }
            let priority = compressed.contains(child.id) ? c.compressionResistance : c.hugging
            lengths.append((priority, IB.LayoutConstraint(firstItem: child.id, firstAttribute: length, constant: c.length)))
        }
        // NB: a level's constraints go in together (the stored frames satisfy them all), but its
        // content lengths one at a time, each followed through before the next: two lengths set in
        // one pass could each take the room the constraints between them leave for one.
        var active: [IB.LayoutConstraint] = []
        for level in Set(equations.map(\.priority) + lengths.map(\.priority)).sorted(by: >) {
            active += equations.filter { $0.priority == level }
            s.propagate(active, inequalities: true)
            note(level)
            for rule in lengths where rule.priority == level {
                active.append(rule.rule)
                s.propagate(active, inequalities: true)
                note(level)
            }
        }
        // Every stored length before any stored start: a start is the weakest thing a frame
        // says. Fixing one first (an icon centred on a label whose top follows the title above)
        // would stretch a view between that start and the constraint that places it. Likewise a
        // view's with content before a flexible one's.
        let start: IB.LayoutAttribute = horizontal ? .leading : .top
        let byContent = children.filter { !flexible.contains($0.id) } + children.filter { flexible.contains($0.id) }
        for child in byContent where axis(child.id, in: s)?.length == nil {
            _ = s.set(child.id, length, child.length)
            s.propagate(active, inequalities: true)
        }
        for child in children {
            if let a = axis(child.id, in: s), a.min == nil, a.max == nil, a.mid == nil {
                _ = s.set(child.id, start, child.min)
                s.propagate(active, inequalities: true)
            }
        }
        note(0)
        return (s, decided)
    }

    /// By how much the layout breaks an inequality, when by more than half a point.
    private func excess(_ c: IB.LayoutConstraint, in s: ConstraintSolver) -> Double? {
        guard let lhs = s.value(c.firstItem, c.firstAttribute) else { return nil }
        var rhs = c.constant
        if let second = c.secondItem, let attribute = c.secondAttribute {
            guard let v = s.value(second, attribute) else { return nil }
            rhs += v * c.multiplier
        }
        let over = c.relation == .lessThanOrEqual ? lhs - rhs : c.relation == .greaterThanOrEqual ? rhs - lhs : 0
        return over > 0.5 ? over : nil
    }
}
