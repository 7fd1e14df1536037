import Foundation
import SegueKit
import SegueStoryboard

extension TransitionSource {
    /// A segue of one of an app's storyboards, read as `segue render FOLDER --all` reads it: the
    /// app's folder is its project, searched for asset catalogs and fonts (then the `resources`
    /// folders, as `--resources`), and the storyboard is read in `locale` (its `CODE.lproj`
    /// strings or storyboard), `appearance` and `contrast`. A right-to-left locale, or
    /// `rightToLeft`, lays the scenes out right to left. What the app's project decides applies as
    /// it does for the command (`AppSettings.apply`): without `appearance`, the one its
    /// `Info.plist` forces; without `device`, an iPad-only app's iPad; its status bar style. The
    /// frames are those of the segue's folder in the command's render, byte for byte, and its
    /// manifest says every one of these settings.
    ///
    /// ```swift
    /// await assertTransition(.app(folder: "MyApp", storyboard: "Main", segue: "showDetail", appearance: .dark, locale: "fr"))
    /// ```
    ///
    /// - Parameters:
    ///   - storyboard: its name in a render (`App-Main`: `StoryboardProject.Storyboard.name`), its
    ///     path inside the folder (`App/Base.lproj/Main.storyboard`) or its file's name when only
    ///     one storyboard has it (`Main` or `Main.storyboard`).
    ///   - segue: an identifier, a segue id or a `SegueReference.name`.
    ///   - appearance, contrast, locale, rightToLeft: nil leaves `options`' own (for `appearance`,
    ///     after the app's forced one).
    ///   - device: the device drawn on whatever each storyboard's canvas, as `--device`; nil: an
    ///     iPad-only app's iPad, else `options.device` where `options.deviceOverridesCanvas` is
    ///     set, else each storyboard's canvas.
    ///   - options: the device, strict or lenient, custom-class mappings and registered classes.
    ///   - name: the default is `segue` as a folder name, with `-dismiss` for a dismissal.
    public static func app(
        folder: String, storyboard: String, segue: String, direction: SegueDirection = .perform,
        appearance: Appearance? = nil, contrast: Contrast? = nil, locale: String? = nil, rightToLeft: Bool? = nil,
        device: Device? = nil, options: StoryboardBuildOptions = StoryboardBuildOptions(), resources: [String] = [],
        name: String? = nil
    ) -> TransitionSource {
        var options = options
        if let appearance { options.appearance = appearance }
        if let device {
            options.device = device
            options.deviceOverridesCanvas = true
        }
        if let contrast { options.contrast = contrast }
        if let locale { options.locale = locale }
        if let rightToLeft { options.rightToLeft = rightToLeft }
        let named = name ?? SegueReference.safe(segue) + direction.nameSuffix
        return TransitionSource(name: named) { [options] note in
            var options = options
            if let locale = options.locale, StoryboardLocale.validated(locale) == nil { throw SourceSettingError.notALanguageCode(locale) }
            if let app = AppSettings.forStoryboard(folder + "/.storyboard") {
                let chosen = (appearance: appearance != nil, device: options.deviceOverridesCanvas)
                for decision in app.apply(to: &options, appearanceChosen: chosen.appearance, deviceChosen: chosen.device)
                where !decision.isAboutCanvases || decision.concerns(storyboardAt: folder) {
                    note(.app(decision))
                }
            }
            options.resources = try ProjectResources.forApp(folder, folders: resources)
            for w in options.resources?.warnings ?? [] { note(.diagnostic(w)) }
            let project = try StoryboardProject(folder: folder)
            options.projectFolder = project.folder
            let file = try project.storyboard(matching: storyboard)
            let storyboard = try StoryboardSegues(contentsOf: file.path, options: options)
            for w in storyboard.document.warnings { note(.diagnostic(w)) }
            return try Self.segue(try storyboard.segue(named: segue), of: storyboard, direction: direction, name: named).produce(note)
        }
    }
}

/// A setting a source refuses rather than draw something else than asked.
public enum SourceSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a language code as an app's `CODE.lproj` folders are named.
    case notALanguageCode(String)

    public var description: String {
        switch self {
        case .notALanguageCode(let code):
            "'\(code)' is not a language code: a language, with a script or region if need be (fr, pt-BR, zh-Hans), as the app's CODE.lproj folders are named"
        }
    }
}

extension StoryboardProject {
    /// The storyboard `name` names: its name in a render, its relative path, or its file's name
    /// (with or without `.storyboard`) when that is unique. Throws a `StoryboardProjectError`
    /// that lists the storyboards otherwise.
    public func storyboard(matching name: String) throws -> Storyboard {
        if let s = storyboards.first(where: { $0.name == name || $0.relativePath == name }) { return s }
        let file = name.lowercased().hasSuffix(".storyboard") ? name : name + ".storyboard"
        let byFile = storyboards.filter { URL(fileURLWithPath: $0.relativePath).lastPathComponent == file }
        if byFile.count == 1 { return byFile[0] }
        let list = storyboards.map(\.name).joined(separator: ", ")
        throw StoryboardProjectError(byFile.isEmpty
            ? "no storyboard '\(name)' in '\(folder)' (storyboards: \(list))"
            : "'\(name)' names \(byFile.count) storyboards in '\(folder)' (\(byFile.map(\.relativePath).joined(separator: ", "))); give its path")
    }
}

extension ProjectResources {
    /// An app folder's resources, as `segue render FOLDER` reads them: the folder is the app's
    /// project (its asset catalogs and fonts), then `folders`.
    public static func forApp(_ folder: String, folders: [String] = []) throws -> ProjectResources {
        // The target's catalogs and fonts that lie outside the folder (in the project's folder).
        let app = AppSettings.forStoryboard(folder + "/.storyboard")
        let fromProject = app?.resourceFolders ?? []
        let inside = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        var resources = try ProjectResources(folders: [folder] + folders + fromProject.filter { !$0.hasPrefix(inside) && !folders.contains($0) })
        resources.accentColorName = app?.accentColorName
        return resources
    }
}
