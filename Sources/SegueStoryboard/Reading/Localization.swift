import Foundation

/// A storyboard read in one of its app's languages: `Base.lproj/Main.storyboard` with
/// `fr.lproj/Main.strings` laid over it (each `"ID.text" = "…";` replaces that object's text), or
/// `fr.lproj/Main.storyboard` when the app localizes the whole storyboard, or the French text of
/// the app's String Catalog (`Main.xcstrings`, `StringCatalog`) when it has no `.lproj` for French.
///
/// ```swift
/// let doc = try IB.Document.read(contentsOf: "App/Base.lproj/Main.storyboard", locale: "fr")
/// ```
public enum StoryboardLocale {
    /// Languages written right to left: their layouts mirror (`StoryboardBuildOptions.rightToLeft`).
    public static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi"]

    /// Whether `locale`'s language is written right to left (`ar`, `he-IL`, `fa`, `ur`…).
    public static func isRightToLeft(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language)
    }

    /// `code` when it is a language code Xcode names `.lproj` folders with: a language of 2–3
    /// letters, an optional script of 4 letters and an optional region of 2 letters or 3 digits,
    /// joined by `-` or `_` (`fr`, `pt-BR`, `zh-Hans`, `zh_Hant_TW`, `es-419`); else nil.
    ///
    /// NB: the code becomes part of a path (`CODE.lproj/`), so nothing else is let through.
    public static func validated(_ code: String) -> String? {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard code.count <= 16, let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter }) { rest = rest.dropFirst() }
        if let region = rest.first,
           (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter }) || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }) {
            rest = rest.dropFirst()
        }
        return rest.isEmpty ? code : nil
    }

    /// Where a locale's text for the storyboard (or xib) at `path` is.
    public enum Source: Sendable, Hashable {
        /// `CODE.lproj/NAME.storyboard` (`NAME.xib`): read instead of the base file.
        case storyboard(String)
        /// `CODE.lproj/NAME.strings`: laid over the base storyboard.
        case strings(String)
        /// Neither exists: the base storyboard is shown as it is.
        case none
    }

    /// The `.lproj` folders a locale's text may be in, best first: the code as given, with `_`
    /// for `-` and the other way round, then the language alone (`pt-BR` → `pt-BR`, `pt_BR`, `pt`).
    static func folderNames(_ locale: String) -> [String] {
        var names = [locale, locale.replacingOccurrences(of: "-", with: "_"), locale.replacingOccurrences(of: "_", with: "-")]
        if let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first { names.append(String(language)) }
        var seen: Set<String> = []
        return names.filter { seen.insert($0.lowercased()).inserted }
    }

    /// Finds `locale`'s text for the storyboard at `path`: in `CODE.lproj` beside the storyboard's
    /// own `.lproj` folder (`App/Base.lproj/Main.storyboard` → `App/fr.lproj/`), or beside the
    /// storyboard when it is in no `.lproj` folder. Folder names match whatever their case.
    public static func source(for path: String, locale: String) -> Source {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        var parent = url.deletingLastPathComponent()
        if parent.lastPathComponent.lowercased().hasSuffix(".lproj") { parent = parent.deletingLastPathComponent() }
        let listing = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let own = url.deletingLastPathComponent().standardizedFileURL.path
        for folder in folderNames(locale) {
            guard let actual = listing.first(where: { $0.lowercased() == folder.lowercased() + ".lproj" }) else { continue }
            let dir = parent.appendingPathComponent(actual)
            // The base storyboard's own folder (`--locale en` of an app whose base is en.lproj).
            if dir.standardizedFileURL.path == own { return .none }
            // A localized copy of the whole file: `fr.lproj/Main.storyboard`, `fr.lproj/Cell.xib`.
            let storyboard = dir.appendingPathComponent(url.lastPathComponent).path
            if isRegularFile(storyboard) { return .storyboard(storyboard) }
            let strings = dir.appendingPathComponent(name + ".strings").path
            if isRegularFile(strings) || FileManager.default.fileExists(atPath: strings) { return .strings(strings) }
        }
        return .none
    }

    static func isRegularFile(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && !isDir.boolValue
    }

    /// `fr.lproj/Main.strings`: the last two parts of a path, for messages.
    static func shortName(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
    }
}

