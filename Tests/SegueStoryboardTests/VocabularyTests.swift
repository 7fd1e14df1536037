import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Closed vocabularies read as enums: every known value round-trips, unknown ones are kept as
/// written (IB's own vocabularies) or warned about at their line (UIKit's, SegueKit's types).
@Suite struct VocabularyTests {
    typealias G = GeneratedStoryboard

    @Test func knownValuesRoundTripAndUnknownOnesAreKept() {
        for item in IB.BarButtonSystemItem.known { #expect(IB.BarButtonSystemItem(rawValue: item.rawValue) == item) }
        for mode in IB.ContentMode.known { #expect(IB.ContentMode(rawValue: mode.rawValue) == mode) }
        #expect(IB.BarButtonSystemItem.flexibleSpace.rawValue == "flexibleSpace")
        #expect(IB.CellStyle.default.rawValue == "default")
        let unknown = IB.BarButtonSystemItem(rawValue: "sparkles")
        #expect(unknown == .unknown("sparkles") && unknown.rawValue == "sparkles" && !unknown.isKnown)
    }

    @Test func anUnknownSystemItemIsKeptAsWritten() throws {
        let bar = "<toolbar id=\"TB\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"393\" height=\"44\"/><items>"
            + "<barButtonItem systemItem=\"sparkles\" id=\"I1\"/><barButtonItem systemItem=\"add\" style=\"done\" id=\"I2\"/></items></toolbar>"
        let doc = try G.read(G.withSubview(bar), mode: .strict)
        let toolbar = try #require(doc.scenes[0].controller.view?.node(withID: "TB"))
        #expect(toolbar.barButtonItems.map(\.systemItem) == [.unknown("sparkles"), .add])
        #expect(toolbar.barButtonItems.map(\.style) == [nil, .done])
        #expect(toolbar.barButtonItems.map(\.label) == ["(sparkles)", "(add)"])
    }

    @Test func anUnknownPresentationStyleIsALocatedWarningOrAnError() throws {
        let segue = "<segue destination=\"C1\" kind=\"presentation\" modalPresentationStyle=\"hologram\" id=\"G0\"/>"
        let data = G.document([G.scene(0, connections: segue), G.scene(1)])
        let doc = try G.read(data)
        #expect(doc.segues.first?.modalPresentationStyle == nil)
        let w = try #require(doc.warnings.first)
        #expect(doc.warnings.count == 1 && w.kind == .unknownValue && w.severity == .warning)
        #expect(w.line == 5 && w.elementID == "G0")
        #expect(w.message.hasPrefix("<segue id=\"G0\">: modalPresentationStyle \"hologram\" is not a value UIKit has (expected one of automatic, fullScreen"))
        #expect(w.message.hasSuffix("; the default is used"))
        let e = try #require(G.error(data, mode: .strict))
        #expect(e.kind == .unknownValue && e.severity == .error && e.line == 5)
    }
}
