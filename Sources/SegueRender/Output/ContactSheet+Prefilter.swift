import SegueKit

extension ContactSheet {
    /// The recording with every large image shrunk once, by a whole factor with a box filter, to
    /// about the thumbnails' size, so that each thumbnail resamples a small bitmap.
    ///
    /// NB: a 3x screenshot is drawn about ten times smaller in a thumbnail. Cairo's GOOD filter
    /// builds a convolution over ~10×10 source pixels for every thumbnail pixel, for every
    /// thumbnail: about a billion instructions for one sheet of two screenshots. Averaging f×f
    /// blocks once costs one read per source pixel, and GOOD then shrinks by less than 2×. Only
    /// images at least twice the thumbnails' pixel density are touched (screenshots at 2x and 3x);
    /// a scale-1 image draws exactly as before.
    static func prefiltered(_ recording: Recording, thumbnailScale: Double) -> Recording {
        var shrunk: [ObjectIdentifier: ImageContent] = [:]
        var result = recording
        for s in result.steps.indices {
            for l in result.steps[s].scene.layers.indices {
                guard case .image(let image) = result.steps[s].scene.layers[l].content, image.scale >= 2 else { continue }
                let id = ObjectIdentifier(image.bitmap)
                let small: ImageContent
                if let done = shrunk[id] {
                    small = done
                } else {
                    small = shrink(image, thumbnailScale: thumbnailScale)
                    shrunk[id] = small
                }
                result.steps[s].scene.layers[l].content = .image(small)
            }
        }
        return result
    }

    /// `image` averaged over f×f blocks, f the largest whole factor that divides both sides and
    /// leaves at least the thumbnail's density (itself when there is none).
    static func shrink(_ image: ImageContent, thumbnailScale: Double) -> ImageContent {
        let bmp = image.bitmap
        let ratio = image.scale / thumbnailScale
        guard ratio.isFinite, ratio >= 2 else { return image }
        var f = min(Int(ratio), 16)
        while f >= 2 && (bmp.width % f != 0 || bmp.height % f != 0) { f -= 1 }
        guard f >= 2 else { return image }
        return ImageContent(bitmap: boxShrink(bmp, by: f), contentMode: image.contentMode, scale: image.scale / Double(f))
    }

    /// Premultiplied BGRA averaged over f×f blocks (rounded to nearest); `f` divides both sides
    /// and is at most 16.
    ///
    /// NB: two 16-bit lanes per UInt32 (B and R, then G and A): f² × 255 ≤ 65 280 fits, so one
    /// mask, one shift and two adds take a whole pixel.
    static func boxShrink(_ bmp: Bitmap, by f: Int) -> Bitmap {
        precondition(f >= 1 && f <= 16)
        let w = bmp.width / f, h = bmp.height / f
        var out = [UInt8](repeating: 0, count: w * h * 4)
        var sums = [UInt32](repeating: 0, count: w * 2)
        let area = UInt32(f * f), half = area / 2
        let src = bmp.bytes
        out.withUnsafeMutableBufferPointer { o in
            sums.withUnsafeMutableBufferPointer { acc in
                for y in 0..<h {
                    for k in 0..<acc.count { acc[k] = 0 }
                    for row in (y * f)..<((y + 1) * f) {
                        let line = src.baseAddress! + row * bmp.stride
                        for x in 0..<w {
                            var br: UInt32 = 0, ga: UInt32 = 0
                            for dx in 0..<f {
                                let p = line.loadUnaligned(fromByteOffset: (x &* f &+ dx) &* 4, as: UInt32.self)
                                br &+= p & 0x00FF_00FF
                                ga &+= (p >> 8) & 0x00FF_00FF
                            }
                            acc[x &* 2] &+= br
                            acc[x &* 2 &+ 1] &+= ga
                        }
                    }
                    for x in 0..<w {
                        let br = acc[x * 2], ga = acc[x * 2 + 1], o4 = (y * w + x) * 4
                        o[o4] = UInt8(truncatingIfNeeded: ((br & 0xFFFF) + half) / area)
                        o[o4 + 1] = UInt8(truncatingIfNeeded: ((ga & 0xFFFF) + half) / area)
                        o[o4 + 2] = UInt8(truncatingIfNeeded: ((br >> 16) + half) / area)
                        o[o4 + 3] = UInt8(truncatingIfNeeded: ((ga >> 16) + half) / area)
                    }
                }
            }
        }
        return Bitmap(width: w, height: h, premultipliedBGRA: out)
    }
}
