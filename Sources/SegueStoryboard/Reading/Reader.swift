import Foundation
import SegueKit

extension IB.Document {
    /// Reads a `.storyboard` file.
    ///
    /// - Throws: `StoryboardDiagnostic` (an error) when the file cannot be read, is not a regular file, is larger
    ///   or nests deeper than `limits`, is not UTF-8 XML, is truncated, is a `.xib` or a macOS
    ///   storyboard; in `.strict` mode also for the problems that `.lenient` mode records as
    ///   `warnings`.
    ///
    /// Colours are resolved for `appearance` and `contrast`, named colours through `resources`' asset catalogs
    /// first; with `resources`, the images the file names that no catalog has are listed once
    /// each in `warnings`. Trait variations (Interface Builder's "Vary for Traits") are resolved
    /// for the size classes of the screen `screen` picks (`SizeClassVariations`).
    public static func read(
        contentsOf path: String, mode: ReadingMode = .lenient, limits: ReadingLimits = .default,
        appearance: Appearance = .light, contrast: Contrast = .normal, resources: ProjectResources? = nil,
        screen: ScreenChoice = .canvas
    ) throws -> IB.Document {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let data = try StoryboardFile.bytes(atPath: path, name: name, limit: limits.maxFileBytes)
        return try read(data: data, name: name, mode: mode, limits: limits, appearance: appearance, contrast: contrast, resources: resources,
                        screen: screen)
    }

    /// Reads a storyboard from bytes; `name` is the file name used in messages.
    public static func read(
        data: Data, name: String, mode: ReadingMode = .lenient, limits: ReadingLimits = .default,
        appearance: Appearance = .light, contrast: Contrast = .normal, resources: ProjectResources? = nil,
        screen: ScreenChoice = .canvas
    ) throws -> IB.Document {
        try read(data: data, name: name, mode: mode, limits: limits, strings: nil, appearance: appearance, contrast: contrast, resources: resources,
                 screen: screen)
    }

    /// `read(data:…)` with a localization's strings laid over the text (`StoryboardLocale`).
    static func read(
        data: Data, name: String, mode: ReadingMode, limits: ReadingLimits, strings: StringsTable?,
        appearance: Appearance = .light, contrast: Contrast = .normal, resources: ProjectResources? = nil,
        screen: ScreenChoice = .canvas
    ) throws -> IB.Document {
        guard data.count <= limits.maxFileBytes else {
            throw StoryboardDiagnostic(
                .error, kind: .limitExceeded, file: name,
                message: "the storyboard is too large (\(data.count) bytes; storyboards over \(limits.maxFileBytes) bytes are refused): check it is the right file, or raise ReadingLimits.maxFileBytes")
        }
        let result = LargeStack.run(stackSize: (2 << 20) + limits.maxViewDepth * (64 << 10)) { () -> Result<IB.Document, StoryboardDiagnostic> in
            var reader = StoryboardReader(file: name, mode: mode, limits: limits)
            reader.strings = strings
            reader.appearance = appearance
            reader.contrast = contrast
            reader.project = resources
            reader.screen = screen
            do {
                return .success(try reader.read(data))
            } catch let e as StoryboardDiagnostic {
                return .failure(e)
            } catch {
                return .failure(StoryboardDiagnostic(.error, kind: .invalidStructure, file: name, message: "\(error)"))
            }
        }
        return try result.get()
    }
}

/// Interprets the XML tree of a storyboard.
struct StoryboardReader {
    var diag: Diagnostics
    var colors = ColorResolver(resources: nil)
    var images: [String: IB.ImageResource] = [:]
    var appearance: Appearance = .light
    var contrast: Contrast = .normal
    var project: ProjectResources?
    /// The screen the scenes are drawn on, whose size classes pick the trait variations.
    var screen = ScreenChoice.canvas
    let limits: ReadingLimits
    /// How many `readView` calls are in progress (bounded by `limits.maxViewDepth`).
    var viewDepth = 0
    /// The size of the view whose subviews are being read, where the file stores its frame (what
    /// Xcode 8.0's `frameInset`s are measured in).
    var enclosingSize: Size?
    /// Where each scene, controller, view and segue id was first seen.
    var firstUse: [String: (element: String, line: Int)] = [:]
    /// A localization laid over the text (`StoryboardLocale`).
    var strings: StringsTable?
    /// Characters of text read in the scene being read (bounded by `limits.maxSceneTextLength`).
    var sceneText = 0

