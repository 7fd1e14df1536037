import SegueKit
import Testing

@testable import SegueStoryboard

/// Two views in a row of 300 pt, 10 pt from the edges and from each other (270 pt between the
/// edges for both): who stretches is decided by content hugging, who is compressed by compression
/// resistance, and an inequality at the trailing edge holds once broken, as Auto Layout decides.
struct PrioritySolveTests {
    typealias C = IB.LayoutConstraint

    /// A row of `P`, `width` wide, holding `children` (id, stored start, stored width).
    static func row(width: Double, _ children: [(id: String, min: Double, length: Double)]) -> PrioritySolve {
        var s = PrioritySolve(horizontal: true)
        s.fixed["P"] = .init(min: 0, max: width, mid: width / 2, length: width)
        s.children = children
        return s
    }

    static func row(_ a: PrioritySolve.Content, _ b: PrioritySolve.Content, trailing: IB.LayoutRelation = .equal) -> [String: ConstraintSolver.Axis] {
        var s = row(width: 300, [("A", 10, 80), ("B", 100, 80)])
        s.constraints = [
            C(firstItem: "A", firstAttribute: .leading, secondItem: "P", secondAttribute: .leading, constant: 10),
            C(firstItem: "B", firstAttribute: .leading, secondItem: "A", secondAttribute: .trailing, constant: 10),
            C(firstItem: "P", firstAttribute: .trailing, secondItem: "B", secondAttribute: .trailing, constant: 10, relation: trailing),
        ]
        s.content = ["A": a, "B": b]
        return s.solve()
    }

    static func content(_ length: Double, hugging: Double = 250, resistance: Double = 750) -> PrioritySolve.Content {
        .init(length: length, hugging: hugging, compressionResistance: resistance)
    }

    @Test("room to spare: the view that hugs less stretches, the other keeps its content width")
    func hugging() {
        var r = Self.row(Self.content(100, hugging: 251), Self.content(100))
        #expect(r["A"]?.length == 100 && r["B"]?.min == 120 && r["B"]?.length == 170)
        r = Self.row(Self.content(100), Self.content(100, hugging: 251))
        #expect(r["A"]?.length == 170 && r["B"]?.min == 190 && r["B"]?.length == 100)
    }

    @Test("too little room: the view that resists compression less is compressed, the other keeps its content width")
    func compression() {
        var r = Self.row(Self.content(200), Self.content(200, resistance: 749))
        #expect(r["A"]?.length == 200 && r["B"]?.min == 220 && r["B"]?.length == 70)
        r = Self.row(Self.content(200, resistance: 749), Self.content(200))
        #expect(r["A"]?.length == 70 && r["B"]?.min == 90 && r["B"]?.length == 200)
    }

    @Test("an inequality at the trailing edge: ignored while it holds, the bound once the content would break it")
    func inequality() {
        var r = Self.row(Self.content(100), Self.content(100), trailing: .greaterThanOrEqual)
        #expect(r["A"]?.length == 100 && r["B"]?.min == 120 && r["B"]?.max == 220)
        r = Self.row(Self.content(100), Self.content(200, resistance: 749), trailing: .greaterThanOrEqual)
        #expect(r["A"]?.length == 100 && r["B"]?.min == 120 && r["B"]?.max == 290)
    }

    @Test("a width constraint below the compression resistance gives way to the content; above the hugging, it wins")
    func weakWidth() {
        var s = PrioritySolve(horizontal: true)
        s.fixed["P"] = .init(min: 0, max: 300, mid: 150, length: 300)
        s.children = [("A", 10, 80)]
        s.constraints = [
            C(firstItem: "A", firstAttribute: .leading, secondItem: "P", secondAttribute: .leading, constant: 10),
            C(firstItem: "A", firstAttribute: .width, constant: 120, priority: 500),
        ]
        s.content = ["A": Self.content(150)]
        #expect(s.solve()["A"]?.length == 150)
        s.content = ["A": Self.content(90)]
        #expect(s.solve()["A"]?.length == 120)
    }

    @Test("a superview whose length is left open takes it from its children, at the priority that decided it")
    func openLength() {
        var s = PrioritySolve(horizontal: true)
        s.fixed["P"] = .init(min: 0)
        s.watched = "P"
        s.children = [("A", 16, 80)]
        s.constraints = [
            C(firstItem: "A", firstAttribute: .leading, secondItem: "P", secondAttribute: .leading, constant: 16),
            C(firstItem: "P", firstAttribute: .trailing, secondItem: "A", secondAttribute: .trailing, constant: 16),
        ]
        s.content = ["A": Self.content(100, hugging: 251)]
        let hugged = s.solveWatched()
        #expect(hugged.axes["P"]?.length == 132 && hugged.decided == 251)
        // A required width of its own decides it first; the child stretches.
        var sized = s
        sized.constraints.append(C(firstItem: "P", firstAttribute: .width, constant: 200))
        let fixed = sized.solveWatched()
        #expect(fixed.axes["P"]?.length == 200 && fixed.decided == 1000 && fixed.axes["A"]?.length == 168)
        // Only an inequality to its trailing edge: nothing decides it.
        s.constraints[1].relation = .greaterThanOrEqual
        #expect(s.solveWatched().decided == nil)
    }

    @Test("equal widths between two edges and a gap: the required equations decide both widths together, not the content")
    func equalWidthsTogether() {
        var s = Self.row(width: 375, [("No", 32, 160.5), ("Yes", 200.5, 160.5)])
        s.constraints = [
            C(firstItem: "No", firstAttribute: .leading, secondItem: "P", secondAttribute: .leading, constant: 32),
            C(firstItem: "Yes", firstAttribute: .leading, secondItem: "No", secondAttribute: .trailing, constant: 8),
            C(firstItem: "P", firstAttribute: .trailing, secondItem: "Yes", secondAttribute: .trailing, constant: 32),
            C(firstItem: "Yes", firstAttribute: .width, secondItem: "No", secondAttribute: .width),
        ]
        s.content = ["No": Self.content(25, resistance: 751), "Yes": Self.content(31)]
        var r = s.solve()
        #expect(r["No"]?.min == 32 && r["No"]?.length == 151.5, "\(String(describing: r["No"]))")
        #expect(r["Yes"]?.min == 191.5 && r["Yes"]?.length == 151.5, "\(String(describing: r["Yes"]))")
        // Twice as wide, with no gap: 2 × 103.67 + 103.67 = 311 pt between the edges.
        s.constraints[1].constant = 0
        s.constraints[3] = C(firstItem: "No", firstAttribute: .width, secondItem: "Yes", secondAttribute: .width, multiplier: 2)
        r = s.solve()
        let third = (375.0 - 64) / 3
        #expect(abs((r["No"]?.length ?? 0) - 2 * third) < 1e-9 && abs((r["Yes"]?.length ?? 0) - third) < 1e-9, "\(r)")
    }
}
