import Foundation
import SegueKit

/// Scenes, controllers and their bar items.
extension StoryboardReader {
    // MARK: Scenes and controllers

    mutating func readScene(_ node: XNode) throws -> IB.Scene? {
        let sceneID = node["sceneID"] ?? ""
        try noteID(sceneID, of: node)
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
        sceneText = 0
        var controller = try readController(controllerNode)
        var exits: [String] = []
        var others: [IB.SceneObject] = []
        var detached: [IB.ViewNode] = []
        for o in objects where o.line != controllerNode.line || o.name != controllerNode.name {
            if o.name == "exit" || o["sceneMemberID"] == "exit" {
                if let id = o.id { exits.append(id) }
            } else if o["sceneMemberID"] == "firstResponder" {
                continue
            } else {
                others.append(IB.SceneObject(elementName: o.name, id: o.id, customClass: o["customClass"]))
                if case .unknown = IB.ViewElement(rawValue: o.name) { continue }
                detached.append(try readView(o))
            }
        }
        if let nav = controllerNode.child("navigationItem") {
            try connectBarItemOutlets(nav, into: &controller, objects: objects, detached: detached)
        }
        var location: Point?
        if let p = node.child("point", key: "canvasLocation") { location = try point(p, owner: sceneID) }
        var scene = IB.Scene(
            sceneID: sceneID, controller: controller, exitIDs: exits, otherObjects: others, canvasLocation: location,
            line: node.line)
        scene.detachedViews = detached
        return scene
    }

    /// The bar items and title view a navigation item takes through its outlets
    /// (`<outlet property="rightBarButtonItem" destination=…>`), as Xcode 5 and 6 wrote an item
    /// kept in the controller's toolbar items or among the scene's objects: loading the nib sets
    /// the property as it sets an item written in place. A slot the item already fills in place
    /// keeps it.
    private mutating func connectBarItemOutlets(_ nav: XNode, into c: inout IB.Controller, objects: [XNode],
                                                detached: [IB.ViewNode]) throws {
        let outlets = nav.child("connections")?.children ?? []
        guard !outlets.isEmpty, var item = c.navigationItem else { return }
        var items: [String: IB.BarButtonItem] = [:]
        for i in c.toolbarItems { if let id = i.id { items[id] = i } }
        for o in objects where o.name == "barButtonItem" {
            if let id = o.id, items[id] == nil { items[id] = try readBarButtonItem(o) }
        }
        for outlet in outlets {
            guard let destination = outlet["destination"] else { continue }
            switch (outlet.name, outlet["property"]) {
            case ("outlet", "leftBarButtonItem"?) where item.leftBarButtonItems.isEmpty,
                 ("outletCollection", "leftBarButtonItems"?):
                if let b = items[destination], !item.leftBarButtonItems.contains(b) { item.leftBarButtonItems.append(b) }
            case ("outlet", "rightBarButtonItem"?) where item.rightBarButtonItems.isEmpty,
                 ("outletCollection", "rightBarButtonItems"?):
                if let b = items[destination], !item.rightBarButtonItems.contains(b) { item.rightBarButtonItems.append(b) }
            case ("outlet", "backBarButtonItem"?) where item.backBarButtonItem == nil:
                item.backBarButtonItem = items[destination]
            case ("outlet", "titleView"?) where item.titleView == nil:
                item.titleView = detached.first { $0.id == destination }
            default:
                break
            }
        }
        c.navigationItem = item
    }

    mutating func readController(_ n: XNode) throws -> IB.Controller {
        let id = n.id ?? ""
        if n.id == nil {
            try diag.problem(.invalidStructure, line: n.line, id: nil, "<\(n.name)> has no id; segues cannot name it")
        }
        try noteID(n.id, of: n)
        var c = IB.Controller(
            id: id, elementName: n.name,
            kind: IB.ControllerKind(elementName: n.name, storyboardName: n["storyboardName"], referencedIdentifier: n["referencedIdentifier"]),
            customClass: n["customClass"], customModule: n["customModule"],
            storyboardIdentifier: n["storyboardIdentifier"], titleAttribute: n["title"], userLabel: n["userLabel"],
            modalPresentationStyle: try uikitValue(n, "modalPresentationStyle"), modalTransitionStyle: try uikitValue(n, "modalTransitionStyle"),
            definesPresentationContext: n.bool("definesPresentationContext"),
            automaticallyAdjustsScrollViewInsets: n.bool("automaticallyAdjustsScrollViewInsets"), line: n.line)
        c.isNavigationBarHidden = n.bool("navigationBarHidden") ?? false
        c.isToolbarHidden = n.bool("toolbarHidden") ?? true
        c.hidesBottomBarWhenPushed = n.bool("hidesBottomBarWhenPushed") ?? false
        c.extendedLayoutIncludesOpaqueBars = n.bool("extendedLayoutIncludesOpaqueBars") ?? false
        for child in n.children {
            switch (child.name, child.key) {
            case (_, "view"?) where child.name != "nil":
                c.view = try readView(child).buildingFixedFrames()
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
            case ("extendedEdge", "edgesForExtendedLayout"?):
                // Xcode writes the edges that stay on, `top="YES"`; none at all for `[]`.
                c.edgesForExtendedLayout = IB.ExtendedEdges(top: child.bool("top") ?? false, bottom: child.bool("bottom") ?? false)
            case ("layoutGuides", _):
                for guide in child.children("viewControllerLayoutGuide") {
                    if guide["type"] == "top" { c.topLayoutGuideID = guide.id } else if guide["type"] == "bottom" { c.bottomLayoutGuideID = guide.id }
                }
            default:
                try readSimulatedMetric(child, owner: id, into: &c.simulatedMetrics)
            }
        }
        return c
    }

