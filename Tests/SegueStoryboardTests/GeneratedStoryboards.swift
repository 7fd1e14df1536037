import Foundation

@testable import SegueStoryboard

/// Storyboards written in memory, for hostile and oversized input: one line per scene, so that
/// line numbers in messages are easy to predict (the header is lines 1–4, scene `i` is line 5 + i).
enum GeneratedStoryboard {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="C0">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>

        """
    static let footer = "</scenes>\n</document>\n"

    /// One scene on one line: controller `C<i>` titled `T<i>` in scene `S<i>`, its root view
    /// `V<i>` holding `body`, and `connections` (segue elements) on the controller.
    static func scene(_ i: Int, body: String = "", connections: String = "") -> String {
        let segues = connections.isEmpty ? "" : "<connections>\(connections)</connections>"
        return "<scene sceneID=\"S\(i)\"><objects><viewController id=\"C\(i)\" title=\"T\(i)\" sceneMemberID=\"viewController\">"
            + "<view key=\"view\" id=\"V\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"393\" height=\"852\"/>\(body)</view>"
            + "\(segues)</viewController></objects></scene>\n"
    }

    /// A storyboard of the given scenes.
    static func document(_ scenes: [String]) -> Data { Data((header + scenes.joined() + footer).utf8) }

    /// `count` scenes in a ring: scene i shows scene i + 1 with segue `G<i>`.
    static func ring(_ count: Int) -> Data {
        document((0..<count).map { i in
            scene(i, connections: "<segue destination=\"C\((i + 1) % count)\" kind=\"show\" identifier=\"next\(i)\" id=\"G\(i)\"/>")
        })
    }

    /// Scene 0 with one subview that holds `element` (a view element with a frame).
    static func withSubview(_ element: String) -> Data {
        document([scene(0, body: "<subviews>\(element)</subviews>")])
    }

    /// `depth` views nested inside scene 0's root view, each in the previous one's `<subviews>`.
    static func nestedViews(_ depth: Int) -> Data {
        let open = (0..<depth).map { "<subviews><view id=\"N\($0)\"><rect key=\"frame\" x=\"1\" y=\"1\" width=\"10\" height=\"10\"/>" }
        return document([scene(0, body: open.joined() + String(repeating: "</view></subviews>", count: depth))])
    }

    static func read(_ data: Data, mode: ReadingMode = .lenient, limits: ReadingLimits = .default) throws -> IB.Document {
        try IB.Document.read(data: data, name: "Generated.storyboard", mode: mode, limits: limits)
    }

    /// The error reading `data` throws, or nil.
    static func error(_ data: Data, mode: ReadingMode = .lenient, limits: ReadingLimits = .default) -> StoryboardDiagnostic? {
        do {
            _ = try read(data, mode: mode, limits: limits)
            return nil
        } catch {
            return error as? StoryboardDiagnostic
        }
    }
}
