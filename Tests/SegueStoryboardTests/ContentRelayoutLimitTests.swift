import SegueKit
import Testing

@testable import SegueStoryboard

/// The limits of laying a translation out again: a tree of more than `ContentRelayout.maxViews`
/// views is left as stored, and a growth deeper than `maxDepth` levels below the top does not
/// reach the levels above (the view at the limit is laid out again within its own size).
struct ContentRelayoutLimitTests {
    typealias C = IB.LayoutConstraint

    /// A label whose translation is three times as long as its text, 20 pt from its superview's
    /// leading edge, nothing holding its trailing edge.
    static func label(_ id: String) -> (IB.ViewNode, [C]) {
        var n = IB.ViewNode(element: .label, id: id)
        n.frame = Rect(x: 20, y: 0, width: 40, height: 20)
        n.developmentText = "Log in"
        n.text = "Log in Log in Log in"
        n.translatesAutoresizingMaskIntoConstraints = false
        return (n, [C(firstItem: id, firstAttribute: .leading, secondItem: "P", secondAttribute: .leading, constant: 20)])
    }

    static func view(_ id: String, width: Double = 300) -> IB.ViewNode {
        var n = IB.ViewNode(element: .view, id: id)
        n.frame = Rect(x: 0, y: 0, width: width, height: 300)
        n.translatesAutoresizingMaskIntoConstraints = false
        return n
    }

    @Test("one label: it widens (the premise of the others)")
    func premise() throws {
        var root = Self.view("P")
        let (l, c) = Self.label("L")
        root.subviews = [l]
        root.constraints = c
        let layout = ContentRelayout.layout(of: root)
        #expect(try #require(layout.frames["L"]).width > 100)
    }

    @Test("more than maxViews views: nothing moves, and the whole tree is covered, so no level counts its subtree again")
    func tooManyViews() {
        var root = Self.view("P")
        for i in 0...ContentRelayout.maxViews {
            let (l, c) = Self.label("L\(i)")
            root.subviews.append(l)
            root.constraints += c
        }
        let layout = ContentRelayout.layout(of: root)
        #expect(layout.frames.isEmpty)
        #expect(layout.covers(root) && layout.covers(root.subviews[ContentRelayout.maxViews]))
    }

    @Test("a chain deeper than maxDepth: the layout covers maxDepth levels, and a growth below them does not reach them")
    func tooDeep() {
        // P ⊃ V1 ⊃ … ⊃ V(maxDepth + 2) ⊃ label; each view 0 from its superview's leading edge,
        // its width its content's.
        var chain: [IB.ViewNode] = []
        for i in 1...(ContentRelayout.maxDepth + 2) { chain.append(Self.view("V\(i)")) }
        var (inner, c) = Self.label("L")
        var innerConstraints = c.map { var k = $0; k.secondItem = "V\(chain.count)"; return k }
        innerConstraints.append(C(firstItem: "V\(chain.count)", firstAttribute: .trailing, secondItem: "L", secondAttribute: .trailing))
        for i in stride(from: chain.count - 1, through: 0, by: -1) {
            var v = chain[i]
            v.subviews = [inner]
            v.constraints = innerConstraints
            inner = v
            let parent = i == 0 ? "P" : "V\(i)"
            innerConstraints = [C(firstItem: v.id!, firstAttribute: .leading, secondItem: parent, secondAttribute: .leading)]
        }
        var root = Self.view("P", width: 1000)
        root.subviews = [inner]
        root.constraints = innerConstraints
        let layout = ContentRelayout.layout(of: root)
        #expect(layout.covers(root))
        #expect(root.allNodes().filter(layout.covers).count == ContentRelayout.maxDepth)
        // The label is below the limit: nothing reaches it, and nothing above it grows.
        #expect(layout.frames.isEmpty, "\(layout.frames)")
    }
}
