import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// What the app has at run time, not what the canvas shows (Fixtures/AsBuilt.storyboard): a
/// placeholder constraint is removed at build time, a constraint two levels up sizes a scroll
/// view's content, a table's header sits at the top of the table
/// across its width wherever it was dropped, and a text view's text written as a mutable string is
/// its text.
@MainActor
struct AsBuiltTests {
    static func scene(_ id: String, device: Device? = nil) throws -> (ViewController, StoryboardBuilder) {
        let document = try IB.Document.read(contentsOf: Paths.own("AsBuilt.storyboard"))
        var options = StoryboardBuildOptions()
        if let device {
            options.device = device
            options.deviceOverridesCanvas = true
        }
        let builder = StoryboardBuilder(document: document, options: options)
        return (builder.instantiate(id), builder)
    }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    @Test func aPlaceholderConstraintIsRemovedAtBuildTime() throws {
        let document = try IB.Document.read(contentsOf: Paths.own("AsBuilt.storyboard"))
        let content = try #require(document.scenes.first { $0.controller.id == "ABD-00-001" }?.controller.view?.allNodes().first { $0.id == "ABV-00-002" })
        #expect(!content.constraints.contains { $0.firstAttribute == .width && $0.constant == 320 }, "the placeholder width")
        #expect(content.constraints.count == 3, "the three real constraints stay")
        // Laid out on a wider phone, the content view is as wide as the screen, as its real
        // constraint says (an equal width to the root view, which Interface Builder stores in the
        // root view, two levels up), not the placeholder's 320 pt nor its stored width.
        let (vc, builder) = try Self.scene("ABD-00-001", device: .iPhone15Pro)
        let root = withExtendedLifetime(builder) { vc.view }
        #expect(try Self.view("ABV-00-002", in: root).frame.width == 393)
        #expect(try Self.view("ABV-00-003", in: root).frame.width == 393 - 32)
    }

    @Test(arguments: [nil, Device.iPhone15Pro])
    func aTableHeaderSitsAtTheTopAcrossTheTable(device: Device?) throws {
        let (vc, builder) = try Self.scene("ABL-00-001", device: device)
        let root = withExtendedLifetime(builder) { vc.view }
        let header = try Self.view("ABH-00-001", in: root)
        let width = device?.size.width ?? 375
        #expect(header.frame == Rect(x: 0, y: 0, width: width, height: 44), "written at y 312, dropped there in Interface Builder")
        let row = try #require(root.firstDescendant { $0.identifier == "ABC-00-001" })
        #expect(row.frame.minY == 44, "the first row follows the header")
    }

    @Test func aTextViewsMutableStringIsItsText() throws {
        let document = try IB.Document.read(contentsOf: Paths.own("AsBuilt.storyboard"))
        let node = try #require(document.scenes.first { $0.controller.id == "ABD-00-001" }?.controller.view?.allNodes().first { $0.id == "ABV-00-003" })
        #expect(node.text?.hasPrefix("A bright two-bedroom flat") == true)
        let (vc, builder) = try Self.scene("ABD-00-001")
        let root = withExtendedLifetime(builder) { vc.view }
        var drawn: [String] = []
        func walk(_ v: View) {
            if case .text(let t) = v.content { drawn.append(t.string) }
            v.subviews.forEach(walk)
        }
        walk(try Self.view("ABV-00-003", in: root))
        #expect(drawn.joined().hasPrefix("A bright two-bedroom flat"))
    }
}
