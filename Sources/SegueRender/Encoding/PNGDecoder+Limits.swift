import Foundation
import SegueKit

extension PNGDecoder {
    /// What the decoder agrees to read, checked before anything is allocated: a hostile file of a
    /// few kilobytes can declare 16384 × 16384 pixels (a gigabyte of RGBA) in its header, and a
    /// special file can be endless.
    public struct Limits: Hashable, Sendable {
        /// The most pixels along either side (IHDR's width and height).
        public var maximumSide: Int
        /// The most pixels in all (width × height).
        public var maximumPixelCount: Int
        /// The largest file `decode(contentsOf:limits:)` reads.
        public var maximumFileBytes: Int
        /// Where the pixel limit comes from, for error messages, e.g. "4 × the iPhone 15 Pro's
        /// 1179×2556-pixel screen"; nil for the default.
        public var origin: String?

        public init(maximumSide: Int, maximumPixelCount: Int, maximumFileBytes: Int, origin: String? = nil) {
            self.maximumSide = maximumSide
            self.maximumPixelCount = maximumPixelCount
            self.maximumFileBytes = maximumFileBytes
            self.origin = origin
        }

        /// 16384 pixels a side, 2²⁶ pixels (67.1 Mpx: 256 MiB of RGBA), files up to 256 MiB.
        public static let `default` = Limits(maximumSide: 16_384, maximumPixelCount: 1 << 26, maximumFileBytes: 256 << 20)

        /// For screenshots of `device`: `factor` times its pixel count (in either orientation),
        /// never more than the default.
        public static func screenshots(of device: Device, factor: Int = 4) -> Limits {
            let width = Int((device.size.width * device.scale).rounded()), height = Int((device.size.height * device.scale).rounded())
            var limits = Limits.default
            limits.maximumPixelCount = min(limits.maximumPixelCount, factor * width * height)
            limits.origin = "\(factor) × the \(device.displayName)'s \(width)×\(height)-pixel screen"
            return limits
        }
    }

    /// Refuses a header whose size is over the limits, before anything is allocated for it. Only
    /// a well-formed IHDR is looked at; anything else is left for libpng to report.
    static func checkHeader(_ bytes: [UInt8], name: String, limits: Limits) throws {
        guard bytes.count >= 24, bytes[12...15].elementsEqual([0x49, 0x48, 0x44, 0x52]) else { return }  // IHDR
        func u32(_ i: Int) -> Int {
            Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        }
        try checkSize(width: u32(16), height: u32(20), name: name, limits: limits)
    }

    static func checkSize(width: Int, height: Int, name: String, limits: Limits) throws {
        let overSide = width > limits.maximumSide || height > limits.maximumSide
        // NB: an IHDR can say 4294967295 × 4294967295, whose product overflows Int (found by
        // scripts/fuzz png); the message's count is a Double for the same reason.
        let (pixels, overflows) = width.multipliedReportingOverflow(by: height)
        guard overSide || overflows || pixels > limits.maximumPixelCount else { return }
        var reason = "the image is \(width)×\(height) pixels (\(megapixels(Double(width) * Double(height)))), more than the limit of "
        if overSide {
            reason += "\(limits.maximumSide) pixels a side"
        } else {
            reason += megapixels(Double(limits.maximumPixelCount)) + " (" + (limits.origin ?? "at most \(limits.maximumSide) pixels a side") + ")"
        }
        reason += limits.origin == nil ? "; scale it down" : "; scale it down to the screen's size"
        throw PNGError(.tooLarge, file: name, reason: reason)
    }

    /// "67.1 Mpx".
    static func megapixels(_ count: Double) -> String {
        String(format: "%.1f Mpx", count / 1_000_000)
    }
}
