import Foundation
import Synchronization
import Testing
@testable import SegueKit
@testable import SegueRender

/// Labels drawn through Pango: the pixels say where the ink went. White text on black, so a
/// pixel's red channel is its ink.
@MainActor
struct TextSettingTests {
    static let testFont = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/Fonts/SegueTest-Heavy.ttf"

    func draw(_ text: TextContent, width: Double = 300, height: Double = 60, scale: Double = 2, fonts: FontSet = .system,
              warnings: RenderWarnings? = nil) throws -> PixelBuffer {
        try Rasterizer(scale: scale, fonts: fonts, warnings: warnings).render(Self.list(text, width: width, height: height))
    }

    static func list(_ texts: [TextContent], width: Double, height: Double) -> DisplayList {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height * Double(texts.count)))
        for (i, text) in texts.enumerated() {
            let label = View(frame: Rect(x: 0, y: height * Double(i), width: width, height: height))
            label.content = .text(text)
            root.addSubview(label)
        }
        return Compositor.displayList(Recording.record(root: root, background: .black) {}, at: 0)
    }

    static func list(_ text: TextContent, width: Double, height: Double) -> DisplayList { list([text], width: width, height: height) }

    static func text(_ s: String, size: Double = 20, alignment: TextAlignment = .left, lines: Int = 1,
                     mode: LineBreakMode = .truncateTail, font: String? = nil, rtl: Bool = false) -> TextContent {
        var t = TextContent(s, fontSize: size, color: .white, alignment: alignment, numberOfLines: lines)
        t.lineBreakMode = mode
        t.fontName = font
        t.isRightToLeft = rtl
        return t
    }

    /// Ink (0–255) of a pixel.
    func ink(_ b: PixelBuffer, _ x: Int, _ y: Int) -> Int { Int(b.pixel(x: x, y: y).z) }

    /// The first and last columns with ink (over `threshold`) in rows `rows`, in pixels.
    func inkColumns(_ b: PixelBuffer, rows: Range<Int>? = nil, threshold: Int = 60) -> ClosedRange<Int>? {
        let rows = rows ?? 0..<b.height
        let cols = (0..<b.width).filter { x in rows.contains { ink(b, x, $0) > threshold } }
        guard let first = cols.first, let last = cols.last else { return nil }
        return first...last
    }

    /// Runs of rows with ink: one per line of text.
    func inkBands(_ b: PixelBuffer) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        var start: Int?
        for y in 0...b.height {
            let inked = y < b.height && (0..<b.width).contains { ink(b, $0, y) > 60 }
            if inked, start == nil { start = y }
            if !inked, let s = start { bands.append(s..<y); start = nil }
        }
        return bands
    }

    func totalInk(_ b: PixelBuffer) -> Int {
        var sum = 0
        for y in 0..<b.height { for x in 0..<b.width { sum += ink(b, x, y) } }
        return sum
    }

    // MARK: Scripts the system font lacks

    /// Japanese and Chinese labels draw Noto Sans CJK glyphs: ink where the characters are, each
    /// character its own shape (not the same box), and 一 a single thin stroke, not a box.
    @Test func cjkLabelsDrawRealGlyphs() throws {
        let japanese = try draw(Self.text("日本語のテキスト"))
        let chinese = try draw(Self.text("中文文本测试"))
        #expect(totalInk(japanese) > 255 * 300 && totalInk(chinese) > 255 * 300)
        #expect(japanese != chinese)
        let sun = try draw(Self.text("日", size: 40), width: 60), book = try draw(Self.text("本", size: 40), width: 60)
        #expect(totalInk(sun) > 255 * 100 && totalInk(book) > 255 * 100)
        var differing = 0
        for y in 0..<sun.height { for x in 0..<sun.width where abs(ink(sun, x, y) - ink(book, x, y)) > 128 { differing += 1 } }
        #expect(differing > 200, "日 and 本 differ in \(differing) pixels")
        // 一 is one horizontal stroke: its ink is a few pixels tall. A missing glyph's box would
        // be as tall as the font (80 pixels at 40 pt, 2x).
        let one = try draw(Self.text("一", size: 40), width: 60)
        let bands = inkBands(one)
        #expect(bands.count == 1 && bands[0].count < 10, "\(bands)")
        #expect((inkColumns(one)?.count ?? 0) > 50, "a stroke most of an em wide")
    }

    /// Hebrew set right to left: natural alignment puts it at the right edge, and the first
    /// letter (ש) is the rightmost glyph.
    @Test func hebrewIsSetRightToLeft() throws {
        let word = "שלום"
        let rtl = try draw(Self.text(word, size: 30, alignment: .natural, rtl: true), width: 200)
        let cols = try #require(inkColumns(rtl))
        #expect(cols.upperBound > 2 * 200 - 8 && cols.lowerBound > 200, "\(cols)")
        let ltr = try draw(Self.text(word, size: 30, alignment: .natural), width: 200)
        #expect(try #require(inkColumns(ltr)).lowerBound < 8, "natural is left in a left-to-right paragraph")
        // The rightmost glyph: compare the word's right end with ש and with ם, each alone at the right.
        func difference(to letter: String) throws -> Int {
            let alone = try draw(Self.text(letter, size: 30, alignment: .right), width: 200)
            let span = try #require(inkColumns(alone))
            var d = 0
            for y in 0..<alone.height { for x in span { d += abs(ink(alone, x, y) - ink(rtl, x, y)) } }
            return d
        }
        #expect(try difference(to: "ש") < difference(to: "ם"))
    }

    /// A paragraph's direction is its first strong character's, as UIKit's natural writing
    /// direction is; only the natural alignment follows the layout. English in a right-to-left
    /// layout keeps its order ("!" at the right end), drawn exactly as the same text right-aligned
    /// in a left-to-right layout; Hebrew in a left-to-right layout keeps its own ("!" at its left).
    @Test func theFirstStrongCharacterSetsTheParagraphsDirection() throws {
        let english = try draw(Self.text("Hello, world!", alignment: .natural, rtl: true))
        #expect(english == (try draw(Self.text("Hello, world!", alignment: .right))))
        let hebrew = try draw(Self.text("שלום, עולם!", alignment: .natural))
        #expect(hebrew == (try draw(Self.text("שלום, עולם!", alignment: .left, rtl: true))))
        #expect(english != (try draw(Self.text("!Hello, world", alignment: .right))), "the comparison sees where the mark goes")
    }

    /// Arabic is shaped (joined forms): the word is narrower than its letters set apart.
    @Test func arabicIsShapedAndRightAligned() throws {
        let word = try draw(Self.text("سلام", size: 30, alignment: .natural, rtl: true), width: 200)
        let cols = try #require(inkColumns(word))
        #expect(cols.upperBound > 2 * 200 - 8, "\(cols)")
        let apart = try draw(Self.text("س ل ا م", size: 30, alignment: .natural, rtl: true), width: 200)
        #expect(try #require(inkColumns(apart)).count > cols.count + 20)
    }

    // MARK: Kerning

    /// "AV" is kerned: V sits closer to A than an A sits to an A, measured from the ink:
    /// kern = (right(AV) − right(V)) − (right(AA) − right(A)).
    @Test func pairsAreKerned() throws {
        func right(_ s: String) throws -> Int { try #require(inkColumns(draw(Self.text(s, size: 40), width: 200))).upperBound }
        let kern = Double((try right("AV") - right("V")) - (try right("AA") - right("A"))) / 2
        #expect(kern < -1, "AV kerned by \(kern) pt at 40 pt")
    }

    // MARK: Line breaking and truncation

    /// Columns with ink in the upper half of the ink rows (an H's stems) against those with ink
    /// only low down (an ellipsis's dots).
    func tallAndLow(_ b: PixelBuffer) -> (tall: [Int], low: [Int]) {
        let rows = inkBands(b)[0]
        let upper = rows.lowerBound..<(rows.lowerBound + rows.count / 2)
        var tall: [Int] = [], low: [Int] = []
        for x in 0..<b.width {
            if upper.contains(where: { ink(b, x, $0) > 60 }) { tall.append(x) } else if rows.contains(where: { ink(b, x, $0) > 60 }) { low.append(x) }
        }
        return (tall, low)
    }

    @Test(arguments: [LineBreakMode.truncateTail, .truncateHead, .truncateMiddle])
    func truncationPutsTheEllipsisWhereTheModeSays(_ mode: LineBreakMode) throws {
        let b = try draw(Self.text(String(repeating: "H", count: 40), mode: mode), width: 200, height: 40)
        let (tall, low) = tallAndLow(b)
        let first = try #require(tall.first), last = try #require(tall.last)
        #expect(!low.isEmpty)
        switch mode {
        case .truncateTail: #expect(low.allSatisfy { $0 > last } && last < 2 * 200 - 20, "dots after the last H")
        case .truncateHead: #expect(low.allSatisfy { $0 < first } && first > 20, "dots before the first H")
        default: #expect(low.allSatisfy { $0 > first && $0 < last } && low.first! > 2 * 60 && low.last! < 2 * 140, "dots in the middle")
        }
        #expect(try #require(inkColumns(b)).upperBound < 2 * 200, "inside the bounds")
    }

    @Test func clippingCutsAtTheEdgeWithoutAnEllipsis() throws {
        let b = try draw(Self.text(String(repeating: "H", count: 40), mode: .clip), width: 200, height: 40)
        let (tall, low) = tallAndLow(b)
        #expect(low.isEmpty && tall.last! >= 2 * 200 - 6, "H up to the right edge: \(tall.last!)")
    }

    /// Word wrapping breaks at the space, character wrapping fills the line.
    @Test func wordAndCharacterWrapping() throws {
        let s = "xx xxxxxxxxx"  // 111 pt at 20 pt (Inter Display, tracked): two lines at 100 pt either way
        let word = try draw(Self.text(s, lines: 0, mode: .wordWrap), width: 100, height: 100)
        let char = try draw(Self.text(s, lines: 0, mode: .charWrap), width: 100, height: 100)
        let (wb, cb) = (inkBands(word), inkBands(char))
        #expect(wb.count == 2 && cb.count == 2, "\(wb) \(cb)")
        let firstWord = try #require(inkColumns(word, rows: wb[0])), firstChar = try #require(inkColumns(char, rows: cb[0]))
        #expect(firstWord.count < 2 * 30 && firstChar.count > 2 * 80, "\(firstWord) \(firstChar)")
        // A word longer than the line breaks inside it, and numberOfLines limits the lines.
        let long = String(repeating: "x", count: 25)  // 240 pt: 10 a line
        #expect(inkBands(try draw(Self.text(long, lines: 0, mode: .wordWrap), width: 100, height: 100)).count == 3)
        #expect(inkBands(try draw(Self.text(long, lines: 2, mode: .wordWrap), width: 100, height: 100)).count == 2)
        // 0 lines: as many as fit the height, the last truncated.
        let fitted = try draw(Self.text(long + " " + long, lines: 0), width: 100, height: 50)
        #expect(inkBands(fitted).count == 2)
    }

    /// A label centres its lines in its frame; a text view's start at the frame's top, whatever
    /// room is left below them.
    @Test func topAlignedTextStartsAtTheTop() throws {
        var t = Self.text("One line", lines: 5, mode: .wordWrap)
        let centred = try #require(inkBands(try draw(t, width: 200, height: 200)).first)
        t.isTopAligned = true
        let top = try #require(inkBands(try draw(t, width: 200, height: 200)).first)
        // 400 px tall at 2x: a centred line's ink is about the middle (~200 px), a top one's in
        // its first line (a 20 pt line is about 48 px tall).
        #expect(centred.lowerBound > 160 && top.lowerBound < 48, "\(centred) \(top)")
    }

    /// Justified lines reach both edges, except a paragraph's last.
    @Test func justifiedLinesReachBothEdges() throws {
        let s = "xx xx xxx xx xxxx xx xxx xx x"
        let justified = try draw(Self.text(s, alignment: .justified, lines: 0), width: 150, height: 100)
        let left = try draw(Self.text(s, alignment: .left, lines: 0), width: 150, height: 100)
        let jb = inkBands(justified), lb = inkBands(left)
        #expect(jb.count >= 2 && jb.count == lb.count)
        let j0 = try #require(inkColumns(justified, rows: jb[0])), l0 = try #require(inkColumns(left, rows: lb[0]))
        #expect(j0.lowerBound < 4 && j0.upperBound > 2 * 150 - 6, "\(j0)")
        #expect(l0.upperBound < j0.upperBound - 4, "\(l0) \(j0)")
        let jLast = try #require(inkColumns(justified, rows: jb.last!)), lLast = try #require(inkColumns(left, rows: lb.last!))
        #expect(jLast == lLast, "the last line stays left")
    }

    // MARK: Fonts

    /// The test font's letters are solid blocks: named, it covers far more of the text's box
    /// than the system font does; an unknown name draws its stand-in and warns once.
    @Test func customFontsAreUsedByPostScriptName() throws {
        let fonts = FontSet.with([Self.testFont])
        #expect(fonts.face(named: "SegueTest-Heavy") != nil)
        func coverage(_ b: PixelBuffer) throws -> Double {
            let cols = try #require(inkColumns(b)), rows = inkBands(b)[0]
            return Double(totalInk(b)) / Double(255 * cols.count * rows.count)
        }
        let custom = try draw(Self.text("HELLO", font: "SegueTest-Heavy"), fonts: fonts)
        let system = try draw(Self.text("HELLO"), fonts: fonts)
        let (c, d) = (try coverage(custom), try coverage(system))
        #expect(c > 0.6 && d < 0.45, "\(c) \(d)")

        let warnings = RenderWarnings()
        let unknown = try Rasterizer(scale: 2, fonts: fonts, warnings: warnings).render(Self.list(
            [Self.text("HELLO", font: "Avenir-Heavy"), Self.text("again", font: "Avenir-Heavy"), Self.text("x", font: "Nope-Bold")],
            width: 300, height: 40))
        #expect(warnings.all.count == 2, "once per font: \(warnings.all)")
        #expect(warnings.all.first?.contains("Avenir-Heavy") == true && warnings.all.first?.contains("Inter Extra Bold") == true)
        // The stand-in is the system font's face at the name's weight (Heavy 800, Bold 700), set
        // without SF's tracking, as iOS sets a named font: the same pixels as those faces by name.
        let named = [Self.text("HELLO", font: "Inter-ExtraBold"), Self.text("again", font: "Inter-ExtraBold"), Self.text("x", font: "Inter-Bold")]
        let plain = try Rasterizer(scale: 2, fonts: fonts).render(Self.list(named, width: 300, height: 40))
        #expect(unknown == plain, "an unknown sans serif draws the system font's face at its weight, untracked")
    }

    /// Italic draws Inter's italic face: other pixels than upright.
    @Test func italicDrawsTheObliqueFace() throws {
        var italic = Self.text("Italic")
        italic.isItalic = true
        #expect(try draw(italic) != draw(Self.text("Italic")))
    }

    @Test func unreadableCustomFontFilesWarn() {
        let fonts = FontSet.with(["/nonexistent/Font.ttf", #filePath])
        #expect(fonts.loadWarnings.count == 2 && fonts.loadWarnings[0].contains("/nonexistent/Font.ttf"), "\(fonts.loadWarnings)")
        #expect(!fonts.loadedFiles.contains(#filePath))
    }

    /// The manifest lists every font file loaded, fallbacks and the transition's own, with its hash.
    @Test func manifestsListFallbackAndCustomFonts() throws {
        let out = NSTemporaryDirectory() + "segue-text-manifest-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let label = View(frame: root.bounds)
        label.content = .text(Self.text("日本", font: "SegueTest-Heavy"))
        root.addSubview(label)
        let recording = Recording.record(root: root, background: .black) { label.alpha = 0.5 }
        var job = RenderJob(recording: recording, timeline: Timeline(duration: 0.1, fps: 10), scale: 1, outputDirectory: out, jobs: 2,
                            info: TransitionInfo(transition: .named("t"), direction: .present, device: "d", curve: .linear, duration: 0.1))
        job.fontFiles = [Self.testFont]
        try FrameFolderRenderer.render(job)
        let fonts = try #require(try Manifest.read(from: out + "/manifest.json").versions.fonts)
        func hash(_ path: String) throws -> String { SHA256.hex([UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))) }
        #expect(fonts.contains("SegueTest-Heavy.ttf sha256:" + (try hash(Self.testFont))), "\(fonts)")
        let cjk = try #require(FontLibrary.shared.files.first { $0.hasSuffix("NotoSansCJK-Regular.ttc") })
        #expect(fonts.contains("NotoSansCJK-Regular.ttc sha256:" + (try hash(cjk))))
        #expect(fonts.contains { $0.hasPrefix("Inter-Regular.otf sha256:") } && fonts.contains { $0.hasPrefix("InterDisplay-Bold.otf sha256:") })
        #expect(fonts.contains { $0.hasPrefix("DejaVuSans.ttf sha256:") } && fonts.contains { $0.hasPrefix("NotoColorEmoji.ttf sha256:") })
    }

    // MARK: Determinism and cost

    /// The same text on many threads at once gives the bytes it gives on one.
    @Test func textIsTheSameOnEveryThread() throws {
        let fonts = FontSet.with([Self.testFont])
        let list = Self.list([
            Self.text("Kerning AV Wa fi ffl", size: 17), Self.text("日本語のテキスト 中文", size: 17), Self.text("سلام שלום", rtl: true),
            Self.text("😀 emoji 👍", size: 17), Self.text("HEAVY 123", font: "SegueTest-Heavy"),
            Self.text(String(repeating: "wrap me ", count: 12), size: 13, alignment: .justified, lines: 0, mode: .truncateMiddle),
        ], width: 180, height: 44)
        let rasterizer = Rasterizer(scale: 3, fonts: fonts)
        let reference = try rasterizer.render(list)
        let results = Mutex<[Result<PixelBuffer, any Error>?]>(Array(repeating: nil, count: 32))
        DispatchQueue.concurrentPerform(iterations: 32) { i in
            let frame = Result { try rasterizer.render(list) }
            results.withLock { $0[i] = frame }
        }
        let frames = try results.withLock { $0 }.map { try #require($0).get() }
        #expect(frames.allSatisfy { $0 == reference })
    }

    /// A label of 10,000 characters (the storyboard reader's limit) is set at once, not in time that
    /// grows with the square of its length. It takes about 0.07 s here; the bound is 15 s so that a
    /// loaded CI machine running the suite's other tests beside it never trips it, while setting the
    /// text again per character (minutes) still would. Speed itself is the benchmark's to measure.
    ///
    /// What is set is the lines that fit, the last one truncated at the tail: one line of ink, or
    /// many, across the width, and the same pixels as its first 2,000 characters give (which
    /// overflow the label too, and so are cut at the same place).
    @Test func longLabelsAreNotQuadratic() throws {
        let long = String(String(repeating: "Lorem ipsum dolor sit amet 日本 ", count: 400).prefix(10_000))
        for lines in [1, 0] {
            let start = ContinuousClock.now
            let b = try draw(Self.text(long, size: 13, lines: lines), width: 300, height: 400, scale: 1)
            #expect(ContinuousClock.now - start < .seconds(15), "\(lines) lines: \(ContinuousClock.now - start)")
            let bands = inkBands(b)
            #expect(lines == 1 ? bands.count == 1 : bands.count > 20, "\(lines) lines: \(bands.count) lines of ink")
            #expect((inkColumns(b)?.upperBound ?? 0) > 270, "\(lines) lines: the text reaches across the label")
            let beginning = try draw(Self.text(String(long.prefix(2_000)), size: 13, lines: lines), width: 300, height: 400, scale: 1)
            #expect(b == beginning, "\(lines) lines: what its first 2,000 characters draw")
        }
    }
}

extension TextSettingTests {
    /// Emoji come from Noto Color Emoji, in colour: 😀's face is yellow on the black background.
    @Test func emojiAreDrawnInColour() throws {
        let b = try draw(Self.text("😀", size: 40), width: 80)
        var yellow = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if p.z > 180, p.y > 120, p.x < 90 { yellow += 1 }
            }
        }
        #expect(yellow > 500, "\(yellow) yellow pixels")
    }

    /// An emoji is as big as the text around it at every scale: Noto Color Emoji's bitmaps (109
    /// pixels per em) are scaled to the label's size, not drawn at their own.
    @Test(arguments: [1.0, 3.0])
    func emojiAreTheSizeOfTheirText(scale: Double) throws {
        let b = try draw(Self.text("😀", size: 17), width: 120, height: 60, scale: scale)
        let columns = try #require(inkColumns(b, threshold: 40))
        let rows = try #require(inkBands(b).first)
        // Apple Color Emoji and Noto's are about 1.2 em wide; a little less is inked.
        let width = Double(columns.count) / scale, height = Double(rows.count) / scale
        #expect(width > 13 && width < 24, "\(width) pt wide")
        #expect(height > 13 && height < 24, "\(height) pt high")
    }

    /// San Francisco draws `->` as typed; the stand-in's contextual alternates would make it an
    /// arrow, its hyphen a shaft at another height. The hyphen of "->" is the hyphen of "-".
    @Test func typedArrowsStayAsTyped() throws {
        for arrow in ["->", "=>"] {
            let first = String(arrow.first!)
            let alone = try draw(Self.text(first, size: 40), width: 120, height: 60)
            let typed = try draw(Self.text(arrow, size: 40), width: 120, height: 60)
            let columns = try #require(inkColumns(alone))
            // The first glyph's left half: no kerning with the '>' reaches it.
            let left = columns.lowerBound..<(columns.lowerBound + columns.count / 2)
            let rows = { (b: PixelBuffer) in (0..<b.height).filter { y in left.contains { self.ink(b, $0, y) > 60 } } }
            #expect(rows(typed) == rows(alone), "\(arrow): the first glyph's rows \(rows(typed)), alone \(rows(alone))")
        }
    }
}
