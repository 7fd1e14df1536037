import Foundation
import SegueKit

/// An app's `Info.plist` where no `.xcodeproj` says which one it is (a folder of sources without
/// the project, a storyboard copied out of an app): the one near the storyboard that describes an
/// app, not an extension or a test bundle.
///
/// From the storyboard's folder (or the folder given), each folder up to `maxLevelsUp` above it is
/// searched, with its subfolders `maxDepth` deep (`Kiosk/Supporting Files/Info.plist` beside
/// `Kiosk/Storyboards/`); the nearest folder holding an app's `Info.plist` that can be the
/// storyboard's (`belongs`) decides. Where it holds several, the one whose
/// `UIMainStoryboardFile` names the storyboard wins, and with no such winner none is taken: a
/// guess between two apps' settings would be wrong half the time.
enum AppInfoPlist {
    struct Found {
        let path: String
        let plist: [String: Any]
    }

    static let maxLevelsUp = 3
    static let maxDepth = 2
    /// Folders listed in one search at most, so that a storyboard in a large tree stays quick.
    static let maxFolders = 400
    /// Folders that never hold the app's own `Info.plist`.
    static let skipped: Set<String> = ["Pods", "Carthage", "build", "DerivedData", "node_modules", "Packages", "SourcePackages"]

    static func find(near path: String) -> Found? {
        let fm = FileManager.default
        let home = fm.homeDirectoryForCurrentUser.standardizedFileURL.path
        let storyboard = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let storyboardPath = URL(fileURLWithPath: path).standardizedFileURL.path
        var dir = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        var budget = maxFolders
        for _ in 0...maxLevelsUp {
            let folder = dir.path
            if folder == "/" || folder == home { break }
            var candidates: [Found] = []
            collect(in: folder, depth: 0, root: folder, budget: &budget, into: &candidates)
            candidates = candidates.filter { belongs($0, to: storyboardPath) }
            if !candidates.isEmpty { return choose(candidates, storyboard: storyboard) }
            // A repository's top is as far as an app's files go.
            if fm.fileExists(atPath: folder + "/.git") { break }
            dir.deleteLastPathComponent()
        }
        return nil
    }

    /// Whether the plist `found` can be the app of the storyboard at `path`: the storyboard lies
    /// in the plist's own folder (`App/App/Info.plist` for `App/App/Base.lproj/Main.storyboard`),
    /// or in the folder that holds it where the plist's folder holds no storyboards of its own
    /// (`Kiosk/Supporting Files/Info.plist` for `Kiosk/Storyboards/`), or the plist lies in the
    /// storyboard's folder (the app's folder given). Another app's plist in a folder beside the
    /// storyboard's (one with its own storyboards: an app, an extension) is not taken, whatever
    /// main storyboard it names (`Main` is every template's): its status bar and appearance are
    /// not this storyboard's.
    static func belongs(_ found: Found, to path: String) -> Bool {
        let plistFolder = URL(fileURLWithPath: found.path).deletingLastPathComponent()
        let appFolder = plistFolder.deletingLastPathComponent().path
        let own = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if path.hasPrefix(plistFolder.path + "/") || found.path.hasPrefix(own + "/") { return true }
        return (appFolder == "/" || path.hasPrefix(appFolder + "/")) && !holdsStoryboards(plistFolder.path)
    }

    /// Whether `folder` holds storyboards of its own, beside it or in its `.lproj` folders: an
    /// app's or an extension's folder rather than a folder of supporting files.
    static func holdsStoryboards(_ folder: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if entries.contains(where: { $0.hasSuffix(".storyboard") }) { return true }
        return entries.filter { $0.hasSuffix(".lproj") }.prefix(64).contains { lproj in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + lproj)) ?? []).contains { $0.hasSuffix(".storyboard") }
        }
    }

    /// One app's plist; among several, the one that names `storyboard` as its main storyboard.
    static func choose(_ candidates: [Found], storyboard: String) -> Found? {
        if candidates.count == 1 { return candidates[0] }
        let naming = candidates.filter { found in
            ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad"].contains { found.plist[$0] as? String == storyboard }
        }
        return naming.count == 1 ? naming[0] : nil
    }

    static func collect(in folder: String, depth: Int, root: String, budget: inout Int, into found: inout [Found]) {
        guard budget > 0 else { return }
        budget -= 1
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if entries.contains("Info.plist"), let plist = read(folder + "/Info.plist", root: root), isApp(plist) {
            found.append(Found(path: URL(fileURLWithPath: folder + "/Info.plist").standardizedFileURL.path, plist: plist))
        }
        guard depth < maxDepth else { return }
        for name in entries where !name.hasPrefix(".") && !skipped.contains(name) && !name.contains(".") {
            let child = folder + "/" + name
            var isDir: ObjCBool = false
            guard !ProjectBoundary.isLink(child), FileManager.default.fileExists(atPath: child, isDirectory: &isDir), isDir.boolValue else { continue }
            collect(in: child, depth: depth + 1, root: root, budget: &budget, into: &found)
        }
    }

    /// A plist read within the resource size limit, inside `root`.
    static func read(_ path: String, root: String) -> [String: Any]? {
        AppSettings.readPlist(path, root: root)
    }

    /// An application's plist: its bundle is an app (`APPL`, or Xcode's `$(PRODUCT_BUNDLE_PACKAGE_TYPE)`
    /// with the keys only an app has), not an extension (`NSExtension`) or a test bundle (`BNDL`).
    static func isApp(_ plist: [String: Any]) -> Bool {
        guard plist["NSExtension"] == nil, plist["WKWatchKitApp"] == nil else { return false }
        let type = plist["CFBundlePackageType"] as? String
        if type == "APPL" { return true }
        if let type, !type.hasPrefix("$(") { return false }
        let appKeys = ["UIMainStoryboardFile", "UILaunchStoryboardName", "UIApplicationSceneManifest", "LSRequiresIPhoneOS",
                       "UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities"]
        return appKeys.contains { plist[$0] != nil }
    }
}
