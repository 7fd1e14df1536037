import Foundation
import SegueSources
import Testing

/// What `segue render PATH` decides a path is, before reading anything.
struct StoryboardPathTests {
    @Test func kinds() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        #expect(StoryboardPath(dir) == .folder)
        #expect(StoryboardPath(dir + "/Main.storyboard") == .interfaceBuilderFile)
        #expect(StoryboardPath(dir + "/View.XIB") == .interfaceBuilderFile)
        #expect(StoryboardPath(dir + "/notes.txt") == .otherFile)
        #expect(StoryboardPath(dir + "/nothing") == .missing)
        #expect(!StoryboardPath(dir + "/nothing").isStoryboardInput && StoryboardPath(dir + "/notes.txt").isStoryboardInput)
    }
}
