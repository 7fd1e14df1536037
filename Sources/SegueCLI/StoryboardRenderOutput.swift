import Foundation
import SegueKit
import SegueRender
import SegueStoryboard

extension StoryboardRenderCommand {
    struct Settings {
        /// nil: 60 fps for one segue, 30 for --all.
        var fps: Double?
        /// nil: the screen's scale for one segue, 1 for --all.
        var scale: Double?
        var jobs: Int
        var compression: Int?
        var output: RenderCommand.OutputOptions
        var quiet: Bool { output.quiet }
        var force: Bool { output.force }
    }

    /// One segue into `out`.
    static func renderOne(_ segue: IB.Segue, document: IB.Document, options: StoryboardBuildOptions, settings: Settings,
                          out: String, console: Console) throws -> Int32 {
        let recorded = try record(segue, document: document, options: options)
        for issue in recorded.issues { console.err("segue: \(issue)\n") }
        let (frames, outcome) = try render(recorded, fps: settings.fps ?? 60, scale: settings.scale ?? recorded.device.scale, out: out,
                                           label: segue.identifier ?? segue.id, settings: settings, console: console)
        if !settings.quiet {
            console.out(RenderCommand.wroteLine(
                frames: frames, out: out, replaced: outcome.replacedEarlier,
                extra: ", \(recorded.transition) (\(recorded.sourceName) → \(recorded.destinationName))"))
        }
        return 0
    }

    /// Every segue that animates, one folder each, with index.txt and index.html, written into a
    /// staging folder that replaces `out` only when everything is written.
    static func renderAll(document: IB.Document, options: StoryboardBuildOptions, settings: Settings,
                          out: String, console: Console) throws -> Int32 {
        var entries: [IndexEntry] = []
        let outcome: OutputFolder.Outcome
        do {
            outcome = try OutputFolder.write(out, kind: .collection, force: settings.force) { staging in
                entries = try renderAll(document: document, options: options, settings: settings, into: staging, console: console)
            }
        } catch let e as OutputFolderError {
            throw CommandError(e.description)
        }
        let rendered = entries.filter { $0.frames > 0 }.count
        if !settings.quiet {
            console.out("wrote \(rendered) of \(entries.count) segues to \(display(out))\(outcome.replacedEarlier ? " (replacing an earlier render)" : "") with index.txt and index.html\n")
        }
        return 0
    }

