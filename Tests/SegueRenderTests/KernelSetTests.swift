import Foundation
import SegueKit
import Testing
@testable import SegueRender

/// The two builds of the pixel kernels (`KernelSet`): the AVX2 one must draw the baseline's bytes,
/// to the byte, for every kernel (output must not depend on the processor), and runs only where
/// the processor and the system support it.
@Suite struct KernelSetTests {
    typealias F = KernelFixtures

    /// What this machine's /proc/cpuinfo says, "" where there is none.
    static let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    /// Whether the AVX2 build can run here (the comparisons need both).
    static let canRunAVX2: Bool = {
        #if arch(x86_64) && os(Linux)
        return KernelSet.supportsAVX2Build(cpuinfo: cpuinfo)
        #else
        return false
        #endif
    }()

    @Test("the AVX2 build is chosen from the first processor's flags, only when every one it may use is there")
    func flagsDecide() {
        let all = "avx avx2 fma bmi1 bmi2 f16c movbe popcnt abm sse4_1 sse4_2 ssse3"
        #expect(KernelSet.supportsAVX2Build(cpuinfo: "processor\t: 0\nflags\t\t: fpu sse sse2 \(all) avx512f\nbogomips\t: 1\n"))
        #expect(!KernelSet.supportsAVX2Build(cpuinfo: "flags\t\t: fpu sse sse2 \(all.replacingOccurrences(of: "avx2 ", with: ""))\n"))
        #expect(!KernelSet.supportsAVX2Build(cpuinfo: "flags\t\t: fpu sse sse2 \(all.replacingOccurrences(of: " movbe", with: ""))\n"))
        // "avx" alone is not "avx2", nor "avx2" a prefix match of something longer.
        #expect(!KernelSet.supportsAVX2Build(cpuinfo: "flags\t\t: \(all.replacingOccurrences(of: "avx avx2", with: "avx2x avx512f"))\n"))
        #expect(!KernelSet.supportsAVX2Build(cpuinfo: ""))
        #expect(!KernelSet.supportsAVX2Build(cpuinfo: "Features\t: fp asimd\n"))
    }

    /// Whether the kernels are chosen from /proc/cpuinfo here (elsewhere the baseline always runs).
    static let isX86_64Linux: Bool = {
        #if arch(x86_64) && os(Linux)
        return true
        #else
        return false
        #endif
    }()

    @Test("on Linux x86-64, /proc/cpuinfo is read (a file of size 0 to stat), has a flags line, and its flags choose the kernels",
          .enabled(if: isX86_64Linux, "the kernels are chosen from /proc/cpuinfo on Linux x86-64 only"))
    func cpuinfoIsRead() throws {
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        #expect(cpuinfo.split(separator: "\n").contains { $0.hasPrefix("flags") })
        let pinned = ProcessInfo.processInfo.environment["SEGUE_KERNELS"] == "baseline"
        #expect(KernelSet.best == (KernelSet.supportsAVX2Build(cpuinfo: cpuinfo) && !pinned ? .avx2 : .baseline))
    }

    @Test("the flip and other warps: the same bytes from both builds, over a buffer and in place",
          .enabled(if: canRunAVX2, "this processor cannot run the AVX2 build"),
          arguments: [0.0, 1, 30, 60, 89.5, 91, 150, 180, 270])
    func warpsAgree(_ degrees: Double) {
        for translucent in [false, true] {
            let (w, h) = (131, 229)
            let face = F.noise(width: w, height: h, seed: 7, translucent: translucent)
            let under = F.noise(width: w, height: h, seed: 8, translucent: true)
            let flip = FlipGeometry.faceTransform(angle: degrees * .pi / 180, size: (Double(w), Double(h)), perspectiveDistance: 170).transform
            var p = Transform3D.identity
            p.m34 = -1 / 90
            let tilted = Transform3D(translationX: -60, y: -100)
                .concatenating(Transform3D(rotationAngle: degrees * .pi / 180, x: 1, y: 0.4, z: 0.2)).concatenating(p)
                .concatenating(Transform3D(translationX: 66.3, y: 110.7))
            for t in [flip, tilted] {
                for (implementation, tables) in [(KernelImplementation.simd, true), (.simd, false), (.scalar, false)] {
                    var a = under, b = under
                    PerspectiveWarp.draw(face, transform: t, into: &a, implementation: implementation, columnTables: tables, kernels: .baseline)
                    PerspectiveWarp.draw(face, transform: t, into: &b, implementation: implementation, columnTables: tables, kernels: .avx2)
                    #expect(a == b, "\(degrees)° translucent \(translucent) \(implementation) tables \(tables)")
                }
                var a = under, b = under
                let stride = a.stride
                a.bytes.withUnsafeMutableBytes { PerspectiveWarp.draw(face, transform: t, over: 0xFF00_0000, into: $0.baseAddress!, stride: stride, width: w, height: h, kernels: .baseline) }
                b.bytes.withUnsafeMutableBytes { PerspectiveWarp.draw(face, transform: t, over: 0xFF00_0000, into: $0.baseAddress!, stride: stride, width: w, height: h, kernels: .avx2) }
                #expect(a == b, "\(degrees)° translucent \(translucent), in place")
            }
        }
    }

