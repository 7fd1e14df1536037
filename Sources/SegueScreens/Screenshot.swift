import SegueKit

/// Screens that show a screenshot.
@MainActor
public enum Screenshot {
    /// A screen that shows one image (a screenshot), filling the device's screen.
    public static func screen(_ bitmap: Bitmap, title: String, device: Device,
                                  controller: ViewController = ViewController()) -> ViewController {
        let vc = controller
        vc.title = title
        vc.makeView = { _ in
            let v = view(bitmap, device: device)
            v.identifier = title
            return v
        }
        return vc
    }

    /// A view showing a screenshot over the whole screen (scaled to fill it).
    public static func view(_ bitmap: Bitmap, device: Device) -> View {
        let v = View(frame: device.bounds)
        v.backgroundColor = .white
        v.content = .image(ImageContent(bitmap: bitmap, contentMode: .scaleAspectFill, scale: Double(bitmap.width) / device.size.width))
        return v
    }
}
