/// Turns a recording into the display list of one instant: samples every layer's tracks, composes
/// the transforms down the tree and emits what the rasterizer draws, back to front.
///
/// NB: geometry runs on `Transform3D`, whose rows are `SIMD4<Double>` lanes: composing a layer's
/// transform with its parent's is four row-times-matrix products of whole vectors, and the
/// properties of all layers are sampled in one pass over the flat snapshot before the tree walk.
public enum Compositor {
    public static func displayList(_ recording: Recording, at t: Double) -> DisplayList {
        let scene = recording.scene(at: t)
        let props = scene.layers.map { $0.tracks.sample(at: t, base: $0.properties) }
        var children = [[Int]](repeating: [], count: scene.layers.count)
        for (i, l) in scene.layers.enumerated() where l.parent >= 0 { children[l.parent].append(i) }
        var builder = Builder(scene: scene, props: props, children: children)
        // The root's bounds coordinates are the canvas (the window's coordinate space).
        let root = props[0]
        let rootBase = Transform3D(translationX: -root.bounds.origin.x, y: -root.bounds.origin.y)
        builder.emit(0, world: rootBase, isRoot: true)
        return DisplayList(size: recording.size, background: recording.background, operations: builder.ops)
    }

    /// Maps a layer's bounds coordinates into its parent's bounds coordinates (Core Animation's
    /// anchor point is the centre).
    static func localToParent(_ p: LayerProperties) -> Transform3D {
        let b = p.bounds
        return Transform3D(translationX: -b.origin.x - b.width / 2, y: -b.origin.y - b.height / 2)
            .concatenating(p.transform)
            .concatenating(Transform3D(translationX: p.center.x, y: p.center.y))
    }

    struct Builder {
        let scene: SceneSnapshot
        let props: [LayerProperties]
        let children: [[Int]]
        var ops: [DisplayOperation] = []

        mutating func emit(_ i: Int, world parentWorld: Transform3D, isRoot: Bool = false) {
            let layer = scene.layers[i]
            let p = props[i]
            guard !layer.isHidden, p.alpha > 0.0005 else { return }
            let world = isRoot ? parentWorld : Compositor.localToParent(p).concatenating(parentWorld)

            if !world.isAffine || layer.warp != nil {
                emitWarp(i, world: world)
                return
            }
            let kids = children[i]
            let grouped = p.alpha < 0.9995 && !kids.isEmpty
            if grouped { ops.append(.beginGroup(opacity: p.alpha)) }
            ops.append(.layer(item(i, world: world.affine, opacity: grouped ? 1 : p.alpha)))
            if layer.clipsToBounds, !kids.isEmpty {
                ops.append(.pushClip(Clip(transform: world.affine, rect: p.bounds, cornerRadius: p.cornerRadius,
                                          maskedCorners: layer.maskedCorners)))
            }
            for k in kids { emit(k, world: world) }
            if layer.clipsToBounds, !kids.isEmpty { ops.append(.popClip) }
            if grouped { ops.append(.endGroup) }
        }

        func item(_ i: Int, world: AffineTransform, opacity: Double) -> LayerItem {
            let layer = scene.layers[i]
            let p = props[i]
            let shadow: Shadow? = p.shadowOpacity > 0
                ? Shadow(color: p.shadowColor.withAlpha(p.shadowColor.alpha * min(1, p.shadowOpacity)),
                         offset: p.shadowOffset, radius: p.shadowRadius)
                : nil
            return LayerItem(
                transform: world, bounds: p.bounds, opacity: opacity, backgroundColor: p.backgroundColor,
                cornerRadius: p.cornerRadius, maskedCorners: layer.maskedCorners, borderWidth: p.borderWidth,
                borderColor: p.borderColor, shadow: shadow, content: layer.content)
        }

        /// Renders the subtree flat in its own bounds coordinates and hands it to a kernel.
        mutating func emitWarp(_ i: Int, world: Transform3D) {
            let layer = scene.layers[i]
            let p = props[i]
            var flat = p
            flat.transform = .identity
            flat.alpha = 1
            var innerProps = props
            innerProps[i] = flat
            // Within the flat canvas, the layer's bounds origin sits at the canvas origin.
            let base = Transform3D(translationX: -p.bounds.origin.x, y: -p.bounds.origin.y)
            func flatList(_ build: (inout Builder) -> Void) -> DisplayList {
                var inner = Builder(scene: scene, props: innerProps, children: children)
                build(&inner)
                return DisplayList(size: p.bounds.size, background: .clear, operations: inner.ops)
            }
            var content = flatList { $0.emitFlat(i, world: base) }
            let canvasToWorld = Transform3D(translationX: p.bounds.origin.x, y: p.bounds.origin.y).concatenating(world)
            let kind: WarpItem.Kind
            switch layer.warp {
            case .pageCurl(let stop, let radius):
                kind = .pageCurl(progress: p.warpProgress, stopFromTop: stop, radius: radius)
            case .flip(let presenting, let distance):
                // The card's own drawing, then each face alone: the first subview in front, the second behind.
                let faces = children[i]
                content = flatList { b in
                    b.ops.append(.layer(b.item(i, world: base.affine, opacity: 1)))
                    if let front = faces.first { b.emit(front, world: base) }
                }
                let back = flatList { b in
                    b.ops.append(.layer(b.item(i, world: base.affine, opacity: 1)))
                    if faces.count > 1 { b.emit(faces[1], world: base) }
                }
                kind = .flip(progress: p.warpProgress, presenting: presenting, perspectiveDistance: distance, back: back)
            case nil:
                kind = .perspective(canvasToWorld)
            }
            ops.append(.warp(WarpItem(content: content, kind: kind, placement: canvasToWorld.affine, opacity: p.alpha)))
        }

        /// Like `emit`, but for the root of a warped subtree, drawn with its own flat transform.
        mutating func emitFlat(_ i: Int, world: Transform3D) {
            let layer = scene.layers[i]
            let kids = children[i]
            ops.append(.layer(item(i, world: world.affine, opacity: 1)))
            if layer.clipsToBounds, !kids.isEmpty {
                let p = props[i]
                ops.append(.pushClip(Clip(transform: world.affine, rect: p.bounds, cornerRadius: p.cornerRadius,
                                          maskedCorners: layer.maskedCorners)))
            }
            for k in kids { emit(k, world: world) }
            if layer.clipsToBounds, !kids.isEmpty { ops.append(.popClip) }
        }
    }
}
