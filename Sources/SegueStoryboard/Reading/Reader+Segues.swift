import Foundation
import SegueKit

/// Segues: kinds, attributes, triggers, destinations and unwinds.
extension StoryboardReader {
    // MARK: Segues

    mutating func readSegues(in sceneNode: XNode, scene: IB.Scene) throws -> [IB.Segue] {
        var found: [(segue: XNode, owner: XNode)] = []
        sceneNode.child("objects")?.walk { node, parent in
            guard node.name == "connections" else { return true }
            for s in node.children("segue") { found.append((s, parent)) }
            return false
        }
        var segues: [IB.Segue] = []
        // The walk visits an owner's own <connections> before its subviews' ones; document order
        // is line order (ties keep the walk's order).
        let ordered = found.enumerated().sorted { ($0.element.segue.line, $0.offset) < ($1.element.segue.line, $1.offset) }
        for (s, owner) in ordered.map(\.element) {
            if s["reference"] != nil, s["kind"] == nil { continue }
            if let segue = try readSegue(s, owner: owner, scene: scene) { segues.append(segue) }
        }
        return segues
    }

    /// One `<segue>` that `owner` triggers; nil (a problem) when it has no destination.
    private mutating func readSegue(_ s: XNode, owner: XNode, scene: IB.Scene) throws -> IB.Segue? {
        let id = s.id ?? "line-\(s.line)"
        try noteID(s.id, of: s)
        var kind = try segueKind(s, id: id)
        var relationship = s["relationship"].map(IB.RelationshipKind.init)
        if kind == .custom, let setUp = IB.SetUpSegues.relationship(
            customClass: s["customClass"], identifier: Self.nonEmpty(s["identifier"]), sourceClass: scene.controller.customClass) {
            kind = .relationship
            relationship = setUp
        }
        guard let destination = s["destination"], !destination.isEmpty else {
            try diag.problem(
                .missingDestination, line: s.line, id: id,
                "segue '\(id)' has no destination (the destination attribute is missing); reconnect it in Interface Builder. The segue is skipped")
            return nil
        }
        var arrows: [String] = []
        if let a = s.child("popoverArrowDirection") {
            arrows = ["up", "down", "left", "right"].filter { a.bool($0) == true }
        }
        return IB.Segue(
            id: id, kind: kind, identifier: Self.nonEmpty(s["identifier"]), sourceControllerID: scene.controller.id,
            sourceSceneID: scene.sceneID,
            trigger: trigger(owner, controllerLine: scene.controller.line, segueKind: kind, accessory: s["trigger"] == "accessoryAction"),
            destinationID: destination, relationship: relationship,
            customClass: s["customClass"], customModule: s["customModule"],
            modalTransitionStyle: try uikitValue(s, "modalTransitionStyle", owner: id),
            modalPresentationStyle: try uikitValue(s, "modalPresentationStyle", owner: id),
            animates: s.bool("animates") ?? true, popoverAnchorViewID: s["popoverAnchorView"],
            popoverAnchorBarButtonItemID: s["popoverAnchorBarButtonItem"], popoverArrowDirections: arrows,
            unwindAction: s["unwindAction"], splitViewControllerTargetIndex: try diag.integer(s, "splitViewControllerTargetIndex", .smallIndex),
            destinationCreationSelector: s["destinationCreationSelector"], line: s.line)
    }

    /// A segue's `kind`; one this reader does not know is a problem, kept as `other`.
    private mutating func segueKind(_ s: XNode, id: String) throws -> IB.SegueKind {
        let rawKind = s["kind"] ?? ""
        if let k = IB.SegueKind.known[rawKind] { return k }
        try diag.problem(
            .unknownSegueKind, line: s.line, id: id,
            rawKind.isEmpty
                ? "segue '\(id)' has no kind; it is kept as kind \"\""
                : "segue '\(id)' has unknown kind \"\(rawKind)\"; it is kept as other(\"\(rawKind)\") (known kinds: \(IB.SegueKind.known.keys.sorted().joined(separator: ", ")))")
        return .other(rawKind)
    }

