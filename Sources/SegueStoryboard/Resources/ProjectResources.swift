import Foundation
import SegueKit

/// The resources of the app a storyboard belongs to, read from resource folders: every asset
/// catalog (`*.xcassets`) under them, with its colour sets and image sets, and the app's font
/// files (`.ttf`, `.otf`). A storyboard's `image="name"` and `<color name="…">` resolve through it
/// (`StoryboardBuildOptions.resources`), and its font files go to the renderer
/// (`RecordedTransition.fontFiles`).
///
/// ```swift
/// // What `segue render Main.storyboard` does: the storyboard's own project, found by walking up.
/// let resources = try ProjectResources.forStoryboard("App/Base.lproj/Main.storyboard")
/// // Or given folders, as `--resources DIR` does.
/// let resources = try ProjectResources(folders: ["App/Resources"])
/// ```
///
/// Reading never fails on the content: a malformed `Contents.json`, a missing image file, a
/// symlink loop or a folder over the limits becomes one warning in `warnings` and is skipped.
/// Only a resource folder that does not exist (or is not a folder) is an error.
public struct ProjectResources: Sendable {
    /// The folders searched, as given.
    public var folders: [String]
    /// The asset catalogs found, in path order.
    public var catalogs: [String] = []
    /// Colour sets by name (`Group/Name` inside a folder that provides a namespace).
    public var colors: [String: ColorSet] = [:]
    /// Image sets by name.
    public var images: [String: ImageSet] = [:]
    /// Symbol sets (`NAME.symbolset`): each name's SVG file, exported from the SF Symbols app.
    public var symbols: [String: String] = [:]
    /// Font files, absolute paths in path order: every `.ttf`/`.otf` under the folders (those an
    /// `Info.plist` lists in `UIAppFonts` among them).
    public var fontFiles: [String] = []
    /// Interface Builder `.xib` files by name without the extension (the first in path order):
    /// the nibs an app registers cells from (`UINib(nibName:)`).
    public var xibs: [String: String] = [:]
    /// Swift and Objective-C files by name without the extension (the first in path order): where
    /// a controller registers its cells from xibs, for a table with no prototypes.
    public var sourceFiles: [String: String] = [:]
    /// The font names `Info.plist` files list in `UIAppFonts`.
    public var declaredFonts: [String] = []
    /// What could not be read, once each.
    public var warnings: [StoryboardDiagnostic] = []
    /// The app's accent colour set (`AppSettings.accentColorName`): the tint of views that set none.
    public var accentColorName: String?
    public var limits: ResourceLimits
    /// Where the project's files may be read from: `folders`, by their real paths.
    var boundary: ProjectBoundary

    /// Reads every asset catalog and font file under `folders`. Throws a `StoryboardDiagnostic`
    /// (an error naming the folder) when one does not exist or is not a folder.
    public init(folders: [String], limits: ResourceLimits = .default) throws {
        self.folders = folders
        self.limits = limits
        boundary = ProjectBoundary(folders: folders)
        var isDir: ObjCBool = false
        for f in folders {
            guard FileManager.default.fileExists(atPath: f, isDirectory: &isDir), isDir.boolValue else {
                throw StoryboardDiagnostic(
                    .error, kind: .unreadable, file: f,
                    message: FileManager.default.fileExists(atPath: f)
                        ? "not a folder: resources are read from an app's source folder or an asset catalog"
                        : "no such resource folder: check the path")
            }
        }
        var scanner = ResourceScanner(limits: limits, boundary: boundary)
        for f in folders { scanner.scan(f) }
        self = scanner.finish(into: self)
    }

    /// A project with nothing in it (for tests and for code that builds one by hand).
    public init(empty folders: [String] = [], limits: ResourceLimits = .default) {
        self.folders = folders
        self.limits = limits
        boundary = ProjectBoundary(folders: folders)
    }

    /// The resources a storyboard at `path` is rendered with: `folders`, and (unless
    /// `searchProject` is false) its own project's folder (`projectRoot(for:)`). Nil when there
    /// are no folders to search.
    public static func forStoryboard(
        _ path: String, folders: [String] = [], searchProject: Bool = true, limits: ResourceLimits = .default
    ) throws -> ProjectResources? {
        var all = folders
        if searchProject, let root = projectRoot(for: path),
           !all.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == root }) {
            all.append(root)
        }
        guard !all.isEmpty else { return nil }
        var resources = try ProjectResources(folders: all, limits: limits)
        if searchProject { resources.accentColorName = AppSettings.forStoryboard(path)?.accentColorName }
        return resources
    }

    /// The folder of the project a storyboard belongs to: walking up from the storyboard's folder
    /// (at most `maxLevels` folders), the first that holds an `.xcodeproj`; failing that, the
    /// nearest (at most three levels up) that holds an asset catalog. Never `/` or the home
    /// folder. Nil when there is none: the storyboard is read on its own.
    ///
    /// NB: the one place project discovery lives; localization (`fr.lproj` beside `Base.lproj`)
    /// and folder rendering find the project the same way.
    public static func projectRoot(for storyboard: String, maxLevels: Int = 6) -> String? {
        let fm = FileManager.default
        let home = fm.homeDirectoryForCurrentUser.standardizedFileURL.path
        var dir = URL(fileURLWithPath: storyboard).standardizedFileURL.deletingLastPathComponent()
        var catalogFolder: String?
        for level in 0..<maxLevels {
            let path = dir.path
            if path == "/" || path == home { break }
            let entries = (try? fm.contentsOfDirectory(atPath: path)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { return path }
            if catalogFolder == nil, level < 3, entries.contains(where: { $0.hasSuffix(".xcassets") }) { catalogFolder = path }
            dir.deleteLastPathComponent()
        }
        return catalogFolder
    }

    /// The colour set `name`'s value in `appearance`, if the catalogs have one.
    public func color(named name: String, appearance: Appearance, contrast: Contrast = .normal) -> Color? {
        colors[name]?.color(for: appearance, contrast: contrast)
    }

    /// The app's accent colour in `appearance`, when its target names one that the catalogs have
    /// (an empty set, as Xcode's template leaves it, is the system's blue).
    public func accentColor(_ appearance: Appearance, contrast: Contrast = .normal) -> Color? {
        accentColorName.flatMap { color(named: $0, appearance: appearance, contrast: contrast) }
    }
}

extension ProjectResources {
    /// "searched App/, Shared/" for messages.
    public var searched: String {
        folders.isEmpty ? "no resource folders" : "searched " + folders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }.joined(separator: ", ")
    }
}
