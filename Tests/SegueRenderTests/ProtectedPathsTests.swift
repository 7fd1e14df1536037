import Foundation
import Testing
@testable import SegueRender

/// The folders segue never replaces, computed from a fake password database, a fake `HOME` and a
/// fake working directory inside a temporary folder: never the machine's own home.
@Suite("Protected folders")
struct ProtectedPathsTests {
    /// `dir/users/alice` (alice's home in the fake database), `dir/users/bob` (`HOME`), `dir/work`
    /// (the working directory), each with a file in it.
    final class Machine {
        let dir: String
        init() throws {
            dir = NSTemporaryDirectory() + "segue-protected-\(UUID().uuidString.prefix(8))"
            for folder in ["users/alice/.ssh", "users/bob", "work", "elsewhere"] {
                try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
            }
            _ = FileManager.default.createFile(atPath: dir + "/users/alice/.ssh/id_ed25519", contents: Data("key".utf8))
            _ = FileManager.default.createFile(atPath: dir + "/users/bob/notes.txt", contents: Data("notes".utf8))
        }
        deinit { try? FileManager.default.removeItem(atPath: dir) }

        func protected(home: String?) -> ProtectedPaths {
            ProtectedPaths(.init(homes: [("alice", dir + "/users/alice"), ("daemon", "/nonexistent")],
                                 environmentHome: home, workingDirectory: dir + "/work"))
        }
    }

    @Test("every home in the database is protected, whatever HOME says, and so are their ancestors")
    func homesAndAncestors() throws {
        let m = try Machine()
        for home in [nil, "", m.dir + "/elsewhere", m.dir + "/users/bob"] {
            let p = m.protected(home: home)
            #expect(p.reason(m.dir + "/users/alice") == "it is the home folder of alice", "HOME \(home ?? "unset")")
            #expect(p.reason(m.dir + "/users")?.hasPrefix("it holds the home folder of alice") == true)
            #expect(p.reason(m.dir)?.hasPrefix("it holds") == true)
            #expect(p.reason("/") == "it is the root folder")
        }
        #expect(m.protected(home: m.dir + "/users/bob").reason(m.dir + "/users/bob") == "it is the home folder ($HOME)")
        #expect(m.protected(home: nil).reason(m.dir + "/users/bob") == nil, "bob is no user here")
        #expect(m.protected(home: nil).reason(m.dir + "/work") == "it is the working directory")
        #expect(m.protected(home: nil).reason(m.dir + "/elsewhere") == nil)
    }

    @Test("a home is known through links: a link to it, a HOME that is a link, a home behind a link")
    func resolvedThroughLinks() throws {
        let m = try Machine()
        try FileManager.default.createSymbolicLink(atPath: m.dir + "/elsewhere/to-alice", withDestinationPath: m.dir + "/users/alice")
        try FileManager.default.createSymbolicLink(atPath: m.dir + "/link-to-users", withDestinationPath: m.dir + "/users")
        let p = m.protected(home: nil)
        #expect(p.reason(m.dir + "/elsewhere/to-alice") == "it is the home folder of alice")
        #expect(p.reason(m.dir + "/link-to-users/alice") == "it is the home folder of alice")
        let viaLinkedHome = ProtectedPaths(.init(homes: [], environmentHome: m.dir + "/link-to-users/bob", workingDirectory: m.dir + "/work"))
        #expect(viaLinkedHome.reason(m.dir + "/users/bob") == "it is the home folder ($HOME)")
    }

    @Test("a folder that is, holds or is inside a .git, at any depth, is protected; so is one holding a home")
    func repositories() throws {
        let m = try Machine()
        let fm = FileManager.default
        try fm.createDirectory(atPath: m.dir + "/repos/a/b/c/.git/objects", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: m.dir + "/worktree", withIntermediateDirectories: true)
        _ = fm.createFile(atPath: m.dir + "/worktree/.git", contents: Data("gitdir: /elsewhere\n".utf8))
        let p = m.protected(home: nil)
        #expect(p.reason(m.dir + "/repos")?.hasPrefix("it holds a repository") == true)
        #expect(p.reason(m.dir + "/repos/a/b/c/.git")?.contains(".git folder") == true)
        #expect(p.reason(m.dir + "/repos/a/b/c/.git/objects")?.contains(".git folder") == true)
        #expect(p.reason(m.dir + "/worktree")?.hasPrefix("it holds a repository") == true, "a .git file (a worktree, a submodule)")
        // A home bind-mounted or hard to see by name: found by its identity in the walk.
        let q = ProtectedPaths(.init(homes: [("carol", m.dir + "/repos/a")], environmentHome: nil, workingDirectory: "/"))
        #expect(q.reason(m.dir + "/repos")?.contains("carol") == true)
    }

    @Test("with force, OutputFolder refuses every protected folder and leaves it whole")
    func forceNeverReplacesThem() throws {
        let m = try Machine()
        try FileManager.default.createDirectory(atPath: m.dir + "/repo/.git", withIntermediateDirectories: true)
        let p = m.protected(home: m.dir + "/elsewhere")
        for target in [m.dir + "/users/alice", m.dir + "/users", m.dir + "/repo", m.dir + "/repo/.git", m.dir + "/work"] {
            #expect(throws: OutputFolderError.self, "\(target)") {
                try OutputFolder.write(target, kind: .frames, force: true, protecting: p) { staging in
                    _ = FileManager.default.createFile(atPath: staging + "/frame_0000.png", contents: Data([0]))
                }
            }
        }
        #expect(FileManager.default.contents(atPath: m.dir + "/users/alice/.ssh/id_ed25519") == Data("key".utf8))
        #expect(FileManager.default.fileExists(atPath: m.dir + "/repo/.git"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: m.dir + "/users").sorted() == ["alice", "bob"], "no staging left")
    }

    @Test("a folder holding a link to a home is not segue's: force leaves the link and the home")
    func aLinkToAHomeIsOnlyALink() throws {
        let m = try Machine()
        try FileManager.default.createDirectory(atPath: m.dir + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: m.dir + "/out/home", withDestinationPath: m.dir + "/users/alice")
        #expect {
            try OutputFolder.write(m.dir + "/out", kind: .frames, force: true, protecting: m.protected(home: nil)) { staging in
                _ = FileManager.default.createFile(atPath: staging + "/frame_0000.png", contents: Data([0]))
            }
        } throws: { "\($0)".contains("holds files that segue did not write") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: m.dir + "/out") == ["home"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: m.dir + "/out/home") == m.dir + "/users/alice")
        #expect(FileManager.default.contents(atPath: m.dir + "/users/alice/.ssh/id_ed25519") == Data("key".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: m.dir).filter { $0.hasPrefix(".out.") } == [], "no staging left")
    }

    @Test("a path is taken as written: ~ is a folder named ~")
    func tildeIsAName() {
        #expect(LocalPath.absolute("~", in: "/work") == "/work/~")
        #expect(LocalPath.absolute("~/shots/", in: "/work") == "/work/~/shots")
        #expect(LocalPath.absolute("./a/../b", in: "/work") == "/work/b")
        #expect(LocalPath.absolute("/x//y/.", in: "/work") == "/x/y")
        #expect(LocalPath.resolved("~root", in: "/nonexistent-folder") == "/nonexistent-folder/~root")
    }
}