    @Test("the curl: the same bytes from both builds, over a revealed view and as a layer of its own",
          .enabled(if: canRunAVX2, "this processor cannot run the AVX2 build"),
          arguments: [0.05, 0.3, 0.6, 1.0])
    func curlsAgree(_ progress: Double) {
        for translucent in [false, true] {
            let (w, h) = (203, 331)
            let page = F.noise(width: w, height: h, seed: 11, translucent: translucent)
            let revealed = F.noise(width: w, height: h, seed: 12, translucent: true)
            let under = F.noise(width: w, height: h, seed: 13, translucent: true)
            let fold = PageCurl.foldPosition(progress: progress, pageSize: (Double(w), Double(h)), stopDistanceFromTop: 40, radius: 35)
            let parameters = CurlParameters(foldPoint: fold, radius: 35, shadowRadius: 12)
            for implementation in KernelImplementation.allCases {
                var a = under, b = under
                PageCurl.draw(page: page, revealed: revealed, parameters: parameters, into: &a, implementation: implementation, kernels: .baseline)
                PageCurl.draw(page: page, revealed: revealed, parameters: parameters, into: &b, implementation: implementation, kernels: .avx2)
                #expect(a == b, "progress \(progress) translucent \(translucent) \(implementation)")
            }
            var a = under, b = under
            let stride = a.stride
            a.bytes.withUnsafeMutableBytes { PageCurl.draw(page: page, parameters: parameters, over: $0.baseAddress!, stride: stride, kernels: .baseline) }
            b.bytes.withUnsafeMutableBytes { PageCurl.draw(page: page, parameters: parameters, over: $0.baseAddress!, stride: stride, kernels: .avx2) }
            #expect(a == b, "progress \(progress) translucent \(translucent), over what is drawn")
        }
    }

    @Test("the one-pass fade: the same bytes from both builds for every mask",
          .enabled(if: canRunAVX2, "this processor cannot run the AVX2 build"))
    func fadesAgree() {
        let (w, h) = (37, 5)
        let screen = F.noise(width: w, height: h, seed: 21, translucent: false)
        let rects = [Rasterizer.PixelRect(x0: 0, y0: 0, x1: w, y1: 3), Rasterizer.PixelRect(x0: 3, y0: 3, x1: 30, y1: 5)]
        let incoming = F.noise(width: w + 3, height: h + 2, seed: 22, translucent: false)
        func faded(_ set: KernelSet, mask: UInt32, twoScreens: Bool) -> PixelBuffer {
            var out = PixelBuffer(width: w, height: h)
            let stride = out.stride
            let first = UnsafeMutableRawPointer.allocate(byteCount: screen.bytes.count, alignment: 32)
            let next = UnsafeMutableRawPointer.allocate(byteCount: incoming.bytes.count, alignment: 32)
            defer { first.deallocate(); next.deallocate() }
            first.copyMemory(from: screen.bytes, byteCount: screen.bytes.count)
            next.copyMemory(from: incoming.bytes, byteCount: incoming.bytes.count)
            let second: (source: UnsafeRawPointer, stride: Int, origin: (x: Int, y: Int), mask: UInt32)? =
                twoScreens ? (source: UnsafeRawPointer(next), stride: incoming.stride, origin: (x: -2, y: -1), mask: 255 - mask) : nil
            out.bytes.withUnsafeMutableBytes { d in
                set.fade(source: first, stride: screen.stride, origin: (0, 0), into: d.baseAddress!, destStride: stride,
                         rects: rects, fill: 0xFF20_4060, mask: mask, then: second)
            }
            return out
        }
        for mask in UInt32(0)...255 {
            let a = faded(.baseline, mask: mask, twoScreens: false), b = faded(.avx2, mask: mask, twoScreens: false)
            let c = faded(.baseline, mask: mask, twoScreens: true), d = faded(.avx2, mask: mask, twoScreens: true)
            #expect(a == b && c == d, "mask \(mask)")
            #expect(mask == 255 || a != c, "the second screen shows")
            #expect(a.pixel(x: 0, y: 0)[3] == 255 && a.pixel(x: 36, y: 4) == SIMD4(0, 0, 0, 0), "written inside the rectangles only")
        }
    }
}
