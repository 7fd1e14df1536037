import Foundation
import SegueKit

/// A view tree laid out again where a translation changed what its text needs, as Auto Layout
/// lays it out: a label or button whose text is longer (or shorter) than the development-language
/// text its stored frame was sized for takes its new intrinsic width where its constraints leave
/// the width to it, pushing what is constrained to it; a label of several lines wraps at its new
/// width (or its `preferredMaxLayoutWidth`) and grows in height. The growth goes up the tree: a
/// container whose size its content decides (a card around a label, a stack view) grows with it
/// and moves its own siblings, to `maxDepth` levels.
///
/// NB: the stored frames stay the reference: each level is solved twice (`RelayoutPass`), with
/// the development text's lengths and with the translation's, and each edge moves by the
/// difference. What the solve approximates (margins, baselines, the stand-in font's widths) is the
/// same in both and cancels, and a scene in the language it was laid out in keeps its frames
/// exactly. Widths are solved first for the whole tree, then heights: a label wraps at the width
/// the first pass gave it.
enum ContentRelayout {
    /// Levels below the top that a growth goes up through; the view at the limit is laid out
    /// again within its own size, as the top of a tree of its own.
    static let maxDepth = 16
    /// A tree with more views than this is left as stored.
    static let maxViews = 5000

    /// What the translation moves in the tree below `root`, whose own frame stays; `safeArea`:
    /// the insets of `root`'s safe area, where known.
    static func layout(of root: IB.ViewNode, safeArea: EdgeInsets? = nil) -> TranslatedFrames {
        var census = Census()
        census.visit(root, depth: 0)
        guard let size = root.frame?.size, root.id != nil, !census.touched.isEmpty, census.count <= maxViews else {
            return TranslatedFrames(frames: [:], covered: census.covered)
        }
        let levels = RelayoutLevels(top: root.id, safeArea: safeArea)
        var x = AxisWalk(horizontal: true, levels: levels, touched: census.touched)
        x.walk(root, development: size.width, translation: size.width, depth: 0)
        var y = AxisWalk(horizontal: false, levels: levels, touched: census.touched)
        for (id, d) in x.deltas { if let f = census.frames[id] { y.translation.widths[id] = max(0, f.width + d.max - d.min) } }
        y.walk(root, development: size.height, translation: size.height, depth: 0)

        var frames: [String: Rect] = [:]
        for id in Set(x.deltas.keys).union(y.deltas.keys) {
            guard let f = census.frames[id] else { continue }
            let dx = x.deltas[id] ?? (0, 0), dy = y.deltas[id] ?? (0, 0)
            frames[id] = Rect(x: f.minX + dx.min, y: f.minY + dy.min,
                              width: max(0, f.width + dx.max - dx.min), height: max(0, f.height + dy.max - dy.min))
        }
        return TranslatedFrames(frames: frames, covered: census.covered)
    }

    /// The tree's views by id: their stored frames, those whose children this layout places,
    /// and those with a translated text at or below them.
    ///
    /// NB: a tree too large to lay out is still covered whole, so that its levels do not each
    /// count their own subtree again.
    private struct Census {
        var frames: [String: Rect] = [:]
        var covered: Set<String> = []
        var touched: Set<String> = []
        var count = 0

        @discardableResult
        mutating func visit(_ node: IB.ViewNode, depth: Int) -> Bool {
            count += 1
            guard let id = node.id else { return false }
            if let f = node.frame { frames[id] = f }
            var translated = TextLength.isTranslated(node)
            if depth < ContentRelayout.maxDepth {
                covered.insert(id)
                for child in node.subviews { translated = visit(child, depth: depth + 1) || translated }
            }
            if translated { touched.insert(id) }
            return translated
        }
    }

    /// One axis of the tree, top down: each level's children placed with both texts, the
    /// difference kept, and each child's children placed in its stored and its new length.
    private struct AxisWalk {
        var development: RelayoutPass
        var translation: RelayoutPass
        let touched: Set<String>
        /// How far each view's min and max edges move, by id.
        var deltas: [String: (min: Double, max: Double)] = [:]

        init(horizontal: Bool, levels: RelayoutLevels, touched: Set<String>) {
            development = RelayoutPass(horizontal: horizontal, translated: false, levels: levels)
            translation = RelayoutPass(horizontal: horizontal, translated: true, levels: levels)
            self.touched = touched
        }

        mutating func walk(_ node: IB.ViewNode, development a: Double, translation b: Double, depth: Int) {
            guard depth < ContentRelayout.maxDepth, let id = node.id, !node.subviews.isEmpty,
                  touched.contains(id) || abs(b - a) > 0.01 else { return }
            let before = development.arrange(node, length: a, depth: depth)
            let after = translation.arrange(node, length: b, depth: depth)
            let horizontal = development.horizontal
            for child in node.subviews {
                guard let cid = child.id, let f = child.frame else { continue }
                var d = (min: 0.0, max: 0.0)
                if let p = before[cid], let q = after[cid], let a0 = p.min, let a1 = p.max, let b0 = q.min, let b1 = q.max,
                   abs(b0 - a0) > 0.01 || abs(b1 - a1) > 0.01 {
                    d = (b0 - a0, b1 - a1)
                    deltas[cid] = d
                }
                let stored = horizontal ? f.width : f.height
                walk(child, development: stored, translation: max(0, stored + d.max - d.min), depth: depth + 1)
            }
        }
    }
}

/// The frames a translation gives the views of one tree (`ContentRelayout`), shared by the
/// factories that build its levels.
///
/// NB: a class, so that a factory (copied at every level of a view tree built recursively)
/// grows by one reference.
final class TranslatedFrames {
    /// Each view the translation moved: its frame in its superview's bounds as laid out again
    /// (from the stored one), by id.
    let frames: [String: Rect]
    /// The views whose children this layout placed.
    let covered: Set<String>
    /// The views among `frames` that their superview places itself, whatever constraints say
    /// (a styled cell's labels): constraints that other views have to them are laid out against
    /// these frames, not the stored ones.
    let placedBySuperview: Bool

    init(frames: [String: Rect], covered: Set<String>, placedBySuperview: Bool = false) {
        self.frames = frames
        self.covered = covered
        self.placedBySuperview = placedBySuperview
    }

    func covers(_ node: IB.ViewNode) -> Bool { node.id.map(covered.contains) ?? false }

    /// Where `child`, which the layout of its superview alone puts at `f`, is once the
    /// translation has moved it: what the translation moved each edge by from the stored frame,
    /// added to `f`; nil for a view the translation did not move.
    func moved(_ child: IB.ViewNode, from f: Rect) -> Rect? {
        guard let id = child.id, let stored = child.frame, let r = frames[id] else { return nil }
        return Rect(x: f.minX + r.minX - stored.minX, y: f.minY + r.minY - stored.minY,
                    width: max(0, f.width + r.width - stored.width), height: max(0, f.height + r.height - stored.height))
    }

    /// How much larger the translation made `node` than its stored frame.
    func growth(of node: IB.ViewNode) -> Size {
        guard let id = node.id, let f = node.frame, let r = frames[id] else { return Size(width: 0, height: 0) }
        return Size(width: r.width - f.width, height: r.height - f.height)
    }
}
