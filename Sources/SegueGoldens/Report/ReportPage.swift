import Foundation
import SegueRender

/// The report's single page: the summary and every transition's facts written as HTML (readable
/// without the script), then the script that builds each transition's viewer (side by side,
/// slider, onion skin, diff, and a scrubber through both sequences) when it comes near the screen.
enum ReportPage {
    static func html(_ data: ReportData) -> String {
        let failed = data.transitions.filter { !$0.passed }
        var body = """
        <header>
        <h1>segue verify: \(data.failed == 0 ? "all \(data.passed) transitions match" : "\(data.failed) of \(data.transitions.count) transitions fail")</h1>
        <p class="paths">golden <code>\(escape(data.golden))</code> · actual <code>\(escape(data.actual))</code></p>
        <p class="options">\(escape(data.options))</p>
        </header>
        <nav><table class="summary"><thead><tr><th>transition</th><th>result</th><th>numbers</th></tr></thead><tbody>

        """
        for t in data.transitions {
            body += "<tr class=\"\(t.passed ? "pass" : "fail")\"><td><a href=\"#\(t.id)\">\(escape(t.name))</a></td>"
                + "<td class=\"result\">\(escape(t.result))</td><td class=\"numbers\">\(escape(t.summary))</td></tr>\n"
        }
        body += "</tbody></table></nav>\n<main>\n"
        if !failed.isEmpty { body += "<h2 class=\"group\">Failures</h2>\n" }
        for (i, t) in data.transitions.enumerated() {
            if t.passed && (i == 0 || !data.transitions[i - 1].passed) { body += "<h2 class=\"group\">Matching</h2>\n" }
            body += section(t)
        }
        body += "</main>\n"
        let json = jsonForScript(data)
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(FolderLayout.reportMarker)
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>segue verify report</title>
        <style>
        \(ReportAssets.css)
        </style>
        </head>
        <body>
        \(body)<script id="report-data" type="application/json">\(json)</script>
        <script>
        \(ReportAssets.script)
        </script>
        </body>
        </html>

        """
    }

    static func section(_ t: ReportTransition) -> String {
        var s = "<section class=\"transition \(t.passed ? "pass" : "fail")\" id=\"\(t.id)\" data-name=\"\(escape(t.name))\" "
            + "data-status=\"\(t.passed ? "passed" : "failed")\" tabindex=\"0\">\n"
        s += "<h3>\(escape(t.name)) <span class=\"badge\">\(escape(t.result))</span></h3>\n"
        if !t.details.isEmpty { s += "<p class=\"details\">\(escape(t.details))</p>\n" }
        s += "<p class=\"numbers\">\(escape(t.summary))</p>\n"
        if !t.failureLines.isEmpty {
            s += "<ul class=\"failures\">" + t.failureLines.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        s += "<div class=\"viewer\" data-t=\"\(t.id)\"><p class=\"placeholder\">\(t.frames.count) frames (the viewer opens when this comes into view)</p></div>\n"
        if t.expectedSheet != nil || t.actualSheet != nil {
            s += "<details class=\"sheets\"\(t.passed ? "" : " open")><summary>Contact sheets</summary><div class=\"pair\">"
            for (label, src) in [("expected", t.expectedSheet), ("actual", t.actualSheet)] {
                s += "<figure><figcaption>\(label)</figcaption>"
                s += src.map { "<img loading=\"lazy\" src=\"\($0)\" alt=\"\(label) contact sheet of \(escape(t.name))\">" }
                    ?? "<div class=\"missing\">no contact sheet</div>"
                s += "</figure>"
            }
            s += "</div></details>\n"
        }
        return s + "</section>\n"
    }

    /// JSON that cannot end the script element or open a comment in it.
    static func jsonForScript(_ data: ReportData) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = (try? String(decoding: encoder.encode(data), as: UTF8.self)) ?? "{}"
        return text.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
