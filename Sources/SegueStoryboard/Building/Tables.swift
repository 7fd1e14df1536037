import SegueKit

/// Table and collection views: their cells as Interface Builder laid them out (static tables), or
/// each prototype cell once in document order as Interface Builder shows them (repeated as sample
/// rows on request), with separators, accessories and section headers and footers.
@MainActor
enum Tables {
    /// A row of a table: the cell it draws, its frame across the table, and whether it is the
    /// last of its section.
    struct Row {
        var cell: IB.ViewNode
        var frame: Rect
        var last: Bool
        /// A self-sizing cell's content laid out at the row's height (`SelfSizingCells.fitting`).
        var fitting: TranslatedFrames?
    }

    /// A section header's title and the top of the section's first row; a footer's and the bottom
    /// of its last row.
    typealias Header = (title: String, y: Double)

    static func table(_ node: IB.ViewNode, _ v: View, factory: ViewFactory) {
        let theme = factory.theme
        let content = node.table ?? IB.TableContent()
        let b = v.bounds
        if node.backgroundColor == nil {
            v.backgroundColor = content.style == .plain ? theme.background : theme.groupedBackground
        }
        v.clipsToBounds = true
        // The scrolled content, moved below the bars the table extends under.
        let scroll = View(frame: Rect(x: 0, y: factory.topInset, width: b.width, height: max(0, b.height - factory.topInset)))
        scroll.identifier = "tableContent"
        v.addSubview(scroll)
        let old = node.frame?.size ?? b.size
        var top = 0.0
        for child in node.subviews where child.frame != nil {
            var f = Autoresizing.frame(of: child, from: old, to: b.size)
            // The table places its header at the top of its content and its header and footer
            // across its width, whatever their frames say (a header dragged off the top in
            // Interface Builder is written where it was dropped); their heights are their own.
            if child.key == .tableHeaderView || child.key == .tableFooterView, let own = child.frame {
                f = Rect(x: 0, y: child.key == .tableHeaderView ? 0 : f.minY, width: b.width, height: own.height)
            }
            scroll.addSubview(factory.nested.build(child, frame: f))
            if child.key == .tableHeaderView { top = max(top, f.maxY) }
        }
        if content.isStatic {
            let titleWidth = titleColumn(content, scroll: scroll, theme: theme, sides: factory.sideInsets).width
            let (rows, headers, footers) = staticRows(content, top: top, width: b.width, titleWidth: titleWidth, storedWidth: old.width,
                                                      storedInset: factory.designTopInset, mayBeStale: factory.framesMayBeStale)
            addRows(rows, of: node, to: scroll, factory: factory)
            addHeaders(headers, of: content, to: scroll, theme: theme, sides: factory.sideInsets)
            addFooters(footers, of: content, to: scroll, theme: theme, sides: factory.sideInsets)
        } else if content.prototypes.isEmpty {
            addRows(registeredRows(content, top: top, width: b.width, height: scroll.bounds.height, factory: factory), of: node, to: scroll, factory: factory)
        } else {
            let rows = prototypeRows(content, top: top, width: b.width, height: scroll.bounds.height, content: factory.content)
            addRows(rows, of: node, to: scroll, factory: factory)
        }
    }

