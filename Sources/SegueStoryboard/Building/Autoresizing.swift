import SegueKit

/// UIKit's autoresizing: how a subview's frame follows its superview from the size Interface
/// Builder drew it at to the size it is shown at. Constraints are not solved; views laid out with
/// constraints (no `<autoresizingMask>` in the file) get a mask inferred from where they sit.
enum Autoresizing {
    /// The frame after the superview changed from `old` to `new`.
    static func resize(_ frame: Rect, mask: IB.AutoresizingMask, from old: Size, to new: Size) -> Rect {
        let (x, w) = axis(
            origin: frame.origin.x, length: frame.size.width, container: old.width, newContainer: new.width,
            flexibleMin: mask.flexibleMinX, sizable: mask.widthSizable, flexibleMax: mask.flexibleMaxX)
        let (y, h) = axis(
            origin: frame.origin.y, length: frame.size.height, container: old.height, newContainer: new.height,
            flexibleMin: mask.flexibleMinY, sizable: mask.heightSizable, flexibleMax: mask.flexibleMaxY)
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// One axis: the change is shared by the flexible parts (leading margin, length, trailing
    /// margin) in proportion to their sizes, equally when they are all zero.
    static func axis(
        origin: Double, length: Double, container: Double, newContainer: Double, flexibleMin: Bool, sizable: Bool,
        flexibleMax: Bool
    ) -> (Double, Double) {
        let delta = newContainer - container
        guard delta != 0, flexibleMin || sizable || flexibleMax else { return (origin, length) }
        let parts = [
            flexibleMin ? max(0, origin) : nil, sizable ? max(0, length) : nil,
            flexibleMax ? max(0, container - origin - length) : nil,
        ]
        let flexible = parts.compactMap { $0 }
        let total = flexible.reduce(0, +)
        func share(_ part: Double?) -> Double {
            guard let part else { return 0 }
            return total > 0 ? delta * part / total : delta / Double(flexible.count)
        }
        let newOrigin = origin + share(parts[0])
        let newLength = max(0, length + share(parts[1]))
        return (newOrigin, newLength)
    }

    /// The mask a constraint-laid-out view most likely behaves by: wide views stretch, centred views
    /// stay centred, others keep to the nearer edge.
    static func inferredMask(for frame: Rect, in container: Size) -> IB.AutoresizingMask {
        var m = IB.AutoresizingMask()
        let left = frame.minX, right = container.width - frame.maxX
        if frame.width >= container.width * 0.6 || (left <= 40 && right <= 40) {
            m.widthSizable = true
        } else if abs(frame.midX - container.width / 2) <= 2 {
            m.flexibleMinX = true
            m.flexibleMaxX = true
        } else if left <= right {
            m.flexibleMaxX = true
        } else {
            m.flexibleMinX = true
        }
        // Vertically, views near the top or bottom keep to that edge; the ones between keep their
        // place in proportion, so that a column of controls keeps its order when the height
        // changes (landscape).
        let top = frame.minY, bottom = container.height - frame.maxY
        if frame.height >= container.height * 0.6 {
            m.heightSizable = true
        } else if top <= 100, top <= bottom {
            m.flexibleMaxY = true
        } else if bottom <= 100 {
            m.flexibleMinY = true
        } else {
            m.flexibleMinY = true
            m.flexibleMaxY = true
        }
        return m
    }

    /// A child's frame inside a parent drawn at `old` and shown at `new`. The written mask counts
    /// only for views that use it: not for views laid out with constraints
    /// (`translatesAutoresizingMaskIntoConstraints="NO"`), nor for the empty masks Xcode writes on
    /// the parts of table cells, which UIKit lays out itself (a view placed by hand in a cell,
    /// of fixed frame, keeps its empty mask: it stays where it was put).
    static func frame(of node: IB.ViewNode, from old: Size, to new: Size, inCell: Bool = false) -> Rect {
        let f = node.frame ?? Rect(old)
        guard old != new else { return f }
        var mask = node.autoresizingMask
        if !node.translatesAutoresizingMaskIntoConstraints { mask = nil }
        if inCell, mask == IB.AutoresizingMask(), !node.hasFixedFrame { mask = nil }
        return resize(f, mask: mask ?? inferredMask(for: f, in: old), from: old, to: new)
    }
}
