import Foundation

/// A verification as JUnit XML (`segue verify --junit FILE`), the report CI systems display:
/// `<testsuites>` holding one `<testsuite>` (the golden folder) with a `<testcase>` per transition;
/// a failing one holds a `<failure>` whose `message` is the first failure's line, `type` its kind
/// (`pixels`, `manifest`, `missing`, …) and text every failure line. `file` (on the test case and
/// the failure) is the golden file to look at, relative to the working directory when inside it.
/// Times are in seconds. Only the failing transitions have a `<failure>`; there are no errors or
/// skipped cases (a folder that cannot be verified at all is a failed case, or the command's error).
public enum JUnitReport {
    /// The XML text, UTF-8, with a declaration.
    public static func xml(_ suite: SuiteVerification, relativeTo base: String = FileManager.default.currentDirectoryPath) -> String {
        let cases = suite.transitions
        let failures = cases.filter { !$0.passed }.count
        let time = seconds(suite.seconds ?? cases.compactMap(\.seconds).reduce(0, +))
        let golden = CIPath.relative(suite.goldenPath, to: base)
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time)\""
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"segue verify\" \(counts)>\n"
        x += "  <testsuite name=\(attribute(golden)) \(counts)>\n"
        var properties: [(String, String)] = [("golden", golden), ("actual", CIPath.relative(suite.actualPath, to: base))]
        if let options = suite.options ?? cases.first?.options { properties.append(("options", options.description)) }
        if let shard = suite.shard { properties.append(("shard", shard.description)) }
        if let merged = suite.mergedShards { properties.append(("mergedShards", String(merged))) }
        x += "    <properties>\n"
        for (name, value) in properties { x += "      <property name=\(attribute(name)) value=\(attribute(value))/>\n" }
        x += "    </properties>\n"
        for t in cases {
            let failure = t.failure(relativeTo: base)
            let file = failure?.goldenFile ?? CIPath.relative(t.goldenPath, to: base)
            x += "    <testcase classname=\(attribute(golden)) name=\(attribute(t.name)) file=\(attribute(file)) time=\"\(seconds(t.seconds ?? 0))\""
            guard let failure else {
                x += "/>\n"
                continue
            }
            x += ">\n"
            x += "      <failure message=\(attribute(failure.message)) type=\(attribute(failure.kind.rawValue)) file=\(attribute(failure.goldenFile))>"
            x += text(([t.summaryLine] + t.failureLines).joined(separator: "\n"))
            x += "</failure>\n"
            x += "    </testcase>\n"
        }
        x += "  </testsuite>\n</testsuites>\n"
        return x
    }

    /// `1.234`: seconds with three decimals, in the POSIX locale.
    static func seconds(_ s: Double) -> String {
        String(format: "%.3f", locale: Locale(identifier: "en_US_POSIX"), s.isFinite && s > 0 ? s : 0)
    }

    /// A quoted attribute value; line breaks and tabs as character references, so they survive
    /// attribute-value normalisation.
    static func attribute(_ s: String) -> String { "\"" + escape(s, attribute: true) + "\"" }

    static func text(_ s: String) -> String { escape(s, attribute: false) }

    /// `&`, `<`, `>`, `"` and `'` escaped; characters XML 1.0 cannot hold at all (C0 controls but
    /// tab, LF and CR; U+FFFE, U+FFFF) become U+FFFD, as a file name may hold them.
    static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\r", "\t":
                if attribute { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
            default:
                let v = scalar.value
                out.unicodeScalars.append(v < 0x20 || v == 0xFFFE || v == 0xFFFF ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
