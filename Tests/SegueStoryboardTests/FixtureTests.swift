import Foundation
import SegueGoldens
import SegueKit
import Testing

@testable import SegueStoryboard

/// The hand-written storyboards of Fixtures/: every expectation below comes from reading those
/// files, not from the reader's output.
struct TinyStoryboardTests {
    let doc: IB.Document

    init() throws {
        doc = try IB.Document.read(contentsOf: Paths.own("Tiny.storyboard"), mode: .strict)
    }

    @Test func document() {
        #expect(doc.fileName == "Tiny.storyboard")
        #expect(doc.toolsVersion == "21701")
        #expect(doc.toolsMajorVersion == 21701)
        #expect(doc.formatVersion == "3.0")
        #expect(doc.targetRuntime == .iOS)
        #expect(doc.initialViewControllerID == "NAV-00-001")
        #expect(doc.initialScene?.sceneID == "SCN-00-001")
        #expect(doc.warnings.isEmpty)
        #expect(doc.canvas == IB.Canvas(source: .device, deviceID: "retina6_12", orientation: .portrait, appearance: .light, size: Size(width: 393, height: 852)))
        #expect(doc.systemColors["systemBackgroundColor"] == Color(white: 1))
    }

    @Test func scenesAndControllers() throws {
        #expect(doc.scenes.map(\.sceneID) == ["SCN-00-001", "SCN-00-002", "SCN-00-003", "SCN-00-004"])
        #expect(doc.scenes.map(\.controller.kind) == [.navigationController, .viewController, .viewController, .viewController])
        let nav = doc.scenes[0].controller
        #expect(nav.view == nil)
        #expect(nav.navigationBar?.frame == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(nav.relationships == [IB.Relationship(kind: .rootViewController, destinationID: "HOM-00-001", segueID: "REL-00-001")])
        #expect(doc.scenes[0].canvasLocation == Point(x: -600, y: 0))

        let home = doc.scenes[1].controller
        #expect(home.customClass == "HomeViewController")
        #expect(home.customModule == "Tiny")
        #expect(home.storyboardIdentifier == "Home")
        #expect(home.title == "Home")
        let item = try #require(home.navigationItem)
        #expect(item.largeTitleDisplayMode == .always)
        #expect(item.leftBarButtonItems.map(\.systemItem) == [.add])
        #expect(item.rightBarButtonItems.map(\.title) == ["Flip"])
        #expect(home.view?.backgroundColor == Color(white: 1))
        #expect(home.view?.subviews.map(\.id) == ["BTN-00-001", "BTN-00-002"])
        #expect(home.view?.autoresizingMask == IB.AutoresizingMask(widthSizable: true, heightSizable: true))
        #expect(home.view?.subviews.first?.autoresizingMask == nil)
        #expect(nav.navigationBar?.autoresizingMask == IB.AutoresizingMask())

        // Title from the controller's own title attribute when there is no navigation item.
        #expect(doc.scenes[2].controller.title == "Detail")
        #expect(doc.scenes[2].controller.view?.backgroundColor == Color(red: 1, green: 0.5, blue: 0.25))
        #expect(doc.scenes[3].controller.title == nil)
        #expect(doc.scenes[3].exitIDs == ["EXI-00-001"])
        #expect(doc.scenes[3].controller.view?.backgroundColor == Color(white: 0.25))
    }

    /// An empty identifier (`identifier=""`, what deleting it in Interface Builder leaves) names
    /// no segue: the segue goes by its id, in the index and on its contact sheet.
    @Test func anEmptyIdentifierIsNone() throws {
        let scenes = GeneratedStoryboard.scene(0, connections: "<segue destination=\"C1\" kind=\"show\" identifier=\"\" id=\"G0\"/>")
            + GeneratedStoryboard.scene(1)
        let doc = try GeneratedStoryboard.read(GeneratedStoryboard.document([scenes]))
        #expect(try #require(doc.segue(withID: "G0")).identifier == nil)
    }

