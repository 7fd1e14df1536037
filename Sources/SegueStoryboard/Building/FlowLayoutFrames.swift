import SegueKit

/// Where `UICollectionViewFlowLayout` puts items of given sizes: from the section inset, as many
/// as fit in a line (a row; a column when it scrolls sideways) at least the minimum interitem
/// spacing apart, the line's items spread to its ends (one alone is centred) and centred across
/// the line; lines the minimum line spacing apart.
enum FlowLayoutFrames {
    /// The most items laid out, whatever the sizes (items a point wide in a large view).
    static let maxItems = 2_000

    /// How many items of `size` fit in one line of a view of `bounds` (at least one).
    static func itemsPerLine(_ size: Size, layout: IB.FlowLayout, in bounds: Size, horizontal: Bool) -> Int {
        let (along, extent, inset) = horizontal
            ? (size.height, bounds.height, layout.sectionInset.top + layout.sectionInset.bottom)
            : (size.width, bounds.width, layout.sectionInset.left + layout.sectionInset.right)
        let fit = (extent - inset + layout.minimumInteritemSpacing) / (along + layout.minimumInteritemSpacing)
        // NB: clamped as a Double: negative spacing makes the quotient huge, infinite or NaN.
        return fit.isNaN ? 1 : Int(min(Double(maxItems), max(1, fit)))
    }

    /// The frames of items of `sizes`, in order, within `bounds`, up to the first line that
    /// starts beyond them. Not `justified`, each line's items start at the section inset the
    /// minimum spacing apart, as Interface Builder's canvas lays out prototypes.
    static func frames(_ sizes: [Size], layout: IB.FlowLayout, in bounds: Size, horizontal: Bool, justified: Bool = true) -> [Rect] {
        // Worked in the vertical layout's terms (lines are rows); a horizontal one is its mirror
        // across the diagonal.
        let t: (Size) -> Size = { horizontal ? Size(width: $0.height, height: $0.width) : $0 }
        let inset = layout.sectionInset
        let (start, end, top) = horizontal ? (inset.top, inset.bottom, inset.left) : (inset.left, inset.right, inset.top)
        let extent = t(bounds)
        let available = extent.width - start - end
        var frames: [Rect] = []
        var y = top, i = 0
        let sizes = sizes.prefix(maxItems).map(t)
        while i < sizes.count, y < extent.height {
            var line = [sizes[i]], used = sizes[i].width
            while i + line.count < sizes.count, used + layout.minimumInteritemSpacing + sizes[i + line.count].width <= available {
                used += layout.minimumInteritemSpacing + sizes[i + line.count].width
                line.append(sizes[i + line.count])
            }
            let height = line.map(\.height).max() ?? 0
            let gap = !justified ? layout.minimumInteritemSpacing
                : line.count > 1 ? (available - line.map(\.width).reduce(0, +)) / Double(line.count - 1) : 0
            var x = line.count > 1 || !justified ? start : start + (available - line[0].width) / 2
            for s in line {
                let r = Rect(x: x, y: y + (height - s.height) / 2, width: s.width, height: s.height)
                frames.append(horizontal ? Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r)
                x += s.width + gap
            }
            i += line.count
            y += height + layout.minimumLineSpacing
        }
        return frames
    }
}
