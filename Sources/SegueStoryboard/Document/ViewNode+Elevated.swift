import SegueKit

extension IB.ViewNode {
    /// This view and every view below it (subviews, table and collection cells) as they look
    /// presented at the elevated level: each colour with an elevated value takes it.
    public func elevated() -> IB.ViewNode {
        var n = self
        n.colors.merge(elevatedColors) { _, raised in raised }
        for key in n.barLook.appearances.keys {
            if let raised = n.barLook.appearances[key]?.elevatedBackgroundColor { n.barLook.appearances[key]?.backgroundColor = raised }
        }
        n.subviews = subviews.map { $0.elevated() }
        if var table = n.table {
            table.prototypes = table.prototypes.map { $0.elevated() }
            for i in table.sections.indices { table.sections[i].cells = table.sections[i].cells.map { $0.elevated() } }
            n.table = table
        }
        n.collectionCells = collectionCells.map { $0.elevated() }
        return n
    }
}
