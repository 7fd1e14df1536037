import SegueKit

extension IB.Document {
    /// The document with its storyboard references (`viewControllerPlaceholder`) replaced by the
    /// scenes they stand for, as `UIStoryboard` loads them when the app runs: the referenced
    /// controller (by `referencedIdentifier`, else the other storyboard's initial controller)
    /// takes the reference's place and id, with everything it contains (a navigation
    /// controller's root, a tab bar's tabs, embedded children). The referenced storyboard's own
    /// transition segues stay in that storyboard; they are rendered from there.
    ///
    /// `load` gives the storyboard of a name (`Settings` for `Settings.storyboard`), nil when the
    /// app has none; it throws when the file cannot be read. A reference that cannot be resolved
    /// stays a labelled placeholder, with a warning that says why; so does one in a chain longer
    /// than `maxDepth` or a cycle (`A` → `B` → `A`).
    /// `only`: the references to resolve (and those they bring); nil, every one.
    public func resolvingReferences(
        maxDepth: Int = 8, maxScenes: Int = 2_000, only: Set<String>? = nil, load: (String) throws -> IB.Document?
    ) -> IB.Document {
        var inliner = ReferenceInliner(document: self, maxDepth: maxDepth, maxScenes: maxScenes)
        inliner.run(only: only, load: load)
        return inliner.document
    }
}

/// The work of `IB.Document.resolvingReferences`: a queue of references, each inlined once.
///
/// NB: controllers keep their ids (Interface Builder's are random, so two storyboards rarely
/// share one); an id the document already holds is prefixed with the other storyboard's name, and
/// a scene inlined twice (two references to one storyboard) is added once.
struct ReferenceInliner {
    var document: IB.Document
    let maxDepth: Int
    let maxScenes: Int
    /// The storyboard's own name (`Main` for `Main.storyboard`).
    let ownName: String
    let originalIDs: Set<String>
    var loaded: [String: IB.Document?] = [:]
    var inlinedScenes = 0

    init(document: IB.Document, maxDepth: Int, maxScenes: Int) {
        self.document = document
        self.maxDepth = maxDepth
        self.maxScenes = maxScenes
        ownName = document.fileName.hasSuffix(".storyboard") ? String(document.fileName.dropLast(".storyboard".count)) : document.fileName
        originalIDs = Set(document.scenes.flatMap { [$0.controller.id, $0.sceneID] } + document.segues.map(\.id))
    }

    mutating func run(only: Set<String>? = nil, load: (String) throws -> IB.Document?) {
        var queue = document.scenes.compactMap { s in
            Self.isReference(s.controller) && only.map { $0.contains(s.controller.id) } != false ? (s.controller.id, [String]()) : nil
        }
        var i = 0
        while i < queue.count {
            let (id, chain) = queue[i]
            i += 1
            guard let p = document.controller(withID: id), case .placeholder(let name, let identifier) = p.kind else { continue }
            let storyboard = name ?? ownName
            let key = storyboard + ":" + (identifier ?? "")
            let target = identifier.map { "'\($0)' of \(storyboard).storyboard" } ?? "the initial controller of \(storyboard).storyboard"
            if chain.contains(key) {
                warn(p, "storyboard reference '\(p.id)' leads back to \(target) (\((chain + [key]).joined(separator: " → "))); the cycle is cut and it is drawn as a placeholder")
                continue
            }
            if chain.count >= maxDepth {
                warn(p, "storyboard reference '\(p.id)' is the end of a chain of more than \(maxDepth) references; it is drawn as a placeholder")
                continue
            }
            guard inlinedScenes < maxScenes else {
                warn(p, "storyboard references brought in more than \(maxScenes) scenes; '\(p.id)' (\(target)) is drawn as a placeholder")
                continue
            }
            guard let source = source(named: storyboard, for: p, load: load) else { continue }
            let scene = identifier.map { id in source.scenes.first { $0.controller.storyboardIdentifier == id } } ?? source.initialScene
            guard let scene else {
                let missing = identifier.map { "no scene with the Storyboard ID '\($0)'" } ?? "no initial view controller"
                warn(p, "storyboard reference '\(p.id)': \(storyboard).storyboard has \(missing); it is drawn as a placeholder")
                continue
            }
            let added = inline(scene.controller.id, from: source, sameDocument: storyboard == ownName, at: p.id)
            queue += added.map { ($0, chain + [key]) }
        }
    }

    /// Whether a controller is a storyboard reference that names a storyboard or a scene.
    static func isReference(_ c: IB.Controller) -> Bool {
        if case .placeholder(let name, let identifier) = c.kind { return name != nil || identifier != nil }
        return false
    }

    /// The referenced storyboard: this one, or one `load` finds (once per name).
    mutating func source(named name: String, for p: IB.Controller, load: (String) throws -> IB.Document?) -> IB.Document? {
        if name == ownName { return document }
        if let cached = loaded[name] { return cached }
        var found: IB.Document?
        do {
            // A storyboard the app does not have: the builder says the reference is a placeholder.
            found = try load(name)
        } catch {
            warn(p, "storyboard reference '\(p.id)': \(name).storyboard cannot be read (\(error)); it is drawn as a placeholder")
        }
        loaded[name] = found
        return found
    }

    mutating func warn(_ c: IB.Controller, _ message: String) {
        let d = StoryboardDiagnostic(.warning, kind: .placeholderScene, file: document.fileName, line: c.line, elementID: c.id, message: message)
        if !document.warnings.contains(d) { document.warnings.append(d) }
    }
}
