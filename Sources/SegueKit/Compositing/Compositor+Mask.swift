extension Compositor.Builder {
    /// Opens layer `i`'s mask, if it has one: the mask's subtree sampled at the same instant and
    /// emitted as its own operations, in the canvas coordinates of the list around it, placed in
    /// layer `i`'s bounds coordinates (`world`) as a sublayer would be (but without `i`'s sublayer
    /// transform, which is for sublayers only). Returns whether a mask was opened; the caller
    /// closes it with `.popMask` after the layer's subtree.
    mutating func pushMask(of i: Int, world: Transform3D) -> Bool {
        guard let maskScene = scene.layers[i].mask, !maskScene.layers.isEmpty else { return false }
        var mask = Self(scene: maskScene, at: time)
        let root = mask.props[0]
        mask.emit(0, world: Compositor.compose(Compositor.localToParent(root), flattenedInto: world))
        ops.append(.pushMask(LayerMask(operations: mask.ops)))
        return true
    }
}
