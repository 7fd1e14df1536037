import SegueKit

/// `UIView.transition(with:…)` and `transition(from:to:…)`: the view's content changes at once
/// under a picture of how it looked before, which then dissolves, or turns away as the new content
/// turns in (flips, in perspective). Curls are drawn as dissolves.
extension UIView {
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard let animator = Animator.current, let parent = view.node.superview else {
            animations?()
            completion?(true)
            return
        }
        let before = view.node.snapshotView()
        parent.insertSubview(before, aboveSubview: view.node)
        animator.withoutBlocks { animations?() }
        let curve = options.curve
        let finish: @MainActor (Bool) -> Void = { done in
            before.removeFromSuperview()
            completion?(done)
        }
        switch options.transitionKind {
        case 1, 2, 6, 7:
            let horizontal = options.transitionKind <= 2
            let sign: Double = options.transitionKind == 1 || options.transitionKind == 6 ? 1 : -1
            flip(old: before, new: view.node, horizontal: horizontal, sign: sign, duration: duration, curve: curve, completion: finish)
        default:
            run(duration: duration, delay: 0, curve: curve, options: options.union(.overrideInheritedDuration),
                animations: { before.alpha = 0 }, completion: finish)
        }
    }

    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil) {
        guard let parent = fromView.superview else {
            completion?(true)
            return
        }
        transition(with: parent, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                parent.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// The old picture turns 90° away, then the new content turns in from −90°, each in half the
    /// time, seen from 500 pt (Core Animation's m34 = −1/500, as UIKit's flips).
    private static func flip(old: View, new: View, horizontal: Bool, sign: Double, duration: Double, curve: TimingCurve,
                             completion: @escaping @MainActor (Bool) -> Void) {
        func turned(_ angle: Double) -> Transform3D {
            var perspective = Transform3D.identity
            perspective.m34 = -1.0 / 500
            let axis = horizontal ? (0.0, 1.0) : (1.0, 0.0)
            return Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: 0).concatenating(perspective)
        }
        let rest = new.transform3D
        new.isHidden = true
        View.animate(withDuration: duration / 2, curve: curve) {
            old.transform3D = turned(sign * .pi / 2)
        } completion: { _ in
            old.isHidden = true
            new.isHidden = false
            new.transform3D = turned(-sign * .pi / 2)
            View.animate(withDuration: duration / 2, curve: curve) {
                new.transform3D = rest
            } completion: { done in completion(done) }
        }
    }
}

/// Pictures of views as they stand: copies of the model, animated in place of the real view.
extension UIView {
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        // A picture of the view's own drawing: its frame is the view's untransformed frame.
        let picture = node.snapshotView()
        picture.transform3D = .identity
        return UIView(layer: CALayer(wrapping: picture))
    }

    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard let whole = snapshotView(afterScreenUpdates: afterUpdates) else { return nil }
        let crop = UIView(frame: CGRect(origin: .zero, size: rect.size))
        crop.clipsToBounds = true
        whole.transform = .identity
        whole.frame = CGRect(x: -rect.minX, y: -rect.minY, width: bounds.width, height: bounds.height)
        crop.addSubview(whole)
        return crop
    }

    /// Draws the view into the current image context (`UIGraphicsImageRenderer`): the image
    /// holds a copy of the view, drawn when the image is shown.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        UIGraphicsImageRendererContext.current?.draw(node.snapshotView(), in: rect)
        return UIGraphicsImageRendererContext.current != nil
    }
}
