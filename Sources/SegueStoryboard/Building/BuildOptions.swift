import SegueKit

/// How a storyboard is turned into live controllers.
public struct StoryboardBuildOptions: Sendable {
    /// The device preset chosen by the user. A storyboard's own screen (`<device>` or simulated
    /// metrics) wins over it; it is used for the Xcode 6–7 600 × 600 canvas and for files that name
    /// no screen.
    public var device: Device
    /// Landscape requested on the command line (a landscape canvas is landscape anyway).
    public var landscape: Bool
    /// Upright whatever the canvas (`--portrait`, and an app whose `Info.plist` lets it run in
    /// portrait, `AppSettings.apply`): a scene designed on a landscape canvas is drawn as the
    /// app shows it held upright. `landscape` wins where both are set.
    public var portrait = false
    /// Popovers stay popovers in a compact width (`--keep-popovers`), as they do in an app whose
    /// presentation controller delegate returns `.none` from
    /// `adaptivePresentationStyle(for:traitCollection:)`; where the project's sources are at hand,
    /// the classes that say so keep theirs without it.
    public var keepsPopovers = false
    public var mode: ReadingMode
    /// Custom segue classes performed as one of the built-in styles (`--map-segue Class=STYLE`).
    public var segueStyles: [String: TransitionStyle]
    /// What an unregistered custom segue class is rendered as in lenient mode.
    public var fallbackStyle: TransitionStyle
    /// Registered custom segue classes (performed by their own `perform()`).
    public var registry: SegueRegistry
    /// A registered segue class that performs every rendered segue (but unwinds) in place of its
    /// own animation (`segue render FILE --custom NAME`).
    public var overrideClass: SegueRegistry.SegueClass?
    /// The locale the storyboard's text was read in (`IB.Document.read(contentsOf:locale:)`), for
    /// manifests; nil for the file as written.
    public var locale: String?
    /// Lay scenes out right to left (`RightToLeft`): set for Arabic, Hebrew, Persian, Urdu…
    /// locales (`StoryboardLocale.isRightToLeft`) and by `--rtl`. Pushes and pops mirror too.
    public var rightToLeft = false
    /// The interface style drawn (`--appearance`): system colours, colour sets, image sets, bars
    /// and the status bar follow it.
    public var appearance: Appearance = .light
    /// The app-wide status bar style of an app whose `Info.plist` says
    /// `UIViewControllerBasedStatusBarAppearance` NO (`AppSettings.statusBarStyle`); nil: the
    /// controllers decide it, as UIKit's default does.
    public var statusBarStyle: StatusBarStyle?
    /// The app hides the status bar on every screen (`AppSettings.isStatusBarHidden`): none is
    /// drawn, and where it was the only thing at the top (a home-button phone, an iPad) the safe
    /// area starts at the screen's top (`Device.withStatusBarHidden`).
    public var isStatusBarHidden = false
    /// The contrast drawn (`--contrast`): high takes the system colours' increased-contrast values
    /// and the colour and image sets' high-contrast variants.
    public var contrast: Contrast = .normal
    /// The project's asset catalogs and fonts (`--resources`, or the storyboard's own project:
    /// `ProjectResources.forStoryboard(_:)`); nil: images are labelled placeholders and named
    /// colours come from the storyboard's `<resources>`.
    public var resources: ProjectResources?
    /// The pixels per point the frames are drawn at, which picks an image set's `@1x/@2x/@3x`
    /// file; nil: the device's own scale (`--scale device`). `RenderSettings.scale` is the same
    /// number.
    public var imageScale: Double? = 1
    /// Storyboard references draw the scenes they name, read from the app's other storyboards
    /// (`StoryboardSegues(contentsOf:options:)`); false: they are labelled placeholders.
    public var followsStoryboardReferences = true
    /// The app's folder where its storyboards have no `.xcodeproj` above them: the folder
    /// `segue render FOLDER --all` was given, whose storyboards, wherever they sit in it, a
    /// reference finds by name (Xcode copies every storyboard to the bundle's top). Nil: a
    /// storyboard without a project finds only those beside it.
    public var projectFolder: String?
    /// Put the initial scene in a navigation (or tab bar) controller the storyboard does not have,
    /// as an app that sets one up in code does (`segue render --embed navigation|tab`); a warning
    /// says so. Nil: the storyboard as it is.
    public var embedInitialScene: SceneContainer?
    /// Draw on `device` whatever screen the storyboard was designed on (`--device`, and an
    /// iPad-only app's iPad); false: the storyboard's own screen wins, as described at `device`.
    public var deviceOverridesCanvas = false
    /// The storyboards the app loads on an iPad alone (`ScreenChoice.iPadStoryboards`), drawn on
    /// an iPad unless `deviceOverridesCanvas`.
    public var iPadStoryboards: Set<String> = []
    /// The screen the scenes are drawn on (`device`, `landscape`, `portrait`, `deviceOverridesCanvas` and
    /// `iPadStoryboards`); its size classes pick the storyboard's trait variations when it is read.
    public var screen: ScreenChoice {
        ScreenChoice(device: device, landscape: landscape, portrait: portrait, overridesCanvas: deviceOverridesCanvas, iPadStoryboards: iPadStoryboards)
    }
    /// How many rows each prototype cell of a table is drawn as, and how many lines of the grid
    /// a collection view's single prototype fills: 1 by default, each prototype once in document
    /// order as Interface Builder shows them; more show the screen as it looks with data, the
    /// repeated rows listed as sample rows (`--sample-rows N`). Clamped to `sampleRowsRange`.
    public var sampleRows = 1
    /// The values `sampleRows` may take.
    public static let sampleRowsRange = 1...50
    /// Pictures or drawings for views the app draws in code, by class name (`--stand-in
    /// Class=PNG`); a view of a class not here is drawn as a hatched stand-in naming its class.
    public var standIns: [String: StandIn] = [:]

