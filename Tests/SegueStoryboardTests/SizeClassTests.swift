import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Interface Builder's trait variations, resolved for the screen the scenes are drawn on
/// (Fixtures/SizeClasses.storyboard): a phone gets the base configuration with its compact-width
/// changes, an iPad the regular-regular one (a larger font and image, a centred button, a banner
/// installed only there).
@MainActor
struct SizeClassTests {
    static func document(_ screen: ScreenChoice = .canvas) throws -> IB.Document {
        try IB.Document.read(contentsOf: Paths.own("SizeClasses.storyboard"), screen: screen)
    }

    static let iPad = ScreenChoice(device: .iPadPro11, overridesCanvas: true)

    static func root(_ doc: IB.Document) throws -> IB.ViewNode {
        try #require(doc.scenes.first?.controller.view)
    }

    @Test func sizeClassesOfTheDevices() {
        #expect(SizeClasses(device: .iPhone15Pro) == SizeClasses(width: .compact, height: .regular))
        #expect(SizeClasses(device: .iPhone15Pro.landscape) == SizeClasses(width: .compact, height: .compact))
        #expect(SizeClasses(device: .iPhone15ProMax.landscape) == SizeClasses(width: .regular, height: .compact))
        #expect(SizeClasses(device: .iPadPro11) == SizeClasses(width: .regular, height: .regular))
    }

    @Test func aVariationKeyAppliesWhenEveryClassItNamesMatches() {
        let phone = SizeClassVariations(classes: SizeClasses(width: .compact, height: .regular))
        #expect(phone.specificity(of: "default") == 0)
        #expect(phone.specificity(of: "widthClass=compact") == 1)
        #expect(phone.specificity(of: "heightClass=regular-widthClass=compact") == 2)
        #expect(phone.specificity(of: "heightClass=regular-widthClass=regular") == nil)
        #expect(phone.specificity(of: "widthClass=compact-idiom=pad") == nil, "a key naming anything else applies to no screen")
    }

    @Test func onAPhoneTheBaseAndCompactWidthConfigurationsHold() throws {
        let root = try Self.root(try Self.document())
        #expect(root.node(withID: "SZP-00-001") == nil, "the banner is not installed on a phone")
        let button = root.constraints.filter { $0.firstItem == "SZB-00-001" }
        #expect(button.contains { $0.firstAttribute == .leading }, "leading 20, installed for compact width")
        #expect(!button.contains { $0.firstAttribute == .centerX }, "centred only in regular width")
        #expect(root.node(withID: "SZI-00-001")?.constraints.first?.constant == 100)
        #expect(root.node(withID: "SZL-00-001")?.font?.pointSize == 17)
    }

    @Test func onAnIPadTheRegularConfigurationHolds() throws {
        let root = try Self.root(try Self.document(Self.iPad))
        #expect(root.node(withID: "SZP-00-001") != nil, "the banner is installed for regular-regular")
        #expect(root.constraints.filter { $0.firstItem == "SZP-00-001" || $0.secondItem == "SZP-00-001" }.count == 3)
        let button = root.constraints.filter { $0.firstItem == "SZB-00-001" }
        #expect(!button.contains { $0.firstAttribute == .leading }, "uninstalled in the base configuration")
        #expect(button.contains { $0.firstAttribute == .centerX })
        #expect(root.node(withID: "SZI-00-001")?.constraints.first?.constant == 180)
        let font = try #require(root.node(withID: "SZL-00-001")?.font)
        #expect(font.pointSize == 28 && font.weight == .bold)
    }

    @Test func theIPadLayoutIsDrawnFromIt() throws {
        var options = StoryboardBuildOptions()
        options.device = .iPadPro11
        options.deviceOverridesCanvas = true
        let builder = StoryboardBuilder(document: try Self.document(options.screen), options: options)
        let root = withExtendedLifetime(builder) { builder.instantiate("SZV-00-001").view }
        let button = try #require(root.firstDescendant { $0.identifier == "SZB-00-001" })
        #expect(abs(button.frame.midX - 834 / 2) < 0.5, "centred")
        #expect(try #require(root.firstDescendant { $0.identifier == "SZI-00-001" }).frame.height == 180)
        #expect(root.firstDescendant { $0.identifier == "SZP-00-001" } != nil)
    }
}
