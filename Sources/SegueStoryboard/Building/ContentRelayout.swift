import Foundation
import SegueKit

/// The children of a view laid out again where a translation changed what their text needs: a
/// label or button whose text is longer (or shorter) than the development-language text its
/// stored frame was sized for takes its new intrinsic width where its constraints leave the width
/// to it, pushing what is constrained to it; a label of several lines wraps at its new width and
/// grows in height, moving what is pinned below it (`PrioritySolve`).
///
/// NB: the stored frames stay the reference: the constraints are solved twice, with the
/// development text's lengths and with the translation's, and each edge moves by the difference.
/// What the solve approximates (margins, baselines, guides) is the same in both and cancels, and
/// a scene in the language it was laid out in keeps its frames exactly.
///
/// Only constraints between the view, its children and layout guides take part; a grandchild's
/// constraints and its own text do not move its parent's siblings.
enum ContentRelayout {
    /// Views with more constraints or children than this are left as stored.
    static let maxConstraints = 800
    static let maxChildren = 200

    /// The children's frames (in `parent`'s stored bounds) that change, by id; empty when none does.
    static func frames(of parent: IB.ViewNode) -> [String: Rect] {
        guard let parentID = parent.id, let size = parent.frame?.size,
              parent.subviews.contains(where: TextLength.isTranslated), parent.subviews.count <= maxChildren else { return [:] }
        var nested: Set<String> = []
        for child in parent.subviews { for n in child.allNodes().dropFirst() { if let id = n.id { nested.insert(id) } } }
        var constraints = parent.constraints.filter { !nested.contains($0.firstItem) && !nested.contains($0.secondItem ?? "") }
        for child in parent.subviews {
            constraints += child.constraints.filter { $0.firstItem == child.id && ($0.secondItem == nil || $0.secondItem == child.id) }
        }
        // A view no constraint names keeps its frame: Interface Builder fixes its place and size
        // with constraints of its own when the app is built.
        let named = Set(constraints.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 } })
        let laidOut = parent.subviews.filter {
            $0.id.map(named.contains) == true && $0.frame != nil && !$0.translatesAutoresizingMaskIntoConstraints
        }
        let own = Set(laidOut.compactMap(\.id))
        guard constraints.count <= maxConstraints else { return [:] }
        let stored = storedFrames(parent, parentID: parentID, size: size)
        let fixed = fixedItems(constraints, stored: stored, laidOut: own)

        var frames: [String: Rect] = [:]
        for child in laidOut { frames[child.id!] = child.frame! }
        let x = axisDeltas(horizontal: true, laidOut, constraints, fixed, content: { TextLength.width(of: $0, translated: $1) })
        for (id, d) in x { frames[id] = Rect(x: frames[id]!.minX + d.min, y: frames[id]!.minY, width: max(0, frames[id]!.width + d.max - d.min), height: frames[id]!.height) }
        let y = axisDeltas(horizontal: false, laidOut, constraints, fixed, content: { node, translated in
            TextLength.height(of: node, translated: translated, width: translated ? frames[node.id!]!.width : node.frame!.width)
        })
        for (id, d) in y { frames[id] = Rect(x: frames[id]!.minX, y: frames[id]!.minY + d.min, width: frames[id]!.width, height: max(0, frames[id]!.height + d.max - d.min)) }
        return frames.filter { id, f in laidOut.first { $0.id == id }?.frame != f }
    }

    /// How far each child's min and max edges move on one axis from the development text's layout
    /// to the translation's.
    private static func axisDeltas(
        horizontal: Bool, _ laidOut: [IB.ViewNode], _ constraints: [IB.LayoutConstraint], _ fixed: ConstraintSolver,
        content: (IB.ViewNode, Bool) -> Double?
    ) -> [String: (min: Double, max: Double)] {
        var solve = PrioritySolve(horizontal: horizontal)
        solve.fixed = horizontal ? fixed.x : fixed.y
        solve.constraints = constraints.filter { ConstraintSolver.slot($0.firstAttribute)?.horizontal == horizontal }
        solve.children = laidOut.map { n in
            let f = n.frame!
            return (n.id!, horizontal ? f.minX : f.minY, horizontal ? f.width : f.height)
        }
        func solved(translated: Bool) -> [String: ConstraintSolver.Axis] {
            var s = solve
            for n in laidOut {
                guard let length = content(n, translated) else { continue }
                let p = n.contentPriorities
                s.content[n.id!] = .init(length: length, hugging: p.hugging(horizontal: horizontal),
                                         compressionResistance: p.compressionResistance(horizontal: horizontal))
            }
            return s.solve()
        }
        let before = solved(translated: false), after = solved(translated: true)
        var out: [String: (min: Double, max: Double)] = [:]
        for n in laidOut {
            guard let a = before[n.id!], let b = after[n.id!], let a0 = a.min, let a1 = a.max, let b0 = b.min, let b1 = b.max else { continue }
            if abs(b0 - a0) > 0.01 || abs(b1 - a1) > 0.01 { out[n.id!] = (b0 - a0, b1 - a1) }
        }
        return out
    }

    /// The superview's bounds and its children's stored frames, as one solver's values.
    private static func storedFrames(_ parent: IB.ViewNode, parentID: String, size: Size) -> ConstraintSolver {
        var s = ConstraintSolver()
        s.x[parentID] = .init(min: 0, max: size.width, mid: size.width / 2, length: size.width)
        s.y[parentID] = .init(min: 0, max: size.height, mid: size.height / 2, length: size.height)
        for child in parent.subviews {
            guard let id = child.id, let f = child.frame else { continue }
            s.x[id] = .init(min: f.minX, max: f.maxX, mid: f.midX, length: f.width)
            s.y[id] = .init(min: f.minY, max: f.maxY, mid: f.midY, length: f.height)
        }
        return s
    }

    /// What stays where it is: the superview, children placed by autoresizing, and the layout
    /// guides (their edges found from the stored frames of the views constrained to them).
    private static func fixedItems(_ constraints: [IB.LayoutConstraint], stored: ConstraintSolver, laidOut: Set<String>) -> ConstraintSolver {
        var s = stored
        let known = Set(stored.x.keys)
        for c in constraints {
            for id in [c.firstItem, c.secondItem].compactMap({ $0 }) where !known.contains(id) && s.x[id] == nil {
                s.x[id] = .init()
                s.y[id] = .init()
            }
        }
        s.propagate(constraints.filter { c in [c.firstItem, c.secondItem].contains { $0.map { !known.contains($0) } ?? false } },
                    inequalities: false)
        for id in laidOut {
            s.x[id] = nil
            s.y[id] = nil
        }
        return s
    }
}
