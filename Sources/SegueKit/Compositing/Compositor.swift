/// Turns a recording into the display list of one instant: samples every layer's tracks, composes
/// the transforms down the tree and emits what the rasterizer draws, back to front.
///
/// NB: geometry runs on `Transform3D`, whose rows are `SIMD4<Double>` lanes: composing a layer's
/// transform with its parent's is four row-times-matrix products of whole vectors, and the
/// properties of all layers are sampled in one pass over the flat snapshot before the tree walk.
public enum Compositor {
    public static func displayList(_ recording: Recording, at t: Double) -> DisplayList {
        let scene = recording.scene(at: t)
        var builder = Builder(scene: scene, at: t)
        // The root's bounds coordinates are the canvas (the window's coordinate space).
        let root = builder.props[0]
        let rootBase = Transform3D(translationX: -root.bounds.origin.x, y: -root.bounds.origin.y)
        builder.emit(0, world: rootBase)
        return DisplayList(size: recording.size, background: recording.background, operations: builder.ops)
    }

    /// Maps a layer's bounds coordinates into its parent's bounds coordinates: the anchor point
    /// (the bounds' centre by default) to the origin, the transform about it, then to the layer's
    /// position (`center`) and z position.
    static func localToParent(_ p: LayerProperties) -> Transform3D {
        let b = p.bounds, a = p.anchorPoint
        // NB: a × w: for the default anchor of 0.5 it is the same exact halving as w / 2.
        return Transform3D(translationX: -b.origin.x - a.x * b.width, y: -b.origin.y - a.y * b.height)
            .concatenating(p.transform)
            .concatenating(Transform3D(translationX: p.center.x, y: p.center.y, z: p.zPosition))
    }

    /// A layer's sublayer transform as a map of its bounds coordinates: applied about its anchor
    /// point, as Core Animation applies it.
    static func sublayerTransform(of p: LayerProperties) -> Transform3D {
        let b = p.bounds, a = p.anchorPoint
        let ax = b.origin.x + a.x * b.width, ay = b.origin.y + a.y * b.height
        return Transform3D(translationX: -ax, y: -ay).concatenating(p.sublayerTransform).concatenating(Transform3D(translationX: ax, y: ay))
    }

    /// `local` (a layer's map into its parent's bounds coordinates) followed by `parentWorld`,
    /// with the layer flattened into its parent's plane in between, as Core Animation draws every
    /// layer but a `CATransformLayer`'s sublayers: the depth a layer's own 3D transform gives its
    /// points is dropped before its parent's transform sees it.
    ///
    /// NB: the depth matters only where the parent's map has a 3D part that reads it (its third
    /// row other than (0, 0, 1, 0)); elsewhere the product is left exactly as it was computed.
    static func compose(_ local: Transform3D, flattenedInto parentWorld: Transform3D) -> Transform3D {
        let depth = parentWorld.r3
        guard depth.x != 0 || depth.y != 0 || depth.w != 0 else { return local.concatenating(parentWorld) }
        var flat = local
        (flat.r1.z, flat.r2.z, flat.r3.z, flat.r4.z) = (0, 0, 0, 0)
        return flat.concatenating(parentWorld)
    }

    struct Builder {
        let scene: SceneSnapshot
        let props: [LayerProperties]
        let children: [[Int]]
        /// The instant drawn (a mask's tracks are sampled at it).
        let time: Double
        var ops: [DisplayOperation] = []

        init(scene: SceneSnapshot, props: [LayerProperties], children: [[Int]], time: Double) {
            (self.scene, self.props, self.children, self.time) = (scene, props, children, time)
        }

        /// Samples every layer at `t` and finds each one's children, in drawing order.
        init(scene: SceneSnapshot, at t: Double) {
            let props = scene.layers.map { $0.tracks.sample(at: t, base: $0.properties) }
            var children = [[Int]](repeating: [], count: scene.layers.count)
            for (i, l) in scene.layers.enumerated() where l.parent >= 0 { children[l.parent].append(i) }
            if props.contains(where: { $0.zPosition != 0 }) { Self.orderByZPosition(&children, props) }
            self.init(scene: scene, props: props, children: children, time: t)
        }

        /// Siblings in order of z position, those with equal ones in the order of the tree.
        static func orderByZPosition(_ children: inout [[Int]], _ props: [LayerProperties]) {
            for i in children.indices where children[i].count > 1 {
                children[i] = children[i].enumerated()
                    .sorted { (props[$0.element].zPosition, $0.offset) < (props[$1.element].zPosition, $1.offset) }
                    .map(\.element)
            }
        }

        /// Maps layer `k`'s bounds coordinates to the canvas, given its parent's map: through the
        /// parent's sublayer transform, if it has one.
        func world(of k: Int, under parent: Int, parentWorld: Transform3D) -> Transform3D {
            var local = Compositor.localToParent(props[k])
            let parentProps = props[parent]
            if !parentProps.sublayerTransform.isIdentity { local = local.concatenating(Compositor.sublayerTransform(of: parentProps)) }
            return Compositor.compose(local, flattenedInto: parentWorld)
        }

        /// Emits layer `i` and its subtree; `world` maps its bounds coordinates to the canvas.
        mutating func emit(_ i: Int, world: Transform3D) {
            let layer = scene.layers[i]
            let p = props[i]
            guard !layer.isHidden, p.alpha > 0.0005 else { return }

            if !world.isAffine || layer.warp != nil {
                emitWarp(i, world: world)
                return
            }
            let kids = children[i]
            let grouped = p.alpha < 0.9995 && !kids.isEmpty
            if grouped { ops.append(.beginGroup(opacity: p.alpha)) }
            let masked = pushMask(of: i, world: world)
            ops.append(.layer(item(i, world: world.affine, opacity: grouped ? 1 : p.alpha)))
            if layer.clipsToBounds, !kids.isEmpty {
                ops.append(.pushClip(Clip(transform: world.affine, rect: p.bounds, cornerRadius: p.cornerRadius,
                                          maskedCorners: layer.maskedCorners)))
            }
            for k in kids { emit(k, world: self.world(of: k, under: i, parentWorld: world)) }
            if layer.clipsToBounds, !kids.isEmpty { ops.append(.popClip) }
            if masked { ops.append(.popMask) }
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
                borderColor: p.borderColor, shadow: shadow, content: p.shape.map { .shapeLayer($0) } ?? layer.content)
        }
    }
}
