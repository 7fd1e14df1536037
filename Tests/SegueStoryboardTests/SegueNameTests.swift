import Foundation
import Testing

@testable import SegueStoryboard

/// The names segues' folders and goldens get do not depend on where the segues sit in the file.
struct SegueNameTests {
    /// Scene 0 shows scenes 1, 2 and 3: two segues share the identifier `showDetail`, one has none.
    static func scenes(reversed: Bool) -> [String] {
        var segues = [
            "<segue destination=\"C1\" kind=\"show\" identifier=\"showDetail\" id=\"G1\"/>",
            "<segue destination=\"C2\" kind=\"show\" identifier=\"showDetail\" id=\"G2\"/>",
            "<segue destination=\"C3\" kind=\"presentation\" id=\"G3\"/>",
            "<segue destination=\"C1\" kind=\"show\" identifier=\"index.html\" id=\"G4\"/>",
        ]
        if reversed { segues.reverse() }
        var scenes = [GeneratedStoryboard.scene(0, connections: segues.joined())]
        scenes += (1...3).map { GeneratedStoryboard.scene($0) }
        return reversed ? scenes.reversed() : scenes
    }

    func names(reversed: Bool) throws -> [String: String] {
        let doc = try GeneratedStoryboard.read(GeneratedStoryboard.document(Self.scenes(reversed: reversed)))
        let refs = SegueReference.named(doc.segues.filter { $0.kind.isTransition }, path: "Generated.storyboard")
        return Dictionary(uniqueKeysWithValues: refs.map { ($0.id, $0.name) })
    }

    @Test("identifier, else source-to-destination ids; shared names get each segue's id; reordering changes nothing")
    func stableNames() throws {
        let names = try names(reversed: false)
        #expect(names == ["G1": "showDetail-G1", "G2": "showDetail-G2", "G3": "C0-to-C3", "G4": "index.html-G4"])
        #expect(try self.names(reversed: true) == names)
    }
}
