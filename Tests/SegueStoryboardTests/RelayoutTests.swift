import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A translation laid out again (Tests/SegueCLITests/Fixtures/RelayoutApp: Sign In, 393 pt wide,
/// its views stored where the English text puts them, Russian in `ru.lproj/Main.strings`, German
/// in `Main.xcstrings`). Expected places follow from the fixture's constraints: the wrapped label
/// at y 127 (24 below the safe area), the card 16 below it, the buttons 24 below the card with 12
/// between them, the shrinking label 24 below the buttons.
@MainActor
struct RelayoutTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures/RelayoutApp/RelayoutApp/Base.lproj/Main.storyboard").path

    /// Sign In's views by id, built in `locale` in its navigation controller.
    static func views(_ locale: String?, rightToLeft: Bool = false) throws -> [String: View] {
        var options = StoryboardBuildOptions()
        options.rightToLeft = rightToLeft
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: storyboard, locale: locale), options: options)
        // Sign In as the app shows it: the root of its navigation controller, under the bar.
        let root = try withExtendedLifetime(builder) {
            let nav = try #require(builder.instantiate("NAV-RL-001") as? NavigationController)
            return try #require(nav.viewControllers.first).view
        }
        var out: [String: View] = [:]
        func walk(_ v: View) {
            if let id = v.identifier, out[id] == nil { out[id] = v }
            v.subviews.forEach(walk)
        }
        walk(root)
        return out
    }

    static func text(_ v: View?) -> TextContent? {
        if case .text(let t)? = v?.content { return t }
        return nil
    }

    /// Whether two frames agree to a hundredth of a point (the scene's layout adds and subtracts).
    static func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.01 }
    }

    @Test("in the development language every view keeps its stored frame")
    func englishKeepsTheStoredFrames() throws {
        let v = try Self.views(nil)
        #expect(Self.close(v["LBL-RL-WRAP"]?.frame, Rect(x: 20, y: 127, width: 353, height: 40.666666666666657)))
        #expect(Self.close(v["VW-RL-CARD"]?.frame, Rect(x: 20, y: 183.66666666666666, width: 353, height: 60)))
        #expect(Self.close(v["BTN-RL-LOGIN"]?.frame, Rect(x: 20, y: 267.66666666666669, width: 45, height: 34)))
        #expect(Self.close(v["BTN-RL-SIGNUP"]?.frame, Rect(x: 77, y: 267.66666666666669, width: 57, height: 34)))
        #expect(Self.close(v["LBL-RL-TRUNC"]?.frame, Rect(x: 20, y: 362, width: 150, height: 20.333333333333332)))
    }

    @Test("Russian: the longer title widens its button and pushes its neighbour, which widens too and keeps 20 pt from the edge")
    func buttonsGrowAndPush() throws {
        let v = try Self.views("ru")
        let login = try #require(v["BTN-RL-LOGIN"]?.frame), signup = try #require(v["BTN-RL-SIGNUP"]?.frame)
        // "Войти в аккаунт" and "Зарегистрироваться" are both about 2.9 times as wide as "Log in" and "Sign up".
        #expect(abs(login.minX - 20) < 0.01 && login.width > 45 * 2.5 && login.width < 45 * 3.2, "\(login)")
        #expect(abs(signup.minX - (login.maxX + 12)) < 0.01, "\(login) \(signup)")
        #expect(signup.width > 57 * 2.5 && signup.width < 57 * 3.2 && signup.maxX <= 373 + 0.01, "\(signup)")
        #expect(abs(signup.midY - login.midY) < 0.01 && abs(login.height - 34) < 0.01)
    }

    @Test("Russian: the wrapped label takes a third line and the card pinned below it moves down by one line height")
    func wrappedLabelGrows() throws {
        let en = try Self.views(nil), ru = try Self.views("ru")
        let label = try #require(ru["LBL-RL-WRAP"]?.frame), card = try #require(ru["VW-RL-CARD"]?.frame)
        let line = TextMetrics.lineHeight(17)
        #expect(abs(label.width - 353) < 0.01 && abs(label.height - (40.666666666666657 + line)) < 0.01, "\(label)")
        #expect(abs(card.minY - (label.maxY + 16)) < 0.01 && abs(card.height - 60) < 0.01, "\(card)")
        // Everything pinned below moves with it.
        let shrinkEN = try #require(en["LBL-RL-SHRINK"]?.frame), shrinkRU = try #require(ru["LBL-RL-SHRINK"]?.frame)
        #expect(abs(shrinkRU.minY - shrinkEN.minY - line) < 0.01)
    }

    @Test("Russian: the autoshrinking label keeps its frame and draws smaller, not below half its size, its whole text fitting")
    func autoshrink() throws {
        let ru = try Self.views("ru"), en = try Self.views(nil)
        let view = try #require(ru["LBL-RL-SHRINK"])
        let text = try #require(Self.text(view)), english = try #require(Self.text(en["LBL-RL-SHRINK"]))
        #expect(abs(view.frame.width - 353) < 0.01)
        #expect(english.fontSize == 17)
        #expect(text.fontSize >= 17 * 0.5 && text.fontSize < 17 * 0.8, "\(text.fontSize)")
        #expect(TextMetrics.width(text.string, size: text.fontSize) <= 353)
    }

    @Test("Russian: the label of fixed width does not grow or shrink its font: it is truncated at its tail")
    func truncates() throws {
        let ru = try Self.views("ru"), en = try Self.views(nil)
        let view = try #require(ru["LBL-RL-TRUNC"])
        let text = try #require(Self.text(view)), english = try #require(Self.text(en["LBL-RL-TRUNC"]))
        #expect(abs(view.frame.width - 150) < 0.01)
        #expect(text.fontSize == english.fontSize)
        #expect(text.lineBreakMode == .truncateTail)
        #expect(TextMetrics.width(text.string, size: text.fontSize) > 150)
    }

    @Test("German from the String Catalog widens the button too")
    func catalog() throws {
        let v = try Self.views("de")
        let login = try #require(v["BTN-RL-LOGIN"]?.frame), signup = try #require(v["BTN-RL-SIGNUP"]?.frame)
        #expect(login.width > 60 && abs(signup.minX - (login.maxX + 12)) < 0.01, "\(login) \(signup)")
    }

    @Test("right to left, the laid-out row mirrors: the first button at the right edge, its neighbour to its left")
    func rightToLeft() throws {
        let ltr = try Self.views("ru"), rtl = try Self.views("ru", rightToLeft: true)
        let login = try #require(ltr["BTN-RL-LOGIN"]?.frame), mirrored = try #require(rtl["BTN-RL-LOGIN"]?.frame)
        let signup = try #require(rtl["BTN-RL-SIGNUP"]?.frame)
        #expect(abs(mirrored.maxX - 373) < 0.01 && abs(mirrored.width - login.width) < 0.01)
        #expect(abs(signup.maxX - (mirrored.minX - 12)) < 0.01)
    }
}

