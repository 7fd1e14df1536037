import SegueKit

/// A storyboard segue performed and recorded, ready to render.
public struct PerformedSegue: Sendable {
    public var segue: IB.Segue
    public var recording: Recording
    /// The screen it was recorded on.
    public var device: Device
    /// What the transition is, for manifests: `push`, `pageSheet`, `crossDissolve`, a segue class…
    public var transition: TransitionName
    /// `push`, `present`, `showDetail`, `pop`, `dismiss`…
    public var direction: TransitionDirection
    /// The curve and duration that define the transition's progress.
    public var curve: TimingCurve
    public var duration: Double
    /// For a keyframe transition (`--map-segue Class=FILE.json`): its file, hash and segment curves.
    public var keyframes: KeyframeSummary?
    /// The scenes, by name, before and after.
    public var sourceName: String
    public var destinationName: String
    /// What was not faithful (lenient mode).
    public var issues: [StoryboardDiagnostic]
    /// For the way back (`.dismiss`): the unwind segue taken, when the storyboard wires one.
    public var wayBack: IB.Segue? = nil
    /// The locale the text was read in, and whether the layout is right to left (manifests).
    public var locale: String? = nil
    public var rightToLeft = false
    /// The project's font files (`StoryboardBuildOptions.resources`), for the renderer.
    public var fontFiles: [String] = []
    /// The appearance and contrast drawn and the resource folders searched, for the manifest.
    public var appearance: Appearance = .light
    public var contrast: Contrast = .normal
    public var resourceFolders: [String] = []
    /// What the frames show that is not the app's own (SF Symbols drawn from the stand-in icon
    /// font), each once; the fonts that stood in are added from the recording
    /// (`transition(named:file:)`).
    public var approximations: [Approximation] = []
    /// What the presentation adapts to in a compact width (`.none`: a popover kept as one), as
    /// `StoryboardBuilder.adaptivePresentationStyle(for:)` decided it.
    public var adaptivePresentationStyle: ModalPresentationStyle? = nil
}
