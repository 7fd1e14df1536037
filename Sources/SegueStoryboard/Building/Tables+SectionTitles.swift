import SegueKit

extension Tables {
    /// Section headers above their first rows: grouped tables' small capitals, plain tables' bands.
    static func addHeaders(_ headers: [Header], of content: IB.TableContent, to scroll: View, theme: Theme, sides: EdgeInsets) {
        let width = scroll.bounds.width
        let (left, textWidth) = titleColumn(content, scroll: scroll, theme: theme, sides: sides)
        let grouped = content.style != .plain
        for (title, y) in headers {
            let text = grouped ? title.uppercased() : title
            let h = grouped ? 28.0 : 22
            if !grouped { scroll.addSubview(Draw.box(Rect(x: 0, y: y - h, width: width, height: h), theme.sectionHeaderBackground)) }
            scroll.addSubview(Draw.label(
                text, Rect(x: left, y: y - h, width: textWidth, height: grouped ? h - 6 : h),
                size: grouped ? 13 : 15, weight: grouped ? .regular : .semibold, color: grouped ? theme.secondaryText : theme.label))
        }
    }

    /// Section footers below their last rows (`footerTitle`), as UIKit draws a title footer: in a
    /// grouped table, the footnote's size in the secondary colour, wrapped over as many lines as it
    /// takes, 7 pt below the section; in a plain table, a band like a header's. Right to left they
    /// trade sides with the table's other parts (`RightToLeft`).
    static func addFooters(_ footers: [Header], of content: IB.TableContent, to scroll: View, theme: Theme, sides: EdgeInsets) {
        let (left, textWidth) = titleColumn(content, scroll: scroll, theme: theme, sides: sides)
        for (title, y) in footers {
            guard content.style != .plain else {
                scroll.addSubview(Draw.box(Rect(x: 0, y: y, width: scroll.bounds.width, height: 22), theme.sectionHeaderBackground))
                scroll.addSubview(Draw.label(title, Rect(x: left, y: y, width: textWidth, height: 22), size: 15, color: theme.secondaryText))
                continue
            }
            let lines = max(1, TextMetrics.lineCount(title, size: 13, width: textWidth))
            scroll.addSubview(Draw.label(title, Rect(x: left, y: y + 7, width: textWidth, height: Double(lines) * TextMetrics.lineHeight(13)),
                                         size: 13, color: theme.secondaryText, lines: lines))
        }
    }

    /// How far a title footer reaches below its section's rows: a plain table's band, or a
    /// grouped table's text 7 pt below them over as many lines as it wraps to in its column
    /// (`titleColumn`'s width, as `addFooters` draws it), and 7 pt under it.
    static func footerHeight(_ title: String, style: IB.TableStyle, textWidth: Double) -> Double {
        guard style != .plain else { return 22 }
        let lines = max(1, TextMetrics.lineCount(title, size: 13, width: textWidth))
        return 14 + Double(lines) * TextMetrics.lineHeight(13)
    }

    /// Where section titles are set: the cells' text inset from the table's (or an inset grouped
    /// table's card's) edges, inside the safe area's sides.
    static func titleColumn(_ content: IB.TableContent, scroll: View, theme: Theme, sides: EdgeInsets) -> (left: Double, width: Double) {
        let inset = content.style == .insetGrouped ? theme.cellInset : 0
        return (theme.cellInset + inset + sides.left, scroll.bounds.width - 2 * (theme.cellInset + inset) - sides.left - sides.right)
    }
}
