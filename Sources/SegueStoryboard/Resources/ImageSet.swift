import Foundation

/// An image set of an asset catalog (`Name.imageset/Contents.json`): its files by scale,
/// appearance and idiom, and how it is rendered.
public struct ImageSet: Sendable {
    public struct Variant: Sendable {
        public var traits: VariantTraits
        /// The image file, an absolute path inside the set's folder.
        public var file: String
        /// 1, 2 or 3 (`"scale": "2x"`); nil for a single-scale (vector) entry.
        public var scale: Int?
    }

    /// `properties.template-rendering-intent`: drawn in the tint colour (alpha kept) or as is.
    public enum RenderingIntent: String, Sendable {
        case template, original
    }

    public var name: String
    public var path: String
    public var variants: [Variant]
    /// Nil: the default of where it is shown (template in bars and system buttons, original in
    /// image views).
    public var renderingIntent: RenderingIntent?

    /// The variant UIKit loads for `appearance` and `contrast` at `scale` pixels per point on
    /// `idiom`: the best-fitting appearance, contrast and idiom, then the scale equal to the rounded render scale, else
    /// the nearest (a higher one on a tie, as a sharper source scales down well), else a
    /// single-scale entry.
    public func variant(for appearance: Appearance, contrast: Contrast = .normal, scale: Double, idiom: DeviceIdiom = .iphone) -> Variant? {
        let fitting = variants.compactMap { v in v.traits.score(for: appearance, contrast: contrast, idiom: idiom).map { (v, $0) } }
        guard let top = fitting.map(\.1).max() else { return nil }
        let candidates = fitting.filter { $0.1 == top }.map(\.0)
        let wanted = min(3, max(1, Int(scale.rounded())))
        let scaled = candidates.filter { $0.scale != nil }
        if let best = scaled.min(by: { a, b in
            let da = abs(a.scale! - wanted), db = abs(b.scale! - wanted)
            return da != db ? da < db : a.scale! > b.scale!
        }) {
            return best
        }
        return candidates.first
    }

    /// Parses an image set's `Contents.json`; `folder` is the set's folder. Entries without a
    /// `filename` (empty slots Xcode writes) are skipped; a file name that leaves the folder is
    /// refused.
    static func parse(_ data: Data, name: String, folder: String, maxVariants: Int) throws -> ImageSet {
        let root = try ResourceProblem.jsonObject(data)
        guard let images = root["images"] as? [[String: Any]] else { throw ResourceProblem("has no \"images\" array") }
        guard images.count <= maxVariants else { throw ResourceProblem("has \(images.count) images, more than the limit of \(maxVariants)") }
        var variants: [Variant] = []
        for entry in images {
            guard let file = entry["filename"] as? String, let traits = VariantTraits(entry: entry) else { continue }
            guard !file.isEmpty, !file.contains("/"), file != "..", file != "." else {
                throw ResourceProblem("filename \"\(file)\" is not a file in the set's folder")
            }
            var scale: Int?
            if let s = entry["scale"] as? String {
                guard let n = Int(s.dropLast()), s.hasSuffix("x"), (1...3).contains(n) else {
                    throw ResourceProblem("scale \"\(s)\" is not 1x, 2x or 3x")
                }
                scale = n
            }
            variants.append(Variant(traits: traits, file: folder + "/" + file, scale: scale))
        }
        let props = root["properties"] as? [String: Any]
        let intent = (props?["template-rendering-intent"] as? String).flatMap(RenderingIntent.init(rawValue:))
        return ImageSet(name: name, path: folder + "/Contents.json", variants: variants, renderingIntent: intent)
    }
}
