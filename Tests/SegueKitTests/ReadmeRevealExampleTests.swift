import Testing
@testable import SegueKit

/// The README's circular reveal, as written there, grows its mask over the screen.
@MainActor
struct ReadmeRevealExampleTests {
    func reveal(_ screen: View, from p: Point) {
        func circle(_ r: Double) -> Path { Path(ellipseIn: Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)) }
        let mask = ShapeView(frame: screen.bounds)
        mask.path = circle(1)
        screen.mask = mask
        View.animate(withDuration: 0.4, curve: .easeIn) { mask.path = circle(1000) }
    }

    @Test func theReadmeRevealGrowsItsMask() throws {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let screen = View(frame: window.bounds)
        window.addSubview(screen)
        let rec = Recording.record(root: window) { reveal(screen, from: Point(x: 300, y: 700)) }
        #expect(abs(rec.duration - 0.4) < 1e-12)
        func radius(at t: Double) throws -> Double {
            let ops = Compositor.displayList(rec, at: t).operations
            guard case .pushMask(let mask) = ops[1], case .layer(let item) = mask.operations[0],
                  case .shapeLayer(let shape) = item.content, case .move(let start) = shape.path.elements[0]
            else { throw ExampleError() }
            return start.x - 300  // the circle starts on the right of its centre
        }
        #expect(try radius(at: 0) == 1)
        #expect(try radius(at: 0.4) == 1000)
        #expect(try radius(at: 0.2) < 500)  // easeIn: slower at first
    }

    struct ExampleError: Error {}
}
