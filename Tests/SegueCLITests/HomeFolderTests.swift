import Foundation
import Testing

/// `segue render --out ... --force` against home folders, run in a private mount namespace
/// (`unshare -rm`) whose `/etc/passwd` is a fake one naming homes inside a temporary folder: the
/// binary's real password lookups (and Foundation's `~`) see only those, so a regression can
/// only ever reach the fake homes, never the machine's.
struct HomeFolderTests {
    /// `dir/home/root` (the namespace's root user), `dir/users/alice`, `dir/work` (the working
    /// directory, with two screenshots), `dir/elsewhere` (a `HOME` that is no home); the fake
    /// password database is `dir/passwd`.
    static func machine() throws -> String {
        let dir = temporaryFolder()
        for folder in ["home/root/.ssh", "users/alice/.ssh", "work", "elsewhere"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
        }
        for home in ["home/root", "users/alice"] {
            _ = FileManager.default.createFile(atPath: "\(dir)/\(home)/.ssh/id_ed25519", contents: Data("key".utf8))
        }
        let passwd = "root:x:0:0:root:\(dir)/home/root:/bin/sh\nalice:x:1000:1000:Alice:\(dir)/users/alice:/bin/sh\n"
        _ = FileManager.default.createFile(atPath: dir + "/passwd", contents: Data(passwd.utf8))
        return dir
    }

    /// Runs `segue ARGS` in `folder` inside a namespace where `/etc/passwd` is `passwd`, with
    /// `HOME` set to `home` (unset when nil); nil when namespaces are not available here.
    static func run(_ args: [String], in folder: String, passwd: String, home: String?) throws -> (code: Int32, err: String)? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return nil }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-rm", "sh", "-c", "mount --bind \"$0\" /etc/passwd", passwd]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else { return nil }

        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        p.arguments = ["-rm", "sh", "-c", #"mount --bind "$0" /etc/passwd && exec "$@""#, passwd, segueBinary] + args
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        p.environment = environment
        p.currentDirectoryURL = URL(fileURLWithPath: folder)
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, text)
    }

    static func render(in dir: String) throws -> [String] {
        try OutputSafetyTests.screens(in: dir + "/work")
    }

    static func keysIntact(_ dir: String) -> Bool {
        ["home/root", "users/alice"].allSatisfy {
            FileManager.default.contents(atPath: "\(dir)/\($0)/.ssh/id_ed25519") == Data("key".utf8)
        }
    }

    @Test func aTildeIsAFolderNamedTildeNotTheHome() throws {
        let dir = try Self.machine()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for home in [dir + "/elsewhere", nil] {
            guard let r = try Self.run(try Self.render(in: dir) + ["--out", "~", "--force"], in: dir + "/work", passwd: dir + "/passwd", home: home) else {
                print("skipped: no private mount namespaces here (unshare -rm)")
                return
            }
            #expect(r.code == 0, "\(r.err)")
            #expect(FileManager.default.fileExists(atPath: dir + "/work/~/manifest.json"), "HOME \(home ?? "unset")")
        }
        #expect(Self.keysIntact(dir))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/home/root") == [".ssh"])
    }

    @Test func everyHomeIsRefusedWithForceWhateverHomeSays() throws {
        let dir = try Self.machine()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cases: [(out: String, home: String?, words: String)] = [
            (dir + "/home/root", nil, "home folder of root"),
            (dir + "/home/root", dir + "/elsewhere", "home folder of root"),
            (dir + "/users/alice", dir + "/elsewhere", "home folder of alice"),
            (dir + "/users", dir + "/elsewhere", "holds the home folder of alice"),
            (dir + "/elsewhere", dir + "/elsewhere", "home folder ($HOME)"),
        ]
        for c in cases {
            guard let r = try Self.run(try Self.render(in: dir) + ["--out", c.out, "--force"], in: dir + "/work", passwd: dir + "/passwd", home: c.home) else {
                print("skipped: no private mount namespaces here (unshare -rm)")
                return
            }
            #expect(r.code == 1 && r.err.contains("never replaces") && r.err.contains(c.words), "\(c.out): \(r.err)")
        }
        #expect(Self.keysIntact(dir))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/users") == ["alice"], "no staging left")
    }
}