    @Test func segues() throws {
        // Five segues; the inferredMetricsTieBreakers back-link is not one of them.
        #expect(doc.segues.map(\.id) == ["REL-00-001", "SEG-00-001", "SEG-00-002", "SEG-00-003", "SEG-00-004"])
        #expect(doc.segueReferences == ["SEG-00-001"])

        let rel = try #require(doc.segue(withID: "REL-00-001"))
        #expect(rel.kind == .relationship)
        #expect(rel.relationship == .rootViewController)
        #expect(rel.trigger.kind == .controller)
        #expect(rel.sourceControllerID == "NAV-00-001")

        let show = try #require(doc.segue(withID: "SEG-00-001"))
        #expect(show.kind == .show)
        #expect(show.identifier == "showDetail")
        #expect(show.sourceControllerID == "HOM-00-001")
        #expect(show.sourceSceneID == "SCN-00-002")
        #expect(show.destinationID == "DET-00-001")
        #expect(show.destinationControllerID == "DET-00-001")
        #expect(show.triggerElementID == "BTN-00-001")
        #expect(show.trigger.kind == .button)
        #expect(show.trigger.title == "Next")
        #expect(show.trigger.description == "button \"Next\"")
        #expect(show.animates)
        #expect(show.line == 37)

        let fade = try #require(doc.segue(withID: "SEG-00-002"))
        #expect(fade.kind == .presentation)
        #expect(fade.modalTransitionStyle == .crossDissolve)
        #expect(fade.modalPresentationStyle == .fullScreen)
        #expect(fade.trigger.title == "Fade In")
        #expect(fade.destinationID == "MOD-00-001")
        #expect(fade.styleDescription == "fullScreen, crossDissolve")

        let flip = try #require(doc.segue(withID: "SEG-00-003"))
        #expect(flip.kind == .custom)
        #expect(flip.customClass == "FlipSegue")
        #expect(flip.customModule == "Tiny")
        #expect(flip.trigger.kind == .barButtonItem)
        #expect(flip.trigger.description == "bar button \"Flip\"")
        #expect(flip.triggerElementID == "BBI-00-002")

        let unwind = try #require(doc.segue(withID: "SEG-00-004"))
        #expect(unwind.kind == .unwind)
        #expect(unwind.unwindAction == "backToHome:")
        #expect(unwind.destinationID == "EXI-00-001")
        #expect(unwind.destinationControllerID == nil)
        #expect(unwind.sourceControllerID == "MOD-00-001")
        #expect(unwind.trigger.title == "Close")
        // Home presents Modal; Home is the navigation controller's root.
        #expect(doc.unwindDestinationCandidates(for: unwind) == ["HOM-00-001", "NAV-00-001"])
        #expect(doc.unwindDestinationCandidates(for: show).isEmpty)

        #expect(doc.segues(from: "HOM-00-001").count == 3)
        #expect(doc.segues(to: "DET-00-001").map(\.id) == ["SEG-00-001", "SEG-00-003"])
    }

    @Test func listing() throws {
        let text = doc.listing()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Tiny.storyboard: iOS.CocoaTouch, toolsVersion 21701, canvas retina6_12 portrait 393×852 pt")
        #expect(text.contains("Scenes (4)"))
        #expect(text.contains("Segues (5)"))
        // The initial controller is marked.
        #expect(lines.contains { $0.hasPrefix("  →  navigationController") && $0.hasSuffix("NAV-00-001") })
        let show = try #require(lines.first { $0.contains("showDetail") })
        #expect(show.split(separator: " ", omittingEmptySubsequences: true).first == "show")
        #expect(show.contains("button \"Next\""))
        #expect(show.contains("Detail"))
        #expect(lines.contains { $0.contains("presentation") && $0.contains("fullScreen, crossDissolve") })
        #expect(lines.contains { $0.contains("custom") && $0.contains("FlipSegue") && $0.contains("bar button \"Flip\"") })
        #expect(lines.contains { $0.contains("unwind") && $0.contains("exit → backToHome:") })
        // A missing identifier is shown as —.
        #expect(lines.contains { $0.hasPrefix("  relationship (rootViewController)  —") })
    }

