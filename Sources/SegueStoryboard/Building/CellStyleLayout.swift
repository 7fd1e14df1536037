import SegueKit

/// Where `UITableViewCell` puts the image and labels of a cell of a built-in style (Basic,
/// Right Detail = Value1, Left Detail = Value2, Subtitle) in a content view of a given width: it
/// lays them out itself whenever the cell is laid out, so they take the width of the text they
/// show (a translation's too) and the cell's width, not the frames Interface Builder stored.
///
/// - the image stays at the leading layout margin, as stored;
/// - the text label starts where it was stored (after the image);
/// - Basic and Subtitle: each label reaches to the trailing margin (Subtitle's two lines alike);
/// - Value1: the text label takes its text's width; the detail label takes its own against
///   the trailing margin (before the accessory), and where the two meet the detail label gives
///   way: UIKit keeps the title whole;
/// - Value2: the text label keeps its fixed-width column (its text aligned to its trailing
///   edge), the detail label fills what is left to the trailing margin.
///
/// The margins are Interface Builder's own: the distances it stored from the content view's
/// edges, which it computed for the same accessory and layout margins. Right to left mirrors the
/// result (`RightToLeft`).
///
/// NB: what could not be confirmed from Apple's documentation (which says only that the styled
/// cells lay their labels out themselves) is the priority in Value1 when both texts are too long:
/// public measurements and answers disagree; here the title stays whole and the value truncates.
/// The gap between the two labels of Value1 is taken as half the layout margin (8 pt at 16 pt);
/// the vertical places and heights are the stored ones, moved only in a row taller than stored.
enum CellStyleLayout {
    /// What the styled `cell` moves its labels by in its content view `content` shown at `size`
    /// (left to right), as a translation's layout gives it (`TranslatedFrames`); nil for a
    /// custom cell.
    ///
    /// NB: not written into the nodes: a label's stored frame stays what its development text is
    /// fitted to (`TranslationFit`). A translation's frames are added to where autoresizing puts
    /// a view, so each is given as the stored frame plus what lies between that and UIKit's.
    static func layout(_ content: IB.ViewNode, of cell: IB.ViewNode, size: Size) -> TranslatedFrames? {
        guard let info = cell.cell, info.style != .custom, let stored = content.frame, let id = content.id else { return nil }
        let width = size.width
        var out: [String: Rect] = [:]
        let textIndex = content.subviews.firstIndex { $0.id != nil && $0.id == info.textLabelID }
        let detailIndex = content.subviews.firstIndex { $0.id != nil && $0.id == info.detailTextLabelID }
        let text = textIndex.flatMap { content.subviews[$0].frame }, detail = detailIndex.flatMap { content.subviews[$0].frame }
        // The trailing margin Interface Builder left: a label laid out to the edge ends there; one
        // sized to its text (some files store them so) says nothing, and the margin is then the
        // leading one, as UIKit's layout margins are the same on both sides.
        let leading = content.subviews.compactMap { $0.frame?.minX }.filter { $0 > 0 }.min() ?? 0
        let margin = min(leading, [text, detail].compactMap { $0.map { stored.width - $0.maxX } }.filter { $0 >= 0 }.min() ?? leading)
        let end = width - margin
        // A row taller than stored (a self-sized one): Basic's title fills the content view's
        // height, the other styles' labels stay centred in it, whatever their autoresizing says.
        // (Files store the content view 43.5 or 44 pt tall in a 44 pt row: half a point is the
        // separator's, no growth.)
        let grow = size.height - stored.height > 1 ? size.height - stored.height : 0
        func place(_ i: Int?, x: Double, width w: Double) {
            let label = i.map { content.subviews[$0] }
            guard let label, let lid = label.id, let f = label.frame else { return }
            let resized = Autoresizing.frame(of: label, from: stored.size, to: size, inCell: true)
            var r = Rect(x: f.minX + x - resized.minX, y: f.minY, width: f.width + max(0, w) - resized.width, height: f.height)
            if grow > 0 {
                let fills = info.style == .default && i == textIndex
                let y = fills ? f.minY : f.minY + grow / 2, h = fills ? f.height + grow : f.height
                r = Rect(x: r.minX, y: f.minY + y - resized.minY, width: r.width, height: f.height + h - resized.height)
            }
            out[lid] = r
        }
        // Every other part (the image, views an app added) keeps its stored frame.
        switch info.style {
        case .value1:
            guard let text, let detail, let t = textIndex, let d = detailIndex else { break }
            let textWidth = min(intrinsicWidth(content.subviews[t]) ?? text.width, max(0, end - text.minX))
            place(t, x: text.minX, width: textWidth)
            let room = max(0, end - (text.minX + textWidth + Self.labelGap))
            let detailWidth = min(intrinsicWidth(content.subviews[d]) ?? detail.width, room)
            place(d, x: end - detailWidth, width: detailWidth)
        case .value2:
            if let detail { place(detailIndex, x: detail.minX, width: end - detail.minX) }
        default:
            for (i, f) in [(textIndex, text), (detailIndex, detail)] { if let f { place(i, x: f.minX, width: end - f.minX) } }
        }
        return TranslatedFrames(frames: out, covered: [id], placedBySuperview: true)
    }

