import Foundation
import SegueKit

/// The tab bar controller of another storyboard that shows a scene of this one as a tab, through
/// a storyboard reference: `Main.storyboard`'s tabs name `Settings.storyboard`, each tab's screens
/// in a storyboard of their own, as many apps split them. Rendered from `Settings.storyboard`
/// alone, its screens had no tab bar; in the app they sit above it.
///
/// The tab bar controller comes across with its look and its tabs in order: the tab that names
/// this storyboard is its scene, each other tab a placeholder that carries its tab bar item (never
/// on screen: a segue of this storyboard runs in its own tab).
///
/// NB: only files that name the storyboard (`storyboardName="Settings"`, a byte search before any
/// parsing) are read, at most `maxFiles` of them; the first tab bar controller found is used.
struct TabsThroughReferences {
    let locator: StoryboardLocator
    var maxFiles = 64
    /// The id prefix of the placeholders that stand for the other tabs.
    static let standInPrefix = "segue-tab-"
    /// The id prefix of the container that embeds the tab bar controller, and of its screens.
    static let parentPrefix = "segue-parent-"

    /// `document` with the scene another storyboard's tab bar controller shows as a tab put in a
    /// copy of that controller; unchanged when none does, or when the scene is already in one.
    func hosting(_ document: IB.Document, limits: ReadingLimits = .default) -> IB.Document {
        for other in locator.storyboardsReferencingThis(limits: limits, maxFiles: maxFiles) {
            for tabs in other.scenes.map(\.controller) where tabs.kind == .tabBarController {
                if let hosted = Self.host(document, stem: locator.storyboardStem, in: tabs, of: other) { return hosted }
            }
        }
        return document
    }

