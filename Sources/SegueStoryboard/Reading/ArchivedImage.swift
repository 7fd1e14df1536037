import Foundation
import SegueKit
import SegueRender

/// An image Interface Builder archived into the storyboard (`<image name>` in `<resources>` with
/// `<mutableData key="keyedArchiveRepresentation">`: base64 of an `NSKeyedArchiver` property
/// list), as when an image from outside the project was dropped on a tab bar item.
///
/// NB: the archive is not unarchived: the PNG file inside it is found by its signature and its
/// chunks are walked to `IEND`, every length checked against what is left and the limits, so a
/// damaged or hostile archive yields nil, never a read past the end.
enum ArchivedImage {
    /// The largest base64 text read (the PNG inside is smaller still).
    static let maximumTextBytes = 8 << 20
    /// The PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    enum Problem: Error, Equatable {
        case tooLarge
        case notBase64
        case noPNG
    }

    /// The PNG file's bytes inside the archive written as base64 `text` (line breaks allowed).
    static func png(base64 text: String) throws(Problem) -> [UInt8] {
        guard text.utf8.count <= maximumTextBytes else { throw .tooLarge }
        let compact = String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
        guard let data = Data(base64Encoded: compact) else { throw .notBase64 }
        guard let png = png(in: [UInt8](data)) else { throw .noPNG }
        return png
    }

    /// The first complete PNG file (signature to `IEND`) in `bytes`.
    static func png(in bytes: [UInt8]) -> [UInt8]? {
        var start = 0
        while let s = find(signature, in: bytes, from: start) {
            if let end = end(ofPNGAt: s, in: bytes) { return Array(bytes[s..<end]) }
            start = s + 1
        }
        return nil
    }

    /// Where the PNG starting at `start` ends (after its `IEND` chunk's CRC); nil when a chunk
    /// runs past the bytes.
    static func end(ofPNGAt start: Int, in bytes: [UInt8]) -> Int? {
        var p = start + signature.count
        while p + 12 <= bytes.count {
            let length = bytes[p..<p + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = bytes[p + 4..<p + 8]
            guard length <= bytes.count - p - 12 else { return nil }
            p += 12 + length
            if type.elementsEqual("IEND".utf8) { return p }
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= needle.count, from <= bytes.count - needle.count else { return nil }
        for i in from...(bytes.count - needle.count) where bytes[i] == needle[0] {
            if bytes[i..<i + needle.count].elementsEqual(needle) { return i }
        }
        return nil
    }
}

extension ArchivedImage {
    /// The PNG decoded within the resource limits, tinted as a template where `tint` is given; nil
    /// when it cannot be decoded (it is then drawn as a labelled placeholder).
    @MainActor static func bitmap(_ png: [UInt8], tint: Color?) -> Bitmap? {
        guard var image = try? PNGDecoder.decode(png, name: "archived image", limits: ResourceLimits.default.image) else { return nil }
        if let tint { ResourceImages.tint(&image, with: tint) }
        return Bitmap(premultiplying: image)
    }
}
