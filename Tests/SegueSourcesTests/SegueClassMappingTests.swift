import Foundation
import SegueKit
import SegueScreens
import SegueSources
import SegueStoryboard
import Testing

/// Custom segue classes as a Swift test maps them, with the grammar `--map-segue` uses.
@MainActor
struct SegueClassMappingTests {
    /// A storyboard whose one segue is performed by a custom class no build here knows.
    static func storyboard(in dir: String) throws -> String {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="A">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="S1"><objects><viewController id="A" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="VA"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
                    <connections><segue destination="B" kind="custom" identifier="go" customClass="CardSegue" id="SEG-GO"/></connections>
                </viewController></objects></scene>
                <scene sceneID="S2"><objects><viewController id="B" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="VB"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
                </viewController></objects></scene>
            </scenes>
        </document>
        """
        let path = dir + "/Cards.storyboard"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("the grammar: styles, catalogue transitions, keyframe files, lists; anything else is refused without naming an option")
    func grammar() throws {
        guard case .style(.crossDissolve) = try SegueClassMapping(parsing: "crossDissolve") else { Issue.record("a style"); return }
        guard case .catalogue(.push, .up) = try SegueClassMapping(parsing: "pushUp") else { Issue.record("a catalogue transition"); return }
        guard case .keyframeFile("bounce.json") = try SegueClassMapping(parsing: "bounce.json") else { Issue.record("a file"); return }
        let list = try SegueClassMapping.parseList("A=push, B=fade")
        #expect(list.map(\.segueClass) == ["A", "B"])
        #expect(throws: SegueMappingError.malformed("A")) { try SegueClassMapping.parseList("A") }
        #expect(throws: SegueMappingError.notAMappingFor(segueClass: "A", value: "wobble")) { try SegueClassMapping.parseList("A=wobble") }
        #expect(!SegueMappingError.notAMapping("wobble").description.contains("--"))
    }

    @Test("a Swift test maps a custom segue class to an animator, as --map-segue does: presented full screen, named in the manifest")
    func mapToAnimator() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try Self.storyboard(in: dir)
        var options = StoryboardBuildOptions()
        options.map("CardSegue", to: try SegueClassMapping(parsing: "pushLeft"))
        let t = try TransitionSource.storyboard(path, segue: "go", options: options).record()
        #expect(t.info.transition == .named("CardSegue") && t.info.direction == .present)
        #expect(t.recording.duration == CatalogueAnimator(kind: .push, direction: .left).duration)
        var styled = StoryboardBuildOptions()
        styled.map("CardSegue", to: .style(.flipHorizontal))
        #expect(try TransitionSource.storyboard(path, segue: "go", options: styled).record().info.transition == .style(.flipHorizontal))
    }

    @Test("every segue performed by one animator: named custom:NAME")
    func performEverySegue() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var options = StoryboardBuildOptions()
        options.performEverySegue(with: .catalogue(.fade, nil), named: "fade")
        let t = try TransitionSource.storyboard(try Self.storyboard(in: dir), segue: "go", options: options).record()
        #expect(t.info.transition == .named("custom:fade"))
    }
}
