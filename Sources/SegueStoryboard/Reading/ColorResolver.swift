import SegueKit

/// Turns `<color>` elements into `Color`s, with the file's `<resources>`, the appearance, the
/// contrast and the project's asset catalogs at hand.
struct ColorResolver {
    var systemColors: [String: XNode] = [:]
    var namedColors: [String: XNode] = [:]
    var appearance: Appearance = .light
    var contrast: Contrast = .normal
    /// The project's resources; nil when none were searched (named colours then come from
    /// `<resources>` alone, without a warning).
    var project: ProjectResources?

    init(resources: XNode?, appearance: Appearance = .light, contrast: Contrast = .normal, project: ProjectResources? = nil) {
        self.appearance = appearance
        self.contrast = contrast
        self.project = project
        guard let resources else { return }
        for r in resources.children {
            guard let name = r["name"], let color = r.child("color") else { continue }
            switch r.name {
            case "systemColor": systemColors[name] = color
            case "namedColor": namedColors[name] = color
            default: break
            }
        }
    }

    /// The colour an element describes. Problems go to `diagnostics`; in lenient mode the result
    /// is then `StoryboardColors.fallback`.
    ///
    /// `owner` is the id of the element the colour belongs to, for messages.
    func resolve(_ node: XNode, _ diagnostics: inout Diagnostics, owner: String? = nil, depth: Int = 0) throws -> Color {
        var context = ""
        if let key = node.key { context += "\(key) " }
        if let owner { context += "of '\(owner)' " }
        context = context.isEmpty ? "" : "colour \(context.dropLast()): "
        let reference = Reference(node: node, owner: owner, depth: depth, context: context)
        if let name = node["systemColor"] { return try systemColor(name, reference, &diagnostics) }
        if let name = node["cocoaTouchSystemColor"] {
            if let c = StoryboardColors.dynamic(name, appearance, contrast) { return c }
            if let c = StoryboardColors.cocoaTouch[name] ?? StoryboardColors.system[name] { return c }
            try reference.problem("unknown UIKit colour cocoaTouchSystemColor='\(name)' (drawn as 50% grey)", &diagnostics)
            return StoryboardColors.fallback
        }
        if let name = node["name"] { return try namedColor(name, reference, &diagnostics) }
        return try components(node, &diagnostics, owner: owner, context: context)
    }

