import Foundation
import SegueRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The storyboards of an app's source folder (or of the folder holding its `.xcodeproj`): what
/// `segue render FOLDER --all` and `segue list FOLDER` work on.
///
/// ```swift
/// let project = try StoryboardProject(folder: "MyApp")
/// for s in project.storyboards { print(s.name, s.relativePath, s.localizations) }
/// ```
///
/// Every `.storyboard` under the folder is found, except in build output and dependencies
/// (`build/`, `DerivedData/`, `.build/`, `Pods/`, `Carthage/`, `node_modules/`), hidden folders
/// and the insides of `.xcodeproj`, `.xcworkspace` and `.xcassets` bundles. Symbolic links to
/// folders are not followed (no loops, nothing outside the tree); a linked storyboard file is read
/// when it points inside the folder. The copies of a localized storyboard
/// (`Base.lproj/Main.storyboard`, `fr.lproj/Main.storyboard`) are one storyboard: Base.lproj's,
/// else the English one, else the first by name; `localizations` lists its other languages.
public struct StoryboardProject: Sendable, Hashable {
    /// One storyboard of the project.
    public struct Storyboard: Sendable, Hashable, Codable {
        /// Its path (the folder given, joined with `relativePath`).
        public var path: String
        /// Its path inside the project's folder: `App/Base.lproj/Main.storyboard`.
        public var relativePath: String
        /// The name of its folder in a render: the relative path without `.lproj` folders and the
        /// extension, joined with `-` (`App-Main`), unique in the project whatever the case.
        public var name: String
        /// The languages it is localized in (`.lproj` folders beside its own that hold a strings
        /// file or a storyboard of the same name), sorted; `Base` is not listed.
        public var localizations: [String]
    }

    /// Bounds on the walk, so that pointing segue at `/` or a huge tree fails fast.
    public struct Limits: Sendable, Hashable {
        /// Folders nested deeper than this below the project's folder are refused. Default 24.
        public var maxDepth: Int
        /// More storyboards than this are refused. Default 500.
        public var maxStoryboards: Int
        /// More folder entries than this, all told, are refused. Default 200,000.
        public var maxEntries: Int

        public init(maxDepth: Int = 24, maxStoryboards: Int = 500, maxEntries: Int = 200_000) {
            self.maxDepth = maxDepth
            self.maxStoryboards = maxStoryboards
            self.maxEntries = maxEntries
        }
    }

    /// Folder names never searched: build output, dependencies, version control.
    public static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", ".build", "Pods", "Carthage", "node_modules", "SourcePackages"]
    /// Bundles whose insides are never searched.
    public static let skippedExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcassets", "playground", "app", "framework", "xcframework"]

    /// The folder given.
    public var folder: String
    /// Its storyboards, sorted by relative path.
    public var storyboards: [Storyboard]
    /// The skipped folders that were found (relative paths with a trailing `/`), for messages.
    public var skipped: [String]

