import Foundation
import SegueKit

/// The geometry of the flipHorizontal modal transition (SPEC.md §3): a card filling the container
/// turns 180° about the vertical axis through its centre, in perspective, scaled down just enough
/// that its projection never leaves the container.
///
/// Sign conventions (device pixels, y down, Core Animation's row vectors `p' = p × M`):
/// - z points toward the viewer; a point at depth z is projected with the factor 1 / (1 − z/d)
///   (`m34 = −1/d`), so z > 0 is nearer and drawn larger.
/// - `angle` is the turn in radians. Positive angles turn the card right-to-left: a point at
///   horizontal offset x from the centre goes to (x·cos angle, z = x·sin angle), so for 0 < angle < π
///   the right edge comes toward the viewer and moves left. (In `CATransform3DMakeRotation` terms this
///   is a rotation by −angle about (0, 1, 0).)
/// - Presenting runs angle 0 → π, dismissing π → 0 (`angle(progress:presenting:)`); on screen
///   the dismissal turns the other way, left to right, the screen's left edge coming toward the viewer.
/// - The front face is the presenting view, the back face the presented view. The back face is seen
///   when cos(angle) < 0 and is drawn through `backFaceMirror` first, so that at angle π it appears
///   exactly as the presented view (not mirrored).
public struct FlipGeometry {
    public enum Face: Sendable, Hashable {
        /// The presenting view (what is on screen before a presentation).
        case front
        /// The presented view (what is on screen after a presentation).
        case back
    }

    /// The turn at a given progress: π·p presenting, π·(1 − p) dismissing. Progress may leave 0…1.
    public static func angle(progress: Double, presenting: Bool) -> Double {
        presenting ? .pi * progress : .pi * (1 - progress)
    }

    /// Which face the viewer sees: the front while cos(angle) > 0, the back once the turn has
    /// passed 90°. At exactly 90° the card is edge-on and draws nothing either way.
    public static func face(angle: Double) -> Face {
        cos(angle) > 0 ? .front : .back
    }

    /// The uniform scale about the centre that keeps the projected card inside the container:
    /// d / (d + (width/2)·|sin angle|). The near edge, at depth s·(w/2)·|sin angle|, is magnified by
    /// 1 / (1 − z/d); its projected height s·h / (1 − z/d) equals h exactly at this scale, and since
    /// |cos angle| ≤ 1 its horizontal extent then fits too. 1 at angle 0 and π.
    public static func fitScale(angle: Double, size: (width: Double, height: Double), perspectiveDistance d: Double) -> Double {
        d / (d + size.width / 2 * abs(sin(angle)))
    }

    /// The card's transform in container pixels: translate the centre to the origin, rotate about
    /// the y axis, scale by `fitScale` (when `fitInside`), apply the perspective m34 = −1/d, translate
    /// back. The card's own coordinates are the container's: at angle 0 this is the identity on the
    /// plane z = 0.
    ///
    /// - Parameters:
    ///   - size: the container (and card) size in pixels.
    ///   - perspectiveDistance: d in pixels; SPEC: 500 pt × the device scale.
    public static func transform(
        angle: Double, size: (width: Double, height: Double), perspectiveDistance: Double, fitInside: Bool = true
    ) -> Transform3D {
        let cx = size.width / 2, cy = size.height / 2
        let s = fitInside ? fitScale(angle: angle, size: size, perspectiveDistance: perspectiveDistance) : 1
        var perspective = Transform3D.identity
        perspective.m34 = -1 / perspectiveDistance
        // Rotation by θ about +y in Core Animation's convention sends (x, 0, 0) to (x cos θ, 0, −x sin θ);
        // −angle makes the right edge (x > 0) come toward the viewer for positive angles.
        return Transform3D(translationX: -cx, y: -cy)
            .concatenating(Transform3D(rotationAngle: -angle, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(scaleX: s, y: s, z: s))
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: cx, y: cy))
    }

    /// x → width − x: applied to the back face's content before the card's transform. Seen from
    /// behind, the card's own x axis runs right to left; mirroring the content first makes it read
    /// correctly (at angle π the back face is exactly the unmirrored presented view).
    public static func backFaceMirror(width: Double) -> Transform3D {
        Transform3D(scaleX: -1, y: 1).concatenating(Transform3D(translationX: width, y: 0))
    }

    /// The visible face and the transform to draw its content with (`backFaceMirror` included for
    /// the back face).
    public static func faceTransform(
        angle: Double, size: (width: Double, height: Double), perspectiveDistance: Double, fitInside: Bool = true
    ) -> (face: Face, transform: Transform3D) {
        let card = transform(angle: angle, size: size, perspectiveDistance: perspectiveDistance, fitInside: fitInside)
        switch face(angle: angle) {
        case .front: return (.front, card)
        case .back: return (.back, backFaceMirror(width: size.width).concatenating(card))
        }
    }

    /// Draws one frame's card onto `dest` (the container; the caller fills the background, black
    /// per SPEC, beforehand). `front` and `back` are the two views' rasters at the container's size.
    public static func drawCard(
        front: PixelBuffer, back: PixelBuffer, angle: Double, perspectiveDistance: Double, fitInside: Bool = true,
        into dest: inout PixelBuffer, implementation: KernelImplementation = .simd
    ) {
        precondition(
            front.width == dest.width && front.height == dest.height && back.width == dest.width && back.height == dest.height,
            "the card's faces must have the container's size")
        drawVisibleFace(face(angle: angle) == .front ? front : back, angle: angle, perspectiveDistance: perspectiveDistance,
                        fitInside: fitInside, into: &dest, implementation: implementation)
    }

    /// Draws the face seen at `angle` (`face(angle:)`), the only one that shows: a renderer need
    /// not draw the other view at all (the rasterizer draws only this one, half the work a frame).
    public static func drawVisibleFace(
        _ raster: PixelBuffer, angle: Double, perspectiveDistance: Double, fitInside: Bool = true,
        into dest: inout PixelBuffer, implementation: KernelImplementation = .simd
    ) {
        precondition(raster.width == dest.width && raster.height == dest.height, "the card's face must have the container's size")
        let size = (width: Double(dest.width), height: Double(dest.height))
        let (_, t) = faceTransform(angle: angle, size: size, perspectiveDistance: perspectiveDistance, fitInside: fitInside)
        PerspectiveWarp.draw(raster, transform: t, into: &dest, implementation: implementation)
    }
}
