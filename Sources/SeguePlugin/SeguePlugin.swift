import Foundation
import PackagePlugin

/// `swift package segue render|record|verify|list|diff …`: the `segue` tool, built from this
/// package, run in the package's folder with the arguments as given, so that a team records and
/// checks goldens without installing anything.
///
/// `record` is `render` under the name a person means when the output is a goldens folder
/// (`swift package --allow-writing-to-package-directory segue record App --all --out Goldens`);
/// what gets written is said by `--out`, as with `segue render`.
@main
struct SeguePlugin: CommandPlugin {
    static let commands: Set<String> = ["render", "record", "verify", "list", "diff", "--help", "--version"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let first = arguments.first, Self.commands.contains(first) else {
            throw PluginError("usage: swift package segue render|record|verify|list|diff [arguments of segue]; segue --help says more")
        }
        let tool = try context.tool(named: "segue")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = (first == "record" ? ["render"] : [first]) + arguments.dropFirst()
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError("segue \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
