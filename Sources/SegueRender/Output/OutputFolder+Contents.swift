import Foundation

/// Which kind of folder segue wrote: a folder is replaced without `--force` only when every file
/// and folder in it is one segue writes there (`FolderLayout`'s names) and segue's own writing
/// shows that it wrote them (`Ownership`).
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
        if folders.isEmpty, files.allSatisfy(FolderLayout.isFrameFolderFile) {
            return Ownership.listsEveryFrame(path, files: files) ? .segue(.frames) : .other
        }
        // NB: before collections: a check that failed without a golden, or passed while recording,
        // leaves artifacts of nothing but `actual/`, which would also read as a collection of one
        // frame folder (a collection's own index files tell it apart).
        if let proven = artifacts(path, files: files, folders: folders, depth: 0) {
            return proven || Ownership.folderMark(path) == Kind.artifacts.rawValue ? .segue(.artifacts) : .other
        }
        // A project's render (`render FOLDER --all`) holds a folder of frame folders per storyboard
        // (none where no segue had frames to draw: the index alone).
        if files.allSatisfy(FolderLayout.indexFiles.contains) && (!folders.isEmpty || files.contains(FolderLayout.indexPage)) {
            let members = folders.map { contents(of: path + "/" + $0) }
            let isMember = { (c: Contents, name: String) in
                [.empty, .segue(.frames)].contains(c) || (nested && isCollection(path + "/" + name))
            }
            // Empty folders and index files alone prove nothing, unless the page says segue wrote it.
            let proven = members.contains(.segue(.frames)) || folders.contains { nested && isCollection(path + "/" + $0) }
                || (files.contains(FolderLayout.indexPage) && Ownership.isIndexPage(path + "/" + FolderLayout.indexPage))
            if proven && zip(members, folders).allSatisfy(isMember) { return .segue(.collection) }
        }
        if files == [FolderLayout.reportPage], folders.allSatisfy({ $0 == FolderLayout.reportImages }),
           isReportPage(path + "/" + FolderLayout.reportPage),
           folders.isEmpty || onlyImages(path + "/" + FolderLayout.reportImages, depth: 0) {
            return .segue(.report)
        }
        return .other
    }

    /// nil when the folder is not laid out as artifacts; else whether something in it shows that
    /// segue wrote it: a diff or strip image's mark, a manifest's copy, the frames in `actual/`.
    private static func artifacts(_ path: String, files: [String], folders: [String], depth: Int) -> Bool? {
        guard depth <= 2, files.allSatisfy(FolderLayout.isArtifact) else { return nil }
        var proven = files.contains { Ownership.isMarkedArtifact(path + "/" + $0) }
        for name in folders {
            let sub = path + "/" + name
            if name == FolderLayout.actualFrames {
                let c = contents(of: sub)
                if c == .segue(.frames) { proven = true; continue }
                if c == .empty { continue }
            }
            guard let e = entries(sub), let p = artifacts(sub, files: e.files, folders: e.folders, depth: depth + 1) else { return nil }
            proven = proven || p
        }
        return proven
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
