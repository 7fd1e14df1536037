/// What a recorded transition is, in words: everything a frame folder's `manifest.json` and its
/// contact sheet say about it besides the frames.
public struct TransitionInfo: Sendable, Codable, Equatable {
    /// `push`, `pageSheet`, a segue class, a catalogue transition, a keyframe file's name…
    public var transition: TransitionName
    /// `push`, `pop`, `present`, `dismiss`, `showDetail`, `unwind`, `select`.
    public var direction: TransitionDirection
    /// The device preset's name, with `-landscape` in landscape.
    public var device: String
    /// The curve's name (`TimingCurve.name`).
    public var curve: String
    /// The curve that maps time to the transition's progress, for each frame's `progress`.
    public var progressCurve: TimingCurve
    public var progressDuration: Double
    /// What was drawn when UIKit adapts the asked transition (a popover on a compact-width phone
    /// is drawn as a page sheet), else nil.
    public var drawnAs: String?
    /// For a keyframe transition: its file, hash and every segment's curve.
    public var keyframes: KeyframeSummary?
    /// Where a storyboard segue came from (nil for other sources).
    public var storyboard: StoryboardOrigin?
    /// The pixels per point of the device it was recorded for (used when a render asks for the
    /// device's own scale).
    public var deviceScale: Double
    /// What Reduce Motion replaced, when the transition was rendered with it
    /// (`RecordedTransition.reducingMotion()`), else nil.
    public var reduceMotion: ReduceMotionNote?
    /// What the frames show that is not the app's real content (stand-ins for symbols, fonts,
    /// images…), each once, in the order noted; empty for a faithful recording.
    public var approximations: [Approximation] = []
    /// The contact sheet's title, e.g. `push — push`.
    public var title: String
    /// The start of the contact sheet's subtitle, before the frame count: e.g. `iPhone 15 Pro, 393×852 pt`.
    public var subtitle: String

    public init(transition: TransitionName, direction: TransitionDirection, device: String, curve: TimingCurve, duration: Double,
                deviceScale: Double = 1, title: String? = nil, subtitle: String = "") {
        self.transition = transition
        self.direction = direction
        self.device = device
        self.curve = curve.name
        progressCurve = curve
        progressDuration = duration
        self.deviceScale = deviceScale
        self.title = title ?? "\(transition) — \(direction)"
        self.subtitle = subtitle
    }

    /// The curves a recording used, as manifests and contact sheets name them: each curve's name,
    /// in order of first use, joined with ` + ` (`none` when nothing animated).
    public static func curveNames(_ curves: [TimingCurve]) -> String {
        curves.isEmpty ? "none" : curves.map(\.name).joined(separator: " + ")
    }

    /// A device's name as manifests write it: `iphone-15-pro`, `iphone-15-pro-landscape`.
    public static func deviceName(_ d: Device) -> String { d.name + (d.isLandscape ? "-landscape" : "") }

    /// A device as contact sheets describe it: `iPhone 15 Pro, 393×852 pt`.
    public static func deviceDescription(_ d: Device) -> String {
        "\(d.displayName)\(d.isLandscape ? " landscape" : ""), \(Int(d.size.width))×\(Int(d.size.height)) pt"
    }
}

/// The storyboard segue a transition was recorded from: the file, the segue's id and its
/// identifier (nil when it has none), as the manifest names them.
public struct StoryboardOrigin: Sendable, Codable, Hashable {
    /// The storyboard file's name, e.g. `Main.storyboard`.
    public var file: String
    /// The segue element's id in Interface Builder, e.g. `a1B-2c-3De`.
    public var segueID: String
    /// The segue's identifier (`performSegue(withIdentifier:)`), nil when it has none.
    public var identifier: String?
    /// The locale the storyboard's text was read in (`--locale fr`); absent for the file as written.
    public var locale: String?
    /// True when the scenes were laid out right to left (an Arabic or Hebrew locale, `--rtl`); absent otherwise.
    public var rightToLeft: Bool?
    /// The way back (`--dismiss`) took this unwind segue, which the storyboard wires to the segue.
    public var unwindSegueID: String?
    /// The appearance drawn (`dark`); nil for the default, light.
    public var appearance: String?
    /// The contrast drawn (`high`); nil for the default, normal.
    public var contrast: String?
    /// The resource folders searched for asset catalogs and fonts; nil when none were.
    public var resources: [String]?

    public init(file: String, segueID: String, identifier: String?) {
        self.file = file
        self.segueID = segueID
        self.identifier = identifier
    }
}
