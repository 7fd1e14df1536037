import Foundation

extension StoryboardLocator {
    /// The app's other storyboards that name this one in a reference (`storyboardName="Settings"`,
    /// a byte search before any parsing), read leniently, each once, in path order: those of the
    /// project, else those nearby (`TabsThroughReferences.nearbyStoryboards`). At most `maxFiles`
    /// files are looked at; one that cannot be read is passed over.
    func storyboardsReferencingThis(limits: ReadingLimits, maxFiles: Int) -> [IB.Document] {
        let stem = URL(fileURLWithPath: storyboard).deletingPathExtension().lastPathComponent
        let own = ProjectBoundary.realPath(storyboard)
        let needle = Data("storyboardName=\"\(stem)\"".utf8)
        let project = projectStoryboardPaths()
        let paths = project.isEmpty ? TabsThroughReferences(locator: self).nearbyStoryboards() : project
        return paths.prefix(maxFiles).filter { ProjectBoundary.realPath($0) != own }.compactMap { path in
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard let data = try? StoryboardFile.bytes(atPath: path, name: name, limit: limits.maxFileBytes),
                  data.range(of: needle) != nil else { return nil }
            return try? IB.Document.read(data: data, name: name, mode: .lenient, limits: limits)
        }
    }

    /// This storyboard's name without its extension: what references to it name.
    var storyboardStem: String { URL(fileURLWithPath: storyboard).deletingPathExtension().lastPathComponent }
}
