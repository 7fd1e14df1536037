import SegueKit

/// An image: a bitmap, an SF Symbol, or a picture of views drawn into an image context
/// (`UIGraphicsImageRenderer`), kept as a copy of the views and drawn when the image is shown.
public final class UIImage: NSObject, @unchecked Sendable {
    enum Contents {
        case bitmap(Bitmap)
        case picture([(view: View, rect: CGRect)])
        /// An SF Symbol by name: the renderer draws it from its stand-in icon font.
        case symbol(String)
    }

    let contents: Contents
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// The configuration of a symbol image (nil for other images).
    public let symbolConfiguration: SymbolConfiguration?
    /// The colour `withTintColor(_:)` gave the image.
    let tint: UIColor?

    init(contents: Contents, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic,
         symbolConfiguration: SymbolConfiguration? = nil, tint: UIColor? = nil) {
        self.contents = contents
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.symbolConfiguration = symbolConfiguration
        self.tint = tint
        super.init()
    }

    /// The same image with other rendering settings.
    private func copy(renderingMode: RenderingMode? = nil, tint: UIColor?? = nil, symbolConfiguration: SymbolConfiguration? = nil) -> UIImage {
        let configuration = symbolConfiguration ?? self.symbolConfiguration
        var size = self.size
        if let configuration, case .symbol = contents {
            let em = CGFloat(configuration.em)
            size = CGSize(width: em, height: em)
        }
        return UIImage(contents: contents, size: size, scale: scale, renderingMode: renderingMode ?? self.renderingMode,
                       symbolConfiguration: configuration, tint: tint ?? self.tint)
    }

    /// An image of a decoded bitmap at `scale` pixels per point (how a test hands a screenshot in).
    public convenience init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.init(contents: .bitmap(bitmap), size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale),
                  scale: scale)
    }

    /// The view that shows the image filling `bounds` as `mode` says; a template image (a
    /// symbol's default) in `tint`.
    @MainActor func makeNode(in bounds: CGRect, mode: UIView.ContentMode, tint: UIColor = .systemBlue) -> View {
        let holder = View(frame: bounds.rect)
        let fit: ContentMode = switch mode {
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        case .scaleToFill, .redraw: .scaleToFill
        }
        switch contents {
        case .bitmap(let bitmap):
            // A tint colour given to a bitmap fills its coverage (Core Graphics' destination-in).
            let template = self.tint ?? (renderingMode == .alwaysTemplate ? tint : nil)
            let shown = template.map { bitmap.template($0.color) } ?? bitmap
            holder.content = .image(ImageContent(bitmap: shown, contentMode: fit, scale: Double(scale)))
        case .symbol(let name):
            let configuration = symbolConfiguration ?? SymbolConfiguration()
            // A symbol is a template unless drawn in its original colour (black for a monochrome
            // symbol); a tint colour given to the image wins over the view's.
            let color = self.tint ?? (renderingMode == .alwaysOriginal ? UIColor.black : tint)
            holder.identifier = "symbol:" + name
            holder.content = .symbol(SymbolContent(name: name, em: configuration.em, weight: configuration.resolvedWeight, color: color.color,
                                                   contentMode: fit))
        case .picture(let parts):
            let sx = size.width > 0 ? bounds.width / size.width : 1, sy = size.height > 0 ? bounds.height / size.height : 1
            let canvas = View(frame: Rect(size.size))
            canvas.transform3D = Transform3D(scaleX: Double(sx), y: Double(sy))
            canvas.center = Point(x: Double(bounds.width / 2), y: Double(bounds.height / 2))
            for (view, rect) in parts {
                let copy = view.snapshotView()
                copy.transform3D = .identity
                copy.frame = rect.rect
                canvas.addSubview(copy)
            }
            holder.clipsToBounds = true
            holder.addSubview(canvas)
        }
        return holder
    }
}

/// Draws views into an image: what `drawHierarchy(in:afterScreenUpdates:)` and
/// `layer.render(in:)` draw inside `image(actions:)` ends up in the image.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer: NSObject {
    public let bounds: CGRect

    public init(size: CGSize) {
        bounds = CGRect(origin: .zero, size: size)
        super.init()
    }

    public init(bounds: CGRect) {
        self.bounds = bounds
        super.init()
    }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext()
        UIKitSession.current?.imageContexts.append(context)
        actions(context)
        UIKitSession.current?.imageContexts.removeLast()
        return UIImage(contents: .picture(context.parts), size: bounds.size, scale: UIScreen.main.scale)
    }
}

