import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

private typealias G = GeneratedStoryboard

/// Well-formed storyboards with hostile content: views nested past the limit, numbers that are not
/// finite or not numbers, duplicate ids, very long texts. Strict mode refuses each with a located
/// error; lenient mode warns (located) and goes on with a stated default.
struct HostileContentTests {
    // MARK: Nesting

    @MainActor @Test func viewsNestedToTheLimitAreReadAndBuilt() throws {
        // The root view and 127 nested ones: 128 levels.
        let doc = try G.read(G.nestedViews(127), mode: .strict)
        var view = try #require(doc.scenes.first?.controller.view)
        for _ in 0..<127 { view = try #require(view.subviews.first) }
        #expect(view.id == "N126")
        let builder = StoryboardBuilder(document: doc)
        let root = builder.instantiate("C0").view
        #expect(root.allDescendants.count == 128)
    }

    @Test(arguments: [ReadingMode.lenient, .strict])
    func viewsNestedPastTheLimitAreRefused(_ mode: ReadingMode) throws {
        let e = try #require(G.error(G.nestedViews(400), mode: mode))
        #expect(e.kind == .limitExceeded)
        #expect(e.line == 5)
        #expect(e.elementID == "N127")
        #expect(e.message.hasPrefix("views nest more than 128 deep (<view id=\"N127\"> on line 5)"))
        #expect(G.error(G.nestedViews(40), mode: mode, limits: ReadingLimits(maxViewDepth: 40))?.kind == .limitExceeded)
    }

    // MARK: Numbers

    /// A hostile number in each place numbers are read, with the message's start.
    static let badNumbers: [(element: String, message: String)] = [
        ("<view id=\"X\"><rect key=\"frame\" x=\"inf\" y=\"0\" width=\"10\" height=\"10\"/></view>",
         "<rect key=\"frame\"> of 'X': x \"inf\" is not a finite number (expected points"),
        ("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1e400\" height=\"10\"/></view>", "width \"1e400\" is not a finite number"),
        ("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"-1e308\" width=\"10\" height=\"10\"/></view>", "y -1e308 is out of range"),
        ("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"nan\" height=\"10\"/></view>", "width \"nan\" is not a finite number"),
        ("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"wide\" height=\"10\"/></view>", "width \"wide\" is not a number"),
        ("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"\"/></view>", "height \"\" is not a number"),
        ("<label id=\"X\" text=\"Hi\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"1e400\"/></label>",
         "<fontDescription key=\"fontDescription\"> of 'X': pointSize \"1e400\" is not a finite number"),
        ("<label id=\"X\" text=\"Hi\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"-3\"/></label>",
         "pointSize -3 is out of range (expected a font size, more than 0 and at most 1000)"),
        ("<view id=\"X\" alpha=\"nan\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>", "<view id=\"X\">: alpha \"nan\" is not a finite number"),
        ("<view id=\"X\" tag=\"1e400\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>", "tag \"1e400\" is not a finite number"),
        ("<pageControl id=\"X\" numberOfPages=\"1000000000\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></pageControl>",
         "numberOfPages 1000000000 is out of range"),
        ("<slider id=\"X\" value=\"-inf\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></slider>", "value \"-inf\" is not a finite number"),
        ("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><constraints><constraint firstAttribute=\"width\" constant=\"inf\" id=\"K\"/></constraints></view>",
         "<constraint id=\"K\">: constant \"inf\" is not a finite number"),
        ("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><constraints><constraint firstAttribute=\"width\" multiplier=\"1:0\" id=\"K\"/></constraints></view>",
         "<constraint id=\"K\">: multiplier \"1:0\" is not a finite number or ratio"),
        ("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.cornerRadius\" value=\"nan\"/></userDefinedRuntimeAttributes></view>",
         "<userDefinedRuntimeAttribute> of 'X': value \"nan\" is not a finite number"),
    ]

    /// Xcode writes `pointSize="0.0"` for a font left at its default size: no size given, read
    /// without a word, even in strict mode.
    @Test func aZeroPointSizeIsTheDefaultSize() throws {
        let label = "<label id=\"X\" text=\"Hi\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>"
            + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"0.0\"/></label>"
        let doc = try G.read(G.withSubview(label), mode: .strict)
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
        let font = doc.scenes.lazy.compactMap { $0.controller.view?.node(withID: "X")?.font }.first
        #expect(font?.pointSize == 17)
    }

    @Test(arguments: badNumbers)
    func strictModeRefusesBadNumbers(_ element: String, _ message: String) throws {
        let e = try #require(G.error(G.withSubview(element), mode: .strict))
        #expect(e.kind == .invalidNumber)
        #expect(e.line == 5)
        #expect(e.message.contains(message), "\(e.message)")
    }

    @Test(arguments: badNumbers)
    func lenientModeWarnsAndUsesADefault(_ element: String, _ message: String) throws {
        let doc = try G.read(G.withSubview(element))
        let w = try #require(doc.warnings.first)
        #expect(doc.warnings.count == 1)
        #expect(w.kind == .invalidNumber)
        #expect(w.line == 5)
        #expect(w.message.contains(message), "\(w.message)")
        let view = try #require(doc.scenes.first?.controller.view?.subviews.first)
        for d in [view.frame?.minX, view.frame?.minY, view.frame?.width, view.frame?.height, view.alpha, view.font?.pointSize, view.slider?.value] {
            #expect(d?.isFinite ?? true)
        }
        #expect(view.frame.map { abs($0.minY) <= 100_000 } ?? true)
        #expect(view.numberOfPages.map { $0 <= 1000 } ?? true)
    }

    @Test func lenientDefaultsAreTheStatedOnes() throws {
        let doc = try G.read(G.withSubview(
            "<label id=\"X\" text=\"Hi\" alpha=\"inf\"><rect key=\"frame\" x=\"nan\" y=\"4\" width=\"1e400\" height=\"20\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"-3\"/></label>"))
        let label = try #require(doc.scenes.first?.controller.view?.subviews.first)
        #expect(label.frame == Rect(x: 0, y: 4, width: 0, height: 20))
        #expect(label.alpha == 1)
        #expect(label.font?.pointSize == 17)
        #expect(doc.warnings.map(\.message).contains("<rect key=\"frame\"> of 'X': width \"1e400\" is not a finite number (expected points, -100000…100000); 0 is used"))
    }

    /// A NaN component must not be drawn as black: the whole colour becomes the 50 % grey fallback.
    @Test(arguments: ["red=\"nan\" green=\"0\" blue=\"0\"", "red=\"0\" green=\"0\" blue=\"0\" alpha=\"inf\"", "white=\"-1e400\""])
    func aBadColourComponentIsTheFallbackColour(_ components: String) throws {
        let element = "<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><color key=\"backgroundColor\" \(components) colorSpace=\"custom\" customColorSpace=\"sRGB\"/></view>"
        let doc = try G.read(G.withSubview(element))
        let view = try #require(doc.scenes.first?.controller.view?.subviews.first)
        #expect(view.colors[.backgroundColor] == StoryboardColors.fallback)
        #expect(doc.warnings.first?.message.hasSuffix("the colour is drawn as 50% grey") == true)
        #expect(G.error(G.withSubview(element), mode: .strict)?.kind == .invalidNumber)
    }

    @Test func numbersElsewhereAreChecked() throws {
        // A canvas location, a freeform size and a resource image size.
        let scene = G.scene(0).replacingOccurrences(of: "</objects>", with: "</objects><point key=\"canvasLocation\" x=\"inf\" y=\"0\"/>")
            .replacingOccurrences(of: "</viewController>", with: "<size key=\"freeformSize\" width=\"nan\" height=\"600\"/></viewController>")
        let text = String(decoding: G.document([scene]), as: UTF8.self)
            .replacingOccurrences(of: "</document>", with: "<resources><image name=\"a\" width=\"1e999\" height=\"2\"/></resources></document>")
        let doc = try G.read(Data(text.utf8))
        #expect(doc.warnings.map(\.kind) == [.invalidNumber, .invalidNumber, .invalidNumber])
        #expect(doc.scenes[0].canvasLocation == nil)
        #expect(doc.scenes[0].controller.simulatedMetrics.freeformSize == nil)
        #expect(doc.images["a"]?.size == Size(width: 0, height: 2))
    }

    // MARK: Duplicate ids

    @Test func duplicateIDsAreWarningsOrErrors() throws {
        let twice = G.document([G.scene(0), G.scene(1), G.scene(1)])
        let lenient = try G.read(twice)
        #expect(lenient.warnings.map(\.kind) == [.duplicateID, .duplicateID, .duplicateID])
        #expect(lenient.warnings.map(\.elementID) == ["S1", "C1", "V1"])
        #expect(lenient.warnings[0].description == "Generated.storyboard:7: warning: duplicate id 'S1': <scene> on line 7 has the same id as <scene> on line 6; ids must be unique (lookups find the first): give one of them a new id")
        #expect(lenient.scene(withControllerID: "C1")?.line == 6)
        let e = try #require(G.error(twice, mode: .strict))
        #expect(e.kind == .duplicateID)
        #expect(e.line == 7)

        let segues = G.document([
            G.scene(0, connections: "<segue destination=\"C1\" kind=\"show\" id=\"G\"/>"),
            G.scene(1, connections: "<segue destination=\"C0\" kind=\"show\" id=\"G\"/>"),
        ])
        #expect(G.error(segues, mode: .strict)?.description.hasPrefix("Generated.storyboard:6: duplicate id 'G': <segue> on line 6") == true)
    }

    // MARK: Text

    @Test func longTextsAreCut() throws {
        let long = String(repeating: "word ", count: 2001)
        let element = "<label id=\"X\" text=\"\(long)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"300\" height=\"20\"/></label>"
        let doc = try G.read(G.withSubview(element))
        let label = try #require(doc.scenes.first?.controller.view?.subviews.first)
        #expect(label.text == String(long.prefix(10_000)))
        #expect(doc.warnings.map(\.message) == ["the text of <label id=\"X\"> has 10005 characters; only the first 10000 are kept"])
        #expect(G.error(G.withSubview(element), mode: .strict)?.kind == .limitExceeded)
        let fits = element.replacingOccurrences(of: long, with: String(long.prefix(10_000)))
        #expect(try G.read(G.withSubview(fits), mode: .strict).warnings.isEmpty)
    }
}
