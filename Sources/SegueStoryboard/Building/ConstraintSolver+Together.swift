import SegueKit

/// Equations propagation cannot take one unknown at a time: two buttons of equal widths between
/// the margins with a gap between them know neither width until all four constraints are taken
/// together. Auto Layout solves them together; so does this, by elimination.
///
/// NB: each view's axis has two unknowns (its start and its length) where nothing is known of it,
/// one where its length or one of its edges or centre is; an attribute is its start plus 0, ½ or
/// 1 of its length, plus the offset of a margin or baseline. Only what the equations fix whatever
/// the other unknowns are is set; the rest is left to the next rule, as before.
extension ConstraintSolver {
    /// The most unknowns one elimination takes: a screen's stalled equations have a few.
    static let maxLinearUnknowns = 48

    /// An attribute as `constant + Σ coefficient × unknown`; nil where it is no axis value.
    private struct Linear {
        var constant = 0.0
        var terms: [Int: Double] = [:]
    }

    /// Solves `constraints` (each taken as an equation) together for the values propagation left
    /// unknown, and sets each one they decide. Returns whether it set any.
    mutating func solveTogether(_ constraints: [IB.LayoutConstraint]) -> Bool {
        // The unknowns: per item and axis, its start, its length, or both.
        var unknowns: [(item: String, horizontal: Bool, isLength: Bool)] = []
        var index: [String: (min: Int?, length: Int?)] = [:]
        func key(_ item: String, _ horizontal: Bool) -> String { (horizontal ? "x:" : "y:") + item }
        func form(_ item: String, _ attribute: IB.LayoutAttribute) -> Linear? {
            guard let slot = Self.slot(attribute), let axis = slot.horizontal ? x[item] : y[item] else { return nil }
            let k: Double? = switch slot.key {
            case \Axis.min: 0
            case \Axis.max: 1
            case \Axis.mid: 0.5
            default: nil
            }
            let offset = offset(item, attribute, slot.offset)
            if let v = axis[keyPath: slot.key] { return Linear(constant: v + offset) }
            let id = key(item, slot.horizontal)
            if index[id] == nil {
                guard unknowns.count + 2 <= Self.maxLinearUnknowns else { return nil }
                // A known edge or centre with the length unknown: the start follows the length.
                if axis.length == nil {
                    unknowns.append((item, slot.horizontal, true))
                    let length = unknowns.count - 1
                    if axis.min == nil, axis.max == nil, axis.mid == nil {
                        unknowns.append((item, slot.horizontal, false))
                        index[id] = (unknowns.count - 1, length)
                    } else {
                        index[id] = (nil, length)
                    }
                } else {
                    unknowns.append((item, slot.horizontal, false))
                    index[id] = (unknowns.count - 1, nil)
                }
            }
            let u = index[id]!
            var f = Linear(constant: offset)
            guard let k else {
                // The length itself.
                if let l = u.length { f.terms[l] = 1 } else { f.constant += axis.length ?? 0 }
                return f
            }
            // The start: an unknown, or what the known edge or centre gives with the length.
            if let m = u.min {
                f.terms[m, default: 0] += 1
            } else if let a = axis.min {
                f.constant += a
            } else if let l = u.length, let b = axis.max {
                f.constant += b
                f.terms[l, default: 0] -= 1
            } else if let l = u.length, let c = axis.mid {
                f.constant += c
                f.terms[l, default: 0] -= 0.5
            }
            if k != 0 {
                if let l = u.length { f.terms[l, default: 0] += k } else { f.constant += k * (axis.length ?? 0) }
            }
            return f
        }
        // Each equation as a row: Σ a × unknown = b.
        var rows: [([Double], Double)] = []
        var pending: [(lhs: Linear, rhs: Linear)] = []
        for c in constraints {
            guard let lhs = form(c.firstItem, c.firstAttribute) else { continue }
            var rhs = Linear(constant: c.constant)
            if let second = c.secondItem, let attribute = c.secondAttribute {
                guard let s = form(second, attribute) else { continue }
                rhs.constant += s.constant * c.multiplier
                for (i, a) in s.terms { rhs.terms[i, default: 0] += a * c.multiplier }
            }
            guard !lhs.terms.isEmpty || !rhs.terms.isEmpty else { continue }
            pending.append((lhs, rhs))
        }
        let n = unknowns.count
        guard n > 0, pending.count >= 2 else { return false }
        for (lhs, rhs) in pending {
            var row = [Double](repeating: 0, count: n)
            for (i, a) in lhs.terms { row[i] += a }
            for (i, a) in rhs.terms { row[i] -= a }
            rows.append((row, rhs.constant - lhs.constant))
        }
        // Reduced row echelon form, with partial pivoting.
        let epsilon = 1e-9
        var pivots: [(row: Int, column: Int)] = []
        var r = 0
        for column in 0..<n where r < rows.count {
            guard let p = (r..<rows.count).max(by: { abs(rows[$0].0[column]) < abs(rows[$1].0[column]) }),
                  abs(rows[p].0[column]) > epsilon else { continue }
            rows.swapAt(r, p)
            let scale = rows[r].0[column]
            rows[r].0 = rows[r].0.map { $0 / scale }
            rows[r].1 /= scale
            for i in rows.indices where i != r && abs(rows[i].0[column]) > epsilon {
                let f = rows[i].0[column]
                for j in 0..<n { rows[i].0[j] -= f * rows[r].0[j] }
                rows[i].1 -= f * rows[r].1
            }
            pivots.append((r, column))
            r += 1
        }
        // A contradiction (0 = b) means the equations cannot all hold: decide nothing from them.
        for i in r..<rows.count where abs(rows[i].1) > 1e-6 { return false }
        var setAny = false
        for (row, column) in pivots where rows[row].0.enumerated().allSatisfy({ $0.offset == column || abs($0.element) <= epsilon }) {
            let u = unknowns[column], value = rows[row].1
            // A negative length is no frame: left to the rules that follow.
            guard value.isFinite, !u.isLength || value >= 0 else { continue }
            if u.horizontal {
                if u.isLength { x[u.item]!.length = value } else { x[u.item]!.min = value }
            } else {
                if u.isLength { y[u.item]!.length = value } else { y[u.item]!.min = value }
            }
            setAny = true
        }
        return setAny
    }
}
