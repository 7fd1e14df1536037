import SegueKit

/// The intrinsic content lengths `ContentRelayout` gives the views of a layout, for the
/// development text (the one their stored frames were sized for) or the translation shown.
///
/// NB: widths are measured with the renderer's metrics (`TextMetrics`), whose font is wider than
/// the San Francisco the frames were sized with; so the translation's width is the stored one
/// times the ratio of the two texts' measured widths, which holds whatever the font.
enum TextLength {
    /// Characters measured at most: a longer text is wider than any screen already.
    static let maxCharacters = 10_000

    /// Controls whose stored size is their intrinsic content size.
    static let sized: Set<IB.ViewElement> = [
        .switch, .textField, .slider, .segmentedControl, .activityIndicatorView, .pageControl, .progressView, .stepper, .imageView,
    ]

    /// The text a label or button shows: its text or its normal title.
    static func shown(_ n: IB.ViewNode) -> String? {
        switch n.element {
        case .label: n.text
        case .button: n.button?.title
        default: nil
        }
    }

    /// Whether a translation replaced the text with another.
    static func isTranslated(_ n: IB.ViewNode) -> Bool {
        guard let development = n.developmentText else { return false }
        return development != (shown(n) ?? "")
    }

    static func measure(_ s: String, of n: IB.ViewNode) -> Double {
        let size = n.font?.pointSize ?? (n.element == .button ? 15 : 17)
        let bold = n.font.map { $0.segueWeight == .bold || $0.segueWeight == .semibold } ?? false
        return lines(String(s.prefix(maxCharacters)), of: n).map { TextMetrics.width(String($0), size: size, bold: bold) }.max() ?? 0
    }

    /// The lines `s` is set in before any wrapping: a label of several lines breaks at each line
    /// break, so its text is as wide as its widest line; any other text is one line.
    static func lines(_ s: String, of n: IB.ViewNode) -> [Substring] {
        guard n.element == .label, (n.numberOfLines ?? 1) != 1 else { return [s[...]] }
        return s.split(whereSeparator: \.isNewline)
    }

    /// The intrinsic width: nil for views without one. A label of several lines is no wider
    /// than its `preferredMaxLayoutWidth`, where its text wraps.
    static func width(of n: IB.ViewNode, translated: Bool) -> Double? {
        guard let f = n.frame else { return nil }
        guard n.element == .label || n.element == .button else { return sized.contains(n.element) ? f.width : nil }
        let current = shown(n) ?? ""
        let development = n.developmentText ?? current
        let measured = measure(development, of: n)
        // A stored width within a point of the text's is the width Interface Builder sized to it
        // (its font measures a little differently): the development text's intrinsic width.
        let stored = f.width - measured < 1 ? f.width : measured
        var width = stored
        if translated, development != current {
            let translation = measure(current, of: n)
            if n.element == .label, (n.numberOfLines ?? 1) != 1, measured > f.width + 1 {
                // The development text wraps: the frame is the room the constraints give it, not
                // its text's width, so no ratio of the two holds. The translation's intrinsic
                // width is its own unwrapped width, which the same constraints bound.
                width = translation
            } else {
                width = measured > 0 ? stored * translation / measured : max(stored, translation)
            }
        }
        return wrapWidth(n).map { min(width, $0) } ?? width
    }

    /// The intrinsic width of a label or button laid out again at another size, for the text it
    /// was designed with (a translation's difference is added by `ContentRelayout`): its text measured at its weight, rounded up to a whole point as UIKit
    /// rounds `intrinsicContentSize`; where the stored width is about the text's (Interface
    /// Builder sized it with San Francisco), the wider of the two, so that neither the device's
    /// size nor the drawn text is cut. No wider than a label of several lines wraps at.
    static func relaidWidth(of n: IB.ViewNode) -> Double? {
        // The development text's: a translation moves each edge by what it adds afterwards
        // (`TranslatedFrames.moved`), which measuring the translation here would count twice.
        guard let f = n.frame, n.element == .label || n.element == .button, let text = n.developmentText ?? shown(n), !text.isEmpty
        else { return nil }
        let configuration = n.button?.configuration
        let font = configuration?.titleFont ?? n.font
        let size = font?.pointSize ?? (n.element == .button ? (configuration != nil ? 17 : 15) : 17)
        let measured = (lines(String(text.prefix(maxCharacters)), of: n)
            .map { TextMetrics.width(String($0), size: size, weight: font?.segueWeight ?? .regular) }.max() ?? 0).rounded(.up)
            + contentInsets(of: n)
        let width = f.width <= measured * 1.2 + 1 ? max(f.width, measured) : measured
        return wrapWidth(n).map { min(width, $0) } ?? width
    }

