import Testing
@testable import SegueKit

/// The README's custom segue, as written there, works.
@MainActor
struct ReadmeExampleTests {
    final class FadeSegue: StoryboardSegue {
        override func perform() {
            let window = source.window!
            destination.view.alpha = 0
            window.contentView.addSubview(destination.view)
            View.animate(withDuration: 0.3) {
                self.destination.view.alpha = 1
            } completion: { _ in
                self.source.present(self.destination, animated: false)
            }
        }
    }

    @Test func theReadmeCustomSegueFadesAndPresents() throws {
        var registry = SegueRegistry.builtIn
        registry.register(FadeSegue.self)
        let window = Window(device: .iPhoneSE)
        let source = ViewController(title: "A")
        source.segueRegistry = registry
        let destination = ViewController(title: "B")
        source.segueTemplates = [SegueTemplate(identifier: "fade", kind: .custom, customClass: "FadeSegue") { destination }]
        window.rootViewController = source
        var performed: Result<Void, any Error>?
        let rec = Recording.record(root: window) { performed = Result { try source.performSegue(withIdentifier: "fade") } }
        try #require(performed).get()
        #expect(abs(rec.duration - 0.3) < 1e-12)
        #expect(source.presentedViewController === destination)
        let mid = rec.scene(at: 0.15)
        let layer = try #require(mid.layers.first { $0.tracks.alpha.count == 1 })
        #expect(abs(layer.tracks.sample(at: 0.15, base: layer.properties).alpha - 0.5) < 1e-9)  // easeInOut is symmetric
    }
}
