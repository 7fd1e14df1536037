import SegueKit

/// One axis of a superview's children placed by their constraints in order of priority, as Auto
/// Layout places them: what a higher priority decides stays, so required constraints come first,
/// then each view's intrinsic content length at its content hugging priority (at its compression
/// resistance once it came out smaller than its content), lower priorities after; an inequality
/// takes part once the layout breaks it, held at its bound. Views nothing places keep their
/// stored frame, last.
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

    static let maxRounds = 12

    let horizontal: Bool
    /// What is placed beforehand: the superview's bounds, layout guides, views placed by
    /// autoresizing.
    var fixed: [String: ConstraintSolver.Axis] = [:]
    /// The views laid out, in document order, with their stored frames on this axis (min, length).
    var children: [(id: String, min: Double, length: Double)] = []
    /// This axis's constraints between them.
    var constraints: [IB.LayoutConstraint] = []
    var content: [String: Content] = [:]

    /// Each child's place on this axis.
    func solve() -> [String: ConstraintSolver.Axis] {
        var held: Set<Int> = [], compressed: Set<String> = []
        var s = place(held: held, compressed: compressed)
        for _ in 0..<Self.maxRounds {
            var more = false
            for (i, c) in constraints.enumerated() where c.relation != .equal && !held.contains(i) && broken(c, in: s) {
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
            s = place(held: held, compressed: compressed)
        }
        var out: [String: ConstraintSolver.Axis] = [:]
        for child in children { out[child.id] = axis(child.id, in: s) }
        return out
    }

    private func axis(_ id: String, in s: ConstraintSolver) -> ConstraintSolver.Axis? { horizontal ? s.x[id] : s.y[id] }

    /// One round: the rules by priority, then the stored frames for what is still unknown.
    private func place(held: Set<Int>, compressed: Set<String>) -> ConstraintSolver {
        var s = ConstraintSolver()
        for (id, a) in fixed { if horizontal { s.x[id] = a } else { s.y[id] = a } }
        for child in children { if horizontal { s.x[child.id] = .init() } else { s.y[child.id] = .init() } }
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
            for rule in lengths where rule.priority == level {
                active.append(rule.rule)
                s.propagate(active, inequalities: true)
            }
        }
        let start: IB.LayoutAttribute = horizontal ? .leading : .top
        for child in children {
            if axis(child.id, in: s)?.length == nil {
                _ = s.set(child.id, length, child.length)
                s.propagate(active, inequalities: true)
            }
            if let a = axis(child.id, in: s), a.min == nil, a.max == nil, a.mid == nil {
                _ = s.set(child.id, start, child.min)
                s.propagate(active, inequalities: true)
            }
        }
        return s
    }

    /// Whether the layout breaks an inequality (by more than half a point).
    private func broken(_ c: IB.LayoutConstraint, in s: ConstraintSolver) -> Bool {
        guard let lhs = s.value(c.firstItem, c.firstAttribute) else { return false }
        var rhs = c.constant
        if let second = c.secondItem, let attribute = c.secondAttribute {
            guard let v = s.value(second, attribute) else { return false }
            rhs += v * c.multiplier
        }
        return c.relation == .lessThanOrEqual ? lhs > rhs + 0.5 : c.relation == .greaterThanOrEqual && lhs < rhs - 0.5
    }
}
