import Foundation
import Testing
@testable import SegueRender

@Suite("Staging files of dead processes")
struct OutputFileSweepTests {
    /// The PID of a process that has ended.
    static func deadPID() throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        return p.processIdentifier
    }

    @Test("writing a file removes what a killed segue left beside it, and nothing else")
    func sweepsOnlyStaleStaging() throws {
        let dir = NSTemporaryDirectory() + "segue-sweep-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dead = try Self.deadPID(), alive = getppid()
        let stale = [".mid.png.partial-\(dead)", ".mid.png.partial-\(dead).mp4"]
        let kept = [".mid.png.partial-\(alive)", ".other.png.partial-\(dead)", ".mid.png.partial-x\(dead)", "mid-notes.txt"]
        for name in stale + kept { FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("x".utf8)) }
        // A folder of that name is not a staging file of OutputFile's: left alone too.
        try FileManager.default.createDirectory(atPath: dir + "/.mid.png.partial-\(dead)9", withIntermediateDirectories: true)

        try OutputFile.write([1, 2, 3], to: dir + "/mid.png")

        let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        #expect(left == Set(kept + ["mid.png", ".mid.png.partial-\(dead)9"]), "\(left.sorted())")
    }
}