    /// Finds the storyboards under `folder`. Throws `StoryboardProjectError` for a folder that
    /// cannot be read, holds no storyboard, or is deeper or larger than `limits`.
    public init(folder: String, limits: Limits = Limits()) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw StoryboardProjectError("'\(folder)' is not a folder; pass an app's source folder or a .storyboard file")
        }
        let ext = URL(fileURLWithPath: folder).pathExtension
        if Self.skippedExtensions.contains(ext) {
            throw StoryboardProjectError("'\(folder)' is a .\(ext) bundle, which holds no storyboards; pass the folder that holds it")
        }
        self.folder = folder
        var walk = Walk(root: folder, limits: limits)
        try walk.visit("", depth: 0)
        skipped = walk.skipped.sorted()
        storyboards = Self.collapse(walk.found, root: folder)
        if storyboards.isEmpty {
            throw StoryboardProjectError("no .storyboard file under '\(folder)'"
                + (skipped.isEmpty ? "" : " (not searched: \(skipped.prefix(6).joined(separator: ", "))\(skipped.count > 6 ? ", …" : ""))")
                + "; pass an app's source folder or a .storyboard file")
        }
    }

    /// The walk: relative paths of every storyboard file found.
    struct Walk {
        let root: String
        let limits: Limits
        var found: [String] = []
        var skipped: [String] = []
        var entries = 0
        /// The storyboards found so far (a localized group counts once), to refuse a folder that
        /// holds too many as soon as the walk sees it, not after reading every file.
        var groups: Set<String> = []
        /// The project folder's real path, for links to files.
        let realRoot: String

        init(root: String, limits: Limits) {
            self.root = root
            self.limits = limits
            realRoot = ProjectBoundary.realPath(root) ?? root
        }

        mutating func add(_ rel: String) throws {
            found.append(rel)
            groups.insert(StoryboardProject.groupKey(rel))
            if groups.count > limits.maxStoryboards {
                throw StoryboardProjectError("more than \(limits.maxStoryboards) storyboards under '\(root)'; pass a smaller folder (or raise StoryboardProject.Limits.maxStoryboards)")
            }
        }

        mutating func visit(_ relative: String, depth: Int) throws {
            let dir = relative.isEmpty ? root : root + "/" + relative
            if depth > limits.maxDepth {
                throw StoryboardProjectError("'\(dir)' is more than \(limits.maxDepth) folders deep below '\(root)'; pass the app's source folder (or raise StoryboardProject.Limits.maxDepth)")
            }
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: dir) } catch {
                if depth == 0 { throw StoryboardProjectError("cannot read the folder '\(dir)'; check its permissions") }
                return  // an unreadable folder inside the project holds nothing we can render
            }
            entries += names.count
            if entries > limits.maxEntries {
                throw StoryboardProjectError("more than \(limits.maxEntries) files and folders under '\(root)'; pass the app's source folder rather than a whole disk (or raise StoryboardProject.Limits.maxEntries)")
            }
            for name in names.sorted() {
                let rel = relative.isEmpty ? name : relative + "/" + name
                let full = root + "/" + rel
                var st = stat()
                guard lstat(full, &st) == 0 else { continue }
                switch st.st_mode & S_IFMT {
                case S_IFDIR:
                    let ext = URL(fileURLWithPath: name).pathExtension
                    if name.hasPrefix(".") { continue }
                    if StoryboardProject.skippedFolders.contains(name) || StoryboardProject.skippedExtensions.contains(ext) {
                        if !StoryboardProject.skippedExtensions.contains(ext) { skipped.append(rel + "/") }
                        continue
                    }
                    try visit(rel, depth: depth + 1)
                case S_IFREG where name.lowercased().hasSuffix(".storyboard"):
                    try add(rel)
                case S_IFLNK where name.lowercased().hasSuffix(".storyboard"):
                    // A linked file counts when it leads to a regular file inside the project.
                    var target = stat()
                    if stat(full, &target) == 0, target.st_mode & S_IFMT == S_IFREG, let real = ProjectBoundary.realPath(full),
                       real.hasPrefix(realRoot + "/") {
                        try add(rel)
                    }
                default:
                    continue  // links to folders, devices, sockets
                }
            }
        }
    }

    /// The localized group a storyboard's relative path belongs to: `App/Base.lproj/Main.storyboard`
    /// and `App/fr.lproj/Main.storyboard` are one.
    static func groupKey(_ rel: String) -> String {
        let parts = rel.split(separator: "/").map(String.init)
        guard parts.count >= 2, parts[parts.count - 2].lowercased().hasSuffix(".lproj") else { return rel.lowercased() }
        return (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "/").lowercased() + "|lproj"
    }

    /// One storyboard per localized group, named uniquely.
    static func collapse(_ found: [String], root: String) -> [Storyboard] {
        struct Group { var key: String; var members: [String] }
        var groups: [String: Group] = [:]
        var order: [String] = []
        for rel in found {
            let key = groupKey(rel)
            if groups[key] == nil { order.append(key); groups[key] = Group(key: key, members: []) }
            groups[key]!.members.append(rel)
        }
        var used = FolderLayout.indexFiles
        var result: [Storyboard] = []
        for key in order {
            let members = groups[key]!.members
            func folder(_ rel: String) -> String {
                let parts = rel.split(separator: "/")
                return parts.count >= 2 ? parts[parts.count - 2].lowercased() : ""
            }
            let chosen = members.first { folder($0) == "base.lproj" } ?? members.first { folder($0) == "en.lproj" } ?? members.sorted().first!
            let localizations = localizationsOf(chosen, root: root)
            var parts = chosen.split(separator: "/").map(String.init).filter { !$0.lowercased().hasSuffix(".lproj") }
            parts[parts.count - 1] = URL(fileURLWithPath: parts[parts.count - 1]).deletingPathExtension().lastPathComponent
            var base = SegueReference.safe(parts.joined(separator: "-"))
            if base.isEmpty { base = "storyboard" }
            var name = base
            var n = 2
            while used.contains(name.lowercased()) {
                name = "\(base)-\(n)"
                n += 1
            }
            used.insert(name.lowercased())
            result.append(Storyboard(path: root + "/" + chosen, relativePath: chosen, name: name, localizations: localizations))
        }
        return result.sorted { $0.relativePath < $1.relativePath }
    }

    /// The `.lproj` folders beside `rel`'s own that localize it (a storyboard or strings file of its name).
    static func localizationsOf(_ rel: String, root: String) -> [String] {
        let url = URL(fileURLWithPath: root + "/" + rel)
        let own = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent
        let parent = own.lastPathComponent.lowercased().hasSuffix(".lproj") ? own.deletingLastPathComponent() : own
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        var codes: [String] = []
        for name in names where name.lowercased().hasSuffix(".lproj") && name.lowercased() != "base.lproj" {
            let dir = parent.appendingPathComponent(name)
            if dir.path == own.path { continue }
            let has = [stem + ".strings", stem + ".storyboard"].contains { StoryboardLocale.isRegularFile(dir.appendingPathComponent($0).path) }
            if has { codes.append(String(name.dropLast(".lproj".count))) }
        }
        return codes.sorted()
    }
}

/// A project folder that cannot be searched: one line that says what to do.
public struct StoryboardProjectError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
