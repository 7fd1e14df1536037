import SegueKit

/// The source controller of the seed's example (`seeds/003`): its `prepare(for:sender:)` sets up a
/// `HorizontalSlideSegue` exactly as the seed does — `isDismiss` (NO in the seed; YES for its
/// dismiss variant) and `isLandscapeOrientation` from the device's orientation.
@MainActor
public final class SeedSourceController: ViewController {
    /// Which variant this controller prepares.
    public var dismissVariant = false

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let s = segue as? HorizontalSlideSegue else { return }
        s.isDismiss = dismissVariant
        if window?.device.isLandscape == true {
            s.isLandscapeOrientation = true
        } else {
            s.isLandscapeOrientation = false
        }
    }
}
