import SegueKit

/// The controllers a builder has made, which scene each came from, and which are being made
/// right now (containers make their children, container views embed theirs).
@MainActor
struct ControllerInstances {
    /// Every controller made, by controller id, oldest first.
    private(set) var byID: [String: [ViewController]] = [:]
    private var ids: [ObjectIdentifier: String] = [:]
    /// The controller ids being made, outermost first.
    private var inProgress: [String] = []

    /// Containment deeper than this is taken for a cycle the file's ids make.
    static let maxNesting = 32

    mutating func add(_ vc: ViewController, id: String) {
        ids[ObjectIdentifier(vc)] = id
        byID[id, default: []].append(vc)
    }

    func controllerID(of vc: ViewController) -> String? { ids[ObjectIdentifier(vc)] }

    /// Names the scene of a container being made, before `add`: its children's views, which
    /// load while it is made, look at its bars.
    mutating func identify(_ vc: ViewController, as id: String) { ids[ObjectIdentifier(vc)] = id }

    func latest(of id: String) -> ViewController? { byID[id]?.last }

    /// False when making `id` now would make a controller inside itself.
    func canBegin(_ id: String) -> Bool { !inProgress.contains(id) && inProgress.count < Self.maxNesting }

    mutating func begin(_ id: String) { inProgress.append(id) }
    mutating func end() { inProgress.removeLast() }
}