    /// A static table's rows where Interface Builder put them, and its section headers and footers.
    /// `titleWidth`: the width footers wrap at (`titleColumn`). `storedWidth`: the table's width in the file, against which rows that size themselves to
    /// their text measure it (`SelfSizingCells`). `storedInset`: the content inset the file's cell frames include (files of Xcode 5 to 7 put
    /// the first row below the bars they simulated), taken off where every row lies below it. `mayBeStale`: the file is of an Xcode
    /// that could leave a row's frame far below its place (`ViewFactory.framesMayBeStale`).
    static func staticRows(_ content: IB.TableContent, top: Double, width: Double, titleWidth: Double, storedWidth: Double? = nil,
                           storedInset: Double = 0, mayBeStale: Bool = false)
        -> (rows: [Row], headers: [Header], footers: [Header]) {
        let content = placingUnlaidCells(content, top: top, width: storedWidth ?? width, titleWidth: titleWidth)
        let cells = content.sections.flatMap(\.cells)
        let lowest = cells.compactMap { $0.frame?.minY }.min() ?? 0
        let shift = storedInset > 0 && lowest >= storedInset ? storedInset : 0
        var rows: [Row] = []
        var headers: [Header] = []
        var footers: [Header] = []
        // What rows that size themselves to their text grew by so far moves everything below.
        var grown = 0.0
        // The bottom of what the sections so far show: their rows, then their footers.
        var end = top
        // The bottom of the footer of a section of no rows just before.
        var belowEmpty: Double?
        // Whether `end` is the bottom of a footer's text rather than of a row.
        var endsAtFooter = false
        for section in content.sections {
            // Where a section of no rows would have started them: a grouped section's gap (a
            // plain one's header band) below what comes before.
            let start = end + (content.style == .plain ? (section.headerTitle == nil ? 0 : 22) : 35)
            // Interface Builder may store the rows after a section of no rows as if its footer
            // took no room; UIKit lays them out below it and their own header.
            if let floor = belowEmpty, let first = section.cells.first?.frame {
                let header: Double = content.style == .plain ? (section.headerTitle == nil ? 0 : 22) : (section.headerTitle == nil ? 18 : 38)
                grown += max(0, floor + header - (first.minY - shift + grown))
            }
            belowEmpty = nil
            // A first row the file stores over the rows before it, or (in an older file) far
            // below where the section's header puts it, is a frame an older layout left behind:
            // UIKit lays the section out below the one before (`rect(forRow:)`).
            if let first = section.cells.first?.frame {
                let stored = first.minY - shift + grown
                let expected = end + sectionTop(section, afterFooterText: endsAtFooter, style: content.style)
                let slack = max(44, (content.sectionHeaderHeight ?? 0) + (content.sectionFooterHeight ?? 0))
                if stored < (rows.last?.frame.maxY ?? top) - 0.5 || (mayBeStale && stored > expected + slack) { grown += expected - stored }
            }
            if let title = section.headerTitle, let first = section.cells.first?.frame {
                headers.append((title, first.minY - shift + grown))
            } else if let title = section.headerTitle, section.cells.isEmpty {
                headers.append((title, start))
            }
            for (i, cell) in section.cells.enumerated() {
                let f = cell.frame?.offsetBy(dx: 0, dy: -shift) ?? Rect(x: 0, y: top, width: width, height: 44)
                // A section's rows follow one another with no gap and no overlap, as UIKit lays
                // them out, where the file stores one elsewhere (a row moved in an older Xcode).
                if i > 0, let above = rows.last?.frame.maxY, abs(f.minY + grown - above) > 0.5 { grown = above - f.minY }
                let fitted = SelfSizingCells.fitting(cell, table: content)
                let height = fitted?.height
                    ?? SelfSizingCells.height(of: cell, table: content, widthChange: width - (storedWidth ?? width)) ?? f.height
                rows.append(Row(cell: cell, frame: Rect(x: 0, y: f.minY + grown, width: width, height: height),
                                last: i == section.cells.count - 1, fitting: fitted?.frames))
                grown += height - f.height
            }
            if let title = section.footerTitle, !title.isEmpty, section.cells.isEmpty || section.cells.last?.frame != nil {
                if let last = section.cells.last?.frame {
                    footers.append((title, last.maxY - shift + grown))
                } else {
                    // A section of no rows still shows its header and footer (an app's
                    // explanatory text at the top of a grouped table), the footer's text where
                    // the rows would have started.
                    footers.append((title, start - (content.style == .plain ? 0 : 7)))
                }
                // What follows starts below the footer's text.
                end = footers[footers.count - 1].y + footerHeight(title, style: content.style, textWidth: titleWidth)
                endsAtFooter = true
                if section.cells.isEmpty { belowEmpty = end }
            } else if let last = rows.last, !section.cells.isEmpty {
                end = last.frame.maxY
                endsAtFooter = false
            }
        }
        return (rows, headers, footers)
    }

