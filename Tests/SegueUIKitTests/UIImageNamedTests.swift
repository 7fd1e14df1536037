import SegueKit
import Testing
@testable import SegueUIKit

/// An app's `UIImage(named:)` and `UIImage(systemName:)` compile and draw: named images come from
/// the provider a test sets (nil without one, as UIKit answers for a missing name), symbols draw a
/// neutral glyph, never their names.
@MainActor
@Suite(.serialized)
struct UIImageNamedTests {
    @Test("a named image comes from the provider, and is nil where it has none")
    func named() throws {
        defer { UIImage.namedImageProvider = nil }
        UIImage.namedImageProvider = nil
        #expect(UIImage(named: "hero") == nil)
        let pixels = Bitmap(width: 6, height: 4, premultipliedBGRA: [UInt8](repeating: 255, count: 96))
        UIImage.namedImageProvider = { $0 == "hero" ? UIImage(bitmap: pixels, scale: 2) : nil }
        let hero = try #require(UIImage(named: "hero"))
        #expect(hero.size == CGSize(width: 3, height: 2) && hero.scale == 2)
        #expect(UIImage(named: "missing") == nil)
        let view = UIImageView(image: hero)
        #expect(view.node.subviews.contains { if case .image = $0.content { true } else { false } })
    }

    @Test("a system symbol is a neutral glyph the size of a body-text symbol, not its name")
    func systemName() throws {
        defer { UIImage.systemImageProvider = nil }
        let symbol = try #require(UIImage(systemName: "square.and.arrow.up"))
        #expect(symbol.size == CGSize(width: 20, height: 20))
        guard case .picture(let parts) = symbol.contents else { Issue.record("not a picture"); return }
        #expect(parts.count == 1 && parts[0].view.identifier == "symbol:square.and.arrow.up")
        if case .shape = parts[0].view.content {} else { Issue.record("the glyph is not a shape") }
        UIImage.systemImageProvider = { _ in UIImage(bitmap: Bitmap(width: 30, height: 30, premultipliedBGRA: [UInt8](repeating: 0, count: 3600)), scale: 3) }
        #expect(UIImage(systemName: "xmark")?.size == CGSize(width: 10, height: 10))
    }
}
