import Foundation
import SegueKit

/// A storyboard file read, and its segues ready to record: what `segue render FILE.storyboard`
/// renders and what a Swift test checks.
///
/// ```swift
/// let storyboard = try StoryboardSegues(contentsOf: "Main.storyboard")
/// for segue in storyboard.segues { let t = try storyboard.record(segue).transition … }
/// ```
@MainActor
public struct StoryboardSegues {
    /// The path it was read from.
    public var path: String
    public var document: IB.Document
    /// How scenes are built and segues performed (device, strict or lenient, mappings).
    public var options: StoryboardBuildOptions

    /// Reads `path` in `options`' locale, appearance, contrast and resources; `options` default
    /// to an iPhone 15 Pro, lenient. Its storyboard references are replaced by the scenes they
    /// name in the app's other storyboards (`IB.Document.resolvingReferences`, found by
    /// `StoryboardLocator`) unless `options.followsStoryboardReferences` is false.
    public init(contentsOf path: String, options: StoryboardBuildOptions? = nil) throws {
        let options = options ?? StoryboardBuildOptions()
        var document = try Self.read(path, options: options)
        if options.followsStoryboardReferences {
            let locator = StoryboardLocator(storyboard: path, folder: options.projectFolder)
            let load = { (name: String) throws -> IB.Document? in try locator.path(named: name).map { try Self.read($0, options: options) } }
            document = document.resolvingReferences(load: load)
            // What another storyboard pushes through a reference pushes in turn.
            for id in NavigationThroughReferences(locator: locator).scenes(of: document) {
                document = document.embedding(id, in: .navigation, reason: nil)
            }
            // What another storyboard shows as a tab sits above its tab bar.
            document = TabsThroughReferences(locator: locator).hosting(document)
            // What another storyboard shows as its split view's primary column shows its details
            // beside it, or pushes them where the split view is collapsed.
            document = SplitsThroughReferences(locator: locator).hosting(document)
            // A screen of the container around that tab bar (or the split view's secondary
            // column) may be a reference in turn.
            let brought = document.scenes.map(\.controller)
                .filter { $0.id.hasPrefix(TabsThroughReferences.parentPrefix) && ReferenceInliner.isReference($0) }.map(\.id)
            if !brought.isEmpty { document = document.resolvingReferences(only: Set(brought), load: load) }
            // What another storyboard presents is shown over its presenter, and unwinds to it.
            document = PresentersThroughReferences(locator: locator).hosting(document)
        }
        // What the app presents in code as a sheet is drawn in that sheet; what it shows in code
        // and shows others from, in a navigation controller, unless it is the window's root.
        document = document.presentingCodeSheets()
            .embeddingCodePushedScenes(windowRoots: WindowRoots.identifiers(in: options.resources?.sourceFiles ?? [:]))
        // What the app's code sets for every bar (appearance proxies), where the storyboard sets nothing.
        if let resources = options.resources {
            let code = CodeAppearance.read(
                sourceFiles: resources.sourceFiles, resources: resources, appearance: options.appearance, contrast: options.contrast,
                maxBytes: resources.limits.maxSourceBytes)
            // What controllers set on their own stack's bars wins over the storyboard and the proxies.
            document = document.applying(code).applying(code.instances)
            // What each controller's own code does with the navigation bar as it appears.
            document = document.applying(CodeNavigationBarCalls.read(sourceFiles: resources.sourceFiles, maxBytes: resources.limits.maxSourceBytes))
        }
        self.init(path: path, document: document, options: options)
    }

    private static func read(_ path: String, options: StoryboardBuildOptions) throws -> IB.Document {
        try IB.Document.read(
            contentsOf: path, locale: options.locale, mode: options.mode, appearance: options.appearance, contrast: options.contrast,
            resources: options.resources, screen: options.screen)
    }

    /// A document already read (in `options.locale`). A right-to-left locale lays the scenes out
    /// right to left, as `StoryboardLocale.isRightToLeft` says, whatever `options.rightToLeft`.
    public init(path: String, document: IB.Document, options: StoryboardBuildOptions) {
        self.path = path
        self.document = options.embedInitialScene.map { document.embeddingInitialScene(in: $0) } ?? document
        self.options = options
        if let locale = options.locale, StoryboardLocale.isRightToLeft(locale) { self.options.rightToLeft = true }
    }

