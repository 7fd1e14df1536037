import Foundation
import Testing

@testable import SegueStoryboard

/// `StoryboardProject`: the storyboards of an app's folder, with build output, dependencies,
/// hidden folders, bundles and symbolic links kept out, localized copies collapsed, names unique,
/// and limits on depth and size. Each test builds its tree in a temporary folder.
struct ProjectDiscoveryTests {
    static let tiny = Paths.own("Tiny.storyboard")

    /// A temporary folder holding a copy of Tiny.storyboard at each of `files`.
    static func tree(_ files: [String]) throws -> String {
        let root = NSTemporaryDirectory() + "segue-project-\(UUID().uuidString.prefix(8))"
        for f in files {
            let path = root + "/" + f
            try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: tiny, toPath: path)
        }
        return root
    }

    @Test("every storyboard is found but those in Pods/, build/, DerivedData/, .build/, Carthage/, hidden folders and bundles; localized copies are one")
    func discovery() throws {
        let root = try Self.tree([
            "App/Base.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard", "App/en.lproj/Main.storyboard",
            "App/Base.lproj/LaunchScreen.storyboard", "App/Settings/Settings.storyboard", "Other.storyboard",
            "Pods/Lib/Lib.storyboard", "build/Debug/Built.storyboard", "DerivedData/X/Y.storyboard", ".build/Z.storyboard",
            "Carthage/Checkouts/C.storyboard", ".git/H.storyboard", "App.xcodeproj/project.xcworkspace/Inner.storyboard",
            "Assets.xcassets/A.storyboard",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("\"x.text\" = \"y\";".utf8).write(to: URL(fileURLWithPath: root + "/App/ja.lproj/Main.strings").creatingFolder())
        let project = try StoryboardProject(folder: root)
        #expect(project.storyboards.map(\.relativePath) == [
            "App/Base.lproj/LaunchScreen.storyboard", "App/Base.lproj/Main.storyboard", "App/Settings/Settings.storyboard", "Other.storyboard",
        ])
        #expect(project.storyboards.map(\.name) == ["App-LaunchScreen", "App-Main", "App-Settings-Settings", "Other"])
        #expect(project.storyboards[1].localizations == ["en", "fr", "ja"])
        #expect(project.skipped == ["Carthage/", "DerivedData/", "Pods/", "build/"])
    }

    @Test("without Base.lproj the English copy wins; names that would clash get -2")
    func choiceAndNames() throws {
        let root = try Self.tree(["A/en.lproj/Main.storyboard", "A/de.lproj/Main.storyboard", "A-Main.storyboard", "a/main.storyboard"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try StoryboardProject(folder: root)
        #expect(project.storyboards.map(\.relativePath) == ["A-Main.storyboard", "A/en.lproj/Main.storyboard", "a/main.storyboard"])
        #expect(Set(project.storyboards.map { $0.name.lowercased() }).count == 3)
        #expect(project.storyboards[1].localizations == ["de"])
    }

    @Test("symbolic links: a loop and a link out of the tree are not followed; a linked storyboard inside it is read")
    func links() throws {
        let root = try Self.tree(["App/Main.storyboard"])
        let outside = try Self.tree(["Far/Away.storyboard"])
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/App/loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: outside + "/Far")
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked.storyboard", withDestinationPath: "App/Main.storyboard")
        try FileManager.default.createSymbolicLink(atPath: root + "/Escape.storyboard", withDestinationPath: outside + "/Far/Away.storyboard")
        let project = try StoryboardProject(folder: root)
        #expect(project.storyboards.map(\.relativePath) == ["App/Main.storyboard", "Linked.storyboard"])
    }

    @Test("limits and errors: too deep, too many entries, too many storyboards, none, a file, a bundle")
    func limits() throws {
        let deep = try Self.tree(["a/b/c/d/e/f/Deep.storyboard"])
        defer { try? FileManager.default.removeItem(atPath: deep) }
        #expect { try StoryboardProject(folder: deep, limits: .init(maxDepth: 3)) } throws: { "\($0)".contains("more than 3 folders deep") }
        #expect { try StoryboardProject(folder: deep, limits: .init(maxEntries: 4)) } throws: { "\($0)".contains("more than 4 files and folders") }
        let many = try Self.tree(["A.storyboard", "B.storyboard", "C.storyboard"])
        defer { try? FileManager.default.removeItem(atPath: many) }
        #expect { try StoryboardProject(folder: many, limits: .init(maxStoryboards: 2)) } throws: { "\($0)".contains("more than 2 storyboards") }
        // Refused as soon as the walk counts one too many: the folder after them, too deep to
        // walk, is never reached.
        try FileManager.default.createDirectory(atPath: many + "/z/1/2/3/4", withIntermediateDirectories: true)
        #expect { try StoryboardProject(folder: many, limits: .init(maxDepth: 2, maxStoryboards: 2)) } throws: { "\($0)".contains("more than 2 storyboards") }
        // The copies of a localized storyboard count once.
        for lproj in ["Base.lproj", "fr.lproj", "de.lproj"] {
            try FileManager.default.createDirectory(atPath: many + "/" + lproj, withIntermediateDirectories: true)
            try "".write(toFile: many + "/\(lproj)/D.storyboard", atomically: true, encoding: .utf8)
        }
        #expect(try StoryboardProject(folder: many, limits: .init(maxStoryboards: 4)).storyboards.count == 4)
        let empty = try Self.tree(["Pods/P.storyboard"])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect { try StoryboardProject(folder: empty) } throws: { "\($0)".contains("no .storyboard file under") && "\($0)".contains("Pods/") }
        #expect { try StoryboardProject(folder: Self.tiny) } throws: { "\($0)".contains("is not a folder") }
        try FileManager.default.createDirectory(atPath: many + "/X.xcodeproj", withIntermediateDirectories: true)
        #expect { try StoryboardProject(folder: many + "/X.xcodeproj") } throws: { "\($0)".contains("pass the folder that holds it") }
    }
}

extension URL {
    /// The URL, its folder created.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
