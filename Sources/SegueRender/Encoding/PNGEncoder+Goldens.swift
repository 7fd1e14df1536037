extension PNGEncoder {
    /// Every render's default, and so a golden's: `.automatic`. Frames of up to a
    /// megapixel (every device at scale 1) are deflated by libdeflate level 6 without row filters,
    /// as small as zlib 9 with adaptive filters on flat UI (smaller, even: PNGEncoder+Deflate.swift
    /// says what was measured); larger frames (device pixels on most devices) by `.fast`, about
    /// zlib 1's size at a third of its time. Deterministic.
    public static var goldens: PNGEncoder { PNGEncoder(options: Options(compressionLevel: 6, filter: .none, compression: .automatic)) }
}
