import Testing
@testable import segue_bench

/// segue-bench's image-diff benchmark, on small frames: it must compare what it says it compares.
struct DiffBenchmarkTests {
    @Test("the benchmark runs and reports each case")
    func benchmarkSmoke() {
        let lines = DiffBenchmark.run(width: 120, height: 200)
        #expect(lines.count == 7)
        #expect(lines.dropFirst().allSatisfy { $0.contains("MP/s") })
        // The identical cases find nothing; the changed ones find something.
        #expect(lines[1].hasSuffix("(mismatched 0)") && lines[2].hasSuffix("(mismatched 0)"))
        #expect(!lines[3].hasSuffix("(mismatched 0)") && !lines[5].hasSuffix("(mismatched 0)"))
    }
}
