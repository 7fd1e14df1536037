import SegueKit

extension Bars {
    /// A search bar: its background (none where minimal), the rounded field with the glass and
    /// the text or placeholder, and, where it shows them, its Cancel button and scope bar.
    static func searchBar(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        // UISearchBar.Style.minimal: "no background, and the search field is translucent".
        if node.backgroundColor == nil && !node.isMinimalSearchBar { v.backgroundColor = node.colors[.barTintColor] ?? theme.background }
        // The scope bar, a segmented control of the scope titles (the first selected), takes the
        // bar's bottom 44 points; the field is centred in the row above it.
        let scope = node.showsScopeBar && node.scopeButtonTitles.count >= 2 && b.height >= 80
        let row = scope ? b.height - 44 : b.height
        if scope {
            var segments = node
            segments.segments = node.scopeButtonTitles.map { IB.Segment(title: $0) }
            segments.selectedSegmentIndex = 0
            segments.colors[.backgroundColor] = nil
            let control = View(frame: Rect(x: 8, y: row + 4, width: b.width - 16, height: 32))
            control.identifier = "scopeBar"
            Controls.segmented(segments, control, theme)
            v.addSubview(control)
        }
        let h = min(row - 8, 36)
        // Right to left the glass leads at the right and the text runs from it, and the Cancel
        // button (UIKit's word, in the system's translation) is at the left.
        let rightToLeft = theme.isRightToLeft(node)
        var cancelRoom = 0.0
        if node.showsCancelButton, let word = SystemItemTitles.title(of: .cancel, language: theme.language) {
            let width = min(TextMetrics.width(word, size: 17), b.width / 3)
            cancelRoom = width + 8
            let frame = Rect(x: rightToLeft ? 8 : b.width - 8 - width, y: 0, width: width, height: row)
            let cancel = Draw.label(word, frame, size: 17, color: node.tintColor ?? theme.tint, alignment: .center)
            cancel.identifier = "searchCancelButton"
            v.addSubview(cancel)
        }
        let field = Draw.box(Rect(x: rightToLeft ? 8 + cancelRoom : 8, y: row / 2 - h / 2, width: max(0, b.width - 16 - cancelRoom), height: h),
                             theme.searchFieldFill, radius: 10)
        field.identifier = "searchField"
        let fieldWidth = field.bounds.width
        let glass = View(frame: Rect(x: rightToLeft ? fieldWidth - 22 : 8, y: h / 2 - 7, width: 14, height: 14))
        glass.content = .shape(ShapeContent(
            elements: [.ellipse(Rect(x: 0, y: 0, width: 0.7, height: 0.7)), .move(Point(x: 0.6, y: 0.6)), .line(Point(x: 0.95, y: 0.95))],
            stroke: theme.searchFieldGlyph, lineWidth: 1.6))
        field.addSubview(glass)
        let text = node.text ?? ""
        let label = Draw.label(text.isEmpty ? (node.placeholder ?? "Search") : text, Rect(x: rightToLeft ? 8 : 28, y: 0, width: fieldWidth - 36, height: h),
                               size: 17, color: text.isEmpty ? theme.searchFieldGlyph : theme.label,
                               alignment: rightToLeft ? .right : .left)
        if rightToLeft { RightToLeft.flipText(label, natural: false) }
        field.addSubview(label)
        v.addSubview(field)
    }
}
