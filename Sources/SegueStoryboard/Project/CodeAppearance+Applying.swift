import SegueKit

extension IB.Document {
    /// The document with `code`'s appearance on every bar that does not set its own, and its
    /// tint as the window's where the storyboard sets none.
    func applying(_ code: CodeAppearance) -> IB.Document {
        guard !code.isEmpty else { return self }
        var doc = self
        if doc.tintColor == nil, let tint = code.windowTint { doc.tintColor = tint }
        doc.scenes = scenes.map { scene in
            var s = scene
            var c = s.controller
            // A navigation controller made here (one the app shows in code) has no bar element
            // of its own: its bar is a plain one, styled by the proxies as any other.
            if c.kind == .navigationController, c.navigationBar == nil, !code.navigationBar.isEmpty {
                c.navigationBar = IB.ViewNode(element: .navigationBar, id: c.id + ".navigationBar")
            }
            c.navigationBar = c.navigationBar.map { $0.applying(code) }
            c.toolbar = c.toolbar.map { $0.applying(code) }
            c.tabBar = c.tabBar.map { $0.applying(code) }
            c.view = c.view.map { $0.applying(code) }
            s.controller = c
            s.detachedViews = s.detachedViews.map { $0.applying(code) }
            return s
        }
        return doc
    }
}

extension IB.ViewNode {
    /// This view and its subviews, each bar given what `code` sets that it leaves unset.
    func applying(_ code: CodeAppearance, overriding: Bool = false) -> IB.ViewNode {
        var n = self
        let bar: CodeAppearance.Bar? = switch element {
        case .navigationBar: code.navigationBar
        case .toolbar: code.toolbar
        case .tabBar: code.tabBar
        default: nil
        }
        if let bar, !bar.isEmpty {
            if overriding || n.colors[.barTintColor] == nil, let c = bar.barTintColor { n.colors[.barTintColor] = c }
            if overriding || n.colors[.tintColor] == nil, let c = bar.tintColor { n.colors[.tintColor] = c }
            if overriding || n.colors[.unselectedItemTintColor] == nil, let c = bar.unselectedItemTintColor { n.colors[.unselectedItemTintColor] = c }
            if overriding || n.isTranslucent == nil { n.isTranslucent = bar.isTranslucent ?? n.isTranslucent }
            if overriding || n.barStyle == nil { n.barStyle = bar.barStyle ?? n.barStyle }
            if overriding || n.barLook.titleColor == nil { n.barLook.titleColor = bar.titleColor ?? n.barLook.titleColor }
            if overriding || n.barLook.largeTitleColor == nil { n.barLook.largeTitleColor = bar.largeTitleColor ?? n.barLook.largeTitleColor }
            if overriding || n.barLook.titleFont == nil { n.barLook.titleFont = bar.titleFont ?? n.barLook.titleFont }
            if overriding || n.barLook.largeTitleFont == nil { n.barLook.largeTitleFont = bar.largeTitleFont ?? n.barLook.largeTitleFont }
            // A bar the code colours takes UIKit's title colour and tint where the code sets none:
            // nothing is assumed white over it.
            let codeBackground = bar.barTintColor != nil || [bar.appearances.standard, bar.appearances.scrollEdge].contains { $0?.backgroundColor != nil }
            let ownBackground = n.colors[.barTintColor] != nil || n.barLook.appearances.standard != nil || n.barLook.appearances.scrollEdge != nil
            if overriding || n.barLook.appearances.standard == nil { n.barLook.appearances.standard = bar.appearances.standard ?? n.barLook.appearances.standard }
            if overriding || n.barLook.appearances.scrollEdge == nil { n.barLook.appearances.scrollEdge = bar.appearances.scrollEdge ?? n.barLook.appearances.scrollEdge }
            if overriding || n.barLook.appearances.compact == nil { n.barLook.appearances.compact = bar.appearances.compact ?? n.barLook.appearances.compact }
            if overriding || n.barLook.appearances.compactScrollEdge == nil { n.barLook.appearances.compactScrollEdge = bar.appearances.compactScrollEdge ?? n.barLook.appearances.compactScrollEdge }
            if codeBackground && (overriding || !ownBackground) { n.barLook.isStyledInCode = true }
        }
        if !overriding, !n.subviews.isEmpty { n.subviews = n.subviews.map { $0.applying(code) } }
        return n
    }
}
