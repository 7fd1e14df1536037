import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueStoryboard

/// Views the app draws in code, on CellsApp (Tests/SegueCLITests/Fixtures/CellsApp): a chart
/// (`customClass="ChartView"`, no subviews, rounded and bordered by runtime attributes), a
/// `<mapView>`, a code-entry view, and a root view with nothing in it. Each is an honest
/// stand-in, never blank or black, listed once; a team's picture or drawing replaces the hatch.
@MainActor
struct StandInTests {
    typealias C = CodeContentTests

    @Test("a light stand-in keeps dark ink in the dark appearance, so its hatch and name show")
    func inkReadsOnTheViewsOwnBackground() throws {
        let builder = try C.builder { $0.appearance = .dark }
        let chart = try C.view("VEW-CE-CHART", in: builder.instantiate("TVC-CE-001").view)
        let mark = try C.view("standIn:ChartView", in: chart)
        let name = try #require(mark.subviews.compactMap { v -> TextContent? in if case .text(let t) = v.content { t } else { nil } }.first)
        #expect(name.string == "ChartView")
        #expect(name.color.luminance < 0.5, "\(name.color)")
    }

    @Test func aCustomViewWithNoSubviewsIsAHatchedStandInNamingItsClass() throws {
        let builder = try C.builder()
        let chart = try C.view("VEW-CE-CHART", in: builder.instantiate("TVC-CE-001").view)
        // Its own look: the background, corner radius and border of the file.
        #expect(chart.backgroundColor == Color(red: 0.90980392156862744, green: 0.95294117647058818, blue: 1))
        #expect(chart.cornerRadius == 12 && chart.borderWidth == 1)
        let mark = try C.view("standIn:ChartView", in: chart)
        // It fills the view (353 pt wide, as written; the cell's content view lays out its height).
        #expect(mark.frame == Rect(chart.frame.size) && mark.frame.width == 353)
        #expect(mark.cornerRadius == 12 && mark.clipsToBounds)
        guard case .shape(let hatch) = mark.subviews.first?.content else { Issue.record("no hatch"); return }
        // Lines 12 pt apart across the view at 45°, from 6 pt in: (353 + 156 - 6) / 12 rounded up,
        // each cut at the bounds (unit coordinates within 0…1).
        #expect(hatch.elements.count == 2 * 42)
        for case .move(let p) in hatch.elements { #expect((0...1).contains(p.x) && (0...1).contains(p.y), "\(p)") }
        for case .line(let p) in hatch.elements { #expect((0...1).contains(p.x) && (0...1).contains(p.y), "\(p)") }
        #expect(mark.subviews.compactMap(C.text) == ["ChartView"])
        #expect(builder.approximations.contains(Approximation(
            .standIn, subject: "ChartView", detail: "hatched stand-in naming the class (supply a picture of ChartView as its stand-in)")))
    }

    /// A scene with no `<view>` at all: its class makes its view in code (`loadView`). It is a
    /// stand-in naming the class over the system background, listed, not a silent blank page;
    /// a plain `UIViewController` scene without a view is the plain view UIKit makes.
    @Test func aSceneWithNoViewIsAStandInForItsClass() throws {
        let scenes = "<scene sceneID=\"S0\"><objects><viewController id=\"C0\" customClass=\"ScheduleViewController\" customModule=\"App\" "
            + "customModuleProvider=\"target\" sceneMemberID=\"viewController\"/></objects></scene>\n"
            + "<scene sceneID=\"S1\"><objects><viewController id=\"C1\" sceneMemberID=\"viewController\"/></objects></scene>\n"
        let builder = StoryboardBuilder(document: try GeneratedStoryboard.read(GeneratedStoryboard.document([scenes])))
        defer { withExtendedLifetime(builder) {} }
        let root = builder.instantiate("C0").view
        let mark = try C.view("standIn:ScheduleViewController", in: root)
        #expect(mark.frame == Rect(root.bounds.size) && root.backgroundColor == .white)
        #expect(mark.subviews.compactMap(C.text) == ["ScheduleViewController"])
        #expect(builder.approximations.map(\.subject) == ["ScheduleViewController"])
        let plain = builder.instantiate("C1").view
        #expect(plain.subviews.isEmpty && plain.backgroundColor == .white)
    }

    /// A web view's page is loaded at run time: an opaque one draws its page, white until then,
    /// whatever its colour (Interface Builder's slate grey for a new WKWebView), with a stand-in
    /// naming its class; one set not opaque shows its own colour.
    @Test func aWebViewIsAWhitePageStandingInForItsContent() throws {
        let grey = "<color key=\"backgroundColor\" red=\"0.36078431370000003\" green=\"0.38823529410000002\" blue=\"0.4039215686\" alpha=\"1\" "
            + "colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        let config = "<wkWebViewConfiguration key=\"configuration\"><audiovisualMediaTypes key=\"mediaTypesRequiringUserActionForPlayback\" none=\"YES\"/>"
            + "<wkPreferences key=\"preferences\"/></wkWebViewConfiguration>"
        let body = "<subviews><wkWebView contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"WEB\">"
            + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"400\"/>\(grey)\(config)</wkWebView>"
            + "<webView opaque=\"NO\" contentMode=\"scaleToFill\" id=\"OLD\"><rect key=\"frame\" x=\"0.0\" y=\"400\" width=\"393\" height=\"452\"/>"
            + "<color key=\"backgroundColor\" red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></webView></subviews>"
        let builder = StoryboardBuilder(document: try GeneratedStoryboard.read(GeneratedStoryboard.document([GeneratedStoryboard.scene(0, body: body)])))
        defer { withExtendedLifetime(builder) {} }
        let root = builder.instantiate("C0").view
        let web = try C.view("WEB", in: root)
        #expect(web.backgroundColor == .white)
        #expect(try C.view("standIn:WKWebView", in: web).subviews.compactMap(C.text) == ["WKWebView"])
        let old = try C.view("OLD", in: root)
        #expect(old.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect((try? C.view("standIn:UIWebView", in: old)) != nil)
        let notes = builder.approximations.filter { $0.kind == .standIn }
        #expect(notes.map(\.subject) == ["WKWebView", "UIWebView"])
        #expect(notes.allSatisfy { $0.detail.hasPrefix("its page is loaded at run time: hatched stand-in") }, "\(notes)")
    }

    @Test func aMapAndACodeEntryViewAreStandInsUnderTheirSubviews() throws {
        let builder = try C.builder()
        let root = builder.instantiate("VC-CE-002").view
        let map = try C.view("MAP-CE-001", in: root)
        #expect(map.subviews.first?.identifier == "standIn:MKMapView")
        #expect(map.backgroundColor != nil, "a neutral fill, not what lies under it")
        #expect(try C.view("VEW-CE-CODE", in: root).subviews.first?.identifier == "standIn:CodeEntryView")
        // The button is the storyboard's, not a stand-in.
        #expect(try C.view("BTN-CE-PHOTOS", in: root).firstDescendant { $0.identifier?.hasPrefix("standIn:") == true } == nil)
        #expect(builder.approximations.filter { $0.kind == .standIn }.map(\.subject) == ["MKMapView", "CodeEntryView"])
    }

    /// A class the file fills with subviews elsewhere is a container the app lays views in: an
    /// instance left empty (a spacer) is drawn as the empty view it is, not as drawn in code.
    @Test func anEmptyInstanceOfAContainerClassIsNotAStandIn() throws {
        let builder = try C.builder()
        let root = builder.instantiate("VC-CE-002").view
        #expect(try C.view("VEW-CE-SECTION", in: root).subviews.compactMap(C.text) == ["Nearby"], "its label is drawn")
        let spacer = try C.view("VEW-CE-SPACER", in: root)
        #expect(spacer.subviews.isEmpty && spacer.frame.height == 24)
        #expect(!builder.approximations.contains { $0.subject == "SectionView" })
        let document = try IB.Document.read(contentsOf: C.storyboard)
        #expect(StandIns.containerClasses(in: document).contains("SectionView"))
        #expect(!StandIns.containerClasses(in: document).contains("ChartView"), "a chart holds nothing anywhere")
    }

    @Test func aRootViewWithNothingInItIsTheSystemBackgroundNotBlack() throws {
        let builder = try C.builder()
        let root = builder.instantiate("VC-CE-004").view
        #expect(root.backgroundColor == .white, "systemBackgroundColor, light")
        #expect(root.subviews.first?.identifier == "standIn:CanvasView")
        let darkBuilder = try C.builder { $0.appearance = .dark }
        let dark = darkBuilder.instantiate("VC-CE-004").view
        #expect(dark.backgroundColor == .black, "systemBackgroundColor, dark")
    }

    @Test func aSuppliedPictureOrDrawingReplacesTheHatch() throws {
        let bitmap = Bitmap(width: 4, height: 2, premultipliedBGRA: [UInt8](repeating: 255, count: 32))
        let builder = try C.builder {
            $0.standIns["ChartView"] = .image(bitmap, named: "chart.png")
            $0.standIns["MKMapView"] = .drawing { size in
                let v = View(frame: Rect(size))
                v.backgroundColor = .systemGreen
                return v
            }
        }
        let chart = try C.view("standIn:ChartView", in: builder.instantiate("TVC-CE-001").view)
        guard case .image(let image) = chart.content else { Issue.record("no picture"); return }
        #expect(image.bitmap === bitmap && image.contentMode == .scaleAspectFill)
        #expect(chart.subviews.isEmpty, "no class name over the team's picture")
        let map = try C.view("standIn:MKMapView", in: builder.instantiate("VC-CE-002").view)
        #expect(map.backgroundColor == .systemGreen && map.frame == Rect(x: 0, y: 0, width: 393, height: 320))
        let listed = Dictionary(uniqueKeysWithValues: builder.approximations.filter { $0.kind == .standIn }.map { ($0.subject, $0.detail) })
        #expect(listed["ChartView"] == "picture chart.png")
        #expect(listed["MKMapView"] == "drawn by a supplied closure")
    }

    @Test func aPictureFileThatIsNotAPNGIsAnErrorNamingIt() throws {
        #expect(throws: (any Error).self) { try StandIn.image(contentsOf: C.storyboard) }
        #expect(throws: (any Error).self) { try StandIn.image(contentsOf: "/nonexistent/map.png") }
    }

    @Test func smallAndOrdinaryViewsAreNotStandIns() {
        var node = IB.ViewNode(element: .view, id: "V")
        node.customClass = "Hairline"
        #expect(StandIns.className(of: node, size: Size(width: 300, height: 1)) == nil, "too thin to mark")
        #expect(StandIns.className(of: node, size: Size(width: 300, height: 40)) == "Hairline")
        node.subviews = [IB.ViewNode(element: .label, id: "L")]
        #expect(StandIns.className(of: node, size: Size(width: 300, height: 40)) == nil, "its subviews are drawn")
        #expect(StandIns.className(of: IB.ViewNode(element: .view, id: "P"), size: Size(width: 300, height: 40)) == nil, "a plain view")
        node.subviews = []
        #expect(StandIns.className(of: node, size: Size(width: 300, height: 40), containers: ["Hairline"]) == nil, "a container class")
        #expect(StandIns.className(of: IB.ViewNode(element: .skView, id: "S"), size: Size(width: 300, height: 40)) == "SKView")
        // A plain view given a UIKit class that draws nothing unconfigured (an image view with no
        // image) is drawn as the plain view it is.
        node.customClass = "UIImageView"
        #expect(StandIns.className(of: node, size: Size(width: 300, height: 40)) == nil, "UIKit's own class")
        // A plain view of a class that draws in code (an Xcode 4 file's GLKView) is one, holding
        // buttons or not, and though another GLKView of the file holds views.
        node.customClass = "GLKView"
        node.subviews = [IB.ViewNode(element: .button, id: "B")]
        #expect(StandIns.className(of: node, size: Size(width: 320, height: 480), containers: ["GLKView"]) == "GLKView")
    }

    /// A check box drawn in code, clear and too small to name its class, on a dark screen: its
    /// hatch is light, as the screen under it is dark, and strong enough to show.
    @Test func aSmallClearStandInReadsOnTheScreenUnderIt() throws {
        let box = "<view id=\"X\" customClass=\"M13Checkbox\" customModule=\"Chat\"><rect key=\"frame\" x=\"20\" y=\"300\" width=\"24\" height=\"24\"/></view>"
        func stroke(on background: String) throws -> Color {
            let doc = try GeneratedStoryboard.read(GeneratedStoryboard.document([GeneratedStoryboard.scene(0, body: "<subviews>\(box)</subviews>" + background)]))
            let builder = StoryboardBuilder(document: doc)
            let root = builder.instantiate("C0").view
            defer { withExtendedLifetime(builder) {} }
            let mark = try #require(root.firstDescendant { $0.identifier == "standIn:M13Checkbox" })
            let lines = try #require(mark.firstDescendant { if case .shape = $0.content { true } else { false } })
            guard case .shape(let shape) = lines.content, let color = shape.stroke else { throw CancellationError() }
            return color
        }
        let dark = try stroke(on: "<color key=\"backgroundColor\" red=\"0.17\" green=\"0.24\" blue=\"0.31\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")
        #expect(dark.luminance > 0.5 && dark.alpha > 0.2, "\(dark)")
        let light = try stroke(on: "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>")
        #expect(light.luminance < 0.5 && light.alpha > 0.2, "\(light)")
    }
}
