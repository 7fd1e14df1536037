import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// What controllers' own code sets on the bars of their stack (Fixtures/StyledInstancesApp: the
/// inbox colours its navigation controller's bar red with a white bold title, over the blue the
/// storyboard gives it; that navigation controller's class tints its own bar white; the tab bar
/// controller, in Objective-C, tints its tab bar orange; the settings screen colours a bar of its
/// own, not its stack's; the app delegate tints every bar red through the proxy, a navigation
/// controller the app shows in code included), and the display mode a split view controller's
/// class asks for.
@MainActor
struct CodeBarInstancesTests {
    static let app = Paths.own("StyledInstancesApp")

    static func storyboard(_ name: String = "Main", device: Device? = nil) throws -> StoryboardSegues {
        var options = StoryboardBuildOptions()
        options.resources = try ProjectResources(folders: [app])
        if let device {
            options.device = device
            options.deviceOverridesCanvas = true
        }
        return try StoryboardSegues(contentsOf: app + "/Ledger/Base.lproj/\(name).storyboard", options: options)
    }

    @Test("a controller's code wins over the storyboard's bar and the proxy")
    func theStacksBarTakesItsControllersValues() throws {
        let doc = try Self.storyboard().document
        let inbox = try #require(doc.controller(withID: "NAV-si-001")?.navigationBar)
        #expect(inbox.colors[.barTintColor] == Color(red: 0.8, green: 0.1, blue: 0.1), "the root's code over the storyboard's blue")
        #expect(inbox.tintColor == Color(white: 1), "its own class's, over the proxy's red")
        #expect(inbox.barLook.titleColor == Color(white: 1))
        #expect(inbox.barLook.titleFont == IB.Font(family: .system, pointSize: 18, weight: .bold))
        #expect(doc.controller(withID: "TAB-si-001")?.tabBar?.tintColor == CodeColors.named["orange"])
        let settings = try #require(doc.controller(withID: "NAV-si-002")?.navigationBar)
        #expect(settings.colors[.barTintColor] == nil, "the settings screen's own bar is not its stack's")
        #expect(settings.tintColor == StoryboardColors.system("systemRedColor", .light), "the proxy's")
    }

    @Test func aNavigationControllerTheAppShowsInCodeTakesTheProxys() throws {
        let doc = try Self.storyboard().document
        let made = try #require(doc.scenes.map(\.controller).first {
            $0.kind == .navigationController && $0.relationshipDestinations(.rootViewController) == ["RCP-si-001"]
        })
        #expect(made.navigationBar?.tintColor == StoryboardColors.system("systemRedColor", .light))
    }

    @Test func theSplitViewKeepsBothColumnsAsItsClassAsks() throws {
        let storyboard = try Self.storyboard("Accounts", device: .iPadPro11)
        let builder = StoryboardBuilder(document: storyboard.document, options: storyboard.options)
        let split = try #require(builder.instantiateInitialViewController() as? SplitViewController)
        #expect(split.displayMode == .oneBesideSecondary, "portrait shows the secondary alone unless the app asks")
        #expect(SourceDeclarations.displayMode("AllVisible") == .oneBesideSecondary)
        #expect(SourceDeclarations.displayMode("primaryHidden") == .secondaryOnly)
        #expect(SourceDeclarations.displayMode("primaryOverlay") == .oneOverSecondary)
        #expect(SourceDeclarations.displayMode("mode") == nil)
    }
}
