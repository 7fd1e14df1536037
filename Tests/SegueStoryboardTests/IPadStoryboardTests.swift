import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A universal app with a storyboard for each idiom (Fixtures/UniversalApp, without its
/// `.xcodeproj`): `Info.plist` names `iPhone` as `UIMainStoryboardFile` and `iPad` as
/// `UIMainStoryboardFile~ipad`; both storyboards are Xcode 7 files on the 600 × 600 canvas.
@MainActor
struct IPadStoryboardTests {
    static let app = Paths.own("UniversalApp") + "/Universal"

    static func perform(_ file: String, _ segue: String, options: StoryboardBuildOptions) throws -> PerformedSegue {
        let doc = try IB.Document.read(contentsOf: app + "/" + file, mode: .strict, screen: options.screen)
        return try SegueRecorder.record(try #require(doc.segue(withID: segue)), in: doc, options: options)
    }

    @Test("the storyboard the app loads on iPad is drawn on an iPad, the iPhone one on a phone")
    func eachStoryboardOnItsIdiom() throws {
        let settings = try #require(AppSettings.forStoryboard(Self.app + "/iPad.storyboard"))
        #expect(settings.iPadMainStoryboard == "iPad")
        var options = StoryboardBuildOptions()
        #expect(settings.apply(to: &options, appearanceChosen: false, deviceChosen: false).contains(.iPadStoryboard("iPad", .iPadPro11)))
        let pad = try Self.perform("iPad.storyboard", "Upd1-Sg-0aA", options: options)
        #expect(pad.device.isPad)
        // A form sheet on an iPad is a card in the middle of the screen.
        let card = try #require(LayerFrames.frame("Upd2-Vw-000", in: pad.recording))
        #expect(card.width < pad.device.size.width && card.minX > 0, "\(card)")
        let phone = try Self.perform("iPhone.storyboard", "Uph-Sg-0aA", options: options)
        #expect(!phone.device.isPad)
    }

    @Test("--device wins over the app's iPad storyboard")
    func aChosenDeviceWins() throws {
        let settings = try #require(AppSettings.forStoryboard(Self.app + "/iPad.storyboard"))
        var options = StoryboardBuildOptions(device: .iPhone15Pro)
        _ = settings.apply(to: &options, appearanceChosen: false, deviceChosen: true)
        #expect(try Self.perform("iPad.storyboard", "Upd1-Sg-0aA", options: options).device == .iPhone15Pro)
    }

    @Test("a file named with UIKit's ~ipad modifier is an iPad storyboard whatever the app says")
    func theIPadModifier() {
        let choice = ScreenChoice()
        #expect(choice.isIPadStoryboard("Compose~ipad.storyboard") && choice.isIPadStoryboard("App/Base.lproj/Main~iPad.storyboard"))
        #expect(!choice.isIPadStoryboard("iPad.storyboard") && !choice.isIPadStoryboard("Main~iphone.storyboard"))
        #expect(ScreenChoice(iPadStoryboards: ["iPad"]).isIPadStoryboard("iPad.storyboard"))
    }
}
