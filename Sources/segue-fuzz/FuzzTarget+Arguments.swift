import SegueCLI

extension FuzzTarget {
    /// A command line, one argument per line (a final line break is dropped, so that a seed file
    /// may end with one), run through `CLI.checkArguments`: parsed and validated, never run.
    @MainActor
    static func arguments(_ bytes: [UInt8]) -> FuzzOutcome {
        let words = commandLine(bytes)
        let code = CLI.checkArguments(words)
        guard [0, 1, 2].contains(code) else { return .unclear("exit code \(code) for \(words)") }
        return .accepted("exit code \(code)")
    }

    static func commandLine(_ bytes: [UInt8]) -> [String] {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
