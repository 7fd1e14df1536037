/// The pixel size a JPEG or JPEG 2000 stream declares in its own header, read without decoding
/// (`PDFCheck`: the decoder allocates by these, whatever the PDF's dictionary says).
enum JPEGHeader {
    /// A JPEG's size from its first frame header (SOF0…SOF15), walking the segments from SOI; nil
    /// when there is none before the scan.
    static func size(_ data: ArraySlice<UInt8>) -> (width: Int, height: Int)? {
        let b = Array(data.prefix(1 << 20))
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill bytes
            if marker == 0xD9 || marker == 0xDA { return nil }  // end, or the scan: no frame header before it
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 9 <= b.count else { return nil }
                return (Int(b[i + 7]) << 8 | Int(b[i + 8]), Int(b[i + 5]) << 8 | Int(b[i + 6]))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    /// A JPEG 2000 codestream's image size from its SIZ segment (after SOC, `FF 4F FF 51`), in a
    /// raw codestream or inside JP2 boxes; nil when there is none in the first megabyte.
    static func jpeg2000Size(_ data: ArraySlice<UInt8>) -> (width: Int, height: Int)? {
        let b = Array(data.prefix(1 << 20))
        guard b.count >= 24 else { return nil }
        for i in 0...(b.count - 24) where b[i] == 0xFF && b[i + 1] == 0x4F && b[i + 2] == 0xFF && b[i + 3] == 0x51 {
            func word(_ at: Int) -> Int { Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) }
            // SIZ: marker, Lsiz (2), Rsiz (2), Xsiz, Ysiz, XOsiz, YOsiz (4 each).
            guard i + 24 <= b.count else { return nil }
            let s = i + 4 + 4
            return (max(0, word(s) - word(s + 8)), max(0, word(s + 4) - word(s + 12)))
        }
        return nil
    }
}
