import Foundation
import SegueKit

/// Turns a scene's `IB.ViewNode` tree into SegueKit views that look like the app: frames as written
/// (autoresizing applies where the view is shown at another size; views stored without a frame are
/// placed by their constraints),
/// generic view properties, and the UIKit controls drawn from plain views.
///
/// Every view built from a node carries the node's id as its `identifier`.
@MainActor
struct ViewFactory {
    /// The look of the storyboard's release. NB: kept behind a reference: a theme is large, and
    /// the factory is copied at every level of a view tree as it is built (recursively).
    var theme: Theme { themeStorage.value }
    private let themeStorage: ThemeStorage
    let file: String
    /// Records what cannot be drawn faithfully.
    let report: (StoryboardDiagnostic) -> Void
    /// Builds the child controller embedded in a container view (an `embed` segue), sized to it,
    /// with the safe area's insets from the container's edges.
    let embed: (IB.ViewNode, Size, EdgeInsets) -> View?
    /// The top of a table's or collection's adjusted content inset: how far its rows start below
    /// its top edge (set for the view being built, from `coveredTop`).
    var topInset: Double = 0
    /// How far the safe area's left and right edges lie inside the table being built: UIKit
    /// keeps its cells' content views, accessories and separators inside them
    /// (`insetsContentViewsToSafeArea`), the cells' backgrounds running under them.
    var sideInsets = EdgeInsets()
    /// How far down the bars over the screen reach, in the coordinates of the superview of the
    /// view being built (0 where no bar lies over it).
    var coveredTop: Double = 0
    /// When UIKit insets a scroll view's content below the bars (the controller's settings).
    var scrollInsets = ScrollInsets()
    /// How far down the bars Interface Builder simulated reach, as `coveredTop`, in files of
    /// Xcode 5 to 7 (0 in others): those files store a table's static cells with the content
    /// inset the simulated bars gave them (the first row of a table under a 64 pt navigation bar
    /// at y = 64), which UIKit adds again at run time.
    var designCoveredTop: Double = 0
    /// The part of `designCoveredTop` the table being built lies under: how far down its stored
    /// static cells already are.
    var designTopInset: Double = 0
    /// Whether the file is of Xcode 5 to 7, whose stored frames may be where an older layout left
    /// them (a table's row far below its place): Xcode 8 and later lay each scene out again
    /// before saving it.
    var framesMayBeStale = false
    /// The safe area around the view being built: what views pinned to a safe area are laid out
    /// by when a view is shown at another size than written. Nil inside scroll content and cells.
    var safeArea: SafeAreaFrame?
    /// What the app adds in code: rows per prototype, stand-ins, cells from xibs.
    let content: CodeContent
    /// The scene's views outside its controller's view, by id (`IB.Scene.detachedViews`): what a
    /// cell's `accessoryView` outlet names.
    var detachedViews: [String: IB.ViewNode] = [:]
    /// The class of the controller whose views these are (`customClass`): where its cells are
    /// registered in code.
    var controllerClass: String?
    /// The frames a translation gives the tree being built (nil until its top is built).
    var translation: TranslatedFrames?
    /// The opaque background the views built here are drawn over: the nearest one of the views
    /// they are in, nil when none has one (the appearance's background then).
    var backdrop: Color?
    /// The sizes of the views built so far and the constraints that reach across levels.
    let crossLevel = CrossLevelConstraints()

    private final class ThemeStorage {
        let value: Theme
        init(_ value: Theme) { self.value = value }
    }

    init(theme: Theme, file: String, report: @escaping (StoryboardDiagnostic) -> Void,
         embed: @escaping (IB.ViewNode, Size, EdgeInsets) -> View?, content: CodeContent) {
        themeStorage = ThemeStorage(theme)
        self.file = file
        self.report = report
        self.embed = embed
        self.content = content
    }

    /// This factory for views inside scroll content, cells and bars, which the bars never inset.
    var nested: ViewFactory {
        var f = self
        f.topInset = 0
        f.sideInsets = EdgeInsets()
        f.coveredTop = 0
        f.designCoveredTop = 0
        f.designTopInset = 0
        f.safeArea = nil
        return f
    }

    /// This factory for the subviews of a plain view at `frame`: the bars reach as far into it as
    /// they reach past its top.
    func inside(_ frame: Rect) -> ViewFactory {
        var f = nested
        f.coveredTop = max(0, coveredTop - frame.minY)
        f.designCoveredTop = max(0, designCoveredTop - frame.minY)
        f.safeArea = safeArea?.inside(frame)
        return f
    }

    /// This factory for a scroll view's own content: inset by `top` below the bars, and by the
    /// safe area's `sides` (tables only).
    func scrolled(by top: Double, sides: EdgeInsets = EdgeInsets(), design: Double = 0) -> ViewFactory {
        var f = nested
        f.topInset = top
        f.sideInsets = sides
        f.designTopInset = design
        return f
    }

    /// The safe area's left and right insets from the edges of a view at `frame`: what a bar or a
    /// table keeps its content inside.
    func sideInsets(of frame: Rect) -> EdgeInsets {
        let safe = safeInsets(of: frame)
        return EdgeInsets(left: safe.left, right: safe.right)
    }

