import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Parts of controls a storyboard names that were left out: a search bar's Cancel button, and a
/// segment's image (Interface Builder writes its title as empty).
@MainActor
struct MissingPartsTests {
    typealias C = CodeContentTests

    static func root(_ body: String) throws -> (StoryboardBuilder, View) {
        let doc = try GeneratedStoryboard.read(GeneratedStoryboard.document([GeneratedStoryboard.scene(0, body: "<subviews>\(body)</subviews>")]))
        let builder = StoryboardBuilder(document: doc)
        return (builder, builder.instantiate("C0").view)
    }

    @Test("showsCancelButton puts UIKit's Cancel after the field, which gives it room")
    func aSearchBarShowsItsCancelButton() throws {
        let (builder, root) = try Self.root(
            "<searchBar contentMode=\"redraw\" showsCancelButton=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"SRC\">"
                + "<rect key=\"frame\" x=\"0.0\" y=\"103\" width=\"393\" height=\"56\"/><textInputTraits key=\"textInputTraits\"/></searchBar>"
                + "<searchBar contentMode=\"redraw\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"PLN\">"
                + "<rect key=\"frame\" x=\"0.0\" y=\"200\" width=\"393\" height=\"56\"/><textInputTraits key=\"textInputTraits\"/></searchBar>")
        defer { withExtendedLifetime(builder) {} }
        let bar = try C.view("SRC", in: root)
        let cancel = try C.view("searchCancelButton", in: bar)
        #expect(C.text(of: cancel) == "Cancel")
        #expect(abs(cancel.frame.maxX - (393 - 8)) < 0.01)
        let field = try C.view("searchField", in: bar)
        #expect(field.frame.minX == 8 && abs(field.frame.maxX - (cancel.frame.minX - 8)) < 0.01, "\(field.frame) \(cancel.frame)")
        // Without it, the field runs across the bar.
        let plain = try C.view("PLN", in: root)
        #expect(plain.firstDescendant { $0.identifier == "searchCancelButton" } == nil)
        #expect(try C.view("searchField", in: plain).frame.width == 393 - 16)
    }

    @Test("a segment of an image alone shows the image, here its labelled placeholder, listed")
    func anImageSegmentShowsItsImage() throws {
        let (builder, root) = try Self.root(
            "<segmentedControl opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" "
                + "segmentControlStyle=\"plain\" selectedSegmentIndex=\"0\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"SEG\">"
                + "<rect key=\"frame\" x=\"16\" y=\"103\" width=\"361\" height=\"46\"/><segments>"
                + "<segment title=\"\" image=\"Day 1 (Selected)\"/><segment title=\"\" image=\"Day 2 (Unselected)\"/></segments></segmentedControl>")
        defer { withExtendedLifetime(builder) {} }
        let control = try C.view("SEG", in: root)
        #expect(control.firstDescendant { $0.identifier == "image:Day 1 (Selected)" } != nil)
        #expect(control.firstDescendant { $0.identifier == "image:Day 2 (Unselected)" } != nil)
        let missing = builder.approximations.filter { $0.kind == .missingImage }.map(\.subject)
        #expect(missing == ["Day 1 (Selected)", "Day 2 (Unselected)"])
    }
}
