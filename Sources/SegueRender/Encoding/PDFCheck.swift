import CZlib

/// What a PDF may make Poppler allocate, checked on its bytes before Poppler sees them. Poppler
/// decodes an embedded image whole, so a 27 kB file whose page draws a 30000×30000 image costs
/// gigabytes, whatever size the page is drawn at; the page itself is bounded by the size it is
/// drawn at (`ResourceImages.pixelSize`).
///
/// Refused: an image (an image XObject's `/Width` and `/Height`, an inline image's `/W` and
/// `/H`, a JPEG's or JPEG 2000's own header) past the image limits or whose size is not written
/// as a number; a predictor or fax row (`/Columns`) wider than the widest image; an encrypted
/// file (its streams cannot be checked); content that inflates past `maxInflatedBytes`, or is
/// encoded with a filter the check cannot undo.
///
/// NB: Poppler's GLib API has no way to ask an image's size without decoding it
/// (`poppler_page_get_image` decodes it, `poppler_page_get_image_mapping` gives only where it is
/// drawn), and an allocation cannot be bounded from outside while it runs (see `SVGCheck`), so the
/// file's own structure is read here. Stream objects are never inside object streams (ISO 32000-1,
/// 7.5.7), so every image dictionary and stream is in plain sight, byte for byte.
public struct PDFCheck: Sendable, Hashable {
    public var limits: PNGDecoder.Limits
    /// The most bytes all content streams together may inflate to (scanned for inline images).
    public var maxInflatedBytes = 64 << 20

    public init(limits: PNGDecoder.Limits = .default) { self.limits = limits }

    /// Why Poppler must not be given `bytes`, or nil.
    public func problem(_ bytes: [UInt8]) -> String? {
        let pdf = PDFBytes(bytes)
        if pdf.find("/Encrypt", from: 0) != nil {
            return "is encrypted: its images cannot be checked before it is drawn; export it without a password"
        }
        var at = 0
        while let subtype = pdf.find("/Subtype", from: at) {
            at = subtype + 8
            guard pdf.name(at: pdf.skipSpace(at)) == "Image" else { continue }
            let dictionary = pdf.objectBody(around: subtype)
            if let problem = check(image: pdf, in: dictionary, width: "Width", height: "Height", what: "an embedded image") { return problem }
        }
        at = 0
        while let key = pdf.find("/Columns", from: at) {
            at = key + 8
            guard case .number(let n)? = pdf.value(at: at), n <= limits.maximumSide else {
                return "has a /Columns entry that is not a number up to \(limits.maximumSide)"
            }
        }
        var inflated = 0
        for stream in pdf.streams() {
            if let problem = check(stream: stream, pdf, inflated: &inflated) { return problem }
        }
        return nil
    }

    /// An image's size from `/W`/`/Width` and `/H`/`/Height` in `range`, checked.
    func check(image pdf: PDFBytes, in range: Range<Int>, width: String, height: String, what: String) -> String? {
        guard let w = pdf.integer(forKey: width, in: range), let h = pdf.integer(forKey: height, in: range) else {
            return "has \(what) whose width and height are not written as numbers, so its size cannot be checked before drawing"
        }
        return check(width: w, height: h, what: what)
    }

    func check(width w: Int, height h: Int, what: String) -> String? {
        guard w > limits.maximumSide || h > limits.maximumSide || w * h > limits.maximumPixelCount else { return nil }
        return "has \(what) of \(w)×\(h) pixels, more than the image limits (\(limits.maximumSide) a side, "
            + "\(limits.maximumPixelCount) pixels): decoding it would take \(w * h / (1 << 18)) MiB"
    }

    /// A stream's data: a JPEG's or JPEG 2000's size from its own header; content inflated (within
    /// the budget) and searched for inline images.
    func check(stream: PDFBytes.Stream, _ pdf: PDFBytes, inflated: inout Int) -> String? {
        let filters = pdf.filters(in: stream.dictionary)
        let data = pdf.bytes[stream.data]
        if filters.contains("DCTDecode") || filters.contains("DCT") {
            guard let (w, h) = JPEGHeader.size(data) else { return nil }  // Poppler refuses what has no frame header
            return check(width: w, height: h, what: "an embedded JPEG image")
        }
        if filters.contains("JPXDecode") {
            guard let (w, h) = JPEGHeader.jpeg2000Size(data) else { return nil }
            return check(width: w, height: h, what: "an embedded JPEG 2000 image")
        }
        if let subtype = pdf.find("/Subtype", in: stream.dictionary), pdf.name(at: pdf.skipSpace(subtype + 8)) == "Image" {
            return nil  // checked by its dictionary
        }
        let content: [UInt8]
        switch filters {
        case []: content = Array(data)
        case ["FlateDecode"], ["Fl"]:
            guard let out = Self.inflate(data, limit: maxInflatedBytes - inflated) else {
                return "has content that inflates to more than \(maxInflatedBytes >> 20) MiB; no icon holds that much"
            }
            content = out
        default:
            return "has a stream encoded with \(filters.map { "/" + $0 }.joined(separator: " ")), which cannot be checked before drawing; "
                + "export it again (Flate-compressed, as every vector editor writes)"
        }
        inflated += content.count
        return inlineImages(in: content)
    }

    /// Every inline image (`BI … ID`) of content, checked.
    func inlineImages(in content: [UInt8]) -> String? {
        let pdf = PDFBytes(content)
        var at = 0
        while let bi = pdf.findOperator("BI", from: at) {
            let end = pdf.findOperator("ID", from: bi + 2) ?? content.count
            at = end
            let range = (bi + 2)..<end
            let w = pdf.integer(forKey: "W", in: range) ?? pdf.integer(forKey: "Width", in: range)
            let h = pdf.integer(forKey: "H", in: range) ?? pdf.integer(forKey: "Height", in: range)
            guard let w, let h else { return "has an inline image whose size is not written as numbers, so it cannot be checked before drawing" }
            if let problem = check(width: w, height: h, what: "an inline image") { return problem }
        }
        return nil
    }

    /// zlib's inflate of `data`, nil when it makes more than `limit` bytes; what inflates up to an
    /// error is kept (Poppler draws what it can of a damaged stream too).
    static func inflate(_ data: ArraySlice<UInt8>, limit: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { inflateEnd(&stream) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        return data.withUnsafeBufferPointer { input -> [UInt8]? in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { c -> (Int32, Int) in
                    stream.next_out = c.baseAddress
                    stream.avail_out = uInt(c.count)
                    let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return (status, c.count - Int(stream.avail_out))
                }
                out += chunk[0..<produced]
                if out.count > limit { return nil }
                if status != Z_OK || produced == 0 { return out }
            }
        }
    }
}
