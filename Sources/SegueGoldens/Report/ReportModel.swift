import Foundation
import SegueKit
import SegueRender

/// What the HTML report shows, embedded in the page as JSON for its script. Image paths are
/// relative to the report's folder and already URL-encoded.
struct ReportData: Encodable {
    var golden: String
    var actual: String
    var options: String
    var passed: Int
    var failed: Int
    var transitions: [ReportTransition]
}

struct ReportTransition: Encodable {
    /// `t0`, `t1`, …: element ids and the `#t3@5` links.
    var id: String
    var name: String
    var passed: Bool
    /// `ok`, `FAIL: 1 file`, `FAIL: manifest (duration)`.
    var result: String
    var summary: String
    var failureLines: [String]
    /// Device, size, fps, duration, curve, frame count, from the golden's manifest (else the actual's).
    var details: String
    var frames: [ReportFrame]
    /// The frame the viewer opens at: the first failing one, else the middle one.
    var start: Int
    var expectedSheet: String?
    var actualSheet: String?
    /// The frame rate the player plays both sequences at (the manifest's; nil without one).
    var fps: Double? = nil
}

struct ReportFrame: Encodable {
    var file: String
    /// A `FrameComparison.Status` raw value, or `notCompared` when the manifest differs.
    var status: String
    var passed: Bool
    /// One line: the counts or what is missing.
    var label: String
    var time: Double?
    var expected: String?
    var actual: String?
    var diff: String?
}

extension ReportTransition {
    /// Builds the entry of transition number `index`, listing both folders' frames (the frames of
    /// a transition whose manifest differs too, unpaired by comparison).
    init(_ t: TransitionVerification, index: Int) {
        let golden = try? FrameFolder.read(t.goldenPath)
        let actual = try? FrameFolder.read(t.actualPath)
        let files = Set(golden?.frameFiles ?? []).union(actual?.frameFiles ?? []).sorted()
        let compared = Dictionary(t.frames.map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
        let manifest = golden?.manifest ?? actual?.manifest
        let times = Dictionary((manifest?.frames ?? []).map { ($0.file, $0.time) }, uniquingKeysWith: { a, _ in a })
        let frames = files.map { file -> ReportFrame in
            let inGolden = golden?.frameFiles.contains(file) == true, inActual = actual?.frameFiles.contains(file) == true
            if let c = compared[file] {
                return ReportFrame(file: file, status: c.status.rawValue, passed: c.passed, label: c.summary, time: times[file],
                                   expected: nil, actual: nil, diff: nil)
            }
            let status = !inActual ? "missingInActual" : !inGolden ? "missingInGolden" : "notCompared"
            let label = !inActual ? "\(file): missing from the actual frames" : !inGolden ? "\(file): missing from the golden folder"
                : "\(file): not compared (the manifest differs)"
            return ReportFrame(file: file, status: status, passed: false, label: label, time: times[file], expected: nil, actual: nil, diff: nil)
        }
        let firstFailing = frames.firstIndex { !$0.passed }
        var details: [String] = []
        if let m = manifest {
            details = [
                TransitionDirection.describe("\(m.transition)", "\(m.direction)"), m.device,
                "\(Format.number(m.sizePoints.width))×\(Format.number(m.sizePoints.height)) pt at \(Format.number(m.scale))×",
                "\(Format.number(m.fps)) fps", "\(Format.number(m.duration)) s", m.curve, "\(m.frameCount) frames",
            ]
        }
        self.init(
            id: "t\(index)", name: t.name, passed: t.passed, result: VerifySummary.row(t).last ?? "", summary: t.counts,
            failureLines: t.failureLines, details: details.joined(separator: " · "), frames: frames,
            start: firstFailing ?? frames.count / 2, expectedSheet: nil, actualSheet: nil, fps: manifest?.fps)
    }
}
