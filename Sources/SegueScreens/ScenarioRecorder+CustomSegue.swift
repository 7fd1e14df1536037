import SegueKit

/// Custom segue classes between two screens.
extension ScenarioRecorder {
    /// A custom segue class performed through `performSegue`; the source's `prepare(for:sender:)`
    /// configures it (the seed's `SeedSourceController` sets the dismiss and landscape flags).
    public static func recordCustomSegue(_ s: Scenario, className: String, source: ViewController, destination: ViewController,
                                  showsStatusBar: Bool) -> Recording {
        (source as? SeedSourceController)?.dismissVariant = !s.isForward
        // The seed's segue is of iOS 7, when a presentation filled the screen; since iOS 13 the
        // default (`.automatic`) presents a sheet, which its unanimated presentation would end on.
        if source is SeedSourceController { destination.modalPresentationStyle = .fullScreen }
        let window = Window(device: s.device, showsStatusBar: showsStatusBar, legacyRotation: true)
        window.rootViewController = source
        source.segueRegistry = s.registry
        source.segueTemplates = [SegueTemplate(identifier: "custom", kind: .custom, customClass: className) { destination }]
        let root = window.usesLegacyRotation ? window.legacyScreen(showsStatusBar: showsStatusBar) : window
        return Recording.record(root: root) {
            try? source.performSegue(withIdentifier: "custom", sender: nil)
        }
    }
}
