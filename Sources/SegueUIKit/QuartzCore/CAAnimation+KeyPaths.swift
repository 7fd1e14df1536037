import SegueKit

/// The layer key paths explicit animations can drive, with the values Core Animation accepts for
/// each (numbers as CGFloat, Double, Float, Int or NSNumber; CGPoint, CGSize, CGRect,
/// CATransform3D, CGColor). Components (`position.x`, `transform.rotation.y`, `bounds.size`)
/// replace their part of the model value.
@preconcurrency @MainActor
enum AnimatableKeyPaths {
    /// Records `animation` (basic or keyframe) on `node` under `keyPath`; false when the key path
    /// or a value is not one Core Animation animates.
    static func add(_ animation: CAPropertyAnimation, keyPath: String, curve: TimingCurve, timing: AnimationTiming,
                    to node: View, now: Double) -> Bool {
        func run<V>(_ target: AnimationTarget<V>) -> Bool {
            if let k = animation as? CAKeyframeAnimation { return target.addKeyframes(k, curve: curve, timing: timing, to: node) }
            if let b = animation as? CABasicAnimation { return target.addBasic(b, curve: curve, timing: timing, to: node, now: now) }
            return false
        }
        // A shape layer's key paths mean nothing on another layer (Core Animation ignores them).
        if shapeKeyPaths.contains(keyPath), node.properties.shape == nil { return false }
        switch keyPath {
        case "path": return run(AnimationTarget(tracks: \.coreAnimation.path, property: \.shape!.path) { v, _ in (v as? CGPath)?.path })
        case "strokeStart": return run(scalar(\.coreAnimation.strokeStart, \.shape!.strokeStart))
        case "strokeEnd": return run(scalar(\.coreAnimation.strokeEnd, \.shape!.strokeEnd))
        case "lineWidth": return run(scalar(\.coreAnimation.lineWidth, \.shape!.lineWidth))
        case "fillColor": return run(color(\.coreAnimation.fillColor, \.shape!.fillColor))
        case "strokeColor": return run(color(\.coreAnimation.strokeColor, \.shape!.strokeColor))
        case "zPosition": return run(scalar(\.coreAnimation.zPosition, \.zPosition))
        case "anchorPoint": return run(AnimationTarget(tracks: \.coreAnimation.anchorPoint, property: \.anchorPoint) { v, _ in (v as? CGPoint)?.point })
        case "sublayerTransform": return run(AnimationTarget(tracks: \.coreAnimation.sublayerTransform, property: \.sublayerTransform) { v, _ in
            (v as? CATransform3D)?.transform })
        case "opacity": return run(scalar(\.alpha, \.alpha))
        case "cornerRadius": return run(scalar(\.cornerRadius, \.cornerRadius))
        case "borderWidth": return run(scalar(\.borderWidth, \.borderWidth))
        case "shadowOpacity": return run(scalar(\.shadowOpacity, \.shadowOpacity))
        case "shadowRadius": return run(scalar(\.shadowRadius, \.shadowRadius))
        case "backgroundColor": return run(color(\.backgroundColor, \.backgroundColor))
        case "borderColor": return run(color(\.borderColor, \.borderColor))
        case "shadowColor": return run(color(\.shadowColor, \.shadowColor))
        case "shadowOffset": return run(AnimationTarget(tracks: \.shadowOffset, property: \.shadowOffset) { v, _ in (v as? CGSize)?.size })
        case "position": return run(AnimationTarget(tracks: \.center, property: \.center) { v, _ in (v as? CGPoint)?.point })
        case "position.x", "position.y":
            let isX = keyPath.hasSuffix("x")
            return run(AnimationTarget(tracks: \.center, property: \.center, convert: { v, base in
                number(v).map { isX ? Point(x: $0, y: base.y) : Point(x: base.x, y: $0) }
            }, offset: { p, by, sign in number(by).map { isX ? Point(x: p.x + sign * $0, y: p.y) : Point(x: p.x, y: p.y + sign * $0) } }))
        case "bounds": return run(AnimationTarget(tracks: \.bounds, property: \.bounds) { v, _ in (v as? CGRect)?.rect })
        case "bounds.size": return run(AnimationTarget(tracks: \.bounds, property: \.bounds) { v, base in
            (v as? CGSize).map { Rect(origin: base.origin, size: $0.size) } })
        case "bounds.origin": return run(AnimationTarget(tracks: \.bounds, property: \.bounds) { v, base in
            (v as? CGPoint).map { Rect(origin: $0.point, size: base.size) } })
        case "transform": return run(AnimationTarget(tracks: \.transform, property: \.transform) { v, _ in
            (v as? CATransform3D)?.transform ?? (v as? CGAffineTransform).map { Transform3D($0.affine) } })
        default:
            guard keyPath.hasPrefix("transform."), let make = transformComponent(String(keyPath.dropFirst("transform.".count))) else { return false }
            return run(AnimationTarget(tracks: \.transform, property: \.transform) { v, base in
                // NB: the component is applied before the model transform: exact for an identity model.
                number(v).map { make($0).concatenating(base) } ?? (v as? CGSize).map { Transform3D(translationX: Double($0.width), y: Double($0.height)).concatenating(base) }
            })
        }
    }

    static let shapeKeyPaths: Set<String> = ["path", "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor"]

    /// `transform.scale`, `.scale.x`, `.rotation`, `.rotation.y`, `.translation.x`…: the transform a
    /// number makes.
    static func transformComponent(_ name: String) -> ((Double) -> Transform3D)? {
        switch name {
        case "scale": { Transform3D(scaleX: $0, y: $0, z: $0) }
        case "scale.x": { Transform3D(scaleX: $0, y: 1) }
        case "scale.y": { Transform3D(scaleX: 1, y: $0) }
        case "scale.z": { Transform3D(scaleX: 1, y: 1, z: $0) }
        case "rotation", "rotation.z": { Transform3D(rotationAngle: $0, x: 0, y: 0, z: 1) }
        case "rotation.x": { Transform3D(rotationAngle: $0, x: 1, y: 0, z: 0) }
        case "rotation.y": { Transform3D(rotationAngle: $0, x: 0, y: 1, z: 0) }
        case "translation.x": { Transform3D(translationX: $0, y: 0) }
        case "translation.y": { Transform3D(translationX: 0, y: $0) }
        case "translation.z": { Transform3D(translationX: 0, y: 0, z: $0) }
        default: nil
        }
    }

    static func scalar(_ tracks: WritableKeyPath<LayerTracks, [Track<Double>]>, _ property: KeyPath<LayerProperties, Double>) -> AnimationTarget<Double> {
        AnimationTarget(tracks: tracks, property: property, convert: { v, _ in number(v) }, offset: { base, by, sign in number(by).map { base + sign * $0 } })
    }

    static func color(_ tracks: WritableKeyPath<LayerTracks, [Track<Color>]>, _ property: KeyPath<LayerProperties, Color>) -> AnimationTarget<Color> {
        AnimationTarget(tracks: tracks, property: property) { v, _ in
            if let c = v as? UIColor { return c.color }
            return (v as? CGColor)?.color
        }
    }

    static func number(_ v: Any) -> Double? {
        switch v {
        case let d as Double: d
        case let f as CGFloat: Double(f)
        case let f as Float: Double(f)
        case let i as Int: Double(i)
        case let n as NSNumber: n.doubleValue
        default: nil
        }
    }
}
