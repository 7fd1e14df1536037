import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Popovers an app keeps as popovers on an iPhone (Fixtures/KeptPopovers, an iPhone 15 Pro):
/// the Notes list's Sort item presents sort options as a popover, which UIKit adapts to a page
/// sheet in a compact width; the Note screen's Remind Me… button presents a 320 × 216 date picker
/// as a popover, and `NoteViewController.swift`, the popover's delegate, returns `.none` from
/// `adaptivePresentationStyle(for:traitCollection:)`, which keeps it a popover under the button.
@MainActor
struct KeptPopoverTests {
    static let app = Paths.own("KeptPopovers")

    static func record(_ id: String, resources: Bool, keepsPopovers: Bool = false) throws -> PerformedSegue {
        let doc = try IB.Document.read(contentsOf: app + "/Notes/Base.lproj/Main.storyboard", mode: .strict)
        var options = StoryboardBuildOptions()
        if resources { options.resources = try ProjectResources(folders: [app]) }
        options.keepsPopovers = keepsPopovers
        return try SegueRecorder.record(try #require(doc.segue(withID: id)), in: doc, options: options)
    }

    @Test("a class whose source returns .none from adaptivePresentationStyle keeps its popover on an iPhone")
    func keptByTheDelegatesCode() throws {
        let kept = try Self.record("SEG-kp-003", resources: true)
        #expect(kept.drawnAs == nil && kept.adaptivePresentationStyle == ModalPresentationStyle.none)
        let card = try #require(LayerFrames.frame("REM-vw-001", in: kept.recording))
        #expect(card.size == Size(width: 320, height: 216), "the popover's preferred size: \(card)")
        #expect(card.minY >= 177 + 35, "under its anchor, the Remind Me… button: \(card)")
        // Without the sources, UIKit's default adaptation: the page sheet, said so.
        let adapted = try Self.record("SEG-kp-003", resources: false)
        #expect(adapted.drawnAs == .pageSheet && adapted.adaptivePresentationStyle == nil)
        #expect(try #require(LayerFrames.frame("REM-vw-001", in: adapted.recording)).width == 393)
    }

    @Test("a popover whose classes say nothing of adaptation is a page sheet on an iPhone")
    func adaptedWhereTheCodeSaysNothing() throws {
        let sort = try Self.record("SEG-kp-002", resources: true)
        #expect(sort.drawnAs == .pageSheet)
        #expect(try #require(LayerFrames.frame("SRT-vw-001", in: sort.recording)).width == 393)
    }

    @Test("keepsPopovers (--keep-popovers) keeps every popover")
    func keptByTheOption() throws {
        let sort = try Self.record("SEG-kp-002", resources: false, keepsPopovers: true)
        #expect(sort.drawnAs == nil)
        let card = try #require(LayerFrames.frame("SRT-vw-001", in: sort.recording))
        #expect(card.size == Size(width: 280, height: 176), "\(card)")
        #expect(card.minY >= 59 + 44, "below the bar whose Sort item it points at: \(card)")
    }

    @Test("Objective-C's adaptivePresentationStyleForPresentationController: returning UIModalPresentationNone counts; another style does not")
    func objectiveC() throws {
        let dir = scratchRoot + "popover-sources-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let keeps = """
            - (UIModalPresentationStyle)adaptivePresentationStyleForPresentationController:(UIPresentationController *)controller {
                return UIModalPresentationNone;
            }
            """
        let adapts = """
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                return .fullScreen
            }

            func other() -> UIModalPresentationStyle { return .none }
            """
        try keeps.write(toFile: dir + "/PickerController.m", atomically: true, encoding: .utf8)
        try adapts.write(toFile: dir + "/FullController.swift", atomically: true, encoding: .utf8)
        let code = SourceDeclarations(files: ["PickerController": dir + "/PickerController.m", "FullController": dir + "/FullController.swift"],
                                      maxBytes: 1 << 16)
        #expect(code.keepsPresentationsUnadapted(inClass: "PickerController"))
        #expect(!code.keepsPresentationsUnadapted(inClass: "FullController"), "the .none of the next method is not this one's")
        #expect(!code.keepsPresentationsUnadapted(inClass: "Missing"))
    }
}
