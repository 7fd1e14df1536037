import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Controls drawn in the appearance they are shown in: UIKit's tracks are dynamic fills, light
/// grey in the light appearance and dark grey in the dark one (systemGray5: #E5E5EA, dark #2C2C2E),
/// never the light grey on a black screen.
@MainActor
struct ControlAppearanceTests {
    static let controls = """
        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="P">
            <rect key="frame" x="16" y="120" width="361" height="4"/>
        </progressView>
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="S">
            <rect key="frame" x="16" y="160" width="51" height="31"/>
        </switch>
        """

    static func root(_ appearance: Appearance) throws -> (View, StoryboardBuilder) {
        var options = StoryboardBuildOptions()
        options.appearance = appearance
        let builder = StoryboardBuilder(document: try GeneratedStoryboard.read(GeneratedStoryboard.withSubview(controls)), options: options)
        return (builder.instantiate("C0").view, builder)
    }

    /// The view of `id`'s first subview: a progress view's track, drawn first.
    static func track(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }?.subviews.first)
    }

    @Test func aProgressViewsTrackDarkensInTheDarkAppearance() throws {
        let (light, a) = try Self.root(.light)
        let (dark, b) = try Self.root(.dark)
        defer { withExtendedLifetime((a, b)) {} }
        #expect(try Self.track("P", in: light).backgroundColor == Color(hex: 0xE5E5EA))
        #expect(try Self.track("P", in: dark).backgroundColor == Color(hex: 0x2C2C2E))
    }

    @Test func anOffSwitchIsADarkTrackInTheDarkAppearance() throws {
        let (light, a) = try Self.root(.light)
        let (dark, b) = try Self.root(.dark)
        defer { withExtendedLifetime((a, b)) {} }
        let lightTrack = try #require(light.firstDescendant { $0.identifier == "switchTrack" })
        let darkTrack = try #require(dark.firstDescendant { $0.identifier == "switchTrack" })
        #expect(lightTrack.backgroundColor == .white)
        // #39393D, the dark appearance's off track: no white pill on a black screen.
        #expect(darkTrack.backgroundColor == Color(hex: 0x39393D) && darkTrack.borderColor == Color(hex: 0x39393D))
    }
}
