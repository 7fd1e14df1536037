import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Autoresizing, screens from canvases, and constraints for frame-less views: expected values are
/// worked out by hand from UIKit's rules.
struct BuildingLayoutTests {
    @Test func widthSizableTakesTheWholeChange() {
        var m = IB.AutoresizingMask()
        m.widthSizable = true
        let f = Autoresizing.resize(Rect(x: 20, y: 10, width: 560, height: 17), mask: m,
                                    from: Size(width: 600, height: 600), to: Size(width: 393, height: 852))
        // 560 + (393 − 600) = 353; nothing vertical is flexible.
        #expect(f == Rect(x: 20, y: 10, width: 353, height: 17))
    }

    @Test func flexibleMarginsShareTheChangeInProportion() {
        var m = IB.AutoresizingMask()
        m.flexibleMinX = true
        m.flexibleMaxX = true
        // Margins 100 and 300 share −300 as −75 and −225.
        let f = Autoresizing.resize(Rect(x: 100, y: 0, width: 200, height: 50), mask: m,
                                    from: Size(width: 600, height: 100), to: Size(width: 300, height: 100))
        #expect(f == Rect(x: 25, y: 0, width: 200, height: 50))
        var all = IB.AutoresizingMask()
        all.flexibleMinX = true
        all.widthSizable = true
        all.flexibleMaxX = true
        // 100 : 200 : 100 of +400.
        let g = Autoresizing.resize(Rect(x: 100, y: 0, width: 200, height: 0), mask: all,
                                    from: Size(width: 400, height: 0), to: Size(width: 800, height: 0))
        #expect(g == Rect(x: 200, y: 0, width: 400, height: 0))
        var right = IB.AutoresizingMask()
        right.flexibleMinX = true
        #expect(Autoresizing.resize(Rect(x: 500, y: 0, width: 80, height: 10), mask: right,
                                    from: Size(width: 600, height: 10), to: Size(width: 400, height: 10)).minX == 300)
    }

    @Test func constrainedViewsGetAMaskFromWhereTheySit() {
        // AdaptivePhotos' detail label: 20 pt from both sides, vertically centred on the 600 square.
        let m = Autoresizing.inferredMask(for: Rect(x: 20, y: 292, width: 560, height: 17), in: Size(width: 600, height: 600))
        #expect(m.widthSizable && !m.flexibleMinX && !m.flexibleMaxX)
        #expect(m.flexibleMinY && m.flexibleMaxY && !m.heightSizable)
        let corner = Autoresizing.inferredMask(for: Rect(x: 500, y: 540, width: 80, height: 40), in: Size(width: 600, height: 600))
        #expect(corner.flexibleMinX && corner.flexibleMinY && !corner.widthSizable && !corner.heightSizable)
    }

    /// A view of fixed frame (`fixedFrame="YES"`: no constraints in Interface Builder) is built
    /// with its autoresizing mask though the file writes `translatesAutoresizingMaskIntoConstraints="NO"`:
    /// a button in the bottom right corner of a 320 × 568 canvas stays in that corner. One that
    /// constraints name is theirs to place.
    @Test func aFixedFrameViewFollowsItsWrittenMask() {
        var button = IB.ViewNode(element: .button, id: "B")
        button.frame = Rect(x: 174, y: 478, width: 130, height: 70)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.hasFixedFrame = true
        var mask = IB.AutoresizingMask()
        mask.flexibleMinX = true
        mask.flexibleMinY = true
        button.autoresizingMask = mask
        var pinned = button
        pinned.id = "P"
        var root = IB.ViewNode(element: .view, id: "R")
        root.subviews = [button, pinned]
        root.constraints = [IB.LayoutConstraint(firstItem: "P", firstAttribute: .top, secondItem: "R", secondAttribute: .top, constant: 20)]
        let built = root.buildingFixedFrames()
        #expect(built.subviews.map(\.translatesAutoresizingMaskIntoConstraints) == [true, false])
        let (old, new) = (Size(width: 320, height: 568), Size(width: 393, height: 852))
        #expect(Autoresizing.frame(of: built.subviews[0], from: old, to: new) == Rect(x: 247, y: 762, width: 130, height: 70))
    }

    @Test func screensComeFromTheCanvas() {
        let phone = IB.Canvas(source: .device, deviceID: "retina6_1", size: Size(width: 414, height: 896))
            .screen(preset: .iPhone15Pro, landscape: false)
        #expect(phone.size == Size(width: 414, height: 896))
        // retina6_1 is the iPhone 11: 48 pt above the safe area, 34 below, 2x.
        #expect(phone.safeArea.top == 48 && phone.safeArea.bottom == 34 && phone.scale == 2)
        let old = IB.Canvas(source: .simulatedMetrics, deviceID: "retina4", size: Size(width: 320, height: 568))
            .screen(preset: .iPhone15Pro, landscape: false)
        #expect(old.size == Size(width: 320, height: 568) && old.safeArea.top == 20 && old.cornerRadius == 0)
        let pad = IB.Canvas(source: .device, deviceID: "ipad9_7", orientation: .landscape, size: Size(width: 1024, height: 768))
            .screen(preset: .iPhone15Pro, landscape: false)
        #expect(pad.size == Size(width: 1024, height: 768) && pad.isLandscape)
        #expect(pad.safeArea.top == 20, "an iPad keeps its status bar on top in landscape")
        // The 600 × 600 square and unstated canvases take the chosen device.
        let square = IB.Canvas(source: .sizeClassSquare, size: Size(width: 375, height: 667), designSize: IB.Canvas.sizeClassSquare)
        #expect(square.screen(preset: .iPhoneSE, landscape: false) == .iPhoneSE)
        #expect(square.screen(preset: .iPhoneSE, landscape: true).size == Size(width: 667, height: 375))
    }

    @Test func framelessViewsArePlacedByTheirConstraints() {
        // P is 320 × 504. A: top = P.top + 20, centerX = P.centerX, width 36, height 72.
        // B: top = A.bottom + 8, leading = P.leading + 20, P.trailing = B.trailing + 20, height 44.
        func c(_ first: String, _ a: IB.LayoutAttribute, _ second: String?, _ b: IB.LayoutAttribute?, _ k: Double) -> IB.LayoutConstraint {
            IB.LayoutConstraint(firstItem: first, firstAttribute: a, secondItem: second, secondAttribute: b, multiplier: 1, constant: k)
        }
        let constraints = [
            c("A", .top, "P", .top, 20), c("A", .centerX, "P", .centerX, 0), c("A", .width, nil, nil, 36),
            c("A", .height, nil, nil, 72), c("B", .top, "A", .bottom, 8), c("B", .leading, "P", .leading, 20),
            c("P", .trailing, "B", .trailing, 20), c("B", .height, nil, nil, 44),
        ]
        let frames = ConstraintSolver.solve(
            parentID: "P", size: Size(width: 320, height: 504),
            children: [IB.ViewNode(element: .label, id: "A"), IB.ViewNode(element: .button, id: "B")],
            constraints: constraints, intrinsic: { _ in Size(width: 10, height: 10) })
        #expect(frames["A"] == Rect(x: 142, y: 20, width: 36, height: 72))
        #expect(frames["B"] == Rect(x: 20, y: 100, width: 280, height: 44))
    }

    @Test func constraintsAreReadWithTheirView() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="S"><objects><viewController id="VC"><view key="view" id="P">
            <subviews><label id="A" text="4"/></subviews>
            <constraints><constraint firstItem="A" firstAttribute="top" secondItem="P" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="A" secondAttribute="trailing" constant="20" multiplier="1:2" id="c2"/></constraints>
            </view></viewController></objects></scene></scenes></document>
            """
        let doc = try IB.Document.read(data: Data(xml.utf8), name: "Constraints.storyboard", mode: .strict)
        let view = try #require(doc.scenes.first?.controller.view)
        #expect(view.id == "P")
        let list = view.constraints
        #expect(list.count == 2)
        #expect(list.first == IB.LayoutConstraint(firstItem: "A", firstAttribute: .top, secondItem: "P", secondAttribute: .top, multiplier: 1, constant: 20, relation: .equal))
        // A constraint without firstItem belongs to the view that holds it.
        #expect(list.last?.firstItem == "P" && list.last?.multiplier == 0.5)
        #expect(view.subviews.first?.constraints == [])
    }

    /// A ratio typed as Interface Builder's multiplier field stores it (with a colon or a slash,
    /// spaces included) is the ratio; a ratio without a number on one side is refused.
    @Test(arguments: [("1: 1", 1.0), ("16 : 9", 16.0 / 9), (" 3:4 ", 0.75), ("0.5", 0.5), ("1/3", 1.0 / 3), ("2 / 1", 2.0)])
    func multipliersWithSpacesAreRatios(_ text: String, _ value: Double) {
        #expect(StoryboardReader.multiplierValue(text) == value)
    }

    @Test(arguments: ["1:", ":2", "1:2:3", "a:b", "1 1", "1/0", "1/2:3"])
    func malformedMultipliersAreRefused(_ text: String) {
        #expect(StoryboardReader.multiplierValue(text) == nil)
    }

    /// Layout measures what UIKit sets: the system font's advances (Inter 4.0's, the files it is
    /// drawn with) plus SF's tracking from Apple's table after every character.
    @Test func textMetricsUseTheSystemFontsAdvancesAndTracking() {
        // Inter, 2816 units per em: "i" 668, "W" 2672 (SemiBold 734, 2835); at 17 pt SF tracks
        // −26/1000 em, −73 units.
        #expect(abs(TextMetrics.width("iW", size: 17) - Double(668 + 2672 - 2 * 73) * 17 / 2816) < 1e-9)
        #expect(abs(TextMetrics.width("iW", size: 17, bold: true) - Double(734 + 2835 - 2 * 73) * 17 / 2816) < 1e-9)
        // From 20 pt SF Pro Display, here Inter Display (2048 per em: "i" 392, "W" 1888); at 28 pt
        // SF tracks +14/1000 em, +29 units.
        #expect(abs(TextMetrics.width("iW", size: 28) - Double(392 + 1888 + 2 * 29) * 28 / 2048) < 1e-9)
        // Heavier weights are wider, each its own face (Bold's "W" is 2917 units).
        #expect(abs(TextMetrics.width("W", size: 17, weight: .bold) - Double(2917 - 73) * 17 / 2816) < 1e-9)
        // UIKit's line height of the system font: 20.29 pt at 17 pt, so a label is 21 pt tall.
        #expect(TextMetrics.lineHeight(17) == 21)
        // A label a little too wide for its frame is drawn smaller, never below 70 %.
        let frame = Size(width: (TextMetrics.width("HELLO WORLD", size: 20) * 0.85).rounded(.down), height: 30)
        let size = TextMetrics.fittingSize("HELLO WORLD", size: 20, bold: false, in: frame, lines: 1)
        #expect(size < 20 && size >= 14)
        #expect(TextMetrics.width("HELLO WORLD", size: size) <= frame.width)
    }

    /// A label of several lines whose frame Interface Builder sized to a word in San Francisco
    /// draws the word whole, a little smaller, rather than breaking or cutting it ("Versi…").
    @Test func aWordAHairTooWideForAMultiLineLabelIsDrawnSmallerNotBroken() {
        let word = TextMetrics.width("Version", size: 13)
        let frame = Size(width: (word * 0.95).rounded(.down), height: 16)
        for lines in [0, 2] {
            let size = TextMetrics.fittingSize("Version", size: 13, bold: false, in: frame, lines: lines)
            #expect(size < 13 && TextMetrics.width("Version", size: size) <= frame.width, "\(lines) lines: \(size)")
        }
        // Text that wraps at its words keeps its size.
        let text = "Tap to add your first item"
        let wraps = Size(width: TextMetrics.width("your first item", size: 13) + 1, height: 40)
        #expect(TextMetrics.fittingSize(text, size: 13, bold: false, in: wraps, lines: 0) == 13)
    }

    /// UILabel changes its font only to autoshrink: text that does not fit even 30 % smaller is
    /// text the device truncates too, at its own size; and a smaller font never shows more lines
    /// than the frame holds at the text's size ("the label truncates any text that doesn't fit
    /// within the maximum number of lines and inside the bounding rectangle").
    @Test func textThatCannotFitKeepsItsSizeAndIsTruncated() {
        let long = "Scholarship applications for the spring semester are now open to every student"
        let row = Size(width: 300, height: 18)
        #expect(TextMetrics.fittingSize(long, size: 17, bold: false, in: row, lines: 1) == 17)
        // Two lines allowed, but the 18 pt frame holds one line of 17 pt text.
        #expect(TextMetrics.fittingSize(long, size: 17, bold: false, in: row, lines: 2) == 17)
        // Autoshrink below 70 % goes down to its floor, then truncates.
        #expect(TextMetrics.fittingSize(long, size: 17, bold: false, in: row, lines: 1, floor: 0.5) == 8.5)
        // Where the frame holds two lines, they are used at the text's size.
        let tall = Size(width: 300, height: 42)
        let two = "Scholarship applications for the spring semester"
        #expect(TextMetrics.fittingSize(two, size: 17, bold: false, in: tall, lines: 2) == 17)
    }
}

/// A label of a line limit shows no more lines than its frame holds at its size, and truncates
/// the last one it shows: a two-line title squeezed to 18 pt by its cell shows one line.
@MainActor
struct LabelLinesHeldTests {
    @Test func aLineLimitIsCutToTheLinesTheFrameHolds() {
        let long = "A long notice title that needs two lines at this width, and then some more words"
        func shown(height: Double, lines: Int) -> Int {
            Draw.text(long, frame: Rect(x: 0, y: 0, width: 300, height: height), size: 17, weight: .regular, color: .black,
                      alignment: .left, lines: lines).numberOfLines
        }
        #expect(shown(height: 18, lines: 2) == 1)
        #expect(shown(height: 42, lines: 2) == 2)
        #expect(shown(height: 42, lines: 3) == 2)
        #expect(shown(height: 18, lines: 0) == 0, "a label of any number of lines keeps its own")
        #expect(shown(height: 18, lines: 1) == 1)
    }
}
