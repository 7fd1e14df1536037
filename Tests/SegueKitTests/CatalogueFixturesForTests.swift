import Foundation
import Testing
@testable import SegueKit
@testable import SegueScreens

/// Helpers shared by the catalogue and keyframe-transition tests: recording a custom animator
/// between two screenshots, finding a screenshot's layer in a display list, and curves evaluated
/// from their definitions (SPEC.md §1), independently of the package's solver.
@MainActor
enum CatalogueTestSupport {
    static let device = Device.iPhone15Pro

    static func bitmap(_ v: UInt8) -> Bitmap { Bitmap(width: 2, height: 2, premultipliedBGRA: [UInt8](repeating: v, count: 16)) }

    /// Presents (forward) or dismisses (backward) with `animator` between two screenshots. `first` is
    /// the screen shown before the transition (the presenter forward, the presented one backward)
    /// and carries the identifier "from"; `last` is shown after it, identifier "to". Both are the
    /// context's `fromView` and `toView` respectively.
    static func record(_ animator: any TransitionAnimator, forward: Bool, device: Device = device)
        -> (recording: Recording, first: Bitmap, last: Bitmap)
    {
        let a = bitmap(10), b = bitmap(200)
        let first = Screenshot.screen(a, title: "from", device: device)
        let last = Screenshot.screen(b, title: "to", device: device)
        let (source, destination) = forward ? (first, last) : (last, first)
        let window = Window(device: device, showsStatusBar: false)
        window.rootViewController = source
        destination.modalPresentationStyle = .fullScreen
        destination.transitionAnimator = animator
        if !forward { source.present(destination, animated: false) }
        let recording = Recording.record(root: window) {
            if forward { source.present(destination, animated: true) } else { destination.dismiss(animated: true) }
        }
        return (recording, a, b)
    }

    struct Placement {
        var rect: Rect
        /// The layer's own opacity times every enclosing group's.
        var opacity: Double
        /// Position in the display list (higher is drawn later, on top).
        var index: Int
    }

    /// The canvas rect, effective opacity and drawing order of the layer showing `bitmap`; nil when
    /// it is not drawn.
    static func placement(of bitmap: Bitmap, in list: DisplayList) -> Placement? {
        var groups: [Double] = []
        for (i, op) in list.operations.enumerated() {
            switch op {
            case .beginGroup(let o): groups.append(o)
            case .endGroup: groups.removeLast()
            case .layer(let l):
                if case .image(let img) = l.content, img.bitmap === bitmap {
                    let o = l.transform.apply(Point(x: l.bounds.minX, y: l.bounds.minY))
                    let e = l.transform.apply(Point(x: l.bounds.maxX, y: l.bounds.maxY))
                    return Placement(rect: Rect(x: min(o.x, e.x), y: min(o.y, e.y), width: abs(e.x - o.x), height: abs(e.y - o.y)),
                                     opacity: l.opacity * groups.reduce(1, *), index: i)
                }
            default: break
            }
        }
        return nil
    }

    /// The sampled properties of the first layer with `identifier` at time `t`, and its parent's
    /// identifier; nil when no such layer is in the tree then.
    static func layer(_ identifier: String, in recording: Recording, at t: Double) -> (properties: LayerProperties, parent: String?)? {
        let scene = recording.scene(at: t)
        guard let i = scene.layers.firstIndex(where: { $0.identifier == identifier }) else { return nil }
        let l = scene.layers[i]
        return (l.tracks.sample(at: t, base: l.properties), l.parent >= 0 ? scene.layers[l.parent].identifier : nil)
    }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
    /// evaluated at x by bisection on the parameter (x(s) is monotonic for x1, x2 in 0…1) to 1e-14.
    static func cubic(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bez(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
        }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-14 {
            let mid = (lo + hi) / 2
            if bez(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, y1, y2)
    }

    /// The catalogue's default curve, cubic (0.4, 0, 0.2, 1) (SPEC.md §7).
    static func catalogueCurve(_ x: Double) -> Double { cubic(x, 0.4, 0, 0.2, 1) }

    /// A spring from SPEC.md §1 given as response r and damping ratio ζ < 1 (m = 1,
    /// k = (2π/r)², c = 4πζ/r), no initial velocity: the under-damped closed form at t seconds.
    static func underDampedSpring(_ t: Double, response r: Double, dampingRatio z: Double) -> Double {
        let w0 = 2 * Double.pi / r
        let wd = w0 * (1 - z * z).squareRoot()
        return 1 - exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t))
    }
}
