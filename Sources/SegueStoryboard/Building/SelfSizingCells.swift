import SegueKit

/// Rows that size themselves to their text: a table whose `rowHeight` is automatic (Interface
/// Builder writes `rowHeight="-1"`, `UITableView.automaticDimension`) gives a cell of a built-in
/// style whose title may take several lines (`numberOfLines` 0 or more than 1) the height its
/// text needs, as UIKit's self-sizing cells do; Interface Builder stores the canvas's 44 pt.
/// A cell with its own row height keeps it. The title's label, laid out by the cell to its
/// content view, takes the row's new height.
///
/// A cell of custom content in such a table (`fitting`) takes the height its content view's
/// constraints give it from its content, as `systemLayoutSizeFitting` does at the row's width:
/// labels as tall as their text (`TextLength.fittingHeight`), stack views as tall as what they
/// arrange, other views as stored, and the content view as tall as the constraints from its
/// subviews to its top and bottom make it. Its subviews are laid out again at that height.
///
/// NB: the title's lines are counted at the width its label has in the row, with the stand-in
/// font's advances, between UIKit's 11 pt top and bottom margins of a cell's text. Rows only
/// grow: where what Interface Builder stored is taller than what is measured here, the stored
/// height (which San Francisco's metrics gave) is kept. Custom content is fitted on the vertical
/// axis only, at its stored widths.
enum SelfSizingCells {
    static let verticalMargin = 11.0

    /// The height `cell` takes in a table `widthChange` wider than Interface Builder laid it out
    /// at, or nil where it keeps its stored height.
    static func height(of cell: IB.ViewNode, table: IB.TableContent, widthChange: Double) -> Double? {
        guard let automatic = table.rowHeight, automatic < 0, let info = cell.cell, info.style != .custom,
              (info.rowHeight ?? 0) <= 0, let stored = cell.frame,
              let label = info.textLabelID.flatMap({ cell.node(withID: $0) }), let frame = label.frame,
              let limit = label.numberOfLines, limit != 1, let text = label.text, !text.isEmpty
        else { return nil }
        let size = label.font?.pointSize ?? 17
        let bold = label.font.map { $0.segueWeight == .bold || $0.segueWeight == .semibold } ?? false
        let labelWidth = max(1, frame.width + widthChange)
        var lines = TextMetrics.lineCount(String(text.prefix(TextLength.maxCharacters)), size: size, width: labelWidth, bold: bold)
        if limit > 0 { lines = min(lines, limit) }
        // Line breaks are no characters of a face: the lines' height is their words'.
        let words = String(text.prefix(TextLength.maxCharacters).map { $0.isNewline ? " " : $0 })
        let needed = (Double(lines) * TextMetrics.lineHeight(words, size: size, bold: bold) + 2 * verticalMargin).rounded(.up)
        return needed > stored.height ? needed : nil
    }

    /// A row of custom content fitted to it: its height and where its content's views go.
    struct Fitted {
        var height: Double
        /// The views of the cell's content laid out at that height, as a layout in place of the
        /// stored frames (`TranslatedFrames`).
        var frames: TranslatedFrames
    }

    /// The row a cell of custom content takes in a table of automatic row heights, where its
    /// constraints make it taller than stored; nil where the cell keeps its height (a height of
    /// its own, a built-in style, content whose constraints do not decide the height).
    /// A translation's layout of the content (`ContentRelayout`) is kept, its widths being where
    /// the text wraps.
    static func fitting(_ cell: IB.ViewNode, table: IB.TableContent) -> Fitted? {
        guard let automatic = table.rowHeight, automatic < 0, let info = cell.cell, info.style == .custom,
              (info.rowHeight ?? 0) <= 0, let stored = cell.frame,
              let content = cell.subviews.first(where: { $0.key == .contentView }), let id = content.id,
              let box = content.frame, !content.subviews.isEmpty
        else { return nil }
        var pass = RelayoutPass(horizontal: false, translated: true, levels: RelayoutLevels(top: nil, safeArea: nil))
        pass.fitting = true
        let translation = ContentRelayout.layout(of: content)
        let moved = translation.frames
        for (k, r) in moved { pass.widths[k] = r.width }
        guard let height = pass.fittedLength(of: content), height > box.height + 0.5 else { return nil }
        var frames = moved
        var covered = translation.covered
        frames[id] = Rect(x: box.minX, y: box.minY, width: moved[id]?.width ?? box.width, height: height)
        func walk(_ node: IB.ViewNode, length: Double, depth: Int) {
            guard depth < ContentRelayout.maxDepth, let nid = node.id, !node.subviews.isEmpty else { return }
            covered.insert(nid)
            let axes = pass.arrange(node, length: length, depth: depth)
            for child in node.subviews {
                guard let cid = child.id, let f = child.frame else { continue }
                var placed = moved[cid] ?? f
                if let a = axes[cid], let minY = a.min, let l = a.length, l >= 0 {
                    placed.origin.y = minY
                    placed.size.height = l
                    frames[cid] = placed
                }
                walk(child, length: placed.height, depth: depth + 1)
            }
        }
        walk(content, length: height, depth: 0)
        return Fitted(height: height + max(0, stored.height - box.height), frames: TranslatedFrames(frames: frames, covered: covered))
    }
}
