extension View {
    /// A copy of this view and its subviews as they look now (model values, no animations), like
    /// `snapshotView(afterScreenUpdates:)`: transitions animate it in place of the real view.
    public func snapshotView() -> View {
        let copy = View()
        copy.bounds = bounds
        copy.center = center
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.backgroundColor = backgroundColor
        copy.cornerRadius = cornerRadius
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.shadowColor = shadowColor
        copy.shadowOpacity = shadowOpacity
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.isHidden = isHidden
        copy.clipsToBounds = clipsToBounds
        copy.maskedCorners = maskedCorners
        copy.content = content
        copy.identifier = identifier
        for s in subviews { copy.addSubview(s.snapshotView()) }
        return copy
    }
}
