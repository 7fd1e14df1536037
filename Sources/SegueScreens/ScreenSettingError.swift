import SegueKit

/// A setting that the transition between two screens would ignore: refused instead, so that a
/// render never silently differs from what was asked.
public enum ScreenSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An anchor goes with the popover (where it points) and the zoom (where it grows from), not
    /// with `transition`.
    case anchorNotTaken(transition: String)
    /// The anchor lies outside the screen.
    case anchorOutsideScreen(Rect, Device)
    /// Right to left mirrors the navigation push and pop only.
    case rightToLeftNotTaken(transition: String)

    public var description: String {
        switch self {
        case .anchorNotTaken(let t): "an anchor applies to the popover (its anchor) and the zoom (its source), not to \(t)"
        case .anchorOutsideScreen(let r, let d):
            "the anchor \(r.minX),\(r.minY),\(r.width),\(r.height) lies outside the \(Int(d.size.width))×\(Int(d.size.height)) pt screen"
        case .rightToLeftNotTaken(let t): "right to left applies to the navigation push and pop, not to \(t)"
        }
    }
}

extension ScreenTransition {
    /// Checks that this transition takes `anchor` and `rightToLeft` on `device`.
    public func check(anchor: Rect?, rightToLeft: Bool, device: Device) throws(ScreenSettingError) {
        let style: TransitionStyle? = if case .style(let s) = self { s } else { nil }
        if let anchor {
            guard anchor.intersection(device.bounds) != nil else { throw .anchorOutsideScreen(anchor, device) }
            guard style == .popover || style == .zoom else { throw .anchorNotTaken(transition: name) }
        }
        if rightToLeft, style != .push { throw .rightToLeftNotTaken(transition: name) }
    }
}
