import Foundation
import Testing
@testable import SegueRender

/// What a killed segue leaves beside an output is swept by the next write there, and only what
/// carries segue's mark: a user's folder that merely looks like staging is never touched.
@Suite("Staging of dead processes")
struct StagingSweepTests {
    /// The PID of a process that has ended.
    static func deadPID() throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        return p.processIdentifier
    }

    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "segue-sweep-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func make(_ path: String, files: [String: String]) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { _ = FileManager.default.createFile(atPath: path + "/" + name, contents: Data(text.utf8)) }
    }

    @Test("a user's folders named like staging, without segue's mark, stay as they are")
    func unmarkedFoldersStay() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Numbers no process has (above any pid_max the kernel allows by default).
        try Self.make(dir + "/.shots.partial-4000000", files: ["frame_0000.png": "mine"])
        try Self.make(dir + "/.keep.old-4000001", files: ["manifest.json": "mine"])
        // A mark for another name or another process does not count either.
        try Self.make(dir + "/.other.partial-4000002", files: [".segue-staging": Staging.markText(.staging, name: "different", pid: 4_000_002)])

        try OutputFile.write([1, 2, 3], to: dir + "/out.png", kind: .frame)
        try OutputFolder.write(dir + "/frames", kind: .frames) { _ in }

        let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        #expect(left == [".shots.partial-4000000", ".keep.old-4000001", ".other.partial-4000002", "out.png", "frames"], "\(left.sorted())")
        #expect(!FileManager.default.fileExists(atPath: dir + "/keep"), "never renamed to keep")
        #expect(FileManager.default.contents(atPath: dir + "/.shots.partial-4000000/frame_0000.png") == Data("mine".utf8))
    }

    @Test("marked staging of a dead process goes; a marked backup comes back when its output is gone")
    func markedOnesAreSwept() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dead = try Self.deadPID()
        try Self.make(dir + "/.shots.partial-\(dead)", files: [".segue-staging": Staging.markText(.staging, name: "shots", pid: dead),
                                                             "frame_0000.png": "half"])
        try Self.make(dir + "/.keep.old-\(dead)", files: [".segue-backup": Staging.markText(.backup, name: "keep", pid: dead),
                                                         "manifest.json": "old"])
        // A backup whose new output is in place is the old one: removed.
        try Self.make(dir + "/done", files: ["manifest.json": "new"])
        try Self.make(dir + "/.done.old-\(dead)", files: [".segue-backup": Staging.markText(.backup, name: "done", pid: dead)])
        // The same mark on a live process's folder: still being written, left alone.
        let alive = getppid()
        try Self.make(dir + "/.busy.partial-\(alive)", files: [".segue-staging": Staging.markText(.staging, name: "busy", pid: alive)])

        try OutputFile.write([1, 2, 3], to: dir + "/out.png", kind: .frame)

        let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        #expect(left == ["keep", "done", ".busy.partial-\(alive)", "out.png"], "\(left.sorted())")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/keep") == ["manifest.json"], "the mark goes with the restore")
    }

    @Test("a staging folder is marked before anything else is written in it, and the mark never stays in the output")
    func theMarkComesFirstAndGoes() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try OutputFolder.write(dir + "/out", kind: .frames) { staging in
            let listing = try FileManager.default.contentsOfDirectory(atPath: staging)
            #expect(listing == [".segue-staging"])
            #expect(Staging.isMarked(staging, .staging, name: "out", pid: getpid()))
            _ = FileManager.default.createFile(atPath: staging + "/frame_0000.png", contents: Data([0]))
            // What makes the folder segue's: a manifest that lists its frames.
            let manifest = #"{"frames": [{"file": "frame_0000.png"}], "versions": {"segue": "0"}}"#
            _ = FileManager.default.createFile(atPath: staging + "/manifest.json", contents: Data(manifest.utf8))
        }
        // Replacing it marks the old one while it is moved aside; nothing of either mark is left.
        try OutputFolder.write(dir + "/out", kind: .frames) { staging in
            _ = FileManager.default.createFile(atPath: staging + "/frame_0001.png", contents: Data([0]))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out") == ["frame_0001.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out"])
    }
}
