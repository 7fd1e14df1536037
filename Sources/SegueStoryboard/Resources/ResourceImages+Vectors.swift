import Foundation
import SegueKit
import SegueRender

extension ResourceImages {
    /// An SVG or PDF image set's file as content for a view of `size` points, drawn at the device
    /// pixels it covers there (the content mode's size × the render scale), so that it is as sharp
    /// at 3x as at 1x and never a small bitmap scaled up. Template images take `tint` as raster
    /// ones do. What cannot be read or drawn is said once per file and drawn as a placeholder.
    ///
    /// NB: UIKit draws a set with `preserves-vector-representation` this way; without it Xcode
    /// rasterizes the vector at its own size at build time, and an image view larger than that
    /// scales the bitmap up. Both are drawn sharp here, at the size they are shown.
    func vectorContent(_ path: String, format: VectorImage.Format, name: String, size: Size, contentMode: ContentMode, tint: Color?) -> ImageContent? {
        guard let vector = vector(path, format: format, name: name) else { return nil }
        let (drawn, pixels) = Self.pixelSize(of: vector.size, in: size, contentMode: contentMode, scale: scale, limits: project.limits.image)
        let key = path + Self.key(tint) + "|\(pixels.width)x\(pixels.height)"
        let bitmap = cached(key) {
            do {
                var image = try vector.render(width: pixels.width, height: pixels.height)
                if let tint { Self.tint(&image, with: tint) }
                return Bitmap(premultiplying: image)
            } catch {
                problem(path, "image '\(name)': \(Self.reason(error)); it is drawn as a labelled placeholder")
                return nil
            }
        }
        guard let bitmap else { return nil }
        return ImageContent(bitmap: bitmap, contentMode: contentMode, scale: Double(pixels.width) / drawn.width)
    }

    /// The parsed file, once per build (nil when it cannot be read: said once).
    func vector(_ path: String, format: VectorImage.Format, name: String) -> VectorImage? {
        if let known = vectors[path] { return known }
        var parsed: VectorImage?
        do {
            let bytes = try InputFile.read(try project.boundary.readable(path), maximumBytes: project.limits.maxVectorBytes)
            parsed = try VectorImage([UInt8](bytes), format: format, file: path, limits: project.limits.image)
        } catch let e as InputFileError {
            problem(path, "image '\(name)': \(e.problem); it is drawn as a labelled placeholder", kind: .missingResource)
        } catch {
            problem(path, "image '\(name)': \(Self.reason(error)); it is drawn as a labelled placeholder")
        }
        vectors[path] = .some(parsed)
        return parsed
    }

    static func reason(_ error: any Error) -> String {
        (error as? VectorImageError)?.reason ?? "\(error)"
    }

    /// The points a vector of `natural` size covers in `bounds` with `contentMode` (its natural
    /// size where the bounds are empty), and the whole pixels that is at `scale`, made smaller
    /// (aspect kept) where it would pass the image limits.
    static func pixelSize(of natural: Size, in bounds: Size, contentMode: ContentMode, scale: Double,
                          limits: PNGDecoder.Limits) -> (drawn: Size, pixels: (width: Int, height: Int)) {
        var drawn = contentMode.rect(for: natural, in: Rect(bounds)).size
        if !(drawn.width > 0 && drawn.height > 0 && drawn.width.isFinite && drawn.height.isFinite) { drawn = natural }
        var w = drawn.width * scale, h = drawn.height * scale
        // NB: a hostile size (an SVG 10⁹ points wide, shown centred) is drawn at fewer pixels and
        // scaled by the rasterizer, never allocated.
        let shrink = min(1, Double(limits.maximumSide) / max(w, h), (Double(limits.maximumPixelCount) / (w * h)).squareRoot())
        w *= shrink
        h *= shrink
        func whole(_ v: Double) -> Int { v.isFinite ? max(1, Int(min(v, 1e9).rounded())) : 1 }
        return (drawn, (whole(w), whole(h)))
    }
}
