import Foundation
import SegueRender

/// The single files `segue verify` writes for CI (`--junit FILE`, `--json-out FILE`), written as
/// every single file segue writes is (`OutputFile`): the folder is made when missing, and an
/// existing file is replaced only when segue wrote it as the same kind; a folder, a link, a
/// named pipe or anything but a regular file never, and nothing is opened before that is known.
public enum ResultFile {
    public enum Kind: Sendable {
        /// JUnit XML (`JUnitReport`).
        case junit
        /// `segue verify --json` output (`VerifyJSON`).
        case json

        /// How `OutputFile` knows the files of this kind segue wrote: by their first lines.
        var file: OutputFile.Kind {
            switch self {
            case .junit: Self.junitFile
            case .json: Self.jsonFile
            }
        }

        static let junitFile = OutputFile.Kind(noun: "a JUnit report segue wrote", mark: "junit", replacesWithoutForce: true,
                                               headBytes: ResultFile.sniffBytes) { head in
            String(decoding: head, as: UTF8.self).hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<testsuites name="segue verify" "#)
        }
        static let jsonFile = OutputFile.Kind(noun: "a segue verify JSON result", mark: "verify-json", replacesWithoutForce: true,
                                              headBytes: ResultFile.sniffBytes) { head in
            let text = String(decoding: head, as: UTF8.self)
            return text.hasPrefix("{\n  \"actual\" : ") && text.contains("\n  \"actualsWithoutGolden\" : [")
        }
    }

    /// The largest part of an existing file looked at to tell whether segue wrote it.
    static let sniffBytes = 4096

    /// Throws `OutputFolderError` (naming `option`, when given, and the path) when `path` must not be written.
    public static func checkReplaceable(_ path: String, kind: Kind, force: Bool, option: String? = nil) throws {
        try OutputFile.checkReplaceable(path, kind: kind.file, force: force, option: option)
    }

    /// Writes `text` to `path` after `checkReplaceable`.
    public static func write(_ text: String, to path: String, kind: Kind, force: Bool, option: String? = nil) throws {
        try OutputFile.write(Array(text.utf8), to: path, kind: kind.file, force: force, option: option)
    }
}
