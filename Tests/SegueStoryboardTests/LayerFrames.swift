import SegueKit
import Testing

@testable import SegueStoryboard

/// Where a recorded layer is, in window coordinates, at a time of its recording.
enum LayerFrames {
    /// The frame of the first layer named `id` at time `t` (the recording's end by default), in
    /// the step of the recording shown then; nil when no layer has that name.
    static func frame(_ id: String, in recording: Recording, at t: Double? = nil) -> Rect? {
        let time = t ?? recording.duration
        guard let scene = recording.steps.last(where: { $0.time <= time })?.scene,
              var i = scene.layers.firstIndex(where: { $0.identifier == id }) else { return nil }
        let size = scene.layers[i].tracks.sample(at: time, base: scene.layers[i].properties).bounds.size
        var origin = Point(x: 0, y: 0)
        while i >= 0 {
            let p = scene.layers[i].tracks.sample(at: time, base: scene.layers[i].properties)
            origin.x += p.center.x - p.bounds.width / 2 - p.bounds.minX
            origin.y += p.center.y - p.bounds.height / 2 - p.bounds.minY
            i = scene.layers[i].parent
        }
        return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }
}

extension LayerFrames {
    /// Every string of text in the step of the recording shown at `t` (its start by default).
    static func texts(in recording: Recording, at t: Double = 0) -> [String] {
        guard let scene = recording.steps.last(where: { $0.time <= t })?.scene ?? recording.steps.first?.scene else { return [] }
        return scene.layers.compactMap { layer in
            if case .text(let c) = layer.content { c.string } else { nil }
        }
    }

    /// The segue `id` of the storyboard `path` recorded on `device` whatever the canvas (as
    /// `--device` draws it), or on the canvas when nil.
    @MainActor
    static func record(_ path: String, segue id: String, on device: Device?) throws -> Recording {
        let doc = try IB.Document.read(contentsOf: path, mode: .strict)
        var options = StoryboardBuildOptions()
        if let device {
            options.device = device
            options.deviceOverridesCanvas = true
        }
        return try SegueRecorder.record(try #require(doc.segue(withID: id)), in: doc, options: options, direction: .perform).recording
    }
}
