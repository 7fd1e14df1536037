/// Where a paragraph may break between lines, as TextKit breaks it by word wrapping: at spaces,
/// and in Chinese and Japanese text between any two characters, which those scripts write with
/// no spaces (Unicode's line breaking algorithm, UAX #14, class ID). Japanese line-breaking rules
/// (kinsoku) keep a closing mark or a small kana off the start of a line and an opening
/// bracket off its end. Korean keeps its words whole (UIKit's standard line break strategy,
/// `hangulWordPriority`).
enum LineBreaks {
    /// A piece of a paragraph no line breaks inside, and whether a space comes before it.
    struct Unit {
        var text: Substring
        var spaced: Bool
    }

    /// The units of `paragraph` (one line of text, without newlines) in order.
    static func units(_ paragraph: Substring) -> [Unit] {
        var out: [Unit] = []
        var start: String.Index?
        var spaced = false
        var i = paragraph.startIndex
        var glued = false
        func close(at end: String.Index) {
            if let s = start, s < end { out.append(Unit(text: paragraph[s..<end], spaced: spaced)); spaced = false }
            start = nil
        }
        while i < paragraph.endIndex {
            let c = paragraph[i]
            let next = paragraph.index(after: i)
            if c == " " {
                close(at: i)
                spaced = true
                glued = false
            } else if isIdeographic(c) {
                // A closing mark stays with what it closes; anything else starts a unit of its
                // own unless an opening bracket before it holds it.
                if closesLine(c) || glued {
                    if start == nil {
                        // A closing mark right after a unit joins it: no break lies before it.
                        if closesLine(c), !spaced, let last = out.popLast() {
                            start = last.text.startIndex
                            spaced = last.spaced
                        } else {
                            start = i
                        }
                    }
                } else {
                    close(at: i)
                    start = i
                }
                glued = opensLine(c)
                if !glued { close(at: next) }
            } else {
                // A word of a script with spaces: a break lies before it when it follows an
                // ideograph (already closed), none inside it.
                if start == nil { start = i }
                glued = false
            }
            i = next
        }
        close(at: paragraph.endIndex)
        return out
    }

    /// Characters of the scripts written without spaces that break between any two: CJK
    /// ideographs, kana, and their punctuation and full-width forms.
    static func isIdeographic(_ c: Character) -> Bool {
        guard let u = c.unicodeScalars.first?.value else { return false }
        switch u {
        case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF, 0x3200...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60, 0xFF61...0xFF9F, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Marks that may not start a line (kinsoku): closing punctuation and brackets, the
    /// prolonged sound mark, small kana.
    static func closesLine(_ c: Character) -> Bool { closing.contains(c) }

    /// Opening brackets, which may not end a line.
    static func opensLine(_ c: Character) -> Bool { opening.contains(c) }

    private static let closing: Set<Character> = Set(
        "、。，．・：；？！）」』】〉》〕｝〙〗ー々〻ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ％｝］")
    private static let opening: Set<Character> = Set("（「『【〈《〔｛〘〖［")
}
