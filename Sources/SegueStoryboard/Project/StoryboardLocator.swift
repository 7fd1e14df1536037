import Foundation

/// Finds the other storyboards of the app a storyboard belongs to, by name, where `UIStoryboard(name:bundle:)`
/// would find them once the app is built: beside it, in its folder's `Base.lproj` (or the folder
/// above its own `.lproj`), else anywhere in its project (`ProjectResources.projectRoot(for:)`, or
/// the app folder it was given, searched as `StoryboardProject` searches it, once and only when
/// needed).
///
/// ```swift
/// let locator = StoryboardLocator(storyboard: "App/Base.lproj/Main.storyboard")
/// locator.path(named: "Settings")  // "App/Settings/Base.lproj/Settings.storyboard"
/// ```
///
/// NB: a file is used only when its real path is inside the project's folder (or the
/// storyboard's own folder when it has no project): a symbolic link never leads segue outside.
final class StoryboardLocator: @unchecked Sendable {
    let storyboard: String
    let root: String?
    let boundary: ProjectBoundary
    /// Every storyboard of the project by file name without extension; filled on first need.
    /// NB: `@unchecked Sendable`: the locator lives inside one `resolvingReferences` call.
    private var projectStoryboards: [String: String]?

    /// `folder`: the app's folder, searched where no project is found above the storyboard
    /// (`StoryboardBuildOptions.projectFolder`).
    init(storyboard: String, folder: String? = nil) {
        self.storyboard = storyboard
        root = ProjectResources.projectRoot(for: storyboard) ?? folder
        let own = URL(fileURLWithPath: storyboard).deletingLastPathComponent()
        let folder = own.lastPathComponent.lowercased().hasSuffix(".lproj") ? own.deletingLastPathComponent() : own
        boundary = ProjectBoundary(folders: [root ?? folder.path])
    }

    /// The path of `name.storyboard`, nil when the app has none.
    func path(named name: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else { return nil }
        let file = name + ".storyboard"
        let own = URL(fileURLWithPath: storyboard).deletingLastPathComponent()
        let parent = own.lastPathComponent.lowercased().hasSuffix(".lproj") ? own.deletingLastPathComponent() : own
        let near = [own, parent, parent.appendingPathComponent("Base.lproj"), parent.appendingPathComponent("en.lproj")]
        for dir in near {
            let candidate = dir.appendingPathComponent(file).path
            if StoryboardLocale.isRegularFile(candidate), boundary.inside(candidate) != nil { return candidate }
        }
        return searchProject()[name]
    }

    /// Every storyboard of the project, by path order (empty without a project folder).
    func projectStoryboardPaths() -> [String] { searchProject().values.sorted() }

    private func searchProject() -> [String: String] {
        if let projectStoryboards { return projectStoryboards }
        var found: [String: String] = [:]
        if let root, let project = try? StoryboardProject(folder: root) {
            for s in project.storyboards where boundary.inside(s.path) != nil {
                let stem = URL(fileURLWithPath: s.path).deletingPathExtension().lastPathComponent
                if found[stem] == nil { found[stem] = s.path }
            }
        }
        projectStoryboards = found
        return found
    }
}
