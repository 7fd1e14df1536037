import SegueKit

extension IB {
    /// An iOS Interface Builder storyboard, read into plain values.
    ///
    /// Read one with `Document.read(contentsOf:mode:)` or `read(data:name:mode:)`. Nothing
    /// here renders; the document only says what the file holds: the canvas, the scenes with their
    /// controllers and view trees, and the segues between them.
    public struct Document: Sendable, Hashable {
        /// The file name (last path component) the document was read from.
        public var fileName: String
        /// `<document toolsVersion>`: an opaque string such as `1934`, `14490.70`, `32700.99.1234`.
        public var toolsVersion: String
        /// `<document version>`: `1.0`, `1.1`, `2.0`, `3.0`.
        public var formatVersion: String?
        /// `iOS.CocoaTouch` or `iOS.CocoaTouch.iPad`.
        public var targetRuntime: TargetRuntime
        /// The id of the entry controller (`initialViewController`), when the file names one.
        public var initialViewControllerID: String?
        /// The screen the storyboard was designed for.
        public var canvas: Canvas
        public var scenes: [Scene] { didSet { index = DocumentIndex(scenes: scenes, segues: segues) } }
        /// Every real segue in document order: triggered, manual, relationship, embed and unwind
        /// segues. `<segue reference>` back-links are not segues; they are in `segueReferences`.
        public var segues: [Segue] { didSet { index = DocumentIndex(scenes: scenes, segues: segues) } }
        /// The ids named by `<inferredMetricsTieBreakers><segue reference>` back-links.
        public var segueReferences: [String]
        /// `<resources><namedColor>` (asset-catalog colours), resolved.
        public var namedColors: [String: Color]
        /// `<resources><systemColor>` (the file's light-mode values of UIKit colours), resolved.
        public var systemColors: [String: Color]
        /// `<resources><image>`: image names and point sizes.
        public var images: [String: ImageResource]
        /// The document-wide `<color key="tintColor">` under the root, when present.
        public var tintColor: Color?
        /// What lenient reading stepped over. Empty after a strict read.
        public var warnings: [StoryboardDiagnostic]
        /// The locale the text was read in (`read(contentsOf:locale:)`); nil for the file as written.
        public var locale: String?
        /// The app's launch screen (`<document launchScreen="YES">`), which iOS shows before the
        /// app runs.
        public var isLaunchScreen = false
        /// Scenes and segues by id, rebuilt whenever `scenes` or `segues` change.
        private var index: DocumentIndex

        public init(
            fileName: String, toolsVersion: String, formatVersion: String? = nil, targetRuntime: TargetRuntime,
            initialViewControllerID: String? = nil, canvas: Canvas, scenes: [Scene] = [], segues: [Segue] = [],
            segueReferences: [String] = [], namedColors: [String: Color] = [:], systemColors: [String: Color] = [:],
            images: [String: ImageResource] = [:], tintColor: Color? = nil, warnings: [StoryboardDiagnostic] = []
        ) {
            self.fileName = fileName
            self.toolsVersion = toolsVersion
            self.formatVersion = formatVersion
            self.targetRuntime = targetRuntime
            self.initialViewControllerID = initialViewControllerID
            self.canvas = canvas
            self.scenes = scenes
            self.segues = segues
            self.segueReferences = segueReferences
            self.namedColors = namedColors
            self.systemColors = systemColors
            self.images = images
            self.tintColor = tintColor
            self.warnings = warnings
            index = DocumentIndex(scenes: scenes, segues: segues)
        }

        /// The major tools version: the part of `toolsVersion` before the first dot, as a number.
        public var toolsMajorVersion: Int? { Int(toolsVersion.split(separator: ".").first ?? "") }

        /// True for iPad-only storyboards (`targetRuntime="iOS.CocoaTouch.iPad"`).
        public var isIPadOnly: Bool { targetRuntime == .iPad }

        // NB: lookups go through `index` (Document+Index.swift): `segue list` names two controllers
        // per segue and a render walks the segue graph, which a linear search made quadratic in the
        // number of scenes (18 s to list 5,000 scenes).