    /// How far below what comes before (the table's top, a section's last row or its footer's
    /// text) a section's first row starts: a grouped section's gap and header band, taller with a
    /// title; a plain section's header, where it has a title.
    /// The static cells Xcode 6 and 7 stored without a frame, placed as UIKit lays a table out:
    /// each section below the one before (its header's band, the footer's text above), its rows
    /// one after another at their row height (the cell's, else the table's, else 44 pt).
    static func placingUnlaidCells(_ content: IB.TableContent, top: Double, width: Double, titleWidth: Double) -> IB.TableContent {
        guard content.sections.contains(where: { $0.cells.contains { $0.frame == nil } }) else { return content }
        var placed = content
        var end = top
        var afterFooter = false
        let tableRow = content.rowHeight.flatMap { $0 > 0 ? $0 : nil } ?? 44
        for s in placed.sections.indices {
            var bottom: Double?
            for i in placed.sections[s].cells.indices {
                var cell = placed.sections[s].cells[i]
                if cell.frame == nil {
                    let y = bottom ?? end + sectionTop(placed.sections[s], afterFooterText: afterFooter, style: content.style)
                    let height = cell.cell?.rowHeight.flatMap { $0 > 0 ? $0 : nil } ?? tableRow
                    cell.frame = Rect(x: 0, y: y, width: width, height: height)
                    placed.sections[s].cells[i] = cell
                }
                bottom = cell.frame?.maxY
            }
            if let title = placed.sections[s].footerTitle, !title.isEmpty {
                end = (bottom ?? end + sectionTop(placed.sections[s], afterFooterText: afterFooter, style: content.style))
                    + footerHeight(title, style: content.style, textWidth: titleWidth)
                afterFooter = true
            } else if let bottom {
                end = bottom
                afterFooter = false
            }
        }
        return placed
    }

    static func sectionTop(_ section: IB.TableSection, afterFooterText: Bool, style: IB.TableStyle) -> Double {
        let titled = section.headerTitle.map { !$0.isEmpty } ?? false
        if style == .plain { return titled ? 22 : 0 }
        return (afterFooterText ? 0 : 17.33) + (titled ? 38 : 18)
    }

    /// The rows of a prototype table: each prototype `sampleRows` times, in document order. Once
    /// each (the default) is what Interface Builder shows; repeated, they are sample rows (what
    /// the app shows with data), noted as such.
    static func prototypeRows(_ table: IB.TableContent, top: Double, width: Double, height: Double, content: CodeContent) -> [Row] {
        let repeats = content.sampleRows
        let cells = table.prototypes.map { registeredCell($0, element: .tableViewCell, content: content, repeats: repeats) }
        return rows(of: cells, table: table, top: top, width: width, height: height, repeats: repeats)
    }

    /// The rows of a table with no prototypes, whose controller registers its cells from xibs in
    /// code: each registered cell `sampleRows` times (once by default), in the order registered.
    /// How many rows the app shows depends on its data, so every one is noted as a sample row.
    static func registeredRows(_ table: IB.TableContent, top: Double, width: Double, height: Double, factory: ViewFactory) -> [Row] {
        let content = factory.content
        let (registered, source) = content.xibs.registered(by: factory.controllerClass, element: .tableViewCell)
        let repeats = content.sampleRows
        for (cell, xib) in registered {
            content.note(.sampleRows, cellName(cell), "\(rowCount(repeats)) of the cell of \(xib), registered in \(source)", marker: cell.id ?? "")
        }
        return rows(of: registered.map { $0.cell }, table: table, top: top, width: width, height: height, repeats: repeats)
    }

    /// `cells` down the table to its bottom, each `repeats` times. Once each, they are one
    /// section (as Interface Builder shows prototypes); repeated, each cell's rows are a section.
    static func rows(of cells: [IB.ViewNode], table: IB.TableContent, top: Double, width: Double, height: Double, repeats: Int) -> [Row] {
        var rows: [Row] = []
        var y = top + (table.style == .plain ? 0 : 35)
        for (k, cell) in cells.enumerated() {
            let fitted = SelfSizingCells.fitting(cell, table: table)
            let h = fitted?.height ?? rowHeight(cell, table: table)
            for i in 0..<repeats where y < height {
                rows.append(Row(cell: cell, frame: Rect(x: 0, y: y, width: width, height: h),
                                last: table.style != .plain && (repeats == 1 ? k == cells.count - 1 : i == repeats - 1),
                                fitting: fitted?.frames))
                y += h
            }
        }
        return rows
    }

    /// What a prototype cell or an unused identifier is called in notes: its reuse identifier,
    /// else its class, else its id.
    static func cellName(_ cell: IB.ViewNode) -> String {
        cell.cell?.reuseIdentifier ?? cell.customClass ?? cell.id ?? "cell"
    }

