import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A storyboard saved by Xcode 8.0 (Fixtures/Xcode8Frames.storyboard, toolsVersion 11201), which
/// stored no `<rect key="frame">` for views laid out by constraints, a `<frame key="frameInset">`
/// for views with fixed frames, and its 4.7-inch screen as `retina4_7.fullscreen`: Stations, a
/// label pinned 20 pt under the top layout guide at the leading margin, and a player bar pinned
/// to the bottom layout guide holding a fixed-frame label and a Play button placed by its
/// constraints.
@MainActor
struct Xcode8FrameTests {
    static let storyboard = Paths.own("Xcode8Frames.storyboard")

    @Test("the reader takes a frameInset as the view's frame, and the screen as 375 × 667")
    func read() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        #expect(doc.canvas.size == Size(width: 375, height: 667))
        let player = try #require(doc.controller(withID: "X8r-Vc-0aA")?.view?.subviews.first { $0.id == "X8r-Pl-0aA" })
        #expect(player.frame == nil, "a view placed by constraints has no stored frame")
        #expect(player.subviews.first { $0.id == "X8r-Pt-0aA" }?.frame == Rect(x: 62, y: 14, width: 180, height: 21))
    }

    @Test("views without stored frames are placed by their constraints against the layout guides, not piled at the top")
    func laidOutByConstraints() throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "X8r-Sg-0aA", on: nil)
        let label = try #require(LayerFrames.frame("X8r-Lb-0aA", in: r, at: 0))
        #expect(label.minY == 20 + 44 + 20 && label.minX == 16, "20 pt under the bar, at the margin: \(label)")
        let player = try #require(LayerFrames.frame("X8r-Pl-0aA", in: r, at: 0))
        #expect(player == Rect(x: 0, y: 667 - 50, width: 375, height: 50), "on the bottom layout guide: \(player)")
        let station = try #require(LayerFrames.frame("X8r-Pt-0aA", in: r, at: 0))
        #expect(station == Rect(x: 62, y: 617 + 14, width: 180, height: 21))
        let play = try #require(LayerFrames.frame("X8r-Bt-0aA", in: r, at: 0))
        #expect(play == Rect(x: 375 - 10 - 60, y: 617 + 10, width: 60, height: 30))
    }

    @Test("frameInset's forms: lengths from the left and top, or measured from the right and bottom edges")
    func frameInsetForms() throws {
        func frame(_ inset: String) throws -> Rect? {
            let xml = """
                <?xml version="1.0" encoding="UTF-8" standalone="no"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" systemVersion="15G31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="V">
                    <scenes>
                        <scene sceneID="S">
                            <objects>
                                <viewController id="V" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="R">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" fixedFrame="YES" id="C">
                                                \(inset)
                                            </view>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            let doc = try IB.Document.read(data: Data(xml.utf8), name: "Inset.storyboard", mode: .strict)
            return doc.controller(withID: "V")?.view?.subviews.first?.frame
        }
        #expect(try frame(#"<frame key="frameInset" width="375" height="87"/>"#) == Rect(x: 0, y: 0, width: 375, height: 87))
        #expect(try frame(#"<frame key="frameInset" minX="20" minY="100" maxX="20" height="30"/>"#) == Rect(x: 20, y: 100, width: 335, height: 30))
        #expect(try frame(#"<frame key="frameInset" maxX="10" maxY="10" width="40" height="40"/>"#) == Rect(x: 325, y: 617, width: 40, height: 40))
        #expect(try frame(#"<frame key="frameInset" minY="64" maxY="49"/>"#) == Rect(x: 0, y: 64, width: 375, height: 554))
    }

    @Test("a view of fixed frame with no rect is zero-sized, as Interface Builder leaves a zero frame out")
    func aFixedFrameWithoutARectIsZero() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" useAutolayout="YES" initialViewController="FXZ-Vc-001">
            <scenes><scene sceneID="FXZ-Sc-001"><objects>
                <viewController id="FXZ-Vc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="FXZ-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="FXZ-Vw-002">
                                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                            </view>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let doc = try IB.Document.read(data: Data(xml.utf8), name: "Card.storyboard")
        let view = try #require(doc.controller(withID: "FXZ-Vc-001")?.view?.subviews.first)
        #expect(view.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}
