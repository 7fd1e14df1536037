import SegueKit

/// An image: a bitmap, or a picture of views drawn into an image context
/// (`UIGraphicsImageRenderer`), kept as a copy of the views and drawn when the image is shown.
public final class UIImage: NSObject, @unchecked Sendable {
    enum Contents {
        case bitmap(Bitmap)
        case picture([(view: View, rect: CGRect)])
    }

    let contents: Contents
    public let size: CGSize
    public let scale: CGFloat

    init(contents: Contents, size: CGSize, scale: CGFloat) {
        self.contents = contents
        self.size = size
        self.scale = scale
        super.init()
    }

    /// An image of a decoded bitmap at `scale` pixels per point (how a test hands a screenshot in).
    public convenience init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.init(contents: .bitmap(bitmap), size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale),
                  scale: scale)
    }

    /// The view that shows the image filling `bounds` as `mode` says.
    @MainActor func makeNode(in bounds: CGRect, mode: UIView.ContentMode) -> View {
        let holder = View(frame: bounds.rect)
        switch contents {
        case .bitmap(let bitmap):
            let fit: ContentMode = switch mode {
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            case .center: .center
            default: .scaleToFill
            }
            holder.content = .image(ImageContent(bitmap: bitmap, contentMode: fit, scale: Double(scale)))
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

    /// The SF Symbol `name`. Apple's symbols cannot be shipped: unless `systemImageProvider`
    /// supplies it, the image is a neutral symbol-shaped glyph (a rounded square outline in the
    /// system grey) the size of a body-text symbol, 20 pt a side; never its name.
    @MainActor public convenience init?(systemName name: String) {
        if let image = UIImage.systemImageProvider?(name) {
            self.init(contents: image.contents, size: image.size, scale: image.scale)
            return
        }
        let side = 20.0
        let glyph = View(frame: Rect(x: 0, y: 0, width: side, height: side))
        glyph.identifier = "symbol:" + name
        glyph.content = .shape(ShapeContent(elements: [.roundedRect(Rect(x: 0.15, y: 0.15, width: 0.7, height: 0.7), radius: 4)],
                                            stroke: .systemGray, lineWidth: 1.5))
        let size = CGSize(width: side, height: side)
        self.init(contents: .picture([(glyph, CGRect(origin: .zero, size: size))]), size: size, scale: UIScreen.main.scale)
    }
}
