import SegueKit

/// The container an app puts a scene in from code, or from another storyboard: what
/// `segue render --embed navigation|tab` and `StoryboardBuildOptions.embedInitialScene` give the
/// initial scene, so that its `show` segues push as they do in the app.
public enum SceneContainer: String, Sendable, Hashable, Codable, CaseIterable {
    /// A `UINavigationController` with the scene as its root.
    case navigation
    /// A `UITabBarController` with the scene as its one tab.
    case tab
}

extension IB.Document {
    /// The document with the controller `id` put in a new `container` (a scene of its own, with a
    /// relationship segue to it), as an app does in code. When `id` is the initial controller, the
    /// container becomes the initial one. `reason` is added as a warning, for what the frames show
    /// that the storyboard does not. Unchanged when `id` names no scene. The container's ids
    /// begin with `prefix`.
    public func embedding(_ id: String, in container: SceneContainer, reason: String?,
                          advice: SettingMessage<StoryboardSetting>? = nil, prefix: String = "") -> IB.Document {
        guard let scene = scene(withControllerID: id) else { return self }
        var doc = self
        let containerID = "\(prefix)segue-\(container.rawValue)-\(id)"
        guard doc.controller(withID: containerID) == nil else { return self }
        let relationship: IB.RelationshipKind = container == .navigation ? .rootViewController : .viewControllers
        let segueID = containerID + "-relationship"
        let c = IB.Controller(
            id: containerID, elementName: container == .navigation ? "navigationController" : "tabBarController",
            kind: container == .navigation ? .navigationController : .tabBarController,
            relationships: [IB.Relationship(kind: relationship, destinationID: id, segueID: segueID)],
            tabBarItemTitles: [scene.controller.tabBarItem?.title ?? scene.controller.title], line: scene.line)
        doc.scenes.append(IB.Scene(sceneID: containerID + "-scene", controller: c, line: scene.line))
        doc.segues.append(IB.Segue(
            id: segueID, kind: .relationship, sourceControllerID: containerID, sourceSceneID: containerID + "-scene",
            trigger: IB.SegueTrigger(kind: .controller, elementName: c.elementName, elementID: containerID, description: "relationship"), destinationID: id, relationship: relationship, line: scene.line))
        if initialViewControllerID == id { doc.initialViewControllerID = containerID }
        if let reason {
            doc.warnings.append(StoryboardDiagnostic(.warning, kind: .placeholderScene, file: fileName, line: scene.controller.line, elementID: id, message: reason, advice: advice))
        }
        return doc
    }

    /// `embedding(_:in:reason:)` for the initial scene, with a warning that says so. Unchanged
    /// when the initial scene is already the container asked for; when there is no initial scene,
    /// unchanged but for a warning that nothing was embedded, so that the option is never silently
    /// without effect.
    public func embeddingInitialScene(in container: SceneContainer) -> IB.Document {
        let what = container == .navigation ? "navigation controller" : "tab bar controller"
        guard let initial = initialScene?.controller else {
            var doc = self
            doc.warnings.append(StoryboardDiagnostic(
                .warning, kind: .placeholderScene, file: fileName,
                message: "the storyboard has no initial scene (initialViewController), so no scene was put in a \(what)",
                advice: " (\(.embedInitialScene(container)) has nothing to embed here)"))
            return doc
        }
        if container == .navigation && initial.kind == .navigationController { return self }
        // UIKit shows a split view or tab bar controller as the root of its window, never on a
        // navigation stack: its columns or tabs hold navigation controllers of their own.
        if container == .navigation && (initial.kind == .splitViewController || initial.kind == .tabBarController) {
            var doc = self
            let kind = initial.kind == .splitViewController ? "split view controller" : "tab bar controller"
            doc.warnings.append(StoryboardDiagnostic(
                .warning, kind: .placeholderScene, file: fileName, line: initial.line, elementID: initial.id,
                message: "the initial scene '\(sceneDisplayName(initial.id))' is a \(kind), which UIKit shows as the window's root and never inside a navigation controller, so it was not put in one",
                advice: " (\(.embedInitialScene(container)) has nothing to embed here)"))
            return doc
        }
        if container == .tab && initial.kind == .tabBarController { return self }
        return embedding(initial.id, in: container, reason:
            "the initial scene '\(sceneDisplayName(initial.id))' is drawn inside a \(what) that the storyboard does not have, as the app sets one up in code",
            advice: " (\(.embedInitialScene(container)))")
    }
}
