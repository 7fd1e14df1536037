import Foundation
import SegueGoldens
import Testing

@testable import SegueStoryboard

/// The real storyboards of the shared corpus, checked against MANIFEST.tsv (counted by a separate
/// script, not by this reader). Skipped when the corpus is not checked out next to the repository.
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/fixtures/storyboards"))
struct CorpusTests {
    @Test func manifestListsTheCorpus() {
        #expect(ManifestRow.all.count == 23)
        #expect(ManifestRow.all.filter(\.isMacOS).count == 1)
    }

    @Test("every iOS fixture loads in lenient mode", arguments: ManifestRow.iOS)
    func loads(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path)
        #expect(doc.fileName == row.file)
        #expect(doc.toolsVersion == row.fields["toolsVersion"])
        #expect(doc.formatVersion == row.fields["version"])
        #expect(doc.targetRuntime.rawValue == row.fields["targetRuntime"])
    }

    @Test("the macOS fixture is refused with the macOS error", arguments: ManifestRow.all.filter(\.isMacOS))
    func refusesMacOS(_ row: ManifestRow) {
        for mode in [ReadingMode.lenient, .strict] {
            let error = #expect(throws: StoryboardDiagnostic.self) {
                try IB.Document.read(contentsOf: row.path, mode: mode)
            }
            #expect(error?.kind == .macOSStoryboard)
            #expect(error?.file == row.file)
            #expect(error?.line == 2)
            #expect(error?.description.contains("macOS storyboard") == true)
            #expect(error?.description.contains("MacOSX.Cocoa") == true)
        }
    }

    @Test("scenes and controllers by type agree with MANIFEST", arguments: ManifestRow.iOS)
    func scenesAndControllers(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path)
        #expect(doc.scenes.count == row.int("scenes"))
        var byType: [String: Int] = [:]
        for s in doc.scenes { byType[s.controller.elementName, default: 0] += 1 }
        #expect(byType == row.counts("controllers"))
        let placeholders = doc.scenes.filter {
            if case .placeholder = $0.controller.kind { return true } else { return false }
        }
        #expect(placeholders.count == row.int("storyboard_refs"))
        #expect(doc.scenes.reduce(0) { $0 + $1.exitIDs.count } == row.int("exit_objects"))
    }

    static let kindColumns = [
        "relationship", "show", "showDetail", "presentation", "popoverPresentation", "embed", "unwind", "custom",
        "push", "modal", "popover", "replace", "sheet",
    ]

    @Test("segues by kind agree with MANIFEST", arguments: ManifestRow.iOS)
    func seguesByKind(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path)
        var byKind: [String: Int] = [:]
        for s in doc.segues { byKind[s.kind.rawValue, default: 0] += 1 }
        for column in Self.kindColumns {
            #expect(byKind[column, default: 0] == row.int(column), "kind \(column)")
        }
        let others = byKind.filter { !Self.kindColumns.contains($0.key) }
        #expect(others == row.counts("other_kinds"))
        #expect(doc.segues.count == row.int("total_segues"))
        #expect(doc.segueReferences.count == row.int("segue_refs"))
        #expect(Set(doc.segues.map(\.id)).count == doc.segues.count, "segue ids are unique")
    }

    @Test("styles, custom classes, relationships, cells, animates agree with MANIFEST", arguments: ManifestRow.iOS)
    func segueDetails(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path)
        var transitions: [String: Int] = [:]
        var presentations: [String: Int] = [:]
        var customClasses: [String: Int] = [:]
        var relationships: [String: Int] = [:]
        for s in doc.segues {
            if let t = s.modalTransitionStyle { transitions[t.rawValue, default: 0] += 1 }
            if let p = s.modalPresentationStyle { presentations[p.rawValue, default: 0] += 1 }
            if let c = s.customClass { customClasses["\(s.kind.rawValue):\(c)", default: 0] += 1 }
            if let r = s.relationship { relationships[r.rawValue, default: 0] += 1 }
        }
        #expect(transitions == row.counts("modalTransitionStyles"))
        #expect(presentations == row.counts("modalPresentationStyles"))
        #expect(customClasses == row.counts("customClass_segues"))
        #expect(relationships == row.counts("relationships"))
        #expect(doc.segues.filter { $0.trigger.kind == .tableViewCell }.count == row.int("cell_triggered_segues"))
        #expect(doc.segues.filter { !$0.animates }.count == row.int("animates_NO"))

        // The controllers' relationship lists hold exactly the relationship segues.
        var fromControllers: [String: Int] = [:]
        for s in doc.scenes { for r in s.controller.relationships { fromControllers[r.kind.rawValue, default: 0] += 1 } }
        #expect(fromControllers == row.counts("relationships"))
    }

    @Test("canvas device agrees with MANIFEST", arguments: ManifestRow.iOS)
    func canvas(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path)
        let device = row.fields["device"] ?? ""
        if device.isEmpty {
            #expect(doc.canvas.source != .device)
        } else {
            #expect(doc.canvas.source == .device)
            #expect("\(doc.canvas.deviceID ?? "")/\(doc.canvas.orientation.rawValue)" == device)
            #expect(doc.canvas.isKnownDevice)
        }
    }

    @Test("listing and JSON cover every scene and segue", arguments: ManifestRow.iOS)
    func listings(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path)
        let text = doc.listing()
        #expect(text.contains("Scenes (\(row.int("scenes")))"))
        #expect(text.contains("Segues (\(row.int("total_segues")))"))
        let json = doc.listingJSON()
        #expect(json == doc.listingJSON())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["scenes"] as? [Any])?.count == row.int("scenes"))
        #expect((object["segues"] as? [Any])?.count == row.int("total_segues"))
        let initial = (object["scenes"] as? [[String: Any]])?.filter { $0["isInitial"] as? Bool == true }
        #expect(initial?.count == (doc.initialViewControllerID == nil ? 0 : 1))
    }

    @Test("root views are drawn at the canvas size", arguments: ManifestRow.iOS)
    func rootViewsMatchTheCanvas(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path)
        let frames = doc.scenes.compactMap { $0.controller.view?.frame }
        try #require(!frames.isEmpty)
        switch doc.canvas.source {
        case .device:
            // Not every root view is screen-sized (sheets, popovers), but some are.
            #expect(frames.contains { $0.size == doc.canvas.size }, "\(frames.map(\.size))")
        case .sizeClassSquare:
            #expect(frames.contains { $0.size == IB.Canvas.sizeClassSquare })
        case .simulatedMetrics:
            // Frames exclude the simulated bars, so only the width is the screen's.
            #expect(frames.contains { $0.width == doc.canvas.size.width })
            #expect(frames.allSatisfy { $0.maxY <= doc.canvas.size.height })
        case .assumed:
            Issue.record("no corpus file should need an assumed canvas")
        }
    }

    @Test("every segue resolves: a scene's controller, or an exit for unwind segues", arguments: ManifestRow.iOS)
    func destinationsResolve(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path, mode: .strict)
        for s in doc.segues {
            #expect(doc.scene(withControllerID: s.sourceControllerID) != nil)
            if s.kind == .unwind {
                #expect(doc.scenes.contains { $0.exitIDs.contains(s.destinationID) })
                #expect(s.unwindAction != nil)
            } else {
                #expect(doc.scene(withControllerID: s.destinationID) != nil)
            }
        }
        if let initial = doc.initialViewControllerID { #expect(doc.scene(withControllerID: initial) != nil) }
    }
}
