import Foundation
import Testing
@testable import SegueRender

/// `segue render FOLDER --all --locale ru` of RelayoutApp (Tests/SegueCLITests/Fixtures/RelayoutApp:
/// Sign In with a wrapped label over a blue card, two buttons in a row, an autoshrinking label and
/// a label of fixed width), against the English render: what the longer Russian text does to the
/// frames, measured on their pixels (1x, 393 × 852).
///
/// NB: text is measured by its ink, never by exact pixels, so that these tests hold whichever text
/// renderer draws it.
struct RelayoutRenderTests {
    nonisolated static let app = repositoryRoot + "/Tests/SegueCLITests/Fixtures/RelayoutApp"

    /// The first and the middle frame of the one segue, in English and in Russian, rendered once.
    nonisolated static let frames: Result<[String: [Frame]], any Error> = Result {
        let dir = temporaryFolder("relayout")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var out: [String: [Frame]] = [:]
        for locale in ["en", "ru"] {
            let r = try runBinary(["render", app, "--all", "--locale", locale, "--out", dir + "/" + locale, "--quiet"])
            guard r.code == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSDebugDescriptionErrorKey: r.err]) }
            let folder = dir + "/" + locale + "/RelayoutApp-Main/showAccount/"
            out[locale] = try [Frame(folder + "frame_0000.png"), Frame(folder + "frame_0006.png")]
        }
        return out
    }

    static func rest(_ locale: String) throws -> Frame { try #require(try frames.get()[locale]?.first) }

    static func isBlue(_ p: [Int]) -> Bool { p[2] - p[0] > 100 && p[2] > 150 }
    static func isBlack(_ p: [Int]) -> Bool { p.reduce(0, +) < 3 * 110 }
    static func isGrey(_ p: [Int]) -> Bool { p.reduce(0, +) < 3 * 200 && !isBlack(p) && p[2] - p[0] < 40 }

    /// The rows in `y` with at least `count` pixels that satisfy `p` between x 20 and 373.
    static func rows(_ f: Frame, _ y: Range<Int>, count: Int = 1, x: Range<Int> = 20..<374, _ p: ([Int]) -> Bool) -> [Int] {
        y.filter { yy in f.count(x: x, y: yy..<(yy + 1), where: p) >= count }
    }

    /// Runs of columns in rows `y` with ink `p`, split where at least `gap` columns have none.
    static func runs(_ f: Frame, _ y: Range<Int>, gap: Int = 9, _ p: ([Int]) -> Bool) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        for x in 0..<f.image.width where f.count(x: x..<(x + 1), y: y, where: p) > 0 {
            if let last = out.last, x - last.upperBound <= gap { out[out.count - 1] = last.lowerBound...x } else { out.append(x...x) }
        }
        return out
    }

    /// The blue card's rows: where most of the width is blue.
    static func card(_ f: Frame) -> ClosedRange<Int>? {
        let r = rows(f, 100..<500, count: 300, isBlue)
        return r.isEmpty ? nil : r.first!...r.last!
    }

    @Test("the wrapped label takes a third line and the card pinned below it moves down by about a line height")
    func wrappedLabelPushesTheCard() throws {
        let en = try Self.rest("en"), ru = try Self.rest("ru")
        let cardEN = try #require(Self.card(en)), cardRU = try #require(Self.card(ru))
        #expect((17...23).contains(cardRU.lowerBound - cardEN.lowerBound), "\(cardEN) \(cardRU)")
        #expect(cardRU.count == cardEN.count)
        // Lines of text above the card: runs of rows with black ink.
        // (A gap of a few rows inside a line is the one above a diacritic: й.)
        func lines(_ f: Frame, above top: Int) -> Int {
            var ends: [Int] = []
            for y in Self.rows(f, 110..<top, Self.isBlack) {
                if let last = ends.last, y <= last + 3 { ends[ends.count - 1] = y } else { ends.append(y) }
            }
            return ends.count
        }
        #expect(lines(en, above: cardEN.lowerBound) == 2 && lines(ru, above: cardRU.lowerBound) == 3)
    }

    @Test("the longer titles widen their buttons: the second title inks far wider and starts further right, both whole")
    func buttonsWiden() throws {
        let en = try Self.rest("en"), ru = try Self.rest("ru")
        let rowEN = try #require(Self.card(en)).upperBound + 1, rowRU = try #require(Self.card(ru)).upperBound + 1
        let titlesEN = Self.runs(en, rowEN..<(rowEN + 70), Self.isBlue), titlesRU = Self.runs(ru, rowRU..<(rowRU + 70), Self.isBlue)
        try #require(titlesEN.count == 2 && titlesRU.count == 2, "\(titlesEN) \(titlesRU)")
        #expect(titlesRU[0].count > titlesEN[0].count * 2, "\(titlesEN) \(titlesRU)")
        #expect(titlesRU[1].count > titlesEN[1].count + 80, "\(titlesEN) \(titlesRU)")
        #expect(titlesRU[1].lowerBound > titlesEN[1].lowerBound + 60 && titlesRU[1].upperBound <= 373, "\(titlesRU)")
        #expect(titlesRU[1].lowerBound > titlesRU[0].upperBound + 8)
    }

    /// The rows with ink `p` in columns `x`, within rows `y`.
    static func inkRows(_ f: Frame, _ y: Range<Int>, x: ClosedRange<Int>, _ p: ([Int]) -> Bool) -> [Int] {
        y.filter { yy in f.count(x: x.lowerBound..<(x.upperBound + 1), y: yy..<(yy + 1), where: p) > 0 }
    }

    /// A one-line label's ink in rows `y`: its columns, the rows of its first letter (5 columns)
    /// and of its last 3 columns (an ellipsis's dots take no more than 3 rows, a letter more).
    static func line(_ f: Frame, _ y: Range<Int>, _ p: ([Int]) -> Bool) throws -> (ink: ClosedRange<Int>, first: [Int], last: [Int]) {
        let runs = Self.runs(f, y, gap: 20, p)
        try #require(runs.count == 1, "\(runs)")
        let ink = runs[0]
        return (ink, inkRows(f, y, x: ink.lowerBound...(ink.lowerBound + 4), p), inkRows(f, y, x: (ink.upperBound - 2)...ink.upperBound, p))
    }

    /// The top of the autoshrinking label: 24 below the buttons, which are 24 below the card.
    static func shrinkingTop(_ f: Frame) throws -> Int { try #require(card(f)).upperBound + 1 + 24 + 34 + 24 }

    @Test("the autoshrinking label draws smaller glyphs, its whole text within its frame, ending in a letter, not an ellipsis")
    func autoshrinks() throws {
        let en = try Self.rest("en"), ru = try Self.rest("ru")
        let a = try Self.line(en, (try Self.shrinkingTop(en) - 4)..<(try Self.shrinkingTop(en) + 26), Self.isBlack)
        let b = try Self.line(ru, (try Self.shrinkingTop(ru) - 4)..<(try Self.shrinkingTop(ru) + 26), Self.isBlack)
        #expect(Double(b.first.count) < Double(a.first.count) * 0.85, "\(a.first) \(b.first)")
        #expect(b.ink.lowerBound >= 19 && b.ink.upperBound <= 373, "\(b.ink)")
        #expect(b.last.count >= 4, "the line ends in an ellipsis: \(b.last)")
    }

    @Test("the label of fixed width keeps its font size and ends in an ellipsis within its 150 pt")
    func truncates() throws {
        let en = try Self.rest("en"), ru = try Self.rest("ru")
        // 16 below the autoshrinking label (20 pt tall).
        let a = try Self.line(en, (try Self.shrinkingTop(en) + 36)..<(try Self.shrinkingTop(en) + 58), Self.isGrey)
        let b = try Self.line(ru, (try Self.shrinkingTop(ru) + 36)..<(try Self.shrinkingTop(ru) + 58), Self.isGrey)
        // "L" and "П": capitals of the same height at the same size.
        #expect(abs(b.first.count - a.first.count) <= 1, "\(a.first) \(b.first)")
        #expect(b.ink.lowerBound >= 19 && b.ink.upperBound <= 171 && b.ink.count > 120, "\(b.ink)")
        #expect(b.last.count <= 3, "no ellipsis: \(b.last)")
    }

    @Test("mid-segue, the pushed scene keeps the layout it has at rest")
    func sameLayoutInEveryFrame() throws {
        let frames = try #require(try Self.frames.get()["ru"])
        let rest = try #require(Self.card(frames[0]))
        // The card still shows at the left edge while the next scene slides over it (solid blue
        // across those 20 columns; the titles passing there are not).
        let mid = Self.rows(frames[1], 100..<500, count: 20, x: 0..<20) { $0[2] - $0[0] > 80 }
        #expect(mid.first == rest.lowerBound && mid.last == rest.upperBound, "\(rest) \(mid.first ?? -1)…\(mid.last ?? -1)")
    }
}
