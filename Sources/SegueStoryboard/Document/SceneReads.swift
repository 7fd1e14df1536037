import Synchronization

/// Which scenes of a document some work read, noted by the document's lookups while it is the
/// task's `current`: what a render cache keys a segue's recording by (`StoryboardSegues.addInputs`).
///
/// NB: the builder sees a document only through its lookups (`scene(withControllerID:)`,
/// `scene(withID:)`, `controller(withID:)`) and, where it searches by a property, through
/// `scenes` as a whole; those searches call `noteAll()`, so a recording that looked at every
/// scene is keyed by every scene.
public final class SceneReads: Sendable {
    @TaskLocal public static var current: SceneReads?

    private let state = Mutex<(ids: Set<String>, all: Bool)>(([], false))

    public init() {}

    func note(_ sceneID: String) { state.withLock { _ = $0.ids.insert(sceneID) } }
    func noteAll() { state.withLock { $0.all = true } }

    /// The ids (`IB.Scene.sceneID`) of the scenes read.
    public var sceneIDs: Set<String> { state.withLock { $0.ids } }
    /// Whether the work searched all the scenes.
    public var readAll: Bool { state.withLock { $0.all } }
}
