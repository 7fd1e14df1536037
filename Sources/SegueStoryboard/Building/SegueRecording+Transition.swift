import Foundation
import SegueKit

extension SegueRecording {
    /// The recorded transition the renderer draws: named `name`, its manifest naming the
    /// storyboard file, the segue's id and its identifier.
    public func transition(named name: String, file: String) -> RecordedTransition {
        let d = device
        var info = TransitionInfo(
            transition: transition, direction: direction, device: TransitionInfo.deviceName(d), curve: curve, duration: duration,
            deviceScale: d.scale,
            title: "\(segue.identifier ?? segue.id) — \(segue.kind.rawValue): \(sourceName) → \(destinationName)",
            subtitle: "\(transition) \(direction), \(d.displayName)\(d.isLandscape ? " landscape" : "")")
        info.keyframes = keyframes
        info.storyboard = StoryboardOrigin(file: URL(fileURLWithPath: file).lastPathComponent, segueID: segue.id, identifier: segue.identifier)
        info.storyboard?.locale = locale
        info.storyboard?.rightToLeft = rightToLeft ? true : nil
        info.storyboard?.unwindSegueID = wayBack?.id
        return RecordedTransition(name: name, recording: recording, info: info)
    }
}
