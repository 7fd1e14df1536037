import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueStoryboard

/// Images UIKit finds outside asset catalogs (Tests/SegueCLITests/Fixtures/ImagesApp): loose PNGs
/// at the render's scale, names written with `.png`, a tab image archived in the storyboard; and
/// the accessibility trait `image="YES"`, which names no image. Colours are the fixture's
/// (make-images.py): badge @1x red, @2x green, @3x blue; header orange; the tab image purple.
@MainActor
struct FoundImagesTests {
    static let app = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures/ImagesApp").path
    static let storyboard = app + "/ImagesApp/Base.lproj/Main.storyboard"

    static func builder(scale: Double) throws -> StoryboardBuilder {
        let resources = try #require(try ProjectResources.forStoryboard(storyboard))
        var options = StoryboardBuildOptions()
        options.resources = resources
        options.imageScale = scale
        return StoryboardBuilder(document: try IB.Document.read(contentsOf: storyboard, resources: resources), options: options)
    }

    /// The scene's root view; the builder is kept while the view loads (its controllers refer to it).
    static func root(_ id: String, scale: Double) throws -> View {
        let builder = try Self.builder(scale: scale)
        return withExtendedLifetime(builder) { builder.instantiate(id).view }
    }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    /// The view that draws an image view's bitmap (the image view itself, or one inside it).
    static func drawn(in imageView: View) throws -> View {
        try #require(imageView.firstDescendant { if case .image = $0.content { true } else { false } }, "no image drawn")
    }

    /// The first pixel of the bitmap an image view draws, as (r, g, b).
    static func colour(_ v: View) -> [UInt8]? {
        guard case .image(let content) = v.content else { return nil }
        // Premultiplied BGRA, opaque here.
        let p = content.bitmap.bytes
        return [p[2], p[1], p[0]]
    }

    @Test("loose @2x and @3x files: the render's scale picks the file, as UIImage(named:) does",
          arguments: [(1.0, [UInt8]([255, 0, 0])), (2.0, [UInt8]([0, 255, 0])), (3.0, [UInt8]([0, 0, 255]))])
    func looseFilesByScale(scale: Double, rgb: [UInt8]) throws {
        let root = try Self.root("FED-IA-001", scale: scale)
        let badge = try Self.drawn(in: try Self.view("IMG-IA-BADGE", in: root))
        #expect(Self.colour(badge) == rgb)
    }

    @Test func aNameWrittenWithItsSuffixIsFound() throws {
        let resources = try #require(try ProjectResources.forStoryboard(Self.storyboard))
        #expect(resources.imageSet(named: "header.png")?.name == "header")
        #expect(resources.imageSet(named: "badge.png")?.variants.count == 3)
        let root = try Self.root("FED-IA-001", scale: 1)
        let header = try Self.drawn(in: try Self.view("IMG-IA-HEADER", in: root))
        #expect(Self.colour(header) == [255, 128, 0])
    }

    @Test func nothingIsMissingAndTheTraitNamesNoImage() throws {
        let resources = try #require(try ProjectResources.forStoryboard(Self.storyboard))
        let document = try IB.Document.read(contentsOf: Self.storyboard, resources: resources)
        let messages = document.warnings.map(\.message)
        #expect(!messages.contains { $0.contains("'YES'") }, "\(messages)")
        #expect(!messages.contains { $0.contains("no asset catalog") }, "\(messages)")
    }

    @Test("an image no catalog has whose name is an SF Symbol's is said to be drawn as that symbol, as it is")
    func aMissingImageNamedLikeASymbol() throws {
        let resources = try #require(try ProjectResources.forStoryboard(Self.storyboard))
        let xml = try String(contentsOfFile: Self.storyboard, encoding: .utf8).replacingOccurrences(of: #"image="badge""#, with: #"image="gear""#)
        let document = try IB.Document.read(data: Data(xml.utf8), name: "Main.storyboard", resources: resources)
        let messages = document.warnings.map(\.message)
        #expect(messages.contains { $0.contains("image 'gear' is in no asset catalog") && $0.hasSuffix("it is drawn as the SF Symbol of that name") }, "\(messages)")
        #expect(!messages.contains { $0.contains("'gear'") && $0.contains("placeholder") }, "\(messages)")
    }

    @Test func theArchivedTabImageIsDrawnInTheTint() throws {
        let icon = try Self.view("image:tab_feed", in: try Self.root("TAB-IA-001", scale: 1))
        guard case .image(let content) = icon.content else { Issue.record("a placeholder, not the image"); return }
        // 25 × 25 pixels for 25 points; the selected tab's template is drawn in system blue.
        #expect(content.bitmap.width == 25 && content.scale == 1)
        let p = content.bitmap.bytes
        #expect([p[2], p[1], p[0]] == [0, 122, 255])
    }

    @Test func archivesAreSearchedSafely() throws {
        let png: [UInt8] = ArchivedImage.signature + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        #expect(ArchivedImage.png(in: [1, 2, 3] + png + [9, 9]) == png)
        // A chunk whose length runs past the end, a signature with nothing after it, no PNG at all.
        #expect(ArchivedImage.png(in: ArchivedImage.signature + [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8) + [0, 0, 0, 0]) == nil)
        #expect(ArchivedImage.png(in: ArchivedImage.signature) == nil)
        #expect(ArchivedImage.png(in: Array("MM\0*tiff".utf8)) == nil)
        #expect(throws: ArchivedImage.Problem.notBase64) { try ArchivedImage.png(base64: "not base64!") }
        #expect(throws: ArchivedImage.Problem.noPNG) { try ArchivedImage.png(base64: Data("bplist00".utf8).base64EncodedString()) }
        #expect(throws: ArchivedImage.Problem.tooLarge) { try ArchivedImage.png(base64: String(repeating: "A", count: ArchivedImage.maximumTextBytes + 4)) }
    }

    @Test func looseFileNamesParseAsUIKitReadsThem() {
        #expect(LooseImages.parse("logo@2x.png")! == ("logo", 2, nil))
        #expect(LooseImages.parse("logo@3x~ipad.png")! == ("logo", 3, .ipad))
        #expect(LooseImages.parse("logo~iphone@2x.PNG")! == ("logo", 2, .iphone))
        #expect(LooseImages.parse("photo.jpeg")! == ("photo", 1, nil))
        #expect(LooseImages.parse("@2x.png") == nil)
    }
}
