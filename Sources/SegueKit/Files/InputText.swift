/// Text that came from outside (a command-line argument, a value read from a file), read and shown
/// back the one way everywhere: numbers in plain decimal only, and echoes in messages kept short
/// and on one line.
public enum InputText {
    /// The most characters of an input a message repeats.
    public static let maximumEchoed = 80

    /// `text` in single quotes, as a message shows what was given (see `echo`):
    /// `'0x10'`, or `'xxxx…' (100000 characters)`.
    public static func quoted(_ text: some StringProtocol, limit: Int = maximumEchoed) -> String {
        let (shown, count) = shortened(text, limit: limit)
        return "'" + shown + "'" + (count.map { " (\($0) characters)" } ?? "")
    }

    /// `text` as a message repeats it: control characters escaped, so that the message stays one
    /// line, and past `limit` characters its start, an ellipsis and its length
    /// (`xxxx… (100000 characters)`), so that a huge value never fills the terminal.
    public static func echo(_ text: some StringProtocol, limit: Int = maximumEchoed) -> String {
        let (shown, count) = shortened(text, limit: limit)
        return shown + (count.map { " (\($0) characters)" } ?? "")
    }

    /// The escaped text, cut to `limit` characters, and the whole length when it was cut.
    private static func shortened(_ text: some StringProtocol, limit: Int) -> (String, Int?) {
        let count = text.count
        let cut = count > limit
        var out = ""
        for scalar in (cut ? String(text.prefix(max(1, limit - 1))) : String(text)).unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return (cut ? out + "…" : out, cut ? count : nil)
    }

    /// A number written in decimal (`12`, `-0.5`, `.25`, `1e-3`), nil for anything else.
    ///
    /// NB: Swift's `Double(_:)` also reads hexadecimal (`0x10` is 16), `inf`, `nan` and
    /// `infinity`: a user who typed `0x10` meant something else, and being read as 16 hides it.
    /// Whether the value is finite, or in range, is the caller's to check.
    public static func decimal(_ text: some StringProtocol) -> Double? {
        var digits = 0, sawPoint = false, sawExponent = false, exponentDigits = 0
        var previous: Character?
        for c in text {
            switch c {
            case "0"..."9":
                if sawExponent { exponentDigits += 1 } else { digits += 1 }
            case "+", "-":
                guard previous == nil || previous == "e" || previous == "E" else { return nil }
            case ".":
                guard !sawPoint, !sawExponent else { return nil }
                sawPoint = true
            case "e", "E":
                guard digits > 0, !sawExponent else { return nil }
                sawExponent = true
            default:
                return nil
            }
            previous = c
        }
        guard digits > 0, !sawExponent || exponentDigits > 0 else { return nil }
        return Double(String(text))
    }
}