    /// The cell the app registers for a prototype: the project's xib named after the prototype's
    /// class or reuse identifier, when the storyboard's prototype is left empty (its content is in
    /// the xib); else the prototype itself. Noted when it is not what Interface Builder shows:
    /// a xib's cell, or a prototype repeated as sample rows.
    static func registeredCell(
        _ prototype: IB.ViewNode, element: IB.ViewElement, content: CodeContent, repeats: Int, unit: String = "row"
    ) -> IB.ViewNode {
        let empty = prototype.subviews.allSatisfy { $0.key == .contentView && $0.subviews.isEmpty }
        guard empty, let found = content.xibs.cell(named: [prototype.customClass, prototype.cell?.reuseIdentifier], element: element) else {
            if repeats > 1 {
                content.note(.sampleRows, cellName(prototype), "\(rowCount(repeats, unit)) of the prototype cell", marker: prototype.id ?? "")
            }
            return prototype
        }
        content.note(.sampleRows, cellName(prototype), "\(rowCount(repeats, unit)) of the cell of \(found.xib) (the app registers it in code)",
                     marker: found.cell.id ?? "")
        return found.cell
    }

    /// `1 sample row`, `3 sample rows`.
    static func rowCount(_ n: Int, _ unit: String = "row") -> String { "\(n) sample \(unit)\(n == 1 ? "" : "s")" }

    /// The rows' cells with their separators; an inset grouped table's sections are rounded cards.
    /// Within the safe area's sides (`ViewFactory.sideInsets`): a cell's background spans the
    /// row, its content and separator stay inside; an inset grouped table's cards lie inside.
    static func addRows(_ rows: [Row], of node: IB.ViewNode, to scroll: View, factory: ViewFactory) {
        let theme = factory.theme
        let content = node.table ?? IB.TableContent()
        let separatorColor = node.colors[.separatorColor] ?? theme.separator
        let inset = content.style == .insetGrouped ? theme.cellInset : 0
        let safe = factory.sideInsets
        // The cards of an inset grouped table already lie inside the safe area: their content is not inset again.
        let sides = inset > 0 ? EdgeInsets() : safe
        // A cell from a xib is no node of the scene, whose right-to-left pass mirrors the table's
        // own cells: it is mirrored here, with its own nodes.
        let own = Set((content.prototypes + content.sections.flatMap(\.cells)).compactMap(\.id))
        for (k, row) in rows.enumerated() {
            var frame = row.frame
            if inset > 0 { frame = Rect(x: safe.left + inset, y: frame.minY, width: frame.width - safe.left - safe.right - 2 * inset, height: frame.height) }
            let node = own.contains(row.cell.id ?? "") ? row.cell : factory.presented(row.cell)
            let cell = self.cell(node, frame: frame, factory: factory, grouped: content.style != .plain, sides: sides, fitting: row.fitting)
            if theme.isRightToLeft, let id = row.cell.id, !own.contains(id) { RightToLeft.mirror(cell, node: row.cell) }
            if inset > 0 {
                let first = k == 0 || rows[k - 1].last
                cell.cornerRadius = (first || row.last) ? 10 : 0
                cell.maskedCorners = first && row.last ? .all : (first ? .top : [.bottomLeft, .bottomRight])
                cell.clipsToBounds = true
            }
            scroll.addSubview(cell)
            if content.drawsSeparators && !(row.last && inset > 0) {
                var x = row.last && content.style == .grouped ? 0 : frame.minX + sides.left + theme.cellInset, end = frame.maxX
                // A grouped section's last separator closes the section, full width, whatever the table's inset.
                let tables = row.last && content.style == .grouped ? nil : content.separatorInset
                if let own = row.cell.cell?.separatorInset ?? tables {
                    x = frame.minX + sides.left + own.left
                    end = frame.maxX - own.right
                }
                if end - x > 0 { scroll.addSubview(Draw.box(Rect(x: x, y: frame.maxY - 0.5, width: end - x, height: 0.5), separatorColor)) }
            }
        }
    }

    static func rowHeight(_ cell: IB.ViewNode, table: IB.TableContent) -> Double {
        if let h = cell.cell?.rowHeight, h > 0 { return h }
        if let h = cell.frame?.height, h > 0 { return h }
        if let h = table.rowHeight, h > 0 { return h }
        return 44
    }

