import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// The three canvas schemes of GRAMMAR.md §8, on minimal documents written inline.
struct CanvasTests {
    static func document(_ rootAttributes: String, _ body: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" \(rootAttributes) propertyAccessControl="none">
            \(body)
                <scenes/>
            </document>
            """.utf8)
    }

    static func canvas(_ rootAttributes: String, _ body: String = "") throws -> IB.Canvas {
        try IB.Document.read(data: document(rootAttributes, body), name: "Canvas.storyboard", mode: .strict).canvas
    }

    @Test(arguments: [
        ("retina3_5", 320.0, 480.0), ("retina4_0", 320, 568), ("retina4_7", 375, 667), ("retina5_5", 414, 736),
        ("retina5_9", 375, 812), ("retina6_0", 390, 844), ("retina6_1", 414, 896), ("retina6_5", 414, 896),
        ("retina6_7", 428, 926), ("retina6_12", 393, 852), ("retina6_72", 430, 932), ("ipad9_7", 768, 1024),
        ("ipad10_5", 834, 1112), ("ipad11", 834, 1194), ("ipad12_9rounded", 1024, 1366), ("iPhone13_2", 390, 844),
    ])
    func deviceIDs(_ id: String, _ width: Double, _ height: Double) throws {
        let portrait = try Self.canvas(
            "version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\"",
            "<device id=\"\(id)\" orientation=\"portrait\" appearance=\"dark\"/>")
        #expect(portrait.source == .device)
        #expect(portrait.size == Size(width: width, height: height))
        #expect(portrait.appearance == .dark)
        let landscape = try Self.canvas(
            "version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\"",
            "<device id=\"\(id)\" orientation=\"landscape\"/>")
        #expect(landscape.size == Size(width: height, height: width))
        #expect(landscape.orientation == .landscape)
    }

    @Test func sizeClassSquareOfXcode6() throws {
        let c = try Self.canvas("version=\"3.0\" toolsVersion=\"6211\" targetRuntime=\"iOS.CocoaTouch\" useTraitCollections=\"YES\"")
        #expect(c.source == .sizeClassSquare)
        #expect(c.designSize == Size(width: 600, height: 600))
        // The screen it is rendered on: the default preset (iPhone 15 Pro).
        #expect(c.size == Size(width: 393, height: 852))
    }

    @Test func simulatedMetricsOfXcode4() throws {
        func container(_ destination: String, _ orientation: String = "") -> String {
            """
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"\(orientation)/>
                <simulatedScreenMetrics key="destination"\(destination)/>
            </simulatedMetricsContainer>
            """
        }
        let phone = "version=\"2.0\" toolsVersion=\"3084\" targetRuntime=\"iOS.CocoaTouch\""
        let pad = "version=\"2.0\" toolsVersion=\"3084\" targetRuntime=\"iOS.CocoaTouch.iPad\""
        #expect(try Self.canvas(phone, container("")).size == Size(width: 320, height: 480))
        #expect(try Self.canvas(phone, container(" type=\"retina4\"")).size == Size(width: 320, height: 568))
        #expect(try Self.canvas(pad, container("")).size == Size(width: 768, height: 1024))
        let landscape = try Self.canvas(pad, container("", " orientation=\"landscapeRight\""))
        #expect(landscape.size == Size(width: 1024, height: 768))
        #expect(landscape.source == .simulatedMetrics)
    }

    @Test("the simulated screens of Xcode 5 to 7 and their Xcode 8.0 spellings", arguments: [
        ("retina4", 320.0, 568.0), ("retina47", 375, 667), ("retina55", 414, 736),
        ("retina4_0.fullscreen", 320, 568), ("retina4_7.fullscreen", 375, 667), ("retina5_5.fullscreen", 414, 736),
        ("retina3_5.fullscreen", 320, 480), ("iPad9_7.fullscreen", 768, 1024), ("iPad12_9.fullscreen", 1024, 1366),
    ])
    func simulatedScreenTypes(_ type: String, _ width: Double, _ height: Double) throws {
        let body = """
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="\(type)"/>
            </simulatedMetricsContainer>
            """
        let c = try Self.canvas("version=\"3.0\" toolsVersion=\"11201\" targetRuntime=\"iOS.CocoaTouch\"", body)
        #expect(c.source == .simulatedMetrics && c.size == Size(width: width, height: height))
    }

    @Test func nothingStated() throws {
        let c = try Self.canvas("version=\"3.0\" toolsVersion=\"5056\" targetRuntime=\"iOS.CocoaTouch\"")
        #expect(c.source == .assumed)
        #expect(c.size == IB.Canvas.assumedPhoneSize)
    }

    @MainActor
    @Test("a canvas that states no screen lists the size the frames are rendered at")
    func listedAndRenderedSizesAgree() throws {
        for attributes in ["version=\"3.0\" toolsVersion=\"5056\" targetRuntime=\"iOS.CocoaTouch\"",
                           "version=\"3.0\" toolsVersion=\"6211\" targetRuntime=\"iOS.CocoaTouch\" useTraitCollections=\"YES\""] {
            let c = try Self.canvas(attributes)
            #expect(c.size == c.screen(preset: StoryboardBuildOptions().device, landscape: false).size)
            #expect(c.size == Size(width: 393, height: 852))
        }
    }
}
