import Foundation
import SegueKit

/// The scenes of a storyboard that the app shows in a navigation controller of another of its
/// storyboards, through a storyboard reference: `Main.storyboard`'s navigation controller pushes
/// a reference to `Feed.storyboard`'s `FeedDetail`. Rendered from `Feed.storyboard` alone,
/// `FeedDetail`'s `show` segues would present a sheet; in the app they push.
///
/// NB: only scenes that nothing in their own storyboard leads to and that `show` something are
/// looked for, and only files that name the storyboard (`storyboardName="Feed"`, a byte search
/// before any parsing) are read, at most `maxFiles` of them.
struct NavigationThroughReferences {
    let locator: StoryboardLocator
    var maxFiles = 64

    /// The scenes (controller ids) of `document` to put in a navigation controller.
    func scenes(of document: IB.Document, limits: ReadingLimits = .default) -> [String] {
        let candidates = Self.candidates(in: document)
        guard !candidates.isEmpty else { return [] }
        let stem = URL(fileURLWithPath: locator.storyboard).deletingPathExtension().lastPathComponent
        let own = ProjectBoundary.realPath(locator.storyboard)
        let needle = Data("storyboardName=\"\(stem)\"".utf8)
        var found: [String] = []
        for path in locator.projectStoryboardPaths().prefix(maxFiles) where ProjectBoundary.realPath(path) != own {
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard let data = try? StoryboardFile.bytes(atPath: path, name: name, limit: limits.maxFileBytes),
                  data.range(of: needle) != nil,
                  let other = try? IB.Document.read(data: data, name: name, mode: .lenient, limits: limits) else { continue }
            let pushed = Self.navigationMembers(of: other)
            for s in other.scenes where pushed.contains(s.controller.id) {
                guard case .placeholder(stem?, let identifier) = s.controller.kind else { continue }
                let target = identifier.flatMap { id in candidates.first { document.controller(withID: $0)?.storyboardIdentifier == id } }
                    ?? (identifier == nil ? document.initialViewControllerID.flatMap { candidates.contains($0) ? $0 : nil } : nil)
                if let target, !found.contains(target) { found.append(target) }
            }
        }
        return found
    }

    /// Scenes that nothing in the storyboard leads to and that `show` or push something (or whose
    /// navigation item's buttons start segues): content scenes, and tab bar controllers one of whose tabs does so itself (not from a navigation
    /// controller of its own), which UIKit pushes only where the tab bar controller is on a
    /// navigation stack, as an app that pushes it in code has it.
    static func candidates(in doc: IB.Document) -> [String] {
        func shows(_ id: String) -> Bool { doc.segues(from: id).contains { $0.kind == .show || $0.kind == .push } || fromBarButtons(id) }
        // A segue from a button of the scene's navigation item: a navigation item's buttons show
        // only in a navigation bar, so the app puts the scene in a navigation controller.
        func fromBarButtons(_ id: String) -> Bool {
            guard let item = doc.controller(withID: id)?.navigationItem else { return false }
            let buttons = Set((item.leftBarButtonItems + item.rightBarButtonItems).compactMap(\.id))
            return doc.segues(from: id).contains { $0.kind.isTransition && $0.kind != .unwind && buttons.contains($0.trigger.elementID ?? "") }
        }
        return doc.scenes.map(\.controller).filter { c in
            guard doc.segues(to: c.id).allSatisfy({ $0.kind == .unwind }) else { return false }
            if c.kind == .tabBarController {
                return c.relationshipDestinations(.viewControllers).contains { tab in
                    doc.controller(withID: tab).map { !$0.kind.isContainer && shows(tab) } ?? false
                }
            }
            return !c.kind.isContainer && c.view != nil && shows(c.id)
        }.map(\.id)
    }

    /// The controllers a navigation controller of `doc` holds: each root, and what they show or
    /// push in turn.
    static func navigationMembers(of doc: IB.Document) -> Set<String> {
        var members: Set<String> = []
        var queue = doc.scenes.filter { $0.controller.kind == .navigationController }
            .flatMap { $0.controller.relationshipDestinations(.rootViewController) }
        var i = 0
        while i < queue.count {
            let id = queue[i]
            i += 1
            guard members.insert(id).inserted else { continue }
            queue += doc.segues(from: id).filter { $0.kind == .show || $0.kind == .push }.map(\.destinationID)
        }
        return members
    }
}