    /// Gives the labels of a built-in style that `content` holds without a stored frame (files of
    /// Xcode 5 and 6 leave them out: the cell places them) the frames Interface Builder shows for
    /// the style in a content view of `content`'s stored size, at the layout margin `margin`:
    /// Basic's title fills the row's height; Subtitle's two lines are centred together; Value1's
    /// title and value are centred, the value against the trailing margin; Value2's title is a
    /// 91 pt column, its value beside it. `layout` then lays them out as any stored frame.
    static func placeUnframedLabels(in content: inout IB.ViewNode, of cell: IB.ViewNode, margin: Double) {
        guard let info = cell.cell, info.style != .custom, let size = content.frame?.size else { return }
        if case .unknown = info.style { return }
        func index(_ id: String?) -> Int? {
            id.flatMap { id in content.subviews.firstIndex { $0.id == id && $0.frame == nil } }
        }
        let t = index(info.textLabelID), d = index(info.detailTextLabelID)
        guard t != nil || d != nil else { return }
        let h = size.height.rounded(.down), end = size.width - margin
        func lineHeight(_ i: Int, default points: Double) -> Double {
            TextMetrics.lineHeight(content.subviews[i].font?.pointSize ?? points)
        }
        func set(_ i: Int?, _ r: Rect) { if let i { content.subviews[i].frame = r } }
        switch info.style {
        case .subtitle:
            let th = t.map { lineHeight($0, default: 17) } ?? 0, dh = d.map { lineHeight($0, default: 12) } ?? 0
            let top = ((h - th - dh) / 2).rounded()
            set(t, Rect(x: margin, y: top, width: end - margin, height: th))
            set(d, Rect(x: margin, y: top + th, width: end - margin, height: dh))
        case .value1, .value2:
            let column = info.style == .value2 ? 91.0 : (end - margin) / 2
            if let t { let th = lineHeight(t, default: 17); set(t, Rect(x: margin, y: ((h - th) / 2).rounded(), width: column, height: th)) }
            if let d {
                let dh = lineHeight(d, default: 17), x = margin + column + (info.style == .value2 ? 6 : 0)
                set(d, Rect(x: x, y: ((h - dh) / 2).rounded(), width: end - x, height: dh))
            }
        default:
            set(t, Rect(x: margin, y: 0, width: end - margin, height: h))
            set(d, Rect(x: margin, y: 0, width: end - margin, height: h))
        }
    }

    /// Between the title and the value of a Value1 cell: half a 16 pt layout margin.
    static let labelGap = 8.0

    /// A label's width for the text it shows (a translation's as `TextLength` scales it), and
    /// never narrower than that text measured in the font it is drawn in here (Interface Builder
    /// sized the stored frame to San Francisco's narrower text, and the cell sizes the label to
    /// its text, whatever the frame), rounded up to whole points as `UILabel`'s intrinsic size is.
    ///
    /// NB: the rounding also keeps the text inside a frame built by adding and subtracting
    /// widths (`subviewFrames`): a width a hair under the text's own would make it drawn smaller.
    private static func intrinsicWidth(_ label: IB.ViewNode) -> Double? {
        let drawn = TextLength.shown(label).map {
            TextMetrics.drawnWidth(String($0.prefix(TextLength.maxCharacters)), size: label.font?.pointSize ?? 17,
                                   weight: label.font?.segueWeight ?? .regular)
        }
        return [TextLength.width(of: label, translated: true), drawn].compactMap { $0 }.max().map { ($0 - 1e-9).rounded(.up) }
    }
}
