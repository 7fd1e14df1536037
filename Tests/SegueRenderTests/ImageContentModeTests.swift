import Testing
@testable import SegueKit
@testable import SegueRender

/// An image view's content mode, as `UIView.ContentMode` places its image: a 10 × 6 pt red image in
/// a 40 × 40 pt view on black, drawn at 1x. Only the image's own rectangle is red: the view's
/// bounds around an image that does not fill them stay empty.
@MainActor
struct ImageContentModeTests {
    static let red = Bitmap(width: 10, height: 6, premultipliedBGRA: (0..<60).flatMap { _ in [0, 0, 255, 255] as [UInt8] })

    /// The red pixels' columns and rows.
    static func drawn(_ mode: ContentMode) throws -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        let view = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        view.content = .image(ImageContent(bitmap: red, contentMode: mode, scale: 1))
        root.addSubview(view)
        let buffer = try Rasterizer(scale: 1).render(Compositor.displayList(Recording.record(root: root, background: .black) {}, at: 0))
        var columns: [Int] = [], rows: [Int] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer.pixel(x: x, y: y).z > 128 {
                columns.append(x)
                rows.append(y)
            }
        }
        guard let x0 = columns.min(), let x1 = columns.max(), let y0 = rows.min(), let y1 = rows.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    @Test(arguments: [
        (ContentMode.center, 25...34, 27...32), (.top, 25...34, 10...15), (.bottom, 25...34, 44...49),
        (.left, 10...19, 27...32), (.right, 40...49, 27...32), (.topLeft, 10...19, 10...15),
        (.topRight, 40...49, 10...15), (.bottomLeft, 10...19, 44...49), (.bottomRight, 40...49, 44...49),
        (.scaleAspectFit, 10...49, 18...41), (.scaleToFill, 10...49, 10...49), (.scaleAspectFill, 10...49, 10...49),
    ])
    func placed(mode: ContentMode, columns: ClosedRange<Int>, rows: ClosedRange<Int>) throws {
        let drawn = try #require(try Self.drawn(mode))
        #expect(drawn.columns == columns && drawn.rows == rows, "\(mode): columns \(drawn.columns), rows \(drawn.rows)")
    }
}
