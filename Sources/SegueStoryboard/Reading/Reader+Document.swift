import SegueKit

/// The document-wide parts: `<resources>`, the containers' relationships, the entry point.
extension StoryboardReader {
    /// `<resources>`: the images' sizes (kept in `images`), and the named and system colours.
    mutating func readResources(_ resources: XNode?) throws -> (named: [String: Color], system: [String: Color]) {
        var namedColors: [String: Color] = [:]
        var systemColors: [String: Color] = [:]
        for r in resources?.children ?? [] {
            switch r.name {
            case "image":
                guard let name = r["name"] else { continue }
                let size = Size(
                    width: try diag.number(r, "width", .points, owner: name, default: 0),
                    height: try diag.number(r, "height", .points, owner: name, default: 0))
                var resource = IB.ImageResource(name: name, size: size, isSystemSymbol: r["catalog"] == Self.systemSymbolCatalog)
                if let archive = r.child("mutableData", key: "keyedArchiveRepresentation") {
                    resource.archivedPNG = try archivedPNG(archive, name: name)
                }
                images[name] = resource
            case "namedColor", "systemColor":
                guard let name = r["name"], let c = r.child("color") else { continue }
                let value = try colors.resolve(c, &diag, owner: name, depth: 1)
                if r.name == "namedColor" { namedColors[name] = value } else { systemColors[name] = value }
            default:
                break
            }
        }
        return (namedColors, systemColors)
    }

    /// The PNG inside an image's archive; nil, with a problem, when there is none to read.
    private mutating func archivedPNG(_ archive: XNode, name: String) throws -> [UInt8]? {
        do {
            return try ArchivedImage.png(base64: archive.text)
        } catch {
            let why = switch error {
            case .tooLarge: "is larger than \(ArchivedImage.maximumTextBytes) bytes"
            case .notBase64: "is not base64"
            case .noPNG: "holds no complete PNG file"
            }
            try diag.problem(
                .invalidResource, line: archive.line, id: name,
                "the image '\(name)' archived in the storyboard \(why); it is drawn as a labelled placeholder (add the image to the app's asset catalog)")
            return nil
        }
    }

    /// Gives each container its relationships, and a tab bar controller the titles of its tabs.
    static func link(_ segues: [IB.Segue], into scenes: inout [IB.Scene]) {
        let tabItems = Dictionary(scenes.map { ($0.controller.id, $0.controller.tabBarItem) }, uniquingKeysWith: { a, _ in a })
        var sceneIndex: [String: Int] = [:]
        for (i, s) in scenes.enumerated() { sceneIndex[s.controller.id] = i }
        for s in segues where s.kind == .relationship {
            guard let i = sceneIndex[s.sourceControllerID] else { continue }
            scenes[i].controller.relationships.append(
                IB.Relationship(kind: s.relationship ?? .other(""), destinationID: s.destinationID, segueID: s.id))
        }
        for i in scenes.indices where scenes[i].controller.kind == .tabBarController {
            scenes[i].controller.tabBarItemTitles = scenes[i].controller.relationshipDestinations(.viewControllers).map {
                tabItems[$0].flatMap { $0?.title }
            }
        }
    }

    /// `initialViewController`, when it names a scene's controller.
    mutating func initialController(_ root: XNode, scenes: [IB.Scene]) throws -> String? {
        guard let id = root["initialViewController"] else { return nil }
        guard scenes.contains(where: { $0.controller.id == id }) else {
            try diag.problem(
                .missingDestination, line: root.line, id: id,
                "initialViewController '\(id)' names no scene; the document has no entry point (set one in Interface Builder's attributes inspector)")
            return nil
        }
        return id
    }
}
