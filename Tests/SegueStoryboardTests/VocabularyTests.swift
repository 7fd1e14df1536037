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

    @Test func viewsReadTheirElementsAndAttributesAsValues() throws {
        let views = [
            #"<fancyView id="F"><rect key="frame" x="0" y="0" width="10" height="10"/></fancyView>"#,
            #"<button contentHorizontalAlignment="leading" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="B">"#
                + #"<rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="Go"/><state key="focused" title="F"/>"#
                + #"<state key="pressed" title="P"/><buttonConfiguration key="configuration" style="filled" cornerStyle="capsule"/></button>"#,
            #"<textField borderStyle="roundedRect" id="T"><rect key="frame" x="0" y="0" width="10" height="10"/></textField>"#,
            #"<activityIndicatorView style="whiteLarge" hidesWhenStopped="NO" id="A"><rect key="frame" x="0" y="0" width="10" height="10"/></activityIndicatorView>"#,
            #"<stackView distribution="fillEqually" alignment="firstBaseline" id="S"><rect key="frame" x="0" y="0" width="10" height="10"/></stackView>"#,
            #"<tableView dataMode="static" separatorStyle="none" id="TV"><rect key="frame" x="0" y="0" width="10" height="10"/>"#
                + #"<color key="sectionIndexColor" white="0" alpha="1" colorSpace="calibratedWhite"/></tableView>"#,
            #"<switch id="W"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="onTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/></switch>"#,
        ]
        let doc = try G.read(G.withSubview(views.joined()), mode: .strict)
        let root = try #require(doc.scenes[0].controller.view)
        func node(_ id: String) throws -> IB.ViewNode { try #require(root.node(withID: id)) }
        #expect(try node("F").element == .unknown("fancyView") && node("F").element.rawValue == "fancyView")
        let button = try node("B")
        #expect(button.element == .button && button.contentHorizontalAlignment == .leading && !button.translatesAutoresizingMaskIntoConstraints)
        #expect(button.button?.states[.normal]?.title == "Go" && button.button?.states[.focused]?.title == "F")
        #expect(button.button?.states[.unknown("pressed")]?.title == "P")
        #expect(button.button?.configuration?.style == .filled && button.button?.configuration?.cornerStyle == .capsule)
        #expect(try node("T").borderStyle == .roundedRect)
        let spinner = try node("A")
        #expect(spinner.activityIndicatorStyle == .whiteLarge && spinner.hidesWhenStopped == false)
        #expect(spinner.activityIndicatorStyle?.isLarge == true && spinner.activityIndicatorStyle?.isWhite == true)
        #expect(try node("S").stack?.distribution == .fillEqually && node("S").stack?.alignment == .firstBaseline)
        let table = try node("TV")
        #expect(table.table?.isStatic == true && table.table?.drawsSeparators == false)
        #expect(table.colors.keys.contains(.unknown("sectionIndexColor")))
        #expect(try node("W").colors[.onTintColor] == Color(white: 1))
    }

    @Test func constraintsReadTheirAttributesAndRelation() throws {
        let constraints = #"<constraints><constraint firstItem="V0" firstAttribute="leadingMargin" secondItem="X" secondAttribute="baseline" id="K1"/>"#
            + #"<constraint firstAttribute="height" relation="greaterThanOrEqual" constant="10" id="K2"/>"#
            + #"<constraint firstAttribute="middle" relation="roughly" id="K3"/></constraints>"#
        let doc = try G.read(G.document([G.scene(0, body: constraints)]), mode: .strict)
        let list = try #require(doc.scenes[0].controller.view?.constraints)
        #expect(list.map(\.firstAttribute) == [.leadingMargin, .height, .unknown("middle")])
        #expect(list.map(\.secondAttribute) == [.baseline, nil, nil])
        #expect(list.map(\.relation) == [.equal, .greaterThanOrEqual, .unknown("roughly")])
        #expect(list[0].firstAttribute.followsLayoutDirection && !list[1].firstAttribute.followsLayoutDirection)
    }

    @Test func theCanvasAppearanceIsAnAppearanceOrALocatedProblem() throws {
        func canvas(_ appearance: String) -> Data {
            Data((G.header.replacingOccurrences(of: "appearance=\"light\"", with: "appearance=\"\(appearance)\"") + G.scene(0) + G.footer).utf8)
        }
        #expect(try G.read(canvas("dark")).canvas.appearance == .dark)
        let sepia = try G.read(canvas("sepia"))
        #expect(sepia.canvas.appearance == nil)
        #expect(sepia.warnings.map(\.kind) == [.unknownValue] && sepia.warnings.first?.line == 3)
        #expect(G.error(canvas("sepia"), mode: .strict)?.kind == .unknownValue)
    }

    @Test func theTargetRuntimeIsAPlatform() throws {
        #expect(IB.TargetRuntime(rawValue: "iOS.CocoaTouch.iPad") == .iPad && IB.TargetRuntime.iPad.rawValue == "iOS.CocoaTouch.iPad")
        #expect(IB.TargetRuntime(rawValue: "AppleTV") == .tvOS)
        #expect(IB.TargetRuntime(rawValue: "watchKit") == .unknown("watchKit") && IB.TargetRuntime.unknown("watchKit").rawValue == "watchKit")
        #expect(try G.read(G.ring(1)).targetRuntime == .iOS)
    }

    @Test func aSegueReferenceEncodesItsKindAsWritten() throws {
        let reference = SegueReference(path: "Main.storyboard", id: "G0", identifier: nil, name: "next", kind: .popover, animates: true)
        let json = String(decoding: try JSONEncoder().encode(reference), as: UTF8.self)
        #expect(json.contains(#""kind":"popover""#))
        #expect(try JSONDecoder().decode(SegueReference.self, from: Data(json.utf8)) == reference)
        let other = try JSONDecoder().decode(IB.SegueKind.self, from: Data(#""sheet""#.utf8))
        #expect(other == .other("sheet"))
    }
}
