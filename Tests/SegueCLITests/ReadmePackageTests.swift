import Foundation
import Testing

/// The README's `Package.swift` snippet, in a throwaway package that depends on this checkout by
/// path (a URL cannot be fetched offline): `swift package describe` loads the package graph, which
/// is where an unknown package identity or product fails. The README's Swift examples are compiled
/// in Tests/SegueTestingTests/ReadmeExamples.swift.
struct ReadmePackageTests {
    /// Every `Package.swift` the README shows.
    static func snippets() throws -> [String] {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        return blocks.filter { $0.contains("import PackageDescription") }
    }

    /// Runs `swift package describe` in a package whose manifest is `manifest`, beside a link to
    /// this checkout named `segue`.
    static func describe(_ manifest: String) throws -> (code: Int32, output: String) {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The target folders the manifest names (`path: "GoldenTests"`), and SwiftPM's default.
        let named = manifest.matches(of: /path: "([^".][^"]*)"/).map { String($0.1) }
        for folder in ["Tests/MyAppTests"] + named {
            try FileManager.default.createDirectory(atPath: dir + "/MyApp/" + folder, withIntermediateDirectories: true)
            try Data("import SegueTesting\n".utf8).write(to: URL(fileURLWithPath: dir + "/MyApp/\(folder)/Tests.swift"))
        }
        try FileManager.default.createSymbolicLink(atPath: dir + "/segue", withDestinationPath: repositoryRoot)
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: dir + "/MyApp/Package.swift"))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "package", "describe"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir + "/MyApp")
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("the README's Package.swift works with a path dependency written as it says, and fails as it says otherwise")
    func packageSnippet() throws {
        let snippets = try Self.snippets()
        #expect(!snippets.isEmpty)
        for snippet in snippets {
            #expect(snippet.contains(".package(url: \"https://github.com/OWNER/SegueKit.git\", branch: \"main\")"))
            #expect(snippet.contains(".product(name: \"SegueTesting\", package: \"SegueKit\")"))
            // With a path, the identity is the folder's name.
            let byPath = snippet.replacingOccurrences(of: ".package(url: \"https://github.com/OWNER/SegueKit.git\", branch: \"main\")",
                                                      with: ".package(path: \"../segue\")")
            let ok = try Self.describe(byPath.replacingOccurrences(of: "package: \"SegueKit\"", with: "package: \"segue\""))
            #expect(ok.code == 0, "\(ok.output)")
            let wrong = try Self.describe(byPath)
            #expect(wrong.code != 0 && wrong.output.contains("unknown package 'SegueKit'"), "\(wrong.output)")
        }
    }
}