    /// One of a controller's simulated bars, orientation, size or popover size; other elements
    /// are left alone.
    private mutating func readSimulatedMetric(_ child: XNode, owner id: String, into metrics: inout IB.SimulatedMetrics) throws {
        switch (child.name, child.key) {
        case ("nil", "simulatedStatusBarMetrics"?): metrics.statusBar = .none
        case ("nil", "simulatedTopBarMetrics"?): metrics.topBar = .none
        case ("nil", "simulatedBottomBarMetrics"?): metrics.bottomBar = .none
        case (_, "simulatedStatusBarMetrics"?): metrics.statusBar = .shown(style: child["statusBarStyle"])
        case (_, "simulatedTopBarMetrics"?): metrics.topBar = .shown(style: child["barStyle"])
        case (_, "simulatedBottomBarMetrics"?): metrics.bottomBar = .shown(style: child["barStyle"])
        case (_, "simulatedOrientationMetrics"?): metrics.orientation = child.vocabulary("orientation") ?? .portrait
        case (_, "simulatedDestinationMetrics"?):
            switch child.name {
            case "freeformSimulatedSizeMetrics": metrics.destination = .freeform
            case "modalFormSheetSimulatedSizeMetrics": metrics.destination = .formSheet
            case "modalPageSheetSimulatedSizeMetrics": metrics.destination = .pageSheet
            default: metrics.destination = .screen(type: child["type"])
            }
        case ("size", "freeformSize"?):
            metrics.freeformSize = try size(child, owner: id)
        case (_, "contentSizeForViewInPopover"?), ("size", "preferredContentSize"?):
            metrics.contentSizeForViewInPopover = try size(child, owner: id)
        default:
            break
        }
    }

    /// A `<size>` with both dimensions, else nil.
    mutating func size(_ n: XNode, owner: String?) throws -> Size? {
        guard let w = try diag.number(n, "width", .points, owner: owner), let h = try diag.number(n, "height", .points, owner: owner)
        else { return nil }
        return Size(width: w, height: h)
    }

    // MARK: Bar items

    mutating func readNavigationItem(_ n: XNode) throws -> IB.NavigationItem {
        var item = IB.NavigationItem(
            id: n.id, title: try text(n["title"], of: n), prompt: try text(n["prompt"], of: n),
            largeTitleDisplayMode: n.vocabulary("largeTitleDisplayMode"))
        item.hidesBackButton = n.bool("hidesBackButton") ?? false
        item.leftItemsSupplementBackButton = n.bool("leftItemsSupplementBackButton") ?? false
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
                item.title = try text(child.text, of: child, owner: n.id)
            case ("string", "prompt"?):
                item.prompt = try text(child.text, of: child, owner: n.id)
            case ("navigationBarAppearance", let key?):
                item.appearances[key] = try barAppearance(child, owner: n.id)
            default:
                break
            }
        }
        return item
    }

    mutating func readBarButtonItem(_ n: XNode) throws -> IB.BarButtonItem {
        var item = IB.BarButtonItem(
            id: n.id, title: try text(n["title"], of: n), systemItem: n.vocabulary("systemItem"), style: n.vocabulary("style"),
            image: imageRef(n["image"], catalog: n["catalog"]))
        item.width = try diag.number(n, "width", .points).map { max(0, $0) }
        item.isEnabled = n.bool("enabled") ?? true
        for child in n.children {
            if child.key == "customView", child.name != "nil" { item.customView = try readView(child) }
            if child.name == "color", child.key == "tintColor" { item.tintColor = try colors.resolve(child, &diag, owner: n.id) }
            if child.name == "imageReference", child.key == "image", let name = child["image"] {
                item.image = imageRef(name, catalog: child["catalog"])
            }
        }
        return item
    }

    mutating func readTabBarItem(_ n: XNode) throws -> IB.TabBarItem {
        var item = IB.TabBarItem(
            id: n.id, title: try text(n["title"], of: n), image: imageRef(n["image"], catalog: n["catalog"]),
            selectedImage: imageRef(n["selectedImage"], catalog: n["catalog"]), systemItem: n.vocabulary("systemItem"),
            badgeValue: try text(n["badgeValue"], of: n), tag: try diag.integer(n, "tag", .tag))
        item.isEnabled = n.bool("enabled") ?? true
        if let ref = n.child("imageReference", key: "image"), let name = ref["image"] {
            item.image = imageRef(name, catalog: ref["catalog"])
        }
        for child in n.children where child.name == "tabBarAppearance" {
            if let key = child.key { item.appearances[key] = try barAppearance(child, owner: n.id) }
        }
        return item
    }

    /// A named image; `catalog` is the element's `catalog` attribute (`system` for SF Symbols).
    func imageRef(_ name: String?, catalog: String?) -> IB.ImageReference? {
        guard let name, !name.isEmpty else { return nil }
        return IB.ImageReference(name: name, isSystemSymbol: catalog == Self.systemSymbolCatalog, resource: images[name])
    }

    /// The `catalog` attribute of SF Symbols.
    static let systemSymbolCatalog = "system"

}
