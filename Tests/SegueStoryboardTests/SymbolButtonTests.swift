import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// SF Symbols on buttons of the old kind (Fixtures/SymbolButtons.storyboard): a custom button
/// showing only `gear` on white, one with a red tint and a white title colour, a system button
/// with a green title. UIKit draws a symbol, a template image, in the button's tint colour; the
/// title colour is the title's alone (a custom button's is white by default, so the gear would be
/// white on white).
@MainActor
struct SymbolButtonTests {
    static func color(of symbol: String, in root: View) throws -> Color {
        let v = try #require(root.firstDescendant { $0.identifier == "symbol:" + symbol }, "no symbol \(symbol)")
        guard case .symbol(let content) = v.content else { throw SymbolTests.SymbolTestError("\(symbol) is not a symbol") }
        return content.color
    }

    static func close(_ a: Color, _ b: Color) -> Bool { ((a.rgba - b.rgba) * (a.rgba - b.rgba)).sum() < 1e-4 }

    @Test("a button's symbol is in its tint colour, never its title's")
    func symbolsTakeTheTint() throws {
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: Paths.own("SymbolButtons.storyboard")))
        let root = try #require(builder.instantiateInitialViewController()).view
        let blue = builder.theme.tint
        #expect(Self.close(try Self.color(of: "gear", in: root), blue))
        #expect(Self.close(try Self.color(of: "location", in: root), Color(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706)))
        #expect(Self.close(try Self.color(of: "plus", in: root), blue))
        // The system button's title keeps its own colour.
        let title = root.firstDescendant { v in
            if case .text(let t) = v.content { return t.string == "Add" }
            return false
        }
        guard case .text(let t)? = title?.content else { Issue.record("no title"); return }
        #expect(Self.close(t.color, Color(red: 0.20392156862745098, green: 0.7803921568627451, blue: 0.34901960784313724)))
    }
}
