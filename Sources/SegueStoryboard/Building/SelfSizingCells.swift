import SegueKit

/// Rows that size themselves to their text: a table whose `rowHeight` is automatic (Interface
/// Builder writes `rowHeight="-1"`, `UITableView.automaticDimension`) gives a cell of a built-in
/// style whose title may take several lines (`numberOfLines` 0 or more than 1) the height its
/// text needs, as UIKit's self-sizing cells do; Interface Builder stores the canvas's 44 pt.
/// A cell with its own row height keeps it. The title's label, laid out by the cell to its
/// content view, takes the row's new height.
///
/// NB: the title's lines are counted at the width its label has in the row, with the stand-in
/// font's advances, between UIKit's 11 pt top and bottom margins of a cell's text.
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
}
