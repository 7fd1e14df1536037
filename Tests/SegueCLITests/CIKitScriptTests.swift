import Foundation
import Testing

@testable import SegueCLI

/// The CI kit's scripts, cheaply: syntax, help, the package lists, the workflow's commands.
/// (Building the package and running it without the toolchain takes minutes: scripts/package
/// does that check itself; scripts/docker/smoke builds the image where Docker runs.)
struct CIKitScriptTests {
    static let scripts = ["scripts/package", "scripts/docker/smoke", "scripts/docker/needed-packages"]

    /// Runs `command` (an executable and its arguments) in the repository, off Swift Testing's threads
    /// (`offPool`); exit code and output.
    static func run(_ command: [String]) async throws -> (code: Int32, out: String, err: String) {
        try await offPool { try runNow(command) }
    }

    static func runNow(_ command: [String]) throws -> (code: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = command
        p.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        let o = Pipe(), e = Pipe()
        p.standardOutput = o
        p.standardError = e
        try p.run()
        let out = o.fileHandleForReading.readDataToEndOfFile(), err = e.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func scriptsParseAndExplainThemselves() async throws {
        for script in Self.scripts {
            #expect(FileManager.default.isExecutableFile(atPath: repositoryRoot + "/" + script), "\(script) is not executable")
            let syntax = try await Self.run(["bash", "-n", script])
            #expect(syntax.code == 0, "\(script): \(syntax.err)")
            let help = try await Self.run([script, "--help"])
            #expect(help.code == 0 && help.out.count > 200 && help.err.isEmpty, "\(script) --help: \(help.err)")
        }
        #expect(try await Self.run(["scripts/package", "--help"]).out.contains("--static-swift-stdlib"))
        let bad = try await Self.run(["scripts/package", "--fast"])
        #expect(bad.code == 2 && bad.err.contains("unexpected argument '--fast'"))
        let gitignore = try String(contentsOfFile: repositoryRoot + "/.gitignore", encoding: .utf8)
        #expect(gitignore.split(separator: "\n").contains("/dist/"))
    }

    /// scripts/package's RUNTIME_PACKAGES.
    static func packageList() throws -> [String] {
        let text = try String(contentsOfFile: repositoryRoot + "/scripts/package", encoding: .utf8)
        let body = try #require(text.components(separatedBy: "RUNTIME_PACKAGES=(\n").dropFirst().first?.components(separatedBy: ")").first)
        return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The Dockerfile's `apt-get install` list.
    static func dockerfileList() throws -> [String] {
        let text = try String(contentsOfFile: repositoryRoot + "/scripts/docker/Dockerfile", encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("apt-get install") })
        return lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("&&") }
            .map { $0.replacingOccurrences(of: "\\", with: "").trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("the Dockerfile installs scripts/package's runtime packages: the libraries, Pango, giflib, librsvg, Poppler and the fonts")
    func packageListsAgree() throws {
        let packages = try Self.packageList()
        #expect(packages == (try Self.dockerfileList()))
        for required in ["libcairo2", "libpixman-1-0", "libfreetype6", "libpng16-16", "zlib1g", "libdeflate0", "libxml2", "libpango-1.0-0", "libpangocairo-1.0-0", "libgif7",
                         "librsvg2-2", "libpoppler-glib8", "fonts-inter", "fonts-dejavu-core", "fonts-noto-cjk"] {
            #expect(packages.contains(required), "\(required)")
        }
        let dockerfile = try String(contentsOfFile: repositoryRoot + "/scripts/docker/Dockerfile", encoding: .utf8)
        #expect(dockerfile.contains("ARG BASE=debian:bookworm-slim\nFROM ${BASE}\n"))
        #expect(dockerfile.contains("COPY bin/segue /usr/local/bin/segue\n"))
    }

    @Test("needed-packages names a binary's packages, and refuses one that needs the toolchain (the test build does)")
    func neededPackages() async throws {
        let ls = try await Self.run(["scripts/docker/needed-packages", "/bin/ls"])
        #expect(ls.code == 0 && ls.out.split(separator: "\n").contains("libc6"), "\(ls.err)")
        // The tests' segue is linked against the toolchain's shared libraries.
        let dynamic = try await Self.run(["scripts/docker/needed-packages", segueBinary])
        #expect(dynamic.code == 1 && dynamic.err.contains("libswiftCore.so") && dynamic.err.contains("needs the Swift toolchain's libraries"),
                "\(dynamic.err)")
        #expect(dynamic.out.split(separator: "\n").contains("libcairo2"))
    }

    /// The workflow's `segue …` command lines, continuation lines joined.
    static func workflowCommands() throws -> [String] {
        let text = try String(contentsOfFile: repositoryRoot + "/scripts/ci/github-actions.yml", encoding: .utf8)
        var commands: [String] = []
        var pending: String?
        for raw in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if var p = pending {
                p += " " + raw
                pending = raw.hasSuffix("\\") ? String(p.dropLast()) : nil
                if pending == nil { commands.append(p) }
                continue
            }
            guard raw.hasPrefix("segue ") else { continue }
            if raw.hasSuffix("\\") { pending = String(raw.dropLast()) } else { commands.append(raw) }
        }
        return commands
    }

    @Test("the workflow is well-formed YAML-ish, and every segue command in it is valid for this segue")
    @MainActor func workflowUsesRealCommands() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/scripts/ci/github-actions.yml", encoding: .utf8)
        #expect(!text.contains("\t"))
        for key in ["name: segue", "on:", "jobs:", "  build:", "  verify:", "  merge:", "        shard: [1, 2, 3, 4]"] {
            #expect(text.contains("\n" + key), "\(key)")
        }
        // Indentation in steps of two spaces, outside the `run: |` blocks (shell, free-form).
        var block: Int?
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let indent = line.prefix { $0 == " " }.count
            if let b = block, indent > b { continue }
            block = line.hasSuffix(": |") ? indent : nil
            #expect(indent % 2 == 0, "\(line)")
        }
        #expect(text.contains("SHARD: ${{ matrix.shard }}/4"))
        #expect(text.contains("segue-src/scripts/package"))
        let commands = try Self.workflowCommands()
        #expect(commands.count == 4, "\(commands)")
        let samples = ["$APP": "MyApp", "$SHARD_INDEX": "2", "$SHARD": "2/4"]
        for command in commands {
            var line = command.components(separatedBy: " || ")[0].components(separatedBy: " | ")[0].components(separatedBy: " > ")[0]
            for (variable, value) in samples.sorted(by: { $0.key.count > $1.key.count }) {
                line = line.replacingOccurrences(of: variable, with: value)
            }
            let args = line.replacingOccurrences(of: "\"", with: "").split(separator: " ").dropFirst().map(String.init)
            #expect(!line.contains("$"), "\(line)")
            #expect(CLI.checkArguments(args) == 0, "\(line)")
        }
        #expect(commands.contains { $0.hasPrefix("segue verify --merge ") && $0.contains("--junit") })
        #expect(commands.contains { $0.hasPrefix("segue render ") && $0.contains("--shard") && $0.contains("--cache") })
        // Render and verify name the same layout: the app's folder, a folder per storyboard.
        #expect(commands.contains { $0.contains("--out \"actual/$APP\"") } && commands.contains { $0.hasPrefix("segue verify \"Goldens/$APP\" \"actual/$APP\"") })
        #expect(text.contains("select(.passed | not) | .failure"))
        #expect(FileManager.default.isExecutableFile(atPath: repositoryRoot + "/scripts/setup"))
    }
}