    init(file: String, mode: ReadingMode, limits: ReadingLimits = .default) {
        diag = Diagnostics(file: file, mode: mode)
        self.limits = limits
    }

    var file: String { diag.file }

    // MARK: Document

    mutating func read(_ data: Data) throws -> IB.Document {
        var root = try loadXML(data)
        try checkDocumentType(root)
        if let strings { try localize(&root, with: strings) }
        let canvas = try readCanvas(root)
        SizeClassVariations(classes: SizeClasses(device: screen.screen(for: canvas, file: file))).resolve(&root)

        let resources = root.child("resources")
        colors = ColorResolver(resources: resources, appearance: appearance, contrast: contrast, project: project)
        let (namedColors, systemColors) = try readResources(resources)

        var scenes: [IB.Scene] = []
        var segues: [IB.Segue] = []
        for sceneNode in root.child("scenes")?.children("scene") ?? [] {
            guard let scene = try readScene(sceneNode) else { continue }
            scenes.append(scene)
            segues += try readSegues(in: sceneNode, scene: scene)
        }

        var references: [String] = []
        root.forEachDescendant { n in
            if n.name == "segue", let r = n["reference"], n["kind"] == nil { references.append(r) }
        }

        segues = try validateDestinations(segues, scenes: scenes)
        Self.link(segues, into: &scenes)
        let initial = try initialController(root, scenes: scenes)

        var tint: Color?
        if let t = root.child("color", key: "tintColor") { tint = try colors.resolve(t, &diag) }
        try checkImages(root)

        var document = IB.Document(
            fileName: file, toolsVersion: root["toolsVersion"] ?? "", formatVersion: root["version"],
            targetRuntime: IB.TargetRuntime(rawValue: root["targetRuntime"] ?? ""), initialViewControllerID: initial, canvas: canvas,
            scenes: scenes, segues: segues, segueReferences: references, namedColors: namedColors,
            systemColors: systemColors, images: images, tintColor: tint, warnings: diag.warnings)
        document.isLaunchScreen = root["launchScreen"] == "YES"
        return document
    }

