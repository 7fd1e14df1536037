import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Files of Xcode 5 to 7 keep the orientation per scene: an app that runs only in landscape
/// stores its scenes at the screen's landscape size under a portrait default
/// (Fixtures/LandscapeKiosk: an iPad kiosk of Xcode 6, its navigation controller and root marked
/// `landscapeRight`, the pushed scene only stored at 1024 × 768).
@MainActor
struct LandscapeCanvasTests {
    static let kiosk = Paths.own("LandscapeKiosk.storyboard")

    @Test("an iPad app laid out in landscape under a portrait default is drawn on a landscape screen")
    func landscapeScenesMakeALandscapeCanvas() throws {
        let doc = try IB.Document.read(contentsOf: Self.kiosk, mode: .strict)
        #expect(doc.canvas.source == .simulatedMetrics)
        #expect(doc.canvas.orientation == .landscape)
        #expect(doc.canvas.size == Size(width: 1024, height: 768))
        let builder = StoryboardBuilder(document: doc, options: StoryboardBuildOptions())
        let root = withExtendedLifetime(builder) { builder.instantiate("LKV-00-001").view }
        #expect(root.bounds.size == Size(width: 1024, height: 768))
        // Pinned 40 pt from the trailing edge of the landscape screen, as designed, not cut off a portrait one.
        let button = try #require(root.firstDescendant { $0.identifier == "LKT-00-001" })
        #expect(abs(button.frame.maxX - 984) < 0.01, "\(button.frame)")
    }

    static func document(scenes sizes: [Size]) -> Data {
        let scenes = sizes.enumerated().map { i, s in
            """
                    <scene sceneID="S\(i)">
                        <objects>
                            <viewController id="VC\(i)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V\(i)">
                                    <rect key="frame" x="0.0" y="0.0" width="\(Int(s.width))" height="\(Int(s.height))"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }.joined(separator: "\n")
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
            \(scenes)
                </scenes>
                <simulatedMetricsContainer key="defaultSimulatedMetrics">
                    <simulatedStatusBarMetrics key="statusBar"/>
                    <simulatedOrientationMetrics key="orientation"/>
                    <simulatedScreenMetrics key="destination"/>
                </simulatedMetricsContainer>
            </document>
            """.utf8)
    }

    @Test("the orientation most scenes were laid out in wins; a wide freeform scene is no vote")
    func theMajorityOfScenesDecides() throws {
        let portrait = Size(width: 768, height: 1024), landscape = Size(width: 1024, height: 768), freeform = Size(width: 540, height: 320)
        func canvas(_ sizes: [Size]) throws -> IB.Canvas {
            try IB.Document.read(data: Self.document(scenes: sizes), name: "Scenes.storyboard", mode: .strict).canvas
        }
        #expect(try canvas([portrait, landscape, portrait]).size == portrait)
        #expect(try canvas([landscape, landscape, portrait]).size == landscape)
        #expect(try canvas([freeform, freeform, portrait]).size == portrait)
        #expect(try canvas([]).size == portrait)
        // Root views of these files leave the bars out of their height.
        #expect(try canvas([Size(width: 1024, height: 704), Size(width: 1024, height: 748)]).size == landscape)
    }
}
