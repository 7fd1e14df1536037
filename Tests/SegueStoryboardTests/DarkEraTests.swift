import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A storyboard saved by Xcode 9 (toolsVersion 13771) is drawn in the look of iOS 7–12 it was
/// made for; shown dark, it is drawn by iOS 13 or later, the only releases with a dark
/// appearance: its search bar is iOS 13's, on the dark background, not iOS 7's light grey bar,
/// and its segmented control iOS 13's dark one.
@MainActor
struct DarkEraTests {
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

    @Test func inTheLightAnXcode9FileKeepsItsEra() throws {
        let bar = try Self.view("Sea-rB-a01", .light)
        #expect(bar.backgroundColor == Color(hex: 0xC9C9CE), "iOS 7's grey search bar")
        #expect(try #require(bar.firstDescendant { $0.identifier == "searchField" }).frame.height == 28)
    }

    @Test func inTheDarkItIsDrawnByIOS13() throws {
        let bar = try Self.view("Sea-rB-a01", .dark)
        #expect(bar.backgroundColor == Color(white: 0), "systemBackground in the dark")
        let field = try #require(bar.firstDescendant { $0.identifier == "searchField" })
        #expect(field.frame.height == 36 && field.cornerRadius == 10)
    }

    @Test func inTheDarkASegmentedControlIsIOS13sDarkOne() throws {
        let control = try Self.view("Sea-rC-s01", .dark)
        #expect(control.backgroundColor == Color(hex: 0x767680, alpha: 0.24))
        #expect(try #require(control.firstDescendant { $0.identifier == "selectedSegment" }).backgroundColor == Color(hex: 0x636366))
        let titles = control.subviews.compactMap { v -> TextContent? in if case .text(let t) = v.content { t } else { nil } }
        #expect(titles.map(\.string) == ["All", "Music", "Software"])
        #expect(titles.allSatisfy { $0.color == Color(white: 1) }, "labelColor in the dark")
        // In the light, the Xcode 9 file keeps iOS 7's outlined control.
        let light = try Self.view("Sea-rC-s01", .light)
        #expect(light.borderWidth == 1 && light.firstDescendant { $0.identifier == "selectedSegment" }?.backgroundColor == Color.systemBlue)
    }
}