    /// The top of the adjusted content inset UIKit gives the scroll view `node` at `frame`.
    func contentInsetTop(of node: IB.ViewNode, frame: Rect) -> Double {
        guard coveredTop > 0 else { return 0 }
        return scrollInsets.top(node.contentInsetAdjustmentBehavior, frame: frame, coveredTop: coveredTop,
                                scrollsVertically: ScrollInsets.scrollsVertically(node, size: frame.size))
    }

    /// The content inset Interface Builder simulated for the table `node` at `frame` (files of
    /// Xcode 5 to 7), by the same rules as UIKit's.
    func designInsetTop(of node: IB.ViewNode, frame: Rect) -> Double {
        guard designCoveredTop > 0 else { return 0 }
        return scrollInsets.top(node.contentInsetAdjustmentBehavior, frame: frame, coveredTop: designCoveredTop, scrollsVertically: true)
    }

    /// The elements drawn as plain views (their children drawn as usual).
    static let plainElements: Set<IB.ViewElement> = [
        .view, .scrollView, .stackView, .containerView, .tableViewCellContentView, .collectionViewCellContentView,
        .visualEffectView, .collectionReusableView, .clipView, .glkView, .mtkView, .arscnView, .arskView,
        .sceneKitView, .skView, .tableViewCell, .collectionViewCell,
    ]

    /// A node and its subtree at `frame` (in its superview's coordinates).
    ///
    /// NB: recursive (through `addSubviews`), so its stack frame is kept small: what dresses the
    /// view for its element is a function of its own, kept out of line (`dress`).
    @inline(never)
    func build(_ node: IB.ViewNode, frame: Rect, inCell: Bool = false) -> View {
        let v = View(frame: frame)
        let inCell = inCell || node.element.isCell
        if dress(node, v, frame: frame) { addSubviews(of: node, to: v, inCell: inCell) }
        if node.element == .scrollView || node.element == .containerView { finish(node, v, frame: frame) }
        return v
    }

    /// What a scroll view or a container view adds once its children are built: the scroll
    /// view's content moves down by its inset, as a scroll view at its resting offset shows it;
    /// a container view shows the child controller it embeds.
    @inline(never)
    private func finish(_ node: IB.ViewNode, _ v: View, frame: Rect) {
        if node.element == .scrollView {
            let inset = contentInsetTop(of: node, frame: frame)
            for s in v.subviews where inset > 0 { s.frame = s.frame.offsetBy(dx: 0, dy: inset) }
        } else if let child = embedded(node, at: frame) {
            v.addSubview(child)
        }
    }

    /// Dresses `v` as `node`'s element (its common properties, then its content and parts);
    /// false when that drew its children too (tables and collections lay out their own).
    /// Scroll and container views are plain views until their children are built (`finish`).
    @inline(never)
    private func dress(_ node: IB.ViewNode, _ v: View, frame: Rect) -> Bool {
        applyCommon(node, to: v)
        switch node.element {
        case .scrollView, .containerView: return true
        case .label: Controls.label(node, v, theme)
        case .button: Controls.button(node, v, theme)
        case .textField: Controls.textField(node, v, theme)
        case .textView: Controls.textView(node, v, theme, insetTop: contentInsetTop(of: node, frame: frame))
        case .switch: Controls.toggle(node, v, theme)
        case .segmentedControl: Controls.segmented(node, v, theme)
        case .slider: Controls.slider(node, v, theme)
        case .progressView: Controls.progress(node, v, theme)
        case .activityIndicatorView: Controls.activity(node, v, theme)
        case .pageControl: Controls.pageControl(node, v, theme)
        case .stepper: Controls.stepper(node, v, theme)
        case .imageView: Controls.imageView(node, v, theme)
        case .datePicker: Controls.datePicker(node, v, theme)
        case .pickerView: Controls.picker(node, v, theme)
        case .mapView: v.clipsToBounds = true
        case .visualEffectView: BlurMaterial.dress(node, v, theme)
        case .webView, .wkWebView:
            // An opaque web view draws its page, white until the page says otherwise (the white
            // flash of a dark app), whatever its background colour; Interface Builder gives a new
            // one a slate grey that only a web view set not opaque shows. Its page is loaded at
            // run time: a stand-in (`StandIns.drawnInCode`) says so.
            if node.isOpaque != false || node.backgroundColor == nil { v.backgroundColor = .white }
        case .searchBar: Bars.searchBar(node, v, theme)
        case .navigationBar: Bars.navigationBar(node, v, factory: self, sides: sideInsets(of: frame))
        case .toolbar: Bars.toolbar(node, v, factory: self, sides: sideInsets(of: frame))
        case .tabBar: Bars.tabBar(node, v, theme, sides: sideInsets(of: frame))
        case .tableView:
            Tables.table(node, v, factory: scrolled(by: contentInsetTop(of: node, frame: frame), sides: sideInsets(of: frame),
                                                    design: designInsetTop(of: node, frame: frame)))
            return false
        case .collectionView:
            Tables.collection(node, v, factory: scrolled(by: contentInsetTop(of: node, frame: frame)))
            return false
        default:
            if !Self.plainElements.contains(node.element) {
                report(StoryboardDiagnostic(
                    .warning, kind: .unsupportedElement, file: file, line: node.line, elementID: node.id,
                    message: "<\(node.element.rawValue)> '\(node.id ?? "?")' is not drawn by this build; it is shown as a plain view"))
            }
        }
        if let className = StandIns.className(of: node, size: frame.size, containers: content.containerClasses) { StandIns.draw(className, of: node, in: v, factory: self) }
        return true
    }

