/// Tracks recorded some other way than by setting a property in a block: the explicit Core
/// Animation animations of SegueUIKit, which show over the model value without changing it.
extension View {
    /// Appends `track` to the property's tracks (the model value does not change).
    public func addTrack<V: Interpolatable>(_ track: Track<V>, to property: WritableKeyPath<LayerTracks, [Track<V>]>) {
        tracks[keyPath: property].append(track)
        Animator.current?.noteAnimated(self)
        Animator.current?.noteTrack(curve: track.curve)
    }

    /// The properties as they show at timeline time `t` (`CALayer.presentation()`).
    public func presentationProperties(at t: Double) -> LayerProperties {
        tracks.sample(at: t, base: properties)
    }
}
