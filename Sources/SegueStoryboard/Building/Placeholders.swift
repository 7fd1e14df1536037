import SegueKit

/// Scenes whose content is not in the storyboard: storyboard references, SwiftUI hosting
/// controllers, page view controllers (their pages come from code), AV player and other
/// controllers. Each is drawn as a labelled placeholder screen.
@MainActor
enum Placeholders {
    /// What a placeholder scene says, and why it is a placeholder.
    static func describe(_ c: IB.Controller) -> (title: String, detail: String)? {
        switch c.kind {
        case .placeholder(let storyboard, let identifier):
            let target = (storyboard.map { $0 + ".storyboard" } ?? "this storyboard") + (identifier.map { " · \($0)" } ?? " · initial controller")
            return ("Storyboard Reference", target)
        case .hostingController:
            return ("SwiftUI Hosting Controller", c.customClass ?? "UIHostingController")
        case .pageViewController:
            return ("Page View Controller", (c.customClass ?? "UIPageViewController") + " · pages are set in code")
        case .avPlayerViewController:
            return ("AV Player", c.customClass ?? "AVPlayerViewController")
        case .glkViewController:
            return ("GLKit View Controller", c.customClass ?? "GLKViewController")
        case .other(let name):
            return ("<\(name)>", c.customClass ?? "not an iOS controller")
        default:
            return nil
        }
    }

    /// Notes the placeholder screen drawn for `c` (titled `title`, saying `detail`), whose root
    /// view's identifier is `marker`: an unresolved storyboard reference, else a placeholder scene.
    static func note(_ c: IB.Controller, title: String, detail: String, marker: String, in notes: ApproximationNotes) {
        if case .placeholder = c.kind {
            notes.note(.unresolvedReference, detail, "labelled placeholder screen: the storyboard or its scene is not in the project", marker: marker)
        } else {
            notes.note(.placeholderScene, c.customClass ?? c.id, "labelled placeholder screen \"\(title)\" (\(detail))", marker: marker)
        }
    }

    /// A screen with a dashed-looking card naming what would be shown, in the appearance drawn
    /// (a light card in a dark render would read as part of the app). In a space too small for
    /// the card (a child in a short container view), the title alone, and nothing drawn outside.
    static func screen(size: Size, title: String, detail: String, topInset: Double, pageDots: Bool = false, theme: Theme) -> View {
        let dark = theme.isDark
        let root = View(frame: Rect(size))
        root.identifier = "placeholderScene"
        root.backgroundColor = dark ? theme.system("systemGroupedBackgroundColor") : Color(hex: 0xF2F2F7)
        root.clipsToBounds = true
        guard size.height - topInset >= 180, size.width >= 120 else {
            let line = min(size.height, 20)
            root.addSubview(Draw.label(title, Rect(x: 8, y: (size.height - line) / 2, width: max(0, size.width - 16), height: line),
                                       size: min(13, line * 0.65), weight: .semibold,
                                       color: dark ? theme.system("secondaryLabelColor") : Color(hex: 0x6D6D72), alignment: .center))
            return root
        }
        let w = min(size.width - 40, 320)
        let card = View(frame: Rect(x: size.width / 2 - w / 2, y: max(topInset + 20, size.height / 2 - 70), width: w, height: 140))
        card.backgroundColor = dark ? theme.system("secondarySystemGroupedBackgroundColor") : .white
        card.cornerRadius = 14
        card.borderWidth = 1
        card.borderColor = dark ? theme.system("opaqueSeparatorColor") : Color(hex: 0xC7C7CC)
        card.addSubview(Draw.label(title, Rect(x: 16, y: 28, width: w - 32, height: 28), size: 20, weight: .bold,
                                   color: dark ? theme.label : .label, alignment: .center))
        card.addSubview(Draw.label(detail, Rect(x: 16, y: 64, width: w - 32, height: 48), size: 14,
                                   color: dark ? theme.system("secondaryLabelColor") : Color(hex: 0x6D6D72), alignment: .center, lines: 2))
        root.addSubview(card)
        if pageDots {
            let dot = dark ? Color(white: 1) : Color(hex: 0x3C3C43)
            for i in 0..<3 {
                root.addSubview(Draw.box(Rect(x: size.width / 2 - 20 + Double(i) * 16 - 3.5, y: size.height - 60, width: 7, height: 7),
                                         i == 0 ? dot : dot.withAlpha(0.3), radius: 3.5))
            }
        }
        return root
    }
}
