import Foundation
import SegueKit

/// What an app's `.xcodeproj` says about the files a storyboard is shown with, read from its
/// `project.pbxproj` as Xcode reads it: each target's resources (the Copy Bundle Resources
/// phase: asset catalogs, fonts, storyboards, wherever they lie in the project) and build
/// settings (`TARGETED_DEVICE_FAMILY`, `INFOPLIST_FILE`, `INFOPLIST_KEY_…`).
///
/// ```swift
/// let project = try XcodeProject(contentsOf: "App/App.xcodeproj")
/// project.target(holding: "App/Base.lproj/Main.storyboard")?.resources
/// ```
///
/// NB: paths are resolved through the group tree (`<group>`, `SOURCE_ROOT`, `<absolute>`); a file
/// outside the project's folder is never returned (`ProjectBoundary`), and the file is read within
/// `maxBytes` and parsed within the parser's depth and value bounds.
public struct XcodeProject: Sendable, Hashable {
    /// One native target.
    public struct Target: Sendable, Hashable {
        public var name: String
        /// Its bundle resources, absolute paths inside the project's folder, in phase order.
        public var resources: [String]
        /// Its build settings (the Release configuration's, else the first), over the project's.
        public var buildSettings: [String: String]
    }

    /// The `.xcodeproj` bundle's path.
    public var path: String
    /// The folder that holds it (`SOURCE_ROOT`).
    public var root: String
    public var targets: [Target]

    /// The largest `project.pbxproj` read.
    public static let maxBytes = 16 << 20

    /// Reads `xcodeproj/project.pbxproj`. Throws a `StoryboardProjectError` naming the file when
    /// it cannot be read or parsed.
    public init(contentsOf xcodeproj: String) throws {
        let file = xcodeproj + "/project.pbxproj"
        let bytes: [UInt8]
        do { bytes = try InputFile.read(file, maximumBytes: Self.maxBytes) } catch {
            throw StoryboardProjectError("\(file): \(error.problem); the project's resources are found by searching its folder instead")
        }
        let plist: ASCIIPropertyList
        do { plist = try ASCIIPropertyList.parse(bytes) } catch {
            throw StoryboardProjectError("\(file): not a project file (\(error)); the project's resources are found by searching its folder instead")
        }
        path = xcodeproj
        root = URL(fileURLWithPath: xcodeproj).standardizedFileURL.deletingLastPathComponent().path
        targets = PBXObjects(plist: plist, root: root).targets()
    }

    /// The project a storyboard (or a folder) belongs to: the first `.xcodeproj` walking up
    /// (`ProjectResources.projectRoot(for:)`), by name order when a folder holds several. Nil
    /// when there is none or it cannot be read.
    public static func find(for path: String) -> XcodeProject? {
        guard let root = ProjectResources.projectRoot(for: path) else { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        guard let name = names.first else { return nil }
        return try? XcodeProject(contentsOf: root + "/" + name)
    }

    /// The target whose resources hold `file` (a storyboard), else the first target with
    /// resources; nil when there are none.
    public func target(holding file: String) -> Target? {
        let want = URL(fileURLWithPath: file).standardizedFileURL.path
        let real = ProjectBoundary.realPath(want)
        return targets.first { $0.resources.contains { $0 == want || (real != nil && ProjectBoundary.realPath($0) == real) } }
            ?? targets.first { !$0.resources.isEmpty }
    }

    /// The target's asset catalogs and the folders of its fonts: what `ProjectResources` searches
    /// besides the project's folder.
    public static func resourceFolders(of target: Target) -> [String] {
        var folders: [String] = []
        for r in target.resources {
            let lower = r.lowercased()
            let folder = lower.hasSuffix(".xcassets") ? r
                : (lower.hasSuffix(".ttf") || lower.hasSuffix(".otf")) ? URL(fileURLWithPath: r).deletingLastPathComponent().path : nil
            if let folder, !folders.contains(folder), FileManager.default.fileExists(atPath: folder) { folders.append(folder) }
        }
        return folders
    }
}
