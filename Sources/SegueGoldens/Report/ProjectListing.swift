import SegueKit
import SegueStoryboard

extension StoryboardProject {
    /// `segue list FOLDER`: each storyboard of the project (its path, folder name and languages),
    /// then its `listing()`. `documents` are the storyboards read, in `storyboards`' order; a nil
    /// one could not be read and `errors` says why (same order). `screen`: the device every
    /// storyboard is drawn on instead of its canvas (an iPad-only app), as `segue render` draws it.
    public func listing(_ documents: [IB.Document?], errors: [String?], naming: (StoryboardSetting) -> String = { $0.swiftName },
                        screen: Device? = nil) -> String {
        var out = "\(folder): \(storyboards.count) storyboard\(storyboards.count == 1 ? "" : "s")"
        if !skipped.isEmpty { out += " (not searched: \(skipped.joined(separator: ", ")))" }
        out += "\n"
        for (i, s) in storyboards.enumerated() {
            out += "\n== \(s.relativePath) (\(s.name)"
            out += s.localizations.isEmpty ? ")\n" : "; localized: \(s.localizations.joined(separator: ", ")))\n"
            if let doc = documents[i] { out += doc.listing(naming: naming, screen: screen) } else { out += "  not read: \(errors[i] ?? "?")\n" }
        }
        return out
    }

    /// `listing` as one JSON object: `folder`, `skipped`, and `storyboards` (`path`, `name`,
    /// `localizations`, `error`, and `listing`: the storyboard's `listingJSON()` object, or null).
    public func listingJSON(_ documents: [IB.Document?], errors: [String?], naming: (StoryboardSetting) -> String = { $0.swiftName },
                            screen: Device? = nil) -> String {
        let list: [JSON] = storyboards.enumerated().map { i, s in
            .object([
                "path": .string(s.relativePath), "name": .string(s.name),
                "localizations": .array(s.localizations.map(JSON.string)),
                "error": .init(errors[i]), "listing": documents[i]?.listingJSONValue(naming: naming, screen: screen) ?? .null,
            ])
        }
        var out = ""
        JSON.object(["folder": .string(folder), "skipped": .array(skipped.map(JSON.string)), "storyboards": .array(list)]).write(to: &out, indent: 0)
        return out + "\n"
    }
}
