import Foundation
import SegueKit
import SegueRender
import SegueStoryboard

/// index.txt and index.html of `segue render FILE --all`: every segue with its contact sheet, kind,
/// style, source → destination and warnings.
public struct StoryboardIndex {
    /// One segue of a storyboard render's index.
    public struct Entry {
        public var segue: IB.Segue
        public var folder: String
        public var kind: String
        public var identifier: String
        public var style: String
        public var trigger: String
        public var sourceName: String
        public var destinationName: String
        public var transition = ""
        /// The style drawn where UIKit adapts `transition` on the device (a popover on an iPhone
        /// is drawn as a page sheet), else nil.
        public var drawnAs: String?
        public var direction = ""
        /// 0 when not rendered.
        public var frames = 0
        public var duration = 0.0
        /// Why the segue was not rendered.
        public var note: String?
        public var issues: [String] = []
        /// What its frames show that is not the app's own content (the manifest's list).
        public var approximations: [Approximation] = []
        /// Which way it was rendered: performed, or taken back (`--both`, folder `NAME-dismiss`).
        public var way: SegueDirection = .perform
        /// The way back, when it is an unwind segue the storyboard wires to this segue.
        public var wayBack: String?

        public init(segue: IB.Segue, folder: String, document: IB.Document) {
            self.segue = segue
            self.folder = folder
            kind = segue.kind.rawValue
            identifier = segue.identifier ?? "—"
            style = segue.styleDescription ?? "—"
            trigger = segue.trigger.description
            sourceName = document.sceneDisplayName(segue.sourceControllerID)
            destinationName = segue.kind == .unwind ? "exit → \(segue.unwindAction ?? "?")" : document.sceneDisplayName(segue.destinationID)
        }

        public var contactSheet: String? { frames > 0 ? folder + "/" + FolderLayout.contactSheet : nil }

        /// The guesses among its approximations, in words (`unwindToList: — taken to return to …`):
        /// where an unwind returns, a bar colour, the motion of a transition the app animates in
        /// code; each is said in full, as the frames may be wrong.
        var assumed: [String] {
            approximations.filter { Self.guesses.contains($0.kind) }.map { "\($0.subject) — \($0.detail)" }
        }

        /// The rest of its approximations, counted by kind (`2 images not found, 1 view drawn in
        /// code shown as a stand-in`); `index.json` and the manifest list each. Nil when none.
        var notReal: String? {
            let counts = Dictionary(grouping: approximations.filter { !Self.guesses.contains($0.kind) }, by: \.kind)
            let parts = Approximation.Kind.allCases.compactMap { kind in counts[kind].map { kind.summary($0.count) } }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }

        static let guesses: Set<Approximation.Kind> = [.unwindDestination, .assumedColor, .animatedInCode]

        /// What was rendered, in words: `push`, `popover present, drawn as pageSheet`.
        var rendered: String {
            TransitionDirection.describe(transition, direction) + (drawnAs.map { ", drawn as \($0)" } ?? "")
        }
    }

    public var document: IB.Document
    public var entries: [Entry]
    /// How the document's warnings name the settings their advice points to.
    public var naming: @Sendable (StoryboardSetting) -> String

    public init(document: IB.Document, entries: [Entry], naming: @escaping @Sendable (StoryboardSetting) -> String = { $0.swiftName }) {
        self.document = document
        self.entries = entries
        self.naming = naming
    }

    var renderedCount: Int { entries.filter { $0.frames > 0 }.count }

    public func text() -> String {
        var out = "\(document.fileName): \(renderedCount) of \(entries.count) segues rendered\n"
        for w in document.warnings { out += "  \(w.described(naming: naming))\n" }
        for e in entries {
            out += "\n\(e.folder)\n"
            out += "  segue       \(e.segue.id) (line \(e.segue.line))\n"
            out += "  kind        \(e.kind)\n"
            out += "  identifier  \(e.identifier)\n"
            out += "  style       \(e.style)\n"
            out += "  scenes      \(e.sourceName) → \(e.destinationName)\n"
            out += "  trigger     \(e.trigger)\n"
            if e.way == .dismiss { out += "  way         back" + (e.wayBack.map { " by the \($0)" } ?? "") + "\n" }
            if let sheet = e.contactSheet {
                out += "  rendered    \(e.rendered), \(e.frames) frames, \(format(e.duration)) s\n"
                out += "  sheet       \(sheet)\n"
            }
            if let note = e.note { out += "  note        \(note)\n" }
            for issue in e.issues { out += "  warning     \(issue)\n" }
            for guess in e.assumed { out += "  assumed     \(guess)\n" }
            if let notReal = e.notReal { out += "  not real    \(notReal)\n" }
        }
        return out
    }

    public func html() -> String {
        let out = Self.pageHead(title: document.fileName)
            + "<p>\(renderedCount) of \(entries.count) segues rendered.</p>\n"
        return out + sectionsHTML() + "</body></html>\n"
    }

    /// The start of an index page: its styles and a heading (shared with a project's index).
    static func pageHead(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">\(FolderLayout.indexMarker)<title>\(ReportPage.escape(title)): segues</title>
        <style>
        body { font: 14px -apple-system, Helvetica, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        section { background: #fff; border-radius: 12px; padding: 16px; margin: 0 0 16px; }
        h2 { font-size: 17px; margin: 0 0 8px; } table { border-collapse: collapse; margin-bottom: 8px; }
        td { padding: 2px 12px 2px 0; vertical-align: top; } td:first-child { color: #6d6d72; }
        img { max-width: 100%; border-radius: 6px; } .warning { color: #b25000; } .note { color: #6d6d72; }
        </style></head><body>
        <h1>\(ReportPage.escape(title))</h1>

        """
    }

    /// The document's warnings and a section per entry (shared with a project's index).
    func sectionsHTML() -> String {
        var out = ""
        for w in document.warnings { out += "<p class=\"warning\">\(escape(w.described(naming: naming)))</p>\n" }
        for e in entries {
            out += "<section id=\"\(escape(e.folder))\">\n<h2>\(escape(e.folder))</h2>\n<table>\n"
            let rows: [(String, String)] = [
                ("segue", "\(e.segue.id) (line \(e.segue.line))"), ("kind", e.kind), ("identifier", e.identifier), ("style", e.style),
                ("scenes", "\(e.sourceName) → \(e.destinationName)"), ("trigger", e.trigger),
            ] + (e.way == .dismiss ? [("way", "back" + (e.wayBack.map { " by the \($0)" } ?? ""))] : []) + (e.frames > 0 ? [("rendered", "\(e.rendered), \(e.frames) frames, \(format(e.duration)) s")] : [])
            for (k, v) in rows { out += "<tr><td>\(k)</td><td>\(escape(v))</td></tr>\n" }
            out += "</table>\n"
            if let note = e.note { out += "<p class=\"note\">\(escape(note))</p>\n" }
            for issue in e.issues { out += "<p class=\"warning\">\(escape(issue))</p>\n" }
            for guess in e.assumed { out += "<p class=\"note\">assumed: \(escape(guess))</p>\n" }
            if let notReal = e.notReal { out += "<p class=\"note\">not real: \(escape(notReal))</p>\n" }
            if let sheet = e.contactSheet {
                out += "<a href=\"\(escape(e.folder))/\"><img src=\"\(escape(sheet))\" alt=\"contact sheet of \(escape(e.folder))\"></a>\n"
            }
            out += "</section>\n"
        }
        return out
    }

    private func escape(_ s: String) -> String { ReportPage.escape(s) }

    private func format(_ d: Double) -> String {
        let r = (d * 1000).rounded() / 1000
        return String(r)
    }
}
