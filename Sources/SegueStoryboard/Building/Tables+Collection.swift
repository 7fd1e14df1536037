import SegueKit

/// Collection views: each prototype cell where Interface Builder laid it out, or a grid of sample
/// lines of a single prototype.
extension Tables {
    /// A collection view: each prototype cell once where Interface Builder put it; with sample
    /// rows, a single prototype fills that many lines of a grid, as a data source with items
    /// would.
    static func collection(_ node: IB.ViewNode, _ v: View, factory: ViewFactory) {
        let b = v.bounds
        v.clipsToBounds = true
        let scroll = View(frame: Rect(x: 0, y: factory.topInset, width: b.width, height: max(0, b.height - factory.topInset)))
        scroll.identifier = "collectionContent"
        v.addSubview(scroll)
        let old = node.frame?.size ?? b.size
        let prototypes = node.collectionCells.filter { $0.frame != nil }
        let unlaid = unlaidPlaces(node, prototypes: prototypes, in: scroll.bounds.size)
        let lift = unlaid == nil ? flowLayoutLift(node, prototypes: prototypes) : 0
        let places = unlaid ?? prototypes.map { $0.frame!.offsetBy(dx: 0, dy: -lift) }
        for child in node.subviews where child.frame != nil {
            var f = Autoresizing.frame(of: child, from: old, to: b.size)
            if isSupplementary(child) { f = f.offsetBy(dx: 0, dy: -lift) }
            scroll.addSubview(factory.nested.build(child, frame: f))
        }
        let content = factory.content
        if prototypes.isEmpty {
            registeredItems(node, in: scroll, factory: factory)
            return
        }
        // Sample lines of a grid are drawn for a single prototype only: several keep their places.
        let lines = prototypes.count == 1 ? content.sampleRows : 1
        var cells = prototypes.map {
            registeredCell($0, element: .collectionViewCell, content: content, repeats: lines, unit: lines > 1 ? "line" : "item")
        }
        // An unlaid cell was designed at the item size (its content view's frame): it is built
        // from that size, not from the 50 × 50 stored for it.
        if unlaid != nil {
            for i in cells.indices where cells[i].id == prototypes[i].id && i < places.count { cells[i].frame = places[i] }
        }
        if lines > 1, let f = places.first, f.width > 0, f.height > 0 {
            for frame in grid(f, lines: lines, horizontal: node.scrollDirection == .horizontal, in: Size(width: b.width, height: scroll.bounds.height)) {
                scroll.addSubview(item(cells[0], at: frame, in: scroll, factory: factory, fromXib: cells[0].id != prototypes[0].id))
            }
        } else {
            for ((prototype, cell), place) in zip(zip(prototypes, cells), places) {
                scroll.addSubview(item(cell, at: place, in: scroll, factory: factory, fromXib: cell.id != prototype.id))
            }
        }
    }

    /// How far above their stored place a flow layout's items and section header and footer are
    /// drawn: a flow layout starts its first line at its section inset's top, below a section
    /// header at the top of the content, wherever the file stores them (files of Xcode 5 to 7
    /// store them below the bars Interface Builder simulated, which UIKit's content inset adds
    /// again). 0 for another layout, whose items keep their places, and where the file already
    /// starts them there.
    static func flowLayoutLift(_ node: IB.ViewNode, prototypes: [IB.ViewNode]) -> Double {
        guard let layout = node.flowLayout else { return 0 }
        let headers = node.subviews.filter(isSupplementary)
        let tops = (prototypes + headers).compactMap { $0.frame?.minY }
        guard let stored = tops.min() else { return 0 }
        let first = headers.isEmpty ? layout.sectionInset.top : 0
        return max(0, stored - first)
    }

    /// Where Interface Builder's canvas lays out a flow layout's prototypes that the file stores
    /// unlaid: Xcode 6 and 7 wrote every cell at 50 × 50 at the origin, whatever the layout's
    /// item size (the cells overlap), and UIKit sizes cells by the layout. Each at the item size,
    /// in order, lines from the section inset; nil where the stored frames are the layout.
    static func unlaidPlaces(_ node: IB.ViewNode, prototypes: [IB.ViewNode], in bounds: Size) -> [Rect]? {
        let unlaid = Rect(x: 0, y: 0, width: 50, height: 50)
        guard let layout = node.flowLayout, !layout.sizesItemsAutomatically, let size = layout.itemSize, size.width > 0, size.height > 0,
              size != unlaid.size, prototypes.contains(where: { $0.frame == unlaid })
        else { return nil }
        return FlowLayoutFrames.frames(prototypes.map { _ in size }, layout: layout, in: bounds, horizontal: node.scrollDirection == .horizontal,
                                       justified: false)
    }

