import SegueKit

/// How a translated text is fitted to its frame, as `UILabel` fits it: at the font size the
/// development-language text is drawn at in the frame Interface Builder sized for it, made
/// smaller only as `adjustsFontSizeToFitWidth` allows (down to `minimumScale` of it), and past
/// that truncated by the line break mode.
///
/// NB: the development text's own size keeps the compensation for the system font standing in
/// for San Francisco (`TextMetrics.fittingSize`), so the two languages are drawn at the same
/// size; the translation never gets that compensation for its own length, which UIKit would
/// not give it either.
struct TranslationFit: Sendable, Hashable {
    /// The text Interface Builder sized the frame for.
    var developmentText: String
    /// The smallest multiple of the font size the translation may shrink to (1: none).
    var minimumScale: Double
    /// The size of the frame the development text is drawn in.
    var developmentFrame: Size

    /// The font size `text` is drawn at in `frame`.
    func fontSize(_ text: String, size: Double, bold: Bool, in frame: Size, lines: Int) -> Double {
        let shown = TextMetrics.fittingSize(developmentText, size: size, bold: bold, in: developmentFrame, lines: lines)
        return TextMetrics.fittingSize(text, size: shown, bold: bold, in: frame, lines: lines, floor: minimumScale)
    }

    /// A localized label's fit: its frame as stored, its autoshrink settings; nil for a label
    /// shown in the language it was laid out in.
    static func label(_ node: IB.ViewNode) -> TranslationFit? {
        guard let development = node.developmentText, development != node.text, let frame = node.frame else { return nil }
        return TranslationFit(developmentText: development, minimumScale: minimumScale(of: node), developmentFrame: frame.size)
    }

    /// A localized button's title fit in `titleFrame`: the title's frame less what the button grew
    /// by when it was laid out again; titles do not shrink (`UIButton`'s label does not adjust).
    static func buttonTitle(_ node: IB.ViewNode, title: String, titleFrame: Rect, bounds: Rect) -> TranslationFit? {
        guard let development = node.developmentText, development != title, let frame = node.frame else { return nil }
        let grown = Size(width: bounds.width - frame.width, height: bounds.height - frame.height)
        return TranslationFit(developmentText: development, minimumScale: 1, developmentFrame: Size(
            width: max(0, titleFrame.width - grown.width), height: max(0, titleFrame.height - grown.height)))
    }

    /// The smallest scale a label's autoshrink allows: `minimumScaleFactor` (0 does not scale),
    /// else the older `minimumFontSize` over the font's size; 1 when it does not adjust.
    static func minimumScale(of node: IB.ViewNode) -> Double {
        // Interface Builder leaves `adjustsFontSizeToFit` out when its Autoshrink is on.
        guard node.adjustsFontSizeToFitWidth ?? true else { return 1 }
        if let factor = node.minimumScaleFactor { return factor > 0 ? min(1, factor) : 1 }
        if let minimum = node.minimumFontSize { return min(1, minimum / (node.font?.pointSize ?? 17)) }
        return 1
    }
}
