// The README's Swift examples ("Rendering from Swift", "Golden-image testing"), compiled here so
// that they stay true. Keep them in step with README.md: only the paths differ, and the suites are
// skipped (run, they would write goldens beside this file).
import Foundation
import SegueDemo
import SegueTesting
import Testing
import XCTest

// The README's constants point at files that exist here (the README: "/Main.storyboard").
private let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
private let storyboard = here + "/../SegueCLITests/Fixtures/Screens.storyboard"

@Suite(.disabled("compiled to check the README; run, it would write goldens beside this file"))
struct TransitionTests {
    // Goldens default to __Goldens__/<Suite>/<test>/ beside this file.
    @Test func push() async {
        await assertTransition(.screenshots(from: here + "/list.png", to: here + "/detail.png", style: .push))
    }   // __Goldens__/TransitionTests/push/

    @Test func slideSegue() async {  // a registered custom segue class
        await assertTransition(.screenshots(from: here + "/list.png", to: here + "/detail.png",
                                            transition: .segueClass("HorizontalSlideSegue")))
    }

    @Test func keyframes() async {   // a keyframe file; .catalogue(.push, .up) for the catalogue
        await assertTransition(.screenshots(from: here + "/list.png", to: here + "/detail.png",
                                            transition: .keyframeFile(here + "/bounce-in.json"), isForward: false))
    }

    @Test func dismissDetail() async {
        await assertTransition(.storyboard(storyboard, segue: "showDetail", direction: .dismiss))
    }

    @Test func detailInFrenchAndDark() async {  // the app's folder, read as segue render FOLDER reads it
        await assertTransition(.app(folder: here + "/MyApp", storyboard: "Main", segue: "showDetail",
                                    appearance: .dark, locale: "fr"))
    }

    // Every segue of the storyboard; goldens __Goldens__/TransitionTests/everySegue-<name>/, where
    // <name> is the identifier, else the source's and destination's ids (stable when reordered).
    @Test(arguments: try SegueReference.all(inStoryboard: storyboard))
    func everySegue(_ segue: SegueReference) async {
        await assertTransition(.storyboard(segue))
    }

    @Test(.recordMode(.failed))  // re-record this one's golden when it differs
    func fadeAtFivePoints() async {
        let result = await assertTransition(
            .animator("fade") { _ in CrossDissolveTransition() },  // any TransitionAnimator, between the demo's screens
            frames: .progress([0, 0.25, 0.5, 0.75, 1]))              // fractions of the duration
        #expect(result.verification?.compared.count == 6)          // five frames and the contact sheet
    }

    @Test func demoPush() async {    // a folder and tolerances of your own
        await assertTransition(
            .scenario(Scenario(name: "push", style: .push, isForward: true, device: .iPhone15Pro)),
            goldens: TransitionGoldens(folder: here + "/Goldens", options: ComparisonOptions(
                maxDifferentPixels: .count(20), reason: "gradient dithering differs across Cairo builds")))
    }   // Goldens/push/
}


final class TransitionXCTests: XCTestCase {
    override func setUp() async throws { throw XCTSkip("compiled to check the README; run, it would write goldens beside this file") }

    func testPush() async {
        await XCTAssertTransition(
            .scenario(Scenario(name: "push", style: .push, isForward: true, device: .iPhone15Pro)),
            goldens: TransitionGoldens(besideTestFile: #filePath))  // Goldens/push/
    }
}


@MainActor func renderAll() throws {
    // A storyboard's segues, either way: names are stable when the file is reordered.
    let storyboard = try StoryboardSegues(contentsOf: "Main.storyboard")
    for segue in storyboard.segues {
        try TransitionRenderer.render(storyboard.record(segue).transition, to: "out/\(segue.name)")
        if segue.kind == .show {
            try TransitionRenderer.render(storyboard.record(segue, direction: .dismiss).transition, to: "out/\(segue.name)-dismiss")
        }
    }
    // Any source: screenshots with any transition, the demo, a storyboard segue, an animator.
    let push = TransitionSource.screenshots(from: "list.png", to: "detail.png", transition: .catalogue(.push, .up))
    try TransitionRenderer.render(push.record(), settings: RenderSettings(fps: 60, scale: nil), to: "out/push-up")
}