    /// The children of `node`, laid out for the size `v` is shown at. Children stored without a
    /// frame (Xcode 4.5 Auto Layout files) are placed by their constraints; a translation's
    /// longer or shorter text lays its views out again (`ContentRelayout`).
    func addSubviews(of node: IB.ViewNode, to v: View, inCell: Bool) {
        // NB: the layout is worked out in a function of its own, so that this one, which the
        // recursion through `build` goes through at every level, keeps a small stack frame; and
        // the children are reached through a buffer, as an array's subscript copies each one (a
        // view node is kilobytes).
        let (children, frames) = layOutChildren(of: node, in: v, inCell: inCell)
        node.subviews.withUnsafeBufferPointer { subviews in
            for i in subviews.indices {
                guard let f = frames[i] else { continue }
                if subviews[i].frame != nil {
                    v.addSubview(children.build(subviews[i], frame: f, inCell: inCell))
                } else {
                    v.addSubview(children.build(placing: subviews[i], at: f, inCell: inCell))
                }
            }
        }
    }

    /// The factory for `node`'s children and their frames in `v` (`subviewFrames`).
    @inline(never)
    private func layOutChildren(of node: IB.ViewNode, in v: View, inCell: Bool) -> (ViewFactory, [Rect?]) {
        crossLevel.enter(node, size: v.bounds.size, safeInsets: safeInsets(of: v.frame))
        var children = node.element == .scrollView ? nested : inside(v.frame)
        if let own = v.backgroundColor, own.alpha > 0.5 { children.backdrop = own }
        let translation = translationLayout(of: node, at: v.frame)
        children.translation = translation
        let frames = subviewFrames(of: node, in: v, inCell: inCell, translation: translation)
        crossLevel.placed(childrenOf: node, at: frames)
        return (children, frames)
    }

    /// A child stored without a frame, built at the frame its constraints gave it.
    @inline(never)
    private func build(placing child: IB.ViewNode, at frame: Rect, inCell: Bool) -> View {
        var placed = child
        placed.frame = frame
        return build(placed, frame: frame, inCell: inCell)
    }

    /// The size a view takes from its content when its constraints do not fix it.
    func intrinsicSize(_ node: IB.ViewNode) -> Size {
        let size = node.font?.pointSize ?? 17
        let weight = node.font?.segueWeight ?? .regular
        switch node.element {
        case .label:
            let text = node.text ?? ""
            return Size(width: ceil(TextMetrics.width(text, size: size, weight: weight)), height: ceil(TextMetrics.lineHeight(size)))
        case .button:
            let title = node.button?.title ?? ""
            return Size(width: ceil(TextMetrics.width(title, size: node.font?.pointSize ?? 15, weight: weight)) + 2 * 12, height: 30)
        case .switch: return Size(width: 51, height: 31)
        case .textField: return Size(width: 97, height: 30)
        case .slider: return Size(width: 118, height: 23)
        case .segmentedControl: return Size(width: Double(max(2, node.segments.count)) * 60, height: 29)
        case .activityIndicatorView: return Size(width: 20, height: 20)
        case .imageView: return node.image?.size ?? Size(width: 100, height: 100)
        case .toolbar, .navigationBar, .searchBar: return Size(width: 320, height: 44)
        case .tabBar: return Size(width: 320, height: 49)
        case .pageControl: return Size(width: 39, height: 37)
        case .progressView: return Size(width: 150, height: 2)
        case .stepper: return Size(width: 94, height: 29)
        default: return Size(width: 100, height: 100)
        }
    }

    /// Background, alpha, visibility, clipping, corner radius and border.
    func applyCommon(_ node: IB.ViewNode, to v: View) {
        v.identifier = node.id
        if let bg = node.backgroundColor { v.backgroundColor = bg }
        v.alpha = node.alpha
        v.isHidden = node.isHidden
        v.clipsToBounds = node.clipsSubviews
        if let r = node.cornerRadius {
            v.cornerRadius = r
            v.clipsToBounds = v.clipsToBounds || node.masksToBounds == true
        }
        if let w = node.borderWidth { v.borderWidth = w }
        if let c = node.borderColor { v.borderColor = c }
    }

    /// The tint a control draws with: its own, else the document's.
    func tint(_ node: IB.ViewNode) -> Color { node.tintColor ?? theme.tint }

    /// A view from outside the scene's tree (a xib's cell) as it looks where the scene is
    /// presented: its system colours at the elevated level in a dark sheet or popover.
    func presented(_ node: IB.ViewNode) -> IB.ViewNode {
        theme.isElevated && theme.isDark ? node.elevated() : node
    }
}
