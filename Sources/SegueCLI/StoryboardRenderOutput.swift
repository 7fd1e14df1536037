import Foundation
import SegueGoldens
import SegueKit
import SegueRender
import SegueStoryboard
import Synchronization

extension StoryboardRenderCommand {
    /// One segue into `out`.
    static func renderOne(_ segue: IB.Segue, named name: String, storyboard: StoryboardSegues, settings: RenderSettings,
                          output: RenderCommand.OutputOptions, out: String, console: Console) throws -> Int32 {
        let recorded = try storyboard.record(segue, named: name)
        for issue in recorded.issues { console.err("segue: \(issue)\n") }
        let r = recorded.recording
        try RenderCommand.render(recorded.transition, settings: settings, out: out, label: segue.identifier ?? segue.id,
                                 extra: ", \(r.transition) (\(r.sourceName) → \(r.destinationName))", output: output, console: console)
        return 0
    }

    /// Every segue that animates, one folder each, with index.txt and index.html (`StoryboardRenders`).
    static func renderAll(_ storyboard: StoryboardSegues, settings: RenderSettings, output: RenderCommand.OutputOptions,
                          out: String, shard: Shard? = nil, console: Console) throws -> Int32 {
        var settings = settings
        settings.maxFrames = output.maxFrames
        var progress: (@Sendable (StoryboardRenders.Progress) -> Void)?
        if output.progress {
            let bars = SegueProgressBars(console: console)
            progress = { bars.show($0) }
        }
        let outcome = try StoryboardRenders.renderAll(storyboard, settings: settings, to: out, force: output.force, shard: shard,
                                                      progress: progress) {
            console.err("segue: \($0)\n")
        }
        if !output.quiet {
            console.out("wrote \(outcome.renderedCount) of \(outcome.entries.count) segues\(shard.map { " in shard \($0)" } ?? "") to \(display(out))"
                + "\(outcome.replacedEarlier ? " (replacing an earlier render)" : "") with index.txt and index.html\n")
        }
        return 0
    }
}

/// A progress bar per segue of `render FILE --all`.
final class SegueProgressBars: Sendable {
    let console: Console
    let current = Mutex<ProgressBar?>(nil)

    init(console: Console) { self.console = console }

    func show(_ event: StoryboardRenders.Progress) {
        switch event {
        case .began(let name): current.withLock { $0 = ProgressBar(label: name, console: console) }
        case .frames(let done, let total): current.withLock { $0?.update(done, total) }
        case .ended: current.withLock { $0?.finish(); $0 = nil }
        }
    }
}
