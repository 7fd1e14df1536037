import SegueKit

extension IB.Font {
    /// The same weight in the scene model. (Qualified: inside `IB`, `FontWeight` is IB's own.)
    var segueWeight: SegueKit.FontWeight {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}

extension IB.TextAlignment {
    /// SegueKit's alignment (the same five).
    var segueAlignment: SegueKit.TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

extension IB.LineBreakMode {
    var segueMode: SegueKit.LineBreakMode {
        switch self {
        case .wordWrap: .wordWrap
        case .characterWrap: .charWrap
        case .clip: .clip
        case .headTruncation: .truncateHead
        case .tailTruncation: .truncateTail
        case .middleTruncation: .truncateMiddle
        }
    }
}

extension View {
    /// Gives the view's text (a label made by `Draw`) the storyboard's font name, italic and line
    /// break mode; returns the view.
    @MainActor @discardableResult
    func styled(font: IB.Font?, lineBreakMode: IB.LineBreakMode? = nil) -> View {
        if case .text(var text) = content {
            text.style(font: font, lineBreakMode: lineBreakMode)
            content = .text(text)
        }
        return self
    }
}

extension TextContent {
    /// A named font (`name="Avenir-Heavy"`) by its PostScript name, italic, and the line break mode.
    mutating func style(font: IB.Font?, lineBreakMode: IB.LineBreakMode?) {
        if case .named(let name, _)? = font?.family { fontName = name }
        isItalic = font?.isItalic ?? false
        if let lineBreakMode { self.lineBreakMode = lineBreakMode.segueMode }
    }
}
