import CCairo
import CPango
import CVectorLibraries
import Foundation
import SegueKit
import Synchronization

/// Why a vector image cannot be drawn: what the library said, or what was refused before it saw
/// the bytes.
public struct VectorImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as given to `VectorImage`.
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}

/// An SVG document (librsvg) or the first page of a PDF (Poppler), parsed once and drawn at any
/// pixel size: the vector image sets of asset catalogs, drawn sharp at the size they are shown.
///
/// NB: neither library promises that two documents may be used on two threads at once, and both
/// keep process-wide state (Poppler's `GlobalParams` and font cache; librsvg sets text through the
/// thread's default Pango font map). Every call into them, from parsing to freeing, holds one
/// process-wide lock, as text does (Rasterizer+Text.swift): a vector is drawn once per build and
/// size, so the cost is small, and the pixels do not depend on which thread drew them.
/// Text in an SVG is set in the pinned system fonts (`FontSet.system`), never the machine's.
/// A PDF's fonts should be embedded (Xcode's exports are); Poppler looks an unembedded one up in
/// the machine's fontconfig, which this process cannot pin.
public final class VectorImage: @unchecked Sendable {
    public enum Format: String, Sendable, Hashable, CaseIterable {
        case svg, pdf

        /// The format of a file by its extension (`icon.SVG` is SVG), nil for any other file.
        public init?(path: String) {
            guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
            self.init(rawValue: path[path.index(after: dot)...].lowercased())
        }
    }

    private enum Handle {
        case svg(UnsafeMutableRawPointer)
        case pdf(UnsafeMutableRawPointer)
    }

    public let format: Format
    /// The file, for messages.
    public let file: String
    /// The intrinsic size in points: an SVG's width and height (CSS pixels; else its viewBox), a
    /// PDF page's media box. Always finite and positive.
    public let size: Size
    private let handle: Handle

    /// Parses `bytes` (the caller has bounded their count). What the file would make the library
    /// allocate or compute is checked first (`PDFCheck` against `limits`, `SVGCheck`), and a file
    /// past those bounds is refused before the library sees it.
    public init(_ bytes: [UInt8], format: Format, file: String, limits: PNGDecoder.Limits = .default) throws(VectorImageError) {
        self.format = format
        self.file = file
        if format == .pdf, !Self.hasPDFHeader(bytes) {
            throw VectorImageError(file: file, reason: "is not a PDF file (no %PDF- header in its first 1024 bytes)")
        }
        if let problem = format == .pdf ? PDFCheck(limits: limits).problem(bytes) : SVGCheck.default.problem(bytes) {
            throw VectorImageError(file: file, reason: problem)
        }
        var message = [CChar](repeating: 0, count: 512)
        var w = 0.0, h = 0.0
        let loaded: Handle? = vectorLock.withLock { _ in
            bytes.withUnsafeBufferPointer { b in
                switch format {
                case .svg: segue_rsvg_load(b.baseAddress, b.count, &w, &h, &message, message.count).map(Handle.svg)
                case .pdf: segue_poppler_load(b.baseAddress, b.count, &w, &h, &message, message.count).map(Handle.pdf)
                }
            }
        }
        guard let loaded else {
            throw VectorImageError(file: file, reason: "cannot be read as \(format.rawValue.uppercased()): " + Self.string(message))
        }
        handle = loaded
        size = Size(width: w, height: h)
        guard w.isFinite, h.isFinite, w > 0, h > 0 else {
            throw VectorImageError(file: file, reason: "has a size of \(w)×\(h) points, which cannot be drawn")
        }
    }

    deinit {
        vectorLock.withLock { _ in
            switch handle {
            case .svg(let h): segue_rsvg_free(h)
            case .pdf(let p): segue_poppler_free(p)
            }
        }
    }

    /// The whole image stretched to `width × height` pixels (the caller keeps its aspect ratio
    /// where it should), transparent where the document draws nothing; straight alpha.
    public func render(width: Int, height: Int) throws -> RGBAImage {
        let side = Rasterizer.maximumSurfaceSide
        guard (1...side).contains(width), (1...side).contains(height) else {
            throw VectorImageError(file: file, reason: "cannot be drawn at \(width)×\(height) pixels (1 to \(side) a side)")
        }
        var buffer = PixelBuffer(width: width, height: height)
        var failure: String?
        try withCairoContext(on: &buffer, scale: 1) { cr in
            cairo_scale(cr, Double(width) / size.width, Double(height) / size.height)
            failure = vectorLock.withLock { fontMap -> String? in
                // Their text goes through Cairo's font caches, as labels do (`fontCacheLock`).
                fontCacheLock.withLock { _ -> String? in
                    switch handle {
                    case .svg(let h):
                        // NB: librsvg sets text through the thread's default Pango font map; for the
                        // call it is one over the pinned fonts, then unset again.
                        if fontMap.map == nil, let config = FontSet.system.config { fontMap.map = segue_pango_font_map_new(config) }
                        if let map = fontMap.map { pango_cairo_font_map_set_default(OpaquePointer(map)) }
                        defer { pango_cairo_font_map_set_default(nil) }
                        var message = [CChar](repeating: 0, count: 512)
                        return segue_rsvg_render(h, cr, size.width, size.height, &message, message.count) == 0 ? nil : Self.string(message)
                    case .pdf(let p):
                        segue_poppler_render(p, cr)
                        return nil
                    }
                }
            }
        }
        if let failure { throw VectorImageError(file: file, reason: "cannot be drawn: " + failure) }
        return RGBAImage(unpremultiplying: buffer)
    }

    /// One element of an SVG (`Regular-M`, the glyph of an SF Symbol set exported by Xcode or
    /// the SF Symbols app) drawn alone, its ink box fitted into `side × side` pixels and centred;
    /// nil when the document is a PDF or has no such element. Straight alpha.
    public func render(element id: String, side: Int) throws -> RGBAImage? {
        guard case .svg(let h) = handle else { return nil }
        guard (1...Rasterizer.maximumSurfaceSide).contains(side) else {
            throw VectorImageError(file: file, reason: "cannot be drawn at \(side)×\(side) pixels (1 to \(Rasterizer.maximumSurfaceSide) a side)")
        }
        var buffer = PixelBuffer(width: side, height: side)
        var message = [CChar](repeating: 0, count: 512)
        let status = try withCairoContext(on: &buffer, scale: 1) { cr in
            vectorLock.withLock { _ in segue_rsvg_render_element(h, cr, "#" + id, Double(side), Double(side), &message, message.count) }
        }
        if status == 2 { return nil }
        if status != 0 { throw VectorImageError(file: file, reason: "cannot be drawn: " + Self.string(message)) }
        return RGBAImage(unpremultiplying: buffer)
    }

    /// PDF readers accept the header anywhere in the first 1024 bytes (ISO 32000-1, annex H).
    static func hasPDFHeader(_ bytes: [UInt8]) -> Bool {
        let magic = Array("%PDF-".utf8), head = bytes.prefix(1024)
        guard head.count >= magic.count else { return false }
        return (0...(head.count - magic.count)).contains { i in head[i..<(i + magic.count)].elementsEqual(magic) }
    }

    private static func string(_ message: [CChar]) -> String {
        let text = String(decoding: message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "no reason given" : text
    }
}

/// The state the vector lock guards: the font map librsvg sets SVG text with, made on first use.
private struct VectorFontMap: @unchecked Sendable {
    var map: UnsafeMutablePointer<PangoFontMap>?
}

/// Serialises every call into librsvg and Poppler across threads (see `VectorImage`).
private let vectorLock = Mutex(VectorFontMap())
