/// A rectangular area on screen, modelled on `UIView` and its backing `CALayer`: geometry
/// (center, bounds, transform), appearance (alpha, background colour, corner radius, border, shadow,
/// clipping) and content (text, image, gradient or shape), in a tree of subviews.
///
/// Setting an animatable property inside an animation block (`View.animate`) records a track on
/// the animator in effect; outside one it changes the value at once.
@MainActor
public class View {
    public internal(set) var properties = LayerProperties()
    public internal(set) var tracks = LayerTracks()
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    /// A name for debugging, matched-view identifiers and storyboard ids.
    public var identifier: String?
    public var isHidden = false
    public var clipsToBounds = false
    public var maskedCorners = CornerMask.all
    public var content = ViewContent.none
    /// Views with the same identifier in the source and destination fly between their frames
    /// (SPEC.md §7).
    public var matchIdentifier: String?
    /// Set when Cairo's affine model cannot draw this view (a page curl): the compositor hands its
    /// subtree to a pixel kernel.
    public var warp: WarpEffect?
    /// The view whose alpha masks this one (`mask`, View+Mask.swift).
    var maskView: View?
    /// The object that presents this view in another API (SegueUIKit's `CALayer`), kept with it.
    public var owner: AnyObject?

    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    // MARK: Animatable properties

    /// Sets an animatable property, recording a track when an animation block is open.
    func set<V: Interpolatable>(
        _ property: WritableKeyPath<LayerProperties, V>, _ track: WritableKeyPath<LayerTracks, [Track<V>]>, _ value: V
    ) {
        let old = properties[keyPath: property]
        properties[keyPath: property] = value
        guard let animator = Animator.current,
              let t = animator.track(from: old, to: value, hasTracks: !tracks[keyPath: track].isEmpty)
        else { return }
        tracks[keyPath: track].append(t)
        animator.noteAnimated(self)
    }

    public var center: Point {
        get { properties.center }
        set { set(\.center, \.center, newValue) }
    }
    public var bounds: Rect {
        get { properties.bounds }
        set { set(\.bounds, \.bounds, newValue) }
    }
    public var transform3D: Transform3D {
        get { properties.transform }
        set { set(\.transform, \.transform, newValue) }
    }
    /// The 2D part of the transform, like `UIView.transform`.
    public var transform: AffineTransform {
        get { properties.transform.affine }
        set { transform3D = Transform3D(newValue) }
    }
    public var alpha: Double {
        get { properties.alpha }
        set { set(\.alpha, \.alpha, newValue) }
    }
    public var backgroundColor: Color? {
        get { properties.backgroundColor == .clear ? nil : properties.backgroundColor }
        set { set(\.backgroundColor, \.backgroundColor, newValue ?? .clear) }
    }
    public var cornerRadius: Double {
        get { properties.cornerRadius }
        set { set(\.cornerRadius, \.cornerRadius, newValue) }
    }
    public var borderWidth: Double {
        get { properties.borderWidth }
        set { set(\.borderWidth, \.borderWidth, newValue) }
    }
    public var borderColor: Color {
        get { properties.borderColor }
        set { set(\.borderColor, \.borderColor, newValue) }
    }
    public var shadowColor: Color {
        get { properties.shadowColor }
        set { set(\.shadowColor, \.shadowColor, newValue) }
    }
    public var shadowOpacity: Double {
        get { properties.shadowOpacity }
        set { set(\.shadowOpacity, \.shadowOpacity, newValue) }
    }
    public var shadowOffset: Size {
        get { properties.shadowOffset }
        set { set(\.shadowOffset, \.shadowOffset, newValue) }
    }
    /// Drives the view's `warp` effect (0…1).
    public var warpProgress: Double {
        get { properties.warpProgress }
        set { set(\.warpProgress, \.warpProgress, newValue) }
    }
    public var shadowRadius: Double {
        get { properties.shadowRadius }
        set { set(\.shadowRadius, \.shadowRadius, newValue) }
    }

    /// The frame in the superview's coordinates: the bounds' size placed so that the anchor point
    /// (the middle unless `anchorPoint` moves it) lies at `center`. With a non-identity transform
    /// it is the bounding box of the transformed bounds (UIKit calls it undefined then); setting it
    /// sets center and size.
    public var frame: Rect {
        get {
            let size = bounds.size
            let anchor = properties.anchorPoint
            // NB: a × w, not w / 2: for the default anchor of 0.5 both are the same exact halving.
            guard !transform3D.isIdentity else {
                return Rect(x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width, height: size.height)
            }
            let t = transform3D
            let corners = [(-anchor.x, -anchor.y), (1 - anchor.x, -anchor.y), (-anchor.x, 1 - anchor.y), (1 - anchor.x, 1 - anchor.y)].map {
                t.project(Point(x: $0.0 * size.width, y: $0.1 * size.height))
            }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(x: center.x + xs.min()!, y: center.y + ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            let anchor = properties.anchorPoint
            center = Point(x: newValue.origin.x + anchor.x * newValue.size.width, y: newValue.origin.y + anchor.y * newValue.size.height)
            if bounds.size != newValue.size {
                bounds = Rect(origin: bounds.origin, size: newValue.size)
            }
        }
    }

    // MARK: Hierarchy

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        let i = subviews.firstIndex { $0 === sibling } ?? 0
        subviews.insert(view, at: i)
        view.superview = self
    }

    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        subviews.insert(view, at: i)
        view.superview = self
    }

    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Depth-first search, this view included.
    public func firstDescendant(where predicate: (View) -> Bool) -> View? {
        if predicate(self) { return self }
        for v in subviews { if let hit = v.firstDescendant(where: predicate) { return hit } }
        return nil
    }

    /// Every view of the subtree, this one first.
    public var allDescendants: [View] { [self] + subviews.flatMap(\.allDescendants) }

    /// Converts a point in this view's bounds coordinates to the coordinates of the root of its
    /// tree (the window), using model values (anchor points, z positions and sublayer transforms
    /// included, each view flattened into its superview's plane as Core Animation draws it).
    public func convertToRoot(_ p: Point) -> Point {
        var q = p
        var view = self
        while let parent = view.superview {
            if parent.properties.sublayerTransform.isIdentity {
                let b = view.bounds, anchor = view.properties.anchorPoint
                let local = Point(x: q.x - b.origin.x - anchor.x * b.width, y: q.y - b.origin.y - anchor.y * b.height)
                q = view.transform3D.project(local) + view.center
            } else {
                q = Compositor.localToParent(view.properties).concatenating(Compositor.sublayerTransform(of: parent.properties)).project(q)
            }
            view = parent
        }
        return q
    }

    /// This view's frame in the coordinates of the root of its tree.
    public var frameInRoot: Rect {
        let a = convertToRoot(Point(x: bounds.minX, y: bounds.minY))
        let b = convertToRoot(Point(x: bounds.maxX, y: bounds.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}

/// A pixel effect that replaces a view's affine drawing.
public enum WarpEffect: Hashable, Sendable {
    /// `flipHorizontal`: the view is a card whose first subview is the front face and second the
    /// back; `warpProgress` turns it from 0 to 180° (presenting: right to left; dismissing: the
    /// other way), in perspective seen from `perspectiveDistance` points.
    case flip(presenting: Bool, perspectiveDistance: Double)
    /// The page curl of `partialCurl`: the view's `warpProgress` moves the fold from nothing curled
    /// (0) to its stop (1), where the uncovered band reaches `stopFromTop` points from the top.
    case pageCurl(stopFromTop: Double, radius: Double)
}
