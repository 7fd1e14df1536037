import Foundation

/// Images kept as files in the app's bundle rather than in an asset catalog (`logo.png`,
/// `logo@2x.png`, `logo~ipad.png`), found as `UIImage(named:)` finds them: by the name without
/// the scale, the device modifier and the extension, at the scale that matches the render.
enum LooseImages {
    /// The file extensions `UIImage(named:)` loads without an asset catalog.
    static let extensions: Set<String> = ["png", "jpg", "jpeg"]

    /// Whether `file` (a name) is an image this finds.
    static func isImage(_ file: String) -> Bool { extensions.contains((file as NSString).pathExtension.lowercased()) }

    /// `name@2x~ipad.png` → (`name`, 2, ipad); `name~iphone@3x.png` too. Nil for a name that is
    /// only a suffix.
    static func parse(_ file: String) -> (name: String, scale: Int?, idiom: DeviceIdiom?)? {
        var base = (file as NSString).deletingPathExtension
        var idiom: DeviceIdiom?
        var scale: Int?
        for (suffix, device) in [("~iphone", DeviceIdiom.iphone), ("~ipad", .ipad)] where base.lowercased().hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            idiom = device
        }
        for s in 1...3 where base.hasSuffix("@\(s)x") {
            base = String(base.dropLast(3))
            scale = s
        }
        for (suffix, device) in [("~iphone", DeviceIdiom.iphone), ("~ipad", .ipad)] where idiom == nil && base.lowercased().hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            idiom = device
        }
        return base.isEmpty ? nil : (base, scale ?? 1, idiom)
    }

    /// Image sets made of the loose files at `paths` (in path order; the first file of a name,
    /// scale and idiom wins), by name.
    static func sets(_ paths: [String]) -> [String: ImageSet] {
        var sets: [String: ImageSet] = [:]
        var seen: Set<String> = []
        for path in paths {
            guard let (name, scale, idiom) = parse((path as NSString).lastPathComponent),
                  seen.insert("\(name)|\(scale ?? 1)|\(idiom?.rawValue ?? "")").inserted else { continue }
            let variant = ImageSet.Variant(traits: VariantTraits(idiom: idiom), file: path, scale: scale)
            sets[name, default: ImageSet(name: name, path: path, variants: [], renderingIntent: nil)].variants.append(variant)
        }
        return sets
    }
}

extension ProjectResources {
    /// The image set `UIImage(named: name)` loads: the catalogs' or a loose file's, by the name as
    /// written, else (a name written with its extension, `logo.png`) by the name without it.
    public func imageSet(named name: String) -> ImageSet? {
        if let set = images[name] { return set }
        guard LooseImages.isImage(name) else { return nil }
        return images[(name as NSString).deletingPathExtension]
    }
}
