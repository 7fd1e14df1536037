import SegueKit
import SegueRender

/// What a team supplies for a view the app draws in code (a map, a chart, a code-entry field),
/// which a storyboard holds nothing of: a picture drawn aspect-fill into the view's frame, or a
/// closure that builds the view's content for its size. Without one, such a view is drawn as a
/// hatched stand-in that names its class (`StoryboardBuildOptions.standIns`).
///
/// ```swift
/// var options = StoryboardBuildOptions()
/// options.standIns["MapView"] = try .image(contentsOf: "design/map.png")
/// options.standIns["ChartView"] = .drawing { size in
///     let bars = View(frame: Rect(size))
///     bars.backgroundColor = .systemBlue
///     return bars
/// }
/// ```
public struct StandIn: Sendable {
    /// Builds the content laid over the view's own background, filling `size`.
    let make: @MainActor @Sendable (Size) -> View
    /// What the manifest says stood in: `picture map.png`, `drawn by the app's closure`.
    let detail: String

    /// A picture, drawn aspect-fill (cropped to the view's frame, centred).
    public static func image(_ bitmap: Bitmap, named name: String = "a supplied picture") -> StandIn {
        StandIn(make: { size in
            let v = View(frame: Rect(size))
            v.clipsToBounds = true
            v.content = .image(ImageContent(bitmap: bitmap, contentMode: .scaleAspectFill))
            return v
        }, detail: "picture \(name)")
    }

    /// The PNG file at `path`, read within `limits`. Throws an error naming the path when it
    /// cannot be read or is not a PNG.
    public static func image(contentsOf path: String, limits: PNGDecoder.Limits = .default) throws -> StandIn {
        let bitmap = try PNGDecoder.decodeBitmap(contentsOf: path, limits: limits)
        return image(bitmap, named: path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// A closure that builds the view's content for its size (a `View` tree filling it).
    public static func drawing(_ draw: @escaping @MainActor @Sendable (Size) -> View) -> StandIn {
        StandIn(make: draw, detail: "drawn by a supplied closure")
    }
}
