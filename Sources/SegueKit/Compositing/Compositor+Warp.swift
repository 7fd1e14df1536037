extension Compositor.Builder {
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
        func flatList(_ build: (inout Self) -> Void) -> DisplayList {
            var inner = Self(scene: scene, props: innerProps, children: children, time: time)
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
                if let front = faces.first { b.emit(front, world: b.world(of: front, under: i, parentWorld: base)) }
            }
            let back = flatList { b in
                b.ops.append(.layer(b.item(i, world: base.affine, opacity: 1)))
                if faces.count > 1 { b.emit(faces[1], world: b.world(of: faces[1], under: i, parentWorld: base)) }
            }
            kind = .flip(progress: p.warpProgress, presenting: presenting, perspectiveDistance: distance, back: back)
        case nil:
            kind = .perspective(canvasToWorld)
        }
        ops.append(.warp(WarpItem(content: content, kind: kind, placement: canvasToWorld.affine, opacity: p.alpha)))
    }

    /// Like `emit`, but for the root of a warped subtree, drawn with its own flat transform (its
    /// mask too: Core Animation masks a layer in its own plane, then turns the result).
    mutating func emitFlat(_ i: Int, world: Transform3D) {
        let layer = scene.layers[i]
        let kids = children[i]
        let masked = pushMask(of: i, world: world)
        ops.append(.layer(item(i, world: world.affine, opacity: 1)))
        if layer.clipsToBounds, !kids.isEmpty {
            let p = props[i]
            ops.append(.pushClip(Clip(transform: world.affine, rect: p.bounds, cornerRadius: p.cornerRadius,
                                      maskedCorners: layer.maskedCorners)))
        }
        for k in kids { emit(k, world: self.world(of: k, under: i, parentWorld: world)) }
        if layer.clipsToBounds, !kids.isEmpty { ops.append(.popClip) }
        if masked { ops.append(.popMask) }
    }
}
