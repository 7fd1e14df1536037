extension PNGEncoder {
    /// For frames kept in a repository (the goldens in Renders/): smallest files, still deterministic.
    public static var goldens: PNGEncoder { PNGEncoder(options: Options(compressionLevel: 9, filter: .adaptive)) }
}
