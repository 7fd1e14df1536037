import SegueKit

extension IB.ViewNode {
    /// The tree as Xcode builds it: a view of fixed frame (`fixedFrame="YES"`) that no constraint
    /// names keeps its frame by its autoresizing mask at run time
    /// (`translatesAutoresizingMaskIntoConstraints` true), whatever the file writes. Interface
    /// Builder's "Autoresizing Mask" layout, for views without constraints; one that constraints
    /// do name is placed by them.
    func buildingFixedFrames() -> IB.ViewNode {
        var named: Set<String> = []
        for n in allNodes() {
            for c in n.constraints {
                named.insert(c.firstItem)
                if let second = c.secondItem { named.insert(second) }
            }
        }
        var copy = self
        copy.freeFixedFrames(except: named)
        return copy
    }

    private mutating func freeFixedFrames(except named: Set<String>) {
        if hasFixedFrame, constraints.isEmpty, !(id.map(named.contains) ?? false) { translatesAutoresizingMaskIntoConstraints = true }
        for i in subviews.indices { subviews[i].freeFixedFrames(except: named) }
        if table != nil {
            for i in table!.prototypes.indices { table!.prototypes[i].freeFixedFrames(except: named) }
            for s in table!.sections.indices {
                for i in table!.sections[s].cells.indices { table!.sections[s].cells[i].freeFixedFrames(except: named) }
            }
        }
        for i in collectionCells.indices { collectionCells[i].freeFixedFrames(except: named) }
    }
}