extension IB.Document {
    /// Reads the storyboard at `path` in `locale` (see `StoryboardLocale`): its own localized
    /// storyboard when the app has one, else the base storyboard with the locale's strings file
    /// laid over it. A locale with neither gets one warning (`missingLocalization`) and the base
    /// text. A strings file that is not well formed throws its located error in strict mode; in
    /// lenient mode it is skipped with a warning. The document's `locale` records what was asked.
    public static func read(contentsOf path: String, locale: String?, mode: ReadingMode = .lenient,
                            limits: ReadingLimits = .default, appearance: Appearance = .light, contrast: Contrast = .normal,
                            resources: ProjectResources? = nil, screen: ScreenChoice = .canvas) throws -> IB.Document {
        guard let locale else {
            return try read(contentsOf: path, mode: mode, limits: limits, appearance: appearance, contrast: contrast, resources: resources, screen: screen)
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        var document: IB.Document
        switch StoryboardLocale.source(for: path, locale: locale) {
        case .storyboard(let localized):
            document = try read(contentsOf: localized, mode: mode, limits: limits, appearance: appearance, contrast: contrast, resources: resources,
                                screen: screen)
        case .strings(let stringsPath):
            let short = StoryboardLocale.shortName(stringsPath)
            let (table, skipped) = try skippingInLenientMode(mode, what: "the strings file") {
                try StringsTable.read(contentsOf: stringsPath, name: short, limits: limits)
            }
            let data = try StoryboardFile.bytes(atPath: path, name: name, limit: limits.maxFileBytes)
            document = try read(data: data, name: name, mode: mode, limits: limits, strings: table, appearance: appearance,
                                contrast: contrast, resources: resources, screen: screen)
            if let skipped { document.warnings.insert(skipped, at: 0) }
        case .none:
            // An app that migrated to a String Catalog keeps every language's text in NAME.xcstrings.
            var skipped: StoryboardDiagnostic?
            var catalog: StringsTable?
            if let catalogPath = StringCatalog.path(for: path) {
                (catalog, skipped) = try skippingInLenientMode(mode, what: "the catalog") {
                    try StringCatalog.table(at: catalogPath, locale: locale, limits: limits)
                }
            }
            if let catalog {
                let data = try StoryboardFile.bytes(atPath: path, name: name, limit: limits.maxFileBytes)
                document = try read(data: data, name: name, mode: mode, limits: limits, strings: catalog, appearance: appearance,
                                    contrast: contrast, resources: resources, screen: screen)
                break
            }
            document = try read(contentsOf: path, mode: mode, limits: limits, appearance: appearance, contrast: contrast, resources: resources,
                                screen: screen)
            if let skipped { document.warnings.insert(skipped, at: 0) }
            let base = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
            // A launch screen is static and its text is not localized (Apple's guidance keeps text
            // off it): a language without a translation of it is nothing to warn about.
            if !document.isLaunchScreen, !(base.lowercased().hasSuffix(".lproj") && StoryboardLocale.folderNames(locale).contains { $0.lowercased() + ".lproj" == base.lowercased() }) {
                document.warnings.insert(StoryboardDiagnostic(
                    .warning, kind: .missingLocalization, file: name,
                    message: "no \(locale).lproj/\(URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent).strings or .storyboard beside \(name)"
                        + (StringCatalog.path(for: path) == nil ? "" : " and no \(locale) text in its String Catalog") + "; its text is shown in the base language"), at: 0)
            }
        }
        document.locale = locale
        return document
    }

    /// What `read` gives; a located error it throws is thrown in strict mode and, in lenient
    /// mode, returned as a warning that says `what` is skipped and the base text shown.
    static func skippingInLenientMode(
        _ mode: ReadingMode, what: String, _ read: () throws -> StringsTable?
    ) throws -> (StringsTable?, StoryboardDiagnostic?) {
        do {
            return (try read(), nil)
        } catch var e as StoryboardDiagnostic {
            if mode == .strict { throw e }
            e.severity = .warning
            e.message += "; \(what) is skipped and the base text shown"
            return (nil, e)
        }
    }
}

extension XNode {
    /// The tree with `table`'s strings in place of the objects' own text: each key is
    /// `OBJECTID.PROPERTY`, the properties Xcode writes for what is drawn: `text`, `title`,
    /// `placeholder`, `normalTitle` (and highlighted, selected, disabled), `segmentTitles[N]`,
    /// `scopeButtonTitles[N]`, `headerTitle`, `footerTitle`, `prompt`, `backButtonTitle`,
    /// `configuration.title`… Returns the keys whose object the tree does not have.
    ///
    /// NB: recursive; only run on the reader's large stack, where the depth is already bounded
    /// by `ReadingLimits.maxElementDepth`.
    mutating func localize(with table: StringsTable) -> [String] {
        var byID: [String: [(property: String, value: String)]] = [:]
        for (key, value) in table.entries {
            guard let dot = key.firstIndex(of: "."), dot != key.startIndex else { continue }
            byID[String(key[..<dot]), default: []].append((String(key[key.index(after: dot)...]), value))
        }
        var used: Set<String> = []
        localize(byID, &used)
        return byID.keys.filter { !used.contains($0) }.sorted()
    }

