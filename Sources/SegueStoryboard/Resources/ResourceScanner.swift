import Foundation
import SegueKit

/// Walks resource folders for `ProjectResources`: asset catalogs, font files and `Info.plist`s,
/// within `ResourceLimits`.
///
/// NB: entries are visited in sorted order (the output never depends on the file system's order);
/// folders are identified by their resolved path, so a symlink loop or a folder linked twice is
/// visited once; only regular files are read. A symbolic link is followed only when it leads inside
/// the resource folders (`ProjectBoundary`): one to `/`, a home folder or a file elsewhere is
/// skipped with a warning, never walked or read.
struct ResourceScanner {
    let limits: ResourceLimits
    let boundary: ProjectBoundary
    var result = ProjectResources(empty: [])
    var entries = 0
    var visited: Set<String> = []
    var fonts: [String] = []
    /// Image files outside asset catalogs (`LooseImages`), in path order.
    var looseImages: [String] = []
    var infoPlists: [String] = []
    var stopped = false
    var warned: Set<String> = []
    /// Whether the catalog limit was said (once for the whole scan).
    var warnedCatalogLimit = false
    /// Xibs found only in a language's `.lproj` so far, which a `Base.lproj` one replaces.
    var languageXibs: Set<String> = []

    /// Folders that hold build output or dependencies, never the app's own resources.
    static let skipped: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "build", "node_modules"]

    init(limits: ResourceLimits, boundary: ProjectBoundary) {
        self.limits = limits
        self.boundary = boundary
    }

    mutating func warn(_ file: String, _ message: String, kind: StoryboardDiagnostic.Kind = .invalidResource,
                       advice: SettingMessage<StoryboardSetting>? = nil) {
        let key = file + "|" + message
        guard warned.insert(key).inserted else { return }
        result.warnings.append(StoryboardDiagnostic(.warning, kind: kind, file: file, message: message, advice: advice))
    }

    mutating func scan(_ folder: String) {
        let path = URL(fileURLWithPath: folder).standardizedFileURL.path
        if path.hasSuffix(".xcassets") { readCatalog(path, depth: 0) } else { walk(path, depth: 0) }
    }

    /// Claims a folder (by its resolved path); false when it was visited already or the entry
    /// budget is spent.
    mutating func enter(_ path: String) -> Bool {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return false }
        return !stopped
    }

    mutating func list(_ path: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            warn(path, "the folder cannot be read; it is skipped", kind: .unreadable)
            return []
        }
        entries += names.count
        if entries > limits.maxEntries {
            stopped = true
            warn(path, "the resource folders hold more than \(limits.maxEntries) entries; the search stopped here", kind: .limitExceeded,
                 advice: " (give narrower \(.resources))")
            return []
        }
        return names.sorted()
    }

    /// What `path` is, through a link only when the link stays inside the boundary (a linked
    /// folder is then walked once, by its resolved path); nil, with a warning, for a link that
    /// leaves it.
    mutating func kind(_ path: String) -> FileAttributeType? {
        var target = path
        if ProjectBoundary.isLink(path) {
            guard let real = boundary.inside(path) else {
                warn(path, boundary.describeEscape(path) + "; it is not followed", kind: .unreadable)
                return nil
            }
            target = real
        }
        return (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
    }

    /// The xibs Xcode moved into an `.lproj` folder when they were localized (the folder's other
    /// files are a language's copies of what the walk finds elsewhere): `Base.lproj`'s is the one
    /// UIKit loads for a language without its own copy, and a language's stands in only where the
    /// app has no base one. Localizations are applied when the xib is read (`IB.localizedXib`).
    mutating func lprojXibs(in folder: String, isBase: Bool) {
        guard enter(folder) else { return }
        for name in list(folder) where name.hasSuffix(".xib") && !name.hasPrefix(".") && kind(folder + "/" + name) == .typeRegular {
            let base = String(name.dropLast(4))
            let replaces = result.xibs[base] == nil ? result.xibs.count < limits.maxXibs : isBase && languageXibs.contains(base)
            guard replaces else { continue }
            result.xibs[base] = folder + "/" + name
            if isBase { languageXibs.remove(base) } else { languageXibs.insert(base) }
        }
    }

    mutating func walk(_ path: String, depth: Int) {
        guard enter(path) else { return }
        guard depth <= limits.maxDepth else {
            warn(path, "is more than \(limits.maxDepth) folders deep; it is not searched", kind: .limitExceeded)
            return
        }
        for name in list(path) where !name.hasPrefix(".") && !Self.skipped.contains(name) {
            let child = path + "/" + name
            let type = kind(child)
            if type == .typeDirectory {
                if name.hasSuffix(".xcassets") {
                    readCatalog(child, depth: depth + 1)
                } else if name.hasSuffix(".lproj") {
                    lprojXibs(in: child, isBase: name == "Base.lproj")
                } else if !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace") {
                    walk(child, depth: depth + 1)
                }
            } else if type == .typeRegular {
                let lower = name.lowercased()
                if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") { fonts.append(child) }
                if name == "Info.plist" { infoPlists.append(child) }
                if name.hasSuffix(".xib"), result.xibs.count < limits.maxXibs {
                    let base = String(name.dropLast(4))
                    if result.xibs[base] == nil { result.xibs[base] = child }
                }
                if name.hasSuffix(".swift") || name.hasSuffix(".m"), result.sourceFiles.count < limits.maxXibs {
                    let base = String(name.prefix { $0 != "." })
                    if result.sourceFiles[base] == nil { result.sourceFiles[base] = child }
                }
                if LooseImages.isImage(name), looseImages.count < limits.maxSets { looseImages.append(child) }
            }
        }
    }

    // MARK: Asset catalogs

    mutating func readCatalog(_ path: String, depth: Int) {
        guard result.catalogs.count < limits.maxCatalogs else {
            // Said once: a folder of hundreds of catalogs (a downloads or temporary folder taken
            // for the project) would otherwise print a line for each.
            if !warnedCatalogLimit {
                warnedCatalogLimit = true
                warn(path, "more than \(limits.maxCatalogs) asset catalogs; this one and any found after it are not read", kind: .limitExceeded)
            }
            return
        }
        guard enter(path) else { return }
        result.catalogs.append(path)
        readGroup(path, namespace: "", depth: depth)
    }

    /// A catalog or a group folder in one: its sets, and the groups below.
    mutating func readGroup(_ path: String, namespace: String, depth: Int) {
        guard depth <= limits.maxDepth else {
            warn(path, "is more than \(limits.maxDepth) folders deep; it is not read", kind: .limitExceeded)
            return
        }
        for name in list(path) where !name.hasPrefix(".") {
            let child = path + "/" + name
            guard kind(child) == .typeDirectory else { continue }
            let ext = (name as NSString).pathExtension
            let base = namespace + (name as NSString).deletingPathExtension
            switch ext {
            case "colorset", "imageset":
                guard result.colors.count + result.images.count < limits.maxSets else {
                    warn(child, "more than \(limits.maxSets) colour and image sets; the rest are not read", kind: .limitExceeded)
                    stopped = true
                    return
                }
                guard enter(child), let data = contents(child) else { continue }
                do {
                    if ext == "colorset" {
                        let set = try ColorSet.parse(data, name: base, path: child + "/Contents.json", maxVariants: limits.maxVariants)
                        if let set, result.colors[base] == nil { result.colors[base] = set }
                    } else {
                        let set = try ImageSet.parse(data, name: base, folder: child, maxVariants: limits.maxVariants)
                        if result.images[base] == nil { result.images[base] = set }
                    }
                } catch let p as ResourceProblem {
                    warn(child + "/Contents.json", p.message + "; the \(ext == "colorset" ? "colour" : "image") '\(base)' is skipped")
                } catch {
                    warn(child + "/Contents.json", "\(error)")
                }
            case "":
                // A group; it adds its name to the set names below when it provides a namespace.
                guard enter(child) else { continue }
                var inner = namespace
                if let data = contents(child, required: false),
                   let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                   (root["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true {
                    inner += name + "/"
                }
                readGroup(child, namespace: inner, depth: depth + 1)
            case "symbolset":
                // The set's one SVG (`"symbols": [{"filename": …}]`); drawn by its `Regular-M` glyph.
                guard let data = contents(child),
                      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let file = (root["symbols"] as? [[String: Any]])?.compactMap({ $0["filename"] as? String }).first,
                      !file.contains("/"), FileManager.default.fileExists(atPath: child + "/" + file) else {
                    warn(child + "/Contents.json", "names no SVG file in the set; the symbol '\(base)' is skipped")
                    continue
                }
                if result.symbols[base] == nil { result.symbols[base] = child + "/" + file }
            default:
                continue  // app icons, data sets, textures…
            }
        }
    }

    /// A folder's `Contents.json`, read within the size limit (nil, with a warning, when it is
    /// missing, not a regular file, or too large).
    mutating func contents(_ folder: String, required: Bool = true) -> Data? {
        let path = folder + "/Contents.json"
        do {
            return Data(try InputFile.read(try boundary.readable(path), maximumBytes: limits.maxContentsBytes))
        } catch {
            if required || FileManager.default.fileExists(atPath: path) {
                let why = error.kind == .tooLarge
                    ? "is larger than \(limits.maxContentsBytes) bytes; the set is skipped"
                    : error.problem + "; the set is skipped"
                warn(path, why, kind: error.kind == .tooLarge ? .limitExceeded : .invalidResource)
            }
            return nil
        }
    }

    // MARK: Fonts

    /// The fonts `Info.plist` files declare (`UIAppFonts`), and the font files handed on.
    mutating func readFonts() {
        var declared: [String] = [], seen: Set<String> = []
        for plist in infoPlists {
            guard let bytes = try? InputFile.read(try boundary.readable(plist), maximumBytes: limits.maxContentsBytes) else {
                warn(plist, "cannot be read, or is larger than \(limits.maxContentsBytes) bytes; its UIAppFonts are not looked at")
                continue
            }
            guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any] else {
                warn(plist, "is not a property list; its UIAppFonts are not looked at")
                continue
            }
            for name in root["UIAppFonts"] as? [String] ?? [] where seen.insert(name).inserted { declared.append(name) }
        }
        result.declaredFonts = declared
        let present = Set(fonts.map { ($0 as NSString).lastPathComponent })
        let missing = declared.filter { !present.contains(($0 as NSString).lastPathComponent) }
        // NB: a few named, the rest counted: a damaged Info.plist may list thousands.
        for name in missing.prefix(Self.namedMissingFonts) {
            warn(infoPlists.first ?? "Info.plist", "UIAppFonts lists \(InputText.quoted(name)), which is in none of the resource folders; text in that font is drawn in the system font",
                 kind: .missingResource)
        }
        if missing.count > Self.namedMissingFonts {
            warn(infoPlists.first ?? "Info.plist", "UIAppFonts lists \(missing.count - Self.namedMissingFonts) more fonts that are in none of the resource folders; text in them is drawn in the system font",
                 kind: .missingResource)
        }
        if fonts.count > limits.maxFonts {
            warn(fonts[limits.maxFonts], "more than \(limits.maxFonts) font files; the rest are not used", kind: .limitExceeded)
        }
        result.fontFiles = Array(fonts.prefix(limits.maxFonts))
    }

    /// Missing `UIAppFonts` entries warned about by name; the rest in one line.
    static let namedMissingFonts = 8

    mutating func finish(into base: ProjectResources) -> ProjectResources {
        readFonts()
        var r = base
        r.catalogs = result.catalogs
        r.colors = result.colors
        // An asset catalog's set wins over loose files of the same name.
        r.images = result.images.merging(LooseImages.sets(looseImages)) { catalog, _ in catalog }
        r.symbols = result.symbols
        r.xibs = result.xibs
        r.sourceFiles = result.sourceFiles
        r.fontFiles = result.fontFiles
        r.declaredFonts = result.declaredFonts
        r.warnings = result.warnings
        return r
    }
}
