import SegueKit

/// Scenes an app presents or pushes in code.
///
/// A controller whose `modalPresentationStyle` is a form or page sheet and that no segue of its
/// storyboard leads to is presented by the app's code (`present(_:animated:)` after
/// `instantiateViewController(withIdentifier:)`), never shown as the window's root: its own
/// segues are drawn inside that sheet, over the screen the storyboard's initial scene shows (the
/// app may present it from another; without an initial scene, its first). A content scene that
/// no segue leads to and that shows others is pushed by the app's code: it is put in a
/// navigation controller. Each says so in a warning; what is added here is not the storyboard's
/// own to list or render (`IB.Segue.isBroughtAcross`).
extension IB.Document {
    /// The prefix of the presentations and containers made here: not the storyboard's own to
    /// list or render (`IB.Segue.isBroughtAcross`).
    static let codePresentationPrefix = PresentersThroughReferences.prefix + "code-"

    /// The document with a presentation from the initial scene's screen to each scene it presents
    /// in code as a sheet and that has segues of its own to render; unchanged where there is none.
    public func presentingCodeSheets() -> IB.Document {
        let isSheet = { (c: IB.Controller) in c.modalPresentationStyle == .formSheet || c.modalPresentationStyle == .pageSheet }
        let leadsTo = { (id: String) in segues.contains { $0.destinationID == id && $0.kind != .unwind } }
        // Without an initial scene (the app sets its window's root in code), the first scene
        // nothing leads to stands for the app's first screen.
        let entry = initialViewControllerID
            ?? scenes.map(\.controller).first { c in !isSheet(c) && !leadsTo(c.id) && !ReferenceInliner.isReference(c) }?.id
        guard let initial = entry, let presenter = shownController(from: initial) else { return self }
        let entryName = initialViewControllerID == nil ? "the storyboard's first screen (it has no initial scene)" : "the initial scene's screen"
        var doc = self
        for c in scenes.map(\.controller) where c.id != initial {
            guard let style = c.modalPresentationStyle, isSheet(c), !leadsTo(c.id) else { continue }
            let shown = [c.id] + c.relationshipDestinations(.rootViewController)
            guard segues.contains(where: { shown.contains($0.sourceControllerID) && $0.kind.isTransition && $0.kind != .unwind }),
                  !shown.contains(presenter) else { continue }
            let id = Self.codePresentationPrefix + c.id
            guard doc.segues.allSatisfy({ $0.id != id }) else { continue }
            doc.segues.append(IB.Segue(
                id: id, kind: .presentation, sourceControllerID: presenter,
                sourceSceneID: scene(withControllerID: presenter)?.sceneID ?? "",
                trigger: IB.SegueTrigger(kind: .controller, elementName: "viewController", elementID: presenter, description: "code"),
                destinationID: c.id, line: c.line))
            doc.warnings.append(StoryboardDiagnostic(
                .warning, kind: .placeholderScene, file: fileName, line: c.line, elementID: c.id,
                message: "'\(sceneDisplayName(c.id))' is presented in code (its modalPresentationStyle is \(style.rawValue) and no segue leads to it): "
                    + "its segues are drawn in that sheet, presented over '\(sceneDisplayName(presenter))', \(entryName)"))
        }
        return doc
    }

    /// The document with each scene the app shows in code and that shows others in turn put in a
    /// navigation controller: a content scene no segue leads to, not the initial one, that shows
    /// others or whose navigation item's buttons start segues (they show only in a navigation
    /// bar), or such a tab bar controller one of whose tabs shows others itself. Their `show` segues push as in
    /// the app (UIKit presents them only where no navigation controller holds the source, and a
    /// storyboard's author who wires `show` from a screen meant it to be in one). A warning says
    /// so for each. A scene the app's delegate makes the window's root (`windowRoots`, by
    /// storyboard identifier: `WindowRoots`) is not pushed: its `show` segues present.
    public func embeddingCodePushedScenes(windowRoots: Set<String> = []) -> IB.Document {
        var doc = self
        for id in NavigationThroughReferences.candidates(in: self) where id != initialViewControllerID {
            if let name = controller(withID: id)?.storyboardIdentifier, windowRoots.contains(name) { continue }
            let pushes = segues(from: id).contains { $0.kind == .show || $0.kind == .push }
            doc = doc.embedding(id, in: .navigation, reason: pushes
                ? "'\(sceneDisplayName(id))' is shown by the app's code (no segue leads to it) and shows other screens: it is drawn in a navigation controller, "
                    + "as where the app pushes it, so that its show segues push"
                : "'\(sceneDisplayName(id))' is shown by the app's code (no segue leads to it) and its segues start at its navigation bar's buttons: "
                    + "it is drawn in a navigation controller, whose bar shows them", prefix: Self.codePresentationPrefix)
        }
        return doc
    }

    /// The content controller `id` shows: a container's root, first tab or primary column, in
    /// turn; nil where that is a reference or a chain longer than 8.
    private func shownController(from id: String) -> String? {
        var current = id
        for _ in 0..<8 {
            guard let c = controller(withID: current) else { return nil }
            if case .placeholder = c.kind { return nil }
            guard c.kind.isContainer else { return current }
            let next = c.relationshipDestinations(.rootViewController).first ?? c.relationshipDestinations(.viewControllers).first
                ?? c.relationshipDestinations(.masterViewController).first
            guard let next else { return current }
            current = next
        }
        return nil
    }
}
