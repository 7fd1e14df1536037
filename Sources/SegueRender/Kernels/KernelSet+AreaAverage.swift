import SegueKernels
import SegueKernelsAVX2

extension KernelSet {
    /// Output rows `rows` of an area average (`Downscale.area`): taps padded to one count per axis,
    /// as (first source index, weights) per output, and the rounded division by the total weight.
    func areaAverage(
        source: UnsafeRawPointer, stride: Int, sourceWidth: Int,
        rowTaps: (starts: UnsafePointer<Int>, weights: UnsafePointer<UInt32>, count: Int),
        columnTaps: (starts: UnsafePointer<Int>, weights: UnsafePointer<UInt32>, count: Int),
        divider: Downscale.Divider, into dest: UnsafeMutableRawPointer, destStride: Int, destWidth: Int, rows: Range<Int>
    ) {
        switch self {
        case .baseline:
            SegueKernels.KernelEntry.areaAverage(
                source: source, stride: stride, sourceWidth: sourceWidth,
                rowTaps: .init(starts: rowTaps.starts, weights: rowTaps.weights, count: rowTaps.count),
                columnTaps: .init(starts: columnTaps.starts, weights: columnTaps.weights, count: columnTaps.count),
                divider: .init(divisor: divider.d, multiplier: divider.m, shift: divider.s), into: dest, destStride: destStride, destWidth: destWidth, rows: rows)
        case .avx2:
            SegueKernelsAVX2.KernelEntry.areaAverage(
                source: source, stride: stride, sourceWidth: sourceWidth,
                rowTaps: .init(starts: rowTaps.starts, weights: rowTaps.weights, count: rowTaps.count),
                columnTaps: .init(starts: columnTaps.starts, weights: columnTaps.weights, count: columnTaps.count),
                divider: .init(divisor: divider.d, multiplier: divider.m, shift: divider.s), into: dest, destStride: destStride, destWidth: destWidth, rows: rows)
        }
    }

    /// Output rows `rows` of the box average of whole `factor × factor` blocks (`Downscale.area`
    /// where both sizes divide exactly): the area average's bytes without its weights.
    /// With `straight` (`Premultiplication.unpremultiplyTable`), straight R G B A bytes instead.
    func boxAverage(source: UnsafeRawPointer, stride: Int, factor: Int, straight: UnsafePointer<UInt8>?, into dest: UnsafeMutableRawPointer,
                    destStride: Int, destWidth: Int, rows: Range<Int>) {
        switch self {
        case .baseline:
            SegueKernels.KernelEntry.boxAverage(source: source, stride: stride, factor: factor, straight: straight, into: dest, destStride: destStride,
                                                destWidth: destWidth, rows: rows)
        case .avx2:
            SegueKernelsAVX2.KernelEntry.boxAverage(source: source, stride: stride, factor: factor, straight: straight, into: dest, destStride: destStride,
                                                    destWidth: destWidth, rows: rows)
        }
    }
}
