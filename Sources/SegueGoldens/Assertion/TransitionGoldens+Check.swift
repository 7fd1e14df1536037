import Foundation
import SegueRender

extension TransitionGoldens {
    /// Renders `source`, compares it with the golden `folder/name` and records as the mode says.
    /// Never throws: everything that goes wrong is in the result's `failure`.
    ///
    /// - Parameters:
    ///   - name: the golden folder's name (default: the source's name).
    ///   - frames: every frame, or chosen progress points or indices.
    ///   - artifactsKey: the artifacts' folder inside `artifactsFolder` (default: `name`); the test
    ///     entry points pass `<Suite>/<test>`, so that tests running at once never share one.
    public func check(_ source: TransitionSource, named name: String? = nil, frames: FrameSelection = .all,
                      artifactsKey: String? = nil) async -> TransitionCheck {
        let name = name ?? source.name
        // Absolute, so that terminals and IDEs link the paths the messages print.
        let golden = LocalPath.absolute(folder + "/" + name)
        let artifactsPath = LocalPath.absolute(artifactsFolder + "/" + (artifactsKey ?? name))
        var check = TransitionCheck(
            name: name, goldenPath: golden, mode: nil, verification: nil, recording: .none, artifactsPath: artifactsPath,
            failure: nil, summary: "\(name): not compared")
        func fail(_ message: String) -> TransitionCheck {
            check.failure = message
            return check
        }
        do {
            check.mode = try recordMode()
        } catch {
            return fail("\(name): \(error)")
        }
        let mode = check.mode!
        // Runs after the staging folder is discarded (defers run last first): a check that keeps
        // no artifacts leaves no empty `<Suite>/` behind either.
        defer { removeEmptyFolders(above: artifactsPath) }
        // Everything is written into a staging folder that replaces the artifacts folder when
        // there is something to look at, and goes away when the check passes.
        let stage: OutputFolder.Staged
        do {
            stage = try OutputFolder.Staged(artifactsPath, kind: .artifacts, option: "the artifacts folder")
        } catch {
            return fail("\(name): \(error)")
        }
        defer { stage.discard() }
        func keepArtifacts() {
            do { try stage.commit() } catch { check.summary += " (\(error))" }
        }
        let actual = stage.path + "/" + FolderLayout.actualFrames
        let checkedFiles: Set<String>?
        do {
            checkedFiles = try await render(source, into: actual, frames: frames, check: &check)
        } catch {
            return fail("\(name): cannot render the transition: \(error)")
        }

        guard FileManager.default.fileExists(atPath: golden) else {
            guard mode != .never else {
                check.summary = "\(name): no golden"
                keepArtifacts()
                return fail(
                    "\(name): there is no golden at \(golden) (record mode never\(RecordMode.isCI(environment) ? ", as CI is set" : "")). "
                        + "The frames rendered now are in \(artifactsPath)/actual/; to record them as the golden, \(rerecordAdvice)")
            }
            return record(&check, from: actual, checkedFiles: checkedFiles, because: "there was none, and the record mode is \(mode.rawValue)")
        }

        let verification = TransitionVerifier.verify(
            golden: golden, actual: actual, name: name, options: options, checkedFiles: checkedFiles, jobs: settings.jobs)
        check.verification = verification
        check.summary = verification.summaryLine
        if mode == .all {
            _ = try? ArtifactWriter.write(verification, into: stage.path)
            defer { keepArtifacts() }
            return verification.passed
                ? record(&check, from: actual, checkedFiles: checkedFiles, because: "the record mode is all, and it matched the old golden")
                : record(&check, from: actual, checkedFiles: checkedFiles, because: "the record mode is all, and it differed from the old golden",
                         details: verification.failureLines)
        }
        if verification.passed {
            // An earlier failure's artifacts would now mislead: they go, when segue wrote them.
            if OutputFolder.contents(of: artifactsPath) == .segue(.artifacts) { try? FileManager.default.removeItem(atPath: artifactsPath) }
            check.artifactsPath = nil
            return check
        }
        do {
            try ArtifactWriter.write(verification, into: stage.path)
        } catch {
            check.summary += " (\(error))"
        }
        defer { keepArtifacts() }
        if mode == .failed {
            return record(&check, from: actual, checkedFiles: checkedFiles, because: "the record mode is failed, and it differed",
                          details: verification.failureLines)
        }
        return fail(failureMessage(verification, artifactsPath: artifactsPath))
    }

    /// Removes the folders between `path` and the artifacts folder that are empty (those the key's
    /// `<Suite>/<test>` made), deepest first; the artifacts folder itself stays, as it may be the
    /// user's.
    func removeEmptyFolders(above path: String) {
        let root = LocalPath.absolute(artifactsFolder)
        var folder = LocalPath.split(path).folder
        while folder.hasPrefix(root + "/"), rmdir(folder) == 0 {
            folder = LocalPath.split(folder).folder
        }
    }

