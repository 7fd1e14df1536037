import SegueKit

/// A perspective warp over a background word (the flip's card over black), drawn a band of rows at
/// a time: `KernelEntry.warp` with a background, for a caller that takes a frame's rows as it goes
/// (SegueRender's `FlipFrame`, for the encoder) instead of a drawn frame. The plan and the flip's
/// column tables are made once, for every band.
///
/// The source's pixels must outlive the value: it keeps only their address.
public struct WarpBands: @unchecked Sendable {
    private let plan: WarpPlan?
    private let columns: WarpColumns?
    private let src: SourceRaster?
    private let width: Int
    private let background: UInt32

    /// The warp of `width` × `height` source pixels through `transform` over `destWidth` ×
    /// `destHeight` destination pixels filled with `background` (as `KernelEntry.warp`).
    public init(source: UnsafeRawPointer, width: Int, height: Int, stride: Int, transform: Transform3D,
                destWidth: Int, destHeight: Int, background: UInt32) {
        self.width = max(0, destWidth)
        self.background = background
        guard width > 0, height > 0, destWidth > 0, destHeight > 0,
              let plan = WarpPlan(sourceWidth: Double(width), sourceHeight: Double(height), transform: transform,
                                  destWidth: destWidth, destHeight: destHeight)
        else {
            (plan, columns, src) = (nil, nil, nil)
            return
        }
        let src = SourceRaster(source, width: width, height: height, stride: stride)
        (self.plan, self.src) = (plan, src)
        columns = WarpColumns(plan, src)
    }

    /// Destination rows `rows`, every pixel of them: row y at `band + (y − rows.lowerBound) × stride`.
    // NB: the pixels that the tables draw (most of a turned card) are not filled first: an opaque
    // sample replaces the background and a translucent one is composited over the background word
    // itself, so that the region is written once, not filled, read back and written again.
    public func draw(rows: Range<Int>, into band: UnsafeMutableRawPointer, stride: Int) {
        guard !rows.isEmpty else { return }
        // Row y's pixels at base + y × stride: a base that may lie before the band, never read or
        // written below row `rows.lowerBound`.
        let dst = DestRaster(base: band - rows.lowerBound * stride, stride: stride)
        guard let plan, let src else {
            for y in rows { dst.fill(y: y, 0..<width, background) }
            return
        }
        for y in rows where !plan.rows.contains(y) { dst.fill(y: y, 0..<width, background) }
        Warp.drawSIMD(plan, src, dst, columns: columns, rows: plan.rows.clamped(to: rows), background: (background, width))
    }
}