    private mutating func localize(_ byID: [String: [(property: String, value: String)]], _ used: inout Set<String>) {
        if let id, let overrides = byID[id] {
            used.insert(id)
            if development.isEmpty, name == "label" || name == "button" {
                let text: Set<String> = ["string", "attributedString", "state", "buttonConfiguration"]
                development = [XNode(name: name, attributes: attributes, children: children.filter { text.contains($0.name) }, line: line)]
            }
            for (property, value) in overrides.sorted(by: { $0.property < $1.property }) { apply(property, value) }
        }
        for i in children.indices { children[i].localize(byID, &used) }
    }

    /// `N` of `LIST[N]`, the key Xcode writes for the N-th title of a list.
    private static func index(in property: String, of list: String) -> Int? {
        guard property.hasPrefix(list + "["), property.hasSuffix("]"),
              let n = Int(property.dropFirst(list.count + 1).dropLast()), n >= 0 else { return nil }
        return n
    }

    /// Sets one property: an attribute, and any `<string key="…">` child that holds it instead.
    private mutating func apply(_ property: String, _ value: String) {
        if let n = Self.index(in: property, of: "segmentTitles"), let s = children.firstIndex(where: { $0.name == "segments" }) {
            let segments = children[s].children.indices.filter { children[s].children[$0].name == "segment" }
            if n < segments.count { children[s].children[segments[n]].attributes["title"] = value }
            return
        }
        // A search bar's scope titles are `<string>`s in order, each perhaps in base64.
        if let n = Self.index(in: property, of: "scopeButtonTitles"), let s = children.firstIndex(where: { $0.name == "scopeButtonTitles" }) {
            let titles = children[s].children.indices.filter { children[s].children[$0].name == "string" }
            if n < titles.count {
                children[s].children[titles[n]].text = value
                children[s].children[titles[n]].attributes["base64-UTF8"] = nil
                children[s].children[titles[n]].isUndecodableBase64 = false
            }
            return
        }
        let states = ["normalTitle": "normal", "highlightedTitle": "highlighted", "selectedTitle": "selected", "disabledTitle": "disabled"]
        if let state = states[property] {
            if let i = children.firstIndex(where: { $0.name == "state" && $0.key == state }) {
                children[i].attributes["title"] = value
                children[i].children.removeAll { $0.name == "string" && $0.key == "title" }
            } else {
                children.append(XNode(name: "state", attributes: ["key": state, "title": value], line: line))
            }
            if state == "normal", let i = children.firstIndex(where: { $0.name == "buttonConfiguration" }) {
                children[i].attributes["title"] = value
                children[i].children.removeAll { $0.name == "string" && $0.key == "title" }
            }
            return
        }
        if property.hasPrefix("configuration.") {
            let key = String(property.dropFirst("configuration.".count))
            if let i = children.firstIndex(where: { $0.name == "buttonConfiguration" }) {
                children[i].attributes[key] = value
                children[i].children.removeAll { $0.name == "string" && $0.key == key }
            }
            return
        }
        guard ["text", "title", "placeholder", "headerTitle", "footerTitle", "prompt", "backButtonTitle", "label"].contains(property) else { return }
        attributes[property] = value
        children.removeAll { ["string", "mutableString", "attributedString"].contains($0.name) && ($0.key == property || (property == "text" && $0.key == "attributedText")) }
    }
}

extension StoryboardReader {
    /// Lays `table` over the tree; keys naming objects the storyboard lacks get one warning.
    mutating func localize(_ root: inout XNode, with table: StringsTable) throws {
        diag.warnings += table.warnings
        let orphans = root.localize(with: table)
        guard !orphans.isEmpty else { return }
        let list = orphans.prefix(5).joined(separator: ", ") + (orphans.count > 5 ? ", …" : "")
        diag.warnings.append(StoryboardDiagnostic(
            .warning, kind: .missingLocalization, file: table.file, line: nil,
            message: "\(orphans.count) object id\(orphans.count == 1 ? "" : "s") in it name\(orphans.count == 1 ? "s" : "") nothing in \(file) (\(list)); the strings file is older than the storyboard: regenerate it (ibtool --generate-strings-file)"))
    }
}
