extension PNGEncoder {
    /// Every render's default, and the goldens' (Renders/): libdeflate level 6 without row filters,
    /// as small as zlib 9 with adaptive filters on flat UI (smaller, even) and at the speed of zlib
    /// 1 on 3x screenshots (PNGEncoder+Deflate.swift says what was measured). Deterministic.
    public static var goldens: PNGEncoder { PNGEncoder(options: Options(compressionLevel: 6, filter: .none, compression: .libdeflate)) }
}
