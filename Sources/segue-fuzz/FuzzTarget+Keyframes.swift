import Foundation
import SegueKit
import SegueScreens
import SegueRender

extension FuzzTarget {
    /// `segue render --transition FILE.json` without the files: decode, then record the transition
    /// between two tiny screenshots forward and backward (as the tool does), and compose it.
    @MainActor
    static func keyframes(_ bytes: [UInt8]) -> FuzzOutcome {
        let transition: KeyframeTransition
        do {
            transition = try KeyframeTransition.decode(Data(bytes), file: "fuzz.json")
        } catch {
            return .refusal(error, expected: [TransitionFileError.self])
        }
        let screen = Bitmap(width: 2, height: 2, premultipliedBGRA: [UInt8](repeating: 128, count: 16))
        for forward in [true, false] {
            var s = Scenario(name: "fuzz", style: .coverVertical, isForward: forward, device: .iPhoneSE)
            s.flow = .animator(name: "fuzz", make: { _ in transition })
            let recording = ScenarioRecorder.recordScreens(s, first: screen, last: screen)
            do {
                try compose(recording, drawing: forward)
            } catch {
                return .refusal(error, expected: [CairoError.self])
            }
        }
        return .accepted("\(transition.duration) s, \(transition.presentation.from.keyframes.count) + \(transition.presentation.to.keyframes.count) keyframes")
    }
}