    /// An identifier as the app names the segue: an empty one (`identifier=""`, left by deleting
    /// it in Interface Builder) names none, so the segue goes by its id.
    static func nonEmpty(_ identifier: String?) -> String? {
        identifier.flatMap { $0.isEmpty ? nil : $0 }
    }

    func trigger(_ owner: XNode, controllerLine: Int, segueKind: IB.SegueKind, accessory: Bool) -> IB.SegueTrigger {
        let name = owner.name
        let id = owner.id
        if owner["sceneMemberID"] == "viewController" || (owner.line == controllerLine && name.hasSuffix("Controller")) {
            let d = segueKind == .relationship ? "relationship" : "manual (performSegue)"
            return IB.SegueTrigger(kind: .controller, elementName: name, elementID: id, description: d)
        }
        switch name {
        case "button": return Self.buttonTrigger(owner)
        case "barButtonItem": return Self.barButtonTrigger(owner)
        case "tableViewCell", "collectionViewCell": return Self.cellTrigger(owner, accessory: accessory)
        case "containerView":
            return IB.SegueTrigger(kind: .containerView, elementName: name, elementID: id, description: "container view")
        default:
            if name.hasSuffix("GestureRecognizer") {
                var base = String(name.dropLast("GestureRecognizer".count))
                if base == "pongPress" || base == "longPress" { base = "long-press" }
                return IB.SegueTrigger(kind: .gestureRecognizer, elementName: name, elementID: id, description: "\(base) gesture recognizer")
            }
            if owner.child("rect", key: "frame") != nil || IB.ViewNode.knownViewElements.contains(name) {
                let text = owner["text"] ?? owner["title"] ?? owner["placeholder"]
                let d = text.map { "\(name) \"\($0)\"" } ?? name
                return IB.SegueTrigger(kind: .view, elementName: name, elementID: id, title: text, description: d)
            }
            return IB.SegueTrigger(kind: .other, elementName: name, elementID: id, description: name)
        }
    }

    /// A button, by its normal title (a configuration's first), else its image. Interface Builder
    /// writes `title=""` for a button showing only an image: that is no title.
    private static func buttonTrigger(_ owner: XNode) -> IB.SegueTrigger {
        let titled = { (t: String?) in t.flatMap { $0.isEmpty ? nil : $0 } }
        let title =
            titled(owner.child("buttonConfiguration")?["title"])
            ?? titled(owner.children("state").first { $0.key == "normal" }?["title"])
            ?? owner.children("state").compactMap { titled($0["title"]) }.first
        let image = owner.children("state").compactMap { $0["image"] }.first ?? owner.child("buttonConfiguration")?["image"]
        let d = title.map { "button \"\($0)\"" } ?? image.map { "button [\($0)]" } ?? "button"
        return IB.SegueTrigger(kind: .button, elementName: owner.name, elementID: owner.id, title: title, description: d)
    }

    /// A bar button item, by its title, else its system item, else its image.
    private static func barButtonTrigger(_ owner: XNode) -> IB.SegueTrigger {
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
        return IB.SegueTrigger(kind: .barButtonItem, elementName: owner.name, elementID: owner.id, title: title, description: d)
    }

    /// A table or collection cell, by its reuse identifier and the text of its text label (else
    /// of its first label with text).
    private static func cellTrigger(_ owner: XNode, accessory: Bool) -> IB.SegueTrigger {
        let name = owner.name
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
        return IB.SegueTrigger(
            kind: name == "tableViewCell" ? .tableViewCell : .collectionViewCell, elementName: name, elementID: owner.id,
            title: title, reuseIdentifier: reuse, isAccessoryAction: accessory, description: d)
    }

    /// Checks every segue's destination: a scene's controller (or storyboard reference), or for
    /// unwind segues an exit object.
    mutating func validateDestinations(_ segues: [IB.Segue], scenes: [IB.Scene]) throws -> [IB.Segue] {
        let controllers = Set(scenes.map(\.controller.id))
        var exitScene: [String: String] = [:]
        for s in scenes { for e in s.exitIDs { exitScene[e] = s.sceneID } }
        var kept: [IB.Segue] = []
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
