import SegueKit

/// How much of a label's text Pango is given (`LabelLayout`): prefixes that grow until one decides
/// every line shown, and the part of the last line's text that decides that line.
///
/// NB: the first prefix holds as many characters as could show at a quarter of the font size each
/// (narrower than any letter of the system fonts), on two lines more than can show; a text that
/// shorter is laid out whole, as always. The caller checks that a prefix decided the lines and asks
/// for the next, four times longer, when it did not (text of zero-width characters, say), the
/// whole text last: the budget only ever saves work, it never decides what shows.
struct TextBudget {
    let text: TextContent
    /// Characters of the first prefix, and of the first part of a last line.
    let first: Int
    let lastLine: Int

    /// `unlimited`: the whole text at once (the budget's own oracle in the tests).
    init(_ text: TextContent, size: Size, unlimited: Bool = false) {
        self.text = text
        guard !unlimited else {
            (first, lastLine) = (Int.max, Int.max)
            return
        }
        let em = text.fontSize.isFinite ? max(text.fontSize, 1) : 1
        func bounded(_ v: Double) -> Int { v.isFinite ? Int(min(max(v, 0), 100_000)) : 100_000 }
        let perLine = bounded(size.width / (em / 4)) + 8
        let lines = text.numberOfLines > 0 ? min(text.numberOfLines, 100_000) : bounded(size.height / (em / 2)) + 1
        first = perLine * (lines + 2)
        lastLine = perLine * 2
    }

    /// The text's prefixes to lay out, each four times longer than the one before, the whole text
    /// last (the whole text alone when it is short).
    func prefixes() -> some Sequence<String> {
        Self.growing(text.string, from: first) { s, n in String(s.prefix(n)) }
    }

    /// The last line's text `rest`, or parts of it to try first: a prefix when the line is
    /// truncated at its tail or clipped at the right (what shows is its start), a suffix when it
    /// is truncated at its head (its end shows), growing to the whole; the whole otherwise (a
    /// truncation in the middle, a clipped line aligned right or centred show parts that depend on
    /// its whole width).
    func lastLineParts(_ rest: String) -> some Sequence<String> {
        let fromStart: Bool
        let clipsFromTheLeft = text.alignment == .left || (!text.isRightToLeft && (text.alignment == .natural || text.alignment == .justified))
        switch text.lineBreakMode {
        case .truncateTail: fromStart = true
        case .clip where clipsFromTheLeft: fromStart = true
        case .truncateHead: fromStart = false
        default: return Self.growing(rest, from: Int.max) { s, _ in s }
        }
        return Self.growing(rest, from: lastLine) { s, n in fromStart ? String(s.prefix(n)) : String(s.suffix(n)) }
    }

    /// `cut(string, n)` for n = `start`, 4 × start, … while n is shorter than the string, then the
    /// string itself.
    private static func growing(_ string: String, from start: Int, _ cut: @escaping (String, Int) -> String) -> some Sequence<String> {
        let count = start >= string.utf8.count ? 0 : string.count
        return sequence(state: (n: start, done: false)) { state -> String? in
            guard !state.done else { return nil }
            if state.n >= count {
                state.done = true
                return string
            }
            defer { state.n = state.n > Int.max / 4 ? Int.max : state.n * 4 }
            return cut(string, state.n)
        }
    }
}
