import Foundation
import SegueKit
import SegueRender
import SegueGoldens
import SegueStoryboard

extension FuzzTarget {
    /// Segues recorded per input at most: a file may hold thousands, and each is a full build.
    static let maximumSegues = 8

    /// `segue list` and `segue render --all` without the files: read in lenient mode, list, then
    /// record each renderable segue (up to `maximumSegues`) and compose it.
    @MainActor
    static func storyboard(_ bytes: [UInt8]) -> FuzzOutcome {
        let data = Data(bytes)
        let document: IB.Document
        do {
            document = try IB.Document.read(data: data, name: "fuzz.storyboard", mode: .lenient)
        } catch {
            return .refusal(error, expected: [StoryboardDiagnostic.self])
        }
        _ = document.listing()
        _ = document.listingJSON()
        let options = StoryboardBuildOptions(mode: .lenient)
        var recorded = 0, refused = 0
        for segue in SegueRecorder.renderableSegues(of: document).prefix(maximumSegues) {
            do {
                let r = try SegueRecorder.record(segue, in: document, options: options)
                try compose(r.recording, drawing: recorded == 0)
                recorded += 1
            } catch {
                if case .unclear(let why) = FuzzOutcome.refusal(error, expected: [SegueError.self, StoryboardDiagnostic.self, CairoError.self]) {
                    return .unclear("segue '\(segue.id)': \(why)")
                }
                refused += 1
            }
        }
        return .accepted("\(document.scenes.count) scenes, \(document.segues.count) segues: \(recorded) recorded, \(refused) refused")
    }
}
