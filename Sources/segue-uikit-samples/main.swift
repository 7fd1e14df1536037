// Renders the sample app's UIKit transitions (SegueUIKitSamples) into frame folders, the way a
// team's own executable would render its animators: record with `UIKitTransition.record`, draw
// with the one renderer. `segue-uikit-samples OUT [NAME…]` (default: every sample).
import Foundation
import SegueRender
import SegueUIKitSamples

let arguments = Array(CommandLine.arguments.dropFirst())
guard let out = arguments.first else {
    FileHandle.standardError.write(Data("usage: segue-uikit-samples OUT [NAME…] (samples: \(UIKitSamples.names.joined(separator: ", ")))\n".utf8))
    exit(64)
}
let wanted = Set(arguments.dropFirst())
do {
    for sample in UIKitSamples.all where wanted.isEmpty || wanted.contains(sample.name) {
        let transition = try sample.record()
        try TransitionRenderer.render(transition, to: out + "/" + sample.name)
        print("\(sample.name): \(transition.info.transition) — \(transition.info.direction), \(transition.recording.duration) s, \(transition.info.curve)")
    }
} catch {
    FileHandle.standardError.write(Data("segue-uikit-samples: \(error)\n".utf8))
    exit(1)
}
