import Testing

@testable import SegueRender

/// `TextLayout.longestPrefix` (a binary search) against the character-at-a-time loop it replaced,
/// its scalar twin here, with widths that include zero-width characters.
struct TextTruncationTests {
    static func linearTwin(_ s: String, _ maxWidth: Double, _ measure: (String) -> Double) -> String {
        var s = s
        while !s.isEmpty, measure(s + "…") > maxWidth { s.removeLast() }
        return s
    }

    @Test func theBinarySearchFindsTheSamePrefixAsTheLoop() {
        // Widths by character: a space is 0.5, a combining accent 0, "W" 3, others 1; "…" is 1.
        let measure = { (s: String) in
            s.unicodeScalars.reduce(0.0) { $0 + ($1 == " " ? 0.5 : $1 == "\u{301}" ? 0 : $1 == "W" ? 3 : 1) }
        }
        var state: UInt64 = 42
        let alphabet: [String] = ["a", "b", " ", "W", "e\u{301}", "\u{301}", "…"]
        for _ in 0..<500 {
            var s = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for k in 0..<Int(state >> 58) { s += alphabet[Int((state >> UInt64(k % 40)) % UInt64(alphabet.count))] }
            for maxWidth in [0.0, 0.5, 1, 2.5, 4, 7, 30] {
                #expect(TextLayout.longestPrefix(of: s, fittingWithEllipsis: maxWidth, measure: measure) == Self.linearTwin(s, maxWidth, measure))
            }
        }
    }

    @Test func aLongSingleLineIsCutWithFewMeasurements() {
        var calls = 0
        let text = String(repeating: "word ", count: 10_000)
        let lines = TextLayout.lines(text, maxWidth: 100, maxLines: 1) { calls += 1; return Double($0.count) }
        #expect(lines == [String(String(repeating: "word ", count: 20).dropLast()) + "…"])
        #expect(calls < 20_000, "\(calls) measurements: one per word to wrap, then a logarithmic search")
    }
}