    /// Every segue that has something to render (not relationships or embeds), in file order,
    /// with stable names.
    public var segues: [SegueReference] {
        SegueReference.named(document.segues.filter { $0.kind.isTransition && !$0.isBroughtAcross }, path: path)
    }

    /// The segue named `name`: an identifier (when it names one segue), a segue id or a
    /// `SegueReference.name`. Throws a `SegueError` that lists the choices.
    public func segue(named name: String) throws -> IB.Segue {
        let byIdentifier = document.segues.filter { $0.identifier == name && !$0.isBroughtAcross }
        let segue: IB.Segue
        if byIdentifier.count == 1 {
            segue = byIdentifier[0]
        } else if let s = document.segue(withID: name) {
            segue = s
        } else if let ref = segues.first(where: { $0.name == name }), let s = document.segue(withID: ref.id) {
            segue = s
        } else if byIdentifier.count > 1 {
            throw SegueError("identifier '\(name)' names \(byIdentifier.count) segues in \(document.fileName) (ids: \(byIdentifier.map(\.id).joined(separator: ", "))); pass a segue id")
        } else {
            let names = segues.compactMap { document.segue(withID: $0.id) }.map { s in s.identifier.map { "\($0) (\(s.id))" } ?? s.id }
            throw SegueError("no segue '\(name)' in \(document.fileName) (segues: \(names.prefix(12).joined(separator: ", "))\(names.count > 12 ? ", …" : ""); segue list \(document.fileName) shows them all)")
        }
        guard segue.kind.isTransition else {
            throw SegueError("segue '\(name)' is a \(segue.kind.rawValue) segue: containment built when the storyboard loads, with nothing to animate")
        }
        return segue
    }

    /// What recording a segue gives: the transition to render, the segue as it was performed,
    /// and what was not faithful.
    public struct Recorded: Sendable {
        public var transition: RecordedTransition
        public var performed: PerformedSegue
        /// What was not faithful (lenient mode); strict mode throws instead.
        public var issues: [StoryboardDiagnostic] { performed.issues }
    }

    /// Performs `reference`'s segue (or dismisses it) and records it, named after the reference.
    public func record(_ reference: SegueReference, direction: SegueDirection = .perform) throws -> Recorded {
        guard let segue = document.segue(withID: reference.id) else {
            throw SegueError("no segue with id '\(reference.id)' in \(document.fileName)")
        }
        return try record(segue, named: reference.name + direction.nameSuffix, direction: direction)
    }

    /// The name of `segue`'s frame folder (or golden) in `direction`: its stable name
    /// (`SegueReference`), with `-dismiss` for the way back.
    public func name(of segue: IB.Segue, direction: SegueDirection = .perform) -> String {
        (reference(for: segue)?.name ?? SegueReference.safe(segue.id)) + direction.nameSuffix
    }

    /// Performs `segue` (or dismisses it) and records it. Errors name the file, the line and the segue.
    public func record(_ segue: IB.Segue, named name: String, direction: SegueDirection = .perform) throws -> Recorded {
        let r: PerformedSegue
        do {
            r = try SegueRecorder.record(segue, in: document, options: options, direction: direction)
        } catch let e as SegueError {
            let what = direction == .dismiss ? "cannot be taken back" : "cannot be performed"
            throw SegueError("\(document.fileName):\(segue.line): segue '\(segue.id)' \(what): \(e.description)")
        }
        return Recorded(transition: r.transition(named: name, file: path), performed: r)
    }

    /// The reference of `segue` among `segues`.
    public func reference(for segue: IB.Segue) -> SegueReference? { segues.first { $0.id == segue.id } }
}

extension SegueDirection {
    /// What a name gets for this direction: nothing, or `-dismiss` for the way back.
    public var nameSuffix: String { self == .dismiss ? GoldenName.dismissSuffix : "" }
}