    @Test func listingJSON() throws {
        let json = doc.listingJSON()
        #expect(json == doc.listingJSON())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "Tiny.storyboard")
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.count == 4)
        #expect(scenes[0]["id"] as? String == "SCN-00-001")
        #expect(scenes[0]["controller"] as? String == "NAV-00-001")
        #expect(scenes[0]["kind"] as? String == "navigationController")
        #expect(scenes[0]["isInitial"] as? Bool == true)
        #expect(scenes[1]["isInitial"] as? Bool == false)
        #expect(scenes[1]["title"] as? String == "Home")
        #expect(scenes[1]["customClass"] as? String == "HomeViewController")
        #expect(scenes[1]["storyboardIdentifier"] as? String == "Home")
        #expect(scenes[0]["title"] is NSNull)
        let segues = try #require(object["segues"] as? [[String: Any]])
        #expect(segues.count == 5)
        let fade = try #require(segues.first { $0["id"] as? String == "SEG-00-002" })
        #expect(fade["kind"] as? String == "presentation")
        #expect(fade["identifier"] as? String == "fade")
        #expect(fade["source"] as? String == "HOM-00-001")
        #expect(fade["destination"] as? String == "MOD-00-001")
        #expect(fade["style"] as? String == "fullScreen, crossDissolve")
        #expect(fade["trigger"] as? String == "button \"Fade In\"")
        #expect(fade["animates"] as? Bool == true)
        let unwind = try #require(segues.first { $0["id"] as? String == "SEG-00-004" })
        #expect(unwind["unwindAction"] as? String == "backToHome:")
        let flip = try #require(segues.first { $0["id"] as? String == "SEG-00-003" })
        #expect(flip["customClass"] as? String == "FlipSegue")
        #expect(segues[0]["identifier"] is NSNull)

        // Keys are sorted at every level.
        var keyLines: [String] = []
        for line in json.split(separator: "\n") where line.hasPrefix("  \"") { keyLines.append(String(line)) }
        #expect(keyLines == keyLines.sorted())
    }
}

struct LegacyStoryboardTests {
    let doc: IB.Document

    init() throws {
        doc = try IB.Document.read(contentsOf: Paths.own("Legacy.storyboard"), mode: .strict)
    }

    @Test func xcode4Format() throws {
        #expect(doc.formatVersion == "1.0")
        #expect(doc.toolsVersion == "1934")
        // The placeholder comes before the controller in every scene.
        #expect(doc.scenes.map(\.controller.id) == ["4", "10", "20", "30"])
        #expect(doc.canvas.source == .simulatedMetrics)
        #expect(doc.canvas.size == Size(width: 320, height: 480))
        #expect(doc.initialScene?.controller.kind == .tabBarController)
    }

    @Test func tabsAndTheirTitles() throws {
        let tabs = doc.scenes[0].controller
        #expect(tabs.relationshipDestinations(.viewControllers) == ["10", "20"])
        #expect(tabs.tabBarItemTitles == ["First", nil])
        #expect(tabs.tabBar?.frame == Rect(x: 0, y: 431, width: 320, height: 49))
        #expect(tabs.simulatedMetrics.bottomBar == .none)
        let first = doc.scenes[1].controller
        #expect(first.tabBarItem?.title == "First")
        #expect(first.tabBarItem?.image?.name == "first.png")
        #expect(first.tabBarItem?.image?.isInResources == false)
        #expect(doc.scenes[2].controller.tabBarItem?.systemItem == .favorites)
    }

    @Test func simulatedMetrics() {
        let m = doc.scenes[1].controller.simulatedMetrics
        #expect(m.statusBar == .shown(style: "blackTranslucent"))
        #expect(m.topBar == .shown(style: "blackOpaque"))
        #expect(m.bottomBar == .inferred)
        #expect(m.orientation == .landscapeRight)
        #expect(m.contentSizeForViewInPopover == Size(width: 320, height: 204))
        let free = doc.scenes[2].controller.simulatedMetrics
        #expect(free.destination == .freeform)
        #expect(free.freeformSize == Size(width: 320, height: 300))
        // Root view frames exclude the simulated bars.
        #expect(doc.scenes[1].controller.view?.frame == Rect(x: 0, y: 20, width: 320, height: 411))
    }

