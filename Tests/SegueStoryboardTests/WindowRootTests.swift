import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Scenes an app's delegate makes the window's root (Fixtures/CodeRootApp: no initial scene;
/// `AppDelegate.swift` sets Welcome as the root itself and Library as a navigation controller's
/// root). Welcome's `show` presents, as UIKit's does with no navigation controller; Library's
/// pushes.
@MainActor
struct WindowRootTests {
    @Test func theRootsAreReadFromSwiftAndObjectiveC() {
        let swift = """
            let welcome = storyboard.instantiateViewController(withIdentifier: "welcome")
            window?.rootViewController = welcome
            self.window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "splash")
            let list = storyboard.instantiateViewController(withIdentifier: "list")
            window?.rootViewController = UINavigationController(rootViewController: list)
            """
        #expect(WindowRoots.identifiers(inSource: swift) == ["welcome", "splash"])
        let objc = """
            UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
            UIViewController *splash = [storyboard instantiateViewControllerWithIdentifier:@"splashStory"];
            self.window.rootViewController = splash;
            UIViewController *start = [storyboard instantiateViewControllerWithIdentifier:@"startStory"];
            [self.window setRootViewController:start];
            UIViewController *menu = [storyboard instantiateViewControllerWithIdentifier:@"menu"];
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:menu];
            """
        #expect(WindowRoots.identifiers(inSource: objc) == ["splashStory", "startStory"])
        // The identifier through a name: whichever string the name holds may be the root.
        let chosen = """
            NSString *storyBoardName = @"splashStory";
            if (![firstLaunch isEqualToString:@"YES"]) {
                storyBoardName = @"startStory";
            }
            UIViewController *viewController = [storyboard instantiateViewControllerWithIdentifier:storyBoardName];
            self.window.rootViewController = viewController;
            """
        #expect(WindowRoots.identifiers(inSource: chosen) == ["splashStory", "startStory"])
    }

    static func storyboard() throws -> StoryboardSegues {
        let app = Paths.own("CodeRootApp")
        var options = StoryboardBuildOptions()
        options.resources = try ProjectResources(folders: [app])
        return try StoryboardSegues(contentsOf: app + "/Notes/Base.lproj/Main.storyboard", options: options)
    }

    @Test("the delegate's own root presents what it shows; a root it puts in a navigation controller pushes")
    func theRootPresentsAndTheOtherPushes() throws {
        let storyboard = try Self.storyboard()
        let privacy = try storyboard.record(try storyboard.segue(named: "showPrivacy"), named: "showPrivacy").performed
        #expect(privacy.direction == .present, "\(privacy.transition)")
        let note = try storyboard.record(try storyboard.segue(named: "openNote"), named: "openNote").performed
        #expect(note.transition == .style(.push) && note.direction == .push, "\(note.transition)")
    }

    @Test("without the delegate both are taken to be pushed, as before")
    func withoutSourcesBothPush() throws {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("CodeRootApp") + "/Notes/Base.lproj/Main.storyboard")
        let privacy = try storyboard.record(try storyboard.segue(named: "showPrivacy"), named: "showPrivacy").performed
        #expect(privacy.direction == .push, "\(privacy.transition)")
    }
}
