import CCairo
import SegueKit

/// One PNG that lays out evenly spaced frames of a transition with their times, so the whole
/// motion is seen at a glance.
public struct ContactSheet: Sendable {
    public var title: String
    public var subtitle: String
    public var thumbnailWidth: Double = 120
    public var columns = 6
    /// How many frames to show (fewer when the transition has fewer).
    public var count = 12

    public init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
    }

    /// The frame indices shown: the first, the last, and evenly spaced ones between.
    public func frameIndices(frameCount n: Int) -> [Int] {
        let k = min(count, n)
        guard k > 1 else { return [0] }
        return (0..<k).map { Int((Double($0) * Double(n - 1) / Double(k - 1)).rounded()) }
    }

    /// Renders the sheet: thumbnails drawn straight from the recording (no decoding of frames).
    public func render(_ recording: Recording, timeline: Timeline, fonts: FontSet = .system,
                       progress: (Double) -> Double) throws -> PixelBuffer {
        try render(recording, schedule: FrameSchedule(timeline: timeline), fonts: fonts, progress: progress)
    }

    /// Renders the sheet of the frames a schedule draws (a range, slow motion), captioned with
    /// their global indices and transition times.
    public func render(_ recording: Recording, schedule: FrameSchedule, fonts: FontSet = .system,
                       progress: (Double) -> Double) throws -> PixelBuffer {
        let indices = frameIndices(frameCount: schedule.frameCount).map { schedule.indices.lowerBound + $0 }
        let scale = thumbnailWidth / recording.size.width
        let thumbH = (recording.size.height * scale).rounded()
        let (pad, header, caption) = (12.0, 46.0, 22.0)
        let cols = min(columns, indices.count)
        let rows = (indices.count + cols - 1) / cols
        let size = Size(width: pad + Double(cols) * (thumbnailWidth + pad),
                        height: header + Double(rows) * (thumbH + caption + pad) + pad)
        let thumbRasterizer = Rasterizer(scale: scale, fonts: fonts)
        let recording = Self.prefiltered(recording, thumbnailScale: scale)
        var thumbs: [PixelBuffer] = []
        for i in indices {
            thumbs.append(try thumbRasterizer.render(Compositor.displayList(recording, at: schedule.time(ofFrame: i))))
        }
        var sheet = PixelBuffer(width: Int(size.width), height: Int(size.height))
        try withCairoContext(on: &sheet, scale: 1) { cr in
            setSource(cr, Color(hex: 0x1C1C1E))
            cairo_paint(cr)
            FontLibrary.apply(to: cr)
            // NB: captions the system font draws are set with it alone (FontSet.systemFontOnly).
            let own = FontSet.systemFontOnly.hasEveryCharacter(of: title + subtitle + "#0123456789 .tsp")
            let captionFonts = own ? FontSet.systemFontOnly : fonts
            let text = Rasterizer(scale: 1, fonts: captionFonts)
            let width = size.width - 2 * pad
            try text.drawLine(TextContent(title, fontSize: 16, weight: .bold, color: .white), baselineAt: Point(x: pad, y: 22), width: width, cr)
            try text.drawLine(TextContent(subtitle, fontSize: 11, color: Color(white: 0.7)), baselineAt: Point(x: pad, y: 38), width: width, cr)
            for (k, i) in indices.enumerated() {
                let x = pad + Double(k % cols) * (thumbnailWidth + pad)
                let y = header + Double(k / cols) * (thumbH + caption + pad)
                try paint(thumbs[k], at: Point(x: x, y: y), cr)
                setSource(cr, Color(white: 0.35))
                cairo_set_line_width(cr, 1)
                cairo_rectangle(cr, x - 0.5, y - 0.5, Double(thumbs[k].width) + 1, Double(thumbs[k].height) + 1)
                cairo_stroke(cr)
                let t = schedule.time(ofFrame: i)
                try text.drawLine(TextContent("#\(i)  t \(format(t, 3)) s  p \(format(progress(t), 2))", fontSize: 11, color: Color(white: 0.85)),
                                  baselineAt: Point(x: x, y: y + thumbH + 15), width: thumbnailWidth + pad, cr)
            }
        }
        return sheet
    }

    private func paint(_ b: PixelBuffer, at p: Point, _ cr: OpaquePointer) throws {
        var copy = b
        try copy.bytes.withUnsafeMutableBytes { raw in
            let s = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        Int32(b.width), Int32(b.height), Int32(b.stride))!
            defer { cairo_surface_destroy(s) }
            try CairoCheck.check(cairo_surface_status(s), "a contact-sheet thumbnail")
            cairo_set_source_surface(cr, s, p.x, p.y)
            cairo_paint(cr)
        }
    }

    private func format(_ v: Double, _ digits: Int) -> String {
        let m = pow10(digits)
        let r = (v * m).rounded() / m
        var s = String(r)
        if let dot = s.firstIndex(of: ".") {
            let decimals = s.distance(from: dot, to: s.endIndex) - 1
            if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
        } else {
            s += "." + String(repeating: "0", count: digits)
        }
        return s
    }

    private func pow10(_ n: Int) -> Double { (0..<n).reduce(1) { a, _ in a * 10 } }
}