    /// Renders the source into `actual` and returns the frame files the selection checks (nil for all).
    /// What the source noted while it recorded (a storyboard's warnings…) goes to `check.notes`,
    /// worded as `segue render` prints it but with the Swift names of settings.
    func render(_ source: TransitionSource, into actual: String, frames: FrameSelection, check: inout TransitionCheck) async throws -> Set<String>? {
        let (recorded, notes) = try await MainActor.run {
            var notes: [String] = []
            let sourced = try source.produce { notes.append($0.description) }
            return (sourced.transition, notes)
        }
        check.notes = notes
        try TransitionRenderer.render(recorded, settings: settings, to: actual)
        let manifest = try Manifest.read(from: actual + "/" + FolderLayout.manifest)
        return try frames.files(frameCount: manifest.frameCount)
    }

    /// The message of a failed comparison: what differs, where the artifacts are, how to re-record.
    func failureMessage(_ v: TransitionVerification, artifactsPath: String) -> String {
        var head = "\(v.name): the frames do not match the golden \(v.goldenPath)"
        if v.manifestDifferences.isEmpty && v.problems.isEmpty {
            head += " (\(v.failingFrames.count) of \(v.frames.count) files fail)"
        }
        let what = v.manifestDifferences.isEmpty
            ? "the expected, actual and diff PNGs and an expected | actual | diff strip for each failing frame, and every frame rendered now in actual/"
            : "both manifests, the two contact sheets side by side (contact-sheet.strip.png), and every frame rendered now in actual/"
        return head + ":\n" + indented(v.failureLines) + "\n"
            + "Artifacts (\(what)): \(artifactsPath)/\n"
            + "If the change is intended, to re-record, \(rerecordAdvice)"
    }

    /// How to re-record, as what will work: a mode chosen in code or by a test trait overrides
    /// `SEGUE_RECORD`, so `rerecordCommand` would change nothing then.
    var rerecordAdvice: String {
        if let record {
            return "change `record: .\(record.rawValue)` where this TransitionGoldens is made to `record: .failed` "
                + "(it overrides \(RecordMode.environmentVariable)), run the test once, then change it back"
        }
        if let scoped = RecordMode.scoped {
            return "change the test's or suite's `.recordMode(.\(scoped.rawValue))` trait to `.recordMode(.failed)` "
                + "(it overrides \(RecordMode.environmentVariable)), run the test once, then change it back"
        }
        return "run: \(rerecordCommand)"
    }

    /// Replaces the golden with the actual frames (the selected ones when there is a selection),
    /// and fails, saying so: why (a clause), then what differed, one line each.
    func record(_ check: inout TransitionCheck, from actual: String, checkedFiles: Set<String>?, because reason: String,
                details: [String] = []) -> TransitionCheck {
        let existed = FileManager.default.fileExists(atPath: check.goldenPath)
        do {
            try GoldenRecorder.replace(check.goldenPath, with: actual, checkedFiles: checkedFiles)
        } catch {
            check.failure = "\(check.name): cannot record the golden: \(error)"
            return check
        }
        check.recording = existed ? .replaced : .created
        check.failure = "\(check.name): \(existed ? "re-recorded the golden" : "recorded a new golden") in \(check.goldenPath): \(reason)"
            + (details.isEmpty ? ".\n" : ":\n" + indented(details) + "\n")
            + "Look at the frames (the contact sheet: \(check.goldenPath)/\(FolderLayout.contactSheet)) and commit them if they are right. "
            + "A recording always fails, so that a golden is never accepted silently: run the tests again without recording to verify it."
        return check
    }

    private func indented(_ lines: [String]) -> String {
        lines.map { "  " + $0 }.joined(separator: "\n")
    }
}

/// Writes goldens.
public enum GoldenRecorder {
    /// Replaces the golden frame folder `golden` with a copy of `actual` (only `checkedFiles` among
    /// the frames when set; the manifest and the contact sheet always). The copy is staged beside
    /// the golden and swapped in when complete.
    public static func replace(_ golden: String, with actual: String, checkedFiles: Set<String>? = nil) throws {
        let fm = FileManager.default
        do {
            try OutputFolder.write(golden, kind: .frames, option: "the golden") { staging in
                for file in try FrameFolder.listing(actual) {
                    let isFrame = FolderLayout.isFrame(file)
                    guard isFrame || file == FolderLayout.manifest || file == FolderLayout.contactSheet else { continue }
                    if isFrame, let checkedFiles, !checkedFiles.contains(file) { continue }
                    try fm.copyItem(atPath: actual + "/" + file, toPath: staging + "/" + file)
                }
            }
        } catch let e as OutputFolderError {
            throw VerificationError(e.description)
        } catch {
            throw VerificationError("cannot write \(golden): \(FrameFolder.describe(error))")
        }
    }
}