    /// A collection view's section header or footer (a reusable view the layout places).
    static func isSupplementary(_ node: IB.ViewNode) -> Bool {
        if case .unknown(let key) = node.key { return key == "sectionHeaderView" || key == "sectionFooterView" }
        return false
    }

    /// One item of a flow layout at `frame`, as laid out left to right. Right to left,
    /// `UICollectionViewFlowLayout` fills its lines from the right
    /// (`flipsHorizontallyInOppositeLayoutDirection`): the frame is mirrored in the content. A cell
    /// from a xib is no node of the scene, whose right-to-left pass mirrors the storyboard's own
    /// cells' insides: it is mirrored here, with its own nodes.
    static func item(_ written: IB.ViewNode, at frame: Rect, in scroll: View, factory: ViewFactory, fromXib: Bool) -> View {
        // The scene's own cells were raised with it; a xib's are raised here.
        let cell = fromXib ? factory.presented(written) : written
        guard factory.theme.isRightToLeft else { return factory.nested.build(cell, frame: frame, inCell: true) }
        let mirrored = Rect(x: scroll.bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        let v = factory.nested.build(cell, frame: mirrored, inCell: true)
        if fromXib { RightToLeft.mirror(v, node: cell) }
        return v
    }

    /// Frames of a flow layout's items of `first`'s size, from `first`, 10 pt apart, in `lines`
    /// lines (rows, or columns when scrolling sideways), within `bounds`.
    static func grid(_ first: Rect, lines: Int, horizontal: Bool, in bounds: Size) -> [Rect] {
        let gap = 10.0
        var frames: [Rect] = []
        var (x, y, line) = (first.minX, first.minY, 1)
        // NB: the count bounds the work whatever the sizes: 50 lines of items a point wide.
        while frames.count < 2_000 {
            frames.append(Rect(x: x, y: y, width: first.width, height: first.height))
            if horizontal {
                y += first.height + gap
                if y + first.height > bounds.height { (x, y, line) = (x + first.width + gap, first.minY, line + 1) }
                if x > bounds.width || line > lines { break }
            } else {
                x += first.width + gap
                if x + first.width > bounds.width { (x, y, line) = (first.minX, y + first.height + gap, line + 1) }
                if y > bounds.height || line > lines { break }
            }
        }
        return frames
    }

    /// The items of a collection view with no prototypes, whose controller registers its cells
    /// from xibs in code: each registered cell, in the order registered, filling `sampleRows`
    /// lines (one by default) of the view's flow layout. How many items the app shows depends on
    /// its data, so every cell is noted as sample items.
    static func registeredItems(_ node: IB.ViewNode, in scroll: View, factory: ViewFactory) {
        let content = factory.content
        let (registered, source) = content.xibs.registered(by: factory.controllerClass, element: .collectionViewCell)
        guard !registered.isEmpty else { return }
        let layout = node.flowLayout ?? IB.FlowLayout()
        let horizontal = node.scrollDirection == .horizontal
        let bounds = scroll.bounds.size
        var items: [(cell: IB.ViewNode, size: Size)] = []
        for (cell, xib) in registered {
            let own = cell.frame?.size ?? Size(width: 50, height: 50)
            let size = layout.sizesItemsAutomatically ? own : (layout.itemSize ?? own)
            guard size.width > 0, size.height > 0 else { continue }
            let perLine = FlowLayoutFrames.itemsPerLine(size, layout: layout, in: bounds, horizontal: horizontal)
            items += Array(repeating: (cell, size), count: min(perLine * content.sampleRows, FlowLayoutFrames.maxItems - items.count))
            content.note(.sampleRows, cellName(cell), "\(rowCount(content.sampleRows, "line")) of the cell of \(xib), registered in \(source)",
                         marker: cell.id ?? "")
        }
        let frames = FlowLayoutFrames.frames(items.map(\.size), layout: layout, in: bounds, horizontal: horizontal)
        for (entry, frame) in zip(items, frames) {
            scroll.addSubview(item(entry.cell, at: frame, in: scroll, factory: factory, fromXib: true))
        }
    }
}
