import Foundation
import SegueKit
import SegueSources
import SegueStoryboard
import Testing

/// Storyboard sources take every setting they are given to the recording, or refuse it.
@MainActor
struct StoryboardSourceTests {
    static let localized = fixtures + "/LocalizedApp/Base.lproj/Main.storyboard"

    @Test("a storyboard source in French shows the French text its manifest claims")
    func localeReachesTheRecording() throws {
        var options = StoryboardBuildOptions()
        options.locale = "fr"
        let french = try TransitionSource.storyboard(Self.localized, segue: "next", options: options).record()
        #expect(french.info.storyboard?.locale == "fr")
        #expect(texts(french).contains("Bonjour"), "\(texts(french))")
        let english = try TransitionSource.storyboard(Self.localized, segue: "next").record()
        #expect(texts(english).contains("Hello") && !texts(english).contains("Bonjour"))
    }

    @Test("a right-to-left locale lays the scenes out right to left, and the manifest says so")
    func rightToLeftLocale() throws {
        var options = StoryboardBuildOptions()
        options.locale = "ar"
        let t = try TransitionSource.storyboard(Self.localized, segue: "next", options: options).record()
        #expect(t.info.storyboard?.locale == "ar" && t.info.storyboard?.rightToLeft == true)
    }

    @Test("an app's source reads the app as the command does: its catalogs, locale and appearance")
    func appSource() throws {
        let app = TransitionSource.app(folder: fixtures + "/LocalizedApp", storyboard: "Main", segue: "next", appearance: .dark, locale: "fr")
        #expect(app.name == "next")
        var notes: [String] = []
        let sourced = try app.produce { notes.append($0.description) }
        let origin = try #require(sourced.transition.info.storyboard)
        #expect(origin.locale == "fr" && origin.appearance == "dark")
        #expect(origin.resources == [".."], "the app's folder is its project: \(origin.resources ?? [])")
        #expect(texts(sourced.transition).contains("Bonjour"))
        #expect(sourced.segue?.transition == .style(.push))
        let dismissal = TransitionSource.app(folder: fixtures + "/LocalizedApp", storyboard: "Base.lproj/Main.storyboard", segue: "next",
                                             direction: .dismiss)
        #expect(dismissal.name == "next-dismiss")
        #expect(try dismissal.record().info.direction == .pop)
    }

    @Test("an app's source refuses what it cannot read as asked", arguments: [
        ("Nowhere", "fr", "no storyboard 'Nowhere'"),
        ("Main", "../etc", "is not a language code"),
    ])
    func appSourceRefuses(_ storyboard: String, _ locale: String, _ message: String) {
        let source = TransitionSource.app(folder: fixtures + "/LocalizedApp", storyboard: storyboard, segue: "next", locale: locale)
        #expect { try source.record() } throws: { "\($0)".contains(message) }
    }

    @Test("a segue source notes what the recording could not render faithfully, and the storyboard's warnings")
    func notes() throws {
        let path = fixtures + "/TestApp/TestApp/Base.lproj/Main.storyboard"
        var options = StoryboardBuildOptions()
        options.resources = try ProjectResources.forStoryboard(path)
        var notes: [SourceNote] = []
        _ = try TransitionSource.storyboard(path, segue: "showDetail", options: options).produce { notes.append($0) }
        let lines = notes.map(\.description)
        #expect(lines.contains { $0.contains("image 'NotInCatalog' is in no asset catalog") }, "\(lines)")
    }
}
