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
}
