import SegueKit

extension ReferenceInliner {
    /// Puts the controller `targetID` of `source` in the place of the reference `referenceID`,
    /// with what it contains; returns the ids of the references that came with it (to resolve in
    /// turn).
    mutating func inline(_ targetID: String, from source: IB.Document, sameDocument: Bool, at referenceID: String) -> [String] {
        let closure = Self.containment(of: targetID, in: source)
        let prefix = sameDocument ? "" : (source.fileName.hasSuffix(".storyboard") ? String(source.fileName.dropLast(".storyboard".count)) : source.fileName) + "/"
        let original = originalIDs
        let rename = { (id: String) -> String in
            if id == targetID { return referenceID }
            return sameDocument || !original.contains(id) ? id : prefix + id
        }
        var references: [String] = []
        for id in closure {
            guard var scene = source.scene(withControllerID: id) else { continue }
            var c = scene.controller
            c.id = rename(id)
            if !sameDocument, source.canvas != document.canvas { c.canvas = c.canvas ?? source.canvas }
            c.relationships = c.relationships.map { r in
                IB.Relationship(kind: r.kind, destinationID: rename(r.destinationID), segueID: id == targetID ? referenceID + "-" + r.segueID : rename(r.segueID))
            }
            if id == targetID {
                guard let index = document.scenes.firstIndex(where: { $0.controller.id == referenceID }) else { continue }
                // The reference's scene keeps its id and place; what it shows is the target's.
                if c.storyboardIdentifier == nil { c.storyboardIdentifier = document.scenes[index].controller.storyboardIdentifier }
                document.scenes[index].controller = c
            } else {
                guard !sameDocument, document.scene(withControllerID: c.id) == nil else { continue }
                scene.sceneID = rename(scene.sceneID)
                scene.controller = c
                document.scenes.append(scene)
            }
            inlinedScenes += 1
            if Self.isReference(c) { references.append(c.id) }
        }
        addContainmentSegues(of: closure, from: source, targetID: targetID, referenceID: referenceID, rename: rename)
        if !sameDocument { mergeResources(of: source) }
        return references
    }

    /// The relationship and embed segues among the inlined controllers, so that the segue graph
    /// (`ScenePath`) and container views find them; the target's own get ids of their own.
    mutating func addContainmentSegues(of closure: [String], from source: IB.Document, targetID: String, referenceID: String, rename: (String) -> String) {
        let members = Set(closure)
        var added: [IB.Segue] = []
        for id in closure {
            for s in source.segues(from: id) where s.kind == .relationship || s.kind == .embed {
                var copy = s
                copy.id = id == targetID ? referenceID + "-" + s.id : rename(s.id)
                copy.sourceControllerID = rename(s.sourceControllerID)
                copy.destinationID = members.contains(s.destinationID) ? rename(s.destinationID) : s.destinationID
                guard document.segue(withID: copy.id) == nil, !added.contains(where: { $0.id == copy.id }) else { continue }
                added.append(copy)
            }
        }
        if !added.isEmpty { document.segues += added }
    }

    /// The other storyboard's named colours and images the document lacks.
    mutating func mergeResources(of source: IB.Document) {
        document.namedColors.merge(source.namedColors) { own, _ in own }
        document.systemColors.merge(source.systemColors) { own, _ in own }
        document.images.merge(source.images) { own, _ in own }
    }

    /// `id` and every controller it contains (relationships, embeds), nearest first; bounded by
    /// the document's size, since each controller is taken once.
    static func containment(of id: String, in doc: IB.Document) -> [String] {
        var order = [id]
        var seen: Set<String> = [id]
        var i = 0
        while i < order.count {
            let current = order[i]
            i += 1
            for s in doc.segues(from: current) where s.kind == .relationship || s.kind == .embed {
                let d = s.destinationID
                guard doc.controller(withID: d) != nil, seen.insert(d).inserted else { continue }
                order.append(d)
            }
        }
        return order
    }
}
