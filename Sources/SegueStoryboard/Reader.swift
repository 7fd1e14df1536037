import Foundation
import SegueKit

extension StoryboardDocument {
    /// Reads a `.storyboard` file.
    ///
    /// - Throws: `StoryboardError` when the file cannot be read, is not XML, is truncated, is a
    ///   `.xib` or a macOS storyboard; in `.strict` mode also for the problems that `.lenient`
    ///   mode records as `warnings`.
    public static func read(contentsOf path: String, mode: ReadingMode = .lenient) throws -> StoryboardDocument {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StoryboardError(
                kind: .unreadable, file: name,
                message: "cannot read '\(path)': \((error as NSError).localizedDescription); check the path")
        }
        return try read(data: data, name: name, mode: mode)
    }

    /// Reads a storyboard from bytes; `name` is the file name used in messages.
    public static func read(data: Data, name: String, mode: ReadingMode = .lenient) throws -> StoryboardDocument {
        var reader = StoryboardReader(file: name, mode: mode)
        return try reader.read(data)
    }
}

/// Interprets the XML tree of a storyboard.
struct StoryboardReader {
    var diag: Diagnostics
    var colors = ColorResolver(resources: nil)
    var images: [String: ImageResource] = [:]

    init(file: String, mode: ReadingMode) {
        diag = Diagnostics(file: file, mode: mode)
    }

    var file: String { diag.file }

    // MARK: Document

    mutating func read(_ data: Data) throws -> StoryboardDocument {
        let root = try loadXML(data)
        try checkDocumentType(root)

        let resources = root.child("resources")
        colors = ColorResolver(resources: resources)
        var namedColors: [String: Color] = [:]
        var systemColors: [String: Color] = [:]
        for r in resources?.children ?? [] {
            switch r.name {
            case "image":
                guard let name = r["name"] else { continue }
                images[name] = ImageResource(
                    name: name, size: Size(width: r.double("width") ?? 0, height: r.double("height") ?? 0),
                    catalog: r["catalog"])
            case "namedColor", "systemColor":
                guard let name = r["name"], let c = r.child("color") else { continue }
                let value = try colors.resolve(c, &diag, owner: name, depth: 1)
                if r.name == "namedColor" { namedColors[name] = value } else { systemColors[name] = value }
            default:
                break
            }
        }

        let canvas = try readCanvas(root)
        var scenes: [Scene] = []
        var segues: [Segue] = []
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

        // Relationships and tab titles.
        let tabItems = Dictionary(scenes.map { ($0.controller.id, $0.controller.tabBarItem) }, uniquingKeysWith: { a, _ in a })
        var sceneIndex: [String: Int] = [:]
        for (i, s) in scenes.enumerated() { sceneIndex[s.controller.id] = i }
        for s in segues where s.kind == .relationship {
            guard let i = sceneIndex[s.sourceControllerID] else { continue }
            scenes[i].controller.relationships.append(
                Relationship(kind: s.relationship ?? .other(""), destinationID: s.destinationID, segueID: s.id))
        }
        for i in scenes.indices where scenes[i].controller.kind == .tabBarController {
            scenes[i].controller.tabBarItemTitles = scenes[i].controller.relationshipDestinations(.viewControllers).map {
                tabItems[$0].flatMap { $0?.title }
            }
        }

        var initial = root["initialViewController"]
        if let id = initial, sceneIndex[id] == nil {
            try diag.problem(
                .missingDestination, line: root.line, id: id,
                "initialViewController '\(id)' names no scene; the document has no entry point (set one in Interface Builder's attributes inspector)")
            initial = nil
        }

        var tint: Color?
        if let t = root.child("color", key: "tintColor") { tint = try colors.resolve(t, &diag) }

        return StoryboardDocument(
            fileName: file, toolsVersion: root["toolsVersion"] ?? "", formatVersion: root["version"],
            targetRuntime: root["targetRuntime"] ?? "", initialViewControllerID: initial, canvas: canvas,
            scenes: scenes, segues: segues, segueReferences: references, namedColors: namedColors,
            systemColors: systemColors, images: images, tintColor: tint, warnings: diag.warnings)
    }

