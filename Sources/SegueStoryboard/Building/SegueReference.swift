import Foundation
import SegueRender

/// One segue of a storyboard file that has something to render, with the name its frame folder
/// and golden get. What `StoryboardSegues.segues` lists, so that a test checks every segue in a
/// loop (`@Test(arguments: try StoryboardSegues(contentsOf: path).segues)`).
///
/// The name stays the same when the file is reordered: the segue's identifier, else its source's
/// and destination's ids (`BYZ-38-t0r-to-7bK-jq-Zjz`); when several segues would share a name,
/// each of them gets its own segue id appended (never a position in the file).
public struct SegueReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The storyboard file's path.
    public var path: String
    /// The segue element's id.
    public var id: String
    /// `performSegue(withIdentifier:)`'s identifier; nil when it has none.
    public var identifier: String?
    /// The folder and golden name (see above).
    public var name: String
    public var kind: IB.SegueKind
    /// False for `animates="NO"`: the segue cuts to its destination.
    public var animates: Bool

    public var description: String { name }

    /// Names made safe for every file system: ASCII letters, digits, `-`, `_` and `.`; the rest
    /// becomes `-`; at most 80 characters.
    public static func safe(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            let ok = (ch.value < 128 && (CharacterSet.alphanumerics.contains(ch) || ch == "-" || ch == "_" || ch == "."))
            if ok { out.unicodeScalars.append(ch) } else if !out.hasSuffix("-") { out += "-" }
        }
        while out.hasPrefix("-") || out.hasPrefix(".") { out.removeFirst() }
        while out.hasSuffix("-") || out.hasSuffix(".") { out.removeLast() }
        return String(out.prefix(80))
    }

    /// Every segue of the storyboard at `path` that has something to render (not relationships or
    /// embeds), in file order: for `@Test(arguments:)`. Throws the reader's located error.
    public static func all(inStoryboard path: String, mode: ReadingMode = .lenient) throws -> [SegueReference] {
        let document = try IB.Document.read(contentsOf: path, mode: mode)
        return named(document.segues.filter { $0.kind.isTransition }, path: path)
    }

    /// The references of `segues`, named as above. Names never collide, case-insensitively, with
    /// one another or with the index files of `segue render --all`.
    static func named(_ segues: [IB.Segue], path: String) -> [SegueReference] {
        func base(_ s: IB.Segue) -> String {
            if let id = s.identifier, !safe(id).isEmpty { return safe(id) }
            let to = s.kind == .unwind ? "exit-\(s.unwindAction ?? "unwind")" : s.destinationID
            let name = safe("\(s.sourceControllerID)-to-\(to)")
            return name.isEmpty ? (safe(s.id).isEmpty ? "segue" : safe(s.id)) : name
        }
        let bases = segues.map(base)
        var counts: [String: Int] = [:]
        for b in bases { counts[b.lowercased(), default: 0] += 1 }
        let reserved: Set<String> = [FolderLayout.indexText, FolderLayout.indexPage]
        return zip(segues, bases).map { s, b in
            var name = b
            if counts[b.lowercased()]! > 1 || reserved.contains(b.lowercased()) {
                name = safe("\(b)-\(s.id)")
            }
            return SegueReference(path: path, id: s.id, identifier: s.identifier, name: name, kind: s.kind, animates: s.animates)
        }
    }
}
