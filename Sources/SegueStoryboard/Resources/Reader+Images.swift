import Foundation

extension StoryboardReader {
    /// With the project's resources at hand, lists once each image the file names that no asset
    /// catalog has (drawn as a labelled placeholder), and the SF Symbols (drawn from the stand-in icon
    /// font) in one line. Without
    /// them nothing is said: every image is a placeholder, as it always was.
    mutating func checkImages(_ root: XNode) throws {
        guard let project else { return }
        var named: [String: Int] = [:], symbols: Set<String> = []
        for (name, r) in images {
            if r.isSystemSymbol { symbols.insert(name) } else { named[name] = named[name] ?? 0 }
        }
        root.forEachDescendant { n in
            // `<accessibilityTraits image="YES">` says the view is an image; it names none.
            guard n.name != "accessibilityTraits" else { return }
            for key in ["image", "backgroundImage", "selectedImage", "highlightedImage", "landscapeImage"] {
                guard let name = n[key], !name.isEmpty else { continue }
                if n["catalog"] == Self.systemSymbolCatalog || images[name]?.isSystemSymbol == true { symbols.insert(name) } else if named[name] == nil || named[name] == 0 {
                    named[name] = n.line
                }
            }
        }
        for (name, line) in named.sorted(by: { $0.key < $1.key }) where project.imageSet(named: name) == nil && project.symbols[name] == nil && images[name]?.archivedPNG == nil {
            if Draw.namesSFSymbol(name) {
                // Drawn as the symbol of that name, as `Draw.isSymbol` decides: say so, not "placeholder".
                try diag.problemOnce(
                    key: "image:" + name, .missingResource, line: line == 0 ? nil : line, id: nil,
                    "image '\(name)' is in no asset catalog (\(project.searched)); it is drawn as the SF Symbol of that name")
                continue
            }
            try diag.problemOnce(
                key: "image:" + name, .missingResource, line: line == 0 ? nil : line, id: nil,
                "image '\(name)' is in no asset catalog (\(project.searched)); it is drawn as a labelled placeholder")
        }
        if !symbols.isEmpty {
            let list = symbols.sorted()
            try diag.problemOnce(
                key: "symbols", .missingResource, line: nil, id: nil,
                "\(list.count) SF Symbol\(list.count == 1 ? "" : "s") (\(list.prefix(6).joined(separator: ", "))\(list.count > 6 ? ", …" : "")) drawn from the stand-in icon font (Material Icons): Apple's symbols cannot be shipped")
        }
    }
}
