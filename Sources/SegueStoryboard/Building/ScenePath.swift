/// How a scene is reached from an entry point of the storyboard: the chain of segues (containment
/// and transitions) that puts it on screen. Rendering a segue starts by replaying this chain, so
/// that its source sits in the containers and presentations the storyboard gives it.
struct ScenePath: Equatable {
    /// The controller the window starts with.
    var root: String
    /// Each segue leads from the previous controller to the next one.
    var steps: [IB.Segue]

    /// The controllers on the path, root first.
    var controllers: [String] { [root] + steps.compactMap(\.destinationControllerID) }

    /// A path to `goal`: from the initial controller when it leads there, else from the nearest
    /// controller that nothing leads to. With `via`, the path passes through that controller
    /// (an unwind segue's destination must be on screen below its source). Custom segues are used
    /// only when no other way exists.
    static func to(_ goal: String, via: String? = nil, in doc: IB.Document) -> ScenePath {
        let graph = Graph(doc)
        if let via, via != goal {
            let first = to(via, in: doc)
            if let rest = graph.shortest(from: via, to: goal) {
                return ScenePath(root: first.root, steps: first.steps + rest)
            }
        }
        if let initial = doc.initialViewControllerID {
            // Where another storyboard presents this one, the path starts at its presenter.
            let start = graph.presenter(bringingIn: initial)
            if let steps = graph.shortest(from: start, to: goal) { return ScenePath(root: start, steps: steps) }
            if let steps = graph.shortest(from: initial, to: goal) { return ScenePath(root: initial, steps: steps) }
        }
        for start in graph.nearestEntries(to: goal) {
            if let steps = graph.shortest(from: start, to: goal) { return ScenePath(root: start, steps: steps) }
        }
        return ScenePath(root: goal, steps: [])
    }

    /// The segue graph between controllers (unwind segues left out: they go back).
    struct Graph {
        var outgoing: [String: [IB.Segue]] = [:]
        var incoming: [String: [IB.Segue]] = [:]

        init(_ doc: IB.Document) {
            for s in doc.segues where s.kind != .unwind {
                guard let d = s.destinationControllerID, doc.controller(withID: d) != nil else { continue }
                outgoing[s.sourceControllerID, default: []].append(s)
                incoming[d, default: []].append(s)
            }
        }

        /// Fewest steps from `start` to `goal`, avoiding custom segues when possible.
        func shortest(from start: String, to goal: String) -> [IB.Segue]? {
            if start == goal { return [] }
            return bfs(start, goal, allowCustom: false) ?? bfs(start, goal, allowCustom: true)
        }

        private func bfs(_ start: String, _ goal: String, allowCustom: Bool) -> [IB.Segue]? {
            var previous: [String: IB.Segue] = [:]
            var seen: Set<String> = [start]
            var queue = [start]
            var i = 0
            while i < queue.count {
                let id = queue[i]
                i += 1
                for s in outgoing[id] ?? [] where allowCustom || s.kind != .custom {
                    guard let d = s.destinationControllerID, !seen.contains(d) else { continue }
                    seen.insert(d)
                    previous[d] = s
                    if d == goal {
                        var steps: [IB.Segue] = []
                        var node = goal
                        while let p = previous[node] {
                            steps.insert(p, at: 0)
                            node = p.sourceControllerID
                        }
                        return steps
                    }
                    queue.append(d)
                }
            }
            return nil
        }

        /// The outermost controller that segues brought across from another storyboard lead to
        /// `id` from (`PresentersThroughReferences`): the presenter's container; `id` itself where
        /// none does.
        func presenter(bringingIn id: String) -> String {
            var current = id
            var seen: Set<String> = [id]
            while let s = incoming[current]?.first(where: \.isBroughtAcross), seen.insert(s.sourceControllerID).inserted {
                current = s.sourceControllerID
            }
            return current
        }

        /// Controllers nothing leads to, nearest to `goal` (walking segues backwards) first.
        func nearestEntries(to goal: String) -> [String] {
            var seen: Set<String> = [goal]
            var queue = [goal]
            var entries: [String] = []
            var i = 0
            while i < queue.count {
                let id = queue[i]
                i += 1
                let sources = (incoming[id] ?? []).map(\.sourceControllerID)
                if sources.isEmpty { entries.append(id) }
                for s in sources where !seen.contains(s) {
                    seen.insert(s)
                    queue.append(s)
                }
            }
            return entries
        }
    }
}

extension IB.Document {
    /// A scene's name for people: the controller's title; for a container without one, what it
    /// shows (`Players navigation`, `tabs`); else its custom class; else its kind and id.
    public func sceneDisplayName(_ controllerID: String) -> String {
        var seen: Set<String> = []
        func name(_ id: String) -> String {
            guard let c = controller(withID: id), !seen.contains(id) else { return id }
            seen.insert(id)
            if let t = c.title { return t }
            switch c.kind {
            case .navigationController:
                if let root = c.relationshipDestinations(.rootViewController).first { return name(root) + " navigation" }
            case .tabBarController:
                return (c.customClass ?? "Tab Bar Controller")
            case .splitViewController:
                return (c.customClass ?? "Split View Controller")
            case .placeholder(let sb, let ref):
                return "\(sb ?? "Storyboard")\(ref.map { ":\($0)" } ?? "")"
            default:
                break
            }
            return c.customClass ?? "\(c.kind.name) \(c.id)"
        }
        return name(controllerID)
    }
}
