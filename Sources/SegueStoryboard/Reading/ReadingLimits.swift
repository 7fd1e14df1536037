/// The bounds `IB.Document.read` holds a file to, so that a damaged or hostile file fails
/// with a one-line error instead of exhausting memory, the stack or the clock.
///
/// The defaults are far beyond what Interface Builder writes (the largest real storyboards are a
/// few megabytes, nest views a few dozen deep and hold labels of a few hundred characters). Raise
/// one by passing your own value to `read(contentsOf:mode:limits:)`.
public struct ReadingLimits: Sendable, Hashable {
    /// Files larger than this many bytes are refused before they are read. Default 64 MiB.
    public var maxFileBytes: Int
    /// XML elements nested deeper than this are refused. Default 1,024.
    public var maxElementDepth: Int
    /// Views nested deeper than this (a view, its subview, that one's subview…) are refused.
    /// Default 128 (Interface Builder's files nest a few dozen at most). Views are read and built
    /// recursively, so this also bounds stack use: the builder runs on the main actor, whose jobs
    /// a Dispatch thread may run, with far less stack than the main thread.
    public var maxViewDepth: Int
    /// Label, text field, text view and button texts longer than this many characters are cut to
    /// it, with a warning. Default 10,000.
    public var maxTextLength: Int
    /// Localization `.strings` files larger than this many bytes are refused. Default 8 MiB (an
    /// app's largest are a few hundred KB). Their values are held to `maxTextLength`.
    public var maxStringsFileBytes: Int = 8 << 20
    /// A `.strings` file with more entries than this is refused. Default 100,000.
    public var maxStringsKeys: Int = 100_000
    /// Files with more XML elements than this are refused while they are parsed, before the tree
    /// is built. Default 250,000: the largest real storyboards hold tens of thousands (about 140
    /// bytes of XML each), and a file of millions of tiny elements (`<view/>` is 7 bytes) fits
    /// under `maxFileBytes` yet needs gigabytes once read.
    public var maxElements: Int = 250_000
    /// Characters of text in one scene, all its labels, buttons, fields and titles together;
    /// past it, texts are cut (to nothing once it is spent), with a warning. Default 20,000:
    /// text is laid out again for every frame, and a scene's screen shows a few thousand
    /// characters at most.
    public var maxSceneTextLength: Int = 20_000

    public init(maxFileBytes: Int = 64 << 20, maxElementDepth: Int = 1024, maxViewDepth: Int = 128, maxTextLength: Int = 10_000) {
        self.maxFileBytes = maxFileBytes
        self.maxElementDepth = maxElementDepth
        self.maxViewDepth = maxViewDepth
        self.maxTextLength = maxTextLength
    }

    public static let `default` = ReadingLimits()
}
