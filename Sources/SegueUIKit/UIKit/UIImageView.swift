import SegueKit

/// A view showing an image, filling its bounds as its content mode says.
@preconcurrency @MainActor
open class UIImageView: UIView {
    private var imageNode: View?

    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        // A class's own initialiser does not run its properties' observers.
        redraw()
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var image: UIImage? {
        didSet { redraw() }
    }

    open override var contentMode: UIView.ContentMode {
        didSet { redraw() }
    }

    /// Applied over a symbol image's own configuration when it is shown.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { redraw() }
    }

    /// A template image (a symbol's default) is drawn in the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        redraw()
    }

    open override var bounds: CGRect {
        didSet { if oldValue.size != bounds.size { redraw() } }
    }

    open override var frame: CGRect {
        didSet { if oldValue.size != frame.size { redraw() } }
    }

    private func redraw() {
        imageNode?.removeFromSuperview()
        imageNode = nil
        guard let image else { return }
        let shown = preferredSymbolConfiguration.flatMap { image.applyingSymbolConfiguration($0) } ?? image
        let n = UIView.performWithoutRecording {
            shown.makeNode(in: CGRect(origin: .zero, size: bounds.size), mode: contentMode, tint: tintColor)
        }
        node.insertSubview(n, at: 0)
        imageNode = n
    }
}

extension UIView {
    /// Builds views that are not animated, whatever block is open.
    static func performWithoutRecording<R>(_ body: () -> R) -> R {
        AnimatorScope.$current.withValue(nil) { body() }
    }
}
