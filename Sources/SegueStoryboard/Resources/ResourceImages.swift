import Foundation
import SegueKit
import SegueRender

/// The project's image sets, decoded for one build: the variant for the appearance, the render
/// scale and the device's idiom (`ImageSet.variant(for:scale:idiom:)`), as a `Bitmap` drawn at the
/// variant's scale (so a 2x file on a 3x render is scaled up, as UIKit does). An SVG or PDF
/// variant is drawn at the pixel size it is shown at (ResourceImages+Vectors.swift). Each file is
/// decoded once per build; what cannot be drawn is reported once, and drawn as a placeholder.
@MainActor
final class ResourceImages {
    let project: ProjectResources
    let appearance: Appearance
    let contrast: Contrast
    let scale: Double
    let idiom: DeviceIdiom
    /// Where problems go (the builder's issues, each once).
    var report: (StoryboardDiagnostic) -> Void = { _ in }
    private var cache: [String: Bitmap?] = [:]
    /// Parsed SVG and PDF files by path (nil: cannot be drawn, said once).
    var vectors: [String: VectorImage?] = [:]

    init(project: ProjectResources, appearance: Appearance, contrast: Contrast = .normal, scale: Double, idiom: DeviceIdiom) {
        self.project = project
        self.appearance = appearance
        self.contrast = contrast
        self.scale = scale
        self.idiom = idiom
    }

    /// The named image as content for a view of `size` points: nil when the catalogs do not have
    /// it (the reader has said so once) or it cannot be drawn (said here once). `tint` colours a
    /// template image; `templateByDefault` is where it is shown (bars and system buttons draw
    /// images as templates unless the set says `original`).
    func content(named name: String, size: Size, contentMode: ContentMode, tint: Color?, templateByDefault: Bool = false) -> ImageContent? {
        guard let set = project.imageSet(named: name) else { return nil }
        guard let variant = set.variant(for: appearance, contrast: contrast, scale: scale, idiom: idiom) else {
            problem(set.path, "image '\(name)' has no file for the \(appearance.rawValue) appearance on \(idiom.rawValue); it is drawn as a labelled placeholder")
            return nil
        }
        let template = (set.renderingIntent.map { $0 == .template } ?? templateByDefault) ? tint : nil
        if let format = VectorImage.Format(path: variant.file) {
            return vectorContent(variant.file, format: format, name: name, size: size, contentMode: contentMode, tint: template)
        }
        guard let bitmap = cached(variant.file + Self.key(template), { decode(variant.file, name: name, tint: template) }) else { return nil }
        return ImageContent(bitmap: bitmap, contentMode: contentMode, scale: Double(variant.scale ?? 1))
    }

    /// A cache key's part for a tint (empty for none).
    static func key(_ tint: Color?) -> String {
        tint.map { "|\($0.red),\($0.green),\($0.blue),\($0.alpha)" } ?? ""
    }

    /// A bitmap from the cache, or made (once per key) by `make`; nil when it cannot be made.
    func cached(_ key: String, _ make: () -> Bitmap?) -> Bitmap? {
        if let known = cache[key] { return known }
        let made = make()
        cache[key] = made
        return made
    }

    func problem(_ file: String, _ message: String, kind: StoryboardDiagnostic.Kind = .invalidResource) {
        report(StoryboardDiagnostic(.warning, kind: kind, file: file, message: message))
    }

    /// Reads and decodes one file (PNG or JPEG, found by its signature), tinted as a template.
    private func decode(_ path: String, name: String, tint: Color?) -> Bitmap? {
        do {
            let bytes = try InputFile.read(try project.boundary.readable(path), maximumBytes: project.limits.image.maximumFileBytes)
            var image: RGBAImage
            if JPEGDecoder.isJPEG(bytes) {
                image = try JPEGDecoder.decode(bytes, name: path, limits: project.limits.image)
            } else {
                image = try PNGDecoder.decode(bytes, name: path, limits: project.limits.image)
            }
            if let tint { Self.tint(&image, with: tint) }
            return Bitmap(premultiplying: image)
        } catch let e as InputFileError {
            problem(path, "image '\(name)': \(e.problem); it is drawn as a labelled placeholder", kind: .missingResource)
        } catch let e as PNGError {
            problem(path, "image '\(name)': \(e.reason); it is drawn as a labelled placeholder")
        } catch {
            problem(path, "image '\(name)': \(error); it is drawn as a labelled placeholder")
        }
        return nil
    }

    /// A template image: every pixel takes the tint's colour, its alpha multiplied by the tint's
    /// (UIKit's `.alwaysTemplate`).
    static func tint(_ image: inout RGBAImage, with tint: Color) {
        let r = UInt8((tint.red * 255).rounded()), g = UInt8((tint.green * 255).rounded()), b = UInt8((tint.blue * 255).rounded())
        let a = tint.alpha
        image.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                p[i] = r
                p[i + 1] = g
                p[i + 2] = b
                p[i + 3] = UInt8((Double(p[i + 3]) * a).rounded())
                i += 4
            }
        }
    }
}

extension IB.ContentMode {
    /// How an image fills its view: the mode of the same name (`redraw` stretches; an unknown
    /// mode is centred at the image's own size).
    var segueContentMode: ContentMode {
        self == .redraw ? .scaleToFill : ContentMode(rawValue: rawValue) ?? .center
    }
}
