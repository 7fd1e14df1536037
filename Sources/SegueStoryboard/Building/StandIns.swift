import SegueKit

/// Views the app draws in code, which the storyboard holds nothing of: a custom class with no
/// subviews, a map, a SceneKit, SpriteKit, Metal or GLKit view, a web view (whose page is loaded
/// at run time). Drawn blank they read as a broken screen, so each gets an honest stand-in: its
/// own background, border and corner radius, a light diagonal hatch and its class name centred
/// in small secondary text; or the picture a team supplied for its class
/// (`StoryboardBuildOptions.standIns`). Each is listed once in the manifest.
@MainActor
enum StandIns {
    /// The UIKit-family classes of the elements whose content is always drawn at run time.
    static let drawnInCode: [IB.ViewElement: String] = [
        .mapView: "MKMapView", .glkView: "GLKView", .mtkView: "MTKView", .arscnView: "ARSCNView",
        .arskView: "ARSKView", .sceneKitView: "SCNView", .skView: "SKView", .webView: "UIWebView", .wkWebView: "WKWebView",
    ]

    static let drawnInCodeClasses = Set(drawnInCode.values)

    /// UIKit's own classes that draw nothing of their own until code configures them (an image
    /// view without an image, a label without text): a plain view given one of them is drawn as
    /// the plain view it is, not as a view the app draws.
    static let emptyUIKitClasses: Set<String> = [
        "UIView", "UIImageView", "UILabel", "UIButton", "UIControl", "UIScrollView", "UIStackView",
        "UIVisualEffectView", "UIInputView",
    ]

    /// Smaller views (hairlines, dots) are left as they are: nothing legible fits, and a hatch
    /// would only smudge them.
    static let minimumSide = 8.0
    /// Points between hatch lines, and the most lines drawn (a huge view stays cheap).
    static let hatchSpacing = 12.0
    static let maxHatchLines = 400

    /// The class a view stands for when the app draws it in code; nil for views drawn from the
    /// storyboard. A class that holds subviews elsewhere in the file (`containers`) is a
    /// container the app lays views in, not one it draws: an instance left empty is drawn empty.
    static func className(of node: IB.ViewNode, size: Size, containers: Set<String> = []) -> String? {
        guard size.width >= minimumSide, size.height >= minimumSide else { return nil }
        if let known = drawnInCode[node.element] { return node.customClass ?? known }
        // A plain view given one of those classes (Xcode 4 files have no GLKit element) draws in
        // code whatever it or another instance holds: its buttons lie over the picture.
        if node.element == .view, let custom = node.customClass, drawnInCodeClasses.contains(custom) { return custom }
        guard node.element == .view, let custom = node.customClass, !custom.isEmpty, node.subviews.isEmpty,
              !containers.contains(custom), !emptyUIKitClasses.contains(custom) else { return nil }
        return custom
    }

    /// The custom classes of plain views that hold subviews somewhere in `document`.
    static func containerClasses(in document: IB.Document) -> Set<String> {
        var found: Set<String> = []
        for scene in document.scenes {
            guard let view = scene.controller.view else { continue }
            for n in view.allNodes() where n.element == .view && !n.subviews.isEmpty {
                if let custom = n.customClass, !custom.isEmpty { found.insert(custom) }
            }
        }
        return found
    }

    /// Draws the stand-in for `className` over `v` (which already has the view's own background,
    /// border and corner radius) and notes it.
    static func draw(_ className: String, of node: IB.ViewNode, in v: View, factory: ViewFactory) {
        let content = factory.content
        let bounds = Rect(v.bounds.size)
        if let supplied = content.standIns[className] {
            let picture = supplied.make(bounds.size)
            picture.frame = bounds
            picture.identifier = "standIn:" + className
            clip(picture, like: v)
            v.addSubview(picture)
            content.note(.standIn, className, supplied.detail, marker: "standIn:" + className)
            return
        }
        let theme = factory.theme
        if v.backgroundColor == nil, drawnInCode[node.element] != nil { v.backgroundColor = theme.placeholderFill }
        let own = v.backgroundColor.flatMap { $0.alpha > 0.5 ? $0 : nil }
        let ink = ink(on: own ?? factory.backdrop, theme: theme)
        // Too small to name its class, a stand-in is its hatch alone: drawn stronger, so that a
        // 24 pt check box still shows.
        let named = bounds.height >= 14 && bounds.width >= 40
        let mark = hatch(bounds, color: ink.withAlpha(named ? 0.18 : 0.4))
        mark.identifier = "standIn:" + className
        clip(mark, like: v)
        if named { mark.addSubview(nameLabel(className, in: bounds, color: ink)) }
        v.addSubview(mark)
        let web = node.element == .webView || node.element == .wkWebView ? "its page is loaded at run time: " : ""
        content.note(.standIn, className, web + "hatched stand-in naming the class (supply a picture of \(className) as its stand-in)",
                     marker: "standIn:" + className)
    }

    /// The class name, centred (`CaptionPlacement.caption`), at most 12 pt, at least 8.
    static func nameLabel(_ name: String, in bounds: Rect, color: Color) -> View {
        let size = min(12, max(minimumNameSize, bounds.height / 3))
        return CaptionPlacement.caption(name, in: Rect(x: 4, y: 0, width: bounds.width - 8, height: bounds.height), size: size,
                                        minimum: minimumNameSize, color: color, twoLines: bounds.height >= 3 * size)
    }

    static let minimumNameSize = 8.0

    /// The colour of the hatch and the class name: secondary text that reads on the view's own
    /// background (dark on a white view in the dark appearance too), else the appearance's.
    static func ink(on background: Color?, theme: Theme) -> Color {
        guard let background, background.alpha > 0.5 else { return theme.secondaryText }
        return background.luminance > 0.5 ? Color(hex: 0x3C3C43, alpha: 0.6) : Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
    }

    /// Diagonal lines across `bounds`, `hatchSpacing` apart, at 45° whatever the view's shape,
    /// each cut at the bounds (a shape is not clipped to its own view), in a view of their own so
    /// that the stand-in's rounded corners clip them.
    static func hatch(_ bounds: Rect, color: Color) -> View {
        let mark = View(frame: bounds)
        let lines = View(frame: Rect(bounds.size))
        let (w, h) = (bounds.width, bounds.height)
        var elements: [ShapeContent.Element] = []
        var x = -h + hatchSpacing / 2
        while x < w, elements.count < 2 * maxHatchLines {
            // The line from (x, h) up to (x + h, 0) is the points (x + t, h - t), t in 0…h; the
            // part inside is t in max(0, -x)…min(h, w - x). Unit coordinates.
            let t0 = max(0, -x), t1 = min(h, w - x)
            elements.append(.move(Point(x: (x + t0) / w, y: (h - t0) / h)))
            elements.append(.line(Point(x: (x + t1) / w, y: (h - t1) / h)))
            x += hatchSpacing
        }
        lines.content = .shape(ShapeContent(elements: elements, stroke: color, lineWidth: 1))
        mark.addSubview(lines)
        return mark
    }

    /// The stand-in keeps within its view's rounded corners, as the app's drawing would.
    private static func clip(_ mark: View, like v: View) {
        mark.cornerRadius = v.cornerRadius
        mark.clipsToBounds = true
    }
}
