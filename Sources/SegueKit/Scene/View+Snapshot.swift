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
        // Core Animation's own geometry and a shape layer's state, without recording tracks.
        copy.properties.anchorPoint = properties.anchorPoint
        copy.properties.zPosition = properties.zPosition
        copy.properties.sublayerTransform = properties.sublayerTransform
        copy.properties.shape = properties.shape
        copy.mask = mask?.snapshotView()
        for s in subviews { copy.addSubview(s.snapshotView()) }
        return copy
    }
}
