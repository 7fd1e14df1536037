import SegueKit
import Testing
@testable import SegueUIKit

/// An app's `UIImage(named:)` and `UIImage(systemName:)` compile and draw: named images come from
/// the provider a test sets (nil without one, as UIKit answers for a missing name), symbols are
/// drawn by the renderer from their names (its stand-in icon font), never as their names.
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

    @Test("a system symbol is drawn by the renderer from its name, set at the body size unless configured, never as its name")
    func systemName() throws {
        defer { UIImage.systemImageProvider = nil }
        let symbol = try #require(UIImage(systemName: "square.and.arrow.up"))
        #expect(symbol.isSymbolImage && symbol.renderingMode == .automatic)
        // The em square of a 17 pt (body) symbol at medium scale: 17 × 24/20.
        #expect(abs(symbol.size.width - 20.4) < 1e-9 && symbol.size.height == symbol.size.width)
        let view = UIImageView(image: symbol)
        let content = try #require(view.node.subviews.lazy.compactMap { v -> SymbolContent? in
            if case .symbol(let s) = v.content { s } else { nil }
        }.first)
        #expect(content.name == "square.and.arrow.up" && content.color == .systemBlue && content.weight == .regular)
        #expect(view.node.subviews.allSatisfy { if case .text = $0.content { false } else { true } })
        let bold = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
        #expect(abs(bold.size.width - 30 * 1.29 * 1.2) < 1e-9)
        let caption = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12, weight: .semibold))
        #expect(caption.resolvedWeight == .semibold && abs(caption.em - 12 * 1.2) < 1e-9, "set like a glyph of its font")
        let small = caption.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(small.resolvedWeight == .semibold && abs(small.em - 12 * 0.78 * 1.2) < 1e-9, "what the other leaves unspecified is kept")
        #expect(UIImage(named: "photo")?.isSymbolImage != true && symbol.applyingSymbolConfiguration(caption)?.isSymbolImage == true)
        UIImage.systemImageProvider = { _ in UIImage(bitmap: Bitmap(width: 30, height: 30, premultipliedBGRA: [UInt8](repeating: 0, count: 3600)), scale: 3) }
        #expect(UIImage(systemName: "xmark")?.size == CGSize(width: 10, height: 10))
    }

    @Test("a symbol takes its image view's tint, inherited from a superview and followed when it changes; withTintColor wins")
    func symbolTint() throws {
        func color(_ view: UIImageView) -> Color? {
            view.node.subviews.lazy.compactMap { v -> Color? in if case .symbol(let s) = v.content { s.color } else { nil } }.first
        }
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        holder.tintColor = .systemRed
        let view = UIImageView(image: UIImage(systemName: "heart"))
        #expect(color(view) == .systemBlue, "the default tint before it joins a hierarchy")
        holder.addSubview(view)
        #expect(color(view) == .systemRed, "the superview's tint once it moves under it")
        holder.tintColor = .systemGreen
        #expect(color(view) == .systemGreen)
        view.image = UIImage(systemName: "heart")?.withTintColor(.systemOrange)
        #expect(color(view) == .systemOrange)
        view.image = UIImage(systemName: "heart")?.withRenderingMode(.alwaysOriginal)
        #expect(color(view) == .black)
        view.image = UIImage(systemName: "heart")
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .heavy)
        let weight = view.node.subviews.lazy.compactMap { v -> FontWeight? in if case .symbol(let s) = v.content { s.weight } else { nil } }.first
        #expect(weight == .heavy)
    }
}
