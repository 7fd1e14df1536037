import SegueKit
import Testing

@testable import SegueStoryboard

/// The captions that name a stand-in's class or a missing image stay legible
/// (Fixtures/CaptionPlacement.storyboard): a metronome's dial the app draws over a background
/// it draws too, and a newspaper page, far larger than the screen, in a zoomable scroll view.
@MainActor
struct CaptionPlacementTests {
    typealias C = CodeContentTests

    static func root(_ controller: String) throws -> (View, StoryboardBuilder) {
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: Paths.own("CaptionPlacement.storyboard")))
        return (builder.instantiate(controller).view, builder)
    }

    static func caption(of id: String, in root: View) throws -> View {
        try #require(try C.view(id, in: root).subviews.first { $0.identifier == CaptionPlacement.captionIdentifier }, "no caption on \(id)")
    }

    @Test func aStandInsNameMovesOffTheSmallerStandInOverItsMiddle() throws {
        let (root, builder) = try Self.root("MET-cp-001")
        defer { withExtendedLifetime(builder) {} }
        let dial = try C.view("DIA-cp-001", in: root).frameInRoot
        #expect(dial == Rect(x: 146.5, y: 326, width: 100, height: 200) || abs(dial.minY - 326) < 1, "\(dial)")
        let background = try Self.caption(of: "standIn:ShardControl", in: root)
        #expect(C.text(of: background) == "ShardControl")
        // The taller free band of the background: above the dial (0…326), not over it.
        let placed = background.frameInRoot
        #expect(placed.intersection(dial) == nil, "\(placed) overlaps the dial \(dial)")
        #expect(abs(placed.minY) < 0.5 && abs(placed.maxY - dial.minY) < 0.5, "\(placed)")
        // The dial's own name stays centred on it, whole, on one line.
        let name = try Self.caption(of: "standIn:MetronomeControl", in: root)
        #expect(C.text(of: name) == "MetronomeControl")
        #expect(abs(name.frameInRoot.midY - dial.midY) < 0.5)
        #expect(builder.approximations.filter { $0.kind == .standIn }.map(\.subject).sorted() == ["MetronomeControl", "ShardControl"])
    }

    @Test func aMissingImagesNameLiesInThePartOfItsViewOnTheScreen() throws {
        let (root, builder) = try Self.root("PAG-cp-001")
        defer { withExtendedLifetime(builder) {} }
        let page = try C.view("image:newspaper_page", in: root)
        #expect(page.frameInRoot.width > 2000, "the page keeps its size: \(page.frameInRoot)")
        let caption = try Self.caption(of: "image:newspaper_page", in: root)
        #expect(C.text(of: caption) == "newspaper_page")
        let screen = Rect(root.bounds.size)
        let placed = caption.frameInRoot
        #expect(screen.contains(Point(x: placed.midX, y: placed.midY)), "\(placed) is off the screen \(screen)")
        #expect(builder.approximations.contains { $0.subject == "newspaper_page" })
    }

    @Test func aLongClassNameBreaksBetweenItsWordsNeverInsideOne() throws {
        #expect(CaptionPlacement.wordHalves("MetronomeControl").map { [$0.0, $0.1] } == ["Metronome", "Control"])
        #expect(CaptionPlacement.wordHalves("URLFieldView").map { [$0.0, $0.1] } == ["URLField", "View"])
        #expect(CaptionPlacement.wordHalves("PKCanvasView").map { [$0.0, $0.1] } == ["PKCanvas", "View"])
        #expect(CaptionPlacement.wordHalves("lowercase") == nil)
        #expect(CaptionPlacement.wordHalves("") == nil)
        #expect(CaptionPlacement.wordHalves("button-scroll-down").map { [$0.0, $0.1] } == ["button-", "scroll-down"])
        #expect(CaptionPlacement.wordHalves("tab_icon_home").map { [$0.0, $0.1] } == ["tab_", "icon_home"])
        #expect(CaptionPlacement.wordHalves("play button").map { [$0.0, $0.1] } == ["play", "button"])
        // Too long for a narrow, tall view at 8 pt: two lines, broken between words.
        let narrow = StandIns.nameLabel("SpectrogramRendererView", in: Rect(x: 0, y: 0, width: 72, height: 120), color: .black)
        #expect(C.text(of: narrow) == "Spectrogram\nRendererView")
        // Where it fits at 8 pt or more, one line, whole.
        let wide = StandIns.nameLabel("SpectrogramRendererView", in: Rect(x: 0, y: 0, width: 200, height: 120), color: .black)
        #expect(C.text(of: wide) == "SpectrogramRendererView")
        // Too short a view for two lines: one line, as large as fits.
        let flat = StandIns.nameLabel("SpectrogramRendererView", in: Rect(x: 0, y: 0, width: 64, height: 20), color: .black)
        #expect(C.text(of: flat) == "SpectrogramRendererView")
    }
}

