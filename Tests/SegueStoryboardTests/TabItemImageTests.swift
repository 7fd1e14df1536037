import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Tab bar items of a title alone (Fixtures/HiddenBars.storyboard: Feed and Settings, written
/// `<tabBarItem title="Feed">` as Xcode writes an item given no image). UIKit shows the title and
/// no image; the rounded square is Interface Builder's stand-in on its canvas.
@MainActor
struct TabItemImageTests {
    @Test("an item of a title alone has no icon drawn above its title")
    func aTitleOnlyItemHasNoIcon() throws {
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: Paths.own("HiddenBars.storyboard")))
        let tabs = try #require(builder.instantiateInitialViewController())
        let window = Window(device: builder.device)
        window.rootViewController = tabs
        let bar = try #require(tabs.view.firstDescendant { $0.identifier == "tabBar" })
        var shapes = 0, titles: [String] = []
        func walk(_ v: View) {
            switch v.content {
            case .shape: shapes += 1
            case .text(let t): titles.append(t.string)
            default: break
            }
            v.subviews.forEach(walk)
        }
        bar.subviews.forEach(walk)
        #expect(titles.contains("Feed") && titles.contains("Settings"), "\(titles)")
        #expect(shapes == 0, "no icon stands in for an image the item does not have")
    }
}