    /// What a button's content adds to its title's width: a configuration's 12 pt on either side
    /// (`UIButton.Configuration`'s default content insets) or the legacy `contentEdgeInsets`.
    static func contentInsets(of n: IB.ViewNode) -> Double {
        guard let button = n.button else { return 0 }
        if button.configuration != nil { return 24 }
        return max(0, button.contentEdgeInsets.left) + max(0, button.contentEdgeInsets.right)
    }

    /// Where the first baseline of a label, button or text field lies below its top, and the
    /// last above its bottom, for constraints that align baselines: the system font's ascender
    /// and descender at its size, inside the frame as UIKit centres one line of text (a label of
    /// several lines is as tall as its text).
    static func baselines(of n: IB.ViewNode) -> (first: Double, last: Double)? {
        guard let f = n.frame, n.element == .label || n.element == .button || n.element == .textField else { return nil }
        let size = n.font?.pointSize ?? (n.element == .button ? 15 : 17)
        let multiline = n.element == .label && (n.numberOfLines ?? 1) != 1
        let inset = multiline ? 0 : max(0, (f.height - size * TextMetrics.lineHeightEm) / 2)
        return (inset + size * TextMetrics.ascenderEm, inset + size * TextMetrics.descenderEm)
    }

    /// The width a label of several lines wraps at whatever its frame: its
    /// `preferredMaxLayoutWidth`; nil for one line, or where it wraps at its laid-out width.
    static func wrapWidth(_ n: IB.ViewNode) -> Double? {
        guard n.element == .label, let lines = n.numberOfLines, lines != 1 else { return nil }
        return n.preferredMaxLayoutWidth
    }

    /// The intrinsic height at `width`: a label of several lines grows by a line for every line
    /// its text takes more than the development text took at the stored width (both at its
    /// `preferredMaxLayoutWidth` when it has one), each as tall as its text's lines are drawn.
    ///
    /// NB: lines are counted at the size the development text is drawn at in its stored frame
    /// (`TextMetrics.fittingSize`, the stand-in font's compensation), the size the translation is
    /// drawn at too (`TranslationFit`): at the nominal size, a stand-in wider than San Francisco
    /// would wrap the development text where Interface Builder did not, and the two counts would
    /// not compare.
    static func height(of n: IB.ViewNode, translated: Bool, width: Double) -> Double? {
        guard let f = n.frame else { return nil }
        guard n.element == .label, let limit = n.numberOfLines, limit != 1 else {
            return n.element == .label || n.element == .button || sized.contains(n.element) ? f.height : nil
        }
        guard translated else { return f.height }
        let current = String((n.text ?? "").prefix(maxCharacters))
        let development = n.developmentText.map { String($0.prefix(maxCharacters)) } ?? current
        return wrappedHeight(n, frame: f, limit: limit, text: current, at: width, stored: development)
    }

