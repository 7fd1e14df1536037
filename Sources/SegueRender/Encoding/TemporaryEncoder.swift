// TEMPORARY until the libpng encoder lands: Cairo's own PNG writer.
import CCairo
import Foundation
import SegueKit

public struct PNGEncoder: Sendable {
    public init() {}
    public static var libpngVersion: String { "cairo" }
    public func write(_ buffer: PixelBuffer, to path: String) throws {
        var b = buffer
        try b.bytes.withUnsafeMutableBytes { raw in
            let s = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(b.width), Int32(b.height), Int32(b.stride))!
            defer { cairo_surface_destroy(s) }
            try CairoCheck.check(cairo_surface_write_to_png(s, path + ".tmp"), "png")
        }
        try FileManager.default.moveItem(atPath: path + ".tmp", toPath: path)
    }
}
extension PNGEncoder {
    public struct Options: Sendable { public var compressionLevel = 1 }
    public var options: Options { get { Options() } set {} }
    public static var goldens: PNGEncoder { PNGEncoder() }
}
public enum PNGDecoder {
    public static func decode(contentsOf path: String) throws -> RGBAImage { throw RenderError("\(path): decoder not yet") }
}
extension Bitmap {
    public convenience init(premultiplying: RGBAImage) { self.init(width: 1, height: 1, premultipliedBGRA: [0,0,0,0]) }
}
extension PNGEncoder {
    public func encode(_ b: PixelBuffer) -> [UInt8] { [] }
}
