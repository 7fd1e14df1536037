import Foundation

/// A String Catalog (`.xcstrings`, Xcode 15+), the JSON file that replaces a storyboard's
/// `.lproj/NAME.strings` files once an app migrates: one table (`Main.xcstrings` for
/// `Main.storyboard`) with every language's text, keyed as the strings files were
/// (`"OBJECTID.text"`):
///
/// ```json
/// { "sourceLanguage" : "en", "version" : "1.0",
///   "strings" : { "Lbl-hi-001.text" : { "localizations" : {
///       "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } } } } }
/// ```
enum StringCatalog {
    /// Where `NAME.xcstrings` for the storyboard at `path` is: beside it, in the folder above its
    /// `.lproj` folder, or in that folder's `Base.lproj`. Nil when there is none.
    static func path(for storyboard: String) -> String? {
        let url = URL(fileURLWithPath: storyboard)
        let name = url.deletingPathExtension().lastPathComponent + ".xcstrings"
        let own = url.deletingLastPathComponent()
        let parent = own.lastPathComponent.lowercased().hasSuffix(".lproj") ? own.deletingLastPathComponent() : own
        for dir in [own, parent, parent.appendingPathComponent("Base.lproj")] {
            let candidate = dir.appendingPathComponent(name).path
            if StoryboardLocale.isRegularFile(candidate) { return candidate }
        }
        return nil
    }

    /// `locale`'s text in the catalog at `path` as a strings table (nil when the catalog has no
    /// text for that language), read within `limits`. The language is matched as `.lproj`
    /// folders are (`pt-BR`, `pt_BR`, then `pt`), whatever its case. A value that varies by
    /// device or plural takes its `other` (else first) variant. Throws a located diagnostic for
    /// a file that is not a catalog.
    static func table(at path: String, locale: String, limits: ReadingLimits = .default) throws -> StringsTable? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let data = try StoryboardFile.bytes(atPath: path, name: name, limit: limits.maxStringsFileBytes, what: "String Catalog")
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw StoryboardDiagnostic(.error, kind: .invalidStrings, file: name, message: "not a String Catalog (a JSON object with \"strings\"); fix or remove it")
        }
        let wanted = StoryboardLocale.folderNames(locale).map { $0.lowercased() }
        var entries: [String: String] = [:]
        for (key, value) in strings.sorted(by: { $0.key < $1.key }).prefix(limits.maxStringsKeys) {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            let byLanguage = Dictionary(localizations.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
            guard let entry = wanted.lazy.compactMap({ byLanguage[$0] as? [String: Any] }).first,
                  let text = Self.value(of: entry, depth: 0) else { continue }
            entries[key] = String(text.prefix(limits.maxTextLength))
        }
        return entries.isEmpty ? nil : StringsTable(file: name, entries: entries)
    }

    /// A localization's `stringUnit.value`, or its variations' `other` (else first) one.
    static func value(of entry: [String: Any], depth: Int) -> String? {
        if let unit = entry["stringUnit"] as? [String: Any], let v = unit["value"] as? String { return v }
        guard depth < 4, let variations = entry["variations"] as? [String: Any] else { return nil }
        for (_, kind) in variations.sorted(by: { $0.key < $1.key }) {
            guard let cases = kind as? [String: Any] else { continue }
            let pick = (cases["other"] ?? cases.sorted(by: { $0.key < $1.key }).first?.value) as? [String: Any]
            if let pick, let v = value(of: pick, depth: depth + 1) { return v }
        }
        return nil
    }
}
