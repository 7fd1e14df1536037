import Foundation
import SegueKit

/// The captions that name what is not the app's own drawing (a stand-in's class, a missing
/// image's name) are centred in their views; once a screen is built, those a centred caption
/// would hide are moved where they can be read.
@MainActor
enum CaptionPlacement {
    /// The identifier of a caption view, a subview of the stand-in or placeholder it names.
    static let captionIdentifier = "caption"

    /// A caption naming `name` in `frame`, centred, as large as fits from `size` down to
    /// `minimum`: on one line where it fits at 70 % of `size` (or `minimum`) or more; else, where `twoLines` allows, on two broken at the word boundary nearest its
    /// middle (`wordHalves`), never inside a word, which a hyphen would make read as another
    /// name (a name of one word wraps where the line ends); else on one line, down to `minimum`
    /// points, and cut.
    static func caption(_ name: String, in frame: Rect, size: Double, minimum: Double, color: Color, twoLines: Bool) -> View {
        // Measured a little narrower than drawn: a name that only just fits by the metrics may
        // not by the rasterizer's rounding, and would wrap.
        let width = max(0, frame.width - 2)
        var text = name, lines = 1
        if TextMetrics.width(name, size: max(minimum, size * 0.7)) > width, twoLines {
            // A name of one word (`planicon`) wraps where the line ends, as best it can.
            if let halves = wordHalves(name) { text = halves.0 + "\n" + halves.1 }
            lines = 2
        }
        // As large as fits, half a point at a time, down to `minimum`.
        func fits(_ points: Double) -> Bool {
            guard lines == 2 else { return TextMetrics.width(text, size: points) <= width }
            return text.contains("\n")
                ? text.split(separator: "\n").allSatisfy { TextMetrics.width(String($0), size: points) <= width }
                : TextMetrics.lineCount(text, size: points, width: width) <= 2
        }
        var points = stride(from: size, through: minimum, by: -0.5).first(where: fits)
        if points == nil, text != name {
            // Halves too wide even at the minimum: the name wraps where its lines end instead.
            text = name
            points = stride(from: size, through: minimum, by: -0.5).first(where: fits)
        }
        let caption = View(frame: frame)
        caption.identifier = captionIdentifier
        caption.content = .text(TextContent(text, fontSize: points ?? minimum, weight: .regular, color: color, alignment: .center,
                                            numberOfLines: lines))
        return caption
    }

    /// `name` cut in two at the boundary between its words nearest its middle: after a `-`,
    /// `_`, `.` or space, or between the words of its camel case (`Metronome|Control`,
    /// `URL|Field`); nil where it has none.
    static func wordHalves(_ name: String) -> (String, String)? {
        let chars = Array(name)
        var best: Int?
        for i in 1..<max(1, chars.count) {
            let (a, b) = (chars[i - 1], chars[i])
            let next = i + 1 < chars.count ? chars[i + 1] : nil
            let boundary = "-_. ".contains(a) && !"-_. ".contains(b)
                || (a.isLowercase || a.isNumber) && b.isUppercase
                || a.isUppercase && b.isUppercase && next?.isLowercase == true
            guard boundary else { continue }
            if best.map({ abs(2 * i - chars.count) < abs(2 * $0 - chars.count) }) ?? true { best = i }
        }
        return best.map { (String(chars[..<$0]).trimmingCharacters(in: .whitespaces), String(chars[$0...])) }
    }

    /// Moves the captions of the views in `root` (whose on-screen part is `visible`, in `root`'s
    /// coordinates): apart where a smaller stand-in covers a larger one's middle, and into view
    /// where the middle of a huge view lies off the screen.
    static func arrange(in root: View, visible: Rect) {
        let named = root.allDescendants.filter { v in
            (v.identifier?.hasPrefix("standIn:") == true || v.identifier?.hasPrefix("image:") == true)
                && v.subviews.contains { $0.identifier == captionIdentifier }
        }
        guard !named.isEmpty else { return }
        let standIns = root.allDescendants.filter { $0.identifier?.hasPrefix("standIn:") == true }.map { ($0, $0.frameInRoot) }
        for view in named {
            guard let caption = view.subviews.first(where: { $0.identifier == captionIdentifier }) else { continue }
            let rect = view.frameInRoot
            if view.identifier?.hasPrefix("standIn:") == true { keepApart(caption, of: view, at: rect, from: standIns) }
            keepInView(caption, of: view, at: rect, visible: visible)
        }
    }

    /// Where a smaller stand-in covers the middle of a larger one (a control the app draws over
    /// a background it draws too), both names would print on top of each other: the larger
    /// one's moves to the middle of the taller band of it that the smaller ones leave free.
    private static func keepApart(_ caption: View, of view: View, at rect: Rect, from standIns: [(View, Rect)]) {
        func area(_ r: Rect) -> Double { r.width * r.height }
        let captionRect = caption.frameInRoot
        let inside = standIns.filter { $0.0 !== view && area($0.1) < area(rect) && $0.1.intersection(rect) != nil }.map(\.1)
        guard inside.contains(where: { $0.intersection(captionRect) != nil }) else { return }
        let top = inside.map(\.minY).min() ?? rect.minY, bottom = inside.map(\.maxY).max() ?? rect.maxY
        let above = max(0, top - rect.minY), below = max(0, rect.maxY - bottom)
        guard max(above, below) >= 2 * StandIns.minimumNameSize else { return }
        // A stand-in's mark fills its view unscaled: a point of the root is a point of the mark.
        caption.frame = above >= below
            ? Rect(x: caption.frame.minX, y: 0, width: caption.frame.width, height: above)
            : Rect(x: caption.frame.minX, y: bottom - rect.minY, width: caption.frame.width, height: below)
    }

    /// A caption whose middle lies off the screen (a view far larger than the screen, or one
    /// mostly beyond its edge) is centred in the part of its view that shows, where that part
    /// is large enough to hold it.
    private static func keepInView(_ caption: View, of view: View, at rect: Rect, visible: Rect) {
        let captionRect = caption.frameInRoot
        let middle = Point(x: captionRect.midX, y: captionRect.midY)
        guard !visible.contains(middle), let shown = rect.intersection(visible),
              shown.width >= 24, shown.height >= 12, rect.width > 0, rect.height > 0 else { return }
        // From the root's points to the caption's superview's (the view is drawn unscaled at build).
        let local = Rect(x: shown.minX - rect.minX, y: shown.minY - rect.minY, width: shown.width, height: shown.height)
        let inset = caption.frame.minX
        caption.frame = Rect(x: local.minX + inset, y: local.minY, width: max(0, local.width - 2 * inset), height: local.height)
    }
}