    public init(
        device: Device = .iPhone15Pro, landscape: Bool = false, mode: ReadingMode = .lenient,
        segueStyles: [String: TransitionStyle] = [:], fallbackStyle: TransitionStyle = .crossDissolve,
        registry: SegueRegistry = .builtIn
    ) {
        self.device = device
        self.landscape = landscape
        self.mode = mode
        self.segueStyles = segueStyles
        self.fallbackStyle = fallbackStyle
        self.registry = registry
    }
}

extension IB.Canvas {
    /// The screen a storyboard is rendered on: the canvas's own size where the file states one
    /// (`<device>`, simulated metrics), else the preset (the 600 × 600 square and unstated canvases).
    /// Safe areas, scale and corner radius follow the size: phones of 812 pt and taller have a notch
    /// and a home indicator, older phones a 20 pt status bar, iPads a 20 pt (24 pt when rounded)
    /// status bar.
    /// `upright`: held upright whatever the canvas's orientation, unless `landscape`.
    public func screen(preset: Device, landscape: Bool, upright: Bool = false) -> Device {
        var device: Device
        switch source {
        case .device, .simulatedMetrics:
            let portrait = Size(width: min(size.width, size.height), height: max(size.width, size.height))
            device = self.device(portrait: portrait)
            if landscape || (orientation == .landscape && !upright) { device = device.landscape }
        case .sizeClassSquare, .assumed:
            device = preset
            if landscape { device = device.landscape }
        }
        return device
    }

    func device(portrait size: Size) -> Device {
        let id = deviceID
        let isPad = size.width >= 700
        let notch = !isPad && size.height >= 812
        let rounded = isPad && (hasRoundedCorners || size.width >= 820)
        let safe: EdgeInsets
        if isPad {
            safe = rounded ? EdgeInsets(top: 24, bottom: 20) : EdgeInsets(top: 20)
        } else if notch {
            // Dynamic Island phones 59, iPhone 11/XR (retina6_1) 48, 375/414-wide X-class 44, others 47.
            let island = [Size(width: 393, height: 852), Size(width: 430, height: 932), Size(width: 402, height: 874), Size(width: 440, height: 956)]
            let top: Double = island.contains(size) ? 59 : (isRetina6_1 ? 48 : (size.width == 375 || size.width == 414 ? 44 : 47))
            safe = EdgeInsets(top: top, bottom: 34)
        } else {
            safe = EdgeInsets(top: 20)
        }
        let twoX = isPad || (size.width < 390 && size.height < 736) || (size.width == 414 && size.height == 896 && isRetina6_1)
        // Device is a value with public fields but no public memberwise initialiser: start from a
        // preset and set every field.
        var d = Device.iPhoneSE
        d.name = id.map { "storyboard-\($0)" } ?? "storyboard-\(Int(size.width))x\(Int(size.height))"
        d.displayName = "\(id ?? "storyboard canvas") \(Int(size.width))×\(Int(size.height)) pt"
        d.size = size
        d.scale = twoX ? 2 : 3
        d.safeArea = safe
        d.cornerRadius = notch ? (safe.top == 59 ? 55 : 40) : (rounded ? 18 : 0)
        d.isLandscape = false
        return d
    }
}