@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext: NSObject {
    var parts: [(view: View, rect: CGRect)] = []
    /// The innermost open image context of the recording.
    static var current: UIGraphicsImageRendererContext? { UIKitSession.current?.imageContexts.last }

    #if !canImport(CoreGraphics)
    public var cgContext: CGContext { CGContext(owner: self) }
    #endif

    func draw(_ view: View, in rect: CGRect) { parts.append((view, rect)) }
}

#if !canImport(CoreGraphics)
/// A drawing context: here, only the image context's, which `CALayer.render(in:)` draws into.
@preconcurrency @MainActor
public final class CGContext {
    let owner: UIGraphicsImageRendererContext
    init(owner: UIGraphicsImageRendererContext) { self.owner = owner }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` (an image context's).
    public func render(in ctx: CGContext) {
        ctx.owner.draw(node.snapshotView(), in: CGRect(origin: .zero, size: bounds.size))
    }
}
#endif

extension UIImage {
    /// Where `UIImage(named:)` finds the app's images. There is no app bundle here: a test sets
    /// it, for instance to decode the app's PNGs (`UIImage(bitmap:scale:)`). Nil, or nil for a
    /// name: no image, as UIKit answers for a name its bundle lacks.
    @MainActor public static var namedImageProvider: (@MainActor (_ name: String) -> UIImage?)?

    /// What `UIImage(systemName:)` draws for a symbol; nil for a name, or no provider: the
    /// neutral symbol glyph.
    @MainActor public static var systemImageProvider: (@MainActor (_ name: String) -> UIImage?)?

    /// The app's image `name` (`namedImageProvider`), or nil.
    @MainActor public convenience init?(named name: String) {
        guard let image = UIImage.namedImageProvider?(name) else { return nil }
        self.init(contents: image.contents, size: image.size, scale: image.scale)
    }

    /// The SF Symbol `name` in the default configuration (the body size, medium scale, regular
    /// weight). Apple's symbols cannot be shipped: unless `systemImageProvider` supplies it, the
    /// renderer draws the symbol from its stand-in icon font (the manifest lists each one), or a
    /// neutral symbol-shaped glyph for a name it has no likeness of; never its name. Its size is
    /// the symbol's em square (20.4 pt at the body size), a little larger than Apple's tight box.
    @MainActor public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The SF Symbol `name` in `configuration` (a `SymbolConfiguration`; others are ignored).
    @MainActor public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = (configuration as? SymbolConfiguration) ?? SymbolConfiguration()
        if let image = UIImage.systemImageProvider?(name) {
            self.init(contents: image.contents, size: image.size, scale: image.scale, renderingMode: image.renderingMode,
                      symbolConfiguration: symbol)
            return
        }
        let em = CGFloat(symbol.em)
        self.init(contents: .symbol(name), size: CGSize(width: em, height: em), scale: UIScreen.main.scale, symbolConfiguration: symbol)
    }

    /// Whether the image is an SF Symbol.
    public var isSymbolImage: Bool {
        if case .symbol = contents { return true }
        return false
    }

    /// The image's configuration (a symbol's `symbolConfiguration`).
    public var configuration: Configuration? { symbolConfiguration }

    /// UIKit's `UIImage.RenderingMode`: a template image is drawn in the tint, every pixel its
    /// colour and its own alpha the coverage; `automatic` is a template for symbols (and bar
    /// items), the original colours otherwise.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }

    /// The image in `color`, whatever the view's tint: a symbol drawn in it, a bitmap's coverage
    /// filled with it; the rendering mode stays the image's.
    public func withTintColor(_ color: UIColor) -> UIImage { copy(tint: .some(color)) }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tint: .some(color))
    }

    /// The image in `configuration`, applied over its own (a symbol's size, weight and scale).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard isSymbolImage, let symbol = configuration as? SymbolConfiguration else { return self }
        return copy(symbolConfiguration: (symbolConfiguration ?? SymbolConfiguration()).applying(symbol))
    }

    /// The symbol image in `configuration`, applied over its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return copy(symbolConfiguration: (symbolConfiguration ?? SymbolConfiguration()).applying(configuration))
    }
}