/// How far a label's autoshrink may scale its font, from what Interface Builder writes.
struct AutoshrinkSettingsTests {
    static func label(_ adjusts: Bool?, factor: Double? = nil, minimumFontSize: Double? = nil) -> IB.ViewNode {
        var n = IB.ViewNode(element: .label)
        n.adjustsFontSizeToFitWidth = adjusts
        n.minimumScaleFactor = factor
        n.minimumFontSize = minimumFontSize
        n.font = IB.Font(family: .system, pointSize: 20, weight: .regular)
        return n
    }

    @Test("minimumScaleFactor (0 does not scale), the older minimumFontSize over the font's size, nothing when it does not adjust")
    func minimumScale() {
        #expect(TranslationFit.minimumScale(of: Self.label(nil, factor: 0.5)) == 0.5)
        #expect(TranslationFit.minimumScale(of: Self.label(nil, factor: 0)) == 1)
        #expect(TranslationFit.minimumScale(of: Self.label(nil, minimumFontSize: 10)) == 0.5)
        #expect(TranslationFit.minimumScale(of: Self.label(true, factor: 0.25)) == 0.25)
        #expect(TranslationFit.minimumScale(of: Self.label(false, factor: 0.5)) == 1)
        #expect(TranslationFit.minimumScale(of: Self.label(nil)) == 1)
    }
}