    /// A label's intrinsic height for the text it shows, wrapped at `width` (or its
    /// `preferredMaxLayoutWidth`): as many lines as the text takes, no more than its
    /// `numberOfLines`, each as tall as its text's lines are drawn, rounded up to a pixel at 2x as
    /// UIKit rounds `intrinsicContentSize`; none for an empty label. Nil for other views, whose
    /// stored height stands for theirs. Unlike `height(of:translated:width:)`, this does not start
    /// from the stored height: what a self-sizing cell is fitted to is the text, not the canvas.
    static func fittingHeight(of n: IB.ViewNode, width: Double) -> Double? {
        guard n.element == .label else { return nil }
        let text = String((n.text ?? "").prefix(maxCharacters))
        guard !text.isEmpty else { return 0 }
        let size = n.font?.pointSize ?? 17
        let bold = n.font.map { $0.segueWeight == .bold || $0.segueWeight == .semibold } ?? false
        let limit = n.numberOfLines ?? 1
        var lines = limit == 1 ? 1 : TextMetrics.lineCount(text, size: size, width: max(1, wrapWidth(n) ?? width), bold: bold)
        if limit > 0 { lines = min(lines, limit) }
        // Line breaks are no characters of a face: the lines' height is their words'.
        let words = String(text.map { $0.isNewline ? " " : $0 })
        return (Double(lines) * TextMetrics.lineHeight(words, size: size, bold: bold) * 2).rounded(.up) / 2
    }

    /// The intrinsic height of a label of several lines shown at `width` rather than the width
    /// it was laid out at (a scene on another device, in a container or a sheet): its text takes
    /// more lines, or fewer, and the label grows or shrinks by as many; nil for other views, or
    /// where the width is the stored one.
    static func height(of n: IB.ViewNode, relaidAt width: Double) -> Double? {
        guard let f = n.frame, n.element == .label, let limit = n.numberOfLines, limit != 1,
              wrapWidth(n) == nil, let text = n.text, !text.isEmpty
        else { return nil }
        let shown = String(text.prefix(maxCharacters))
        guard abs(width - f.width) > 0.5 || f.height < hardLinesHeight(n, text: shown, limit: limit) - 0.5 else { return nil }
        return wrappedHeight(n, frame: f, limit: limit, text: shown, at: width, stored: shown)
    }

    /// How tall the lines that `text`'s line breaks make are at the label's own size (no more
    /// than `limit` of them); nothing for text of one line.
    private static func hardLinesHeight(_ n: IB.ViewNode, text: String, limit: Int) -> Double {
        let breaks = lines(text, of: n).count
        guard breaks > 1 else { return 0 }
        let bold = n.font.map { $0.segueWeight == .bold || $0.segueWeight == .semibold } ?? false
        // Line breaks are no characters of a face: the lines' height is their words'.
        let words = String(text.map { $0.isNewline ? " " : $0 })
        return Double(limit > 0 ? min(limit, breaks) : breaks) * TextMetrics.lineHeight(words, size: n.font?.pointSize ?? 17, bold: bold)
    }

    /// `f`'s height changed by the lines `text` takes at `width` less those `stored` took at the
    /// stored width (both at its `preferredMaxLayoutWidth` when it has one), each line as tall as
    /// its text's lines are drawn.
    private static func wrappedHeight(_ n: IB.ViewNode, frame f: Rect, limit: Int, text: String, at width: Double,
                                      stored: String) -> Double {
        let size = n.font?.pointSize ?? 17
        let bold = n.font.map { $0.segueWeight == .bold || $0.segueWeight == .semibold } ?? false
        let shown = TextMetrics.fittingSize(stored, size: size, bold: bold, in: f.size, lines: limit)
        func lines(_ s: String, _ w: Double) -> Int {
            let count = TextMetrics.lineCount(s, size: shown, width: w, bold: bold)
            return limit > 0 ? min(count, limit) : count
        }
        // Lines as tall as they are drawn: a fallback face's may be taller than the system font's.
        let shownLines = Double(lines(text, wrapWidth(n) ?? width)) * TextMetrics.lineHeight(text, size: size, bold: bold)
        let storedLines = Double(lines(stored, wrapWidth(n) ?? f.width)) * TextMetrics.lineHeight(stored, size: size, bold: bold)
        // Never shorter than the lines its line breaks make, at its own size: a frame Interface
        // Builder stored too short for them (measured in another face) is not the label's height.
        return max(0, f.height + shownLines - storedLines, hardLinesHeight(n, text: text, limit: limit))
    }
}
