import Foundation
import SegueGoldens
import SegueKit
import SegueRender
import SegueStoryboard
import Synchronization

extension StoryboardRenderCommand {
    /// One segue into `out`.
    static func renderOne(_ segue: IB.Segue, named name: String, direction: SegueDirection = .perform, storyboard: StoryboardSegues,
                          settings: RenderSettings, output: RenderCommand.OutputOptions, out: String, console: Console) throws -> Int32 {
        let recorded: StoryboardSegues.Recorded
        do {
            recorded = try storyboard.record(segue, named: name, direction: direction)
        } catch let e as SegueError where direction == .dismiss {
            throw CommandError("--dismiss: \(e.description)")
        }
        for issue in recorded.issues { console.err("segue: \(issue)\n") }
        let r = recorded.performed
        try RenderCommand.render(recorded.transition, settings: settings, out: out, label: segue.identifier ?? segue.id,
                                 extra: direction == .dismiss
                                     ? ", \(r.transition) \(r.direction)\(r.wayBack.map { " by unwind segue \($0.id)" } ?? "") (\(r.destinationName) → \(r.sourceName))"
                                     : ", \(r.transition) (\(r.sourceName) → \(r.destinationName))",
                                 output: output, console: console)
        return 0
    }

    /// Every segue that animates, one folder each, with index.txt and index.html (`StoryboardRenders`).
    static func renderAll(_ storyboard: StoryboardSegues, settings: RenderSettings, output: RenderCommand.OutputOptions,
                          both: Bool = false, out: String, shard: Shard? = nil, console: Console) throws -> Int32 {
        var settings = settings
        settings.maxFrames = output.maxFrames
        let progress = SegueProgressBars.progress(output, console: console)
        let outcome = try StoryboardRenders.renderAll(storyboard, settings: settings, to: out, force: output.force, both: both, shard: shard,
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

    /// The progress callback of `render FILE --all` and `render FOLDER --all`: nil without a bar.
    static func progress(_ output: RenderCommand.OutputOptions, console: Console) -> (@Sendable (StoryboardRenders.Progress) -> Void)? {
        guard output.progress else { return nil }
        let bars = SegueProgressBars(console: console)
        return { bars.show($0) }
    }

    func show(_ event: StoryboardRenders.Progress) {
        switch event {
        case .began(let name): current.withLock { $0 = ProgressBar(label: name, console: console) }
        case .frames(let done, let total): current.withLock { $0?.update(done, total) }
        case .ended: current.withLock { $0?.finish(); $0 = nil }
        }
    }
}
