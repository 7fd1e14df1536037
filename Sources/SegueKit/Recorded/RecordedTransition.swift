/// A transition recorded and described: what every source makes (the demo's scenarios,
/// screenshots with any transition, storyboard segues, Swift code) and what the one renderer
/// (`TransitionRenderer` in SegueRender) draws into a frame folder at any frame rate and scale.
public struct RecordedTransition: Sendable {
    /// The name its frame folder (or golden) gets by default, e.g. `push`, `showDetail`.
    public var name: String
    public var recording: Recording
    /// What the manifest and the contact sheet say about it.
    public var info: TransitionInfo
    /// Font files (paths) the text may name by PostScript name (`TextContent.fontName`): an app's
    /// own fonts, found with its resources. The renderer loads them beside the pinned defaults.
    public var fontFiles: [String] = []

    public init(name: String, recording: Recording, info: TransitionInfo) {
        self.name = name
        self.recording = recording
        self.info = info
    }
}
