/// What an SVG may ask librsvg to compute, checked on its bytes before librsvg sees them: filter
/// primitives whose cost grows with a parameter (`feTurbulence numOctaves`, `feMorphology radius`,
/// `feConvolveMatrix order`) and how many primitives there are. A file past a limit is refused
/// (the image is a placeholder, with a warning saying which value); no real icon comes near them.
///
/// NB: checked before, because a draw cannot be bounded while it runs: librsvg is C and Rust
/// called on one of our threads, and nothing stops it there (a deadline on another thread can only
/// stop waiting, not the work, which holds the vector lock meanwhile); a subprocess would need a
/// helper binary a library user does not have, and `fork` of a process with worker threads may
/// deadlock the child on a lock another thread held. The cost of a filter is work per pixel times
/// the pixels, and the pixels are bounded by the image limits; these bound the work per pixel.
public struct SVGCheck: Sendable, Hashable {
    /// `feTurbulence numOctaves`: each octave adds half the amplitude of the one before, so past
    /// about ten nothing changes in 8 bits; librsvg computes every one, for every pixel.
    public var maxOctaves = 24
    /// `feMorphology radius`, in user units: librsvg visits (2r + 1)² pixels per pixel.
    public var maxMorphologyRadius = 16.0
    /// `feConvolveMatrix order`: order² products per pixel.
    public var maxConvolveOrder = 9
    /// Filter primitive elements (`<feGaussianBlur>`, …) in the file: each is a pass over pixels.
    public var maxFilterPrimitives = 256

    public init() {}

    public static let `default` = SVGCheck()

    /// Why librsvg must not be given `bytes`, or nil.
    public func problem(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x1F, 0x8B]) {
            return "is gzip-compressed (an .svgz): image sets hold plain SVG, which is checked before it is drawn; decompress it"
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x3C, 0x00]) || bytes.starts(with: [0x00, 0x3C]) {
            return "is UTF-16 text; SVG image sets are UTF-8 (what every editor exports): convert it"
        }
        let primitives = Self.count(bytes, elementsStartingWith: "fe")
        if primitives > maxFilterPrimitives {
            return "has \(primitives) filter primitives, more than the \(maxFilterPrimitives) drawn (each is a pass over every pixel)"
        }
        for (name, limit, what) in [("numOctaves", Double(maxOctaves), "octaves of noise"),
                                    ("radius", maxMorphologyRadius, "a morphology radius"),
                                    ("order", Double(maxConvolveOrder), "a convolution order")] {
            for value in Self.attributeValues(bytes, named: name) {
                guard !value.contains(UInt8(ascii: "&")) else {
                    return "gives \(name) through an entity reference, which is not read before drawing; write the number"
                }
                let numbers = String(decoding: value, as: UTF8.self).split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                for n in numbers {
                    guard let v = Double(n), v.isFinite else { continue }  // librsvg refuses what is not a number
                    if abs(v) > limit {
                        return "asks for \(what) of \(n) (\(name)), more than \(Self.format(limit)): drawing it would take minutes"
                    }
                }
            }
        }
        return nil
    }

    /// The values of every attribute `name` in the file (`name="…"` or `name='…'`, spaces allowed
    /// around `=`), wherever it appears.
    static func attributeValues(_ bytes: [UInt8], named name: String) -> [ArraySlice<UInt8>] {
        let key = Array(name.utf8)
        var values: [ArraySlice<UInt8>] = []
        var i = 0
        while let at = find(key, in: bytes, from: i) {
            i = at + key.count
            // An attribute name starts after white space and ends at `=` (`xnumOctaves` is not it).
            guard at > 0, isSpace(bytes[at - 1]) else { continue }
            var j = i
            while j < bytes.count, isSpace(bytes[j]) { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "=") else { continue }
            j += 1
            while j < bytes.count, isSpace(bytes[j]) { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "'") else { continue }
            let quote = bytes[j]
            guard let end = bytes[(j + 1)...].firstIndex(of: quote) else { break }
            values.append(bytes[(j + 1)..<end])
            i = end + 1
        }
        return values
    }

    /// How many elements' names start with `prefix` and a capital letter (`<feBlend`, `<svg:feBlend`).
    static func count(_ bytes: [UInt8], elementsStartingWith prefix: String) -> Int {
        let key = Array(prefix.utf8)
        var n = 0, i = 0
        while let at = find(key, in: bytes, from: i) {
            i = at + key.count
            guard at > 0, bytes[at - 1] == UInt8(ascii: "<") || bytes[at - 1] == UInt8(ascii: ":"), i < bytes.count,
                  (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[i]) else { continue }
            n += 1
        }
        return n
    }

    static func find(_ key: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = key.first, bytes.count >= key.count else { return nil }
        var i = start
        while i <= bytes.count - key.count {
            guard let at = bytes[i...(bytes.count - key.count)].firstIndex(of: first) else { return nil }
            if bytes[at..<(at + key.count)].elementsEqual(key) { return at }
            i = at + 1
        }
        return nil
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
