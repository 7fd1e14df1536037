import Foundation

/// The `objects` table of a `project.pbxproj`, walked for `XcodeProject`: targets, their
/// resources build phase, build configurations, and file references resolved to paths.
struct PBXObjects {
    let objects: [String: ASCIIPropertyList]
    let rootObject: [String: ASCIIPropertyList]
    let root: String
    let boundary: ProjectBoundary
    /// Each group member's group, for `<group>`-relative paths.
    var parent: [String: String] = [:]

    /// Groups nested deeper than this are not resolved (a malformed file may loop).
    static let maxGroupDepth = 64

    init(plist: ASCIIPropertyList, root: String) {
        let objects = plist["objects"]?.dictionary ?? [:]
        self.objects = objects
        rootObject = plist["rootObject"]?.string.flatMap { objects[$0]?.dictionary } ?? [:]
        self.root = root
        boundary = ProjectBoundary(folders: [root])
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            for child in object["children"]?.array ?? [] {
                if let c = child.string, parent[c] == nil { parent[c] = id }
            }
        }
    }

    func object(_ id: ASCIIPropertyList?) -> [String: ASCIIPropertyList]? { id?.string.flatMap { objects[$0]?.dictionary } }

    func targets() -> [XcodeProject.Target] {
        let projectSettings = settings(of: rootObject["buildConfigurationList"])
        return (rootObject["targets"]?.array ?? []).compactMap { ref -> XcodeProject.Target? in
            guard let t = object(ref), t["isa"]?.string == "PBXNativeTarget" else { return nil }
            var resources: [String] = []
            for phase in (t["buildPhases"]?.array ?? []).compactMap(object) where phase["isa"]?.string == "PBXResourcesBuildPhase" {
                for file in (phase["files"]?.array ?? []).compactMap(object) {
                    guard let ref = file["fileRef"]?.string else { continue }
                    for p in paths(of: ref) where !resources.contains(p) { resources.append(p) }
                }
            }
            let own = settings(of: t["buildConfigurationList"])
            return XcodeProject.Target(name: t["name"]?.string ?? "", resources: resources,
                                       buildSettings: projectSettings.merging(own) { _, target in target })
        }
    }

    /// A configuration list's Release settings (else its first configuration's), as strings:
    /// arrays are joined with spaces, as `xcodebuild -showBuildSettings` prints them.
    func settings(of list: ASCIIPropertyList?) -> [String: String] {
        let configs = (object(list)?["buildConfigurations"]?.array ?? []).compactMap(object)
        guard let config = configs.first(where: { $0["name"]?.string == "Release" }) ?? configs.first else { return [:] }
        var out: [String: String] = [:]
        for (key, value) in config["buildSettings"]?.dictionary ?? [:] {
            out[key] = value.string ?? value.array?.compactMap(\.string).joined(separator: " ")
        }
        return out
    }

    /// The paths a file reference stands for: itself, or each child of a variant group
    /// (`Base.lproj/Main.storyboard`, `fr.lproj/Main.strings`); only those inside the project.
    func paths(of id: String) -> [String] {
        guard let o = objects[id]?.dictionary else { return [] }
        let ids = o["isa"]?.string == "PBXVariantGroup" ? (o["children"]?.array ?? []).compactMap(\.string) : [id]
        return ids.compactMap { path(of: $0, depth: 0) }.filter { p in
            !FileManager.default.fileExists(atPath: p) || boundary.inside(p) != nil
        }
    }

    /// Where a file or group lies, by its source tree.
    func path(of id: String, depth: Int) -> String? {
        guard depth < Self.maxGroupDepth, let o = objects[id]?.dictionary else { return nil }
        let own = o["path"]?.string
        let base: String?
        switch o["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            base = parent[id].map { path(of: $0, depth: depth + 1) } ?? root
        case "SOURCE_ROOT":
            base = root
        case "<absolute>":
            base = ""
        default:
            return nil  // SDKROOT, BUILT_PRODUCTS_DIR, DEVELOPER_DIR: not the app's own files
        }
        guard let base else { return nil }
        guard let own, !own.isEmpty else { return base.isEmpty ? nil : base }
        if own.hasPrefix("/") { return URL(fileURLWithPath: own).standardizedFileURL.path }
        return URL(fileURLWithPath: base.isEmpty ? own : base + "/" + own).standardizedFileURL.path
    }
}
