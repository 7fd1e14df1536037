import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A landscape iPhone's safe area, 59 pt on the left and on the right (Fixtures/Landscape.storyboard,
/// an iPhone 15 canvas in landscape, 852 × 393 pt): Home, in a navigation controller with a
/// toolbar, has a label and a button pinned to the safe area's leading edge, a green band pinned
/// to both its sides, an Edit item in the bar and a Share item in the toolbar; List, a freeform
/// 600 × 400 static table pushed from it, has two rows with disclosure indicators. Expected frames
/// are worked out by hand from the file and UIKit's rules: views pinned to the safe area, bar
/// items and cells' content views stay inside it, backgrounds run under it.
@MainActor
struct LandscapeTests {
    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("Landscape.storyboard"), mode: .strict) }

    static func record(_ segue: String) throws -> Recording {
        let doc = try document()
        return try SegueRecorder.record(try #require(doc.segue(withID: segue)), in: doc, options: StoryboardBuildOptions()).recording
    }

    static func frame(_ id: String, _ r: Recording, at t: Double? = nil) throws -> Rect {
        try #require(LayerFrames.frame(id, in: r, at: t), "no layer \(id)")
    }

    @Test func theScreenIsALandscapeIPhoneWithTheNotchsInsetOnBothSides() throws {
        let builder = StoryboardBuilder(document: try Self.document())
        #expect(builder.device.size == Size(width: 852, height: 393))
        #expect(builder.device.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func viewsPinnedToTheSafeAreaStartAt59Points() throws {
        let r = try Self.record("SEG-ls-001")
        #expect(try Self.frame("LBL-ls-001", r, at: 0) == Rect(x: 59, y: 52, width: 182, height: 21))
        #expect(try Self.frame("BTN-ls-001", r, at: 0).minX == 59)
        let band = try Self.frame("BND-ls-001", r, at: 0)
        #expect(band.minX == 59 && band.maxX == 852 - 59)
    }

    @Test func barItemsStayInsideTheSafeArea() throws {
        let r = try Self.record("SEG-ls-001")
        // Edit: the bar's trailing item, at the 20 pt layout margin inside the safe area's right edge.
        #expect(try Self.frame("BBI-ls-001", r, at: 0).maxX == 852 - 59 - 20)
        // Share: the toolbar's first item, at the margin inside its left edge.
        #expect(try Self.frame("BBI-ls-002", r, at: 0).minX == 59 + 20)
        // The bars' backgrounds still span the screen.
        #expect(try Self.frame("navigationBar", r, at: 0).width == 852)
        #expect(try Self.frame("toolbar", r, at: 0).width == 852)
    }

    @Test func aTablesCellContentStaysInsideTheSafeAreaAndItsBackgroundSpansTheRow() throws {
        let r = try Self.record("SEG-ls-001")
        // The freeform 600 pt table fills the 852 pt navigation controller; its first row's
        // content view starts at the safe area's left edge and stops before the disclosure
        // indicator (33 pt) inside the right one.
        #expect(try Self.frame("CEL-ls-001", r).width == 852)
        let content = try Self.frame("CCV-ls-001", r)
        #expect(content.minX == 59 && content.width == 852 - 59 - 33 - 59)
        #expect(try Self.frame("CLB-ls-001", r).minX == 59 + 20)
    }

    /// Xcode stores a cell's content view on a landscape canvas already inset by the canvas's
    /// safe area (x = 59 on an iPhone 15): the screen's safe area replaces it, and the labels
    /// pinned to the content view's margins sit 20 pt inside the safe area, as the section
    /// header's title does (Fixtures/LandscapeCanvasCells.storyboard).
    @Test func aCellStoredOnALandscapeCanvasIsNotInsetTwice() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("LandscapeCanvasCells.storyboard"), mode: .strict)
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-lc-001")), in: doc, options: StoryboardBuildOptions()).recording
        let content = try Self.frame("CCV-lc-001", r, at: 0)
        #expect(content.minX == 59 && content.width == 852 - 59 - 33 - 59, "\(content)")
        #expect(try Self.frame("LBL-lc-001", r, at: 0).minX == 59 + 20)
        #expect(abs(try Self.frame("LBL-lc-002", r, at: 0).maxX - (852 - 59 - 33 - 20)) < 0.01)
    }

    @Test func aViewPinnedToTheRootViewsLeadingMarginIsInsetFromTheSafeArea() throws {
        // Auto Layout from a portrait design (393 pt) on the landscape screen: the root view's
        // margins lie 16 pt inside its safe area, as UIKit measures them from it.
        let parent = "P"
        var child = IB.ViewNode(element: .view, id: "C")
        child.frame = Rect(x: 16, y: 100, width: 100, height: 40)
        child.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [IB.LayoutConstraint(firstItem: "C", firstAttribute: .leading, secondItem: parent, secondAttribute: .leadingMargin)]
        let guides = LayoutGuides(insets: EdgeInsets(top: 44, left: 59, bottom: 21, right: 59))
        let placed = ConstraintSolver.relayout(parentID: parent, size: Size(width: 852, height: 393), guides: guides, children: [child],
                                               fixed: ["C": Rect(x: 16, y: 100, width: 100, height: 40)], constraints: constraints)
        let x = try #require(placed["C"]?.x)
        #expect(x.origin == 59 + 16 && x.length == 100)
    }

    /// `portrait` holds a landscape canvas's scenes upright, as an app that runs in portrait
    /// shows them: the iPhone 15's 393 × 852 pt with its top safe area; `landscape` wins.
    @Test func portraitHoldsALandscapeCanvasUpright() throws {
        var options = StoryboardBuildOptions()
        options.portrait = true
        let upright = StoryboardBuilder(document: try Self.document(), options: options)
        #expect(upright.device.size == Size(width: 393, height: 852) && upright.device.safeArea.top == 59 && !upright.device.isLandscape)
        options.deviceOverridesCanvas = true
        #expect(options.screen.screen(for: try Self.document().canvas) == .iPhone15Pro)
        options.landscape = true
        #expect(StoryboardBuilder(document: try Self.document(), options: options).device.isLandscape)
    }

    /// The orientations an app's `Info.plist` lets it run in on an iPhone decide where no option
    /// does: upright where portrait is allowed, landscape where only landscape is; each decision
    /// is said, an upright one only for a storyboard designed in landscape.
    @Test func theAppsSupportedOrientationsDecide() throws {
        func decide(_ orientations: [String], options: StoryboardBuildOptions = StoryboardBuildOptions()) -> (StoryboardBuildOptions, [AppSettings.Decision]) {
            var app = AppSettings(appearance: nil, deviceFamilies: [], resourceFolders: [])
            app.read(["UISupportedInterfaceOrientations": orientations], settings: [:])
            var o = options
            let decisions = app.apply(to: &o, appearanceChosen: false, deviceChosen: false)
            return (o, decisions)
        }
        let (upright, said) = decide(["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        #expect(upright.portrait && !upright.landscape && said.contains(.upright(source: "the target's build settings")))
        #expect(said.first { $0.isAboutCanvases }?.concerns(storyboardAt: Paths.own("Landscape.storyboard")) == true)
        #expect(said.first { $0.isAboutCanvases }?.concerns(storyboardAt: Paths.own("Tiny.storyboard")) == false)
        let (turned, _) = decide(["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"])
        #expect(turned.landscape && !turned.portrait)
        var chosen = StoryboardBuildOptions()
        chosen.landscape = true
        let (kept, none) = decide(["UIInterfaceOrientationPortrait"], options: chosen)
        #expect(kept.landscape && !kept.portrait && none.isEmpty, "an orientation asked for wins")
        // The build setting Xcode 13 generates the plist from, for the iPhone.
        var generated = AppSettings(appearance: nil, deviceFamilies: [], resourceFolders: [])
        generated.read([:], settings: ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"])
        #expect(generated.runsUprightOnPhone == false)
    }
}
