import Foundation
import SegueKit
import SegueTesting
import Testing

/// The sample app's transition files (Samples/App, a link to Sources/SegueUIKitSamples), compiled
/// in this test target in Swift 5 mode as an app's Linux test target compiles its animators, render
/// their goldens in Renders/ (recorded by scripts/record, which renders them with `segue render`).
@MainActor
struct UIKitSampleGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    /// The goldens, drawn as scripts/render draws them: with the options in scripts/goldens.txt.
    static func goldens() throws -> TransitionGoldens {
        let settings = try RenderOptionsFile.settings(contentsOf: root + "/scripts/goldens.txt", base: RenderSettings(jobs: 2))
        return TransitionGoldens(folder: root + "/Renders", settings: settings, rerecordCommand: "scripts/record (or SEGUE_RECORD=failed scripts/test)")
    }

    @Test("a sample transition written the UIKit way renders its golden", arguments: UIKitSamples.names)
    func sampleMatchesItsGolden(_ name: String) async throws {
        let source = TransitionSource(name: name) {
            guard let sample = UIKitSamples.all.first(where: { $0.name == name }) else { throw SegueError("no sample \(name)") }
            return try sample.record()
        }
        let result = await assertTransition(source, goldens: try Self.goldens())
        #expect(result.passed, "\(result.summary)")
    }

    /// What the manifests say comes from what ran: the app's animator class, the direction, the
    /// curves its animations recorded (the zoom's spring and the dimming view's alongside curve).
    @Test func theZoomIsDescribedByWhatRan() throws {
        let zoom = try #require(UIKitSamples.all.first { $0.name == "uikit-zoomFromCell" }).record()
        #expect(zoom.info.transition == .named("ZoomAnimator"))
        #expect(zoom.info.direction == .present)
        #expect(zoom.info.curve == "spring:response=0.55,damping=0.82 + easeInOut")
        #expect(zoom.info.progressDuration == 0.55)
    }

    /// "Swipe back 40 % and let go" finishes the pop after the finger lifts (at 0.35 s): the rest,
    /// 60 % of 0.4 s, on easeInOut (`completionCurve`'s default).
    @Test func theInteractivePopFinishesAfterTheFingerLifts() throws {
        let finished = try #require(UIKitSamples.all.first { $0.name == "uikit-interactivePop-finished" }).record()
        #expect(finished.info.transition == .named("SlideBackAnimator") && finished.info.direction == .pop)
        let lift = 0.35, rest = 0.6 * 0.4
        #expect(abs(finished.recording.duration - (lift + rest)) < 0.02, "\(finished.recording.duration)")
    }
}
