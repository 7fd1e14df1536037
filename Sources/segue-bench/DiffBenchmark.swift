import Foundation
import SegueRender

/// Measures `ImageDiff.compare` on synthetic, UI-like frames (a settings-style list: navigation
/// bar, cells with icons, anti-aliased text-like glyph runs, switches, a tab bar) at phone
/// resolution, in the cases a screenshot test meets: identical frames, a small change, a frame
/// scrolled by one pixel (edges everywhere, the anti-aliasing detector busy), and every pixel
/// slightly different (the YIQ path for every pixel). Build in release mode for meaningful figures.
enum DiffBenchmark {
    /// One line per case: the case, the time per comparison and the throughput in megapixels per
    /// second, with the mismatch count.
    static func run(width: Int = 1179, height: Int = 2556) -> [String] {
        let a = SyntheticFrame.make(width: width, height: height, variant: 0)
        // A real copy in its own storage (Array(a.pixels) would share a's buffer, and comparing a
        // buffer with itself is not the case to measure).
        let identical = RGBAImage(width: width, height: height, pixels: a.pixels.withUnsafeBufferPointer { Array($0) })
        let changed = SyntheticFrame.make(width: width, height: height, variant: 1)
        let scrolled = SyntheticFrame.scrolled(a, by: 1)
        let tinted = SyntheticFrame.tinted(a, by: 2)

        let cases: [(String, RGBAImage, Bool)] = [
            ("identical", identical, false),
            ("identical, with diff image", identical, true),
            ("small UI change", changed, false),
            ("small UI change, with diff image", changed, true),
            ("scrolled by 1 px", scrolled, false),
            ("every pixel slightly different", tinted, false),
        ]
        let megapixels = Double(width * height) / 1e6
        var lines = ["ImageDiff on \(width)×\(height) (\(String(format: "%.2f", megapixels)) MP), best of several runs:"]
        for (name, b, makeImage) in cases {
            var mismatched = 0
            let best = bestTime(seconds: 0.3, maxRuns: 50) {
                mismatched = try! ImageDiff.compare(a, b, makeDiffImage: makeImage).mismatched
            }
            let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
            lines.append(
                "\(padded) \(String(format: "%8.2f", best * 1000)) ms  \(String(format: "%8.0f", megapixels / best)) MP/s  (mismatched \(mismatched))"
            )
        }
        return lines
    }
}