    /// The value an element's system colour takes in content presented at the elevated level (a
    /// sheet's, a popover's), where it differs from `resolve`'s; nil for every other colour.
    func elevated(_ node: XNode) -> Color? {
        guard let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] else { return nil }
        return StoryboardColors.elevated(name, appearance, contrast)
    }

    /// A `<color>` element being resolved, and where it sits, for messages.
    private struct Reference {
        var node: XNode
        var owner: String?
        var depth: Int
        var context: String

        var hasComponents: Bool { node["white"] != nil || node["red"] != nil }

        func problem(_ message: String, _ diagnostics: inout Diagnostics) throws {
            try diagnostics.problem(.unknownColor, line: node.line, id: owner, context + message)
        }
    }

    /// `systemColor="X"`: the appearance's dynamic value, the file's `<resources>` definition,
    /// the components written beside the name, UIKit's light value.
    private func systemColor(_ name: String, _ r: Reference, _ diagnostics: inout Diagnostics) throws -> Color {
        if let c = StoryboardColors.dynamic(name, appearance, contrast) { return c }
        if r.depth == 0, let def = systemColors[name] {
            return try resolve(def, &diagnostics, owner: r.owner, depth: r.depth + 1)
        }
        if r.hasComponents { return try components(r.node, &diagnostics, owner: r.owner, context: r.context) }
        if let c = StoryboardColors.system[name] { return c }
        if let other = r.node["cocoaTouchSystemColor"], let c = StoryboardColors.cocoaTouch[other] { return c }
        try r.problem("unknown system colour '\(name)': add it to <resources> or use an RGB colour (drawn as 50% grey)", &diagnostics)
        return StoryboardColors.fallback
    }

    /// `name="X"`: a macOS catalog colour, else the asset catalogs' colour set, the file's
    /// `<resources>` definition, the components written beside the name.
    private func namedColor(_ name: String, _ r: Reference, _ diagnostics: inout Diagnostics) throws -> Color {
        let node = r.node
        if node["catalog"] != nil || node["colorSpace"] == "catalog" {
            if let c = StoryboardColors.appKitCatalog[name] ?? StoryboardColors.system[name] { return c }
            try r.problem("unknown catalog colour '\(name)' (catalog '\(node["catalog"] ?? "?")'; drawn as 50% grey)", &diagnostics)
            return StoryboardColors.fallback
        }
        if let c = project?.color(named: name, appearance: appearance, contrast: contrast) { return c }
        if appearance == .dark, r.depth == 0, namedColors[name] != nil {
            // The storyboard keeps a colour set's light value only: say so once.
            let searched = project.map { "in no asset catalog (\($0.searched))" } ?? "in no asset catalog (none was found for this storyboard)"
            try diagnostics.problemOnce(
                key: "namedColor:" + name, .missingResource, line: node.line, id: r.owner,
                "named colour '\(name)' is \(searched); its light value from the storyboard is drawn in the dark appearance",
                advice: project == nil ? "; give its project with \(.resources)" : nil)
        }
        if r.depth == 0, let def = namedColors[name] {
            return try resolve(def, &diagnostics, owner: r.owner, depth: r.depth + 1)
        }
        if r.hasComponents { return try components(node, &diagnostics, owner: r.owner, context: r.context) }
        if project == nil {
            try diagnostics.problemOnce(
                key: "namedColor:" + name, .unknownColor, line: node.line, id: r.owner,
                "named colour '\(name)' is not defined in <resources><namedColor>",
                advice: "; re-save the storyboard with its asset catalog in Xcode, or give its project with \(.resources) (drawn as 50% grey)")
        } else {
            try diagnostics.problemOnce(
                key: "namedColor:" + name, .unknownColor, line: node.line, id: r.owner,
                "named colour '\(name)' is in no asset catalog (\(project!.searched)) and not in <resources><namedColor> (drawn as 50% grey)")
        }
        return StoryboardColors.fallback
    }

    /// A colour given by its components. A component that is not a number in range makes the
    /// whole colour `StoryboardColors.fallback` (lenient mode): a NaN must never be drawn as black.
    private func components(
        _ node: XNode, _ diagnostics: inout Diagnostics, owner: String?, context: String
    ) throws -> Color {
        func problem(_ message: String) throws {
            try diagnostics.problem(.unknownColor, line: node.line, id: owner, context + message)
        }
        let grey = "the colour is drawn as 50% grey"
        var refused = false
        func component(_ name: String, _ rule: NumberRule) throws -> Double? {
            let value = try diagnostics.number(node, name, rule, owner: owner, fallback: grey)
            if value == nil, node[name] != nil { refused = true }
            return value
        }
        let alpha = try component("alpha", .fraction) ?? 1
        let white = try component("white", .colorComponent)
        let red = try component("red", .colorComponent), green = try component("green", .colorComponent)
        let blue = try component("blue", .colorComponent)
        if refused { return StoryboardColors.fallback }
        let space = node["colorSpace"] == "custom" ? (node["customColorSpace"] ?? "custom") : (node["colorSpace"] ?? "sRGB")
        if let w = white {
            switch space {
            case "calibratedWhite", "deviceWhite", "genericGamma22GrayColorSpace", "genericGrayGamma2_2", "sRGB",
                "extendedGray", "extendedSRGB", "linearGray":
                break
            default:
                try problem(
                    "unknown grey colour space '\(space)'; its white value is used as is")
            }
            return Color(white: w, alpha: alpha)
        }
        if let r = red, let g = green, let b = blue {
            switch space {
            case "displayP3":
                return StoryboardColors.sRGB(fromDisplayP3: r, g, b, alpha: alpha)
            case "sRGB", "calibratedRGB", "deviceRGB", "extendedSRGB", "genericRGB", "genericRGBLinear":
                return Color(red: r, green: g, blue: b, alpha: alpha)
            default:
                try problem(
                    "unknown RGB colour space '\(space)'; its components are used as sRGB")
                return Color(red: r, green: g, blue: b, alpha: alpha)
            }
        }
        try problem(
                    "<color\(node.key.map { " key=\"\($0)\"" } ?? "")> has no components and no name (drawn as 50% grey)")
        return StoryboardColors.fallback
    }
}
