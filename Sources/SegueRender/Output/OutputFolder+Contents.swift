import Foundation

/// Which kind of folder segue wrote, told by its names alone (`FolderLayout`): a folder is
/// replaced without `--force` only when every file and folder in it is one segue writes there.
extension OutputFolder {
    /// Whether `name` is a file segue writes into one of its folders.
    public static func isSegueFile(_ name: String) -> Bool {
        FolderLayout.isFrameFolderFile(name) || FolderLayout.isArtifact(name) || FolderLayout.indexFiles.contains(name)
    }

    /// What the folder at `path` holds (see `Contents`).
    public static func contents(of path: String) -> Contents { contents(of: path, nested: true) }

    /// A storyboard's folder inside a project's render: frame folders, no index of its own.
    private static func isCollection(_ path: String) -> Bool {
        guard let e = entries(path), e.files.isEmpty, !e.folders.isEmpty else { return false }
        return contents(of: path, nested: false) == .segue(.collection)
    }

    private static func contents(of path: String, nested: Bool) -> Contents {
        guard let listing = entries(path) else { return .other }
        if listing.files.isEmpty && listing.folders.isEmpty { return .empty }
        let files = listing.files, folders = listing.folders
        if folders.isEmpty, files.allSatisfy(FolderLayout.isFrameFolderFile) { return .segue(.frames) }
        // NB: before collections: a check that failed without a golden, or passed while recording,
        // leaves artifacts of nothing but `actual/`, which would also read as a collection of one
        // frame folder (a collection's own index files tell it apart).
        if isArtifacts(path, files: files, folders: folders, depth: 0) { return .segue(.artifacts) }
        // A project's render (`render FOLDER --all`) holds a folder of frame folders per storyboard.
        if files.allSatisfy(FolderLayout.indexFiles.contains) && !folders.isEmpty
            && folders.allSatisfy({ [.empty, .segue(.frames)].contains(contents(of: path + "/" + $0)) || (nested && isCollection(path + "/" + $0)) }) {
            return .segue(.collection)
        }
        if files == [FolderLayout.reportPage], folders.allSatisfy({ $0 == FolderLayout.reportImages }),
           isReportPage(path + "/" + FolderLayout.reportPage),
           folders.isEmpty || onlyImages(path + "/" + FolderLayout.reportImages, depth: 0) {
            return .segue(.report)
        }
        return .other
    }

    private static func isArtifacts(_ path: String, files: [String], folders: [String], depth: Int) -> Bool {
        guard depth <= 2, files.allSatisfy(FolderLayout.isArtifact) else { return false }
        return folders.allSatisfy { name in
            let sub = path + "/" + name
            if name == FolderLayout.actualFrames, [.empty, .segue(.frames)].contains(contents(of: sub)) { return true }
            guard let e = entries(sub) else { return false }
            return isArtifacts(sub, files: e.files, folders: e.folders, depth: depth + 1)
        }
    }

    private static func onlyImages(_ path: String, depth: Int) -> Bool {
        guard depth <= 4, let e = entries(path) else { return false }
        return e.files.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") }
            && e.folders.allSatisfy { onlyImages(path + "/" + $0, depth: depth + 1) }
    }

    private static func isReportPage(_ path: String) -> Bool {
        guard let head = try? FileHead.read(path, count: 4096) else { return false }
        return String(decoding: head, as: UTF8.self).contains(FolderLayout.reportMarker)
    }

    /// The regular files and folders in `path` (nil when it cannot be listed, is too large, or
    /// holds anything else: links, devices, hidden folders). The staging marks are left out: a
    /// commit cut short by a crash may leave its mark in the folder it put in place.
    private static func entries(_ path: String) -> (files: [String], folders: [String])? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path), names.count <= 100_000 else { return nil }
        var files: [String] = [], folders: [String] = []
        for name in names {
            var st = stat()
            guard lstat(path + "/" + name, &st) == 0 else { return nil }
            switch st.st_mode & S_IFMT {
            case S_IFREG where Staging.markNames.contains(name): continue
            case S_IFREG: files.append(name)
            case S_IFDIR where !name.hasPrefix("."): folders.append(name)
            default: return nil
            }
        }
        return (files, folders)
    }
}
