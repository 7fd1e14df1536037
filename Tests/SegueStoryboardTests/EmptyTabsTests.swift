import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A tab bar controller whose tabs an app sets in code (or loads from other storyboards) has no
/// `viewControllers` relationship in the storyboard: it is drawn as its bar over a labelled
/// placeholder screen and listed, never as the black of an empty container.
@MainActor
struct EmptyTabsTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Men-uV-c01">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Menu-->
                <scene sceneID="Men-uS-c01">
                    <objects>
                        <viewController title="Menu" id="Men-uV-c01" customClass="MenuViewController" customModule="Demos" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Men-uR-v01">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Men-uB-t01">
                                        <rect key="frame" x="150" y="409" width="93" height="34"/>
                                        <state key="normal" title="Open tabs"/>
                                        <connections>
                                            <segue destination="Tab-sC-t01" kind="presentation" identifier="openTabs" modalPresentationStyle="fullScreen" id="Tab-sG-o01"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Men-uG-s01"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Men-uF-r01" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="-320" y="40"/>
                </scene>
                <!--Slide-->
                <scene sceneID="Tab-sS-c01">
                    <objects>
                        <tabBarController id="Tab-sC-t01" userLabel="Slide" customClass="SlideTabBarController" customModule="Demos" customModuleProvider="target" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Tab-sB-a01">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </tabBar>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Tab-sF-r01" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="440" y="40"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    @Test("an empty tab bar controller is its bar over a placeholder screen, warned about and listed")
    func emptyTabs() throws {
        let doc = try IB.Document.read(data: Data(Self.xml.utf8), name: "EmptyTabs.storyboard")
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "Tab-sG-o01")), in: doc, options: StoryboardBuildOptions())
        #expect(r.issues.map(\.kind) == [.placeholderScene])
        #expect(r.issues.first?.elementID == "Tab-sC-t01")
        let last = try #require(r.recording.steps.last).scene
        let screen = try #require(last.layers.first { $0.identifier == "placeholder:Tab-sC-t01" })
        #expect(screen.properties.bounds.height > 800, "the screen fills the device")
        let texts = last.layers.compactMap { l -> String? in if case .text(let t) = l.content { t.string } else { nil } }
        #expect(texts.contains("Tab Bar Controller") && texts.contains("SlideTabBarController · no tabs in the storyboard"))
        // The bar stays over the screen: it is drawn after it.
        let order = last.layers.map(\.identifier)
        let bar = try #require(order.firstIndex(of: "tabBar")), placeholder = try #require(order.firstIndex(of: "placeholder:Tab-sC-t01"))
        #expect(bar > placeholder)
        #expect(r.transition(named: "openTabs", file: "EmptyTabs.storyboard").info.approximations.contains { $0.kind == .placeholderScene && $0.subject == "SlideTabBarController" })
    }

    @Test("in a dark render the placeholder screen is dark too")
    func darkPlaceholder() throws {
        let doc = try IB.Document.read(data: Data(Self.xml.utf8), name: "EmptyTabs.storyboard", appearance: .dark)
        var options = StoryboardBuildOptions()
        options.appearance = .dark
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "Tab-sG-o01")), in: doc, options: options)
        let last = try #require(r.recording.steps.last).scene
        let screen = try #require(last.layers.first { $0.identifier == "placeholder:Tab-sC-t01" })
        #expect(screen.properties.backgroundColor == Color(white: 0), "systemGroupedBackground in the dark")
        let title = try #require(last.layers.first { l in if case .text(let t) = l.content { t.string == "Tab Bar Controller" } else { false } })
        guard case .text(let t) = title.content else { return }
        #expect(t.color == Color(white: 1), "labelColor in the dark")
    }
}
