/// A `tEXt` chunk that says which program made a PNG (`Software`, a keyword PNG defines), put in
/// the images segue draws for people rather than as goldens, so that segue knows them again
/// (`OutputFile.Kind.diffImage`). Frames and contact sheets never carry it: their bytes are goldens.
public enum PNGTextMark {
    /// The text of every diff image segue writes.
    public static let diffSoftware = "segue diff"

    /// `png` with a `tEXt` chunk `Software` = `software` after its header (IHDR), or unchanged
    /// when it does not start with a PNG signature and header.
    public static func marked(_ png: [UInt8], software: String) -> [UInt8] {
        let headerEnd = 8 + 12 + 13
        guard png.count >= headerEnd, Array(png[0..<8]) == signature, Array(png[12..<16]) == Array("IHDR".utf8) else { return png }
        let chunk = APNGReader.chunk("tEXt", Array("Software".utf8) + [0] + Array(software.utf8))
        return Array(png[0..<headerEnd]) + chunk + Array(png[headerEnd...])
    }

    /// The `Software` text of the chunks before the image data in `head` (the first bytes of a
    /// file), or nil.
    public static func software(in head: [UInt8]) -> String? {
        guard head.count >= 8, Array(head[0..<8]) == signature else { return nil }
        var offset = 8
        while offset + 8 <= head.count {
            let length = Int(APNGReader.be32(head, offset))
            let type = String(decoding: head[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard type != "IDAT", length <= head.count - offset - 12 else { return nil }
            if type == "tEXt" {
                let data = head[(offset + 8)..<(offset + 8 + length)]
                if let zero = data.firstIndex(of: 0), String(decoding: data[..<zero], as: UTF8.self) == "Software" {
                    return String(decoding: data[(zero + 1)...], as: UTF8.self)
                }
            }
            offset += 12 + length
        }
        return nil
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