        /// The scene whose controller has this id (the first, should ids repeat).
        public func scene(withControllerID id: String) -> Scene? { index.sceneByControllerID[id].map(read) }
        public func scene(withID sceneID: String) -> Scene? { index.sceneByID[sceneID].map(read) }
        public func controller(withID id: String) -> Controller? { scene(withControllerID: id)?.controller }
        /// The scene at `i`, noted in the task's `SceneReads` (a render cache's key).
        private func read(_ i: Int) -> Scene {
            SceneReads.current?.note(scenes[i].sceneID)
            return scenes[i]
        }
        /// The entry controller's scene.
        public var initialScene: Scene? { initialViewControllerID.flatMap { scene(withControllerID: $0) } }
        public func segue(withID id: String) -> Segue? { index.segueByID[id].map { segues[$0] } }
        /// The segues performed from a controller's scene (triggered by it or by anything in it).
        public func segues(from controllerID: String) -> [Segue] { (index.seguesBySource[controllerID] ?? []).map { segues[$0] } }
        /// The segues that lead to a controller.
        public func segues(to controllerID: String) -> [Segue] { (index.seguesByDestination[controllerID] ?? []).map { segues[$0] } }

        /// The controllers an unwind segue may return to, nearest first.
        ///
        /// The storyboard does not say (UIKit asks each presenting or parent controller whether it
        /// implements `unwindAction`), so this walks the segue graph backwards from the segue's source:
        /// every controller that pushes, presents, shows or contains the source, then their own
        /// sources, breadth first. Container controllers (navigation, tab, split) are included, as
        /// UIKit also searches them. Empty for segues that are not unwind segues.
        public func unwindDestinationCandidates(for segue: Segue) -> [String] {
            guard segue.kind == .unwind else { return [] }
            var incoming: [String: [String]] = [:]
            for s in segues where s.kind != .unwind {
                guard let d = s.destinationControllerID else { continue }
                incoming[d, default: []].append(s.sourceControllerID)
            }
            var seen: Set<String> = [segue.sourceControllerID]
            var queue = [segue.sourceControllerID]
            var result: [String] = []
            var i = 0
            while i < queue.count {
                let id = queue[i]
                i += 1
                for p in incoming[id] ?? [] where !seen.contains(p) {
                    seen.insert(p)
                    result.append(p)
                    queue.append(p)
                }
            }
            return result
        }
    }

    /// One `<image>` entry of `<resources>`.
    public struct ImageResource: Sendable, Hashable {
        public var name: String
        /// The image's size in points.
        public var size: Size
        /// True for SF Symbols (`catalog="system"`).
        public var isSystemSymbol: Bool
        /// The PNG file Interface Builder archived into the storyboard for an image from outside
        /// the project (`ArchivedImage`); nil for a named image.
        public var archivedPNG: [UInt8]?

        public init(name: String, size: Size, isSystemSymbol: Bool = false) {
            self.name = name
            self.size = size
            self.isSystemSymbol = isSystemSymbol
        }
    }

    /// One `<scene>`.
    public struct Scene: Sendable, Hashable, Identifiable {
        public var sceneID: String
        public var controller: Controller
        /// The `<exit>` objects of the scene (targets of its unwind segues).
        public var exitIDs: [String]
        /// Other top-level objects of `<objects>` (gesture recognizers, custom objects), by element name
        /// and id; the first responder placeholder is left out.
        public var otherObjects: [SceneObject]
        /// The views among the top-level objects, outside the controller's view: Interface
        /// Builder keeps a view the app puts in place in code there (a cell's accessory view).
        public var detachedViews: [ViewNode] = []
        /// The position on Interface Builder's canvas (not on the device).
        public var canvasLocation: Point?
        /// The line of the `<scene>` element.
        public var line: Int

        public var id: String { sceneID }

        public init(
            sceneID: String, controller: Controller, exitIDs: [String] = [], otherObjects: [SceneObject] = [],
            canvasLocation: Point? = nil, line: Int = 0
        ) {
            self.sceneID = sceneID
            self.controller = controller
            self.exitIDs = exitIDs
            self.otherObjects = otherObjects
            self.canvasLocation = canvasLocation
            self.line = line
        }
    }

    /// A top-level object of a scene other than the controller, the first responder and exits.
    public struct SceneObject: Sendable, Hashable {
        public var elementName: String
        public var id: String?
        public var customClass: String?
        public init(elementName: String, id: String?, customClass: String? = nil) {
            self.elementName = elementName
            self.id = id
            self.customClass = customClass
        }
    }
}