    @Test func modalSegueAndPatternColours() throws {
        #expect(doc.segues.map(\.kind) == [.relationship, .relationship, .modal])
        let flip = try #require(doc.segue(withID: "13"))
        #expect(flip.modalTransitionStyle == .flipHorizontal)
        #expect(flip.trigger.description == "button \"Flip\"")
        #expect(flip.sourceControllerID == "10")
        #expect(doc.scenes[1].controller.view?.backgroundColor == StoryboardColors.cocoaTouch["scrollViewTexturedBackgroundColor"])
        #expect(doc.scenes[3].controller.view?.backgroundColor == StoryboardColors.cocoaTouch["viewFlipsideBackgroundColor"])
    }
}

struct ViewTreeTests {
    let doc: IB.Document
    let controls: IB.ViewNode

    init() throws {
        doc = try IB.Document.read(contentsOf: Paths.own("Views.storyboard"), mode: .strict)
        controls = try #require(doc.scenes.first?.controller.view)
    }

    func node(_ id: String) throws -> IB.ViewNode { try #require(controls.node(withID: id)) }

    @Test func canvasInLandscape() {
        #expect(doc.canvas.size == Size(width: 667, height: 375))
        #expect(doc.canvas.orientation == .landscape)
    }

    @Test func labels() throws {
        let hello = try node("LBL-00-001")
        #expect(hello.element == .label)
        #expect(hello.text == "Hello")
        #expect(hello.textAlignment == .center)
        #expect(hello.numberOfLines == 0)
        #expect(hello.font == IB.Font(family: .system, pointSize: 20, weight: .bold))
        #expect(hello.frame == Rect(x: 10, y: 10, width: 100, height: 24.5))

        let multi = try node("LBL-00-002")
        #expect(multi.text == "First line\nSecond line")
        #expect(multi.font == IB.Font(family: .textStyle("UICTFontTextStyleHeadline"), pointSize: 17, weight: .semibold))
        #expect(multi.textAlignment == nil)

        let attributed = try node("LBL-00-003")
        #expect(attributed.text == "Bold plain")
        #expect(attributed.isAttributedText)
        #expect(attributed.textAlignment == .right)
        #expect(attributed.font == IB.Font(family: .named(name: "AvenirNext-DemiBoldItalic", family: "Avenir Next"), pointSize: 13, weight: .semibold, isItalic: true))
    }

    @Test func controlValues() throws {
        let field = try node("TXF-00-001")
        #expect(field.text == "typed")
        #expect(field.placeholder == "Your name")
        #expect(field.font?.weight == .medium)
        #expect(field.font?.pointSize == 14)
        #expect(try node("SWI-00-001").isOn == true)
        let seg = try node("SEG-CT-001")
        #expect(seg.segments.map(\.title) == ["One", "Two", "Three"])
        #expect(seg.selectedSegmentIndex == 1)
        #expect(try node("SLI-00-001").slider == IB.SliderValue(value: 0.25, minimum: 0, maximum: 2))
    }

    @Test func images() throws {
        let logo = try node("IMG-00-001")
        #expect(logo.image?.name == "logo")
        #expect(logo.image?.isInResources == true)
        #expect(logo.image?.size == Size(width: 120, height: 40))
        #expect(logo.contentMode == .scaleAspectFit)
        #expect(logo.clipsSubviews)
        let unlisted = try node("IMG-00-002")
        #expect(unlisted.image?.name == "unlisted")
        #expect(unlisted.image?.isInResources == false)
        #expect(unlisted.image?.size == nil)
        #expect(doc.images["logo"]?.size == Size(width: 120, height: 40))
    }

    @Test func buttons() throws {
        let old = try #require(try node("BTN-00-001").button)
        #expect(old.buttonType == .roundedRect)
        #expect(old.configuration == nil)
        #expect(old.title == "Old")
        #expect(old.states[.highlighted]?.title == "Old!")
        #expect(old.image?.name == "logo")
        #expect(old.image?.size == Size(width: 120, height: 40))

        let newNode = try node("BTN-00-002")
        let new = try #require(newNode.button)
        #expect(new.buttonType == .system)
        #expect(new.configuration?.style == .tinted)
        #expect(new.title == "New")
        #expect(new.configuration?.titleFont == IB.Font(family: .system, pointSize: 16, weight: .bold))
        #expect(newNode.font?.pointSize == 16)
    }

    @Test func genericViewProperties() throws {
        let box = try node("BOX-00-001")
        #expect(box.alpha == 0.5)
        #expect(box.isHidden)
        #expect(box.clipsSubviews)
        #expect(box.tag == 7)
        #expect(box.cornerRadius == 12)
        #expect(box.runtimeAttributes["layer.masksToBounds"] == .boolean(true))
        #expect(box.runtimeAttributes["layer.borderUIColor"] == .color(Color(red: 0, green: 1, blue: 0)))
        #expect(box.masksToBounds == true && box.borderColor == Color(red: 0, green: 1, blue: 0))
        // Defaults when the attributes are absent.
        let label = try node("LBL-00-001")
        #expect(label.alpha == 1)
        #expect(!label.isHidden)
        #expect(!label.clipsSubviews)
        #expect(label.cornerRadius == nil)
    }

    @Test func staticTable() throws {
        let view = try #require(doc.scenes[2].controller.view)
        #expect(view.element == .tableView)
        let table = try #require(view.table)
        #expect(table.style == .insetGrouped)
        #expect(table.isStatic)
        #expect(table.rowHeight == 44)
        #expect(table.sections.map(\.headerTitle) == ["General", "About"])
        #expect(table.sections.map(\.footerTitle) == ["Two rows", nil])
        #expect(table.sections.map(\.cells.count) == [2, 1])

        let wifi = try #require(table.sections[0].cells[0].cell)
        #expect(wifi.style == .value1)
        #expect(wifi.accessoryType == .disclosureIndicator)
        #expect(wifi.textLabelText == "Wi-Fi")
        #expect(wifi.detailTextLabelText == "Home")
        #expect(table.sections[0].cells[0].subviews.map(\.key) == [.contentView])

        let custom = table.sections[0].cells[1]
        #expect(custom.cell?.style == .custom)
        #expect(custom.cell?.accessoryType == IB.CellAccessoryType.none)
        #expect(custom.cell?.rowHeight == 60)
        // Old-style content view without an id is still a child view.
        #expect(custom.subviews.first?.element == .view)
        #expect(custom.subviews.first?.id == nil)
        #expect(custom.subviews.first?.subviews.first?.id == "SWI-00-002")

        let version = try #require(table.sections[1].cells[0].cell)
        #expect(version.style == .default)
        #expect(version.accessoryType == .detailDisclosureButton)
        #expect(version.textLabelText == "Version")
    }

    @Test func prototypeTableAndCellTriggers() throws {
        let table = try #require(doc.scenes[3].controller.view?.table)
        #expect(table.style == .grouped)
        #expect(table.dataMode == .prototypes)
        #expect(table.prototypes.count == 1)
        let proto = try #require(table.prototypes[0].cell)
        #expect(proto.reuseIdentifier == "Item")
        #expect(proto.style == .subtitle)
        #expect(proto.textLabelText == "Title")
        #expect(proto.detailTextLabelText == "Subtitle")

        #expect(doc.segues.count == 3)
        let row = try #require(doc.segue(withID: "SEG-TB-001"))
        #expect(row.trigger.kind == .tableViewCell)
        #expect(row.trigger.elementID == "CEL-00-001")
        #expect(row.trigger.title == "Wi-Fi")
        #expect(row.trigger.reuseIdentifier == nil)
        let accessory = try #require(doc.segue(withID: "SEG-TB-002"))
        #expect(accessory.trigger.isAccessoryAction)
        #expect(accessory.trigger.description == "table cell \"Version\" accessory button")
        let open = try #require(doc.segue(withID: "SEG-TB-003"))
        #expect(open.trigger.reuseIdentifier == "Item")
        #expect(open.trigger.description == "table cell \"Item\" (Title)")
        #expect(open.sourceControllerID == "TBL-00-002")
    }
}