    private func loadXML(_ data: Data) throws -> XNode {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw diag.error(.notXML, line: nil, "the file is empty; expected an Interface Builder storyboard (XML)")
        }
        if first != UInt8(ascii: "<") {
            let head = String(decoding: bytes.prefix(24), as: UTF8.self)
                .replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
            throw diag.error(
                .notXML, line: 1,
                "the file is not XML (it starts with \"\(head)\"); expected an Interface Builder storyboard")
        }
        switch XMLLoader.load(Data(bytes)) {
        case .success(let root):
            return root
        case .failure(let f):
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

    private mutating func checkDocumentType(_ root: XNode) throws {
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

    // MARK: Canvas

    private mutating func readCanvas(_ root: XNode) throws -> Canvas {
        let iPad = (root["targetRuntime"] ?? "").hasSuffix(".iPad")
        if let device = root.child("device") {
            let id = device["id"] ?? ""
            let orientation: Canvas.Orientation = device["orientation"] == "landscape" ? .landscape : .portrait
            var known = true
            var size: Size
            if let s = Canvas.portraitSize(forDeviceID: id) {
                size = s
            } else {
                known = false
                size = id.lowercased().contains("ipad") || iPad ? Canvas.defaultPadSize : Canvas.defaultPhoneSize
                try diag.problem(
                    .unknownDevice, line: device.line, id: id,
                    "unknown device id '\(id)'; assuming a \(Int(size.width))×\(Int(size.height)) pt screen")
            }
            if orientation == .landscape { size = Size(width: size.height, height: size.width) }
            return Canvas(
                source: .device, deviceID: id, orientation: orientation, appearance: device["appearance"], size: size,
                isKnownDevice: known)
        }
        if let metrics = root.child("simulatedMetricsContainer") {
            let dest = metrics.child("simulatedScreenMetrics", key: "destination")
            let type = dest?["type"]
            var size: Size
            switch type {
            case "retina4"?: size = Size(width: 320, height: 568)
            case "retina47"?: size = Size(width: 375, height: 667)
            case "retina55"?: size = Size(width: 414, height: 736)
            default: size = iPad ? Canvas.defaultPadSize : Size(width: 320, height: 480)
            }
            let o = metrics.child("simulatedOrientationMetrics", key: "orientation")?["orientation"] ?? "portrait"
            let orientation: Canvas.Orientation = o.hasPrefix("landscape") ? .landscape : .portrait
            if orientation == .landscape { size = Size(width: size.height, height: size.width) }
            return Canvas(source: .simulatedMetrics, deviceID: type, orientation: orientation, size: size)
        }
        if root.bool("useTraitCollections") == true {
            return Canvas(
                source: .sizeClassSquare, size: iPad ? Canvas.defaultPadSize : Canvas.defaultPhoneSize,
                designSize: Canvas.sizeClassSquare)
        }
        return Canvas(source: .assumed, size: iPad ? Canvas.defaultPadSize : Canvas.defaultPhoneSize)
    }

    // MARK: Scenes and controllers

    private mutating func readScene(_ node: XNode) throws -> Scene? {
        let sceneID = node["sceneID"] ?? ""
        let objects = node.child("objects")?.children ?? []
        let controllerNode =
            objects.first { $0["sceneMemberID"] == "viewController" }
            ?? objects.first { $0.name.hasSuffix("Controller") || $0.name == "viewControllerPlaceholder" }
        guard let controllerNode else {
            try diag.problem(
                .invalidStructure, line: node.line, id: sceneID,
                "scene '\(sceneID)' has no view controller in <objects>; the scene is skipped")
            return nil
        }
        let controller = try readController(controllerNode)
        var exits: [String] = []
        var others: [SceneObject] = []
        for o in objects where o.line != controllerNode.line || o.name != controllerNode.name {
            if o.name == "exit" || o["sceneMemberID"] == "exit" {
                if let id = o.id { exits.append(id) }
            } else if o["sceneMemberID"] == "firstResponder" {
                continue
            } else {
                others.append(SceneObject(elementName: o.name, id: o.id, customClass: o["customClass"]))
            }
        }
        var location: Point?
        if let p = node.child("point", key: "canvasLocation"), let x = p.double("x"), let y = p.double("y") {
            location = Point(x: x, y: y)
        }
        return Scene(
            sceneID: sceneID, controller: controller, exitIDs: exits, otherObjects: others, canvasLocation: location,
            line: node.line)
    }

    private mutating func readController(_ n: XNode) throws -> Controller {
        let id = n.id ?? ""
        if n.id == nil {
            try diag.problem(.invalidStructure, line: n.line, id: nil, "<\(n.name)> has no id; segues cannot name it")
        }
        var c = Controller(
            id: id, elementName: n.name,
            kind: ControllerKind(elementName: n.name, storyboardName: n["storyboardName"], referencedIdentifier: n["referencedIdentifier"]),
            customClass: n["customClass"], customModule: n["customModule"],
            storyboardIdentifier: n["storyboardIdentifier"], titleAttribute: n["title"], userLabel: n["userLabel"],
            modalPresentationStyle: n["modalPresentationStyle"], modalTransitionStyle: n["modalTransitionStyle"],
            definesPresentationContext: n.bool("definesPresentationContext"),
            automaticallyAdjustsScrollViewInsets: n.bool("automaticallyAdjustsScrollViewInsets"), line: n.line)
        var metrics = SimulatedMetrics()
        for child in n.children {
            switch (child.name, child.key) {
            case (_, "view"?) where child.name != "nil":
                c.view = try readView(child)
            case ("navigationItem", _):
                c.navigationItem = try readNavigationItem(child)
            case ("tabBarItem", _):
                c.tabBarItem = try readTabBarItem(child)
            case ("toolbarItems", _):
                c.toolbarItems = try child.children("barButtonItem").map { try readBarButtonItem($0) }
            case ("navigationBar", _):
                c.navigationBar = try readView(child)
            case ("toolbar", _):
                c.toolbar = try readView(child)
            case ("tabBar", _):
                c.tabBar = try readView(child)
            case ("nil", "simulatedStatusBarMetrics"?): metrics.statusBar = .none
            case ("nil", "simulatedTopBarMetrics"?): metrics.topBar = .none
            case ("nil", "simulatedBottomBarMetrics"?): metrics.bottomBar = .none
            case (_, "simulatedStatusBarMetrics"?): metrics.statusBar = .shown(style: child["statusBarStyle"])
            case (_, "simulatedTopBarMetrics"?): metrics.topBar = .shown(style: child["barStyle"])
            case (_, "simulatedBottomBarMetrics"?): metrics.bottomBar = .shown(style: child["barStyle"])
            case (_, "simulatedOrientationMetrics"?): metrics.orientation = child["orientation"] ?? "portrait"
            case (_, "simulatedDestinationMetrics"?):
                switch child.name {
                case "freeformSimulatedSizeMetrics": metrics.destination = "freeform"
                case "modalFormSheetSimulatedSizeMetrics": metrics.destination = "modalFormSheet"
                case "modalPageSheetSimulatedSizeMetrics": metrics.destination = "modalPageSheet"
                default: metrics.destination = child["type"] ?? "default"
                }
            case ("size", "freeformSize"?):
                metrics.freeformSize = size(child)
            case (_, "contentSizeForViewInPopover"?), ("size", "preferredContentSize"?):
                metrics.contentSizeForViewInPopover = size(child)
            default:
                break
            }
        }
        c.simulatedMetrics = metrics
        return c
    }

    private func size(_ n: XNode) -> Size? {
        guard let w = n.double("width"), let h = n.double("height") else { return nil }
        return Size(width: w, height: h)
    }

    // MARK: Bar items

    private mutating func readNavigationItem(_ n: XNode) throws -> NavigationItem {
        var item = NavigationItem(
            id: n.id, title: n["title"], prompt: n["prompt"], largeTitleDisplayMode: n["largeTitleDisplayMode"])
        for child in n.children {
            switch (child.name, child.key) {
            case ("barButtonItem", "leftBarButtonItem"?): item.leftBarButtonItems.append(try readBarButtonItem(child))
            case ("barButtonItem", "rightBarButtonItem"?): item.rightBarButtonItems.append(try readBarButtonItem(child))
            case ("barButtonItem", "backBarButtonItem"?): item.backBarButtonItem = try readBarButtonItem(child)
            case ("leftBarButtonItems", _):
                item.leftBarButtonItems += try child.children("barButtonItem").map { try readBarButtonItem($0) }
            case ("rightBarButtonItems", _):
                item.rightBarButtonItems += try child.children("barButtonItem").map { try readBarButtonItem($0) }
            case (_, "titleView"?):
                item.titleView = try readView(child)
            case ("string", "title"?):
                item.title = child.text
            default:
                break
            }
        }
        return item
    }

    private mutating func readBarButtonItem(_ n: XNode) throws -> BarButtonItem {
        var item = BarButtonItem(
            id: n.id, title: n["title"], systemItem: n["systemItem"], style: n["style"], image: imageRef(n["image"], n["catalog"]))
        for child in n.children {
            if child.key == "customView", child.name != "nil" { item.customView = try readView(child) }
            if child.name == "color", child.key == "tintColor" { item.tintColor = try colors.resolve(child, &diag, owner: n.id) }
            if child.name == "imageReference", child.key == "image", let name = child["image"] {
                item.image = imageRef(name, child["catalog"])
            }
        }
        return item
    }

    private mutating func readTabBarItem(_ n: XNode) throws -> TabBarItem {
        var item = TabBarItem(
            id: n.id, title: n["title"], image: imageRef(n["image"], n["catalog"]),
            selectedImage: imageRef(n["selectedImage"], n["catalog"]), systemItem: n["systemItem"],
            badgeValue: n["badgeValue"], tag: n.int("tag"))
        if let ref = n.child("imageReference", key: "image"), let name = ref["image"] {
            item.image = imageRef(name, ref["catalog"])
        }
        return item
    }

    private func imageRef(_ name: String?, _ catalog: String? = nil) -> ImageReference? {
        guard let name, !name.isEmpty else { return nil }
        return ImageReference(name: name, catalog: catalog, resource: images[name])
    }

    // MARK: Views

    /// Element children of a view that are read as properties, not as child views.
    private static let propertyElements: Set<String> = [
        "rect", "color", "nil", "fontDescription", "font", "string", "attributedString", "state",
        "buttonConfiguration", "userDefinedRuntimeAttributes", "subviews", "prototypes", "sections", "cells",
        "segments", "items", "connections", "constraints", "autoresizingMask", "viewLayoutGuide",
        "textInputTraits", "gestureRecognizers", "variation", "accessibility", "point", "size", "inset",
        "edgeInsets", "directionalEdgeInsets", "collectionViewFlowLayout", "collectionViewLayout",
        "wkWebViewConfiguration", "textAttributes", "navigationBarAppearance", "tabBarAppearance",
        "toolbarAppearance", "date", "locale", "timeZone", "dataDetectorType", "imageReference",
        "preferredSymbolConfiguration", "real", "integer", "boolean", "mutableArray", "array", "value",
        "tableViewSection",
    ]

    mutating func readView(_ n: XNode, key: String? = nil) throws -> ViewNode {
        var v = ViewNode(elementName: n.name, id: n.id, line: n.line)
        v.key = key ?? n.key
        v.attributes = n.attributes
        v.customClass = n["customClass"]
        v.userLabel = n["userLabel"]
        v.alpha = n.double("alpha") ?? 1
        v.isHidden = n.bool("hidden") ?? false
        v.clipsSubviews = n.bool("clipsSubviews") ?? false
        v.isOpaque = n.bool("opaque")
        v.contentMode = n["contentMode"]
        v.tag = n.int("tag")

        // Element-specific attributes.
        switch n.name {
        case "label", "textField", "textView", "searchBar":
            v.text = n["text"]
            v.placeholder = n["placeholder"]
            v.textAlignment = n["textAlignment"].flatMap(TextAlignment.init(rawValue:))
            v.numberOfLines = n.int("numberOfLines")
        case "imageView":
            v.image = imageRef(n["image"], n["catalog"])
        case "switch":
            v.isOn = n.bool("on") ?? false
        case "segmentedControl":
            v.selectedSegmentIndex = n.int("selectedSegmentIndex")
        case "slider":
            v.slider = SliderValue(value: n.double("value") ?? 0.5, minimum: n.double("minValue") ?? 0, maximum: n.double("maxValue") ?? 1)
        case "progressView":
            v.progress = n.double("progress") ?? 0
        case "pageControl":
            v.numberOfPages = n.int("numberOfPages") ?? 3
            v.currentPage = n.int("currentPage") ?? 0
        case "activityIndicatorView":
            v.isAnimating = n.bool("animating") ?? false
        case "stackView":
            v.stack = StackContent(
                axis: n["axis"] ?? "horizontal", distribution: n["distribution"], alignment: n["alignment"],
                spacing: n.double("spacing") ?? (n["spacingType"] == "standard" ? 8 : 0))
        case "tableView":
            v.table = TableContent(
                style: TableStyle(rawValue: n["style"] ?? "plain") ?? .plain, dataMode: n["dataMode"],
                rowHeight: n.double("rowHeight"), sectionHeaderHeight: n.double("sectionHeaderHeight"),
                sectionFooterHeight: n.double("sectionFooterHeight"))
        case "button":
            v.button = ButtonContent(buttonType: n["buttonType"] ?? "custom")
        default:
            break
        }

        for child in n.children {
            switch child.name {
            case "rect" where child.key == "frame":
                v.frame = Rect(
                    x: child.double("x") ?? 0, y: child.double("y") ?? 0, width: child.double("width") ?? 0,
                    height: child.double("height") ?? 0)
            case "autoresizingMask" where child.key == "autoresizingMask":
                v.autoresizingMask = AutoresizingMask(
                    flexibleMinX: child.bool("flexibleMinX") ?? false, widthSizable: child.bool("widthSizable") ?? false,
                    flexibleMaxX: child.bool("flexibleMaxX") ?? false, flexibleMinY: child.bool("flexibleMinY") ?? false,
                    heightSizable: child.bool("heightSizable") ?? false, flexibleMaxY: child.bool("flexibleMaxY") ?? false)
            case "color":
                guard let k = child.key else { continue }
                v.colors[k] = try colors.resolve(child, &diag, owner: n.id)
            case "nil":
                if let k = child.key { v.nilKeys.append(k) }
            case "fontDescription" where child.key == "fontDescription":
                v.font = font(child)
            case "string":
                switch child.key {
                case "text"?: v.text = child.text
                case "placeholder"?: v.placeholder = child.text
                default: break
                }
            case "attributedString" where child.key == "attributedText":
                v.text = child.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
                v.isAttributedText = true
            case "state":
                guard let state = child.key else { continue }
                var s = ButtonState(
                    title: child["title"], image: imageRef(child["image"], child["catalog"]),
                    backgroundImage: imageRef(child["backgroundImage"]))
                for sc in child.children {
                    if sc.name == "color", sc.key == "titleColor" { s.titleColor = try colors.resolve(sc, &diag, owner: n.id) }
                    if sc.name == "color", sc.key == "titleShadowColor" { s.titleShadowColor = try colors.resolve(sc, &diag, owner: n.id) }
                    if sc.name == "string", sc.key == "title" { s.title = sc.text }
                    if sc.name == "imageReference", sc.key == "image", let name = sc["image"] { s.image = imageRef(name, sc["catalog"]) }
                }
                if v.button == nil { v.button = ButtonContent(buttonType: n["buttonType"] ?? "custom") }
                v.button?.states[state] = s
            case "buttonConfiguration":
                var conf = ButtonConfiguration(
                    style: child["style"], title: child["title"], subtitle: child["subtitle"],
                    image: imageRef(child["image"], child["catalog"]), cornerStyle: child["cornerStyle"])
                for cc in child.children {
                    switch (cc.name, cc.key) {
                    case ("fontDescription", "titleFontDescription"?): conf.titleFont = font(cc)
                    case ("color", "baseForegroundColor"?): conf.baseForegroundColor = try colors.resolve(cc, &diag, owner: n.id)
                    case ("color", "baseBackgroundColor"?): conf.baseBackgroundColor = try colors.resolve(cc, &diag, owner: n.id)
                    case ("imageReference", "image"?): conf.image = imageRef(cc["image"], cc["catalog"])
                    case ("string", "title"?): conf.title = cc.text
                    default: break
                    }
                }
                if v.button == nil { v.button = ButtonContent(buttonType: n["buttonType"] ?? "custom") }
                v.button?.configuration = conf
                v.button?.configurationStyle = conf.style
                if v.font == nil { v.font = conf.titleFont }
            case "userDefinedRuntimeAttributes":
                for a in child.children("userDefinedRuntimeAttribute") {
                    guard let path = a["keyPath"] else { continue }
                    let value = try runtimeValue(a, owner: n.id)
                    v.runtimeAttributes[path] = value
                    if path == "layer.cornerRadius", case .number(let r) = value { v.cornerRadius = r }
                }
            case "subviews":
                for s in child.children { v.subviews.append(try readView(s)) }
            case "prototypes":
                let cells = try child.children.map { try readView($0) }
                if v.table != nil { v.table?.prototypes += cells } else { v.collectionCells += cells }
            case "sections":
                for s in child.children("tableViewSection") {
                    var section = TableSection(id: s.id, headerTitle: s["headerTitle"], footerTitle: s["footerTitle"])
                    for c in s.child("cells")?.children ?? [] { section.cells.append(try readView(c)) }
                    if v.table == nil { v.table = TableContent() }
                    v.table?.sections.append(section)
                }
            case "cells":
                for c in child.children { v.collectionCells.append(try readView(c)) }
            case "segments":
                v.segments = child.children("segment").map { Segment(title: $0["title"], image: imageRef($0["image"])) }
            case "items":
                for item in child.children {
                    switch item.name {
                    case "navigationItem": v.navigationItems.append(try readNavigationItem(item))
                    case "barButtonItem": v.barButtonItems.append(try readBarButtonItem(item))
                    case "tabBarItem": v.tabBarItems.append(try readTabBarItem(item))
                    default: break
                    }
                }
            default:
                // A keyed child view (a cell's content view, a table's header view…): anything
                // else that has a frame.
                if !Self.propertyElements.contains(child.name), child.child("rect", key: "frame") != nil {
                    v.subviews.append(try readView(child))
                }
            }
        }

        if v.elementName == "tableViewCell" || v.elementName == "collectionViewCell" {
            v.cell = cellContent(n, v)
        }
        return v
    }

    private func cellContent(_ n: XNode, _ v: ViewNode) -> CellContent {
        let style: String
        switch n["style"] {
        case nil: style = "custom"
        case let s?:
            let raw = s.hasPrefix("IBUITableViewCellStyle") ? String(s.dropFirst("IBUITableViewCellStyle".count)) : s
            style = raw.prefix(1).lowercased() + raw.dropFirst()
        }
        let textID = n["textLabel"], detailID = n["detailTextLabel"]
        return CellContent(
            reuseIdentifier: n["reuseIdentifier"], style: style, accessoryType: n["accessoryType"] ?? "none",
            rowHeight: n.double("rowHeight"), textLabelText: textID.flatMap { v.node(withID: $0)?.text },
            detailTextLabelText: detailID.flatMap { v.node(withID: $0)?.text }, textLabelID: textID,
            detailTextLabelID: detailID, selectionStyle: n["selectionStyle"])
    }

    private mutating func runtimeValue(_ a: XNode, owner: String?) throws -> RuntimeAttributeValue {
        let type = a["type"] ?? ""
        let valueNode = a.children.first { $0.key == "value" }
        switch type {
        case "number":
            if let d = a.double("value") ?? valueNode?.double("value") { return .number(d) }
        case "boolean":
            if let b = a.bool("value") ?? valueNode?.bool("value") { return .boolean(b) }
        case "string", "localizedString":
            if let s = a["value"] ?? valueNode?.text ?? valueNode?["value"] { return .string(s) }
        case "color":
            if let c = valueNode, c.name == "color" { return .color(try colors.resolve(c, &diag, owner: owner)) }
        case "size":
            if let s = valueNode.flatMap(size) { return .size(s) }
        case "point":
            if let p = valueNode, let x = p.double("x"), let y = p.double("y") { return .point(Point(x: x, y: y)) }
        case "rect":
            if let r = valueNode, let x = r.double("x"), let y = r.double("y"), let w = r.double("width"),
                let h = r.double("height")
            {
                return .rect(Rect(x: x, y: y, width: w, height: h))
            }
        default:
            break
        }
        return .other(type: type)
    }

    func font(_ n: XNode) -> Font {
        let explicitSize = n.double("pointSize")
        if let style = n["style"] {
            let d = Font.textStyles[style] ?? (size: 17, weight: .regular)
            return Font(family: .textStyle(style), pointSize: explicitSize ?? d.size, weight: d.weight)
        }
        if let name = n["name"] {
            let lower = (name.split(separator: "-").dropFirst().first.map(String.init) ?? name).lowercased()
            let weight: FontWeight
            if lower.contains("ultralight") || lower.contains("extralight") {
                weight = .ultraLight
            } else if lower.contains("thin") {
                weight = .thin
            } else if lower.contains("light") {
                weight = .light
            } else if lower.contains("semibold") || lower.contains("demibold") {
                weight = .semibold
            } else if lower.contains("medium") {
                weight = .medium
            } else if lower.contains("heavy") || lower.contains("extrabold") {
                weight = .heavy
            } else if lower.contains("black") {
                weight = .black
            } else if lower.contains("bold") {
                weight = .bold
            } else {
                weight = .regular
            }
            let italic = lower.contains("italic") || lower.contains("oblique")
            return Font(family: .named(name: name, family: n["family"]), pointSize: explicitSize ?? 17, weight: weight, isItalic: italic)
        }
        let type = n["type"] ?? "system"
        var weight = n["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular
        if type == "boldSystem" { weight = .bold }
        return Font(family: .system, pointSize: explicitSize ?? 17, weight: weight, isItalic: type == "italicSystem")
    }

    // MARK: Segues

    private mutating func readSegues(in sceneNode: XNode, scene: Scene) throws -> [Segue] {
        var found: [(segue: XNode, owner: XNode)] = []
        func visit(_ n: XNode) {
            for c in n.children {
                if c.name == "connections" {
                    for s in c.children("segue") { found.append((s, n)) }
                } else {
                    visit(c)
                }
            }
        }
        for o in sceneNode.child("objects")?.children ?? [] {
            visit(XNode(name: "#objects", attributes: [:], children: [o], line: o.line))
        }
        var segues: [Segue] = []
        // The walk visits an owner's own <connections> before its subviews' ones; document order
        // is line order (ties keep the walk's order).
        let ordered = found.enumerated().sorted { ($0.element.segue.line, $0.offset) < ($1.element.segue.line, $1.offset) }
        for (s, owner) in ordered.map(\.element) {
            if s["reference"] != nil, s["kind"] == nil { continue }
            let id = s.id ?? "line-\(s.line)"
            let rawKind = s["kind"] ?? ""
            var kind: SegueKind
            if let k = SegueKind.known[rawKind] {
                kind = k
            } else {
                kind = .other(rawKind)
                try diag.problem(
                    .unknownSegueKind, line: s.line, id: id,
                    rawKind.isEmpty
                        ? "segue '\(id)' has no kind; it is kept as kind \"\""
                        : "segue '\(id)' has unknown kind \"\(rawKind)\"; it is kept as other(\"\(rawKind)\") (known kinds: \(SegueKind.known.keys.sorted().joined(separator: ", ")))")
            }
            guard let destination = s["destination"], !destination.isEmpty else {
                try diag.problem(
                    .missingDestination, line: s.line, id: id,
                    "segue '\(id)' has no destination (the destination attribute is missing); reconnect it in Interface Builder. The segue is skipped")
                continue
            }
            var arrows: [String] = []
            if let a = s.child("popoverArrowDirection") {
                arrows = ["up", "down", "left", "right"].filter { a.bool($0) == true }
            }
            segues.append(
                Segue(
                    id: id, kind: kind, identifier: s["identifier"], sourceControllerID: scene.controller.id,
                    sourceSceneID: scene.sceneID,
                    trigger: trigger(owner, controllerLine: scene.controller.line, segueKind: kind, accessory: s["trigger"] == "accessoryAction"),
                    destinationID: destination, relationship: s["relationship"].map(RelationshipKind.init),
                    customClass: s["customClass"], customModule: s["customModule"],
                    modalTransitionStyle: s["modalTransitionStyle"], modalPresentationStyle: s["modalPresentationStyle"],
                    animates: s.bool("animates") ?? true, popoverAnchorViewID: s["popoverAnchorView"],
                    popoverAnchorBarButtonItemID: s["popoverAnchorBarButtonItem"], popoverArrowDirections: arrows,
                    unwindAction: s["unwindAction"], splitViewControllerTargetIndex: s.int("splitViewControllerTargetIndex"),
                    destinationCreationSelector: s["destinationCreationSelector"], line: s.line))
        }
        return segues
    }

    private func trigger(_ owner: XNode, controllerLine: Int, segueKind: SegueKind, accessory: Bool) -> SegueTrigger {
        let name = owner.name
        let id = owner.id
        if owner["sceneMemberID"] == "viewController" || (owner.line == controllerLine && name.hasSuffix("Controller")) {
            let d = segueKind == .relationship ? "relationship" : "manual (performSegue)"
            return SegueTrigger(kind: .controller, elementName: name, elementID: id, description: d)
        }
        switch name {
        case "button":
            let title =
                owner.child("buttonConfiguration")?["title"]
                ?? owner.children("state").first { $0.key == "normal" }?["title"]
                ?? owner.children("state").compactMap { $0["title"] }.first
            let image = owner.children("state").compactMap { $0["image"] }.first ?? owner.child("buttonConfiguration")?["image"]
            let d = title.map { "button \"\($0)\"" } ?? image.map { "button [\($0)]" } ?? "button"
            return SegueTrigger(kind: .button, elementName: name, elementID: id, title: title, description: d)
        case "barButtonItem":
            let title = owner["title"]
            let d: String
            if let title, !title.isEmpty {
                d = "bar button \"\(title)\""
            } else if let sys = owner["systemItem"] {
                d = "bar button (\(sys))"
            } else if let img = owner["image"] {
                d = "bar button [\(img)]"
            } else {
                d = "bar button"
            }
            return SegueTrigger(kind: .barButtonItem, elementName: name, elementID: id, title: title, description: d)
        case "tableViewCell", "collectionViewCell":
            let reuse = owner["reuseIdentifier"]
            var title: String?
            if let textID = owner["textLabel"] {
                owner.forEachDescendant { d in if title == nil, d.id == textID { title = d["text"] ?? d.child("string", key: "text")?.text } }
            }
            if title == nil {
                owner.forEachDescendant { d in if title == nil, d.name == "label", let t = d["text"], !t.isEmpty { title = t } }
            }
            let what = name == "tableViewCell" ? "table cell" : "collection cell"
            var d = what
            if let reuse { d += " \"\(reuse)\"" }
            if let title { d += reuse == nil ? " \"\(title)\"" : " (\(title))" }
            if accessory { d += " accessory button" }
            return SegueTrigger(
                kind: name == "tableViewCell" ? .tableViewCell : .collectionViewCell, elementName: name, elementID: id,
                title: title, reuseIdentifier: reuse, isAccessoryAction: accessory, description: d)
        case "containerView":
            return SegueTrigger(kind: .containerView, elementName: name, elementID: id, description: "container view")
        default:
            if name.hasSuffix("GestureRecognizer") {
                var base = String(name.dropLast("GestureRecognizer".count))
                if base == "pongPress" || base == "longPress" { base = "long-press" }
                return SegueTrigger(kind: .gestureRecognizer, elementName: name, elementID: id, description: "\(base) gesture recognizer")
            }
            if owner.child("rect", key: "frame") != nil || ViewNode.knownViewElements.contains(name) {
                let text = owner["text"] ?? owner["title"] ?? owner["placeholder"]
                let d = text.map { "\(name) \"\($0)\"" } ?? name
                return SegueTrigger(kind: .view, elementName: name, elementID: id, title: text, description: d)
            }
            return SegueTrigger(kind: .other, elementName: name, elementID: id, description: name)
        }
    }

    /// Checks every segue's destination: a scene's controller (or storyboard reference), or for
    /// unwind segues an exit object.
    private mutating func validateDestinations(_ segues: [Segue], scenes: [Scene]) throws -> [Segue] {
        let controllers = Set(scenes.map(\.controller.id))
        var exitScene: [String: String] = [:]
        for s in scenes { for e in s.exitIDs { exitScene[e] = s.sceneID } }
        var kept: [Segue] = []
        for s in segues {
            if s.kind == .unwind {
                if exitScene[s.destinationID] != nil || controllers.contains(s.destinationID) {
                    kept.append(s)
                } else {
                    try diag.problem(
                        .missingDestination, line: s.line, id: s.id,
                        "unwind segue '\(s.id)' has no destination (destination id '\(s.destinationID)' names no exit object); reconnect it to the scene's Exit in Interface Builder. The segue is skipped")
                }
            } else if controllers.contains(s.destinationID) {
                kept.append(s)
            } else {
                try diag.problem(
                    .missingDestination, line: s.line, id: s.id,
                    "segue '\(s.id)' has no destination (destination id '\(s.destinationID)' names no scene); reconnect it in Interface Builder or remove it. The segue is skipped")
            }
        }
        return kept
    }
}

extension ViewNode {
    /// UIKit view element names of storyboards, for recognising triggers without frames.
    static let knownViewElements: Set<String> = [
        "view", "label", "button", "imageView", "textField", "switch", "segmentedControl", "slider", "tableView",
        "tableViewCell", "collectionView", "collectionViewCell", "navigationBar", "tabBar", "toolbar", "scrollView",
        "stackView", "activityIndicatorView", "textView", "pageControl", "progressView", "datePicker", "pickerView",
        "mapView", "webView", "wkWebView", "containerView", "visualEffectView", "searchBar", "stepper",
        "tableViewCellContentView", "collectionReusableView",
    ]
}
