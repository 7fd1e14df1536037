import SegueKit
import Testing

/// UIKit's rule for which appearance object a bar shows, as Apple's pages for
/// `standardAppearance`, `scrollEdgeAppearance`, `compactAppearance` and
/// `compactScrollEdgeAppearance` state it.
struct BarAppearancesTests {
    @Test("an item's appearances replace the bar's of the same name, and only those")
    func itemOverridesPerName() {
        let bar = BarAppearances(standard: "bar standard", scrollEdge: "bar edge", compact: "bar compact")
        let shown = bar.overridden(by: BarAppearances(scrollEdge: "item edge"))
        #expect(shown == BarAppearances(standard: "bar standard", scrollEdge: "item edge", compact: "bar compact"))
    }

    @Test("a compact bar shows its compact appearances, else the regular ones")
    func compactFallsBack() {
        let all = BarAppearances(standard: "s", scrollEdge: "e", compact: "c", compactScrollEdge: "ce")
        #expect(all.shown(compact: true) == BarAppearances(standard: "c", scrollEdge: "ce"))
        #expect(all.shown(compact: false) == BarAppearances(standard: "s", scrollEdge: "e"))
        #expect(BarAppearances(standard: "s", scrollEdge: "e").shown(compact: true) == BarAppearances(standard: "s", scrollEdge: "e"))
    }

    @Test("at rest a managed bar shows its scroll edge, else its standard made transparent; a bar of its own its standard")
    func atRest() {
        #expect(BarAppearances(standard: "s", scrollEdge: "e").atRest(managed: true) == .scrollEdge("e"))
        #expect(BarAppearances(standard: "s").atRest(managed: true) == .standardMadeTransparent("s"))
        #expect(BarAppearances(standard: "s", scrollEdge: "e").atRest(managed: false) == .standard("s"))
        #expect(BarAppearances<String>(scrollEdge: "e").atRest(managed: false) == nil)
        #expect(BarAppearances<String>().atRest(managed: true) == nil)
    }

    @Test("content running on past the bar shows the standard appearance in the scroll edge's place")
    func awayFromScrollEdge() {
        let away = BarAppearances(standard: "s", scrollEdge: "e").awayFromScrollEdge()
        #expect(away.atRest(managed: true) == .scrollEdge("s"))
    }

    @Test("appearances are kept by the names UIKit and Interface Builder give them")
    func keys() {
        var set = BarAppearances<String>()
        set["compactScrollEdgeAppearance"] = "ce"
        set["backgroundEffect"] = "ignored"
        #expect(set.keys == ["compactScrollEdgeAppearance"] && set.compactScrollEdge == "ce")
    }
}
