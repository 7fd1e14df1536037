import Foundation
import SegueKernels
import SegueKernelsAVX2
import SegueKit

/// Which code path a pixel kernel runs: eight pixels per step on SIMD lanes, or the plain scalar
/// twin that does the same arithmetic one pixel at a time (the tests' oracle for the SIMD path).
public enum KernelImplementation: Sendable, Hashable, CaseIterable {
    case simd
    case scalar

    /// `.scalar` where SegueRender was compiled with DEBUG (SwiftPM's debug configuration),
    /// `.simd` otherwise.
    ///
    /// NB: DEBUG names the configuration, not the optimisation: SegueRender and the kernels are
    /// compiled with -O in debug builds too (Package.swift's `optimizedInDebug`), where the SIMD
    /// path is as fast as in release. `.scalar` under DEBUG is therefore not for speed: it hands a
    /// caller that debugs the scalar twin, the plain arithmetic the SIMD path is checked against.
    /// The renderer never asks for this: every kernel takes `.simd` unless told otherwise, in
    /// every configuration.
    public static var preferred: KernelImplementation {
        #if DEBUG
        return .scalar
        #else
        return .simd
        #endif
    }
}

/// Which build of the pixel kernels runs (Sources/SegueKernels/KernelEntry.swift): the baseline
/// one, or the one compiled for x86-64 processors with AVX2 (Intel since 2013, AMD since 2015),
/// a third faster. The same bytes either way.
package enum KernelSet: Sendable, CaseIterable {
    case baseline
    case avx2

    /// AVX2 where the processor and the system support it, as the system says (Linux's
    /// /proc/cpuinfo, an Intel Mac's `hw.optional` sysctls), unless `SEGUE_KERNELS=baseline` is
    /// set; the baseline everywhere else (Apple silicon, other processors).
    package static let best: KernelSet = {
        #if arch(x86_64)
        if ProcessInfo.processInfo.environment["SEGUE_KERNELS"] == "baseline" { return .baseline }
        #if os(Linux)
        return supportsAVX2Build(cpuinfo: (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? "") ? .avx2 : .baseline
        #elseif canImport(Darwin)
        return darwinSupportsAVX2Build() ? .avx2 : .baseline
        #else
        return .baseline
        #endif
        #else
        return .baseline
        #endif
    }()

    #if arch(x86_64) && canImport(Darwin)
    /// Whether an Intel Mac's `hw.optional` sysctls report every extension of `haswellFlags` they
    /// name. NB: movbe, popcnt and lzcnt have no such key; every Intel processor with AVX2, FMA
    /// and BMI2 has them (Haswell and later).
    static func darwinSupportsAVX2Build() -> Bool {
        let keys = ["avx1_0", "avx2_0", "fma", "bmi1", "bmi2", "f16c", "sse4_1", "sse4_2", "supplementalsse3"]
        return keys.allSatisfy { key in
            var value: Int32 = 0
            var size = MemoryLayout<Int32>.size
            return sysctlbyname("hw.optional." + key, &value, &size, nil, 0) == 0 && value != 0
        }
    }
    #endif

    /// The instruction-set extensions that `-target-cpu haswell` lets the compiler use and that a
    /// kernel could meet (vector, bit-manipulation and count instructions), as /proc/cpuinfo names them.
    static let haswellFlags: Set<Substring> = ["avx", "avx2", "fma", "bmi1", "bmi2", "f16c", "movbe", "popcnt", "abm", "sse4_1", "sse4_2", "ssse3"]

    /// True when the first processor's `flags` line in `cpuinfo` lists every one of `haswellFlags`.
    static func supportsAVX2Build(cpuinfo: String) -> Bool {
        guard let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("flags") }),
              let colon = line.firstIndex(of: ":") else { return false }
        let flags = Set(line[line.index(after: colon)...].split(separator: " "))
        return haswellFlags.isSubset(of: flags)
    }

    func warp(
        source: UnsafeRawPointer, width: Int, height: Int, stride: Int, transform: Transform3D,
        into dest: UnsafeMutableRawPointer, destWidth: Int, destHeight: Int, destStride: Int,
        background: UInt32? = nil, scalar: Bool = false, columnTables: Bool = true
    ) {
        switch self {
        case .baseline:
            SegueKernels.KernelEntry.warp(source: source, width: width, height: height, stride: stride, transform: transform,
                                          into: dest, destWidth: destWidth, destHeight: destHeight, destStride: destStride,
                                          background: background, scalar: scalar, columnTables: columnTables)
        case .avx2:
            SegueKernelsAVX2.KernelEntry.warp(source: source, width: width, height: height, stride: stride, transform: transform,
                                              into: dest, destWidth: destWidth, destHeight: destHeight, destStride: destStride,
                                              background: background, scalar: scalar, columnTables: columnTables)
        }
    }

    /// `KernelEntry.warp` with a background, a band of rows at a time (`WarpBands`), in this build.
    package enum WarpBands: Sendable {
        case baseline(SegueKernels.WarpBands)
        case avx2(SegueKernelsAVX2.WarpBands)

        package func draw(rows: Range<Int>, into band: UnsafeMutableRawPointer, stride: Int) {
            switch self {
            case .baseline(let b): b.draw(rows: rows, into: band, stride: stride)
            case .avx2(let b): b.draw(rows: rows, into: band, stride: stride)
            }
        }
    }

    package func warpBands(
        source: UnsafeRawPointer, width: Int, height: Int, stride: Int, transform: Transform3D,
        destWidth: Int, destHeight: Int, background: UInt32
    ) -> WarpBands {
        switch self {
        case .baseline:
            return .baseline(SegueKernels.WarpBands(source: source, width: width, height: height, stride: stride, transform: transform,
                                                    destWidth: destWidth, destHeight: destHeight, background: background))
        case .avx2:
            return .avx2(SegueKernelsAVX2.WarpBands(source: source, width: width, height: height, stride: stride, transform: transform,
                                                    destWidth: destWidth, destHeight: destHeight, background: background))
        }
    }

    func curl(
        page: UnsafeRawPointer, width: Int, height: Int, stride: Int, revealed: UnsafeRawPointer?, revealedStride: Int,
        into dest: UnsafeMutableRawPointer, destStride: Int, parameters p: CurlParameters, scalar: Bool = false, rows: Range<Int>? = nil
    ) {
        switch self {
        case .baseline:
            SegueKernels.KernelEntry.curl(page: page, width: width, height: height, stride: stride, revealed: revealed, revealedStride: revealedStride,
                                          into: dest, destStride: destStride, parameters: p, scalar: scalar, rows: rows)
        case .avx2:
            let same = SegueKernelsAVX2.CurlParameters(foldPoint: p.foldPoint, foldAngle: p.foldAngle, radius: p.radius, backWash: p.backWash,
                                                       shadowOpacity: p.shadowOpacity, shadowRadius: p.shadowRadius)
            SegueKernelsAVX2.KernelEntry.curl(page: page, width: width, height: height, stride: stride, revealed: revealed, revealedStride: revealedStride,
                                              into: dest, destStride: destStride, parameters: same, scalar: scalar, rows: rows)
        }
    }

    func curlRows(width: Int, height: Int, parameters p: CurlParameters) -> (flat: Int, untouchedFrom: Int) {
        switch self {
        case .baseline:
            return SegueKernels.KernelEntry.curlRows(width: width, height: height, parameters: p)
        case .avx2:
            let same = SegueKernelsAVX2.CurlParameters(foldPoint: p.foldPoint, foldAngle: p.foldAngle, radius: p.radius, backWash: p.backWash,
                                                       shadowOpacity: p.shadowOpacity, shadowRadius: p.shadowRadius)
            return SegueKernelsAVX2.KernelEntry.curlRows(width: width, height: height, parameters: same)
        }
    }

    package func fade(
        source: UnsafeRawPointer, stride: Int, origin: (x: Int, y: Int), into dest: UnsafeMutableRawPointer, destStride: Int,
        rects: [Rasterizer.PixelRect], fill: UInt32, mask: UInt32,
        then second: (source: UnsafeRawPointer, stride: Int, origin: (x: Int, y: Int), mask: UInt32)? = nil
    ) {
        let r = rects.map { (x0: $0.x0, y0: $0.y0, x1: $0.x1, y1: $0.y1) }
        switch self {
        case .baseline:
            SegueKernels.KernelEntry.fade(source: source, stride: stride, origin: origin, into: dest, destStride: destStride, rects: r,
                                          fill: fill, mask: mask, then: second)
        case .avx2:
            SegueKernelsAVX2.KernelEntry.fade(source: source, stride: stride, origin: origin, into: dest, destStride: destStride, rects: r,
                                              fill: fill, mask: mask, then: second)
        }
    }

    func fadeRow(
        _ y: Int, width: Int, source: UnsafeRawPointer, stride: Int, origin: (x: Int, y: Int), into row: UnsafeMutableRawPointer,
        fill: UInt32, mask: UInt32, then second: (source: UnsafeRawPointer, stride: Int, origin: (x: Int, y: Int), mask: UInt32)?
    ) {
        switch self {
        case .baseline:
            SegueKernels.KernelEntry.fadeRow(y, width: width, source: source, stride: stride, origin: origin, into: row,
                                             fill: fill, mask: mask, then: second)
        case .avx2:
            SegueKernelsAVX2.KernelEntry.fadeRow(y, width: width, source: source, stride: stride, origin: origin, into: row,
                                                 fill: fill, mask: mask, then: second)
        }
    }

    package func fadeRGB(
        rows: Int, count: Int, first: (row: UnsafeRawPointer, stride: Int, mask: UInt32), fill: UInt32,
        then second: (row: UnsafeRawPointer, stride: Int, mask: UInt32)?, into out: UnsafeMutableRawPointer, outStride: Int
    ) {
        switch self {
        case .baseline:
            SegueKernels.KernelEntry.fadeRGB(rows: rows, count: count, first: first, fill: fill, then: second, into: out, outStride: outStride)
        case .avx2:
            SegueKernelsAVX2.KernelEntry.fadeRGB(rows: rows, count: count, first: first, fill: fill, then: second, into: out, outStride: outStride)
        }
    }
}
