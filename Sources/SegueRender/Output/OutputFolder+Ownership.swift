import Foundation
import SegueKit

extension OutputFolder {
    /// How segue knows that it wrote the files in a folder, beyond their names: a name alone is no
    /// proof (a folder of your own screenshots may well hold a `frame_0000.png`).
    ///
    /// NB: the proofs live in the bytes wherever the format has room, since they must survive a
    /// copy, a `git clone` of goldens and file systems without extended attributes:
    /// - a frame folder: its `manifest.json` is segue's (it names segue's version) and lists every
    ///   frame in the folder; frames and contact sheets carry no mark of their own, since their
    ///   bytes are goldens;
    /// - folders of frames: a proven frame folder among them, or an index page that says segue wrote it;
    /// - artifacts: a diff or strip image's PNG text, a manifest's copy, the frames in `actual/`;
    ///   a check that only found frames missing writes copies alone, so the folder also carries
    ///   its kind as the `user.segue` attribute segue gives every folder it writes;
    /// - a report: its page's generator line (`FolderLayout.reportMarker`).
    enum Ownership {
        /// Whether the frame folder at `path`, holding `files` (all named as a frame folder's),
        /// has segue's manifest and that manifest lists every frame among them.
        static func listsEveryFrame(_ path: String, files: [String]) -> Bool {
            guard files.contains(FolderLayout.manifest), let listed = frameFiles(path + "/" + FolderLayout.manifest) else { return false }
            return files.allSatisfy { !FolderLayout.isFrame($0) || listed.contains($0) }
        }

        /// The frame files a manifest segue wrote lists; nil when the file is not such a manifest.
        static func frameFiles(_ path: String) -> Set<String>? {
            guard let bytes = try? InputFile.read(path, maximumBytes: Manifest.maximumFileBytes),
                  let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                  let versions = object["versions"] as? [String: Any], versions["segue"] is String,
                  let frames = object["frames"] as? [[String: Any]]
            else { return nil }
            var files = Set<String>()
            for frame in frames {
                guard let file = frame["file"] as? String else { return nil }
                files.insert(file)
            }
            return files
        }

        /// Whether an artifact file carries segue's mark: a diff or strip image's PNG text, or a
        /// manifest's copy. Copies of frames carry none.
        static func isMarkedArtifact(_ path: String) -> Bool {
            if path.hasSuffix(".json") { return frameFiles(path) != nil }
            guard let head = try? FileHead.read(path, count: 4096) else { return false }
            return PNGTextMark.software(in: head) == PNGTextMark.diffSoftware
        }

        /// Whether `path` is an index page segue wrote (`FolderLayout.indexMarker` near its top).
        static func isIndexPage(_ path: String) -> Bool {
            guard let head = try? FileHead.read(path, count: 4096) else { return false }
            return String(decoding: head, as: UTF8.self).contains(FolderLayout.indexMarker)
        }

        /// The kind segue wrote on the folder `path` itself (never through a link), or nil.
        static func folderMark(_ path: String) -> String? {
            let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            return ExtendedAttribute.get(fd, OutputFile.attribute).map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
