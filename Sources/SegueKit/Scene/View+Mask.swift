/// Masks: `UIView.mask` and `CALayer.mask`.
///
/// A view's `mask` is a view of its own, outside the view tree (it has no superview and is not a
/// subview): its frame is in this view's bounds coordinates, as a subview's would be, and what it
/// draws (background, content, border, shadow and subviews, at its own alpha) is used only for
/// its alpha. Where the mask is opaque this view shows, where it is transparent nothing of it
/// does, and partial alpha shows it partly. The mask covers everything this view draws: its
/// background, content, border and shadow and all its subviews; `clipsToBounds` and
/// `cornerRadius` still clip the subviews inside it, and the view's `alpha` applies to the masked
/// result, as Core Animation composites them.
///
/// The mask's properties animate like any view's (a circular reveal animates a `ShapeView`
/// mask's `path` from a small circle to a large one); its tracks are recorded with the view's.
/// A hidden mask, or one at alpha 0, masks everything out.
extension View {
    /// The view whose alpha masks this one and its subviews; nil (the default) masks nothing.
    public var mask: View? {
        get { maskView }
        set { maskView = newValue }
    }
}