    static func renderAll(document: IB.Document, options: StoryboardBuildOptions, settings: Settings,
                          into folder: String, console: Console) throws -> [IndexEntry] {
        let staging = URL(fileURLWithPath: folder)
        var names = FolderNames()
        var entries: [IndexEntry] = []
        var printed: Set<String> = []
        for segue in SegueRecorder.renderableSegues(of: document) {
            let folder = names.unique(for: segue, in: document)
            var entry = IndexEntry(segue: segue, folder: folder, document: document)
            guard segue.animates else {
                entry.note = "animates=\"NO\": the segue cuts to its destination, nothing to animate"
                entries.append(entry)
                continue
            }
            let recorded: SegueRecording
            do {
                recorded = try record(segue, document: document, options: options)
            } catch let e as CommandError where options.mode == .lenient {
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
            entry.transition = recorded.transition
            entry.direction = recorded.direction
            entry.sourceName = recorded.sourceName
            entry.destinationName = recorded.destinationName
            guard recorded.recording.duration > 0 else {
                entry.note = "nothing moves when it is performed (\(recorded.transition)); not rendered"
                entries.append(entry)
                continue
            }
            entry.frames = try render(recorded, fps: settings.fps ?? 30, scale: settings.scale ?? 1,
                                      out: staging.appendingPathComponent(folder).path, label: folder, settings: settings, console: console).frames
            entry.duration = recorded.recording.duration
            entries.append(entry)
        }
        let index = IndexWriter(document: document, entries: entries)
        try FrameRenderer.writeAtomically(Array(index.text().utf8), to: staging.appendingPathComponent("index.txt").path)
        try FrameRenderer.writeAtomically(Array(index.html().utf8), to: staging.appendingPathComponent("index.html").path)
        return entries
    }

    /// Records a segue, its errors as one-line command errors naming the file, line and segue.
    static func record(_ segue: IB.Segue, document: IB.Document, options: StoryboardBuildOptions) throws -> SegueRecording {
        do {
            return try SegueRecorder.record(segue, in: document, options: options)
        } catch let e as StoryboardDiagnostic {
            throw CommandError(e.description)
        } catch let e as SegueError {
            throw CommandError("\(document.fileName):\(segue.line): segue '\(segue.id)' cannot be performed: \(e.description)")
        }
    }

    /// Renders a recorded segue into a frame folder; returns the number of frames.
    static func render(_ r: SegueRecording, fps: Double, scale: Double, out: String, label: String, settings: Settings,
                       console: Console) throws -> (frames: Int, outcome: OutputFolder.Outcome) {
        let timeline = Timeline(duration: r.recording.duration, fps: fps)
        let device = r.device.name + (r.device.isLandscape ? "-landscape" : "")
        var info = TransitionInfo(transition: r.transition, direction: r.direction, device: device, curve: r.curve, duration: r.duration)
        info.keyframes = r.keyframes
        var encoder = PNGEncoder()
        if let level = settings.compression { encoder.options.compressionLevel = level }
        var job = RenderJob(recording: r.recording, timeline: timeline, scale: scale, outputDirectory: out, encoder: encoder,
                            jobs: settings.jobs, info: info)
        job.force = settings.force
        job.maxFrames = settings.output.maxFrames
        let fpsText = fps == fps.rounded() ? String(Int(fps)) : String(fps)
        job.contactSheet = ContactSheet(
            title: "\(r.segue.identifier ?? r.segue.id) — \(r.segue.kind.rawValue): \(r.sourceName) → \(r.destinationName)",
            subtitle: "\(r.transition) \(r.direction), \(r.device.displayName)\(r.device.isLandscape ? " landscape" : ""), "
                + "\(timeline.frameCount) frames at \(fpsText) fps, \(r.curve.name)")
        let bar = settings.output.progress ? ProgressBar(label: label, console: console) : nil
        let outcome: OutputFolder.Outcome
        do {
            outcome = try FrameRenderer.render(job) { done, total in bar?.update(done, total) }
        } catch {
            bar?.finish()
            throw CommandError("\(error)")
        }
        bar?.finish()
        return (timeline.frameCount, outcome)
    }
}

/// Folder names for segues: the identifier, else `Source-to-Destination`, made safe for every
/// file system and unique (case-insensitively) with a numeric suffix.
struct FolderNames {
    private var used: Set<String> = []

    static func safe(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            let ok = (ch.value < 128 && (CharacterSet.alphanumerics.contains(ch) || ch == "-" || ch == "_" || ch == "."))
            if ok { out.unicodeScalars.append(ch) } else if !out.hasSuffix("-") { out += "-" }
        }
        while out.hasPrefix("-") || out.hasPrefix(".") { out.removeFirst() }
        while out.hasSuffix("-") || out.hasSuffix(".") { out.removeLast() }
        return String(out.prefix(80))
    }

    mutating func unique(for segue: IB.Segue, in doc: IB.Document) -> String {
        var base: String
        if let id = segue.identifier, !FolderNames.safe(id).isEmpty {
            base = FolderNames.safe(id)
        } else {
            let to = segue.kind == .unwind ? "exit-\(segue.unwindAction ?? "unwind")" : doc.sceneDisplayName(segue.destinationID)
            let cls = segue.customClass.map { "-\($0)" } ?? ""
            base = FolderNames.safe("\(doc.sceneDisplayName(segue.sourceControllerID))-to-\(to)\(cls)")
        }
        if base.isEmpty { base = FolderNames.safe(segue.id) }
        if base.isEmpty { base = "segue" }
        var name = base
        var n = 2
        while used.contains(name.lowercased()) || name == "index.txt" || name == "index.html" {
            name = "\(base)-\(n)"
            n += 1
        }
        used.insert(name.lowercased())
        return name
    }
}
