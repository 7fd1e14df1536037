import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A storyboard saved by Xcode 9 (toolsVersion 13771) is drawn as UIKit draws it on a device
/// today, in both appearances: UIKit draws its controls and bars at run time, so the search bar
/// and the segmented control are today's, never the iOS 7 look the file was made in (a grey
/// search bar, an outlined control with a tinted selection).
@MainActor
struct TodaysLookTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Sea-rV-c01">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="13772"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Search View Controller-->
                <scene sceneID="Sea-rS-c01">
                    <objects>
                        <viewController id="Sea-rV-c01" customClass="SearchViewController" customModule="StoreSearch" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Sea-rR-v01">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <searchBar contentMode="redraw" placeholder="App name, artist, song" translatesAutoresizingMaskIntoConstraints="NO" id="Sea-rB-a01">
                                        <rect key="frame" x="0.0" y="20" width="375" height="56"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </searchBar>
                                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Sea-rC-s01">
                                        <rect key="frame" x="48" y="84" width="279" height="29"/>
                                        <segments>
                                            <segment title="All"/>
                                            <segment title="Music"/>
                                            <segment title="Software"/>
                                        </segments>
                                    </segmentedControl>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <viewLayoutGuide key="safeArea" id="Sea-rG-s01"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Sea-rF-r01" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="32.799999999999997" y="35.532233883058474"/>
                </scene>
            </scenes>
        </document>
        """

    static func view(_ id: String, _ appearance: Appearance) throws -> View {
        var options = StoryboardBuildOptions()
        options.appearance = appearance
        let doc = try IB.Document.read(data: Data(Self.xml.utf8), name: "Search.storyboard", appearance: appearance)
        let builder = StoryboardBuilder(document: doc, options: options)
        let root = withExtendedLifetime(builder) { builder.instantiate("Sea-rV-c01").view }
        return try #require(root.firstDescendant { $0.identifier == id })
    }

    @Test func inTheLightTheSearchBarIsTodays() throws {
        let bar = try Self.view("Sea-rB-a01", .light)
        #expect(bar.backgroundColor == Color.white, "systemBackground, not iOS 7's grey bar")
        let field = try #require(bar.firstDescendant { $0.identifier == "searchField" })
        #expect(field.frame.height == 36 && field.cornerRadius == 10)
        #expect(field.backgroundColor == Color(hex: 0x767680, alpha: 0.12))
    }

    @Test func inTheDarkTheSearchBarIsTodays() throws {
        let bar = try Self.view("Sea-rB-a01", .dark)
        #expect(bar.backgroundColor == Color(white: 0), "systemBackground in the dark")
        let field = try #require(bar.firstDescendant { $0.identifier == "searchField" })
        #expect(field.frame.height == 36 && field.cornerRadius == 10)
    }

    @Test func theSegmentedControlIsTodaysInBothAppearances() throws {
        let control = try Self.view("Sea-rC-s01", .dark)
        #expect(control.backgroundColor == Color(hex: 0x767680, alpha: 0.24))
        #expect(try #require(control.firstDescendant { $0.identifier == "selectedSegment" }).backgroundColor == Color(hex: 0x636366))
        let titles = control.subviews.compactMap { v -> TextContent? in if case .text(let t) = v.content { t } else { nil } }
        #expect(titles.map(\.string) == ["All", "Music", "Software"])
        #expect(titles.allSatisfy { $0.color == Color(white: 1) }, "labelColor in the dark")
        // In the light: a grey track with a white selected segment, not an outline with a blue one.
        let light = try Self.view("Sea-rC-s01", .light)
        #expect(light.borderWidth == 0 && light.backgroundColor == Color(hex: 0x767680, alpha: 0.12))
        #expect(light.firstDescendant { $0.identifier == "selectedSegment" }?.backgroundColor == Color.white)
        let lightTitles = light.subviews.compactMap { v -> TextContent? in if case .text(let t) = v.content { t } else { nil } }
        #expect(lightTitles.allSatisfy { $0.color == Color.label }, "labelColor, not the tint")
    }
}
