import Foundation
import SegueGoldens
import SegueKit
import SegueRender
import SegueStoryboard

extension StoryboardRenderCommand {
    /// One segue into `out`.
    static func renderOne(_ segue: IB.Segue, named name: String, storyboard: StoryboardSegues, settings: RenderSettings,
                          output: RenderCommand.OutputOptions, out: String, console: Console) throws -> Int32 {
        let recorded = try record(segue, named: name, in: storyboard)
        for issue in recorded.issues { console.err("segue: \(issue)\n") }
        let r = recorded.recording
        try RenderCommand.render(recorded.transition, settings: settings, out: out, label: segue.identifier ?? segue.id,
                                 extra: ", \(r.transition) (\(r.sourceName) → \(r.destinationName))", output: output, console: console)
        return 0
    }

    /// Every segue that animates, one folder each, with index.txt and index.html, written into a
    /// staging folder that replaces `out` only when everything is written.
    static func renderAll(_ storyboard: StoryboardSegues, settings: RenderSettings, output: RenderCommand.OutputOptions,
                          out: String, console: Console) throws -> Int32 {
        var entries: [StoryboardIndex.Entry] = []
        let outcome: OutputFolder.Outcome
        do {
            outcome = try OutputFolder.write(out, kind: .collection, force: output.force) { staging in
                entries = try renderAll(storyboard, settings: settings, output: output, into: staging, console: console)
            }
        } catch let e as OutputFolderError {
            throw CommandError(e.description)
        }
        let rendered = entries.filter { $0.frames > 0 }.count
        if !output.quiet {
            console.out("wrote \(rendered) of \(entries.count) segues to \(display(out))\(outcome.replacedEarlier ? " (replacing an earlier render)" : "") with index.txt and index.html\n")
        }
        return 0
    }

    static func renderAll(_ storyboard: StoryboardSegues, settings: RenderSettings, output: RenderCommand.OutputOptions,
                          into folder: String, console: Console) throws -> [StoryboardIndex.Entry] {
        let staging = URL(fileURLWithPath: folder)
        let document = storyboard.document
        var entries: [StoryboardIndex.Entry] = []
        var printed: Set<String> = []
        var inner = output
        inner.quiet = true
        inner.force = false
        for reference in storyboard.segues {
            guard let segue = document.segue(withID: reference.id) else { continue }
            var entry = StoryboardIndex.Entry(segue: segue, folder: reference.name, document: document)
            guard segue.animates else {
                entry.note = "animates=\"NO\": the segue cuts to its destination, nothing to animate"
                entries.append(entry)
                continue
            }
            let recorded: StoryboardSegues.Recorded
            do {
                recorded = try record(segue, named: reference.name, in: storyboard)
            } catch let e as CommandError where storyboard.options.mode == .lenient {
                entry.note = "not rendered: \(e.description)"
                console.err("segue: warning: \(e.description)\n")
                entries.append(entry)
                continue
            }
            entry.issues = recorded.issues.map(\.description)
            for issue in recorded.issues where !printed.contains(issue.description) {
                printed.insert(issue.description)
                console.err("segue: \(issue)\n")
            }
            let r = recorded.recording
            entry.transition = r.transition
            entry.direction = r.direction
            entry.sourceName = r.sourceName
            entry.destinationName = r.destinationName
            guard r.recording.duration > 0 else {
                entry.note = "nothing moves when it is performed (\(r.transition)); not rendered"
                entries.append(entry)
                continue
            }
            entry.frames = Timeline(duration: r.recording.duration, fps: settings.fps).frameCount
            try RenderCommand.render(recorded.transition, settings: settings, out: staging.appendingPathComponent(reference.name).path,
                                     output: inner, console: console)
            entry.duration = r.recording.duration
            entries.append(entry)
        }
        let index = StoryboardIndex(document: document, entries: entries)
        try FrameRenderer.writeAtomically(Array(index.text().utf8), to: staging.appendingPathComponent("index.txt").path)
        try FrameRenderer.writeAtomically(Array(index.html().utf8), to: staging.appendingPathComponent("index.html").path)
        return entries
    }

    /// Records a segue, its errors as one-line command errors naming the file, line and segue.
    static func record(_ segue: IB.Segue, named name: String, in storyboard: StoryboardSegues) throws -> StoryboardSegues.Recorded {
        do {
            return try storyboard.record(segue, named: name)
        } catch let e as StoryboardDiagnostic {
            throw CommandError(e.description)
        } catch let e as SegueError {
            throw CommandError(e.description)
        }
    }
}