    func loadXML(_ data: Data) throws -> XNode {
        let input: XMLInput
        switch XMLInput.check(data) {
        case .success(let checked): input = checked
        case .failure(let r): throw diag.error(r.kind, line: r.line, r.message)
        }
        let bytes = input.bytes
        switch XMLLoader.load(input, maxDepth: limits.maxElementDepth, maxElements: limits.maxElements) {
        case .success(let root):
            return root
        case .failure(let f):
            if let kind = f.refusal { throw diag.error(kind, line: f.line, f.message) }
            let lineCount = bytes.reduce(into: 1) { n, b in if b == 0x0A { n += 1 } }
            // A file cut inside a tag fails on its last line with a syntax error rather than
            // "premature end"; a mismatched closing tag there is a real syntax error.
            let atEnd = (f.line ?? 0) >= lineCount - 1 && f.code != 76
            if f.openElements > 0 && (f.isPrematureEnd || atEnd) {
                var message = "the XML is truncated: it ends at line \(f.line ?? lineCount)"
                if let open = f.openElement {
                    message += " while <\(open.name)\(open.id.map { " id=\"\($0)\"" } ?? "")> (line \(open.line)) is still open"
                }
                if !f.isPrematureEnd { message += " (\(f.message))" }
                message += "; restore the complete file from version control or re-save it in Xcode"
                throw diag.error(.truncated, line: f.line, id: f.openElement?.id, message)
            }
            throw diag.error(.notXML, line: f.line, "malformed XML: \(f.message); the file cannot be read as a storyboard")
        }
    }

    mutating func checkDocumentType(_ root: XNode) throws {
        let type = root["type"] ?? ""
        let runtime = root["targetRuntime"] ?? ""
        let isMac = runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") || type.hasSuffix(".Cocoa")
        let isXib = type.hasSuffix(".XIB") && !type.contains("Storyboard")
        if root.name == "archive" || (root.name == "document" && isXib) || (root.name == "document" && root.child("scenes") == nil && root.child("objects") != nil) {
            if isMac {
                throw diag.error(
                    .xib, line: root.line,
                    "this is a macOS .xib (type \(type.isEmpty ? "?" : type)), not an iOS storyboard; open a .storyboard file instead")
            }
            throw diag.error(
                .xib, line: root.line,
                "this is a .xib (type \(type.isEmpty ? root.name : type)), not a storyboard: a xib holds one view hierarchy and no scenes or segues; open the app's .storyboard instead")
        }
        guard root.name == "document" else {
            throw diag.error(
                .notAStoryboard, line: root.line,
                "the XML root is <\(root.name)>, not an Interface Builder <document>; this file is not a storyboard")
        }
        if isMac {
            throw diag.error(
                .macOSStoryboard, line: root.line,
                "this is a macOS storyboard (targetRuntime \"\(runtime)\", type \"\(type)\"); only iOS storyboards can be rendered, so it is skipped")
        }
        if runtime == IB.TargetRuntime.tvOS.rawValue || runtime.lowercased().hasPrefix("watchkit") || type.contains(".AppleTV.") || type.contains(".WatchKit.") {
            let platform = runtime == IB.TargetRuntime.tvOS.rawValue || type.contains(".AppleTV.") ? "tvOS" : "watchOS"
            throw diag.error(
                .otherPlatformStoryboard, line: root.line,
                "this is a \(platform) storyboard (targetRuntime \"\(runtime)\"), not iOS; only iOS storyboards can be rendered, so it is skipped")
        }
        if !runtime.hasPrefix("iOS") {
            try diag.problem(
                .notAStoryboard, line: root.line, id: nil,
                "targetRuntime \"\(runtime)\" is not iOS; reading it as an iOS storyboard")
        }
        if root.child("scenes") == nil {
            throw diag.error(
                .notAStoryboard, line: root.line,
                "the <document> has no <scenes>; this file is not a storyboard")
        }
    }

    /// Records an id; a second element with the same id is a problem (Interface Builder's ids
    /// are unique in a document, and lookups by id find the first).
    mutating func noteID(_ id: String?, of node: XNode) throws {
        guard let id, !id.isEmpty else { return }
        guard let first = firstUse[id] else {
            firstUse[id] = (node.name, node.line)
            return
        }
        try diag.problem(
            .duplicateID, line: node.line, id: id,
            "duplicate id '\(id)': <\(node.name)> on line \(node.line) has the same id as <\(first.element)> on line \(first.line); ids must be unique (lookups find the first): give one of them a new id")
    }

    // MARK: Canvas

    mutating func readCanvas(_ root: XNode) throws -> IB.Canvas {
        let iPad = (root["targetRuntime"] ?? "").hasSuffix(".iPad")
        if let device = root.child("device") {
            let id = device["id"] ?? ""
            let orientation: IB.Canvas.Orientation = device["orientation"] == "landscape" ? .landscape : .portrait
            var known = true
            var size: Size
            if let s = IB.Canvas.portraitSize(forDeviceID: id) {
                size = s
            } else {
                known = false
                size = id.lowercased().contains("ipad") || iPad ? IB.Canvas.defaultPadSize : IB.Canvas.defaultPhoneSize
                try diag.problem(
                    .unknownDevice, line: device.line, id: id,
                    "unknown device id '\(id)'; assuming a \(Int(size.width))×\(Int(size.height)) pt screen")
            }
            if orientation == .landscape { size = Size(width: size.height, height: size.width) }
            return IB.Canvas(
                source: .device, deviceID: id, orientation: orientation, appearance: try uikitValue(device, "appearance"), size: size,
                isKnownDevice: known)
        }
        if let metrics = root.child("simulatedMetricsContainer") {
            let dest = metrics.child("simulatedScreenMetrics", key: "destination")
            let type = dest?["type"]
            var size = type.flatMap(Self.simulatedScreenSize) ?? (iPad ? IB.Canvas.defaultPadSize : Size(width: 320, height: 480))
            let o = metrics.child("simulatedOrientationMetrics", key: "orientation")?["orientation"] ?? "portrait"
            var orientation: IB.Canvas.Orientation = o.hasPrefix("landscape") ? .landscape : .portrait
            if orientation == .portrait, Self.scenesAreLandscape(root, portrait: size) { orientation = .landscape }
            if orientation == .landscape { size = Size(width: size.height, height: size.width) }
            return IB.Canvas(source: .simulatedMetrics, deviceID: type, orientation: orientation, size: size)
        }
        if root.bool("useTraitCollections") == true {
            return IB.Canvas(
                source: .sizeClassSquare, size: iPad ? IB.Canvas.defaultPadSize : IB.Canvas.assumedPhoneSize,
                designSize: IB.Canvas.sizeClassSquare)
        }
        return IB.Canvas(source: .assumed, size: iPad ? IB.Canvas.defaultPadSize : IB.Canvas.assumedPhoneSize)
    }

    /// The screen of a simulated metrics type in points: Xcode 5 to 7 write `retina4`, `retina47`,
    /// `retina55`; Xcode 8.0 writes the same screens as `retina4_0.fullscreen`,
    /// `retina4_7.fullscreen`, `retina5_5.fullscreen` and the iPads by size (`iPad9_7.fullscreen`).
    static func simulatedScreenSize(_ type: String) -> Size? {
        let screen = type.split(separator: ".").first.map(String.init) ?? type
        switch screen.replacingOccurrences(of: "_", with: "") {
        case "retina35": return Size(width: 320, height: 480)
        case "retina4", "retina40": return Size(width: 320, height: 568)
        case "retina47": return Size(width: 375, height: 667)
        case "retina55": return Size(width: 414, height: 736)
        case "iPad97", "iPad79": return Size(width: 768, height: 1024)
        case "iPad105": return Size(width: 834, height: 1112)
        case "iPad129": return Size(width: 1024, height: 1366)
        default: return nil
        }
    }

    /// Whether most scenes of a file whose default orientation is portrait were laid out in
    /// landscape: files of Xcode 5 to 7 keep the orientation per scene (the controller's
    /// `simulatedOrientationMetrics`), so an app that runs only in landscape (an iPad kiosk, a
    /// game) stores its root views at the screen's landscape size under a portrait default. A
    /// root view as wide as the screen in landscape votes landscape, one as wide as in portrait
    /// portrait; a scene without a root view (a navigation controller) votes as its own
    /// orientation says.
    static func scenesAreLandscape(_ root: XNode, portrait size: Size) -> Bool {
        var landscape = 0, portrait = 0
        for scene in root.child("scenes")?.children("scene") ?? [] {
            guard let controller = scene.child("objects")?.children.first(where: { $0["sceneMemberID"] == "viewController" }) else { continue }
            // By width: these files leave the bars out of a root view's height.
            let width = controller.child(key: "view")?.child("rect", key: "frame")?["width"].flatMap(Double.init)
            if width == size.height {
                landscape += 1
            } else if width == size.width {
                portrait += 1
            } else if (controller.child(key: "simulatedOrientationMetrics")?["orientation"] ?? "").hasPrefix("landscape") {
                landscape += 1
            }
        }
        return landscape > portrait
    }

}


extension IB.ViewNode {
    /// UIKit view element names of storyboards, for recognising triggers without frames.
    static let knownViewElements: Set<String> = [
        "view", "label", "button", "imageView", "textField", "switch", "segmentedControl", "slider", "tableView",
        "tableViewCell", "collectionView", "collectionViewCell", "navigationBar", "tabBar", "toolbar", "scrollView",
        "stackView", "activityIndicatorView", "textView", "pageControl", "progressView", "datePicker", "pickerView",
        "mapView", "webView", "wkWebView", "containerView", "visualEffectView", "searchBar", "stepper",
        "tableViewCellContentView", "collectionReusableView",
    ]
}
