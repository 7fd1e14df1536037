import Foundation

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

/// The best wall time of `body`, in seconds: at least `runs` runs, then more until `seconds` of
/// timed runs or `maxRuns` runs. Each run is given a fresh `prepare()`, made outside the time
/// taken; `warmUp`: one untimed run first.
func bestTime<Input>(runs: Int = 3, seconds limit: Double = 1, maxRuns: Int = .max, warmUp: Bool = false,
                     prepare: () -> Input, _ body: (inout Input) throws -> Void) rethrows -> Double {
    if warmUp {
        var input = prepare()
        try body(&input)
    }
    var best = Double.infinity, total = 0.0, count = 0
    while count < runs || (count < maxRuns && total < limit) {
        var input = prepare()
        let t0 = ContinuousClock.now
        try body(&input)
        let s = seconds(ContinuousClock.now - t0)
        best = min(best, s)
        total += s
        count += 1
    }
    return best
}

/// `bestTime` of a body that needs no input.
func bestTime(runs: Int = 3, seconds limit: Double = 1, maxRuns: Int = .max, _ body: () throws -> Void) rethrows -> Double {
    try bestTime(runs: runs, seconds: limit, maxRuns: maxRuns, prepare: {}) { _ in try body() }
}
