import SegueKit
import Testing

@testable import SegueStoryboard

/// A stack view's arranged views placed as `UIStackView.Distribution` and `.Alignment` define it:
/// three views of 40, 60 and 100 pt (unless a test says otherwise) with 10 pt of spacing, in
/// stacks of several lengths. Expected places are worked out by hand from Apple's definitions.
struct StackLayoutTests {
    typealias Item = StackLayout.Item

    static func item(_ length: Double, hugging: Double = 250, resistance: Double = 750, fixed: Bool = false) -> Item {
        Item(length: length, hugging: hugging, compressionResistance: resistance, isFixed: fixed)
    }

    static let three = [item(40), item(60), item(100)]

    static func placed(_ d: IB.StackDistribution, _ items: [Item] = three, in length: Double) -> [[Double]] {
        StackLayout(distribution: d, spacing: 10, items: items).arrange(in: length).map { [$0.min, $0.length] }
    }

    @Test("fill: room left over stretches the view that hugs least, the first of equals; exact room keeps every intrinsic length")
    func fillStretches() {
        #expect(Self.placed(.fill, in: 220) == [[0, 40], [50, 60], [120, 100]])
        #expect(Self.placed(.fill, [Self.item(40), Self.item(60, hugging: 200), Self.item(100)], in: 300) == [[0, 40], [50, 140], [200, 100]])
        #expect(Self.placed(.fill, in: 300) == [[0, 120], [130, 60], [200, 100]])
    }

    @Test("fill: too little room compresses the view that resists least, then the next; the last of equals first")
    func fillCompresses() {
        #expect(Self.placed(.fill, [Self.item(40), Self.item(60, resistance: 700), Self.item(100)], in: 200) == [[0, 40], [50, 40], [100, 100]])
        #expect(Self.placed(.fill, in: 200) == [[0, 40], [50, 60], [120, 80]])
        // More than the weakest view has: it goes to 0, the next gives the rest.
        #expect(Self.placed(.fill, [Self.item(40), Self.item(60, resistance: 700), Self.item(100)], in: 100) == [[0, 40], [50, 0], [60, 40]])
    }

    @Test("fill: a view whose own required constraint fixes its length neither stretches nor shrinks")
    func fillFixed() {
        #expect(Self.placed(.fill, [Self.item(40, hugging: 1, fixed: true), Self.item(60), Self.item(100)], in: 300) == [[0, 40], [50, 140], [200, 100]])
    }

    @Test("fillEqually: the room less the spacing divided evenly, whatever the content")
    func fillEqually() {
        #expect(Self.placed(.fillEqually, in: 320) == [[0, 100], [110, 100], [220, 100]])
        #expect(Self.placed(.fillEqually, in: 170) == [[0, 50], [60, 50], [120, 50]])
    }

    @Test("fillProportionally: the room less the spacing in proportion to the intrinsic lengths")
    func fillProportionally() {
        #expect(Self.placed(.fillProportionally, in: 420) == [[0, 80], [90, 120], [220, 200]])
        #expect(Self.placed(.fillProportionally, in: 220) == [[0, 40], [50, 60], [120, 100]])
    }

    @Test("equalSpacing: intrinsic lengths, the room left over split evenly between the views, never below the spacing")
    func equalSpacing() {
        #expect(Self.placed(.equalSpacing, in: 300) == [[0, 40], [90, 60], [200, 100]])
        #expect(Self.placed(.equalSpacing, in: 200) == [[0, 40], [50, 60], [120, 80]])
    }

    @Test("equalCentering: centres equally far apart; where the spacing cannot hold, spaced evenly instead")
    func equalCentering() {
        let p = Self.placed(.equalCentering, in: 400)
        let centres = p.map { $0[0] + $0[1] / 2 }
        #expect(p.first?[0] == 0 && p.last.map { $0[0] + $0[1] } == 400, "\(p)")
        #expect(abs((centres[1] - centres[0]) - (centres[2] - centres[1])) < 1e-9, "\(centres)")
        // The smallest stack: 20 + 2 × (80 + 10) + 50 = 250; in 230 the centres cannot be equal.
        #expect(StackLayout(distribution: .equalCentering, spacing: 10, items: Self.three).contentLength == 250)
        #expect(Self.placed(.equalCentering, in: 230) == [[0, 40], [55, 60], [130, 100]])
    }

    @Test("the stack's own length from its views: the sum and the spacing; for fillEqually, the longest view's length for each")
    func contentLength() {
        #expect(StackLayout(distribution: .fill, spacing: 10, items: Self.three).contentLength == 220)
        #expect(StackLayout(distribution: .equalSpacing, spacing: 10, items: Self.three).contentLength == 220)
        #expect(StackLayout(distribution: .fillProportionally, spacing: 10, items: Self.three).contentLength == 220)
        #expect(StackLayout(distribution: .fillEqually, spacing: 10, items: Self.three).contentLength == 320)
        #expect(StackLayout(distribution: .fill, spacing: 10, items: []).contentLength == 0)
    }

    @Test("across the axis: fill stretches over the stack; leading, centre and trailing keep the intrinsic length, never more than the stack's")
    func alignment() {
        func align(_ a: IB.StackAlignment?, _ length: Double = 30) -> [Double] {
            let p = StackLayout.align(a, Self.item(length), in: 50)
            return [p.min, p.length]
        }
        #expect(align(nil) == [0, 50] && align(.fill) == [0, 50])
        #expect(align(.top) == [0, 30] && align(.leading) == [0, 30] && align(.firstBaseline) == [0, 30])
        #expect(align(.center) == [10, 30])
        #expect(align(.trailing) == [20, 30] && align(.bottom) == [20, 30] && align(.lastBaseline) == [20, 30])
        #expect(align(.center, 80) == [0, 50])
    }
}
