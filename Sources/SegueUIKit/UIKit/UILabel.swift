import SegueKit

/// A view showing a line (or lines) of text, drawn by the renderer's text engine.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? { didSet { redraw() } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { redraw() } }
    open var textColor: UIColor! = .label { didSet { redraw() } }
    open var textAlignment = NSTextAlignment.natural { didSet { redraw() } }
    open var numberOfLines = 1 { didSet { redraw() } }

    private func redraw() {
        guard let text, !text.isEmpty else {
            node.content = .none
            return
        }
        var content = TextContent(text, fontSize: Double(font.pointSize), weight: font.weight, color: textColor.color,
                                  alignment: textAlignment.alignment)
        content.numberOfLines = numberOfLines
        content.isItalic = font.isItalic
        node.content = .text(content)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let count = CGFloat(text?.count ?? 0)
        return CGSize(width: min(size.width > 0 ? size.width : .greatestFiniteMagnitude, count * font.pointSize * 0.55),
                      height: font.pointSize * 1.2 * CGFloat(max(1, numberOfLines)))
    }
}

/// How text lines up (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural

    var alignment: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}