    /// Without a project folder, the storyboards beside this one, in the folder above it and in
    /// that folder's `Base.lproj` (an app's per-tab storyboards sit in folders of their own).
    func nearbyStoryboards() -> [String] {
        let own = URL(fileURLWithPath: locator.storyboard).deletingLastPathComponent()
        let up = own.deletingLastPathComponent()
        let folders = [own, up, up.appendingPathComponent("Base.lproj")]
        // A file whose real path leaves the folder above (a symbolic link) is not read.
        guard let top = ProjectBoundary.realPath(up.path) else { return [] }
        var found: [String] = []
        for folder in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".storyboard") {
                let path = folder.appendingPathComponent(name).path
                guard let real = ProjectBoundary.realPath(path), real.hasPrefix(top + "/"), !found.contains(path) else { continue }
                found.append(path)
            }
        }
        return found
    }

    /// `document` with its scene that `tabs` (of `other`) shows through a reference to `stem` put
    /// in a copy of `tabs`; nil when `tabs` shows none of it, or the scene is in a tab bar already.
    static func host(_ document: IB.Document, stem: String, in tabs: IB.Controller, of other: IB.Document) -> IB.Document? {
        let children = tabs.relationshipDestinations(.viewControllers)
        var target: String?
        var reference: IB.Controller?
        for id in children {
            guard let child = other.controller(withID: id), case .placeholder(stem?, let identifier) = child.kind else { continue }
            target = identifier.map { ref in document.scenes.first { $0.controller.storyboardIdentifier == ref }?.controller.id }
                ?? document.initialViewControllerID
            reference = child
            if target != nil { break }
        }
        guard let target, let reference else { return nil }
        return wrap(target, of: document, standingFor: reference, in: tabs, of: other)
    }

    /// `document` with its controller `target` put in a copy of `tabs` (of `other`) where `tabs`
    /// shows `reference`, each other tab a stand-in carrying its tab bar item; nil when `target` is
    /// already in a tab bar. Scenes and segues made here take ids prefixed with `prefix`.
    static func wrap(
        _ target: String, of document: IB.Document, standingFor reference: IB.Controller, in tabs: IB.Controller, of other: IB.Document,
        prefix: String = ""
    ) -> IB.Document? {
        let children = tabs.relationshipDestinations(.viewControllers)
        guard document.controller(withID: target) != nil,
              !document.segues.contains(where: { s in
                  s.destinationID == target && s.kind == .relationship && document.controller(withID: s.sourceControllerID)?.kind == .tabBarController
              })
        else { return nil }
        var doc = document
        let containerID = "segue-tabs-\(tabs.id)"
        guard doc.controller(withID: containerID) == nil else { return nil }
        let line = doc.scene(withControllerID: target)?.line ?? 0
        var relationships: [IB.Relationship] = []
        var titles: [String?] = []
        for id in children {
            let segueID = "\(prefix)\(containerID)-\(id)"
            if id == reference.id {
                relationships.append(IB.Relationship(kind: .viewControllers, destinationID: target, segueID: segueID))
                // The tab bar item set on the reference, where the scene has none of its own.
                if let i = doc.scenes.firstIndex(where: { $0.controller.id == target }), doc.scenes[i].controller.tabBarItem == nil {
                    doc.scenes[i].controller.tabBarItem = reference.tabBarItem
                }
                let scene = doc.controller(withID: target)
                titles.append(scene?.tabBarItem?.title ?? scene?.title)
                continue
            }
            // Another tab: what stands for it here is its tab bar item.
            let child = other.controller(withID: id)
            let placeholderID = Self.standInPrefix + id
            let kind: IB.ControllerKind = {
                if case .placeholder = child?.kind { return child!.kind }
                return .placeholder(storyboardName: String(other.fileName.split(separator: ".").first ?? ""), referencedIdentifier: child?.storyboardIdentifier)
            }()
            let placeholder = IB.Controller(
                id: placeholderID, elementName: "viewControllerPlaceholder", kind: kind, titleAttribute: child?.titleAttribute,
                tabBarItem: child?.tabBarItem, line: line)
            if doc.controller(withID: placeholderID) == nil {
                doc.scenes.append(IB.Scene(sceneID: prefix + placeholderID + "-scene", controller: placeholder, line: line))
            }
            relationships.append(IB.Relationship(kind: .viewControllers, destinationID: placeholderID, segueID: segueID))
            titles.append(child?.tabBarItem?.title ?? child?.title)
        }
        var container = tabs
        container.id = containerID
        container.storyboardIdentifier = nil
        container.relationships = relationships
        container.tabBarItemTitles = titles
        container.line = line
        doc.scenes.append(IB.Scene(sceneID: prefix + containerID + "-scene", controller: container, line: line))
        for r in relationships {
            doc.segues.append(IB.Segue(
                id: r.segueID, kind: .relationship, sourceControllerID: containerID, sourceSceneID: prefix + containerID + "-scene",
                trigger: IB.SegueTrigger(kind: .controller, elementName: container.elementName, elementID: containerID, description: "relationship"),
                destinationID: r.destinationID, relationship: .viewControllers, line: line))
        }
        if doc.initialViewControllerID == target { doc.initialViewControllerID = containerID }
        embedParent(of: tabs, shownAs: containerID, from: other, into: &doc, prefix: prefix)
        return doc
    }

    /// Brings across the controller of `other` that embeds `tabs` in a container view (a root
    /// container around the tab bar: a side menu, a screen with a status strip), and the leaf
    /// controllers of its other container views, so that the tab bar is shown inside it as in
    /// the app: `tabs` exists only inside it when nothing else shows it. Their ids take the
    /// prefix `segue-parent-`; the colours and images they name come with them.
    static func embedParent(of tabs: IB.Controller, shownAs containerID: String, from other: IB.Document, into doc: inout IB.Document,
                            prefix: String) {
        guard tabs.storyboardIdentifier == nil, other.initialViewControllerID != tabs.id,
              let embed = other.segues.first(where: { $0.kind == .embed && $0.destinationID == tabs.id }),
              let parent = other.controller(withID: embed.sourceControllerID), !parent.kind.isContainer,
              !other.segues.contains(where: { $0.destinationID == tabs.id && $0.id != embed.id && $0.kind != .unwind })
        else { return }
        let rename = { (id: String) in parentPrefix + id }
        guard doc.controller(withID: rename(parent.id)) == nil else { return }
        let line = doc.scene(withControllerID: containerID)?.line ?? 0
        for s in other.segues(from: parent.id) where s.kind == .embed {
            var copy = s
            copy.id = prefix + rename(s.id)
            copy.sourceControllerID = rename(parent.id)
            copy.sourceSceneID = prefix + rename(parent.id) + "-scene"
            copy.line = line
            if s.destinationID == tabs.id {
                copy.destinationID = containerID
            } else {
                // A leaf controller shown in another container view comes too; one that holds
                // others is left out (its container view stays empty).
                guard let child = other.controller(withID: s.destinationID), !child.kind.isContainer,
                      !other.segues(from: child.id).contains(where: { $0.kind == .embed || $0.kind == .relationship }) else { continue }
                copy.destinationID = copyScene(of: child, from: other, as: rename(child.id), into: &doc, prefix: prefix, line: line)
            }
            doc.segues.append(copy)
        }
        let host = copyScene(of: parent, from: other, as: rename(parent.id), into: &doc, prefix: prefix, line: line)
        doc.namedColors.merge(other.namedColors) { own, _ in own }
        doc.systemColors.merge(other.systemColors) { own, _ in own }
        doc.images.merge(other.images) { own, _ in own }
        if doc.initialViewControllerID == containerID { doc.initialViewControllerID = host }
    }

    /// Adds `controller`'s scene of `other` to `doc` as `id` (no storyboard identifier, so that
    /// it is never instantiated by name), at `line`; returns `id`.
    private static func copyScene(of controller: IB.Controller, from other: IB.Document, as id: String, into doc: inout IB.Document,
                                  prefix: String, line: Int) -> String {
        var copy = controller
        copy.id = id
        copy.storyboardIdentifier = nil
        copy.line = line
        var scene = other.scene(withControllerID: controller.id) ?? IB.Scene(sceneID: "", controller: copy)
        scene.sceneID = prefix + id + "-scene"
        scene.controller = copy
        scene.line = line
        doc.scenes.append(scene)
        return id
    }
}
