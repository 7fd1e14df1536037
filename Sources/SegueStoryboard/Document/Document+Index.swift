extension IB {
    /// A document's scenes and segues by id: positions in `scenes` and `segues`, the first one where
    /// ids repeat (IDs are unique in a well-formed file; lenient reading keeps repeats).
    struct DocumentIndex: Sendable, Hashable {
        var sceneByControllerID: [String: Int] = [:]
        var sceneByID: [String: Int] = [:]
        var segueByID: [String: Int] = [:]
        /// Positions in `segues`, in document order.
        var seguesBySource: [String: [Int]] = [:]
        var seguesByDestination: [String: [Int]] = [:]

        init(scenes: [Scene], segues: [Segue]) {
            for (i, s) in scenes.enumerated() {
                if sceneByControllerID[s.controller.id] == nil { sceneByControllerID[s.controller.id] = i }
                if sceneByID[s.sceneID] == nil { sceneByID[s.sceneID] = i }
            }
            for (i, s) in segues.enumerated() {
                if segueByID[s.id] == nil { segueByID[s.id] = i }
                seguesBySource[s.sourceControllerID, default: []].append(i)
                seguesByDestination[s.destinationID, default: []].append(i)
            }
        }
    }
}
