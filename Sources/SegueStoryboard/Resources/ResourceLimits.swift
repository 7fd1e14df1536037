import SegueRender

/// The bounds a project's resource folders are read within, so that a huge or hostile folder (a
/// home folder given by mistake, a symlink loop, a multi-megabyte `Contents.json`) ends with a
/// warning rather than a runaway.
public struct ResourceLimits: Sendable, Hashable {
    /// Folder entries looked at in all (files and folders), over all resource folders.
    public var maxEntries: Int
    /// How deep below a resource folder the search goes.
    public var maxDepth: Int
    /// Asset catalogs read.
    public var maxCatalogs: Int
    /// Colour and image sets read, over all catalogs.
    public var maxSets: Int
    /// The largest `Contents.json` (and `Info.plist`) read.
    public var maxContentsBytes: Int
    /// Entries (variants) in one set's `Contents.json`.
    public var maxVariants: Int
    /// Font files handed to the renderer.
    public var maxFonts: Int
    /// Images in a set: the PNG decoder's limits (16,384 px a side, 67 Mpx), files up to 64 MiB.
    public var image: PNGDecoder.Limits
    /// The largest SVG or PDF file of an image set read (a catalog's vectors are kilobytes). The
    /// pixels it is drawn at are bounded by `image`'s side and pixel count.
    public var maxVectorBytes: Int
    /// `.xib` files indexed by name (the cells an app registers from nibs), and as many Swift and
    /// Objective-C files (where a controller registers them); each is read only when needed.
    public var maxXibs = 2_000
    /// The largest controller source file looked at for the cells it registers.
    public var maxSourceBytes = 1 << 20

    public init(maxEntries: Int = 50_000, maxDepth: Int = 24, maxCatalogs: Int = 64, maxSets: Int = 20_000,
                maxContentsBytes: Int = 1 << 20, maxVariants: Int = 256, maxFonts: Int = 256,
                image: PNGDecoder.Limits = PNGDecoder.Limits(maximumSide: 16_384, maximumPixelCount: 1 << 26, maximumFileBytes: 64 << 20,
                                                            origin: "the asset-catalog image limit"),
                maxVectorBytes: Int = 16 << 20) {
        self.maxEntries = maxEntries
        self.maxDepth = maxDepth
        self.maxCatalogs = maxCatalogs
        self.maxSets = maxSets
        self.maxContentsBytes = maxContentsBytes
        self.maxVariants = maxVariants
        self.maxFonts = maxFonts
        self.image = image
        self.maxVectorBytes = maxVectorBytes
    }

    public static let `default` = ResourceLimits()
}
