import Foundation
import Synchronization
@testable import SegueCLI

/// Captures what a command writes.
final class Captured: Sendable {
    let out = Mutex("")
    let err = Mutex("")
    var console: Console {
        Console(out: { s in self.out.withLock { $0 += s } }, err: { s in self.err.withLock { $0 += s } }, isTerminal: false)
    }
    var stdout: String { out.withLock { $0 } }
    var stderr: String { err.withLock { $0 } }
}

@MainActor
func runCLI(_ args: [String]) -> (code: Int32, out: String, err: String) {
    let c = Captured()
    let code = CLI.run(args, console: c.console)
    return (code, c.stdout, c.stderr)
}

/// A fresh temporary folder.
func temporaryFolder(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let path = scratchRoot + "cli-\(safe)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The repository root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The built `segue` binary, next to the test bundle.
var segueBinary: String {
    let dir = Bundle.main.executableURL?.deletingLastPathComponent().path ?? repositoryRoot + "/.build/debug"
    for candidate in [dir + "/segue", dir + "/../segue", repositoryRoot + "/.build/debug/segue"] where FileManager.default.isExecutableFile(atPath: candidate) {
        return candidate
    }
    return dir + "/segue"
}

/// Runs the built binary; returns its exit code, stdout and stderr. With `killAfter`, a process
/// still running that many seconds after it started is killed and `err` ends with a line that says
/// so: a hang fails the test that asked, measured from the process's own start, so that neither a
/// busy main actor nor a busy test pool counts against it.
func runBinary(_ args: [String], in folder: String? = nil, environment: [String: String] = [:], killAfter seconds: Double? = nil) throws -> (code: Int32, out: String, err: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: segueBinary)
    p.arguments = args
    if !environment.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    if let folder { p.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let o = Pipe(), e = Pipe()
    p.standardOutput = o
    p.standardError = e
    try p.run()
    let watch = Watch()
    if let seconds {
        let pid = p.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            watch.state.withLock { if $0 == .running { kill(pid, SIGKILL); $0 = .killed } }
        }
    }
    let outData = o.fileHandleForReading.readDataToEndOfFile()
    let errData = e.fileHandleForReading.readDataToEndOfFile()
    let killed = watch.state.withLock { state in
        defer { state = state == .running ? .ended : state }
        return state == .killed
    }
    p.waitUntilExit()
    let note = killed ? "\n[killed: still running \(seconds ?? 0) s after it started]\n" : ""
    return (p.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self) + note)
}

/// Whether a process run by `runBinary` has ended (its output closed) or was killed.
private final class Watch: Sendable {
    enum State { case running, ended, killed }
    let state = Mutex(State.running)
}

/// Runs the built binary with its stderr on a pseudo-terminal, as in a terminal window, and its
/// stdout on a pipe; returns its exit code, stdout and the bytes it wrote to the terminal. The
/// terminal passes output through untouched (no "\n" made "\r\n"), so the bytes are the tool's.
func runBinaryOnTerminal(_ args: [String], in folder: String) throws -> (code: Int32, out: String, terminal: [UInt8]) {
    var controller: Int32 = -1, terminal: Int32 = -1
    guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(controller) }
    var settings = termios()
    tcgetattr(terminal, &settings)
    settings.c_oflag &= ~tcflag_t(OPOST)
    tcsetattr(terminal, TCSANOW, &settings)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: segueBinary)
    p.arguments = args
    p.currentDirectoryURL = URL(fileURLWithPath: folder)
    let o = Pipe()
    p.standardOutput = o
    p.standardError = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
    do { try p.run() } catch { close(terminal); throw error }
    // Only the child holds the terminal now: reading ends (EIO) when it exits. Read as it writes,
    // since a terminal holds only a few kilobytes.
    close(terminal)
    var written: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { break }
        written += chunk[0..<n]
    }
    let out = o.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: out, as: UTF8.self), written)
}

/// Every scratch folder of this test process lies in one folder, removed when the process exits,
/// so that a run leaves nothing behind in the temporary directory.
let scratchRoot: String = {
    atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "segue-tests-\(getpid())") }
    return NSTemporaryDirectory() + "segue-tests-\(getpid())/"
}()
