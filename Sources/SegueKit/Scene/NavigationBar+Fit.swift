/// How UIKit fits a navigation bar's title and back button between the bar button items: the title
/// is centred in the bar unless that would run it into the items beside it, when it moves into
/// the free space between them (and is cut there when even that is too narrow); the back button
/// then keeps its title where it fits before the title (or the title view), else shows "Back", else
/// only its chevron.
/// Widths are `measureText`'s (the renderer's stand-in fonts, so that a title that fits on a
/// device fits here), else an estimate.
///
/// The bar fits itself whenever its items or their fonts change (`configure`, `apply`); a bar
/// whose items are installed over it (`extraItemsIdentifier`) is fitted again by its owner.
extension NavigationBar {
    /// The gap UIKit keeps between the title and the items beside it.
    public static let titleGap = 8.0
    /// The identifier of a subview holding items installed over the bar by its owner (a
    /// storyboard's bar button items): the title keeps clear of them too.
    public static let extraItemsIdentifier = "storyboardBarItems"

    /// Where a title `w` wide goes, in leading coordinates, between leading items that end at
    /// `leadEnd` and trailing items that start at `trailStart`: centred on `centre` unless that
    /// runs into the items (`moved`), then moved into the space between them, and cut to it
    /// (`shown`) when even that is too narrow. `labelWidth`: the width of a centred label that
    /// draws the whole title.
    public static func titlePlace(width w: Double, centre: Double, leadEnd: Double, trailStart: Double)
        -> (start: Double, shown: Double, moved: Bool, labelWidth: Double) {
        let free = (start: leadEnd + titleGap, end: trailStart - titleGap)
        let start = centre - w / 2
        guard start < free.start || start + w > free.end else {
            return (start, w, false, min(free.end - free.start, w.rounded(.up) + 1))
        }
        let shown = min(w, max(0, free.end - free.start))
        return (w <= free.end - free.start ? min(max(start, free.start), free.end - w) : free.start, shown, true, shown)
    }

    /// How wide `text` is set at `fontSize` and `weight`: `measureText`, else 0.55 em a character.
    func measured(_ text: String, _ fontSize: Double, _ weight: FontWeight = .regular) -> Double {
        measureText?(text, fontSize, weight) ?? Double(text.count) * fontSize * 0.55
    }

    /// Places the title and shortens the back title. Works in leading coordinates (from the bar's
    /// leading edge), so right-to-left bars fit the same way.
    public func fitTitle() {
        let bar = self
        let gap = Self.titleGap
        let width = bar.bounds.width
        let rtl = bar.isRightToLeft
        // A frame's extent along the leading axis.
        func leading(_ r: Rect) -> (start: Double, end: Double) { rtl ? (width - r.maxX, width - r.minX) : (r.minX, r.maxX) }
        var leadingItems = itemExtents(in: bar.leftButton).map(leading)
        var trailingItems = itemExtents(in: bar.rightButton).map(leading)
        // The storyboard's items, installed over the bar in a holder of their own (the newest).
        if let holder = bar.subviews.last(where: { $0.identifier == Self.extraItemsIdentifier }) {
            for extent in itemExtents(in: holder).map(leading) {
                if extent.start + extent.end < width { leadingItems.append(extent) } else { trailingItems.append(extent) }
            }
        }
        let backShown = !bar.backLabel.isHidden && bar.leftButton.isHidden
        let backStart = leading(bar.backLabel.frame).start
        // The back indicator stays whatever the title's length: the title never runs over it.
        if backShown && !bar.backChevron.isHidden { leadingItems.append(leading(bar.backChevron.frame)) }
        let leadEnd = leadingItems.map(\.end).max() ?? 0
        let trailStart = trailingItems.map(\.start).min() ?? width

        // The title: centred, else moved into the space between the items, else cut to it.
        var titleSpan: (start: Double, end: Double)?
        if !bar.titleLabel.isHidden, case .text(let title) = bar.titleLabel.content, !title.string.isEmpty {
            let w = measured(title.string, title.fontSize, title.weight)
            let centre = rtl ? width - bar.titleCenter.x : bar.titleCenter.x
            let place = Self.titlePlace(width: w, centre: centre, leadEnd: leadEnd, trailStart: trailStart)
            if place.moved {
                let mid = place.start + place.shown / 2
                bar.titleLabel.bounds = Rect(x: 0, y: 0, width: place.shown, height: bar.titleLabel.bounds.height)
                bar.titleLabel.center = Point(x: rtl ? width - mid : mid, y: bar.titleLabel.center.y)
                titleSpan = (place.start, place.start + place.shown)
            } else {
                // A title that fits centred is drawn whole: its label grows past the half of the
                // bar it starts with.
                let b = bar.titleLabel.bounds
                if w > b.width { bar.titleLabel.bounds = Rect(x: 0, y: 0, width: place.labelWidth, height: b.height) }
                titleSpan = (place.start, place.start + w)
            }
        }

        // A title view stands where the title would: the back title keeps clear of it too.
        if titleSpan == nil, !bar.titleViewHolder.isHidden, let view = bar.titleViewHolder.subviews.first(where: { !$0.isHidden }) {
            let holder = bar.titleViewHolder.frame
            titleSpan = leading(view.frame.offsetBy(dx: holder.minX, dy: holder.minY))
        }

        // The back button: its title where it fits before the title (or the trailing items), else
        // "Back", else none.
        guard backShown, case .text(var back) = bar.backLabel.content else { return }
        let limit = (titleSpan?.start ?? trailStart) - gap
        let room = limit - backStart
        if measured(back.string, back.fontSize) > room {
            back.string = measured("Back", back.fontSize) <= room ? "Back" : ""
        }
        if bar.backLabel.content != .text(back) { bar.backLabel.content = .text(back) }
        // A title that fits but is wider than the label's frame widens it, so as not to be cut
        // (the push's slide of the back title starts from the frame, so a frame it fits stays).
        let f = bar.backLabel.frame
        let labelWidth = min(max(0, room), measured(back.string, back.fontSize).rounded(.up) + 1)
        if labelWidth > f.width {
            bar.backLabel.frame = Rect(x: rtl ? f.maxX - labelWidth : f.minX, y: f.minY, width: labelWidth, height: f.height)
        }
    }

    /// The extents, in the bar's coordinates, of what the items in `holder` (a subview of the bar)
    /// draw: a title item's text (its box reaches past it toward the middle), any other item's
    /// frame.
    private func itemExtents(in holder: View) -> [Rect] {
        guard !holder.isHidden else { return [] }
        let origin = holder.frame.origin
        return holder.subviews.map { v in
            let f = v.frame.offsetBy(dx: origin.x, dy: origin.y)
            guard case .text(let t) = v.content else { return f }
            let w = min(f.width, measured(t.string, t.fontSize, t.weight))
            switch t.alignment {
            case .right: return Rect(x: f.maxX - w, y: f.minY, width: w, height: f.height)
            case .center: return Rect(x: f.midX - w / 2, y: f.minY, width: w, height: f.height)
            default: return Rect(x: f.minX, y: f.minY, width: w, height: f.height)
            }
        }
    }
}
