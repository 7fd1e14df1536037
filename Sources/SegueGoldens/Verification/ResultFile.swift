import Foundation
import SegueRender

/// The single files `segue verify` writes for CI (`--junit FILE`, `--json-out FILE`): written
/// atomically (a temporary name, then a rename), and replacing only a file of the same kind that
/// segue wrote, unless forced, as `OutputFolder` does for folders.
public enum ResultFile {
    public enum Kind: Sendable {
        /// JUnit XML (`JUnitReport`).
        case junit
        /// `segue verify --json` output (`VerifyJSON`).
        case json

        var what: String { self == .junit ? "a JUnit report" : "a segue verify JSON result" }
    }

    /// The largest existing file looked at to tell whether segue wrote it.
    static let sniffBytes = 4096

    /// Throws `VerificationError` (naming `option` and the path) when `path` is a folder, its folder
    /// does not exist, or it is a file segue did not write as `kind` and `force` is false.
    public static func checkReplaceable(_ path: String, kind: Kind, force: Bool, option: String) throws {
        var isDirectory: ObjCBool = false
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, !(FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw VerificationError("\(option) \(path): the folder \(parent) does not exist; create it first")
        }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue { throw VerificationError("\(option) \(path) is a folder: give a file name") }
        if force || isOurs(path, kind: kind) { return }
        throw VerificationError("\(option) \(path) exists and is not \(kind.what) that segue wrote: choose another name or add --force")
    }

    /// Writes `text` to `path` after `checkReplaceable`.
    public static func write(_ text: String, to path: String, kind: Kind, force: Bool, option: String) throws {
        try checkReplaceable(path, kind: kind, force: force, option: option)
        do {
            try FrameRenderer.writeAtomically(Array(text.utf8), to: path)
        } catch {
            throw VerificationError("\(option) \(error)")
        }
    }

    /// Whether the file starts as segue writes `kind`.
    static func isOurs(_ path: String, kind: Kind) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: sniffBytes) else { return false }
        let head = String(decoding: data, as: UTF8.self)
        switch kind {
        case .junit: return head.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"segue verify\" ")
        case .json: return head.hasPrefix("{\n  \"actual\" : ") && head.contains("\n  \"actualsWithoutGolden\" : [")
        }
    }
}