    /// One row: the cell's background, its content view as written (stretched to the row less
    /// the safe area's `sides`), its accessory. `fitting`: a self-sizing cell's content laid out
    /// at the row's height.
    static func cell(_ node: IB.ViewNode, frame: Rect, factory: ViewFactory, grouped: Bool = false, sides: EdgeInsets = EdgeInsets(),
                     fitting: TranslatedFrames? = nil) -> View {
        let theme = factory.theme
        let v = View(frame: frame)
        factory.applyCommon(node, to: v)
        if node.backgroundColor == nil { v.backgroundColor = grouped ? theme.groupedCellBackground : theme.background }
        v.clipsToBounds = true
        // An accessory view takes the place of the accessory type's glyph (UIKit's
        // `accessoryView`), wherever Interface Builder keeps it: out of the cell's content.
        let accessoryView = node.cell?.accessoryViewID.flatMap { id in node.node(withID: id) ?? factory.detachedViews[id] }
        let accessory = accessoryView == nil ? node.cell?.accessoryType ?? IB.CellAccessoryType.none : .none
        let accessorySize = accessoryView?.frame?.size ?? .zero
        let old = node.frame?.size ?? frame.size
        // Xcode 6 wrote prototype cells and their content views without frames: UIKit sizes both
        // to the row, so a content view without one is laid out as one that fills the cell.
        for var child in node.subviews where child.frame != nil || child.key == .contentView {
            if child.frame == nil { child.frame = Rect(old) }
            if child.key == .contentView { CellStyleLayout.placeUnframedLabels(in: &child, of: node, margin: theme.cellInset) }
            if let id = accessoryView?.id { child.subviews.removeAll { $0.id == id } }
            var f = Autoresizing.frame(of: child, from: old, to: frame.size, inCell: true)
            var nested = factory.nested
            if child.key == .contentView {
                // UIKit sizes the content view: the whole row less the accessory and the safe
                // area's sides. A content view stored away from the cell's edge was inset by the
                // canvas's own safe area (a file saved in landscape on a notched phone), which
                // the screen drawn on replaces: it is not added again.
                let own = accessoryView == nil ? 0 : accessorySize.width + theme.cellInset + 8
                let reserved = accessoryWidth(accessory) + own + sides.left + sides.right
                f = Rect(x: sides.left, y: 0, width: max(0, frame.width - reserved), height: frame.height - 0.5)
                // A cell of a built-in style lays its labels out itself, for this width and their text.
                if let styled = CellStyleLayout.layout(child, of: node, size: f.size) { nested.translation = styled } else if let fitting {
                    nested.translation = fitting
                }
            }
            v.addSubview(nested.build(child, frame: f, inCell: true))
        }
        addAccessory(accessory, to: v, theme: theme, tint: node.tintColor ?? theme.tint, right: v.bounds.width - sides.right - theme.cellInset)
        if let accessoryView, accessorySize.width > 0, accessorySize.height > 0 {
            // At the trailing margin, centred on the row, in a holder of no id that the
            // right-to-left pass moves to the leading side as it moves the accessory glyphs.
            let x = v.bounds.width - sides.right - theme.cellInset - accessorySize.width
            let holder = View(frame: Rect(x: x, y: ((frame.height - 0.5) - accessorySize.height) / 2, width: accessorySize.width,
                                          height: accessorySize.height))
            holder.addSubview(factory.nested.build(accessoryView, frame: Rect(accessorySize), inCell: true))
            v.addSubview(holder)
        }
        return v
    }

    static func accessoryWidth(_ type: IB.CellAccessoryType) -> Double {
        switch type {
        case .disclosureIndicator: 33
        case .checkmark: 39
        case .detailButton: 47
        case .detailDisclosureButton: 67
        default: 0
        }
    }

    /// The accessory, its right edge at `right`.
    static func addAccessory(_ type: IB.CellAccessoryType, to v: View, theme: Theme, tint: Color, right: Double) {
        let b = v.bounds
        switch type {
        case .disclosureIndicator:
            v.addSubview(Draw.chevron(Rect(x: right - 8, y: b.midY - 6.5, width: 8, height: 13), color: theme.chevron))
        case .checkmark:
            v.addSubview(Draw.checkmark(Rect(x: right - 14, y: b.midY - 6, width: 14, height: 12), color: tint))
        case .detailButton:
            v.addSubview(Draw.infoCircle(Rect(x: right - 22, y: b.midY - 11, width: 22, height: 22), color: tint))
        case .detailDisclosureButton:
            v.addSubview(Draw.chevron(Rect(x: right - 8, y: b.midY - 6.5, width: 8, height: 13), color: theme.chevron))
            v.addSubview(Draw.infoCircle(Rect(x: right - 8 - 12 - 22, y: b.midY - 11, width: 22, height: 22), color: tint))
        default:
            break
        }
    }
}
