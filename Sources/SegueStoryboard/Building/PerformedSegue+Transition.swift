import Foundation
import SegueKit
import SegueRender

extension PerformedSegue {
    /// The recorded transition the renderer draws: named `name`, its manifest naming the
    /// storyboard file, the segue's id and its identifier.
    public func transition(named name: String, file: String) -> RecordedTransition {
        let d = device
        var info = TransitionInfo(
            transition: transition, direction: direction, device: TransitionInfo.deviceName(d), curve: curve, duration: duration,
            deviceScale: d.scale,
            title: "\(segue.identifier ?? segue.id) — \(segue.kind.rawValue): \(sourceName) → \(destinationName)",
            subtitle: "\(TransitionDirection.describe("\(transition)", "\(direction)"))\(drawnAs.map { " (drawn as \($0.rawValue))" } ?? ""), "
                + "\(d.displayName)\(d.isLandscape ? " landscape" : "")")
        info.drawnAs = drawnAs?.rawValue
        info.keyframes = keyframes
        info.storyboard = StoryboardOrigin(file: URL(fileURLWithPath: file).lastPathComponent, segueID: segue.id, identifier: segue.identifier)
        info.storyboard?.locale = locale
        info.storyboard?.rightToLeft = rightToLeft ? true : nil
        info.storyboard?.unwindSegueID = wayBack?.id
        // Recorded only when they differ from a plain render, so earlier manifests stay as they were.
        if appearance != .light { info.storyboard?.appearance = appearance.rawValue }
        if contrast != .normal { info.storyboard?.contrast = contrast.rawValue }
        if !resourceFolders.isEmpty {
            let base = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
            info.storyboard?.resources = resourceFolders.map { Self.relativePath($0, from: base) }
        }
        info.approximations = approximations + FontSet.with(fontFiles).approximations(in: recording)
        var t = RecordedTransition(name: name, recording: recording, info: info)
        t.fontFiles = fontFiles
        return t
    }

    /// The style UIKit draws instead of the one the segue asks for on this device (a popover on an
    /// iPhone is a page sheet), or nil when it draws the one asked.
    public var drawnAs: TransitionStyle? {
        guard case .style(let style) = transition else { return nil }
        return style.adapted(on: device, adaptivePresentationStyle: adaptivePresentationStyle)
    }

    /// `path` relative to the folder `base` (`../..`), so that a manifest does not depend on where
    /// the project is checked out.
    static func relativePath(_ path: String, from base: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let from = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
