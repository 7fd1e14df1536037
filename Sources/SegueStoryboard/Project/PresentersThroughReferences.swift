import Foundation
import SegueKit

/// The controller of another storyboard that presents a scene of this one through a storyboard
/// reference: `Main.storyboard`'s library presents `Settings.storyboard`, whose Done button
/// unwinds back to the library. Rendered from `Settings.storyboard` alone, nothing was below the
/// settings to unwind to; in the app the unwind dismisses them and shows the library again.
///
/// The presenter comes across with its view, with the navigation controller it is the root of, if
/// any, and with the tab bar controller that shows either as a tab (its other tabs standing in by
/// their tab bar items), so that the sheet is dismissed over what the app shows. Its segue to the
/// reference comes across too, aimed at the scene, but is not one of this storyboard's segues to
/// render (`isBroughtAcross`): the other storyboard renders it.
///
/// A storyboard without unwind segues is hosted only by a presentation (a sheet, a popover, a
/// modal screen), so that what it shows and presents in turn sits in that sheet or over it: a
/// push of the other storyboard is `NavigationThroughReferences`' part.
///
/// NB: only files that name the storyboard (`storyboardName="Settings"`, a byte search before any
/// parsing) are read, at most `maxFiles` of them; the first presenter found is used. Ids that
/// the document already has are never brought across.
struct PresentersThroughReferences {
    let locator: StoryboardLocator
    var maxFiles = 64
    /// The id prefix of the segues brought across.
    static let prefix = "segue-presenter-"

    /// `document` with the controller that presents one of its scenes from another storyboard;
    /// unchanged when it has no segue to render or no other storyboard presents it.
    func hosting(_ document: IB.Document, limits: ReadingLimits = .default) -> IB.Document {
        guard document.segues.contains(where: \.kind.isTransition) else { return document }
        let presentationsOnly = !document.segues.contains { $0.kind == .unwind }
        for other in locator.storyboardsReferencingThis(limits: limits, maxFiles: maxFiles) {
            if let hosted = Self.host(document, stem: locator.storyboardStem, from: other, presentationsOnly: presentationsOnly) { return hosted }
        }
        return document
    }

    /// `document` with the first controller of `other` that presents a reference to `stem` (and
    /// the navigation controller it is the root of) brought across; nil where none does.
    /// `presentationsOnly`: by a presentation segue, not a show or push.
    static func host(_ document: IB.Document, stem: String, from other: IB.Document, presentationsOnly: Bool = false) -> IB.Document? {
        let presentations: Set<IB.SegueKind> = [.presentation, .modal, .popoverPresentation, .popover]
        for s in other.segues where s.kind.isTransition && s.kind != .unwind && (!presentationsOnly || presentations.contains(s.kind)) {
            guard let reference = other.controller(withID: s.destinationID), case .placeholder(stem?, let identifier) = reference.kind,
                  let target = identifier.map({ ref in document.scenes.first { $0.controller.storyboardIdentifier == ref }?.controller.id })
                    ?? document.initialViewControllerID,
                  document.controller(withID: target) != nil,
                  let presenter = other.scene(withControllerID: s.sourceControllerID), !presenter.controller.kind.isContainer,
                  document.controller(withID: presenter.controller.id) == nil
            else { continue }
            var doc = document
            var scene = presenter
            scene.sceneID = prefix + scene.sceneID
            doc.scenes.append(scene)
            var presentation = s
            presentation.id = prefix + s.id
            presentation.sourceSceneID = scene.sceneID
            presentation.destinationID = target
            doc.segues.append(presentation)
            // The navigation controller whose root it is, with that one relationship.
            if let root = other.segues.first(where: { $0.relationship == .rootViewController && $0.destinationID == presenter.controller.id }),
               var navigation = other.scene(withControllerID: root.sourceControllerID), doc.controller(withID: root.sourceControllerID) == nil {
                navigation.sceneID = prefix + navigation.sceneID
                navigation.controller.relationships = navigation.controller.relationships.filter { $0.destinationID == presenter.controller.id }
                doc.scenes.append(navigation)
                var relationship = root
                relationship.id = prefix + root.id
                relationship.sourceSceneID = navigation.sceneID
                doc.segues.append(relationship)
            }
            // The tab bar controller that shows it (or its navigation controller) as a tab.
            let top = doc.segues.last { $0.relationship == .rootViewController && $0.destinationID == presenter.controller.id && $0.isBroughtAcross }?
                .sourceControllerID ?? presenter.controller.id
            if let tabs = other.scenes.map(\.controller).first(where: { $0.kind == .tabBarController && $0.relationshipDestinations(.viewControllers).contains(top) }),
               let child = other.controller(withID: top),
               let tabbed = TabsThroughReferences.wrap(top, of: doc, standingFor: child, in: tabs, of: other, prefix: prefix) {
                doc = tabbed
            }
            // What the presenter's views name: the other storyboard's images and colours.
            doc.images.merge(other.images) { mine, _ in mine }
            doc.namedColors.merge(other.namedColors) { mine, _ in mine }
            return doc
        }
        return nil
    }
}

extension IB.Segue {
    /// A segue of another storyboard, brought across with the controller that presents this one
    /// (`PresentersThroughReferences`), or one made for what the app does in code
    /// (`IB.Document.presentingCodeSheets()`): not this storyboard's to list or render.
    public var isBroughtAcross: Bool { id.hasPrefix(PresentersThroughReferences.prefix) }
}

extension IB.Scene {
    /// A scene of another storyboard, brought across as the presenter of this one, or a container
    /// made for what the app does in code.
    public var isBroughtAcross: Bool { sceneID.hasPrefix(PresentersThroughReferences.prefix) }
}
