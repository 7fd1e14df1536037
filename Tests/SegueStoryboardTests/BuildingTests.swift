import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// The builder on a small storyboard of its own (Tests/SegueCLITests/Fixtures/Screens.storyboard):
/// containers, titles, templates, unwind actions, the drawn controls, and recorded segues.
/// Expected values are the file's.
@MainActor
struct BuildingTests {
    static let screensPath = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures/Screens.storyboard").path

    static func screens() throws -> IB.Document { try IB.Document.read(contentsOf: screensPath) }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    @Test func theInitialControllerIsTheNavigationControllerWithItsRoot() throws {
        let builder = StoryboardBuilder(document: try Self.screens())
        #expect(builder.device.size == Size(width: 375, height: 667), "retina4_7")
        let nav = try #require(builder.instantiateInitialViewController() as? NavigationController)
        #expect(nav.viewControllers.count == 1)
        let home = try #require(nav.topViewController)
        #expect(home.title == "Home")
        #expect(builder.controllerID(of: home) == "HOM-00-001")
        #expect(builder.controllerID(of: nav) == "NAV-00-001")
        #expect(nav.navigationBar?.titleLabel.content == .text(TextContent("Home", fontSize: 17, weight: .semibold, alignment: .center)))
        // The bar button item "Spin" is drawn in the bar, its view named by the item's id.
        let spin = try Self.view("BBI-00-001", in: nav.view)
        if case .text(let t) = spin.content { #expect(t.string == "Spin" && t.color == .systemBlue) } else { Issue.record("no title") }
    }

    @Test func segueTemplatesFollowTheScene() throws {
        let builder = StoryboardBuilder(document: try Self.screens())
        let home = builder.instantiate("HOM-00-001")
        #expect(home.segueTemplates.map(\.identifier) == ["next", "modal", "spin", "table"])
        #expect(home.segueTemplates.map(\.kind) == [.show, .presentation, .custom, .show])
        #expect(home.segueTemplates[1].modalPresentationStyle == .fullScreen)
        #expect(home.segueTemplates[1].modalTransitionStyle == .crossDissolve)
        // Each performance makes a fresh destination.
        let a = home.segueTemplates[0].makeDestination(), b = home.segueTemplates[0].makeDestination()
        #expect(a !== b && a.title == "Detail" && builder.controllerID(of: a) == "DET-00-001")
        // The unwind segue of Detail returns to Home: of the controllers that lead to Detail (Home
        // and its navigation controller), the action unwindToHome: names Home.
        #expect(home.unwindActions["unwindToHome:"] != nil)
        #expect(builder.instantiate("DET-00-001").unwindActions.isEmpty)
        #expect(builder.instantiate("NAV-00-001").unwindActions.isEmpty)
        #expect(builder.unwindTargets(for: try #require(builder.document.segue(withID: "SEG-00-005"))) == ["HOM-00-001"])
    }

    @Test func controlsAreDrawnAsTheFileSays() throws {
        let builder = StoryboardBuilder(document: try Self.screens())
        let root = builder.instantiate("HOM-00-001").view
        // <color red="0.2" green="0.6" blue="0.4" customColorSpace="sRGB"/>
        #expect(root.backgroundColor == Color(red: 0.2, green: 0.6, blue: 0.4))
        let label = try Self.view("LBL-00-001", in: root)
        #expect(label.frame == Rect(x: 40, y: 200, width: 200, height: 40))
        guard case .text(let text) = label.content else { Issue.record("label without text"); return }
        // textAlignment="natural": leading, left in a left-to-right layout (the rasterizer decides).
        #expect(text.string == "HELLO WORLD" && text.color == Color(white: 0) && text.alignment == .natural)
        #expect(text.lineBreakMode == .truncateTail)
        // On: green track, knob at the right (51 − 2 − 27 = 22). Off: white track with a grey outline.
        let on = try Self.view("SWI-00-001", in: root)
        #expect(try Self.view("switchTrack", in: on).backgroundColor == .systemGreen)
        #expect(try Self.view("switchKnob", in: on).frame == Rect(x: 22, y: 2, width: 27, height: 27))
        let off = try Self.view("SWI-00-002", in: root)
        let offTrack = try Self.view("switchTrack", in: off)
        #expect(offTrack.backgroundColor == .white && offTrack.borderWidth > 0)
        #expect(try Self.view("switchKnob", in: off).frame.minX == 2)
        // image="missing-photo" is not in the file: a light grey box named after it.
        let image = try Self.view("image:missing-photo", in: try Self.view("IMG-00-001", in: root))
        #expect(image.backgroundColor == Color(hex: 0xE5E5EA) && image.frame == Rect(x: 0, y: 0, width: 120, height: 90))
        // A filled configuration: the tint behind a white title.
        let present = try Self.view("BTN-00-002", in: root)
        #expect(present.backgroundColor == .systemBlue && present.cornerRadius > 0)
        if case .text(let t) = try Self.view("buttonTitle", in: present).content { #expect(t.string == "Present" && t.color == .white) }
        // A system button: the title in the tint.
        if case .text(let t) = try Self.view("buttonTitle", in: try Self.view("BTN-00-001", in: root)).content {
            #expect(t.string == "Next" && t.color == .systemBlue)
        }
        // The first segment is selected; the slider's fill ends at the thumb's centre, half way.
        let segmented = try Self.view("SEG-CT-001", in: root)
        #expect(try Self.view("selectedSegment", in: segmented).frame.maxX <= 100)
        let slider = try Self.view("SLD-00-001", in: root)
        let thumb = try Self.view("sliderThumb", in: slider)
        let fill = try Self.view("sliderFill", in: slider)
        #expect(abs(thumb.frame.midX - 102) < 1e-9 && abs(fill.frame.maxX - 102) < 1e-9)
    }

    @Test func staticTableCellsSitBelowTheBars() throws {
        let builder = StoryboardBuilder(document: try Self.screens())
        let nav = NavigationController(rootViewController: builder.instantiate("TBL-00-001"))
        nav.prepare(for: builder.device)
        let root = nav.view
        let cell = try Self.view("CEL-00-001", in: root)
        // <rect key="frame" y="55.5" height="44"/> under 20 pt of status bar and 44 of navigation bar.
        #expect(cell.frameInRoot == Rect(x: 0, y: 64 + 55.5, width: 375, height: 44))
        let label = try Self.view("CLB-00-001", in: cell)
        if case .text(let t) = label.content { #expect(t.string == "Row One") }
    }

    @Test func aPushIsRecordedFromTheSourceOnScreen() throws {
        let doc = try Self.screens()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-00-001")), in: doc, options: StoryboardBuildOptions())
        #expect(r.transition == .style(.push) && r.direction == .push)
        #expect(r.recording.duration == NavigationPushTransition().duration)
        #expect(r.sourceName == "Home" && r.destinationName == "Detail")
        #expect(r.issues.isEmpty)
        let first = r.recording.steps[0].scene.layers.compactMap(\.identifier)
        let last = try #require(r.recording.steps.last).scene.layers.compactMap(\.identifier)
        #expect(first.contains("VHO-00-001") && first.contains("VDE-00-001"), "both screens take part")
        #expect(last.contains("VDE-00-001") && !last.contains("VHO-00-001"), "the source leaves when the push completes")
    }

    @Test func aFullScreenPresentationUsesTheSeguesStyles() throws {
        let doc = try Self.screens()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-00-002")), in: doc, options: StoryboardBuildOptions())
        #expect(r.transition == .style(.crossDissolve) && r.direction == .present)
        #expect(r.recording.duration == CrossDissolveTransition().duration)
    }

    @Test func anUnwindPopsBackToItsDestination() throws {
        let doc = try Self.screens()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-00-005")), in: doc, options: StoryboardBuildOptions())
        #expect(r.transition == .unwind && r.direction == .pop)
        #expect(r.recording.duration == NavigationPushTransition().duration)
        let last = try #require(r.recording.steps.last).scene.layers.compactMap(\.identifier)
        #expect(last.contains("VHO-00-001") && !last.contains("VDE-00-001"))
    }

    /// An unregistered class whose name says how it animates is drawn that way (still warned
    /// about); one whose name does not is drawn as the fallback style.
    @Test(arguments: [
        ("RootContainerPushSegue", TransitionStyle.push), ("SWRevealViewControllerSeguePushController", .push),
        ("FadeInSegue", .crossDissolve), ("CrossDissolveSegue", .crossDissolve), ("CardFlipSegue", .flipHorizontal),
        ("BottomSheetSegue", .pageSheet), ("ZoomFromCellSegue", .zoom),
    ])
    func anUnregisteredClassNamesItsStyle(name: String, style: TransitionStyle) {
        #expect(SeguePlanner.style(named: name) == style)
    }

    @Test("a class named for a push pushes inside a navigation controller, and slides in full screen outside one")
    func aPushNamedClassPushesWhereItCan() throws {
        let text = try String(contentsOfFile: Paths.own("AccountUnwind.storyboard"), encoding: .utf8)
        let custom = text.replacingOccurrences(
            of: #"<segue destination="AUA-00-001" kind="show" id="AUG-02-002"/>"#,
            with: #"<segue destination="AUA-00-001" kind="custom" customClass="SlidePushSegue" customModule="VPN" customModuleProvider="target" id="AUG-02-002"/>"#)
        #expect(custom != text)
        let doc = try IB.Document.read(data: Data(custom.utf8), name: "AccountUnwind.storyboard")
        let pushed = try SegueRecorder.record(try #require(doc.segue(withID: "AUG-02-002")), in: doc, options: StoryboardBuildOptions())
        #expect(pushed.transition == .style(.push) && pushed.direction == .push, "\(pushed.transition)")
        #expect(pushed.issues.contains { $0.kind == .unregisteredSegueClass && $0.message.contains("as its name says") })
        let reveal = try IB.Document.read(contentsOf: Paths.own("Reveal.storyboard"))
        let menu = try SegueRecorder.record(try #require(reveal.segue(withID: "RVG-00-003")), in: reveal, options: StoryboardBuildOptions())
        #expect(menu.transition == .style(.push) && menu.direction == .present, "the menu is in no navigation controller: \(menu.transition)")
        // The destination slides in from the trailing edge over the whole screen.
        let details = try #require(LayerFrames.frame("RVD-00-002", in: menu.recording, at: menu.recording.duration / 2))
        #expect(details.minX > 0 && details.minX < Device.iPhone15Pro.size.width && details.height == Device.iPhone15Pro.size.height, "\(details)")
        // Right to left, it comes from the left edge.
        var rtl = StoryboardBuildOptions()
        rtl.rightToLeft = true
        let mirrored = try SegueRecorder.record(try #require(reveal.segue(withID: "RVG-00-003")), in: reveal, options: rtl)
        let from = try #require(LayerFrames.frame("RVD-00-002", in: mirrored.recording, at: mirrored.recording.duration / 2))
        #expect(from.minX < 0 && from.maxX > 0, "\(from)")
    }

    /// A custom segue whose destination is its source's own navigation controller (Fixtures/
    /// DismissSegue.storyboard: a form sheet's Done, an app's `DismissSegue`) can only go back:
    /// it dismisses the sheet, as the app's class does, and is warned about.
    @Test("an unregistered custom segue back to what holds or presents its source is the way back")
    func aCustomSegueBackDismisses() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("DismissSegue.storyboard"))
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "DSM-SG-002")), in: doc, options: StoryboardBuildOptions())
        #expect(r.direction == .dismiss && r.transition == .unwind, "\(r.direction) \(r.transition)")
        #expect(r.issues.contains { $0.kind == .unregisteredSegueClass && $0.message.contains("way back") }, "\(r.issues)")
        // The sheet leaves the screen; the terminal below stays.
        let end = LayerFrames.frame("DSM-VW-002", in: r.recording)
        #expect(end == nil || end!.minY >= Device.iPhoneSE.size.height - 0.5, "\(String(describing: end))")
        #expect(LayerFrames.frame("DSM-VW-001", in: r.recording) != nil)
        // Forward, the presentation is what the storyboard says.
        #expect(SeguePlanner(document: doc, options: StoryboardBuildOptions()).leadsBack(try #require(doc.segue(withID: "DSM-SG-001"))) == false)
    }

    @Test("a way back from a screen that nothing in the storyboard presents or pushes is not drawn, and says why")
    func aWayBackWithNothingBelow() throws {
        // The app presents the About sheet in code: no segue leads to it.
        let xml = try String(contentsOfFile: Paths.own("DismissSegue.storyboard"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(#"id="DSM-SG-001""#) }.joined(separator: "\n")
        let doc = try IB.Document.read(data: Data(xml.utf8), name: "DismissSegue.storyboard")
        #expect { try SegueRecorder.record(try #require(doc.segue(withID: "DSM-SG-002")), in: doc, options: StoryboardBuildOptions()) } throws: { error in
            "\(error)".contains("nothing to go back to from 'About'") && "\(error)".contains("in code")
        }
    }

    @Test(arguments: ["SpinSegue", "PresentModallySegue", "ReplaceRootSegue", "Pushover"])
    func aNameThatSaysNothingFallsBack(name: String) {
        #expect(SeguePlanner.style(named: name) == nil)
    }

    @Test func unregisteredClassesFallBackLenientlyAndFailStrictly() throws {
        let doc = try Self.screens()
        let spin = try #require(doc.segue(withID: "SEG-00-003"))
        let lenient = try SegueRecorder.record(spin, in: doc, options: StoryboardBuildOptions())
        #expect(lenient.transition == .style(.crossDissolve))
        let issue = try #require(lenient.issues.first)
        #expect(issue.kind == .unregisteredSegueClass && issue.line == 84 && issue.elementID == "SEG-00-003")
        #expect(issue.message.contains("SpinSegue") && issue.advice?.fields == [.segueClassMapping("SpinSegue")])
        // Library text names no command-line option: Swift code is told the Swift way to map it.
        #expect(!issue.description.contains("--") && issue.description.contains("options.map(\"SpinSegue\""), "\(issue)")
        let error = #expect(throws: StoryboardDiagnostic.self) {
            try SegueRecorder.record(spin, in: doc, options: StoryboardBuildOptions(mode: .strict))
        }
        #expect(error?.description.hasPrefix("Screens.storyboard:84: ") == true)
        #expect(error?.description.contains("SEG-00-003") == true)
        // Mapped to a style, it is that style, without a warning.
        let mapped = try SegueRecorder.record(spin, in: doc, options: StoryboardBuildOptions(segueStyles: ["SpinSegue": .push]))
        #expect(mapped.transition == .style(.push) && mapped.issues.isEmpty)
    }

    @Test func unrelatedSeguesDoNotMakeStrictModeFail() throws {
        // Home also holds the unregistered SpinSegue; rendering "next" in strict mode is fine.
        let doc = try Self.screens()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-00-001")), in: doc, options: StoryboardBuildOptions(mode: .strict))
        #expect(r.issues.isEmpty)
    }

    static let loose = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="A">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="S1"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <view key="view" id="VA"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>
                        <connections>
                            <segue destination="B" kind="push" identifier="old" id="P1"/>
                            <segue destination="R" kind="presentation" identifier="ref" id="P2"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="S2"><objects>
                    <viewController id="B" sceneMemberID="viewController">
                        <view key="view" id="VB"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="S3"><objects>
                    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Prefs" id="R" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func aPushWithoutNavigationIsPresentedWithAWarning() throws {
        let doc = try IB.Document.read(data: Data(Self.loose.utf8), name: "Loose.storyboard")
        let push = try #require(doc.segue(withID: "P1"))
        let r = try SegueRecorder.record(push, in: doc, options: StoryboardBuildOptions())
        #expect(r.issues.map(\.kind) == [.pushWithoutNavigation])
        #expect(r.direction == .present && r.recording.duration > 0)
        #expect(throws: StoryboardDiagnostic.self) {
            try SegueRecorder.record(push, in: doc, options: StoryboardBuildOptions(mode: .strict))
        }
    }

    @Test func aStoryboardReferenceIsALabelledPlaceholder() throws {
        let doc = try IB.Document.read(data: Data(Self.loose.utf8), name: "Loose.storyboard")
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "P2")), in: doc, options: StoryboardBuildOptions())
        #expect(r.issues.map(\.kind) == [.placeholderScene])
        #expect(r.issues.first?.message.contains("Settings.storyboard · Prefs") == true)
        let last = try #require(r.recording.steps.last).scene
        let texts = last.layers.compactMap { l -> String? in if case .text(let t) = l.content { t.string } else { nil } }
        #expect(texts.contains("Storyboard Reference") && texts.contains("Settings.storyboard · Prefs"))
    }

    @Test func aSceneThatContainsItselfIsCutShort() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="N">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="S1"><objects>
                        <navigationController id="N" sceneMemberID="viewController">
                            <connections><segue destination="A" kind="relationship" relationship="rootViewController" id="R1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="S2"><objects>
                        <viewController id="A" sceneMemberID="viewController">
                            <view key="view" id="VA"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews><containerView id="C"><rect key="frame" x="0.0" y="100" width="393" height="200"/>
                                    <connections><segue destination="A" kind="embed" id="E1"/></connections>
                                </containerView></subviews>
                            </view>
                            <connections><segue destination="N" kind="presentation" identifier="again" id="P1"/></connections>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let doc = try IB.Document.read(data: Data(xml.utf8), name: "Loop.storyboard")
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "P1")), in: doc, options: StoryboardBuildOptions())
        #expect(r.recording.duration > 0)
        #expect(r.issues.contains { $0.kind == .placeholderScene && $0.elementID == "A" })
    }

    @Test func unwindTargetsFollowTheActionsName() throws {
        // unwindToRedVC: names RedViewController among the candidates; done: names none, so all stay.
        #expect(UnwindActions.words("unwindToRedVC:") == ["unwind", "to", "red", "vc"])
        #expect(UnwindActions.words("categoryPickerDidPickCategory:") == ["category", "picker", "did", "pick"])
    }
}
