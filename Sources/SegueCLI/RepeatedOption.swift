/// Options that may be given more than once (`--resources DIR`, `--map-segue A=B`), which
/// `Arguments` refuses for the others: taken out of the command line before it is parsed.
enum RepeatedOption {
    /// Every value of `--NAME VALUE` and `--NAME=VALUE` in `argv` (an inline value may be empty),
    /// and the arguments left; `--NAME` without a value is a usage error saying `missing`.
    static func extract(_ name: String, from argv: [String], missing: String) throws -> (rest: [String], values: [String]) {
        var rest: [String] = [], values: [String] = []
        let option = "--" + name, inline = option + "="
        var i = 0
        while i < argv.count {
            let a = argv[i]
            i += 1
            if a == option {
                guard i < argv.count, !argv[i].hasPrefix("--") else { throw UsageError(missing) }
                values.append(argv[i])
                i += 1
            } else if a.hasPrefix(inline) {
                values.append(String(a.dropFirst(inline.count)))
            } else {
                rest.append(a)
            }
        }
        return (rest, values)
    }
}
