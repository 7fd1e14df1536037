import SegueKit

/// Turns a scene's `ViewNode` tree into SegueKit views that look like the app: frames as written
/// (constraints are not solved; autoresizing applies where the view is shown at another size),
/// generic view properties, and the UIKit controls drawn from plain views.
///
/// Every view built from a node carries the node's id as its `identifier`.
@MainActor
struct ViewFactory {
    let theme: Theme
    let file: String
    /// Records what cannot be drawn faithfully.
    let report: (BuildIssue) -> Void
    /// Builds the child controller embedded in a container view (an `embed` segue), sized to it.
    let embed: (ViewNode, Size) -> View?
    /// The space the bars cover above a scroll view that is the controller's root view.
    var topInset: Double = 0

    /// This factory for views inside the root one (only the root scroll view sits under the bars).
    var nested: ViewFactory {
        var f = self
        f.topInset = 0
        return f
    }

    /// The elements drawn as plain views (their children drawn as usual).
    static let plainElements: Set<String> = [
        "view", "scrollView", "stackView", "containerView", "tableViewCellContentView", "collectionViewCellContentView",
        "visualEffectView", "collectionReusableView", "clipView", "glkView", "mtkView", "arscnView", "arskView",
        "sceneKitView", "skView", "tableViewCell", "collectionViewCell",
    ]

    /// A node and its subtree at `frame` (in its superview's coordinates).
    func build(_ node: ViewNode, frame: Rect, inCell: Bool = false) -> View {
        let v = View(frame: frame)
        applyCommon(node, to: v)
        let inCell = inCell || node.elementName == "tableViewCell" || node.elementName == "collectionViewCell"
        switch node.elementName {
        case "label": Controls.label(node, v, theme)
        case "button": Controls.button(node, v, theme)
        case "textField": Controls.textField(node, v, theme)
        case "textView": Controls.textView(node, v, theme)
        case "switch": Controls.toggle(node, v, theme)
        case "segmentedControl": Controls.segmented(node, v, theme)
        case "slider": Controls.slider(node, v, theme)
        case "progressView": Controls.progress(node, v, theme)
        case "activityIndicatorView": Controls.activity(node, v, theme)
        case "pageControl": Controls.pageControl(node, v, theme)
        case "stepper": Controls.stepper(node, v, theme)
        case "imageView": Controls.imageView(node, v, theme)
        case "datePicker", "pickerView": Controls.picker(node, v, theme)
        case "mapView": Controls.map(node, v)
        case "webView", "wkWebView":
            if node.backgroundColor == nil { v.backgroundColor = .white }
        case "searchBar": Bars.searchBar(node, v, theme)
        case "navigationBar": Bars.navigationBar(node, v, theme)
        case "toolbar": Bars.toolbar(node, v, theme)
        case "tabBar": Bars.tabBar(node, v, theme)
        case "tableView":
            Tables.table(node, v, factory: self)
            return v
        case "collectionView":
            Tables.collection(node, v, factory: self)
            return v
        case "containerView":
            addSubviews(of: node, to: v, inCell: inCell)
            if let child = embed(node, frame.size) { v.addSubview(child) }
            return v
        default:
            if !Self.plainElements.contains(node.elementName) {
                report(BuildIssue(
                    kind: .unsupportedElement, file: file, line: node.line, elementID: node.id,
                    message: "<\(node.elementName)> '\(node.id ?? "?")' is not drawn by this build; it is shown as a plain view"))
            }
        }
        addSubviews(of: node, to: v, inCell: inCell)
        return v
    }

    /// The children of `node`, laid out for the size `v` is shown at.
    func addSubviews(of node: ViewNode, to v: View, inCell: Bool) {
        let old = node.frame?.size ?? v.bounds.size
        for child in node.subviews where child.frame != nil {
            let f = Autoresizing.frame(of: child, from: old, to: v.bounds.size, inCell: inCell)
            v.addSubview(nested.build(child, frame: f, inCell: inCell))
        }
    }

    /// Background, alpha, visibility, clipping, corner radius and border.
    func applyCommon(_ node: ViewNode, to v: View) {
        v.identifier = node.id
        if let bg = node.backgroundColor { v.backgroundColor = bg }
        v.alpha = node.alpha
        v.isHidden = node.isHidden
        v.clipsToBounds = node.clipsSubviews
        if let r = node.cornerRadius {
            v.cornerRadius = r
            v.clipsToBounds = v.clipsToBounds || node.runtimeAttributes["layer.masksToBounds"] == .boolean(true)
        }
        if case .number(let w)? = node.runtimeAttributes["layer.borderWidth"] { v.borderWidth = w }
        for key in ["layer.borderColor", "layer.borderUIColor", "borderColor"] {
            if case .color(let c)? = node.runtimeAttributes[key] { v.borderColor = c }
        }
    }

    /// The tint a control draws with: its own, else the document's.
    func tint(_ node: ViewNode) -> Color { node.tintColor ?? theme.tint }
}
