import Foundation
import SegueKit

/// The split view controller of another storyboard whose primary column is a scene of this one,
/// through a storyboard reference: `Main.storyboard`'s split view shows `Organizer.storyboard` as
/// its master. Rendered from `Organizer.storyboard` alone, its showDetail segues had no split view
/// around them and were presented as sheets; in the app a collapsed split view (an iPhone) pushes
/// the detail, and an iPad shows it in the secondary column.
///
/// The split view controller comes across with its look: its primary column is this storyboard's
/// scene, its secondary a reference to the other storyboard's detail (resolved with the other
/// references brought across, `parentPrefix`), or nothing where the detail cannot be named.
///
/// NB: only files that name the storyboard (`storyboardName="Organizer"`, a byte search before
/// any parsing) are read, at most `maxFiles` of them; the first split view found is used.
struct SplitsThroughReferences {
    let locator: StoryboardLocator
    var maxFiles = 64

    /// `document` with the scene another storyboard's split view controller shows as its primary
    /// column put in a copy of that controller; unchanged when none does, or when the scene is in
    /// a split view already.
    func hosting(_ document: IB.Document, limits: ReadingLimits = .default) -> IB.Document {
        for other in locator.storyboardsReferencingThis(limits: limits, maxFiles: maxFiles) {
            for split in other.scenes.map(\.controller) where split.kind == .splitViewController {
                if let hosted = Self.host(document, stem: locator.storyboardStem, in: split, of: other) { return hosted }
            }
        }
        return document
    }

    /// `document` with its scene that `split` (of `other`) shows as its primary column through a
    /// reference to `stem` put in a copy of `split`; nil when `split` shows none of it there, or
    /// the scene is in a split view already.
    static func host(_ document: IB.Document, stem: String, in split: IB.Controller, of other: IB.Document) -> IB.Document? {
        guard let primaryID = split.relationshipDestinations(.masterViewController).first,
              let primary = other.controller(withID: primaryID), case .placeholder(stem?, let identifier) = primary.kind,
              let target = identifier.map({ ref in document.scenes.first { $0.controller.storyboardIdentifier == ref }?.controller.id })
                ?? document.initialViewControllerID,
              document.controller(withID: target) != nil,
              !document.scenes.contains(where: { $0.controller.kind == .splitViewController })
        else { return nil }
        var doc = document
        let prefix = TabsThroughReferences.parentPrefix
        let containerID = prefix + split.id
        guard doc.controller(withID: containerID) == nil else { return nil }
        let line = doc.scene(withControllerID: target)?.line ?? 0
        var relationships = [IB.Relationship(kind: .masterViewController, destinationID: target, segueID: containerID + "-master")]
        // The secondary column: a reference to the other storyboard's detail, by its identifier.
        if let detailID = split.relationshipDestinations(.detailViewController).first, let detail = other.controller(withID: detailID) {
            let kind: IB.ControllerKind? = {
                if case .placeholder = detail.kind { return detail.kind }
                let otherStem = URL(fileURLWithPath: other.fileName).deletingPathExtension().lastPathComponent
                return detail.storyboardIdentifier.map { .placeholder(storyboardName: otherStem, referencedIdentifier: $0) }
            }()
            if let kind {
                let id = prefix + detail.id
                doc.scenes.append(IB.Scene(sceneID: id + "-scene", controller: IB.Controller(
                    id: id, elementName: "viewControllerPlaceholder", kind: kind, titleAttribute: detail.titleAttribute, line: line), line: line))
                relationships.append(IB.Relationship(kind: .detailViewController, destinationID: id, segueID: containerID + "-detail"))
            }
        }
        var container = split
        container.id = containerID
        container.storyboardIdentifier = nil
        container.relationships = relationships
        container.line = line
        doc.scenes.append(IB.Scene(sceneID: containerID + "-scene", controller: container, line: line))
        for r in relationships {
            doc.segues.append(IB.Segue(
                id: r.segueID, kind: .relationship, sourceControllerID: containerID, sourceSceneID: containerID + "-scene",
                trigger: IB.SegueTrigger(kind: .controller, elementName: container.elementName, elementID: containerID, description: "relationship"),
                destinationID: r.destinationID, relationship: r.kind, line: line))
        }
        if doc.initialViewControllerID == target { doc.initialViewControllerID = containerID }
        return doc
    }
}
