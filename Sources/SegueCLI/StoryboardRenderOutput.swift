import Foundation
import SegueGoldens
import SegueKit
import SegueRender
import SegueSources
import SegueStoryboard
import Synchronization

extension StoryboardRenderCommand {
    /// One segue into `out`, through its `TransitionSource`.
    static func renderOne(_ segue: IB.Segue, of storyboard: StoryboardSegues, direction: SegueDirection, _ request: Request, out: String,
                          console: Console) throws -> Int32 {
        let source = TransitionSource.segue(segue, of: storyboard, direction: direction)
        do {
            try RenderOutput.render(source, out: out, label: segue.identifier ?? segue.id, extra: { described($0.segue, direction) },
                                    settings: request.settings, output: request.output, console: console)
        } catch let e as SegueError where direction == .dismiss {
            throw CommandError("--dismiss: \(e.description)")
        }
        return 0
    }

    /// `, push (Home → Detail)`, or for the way back what took it back.
    static func described(_ r: PerformedSegue?, _ direction: SegueDirection) -> String {
        guard let r else { return "" }
        return direction == .dismiss
            ? ", \(TransitionDirection.describe("\(r.transition)", "\(r.direction)"))\(r.wayBack.map { " by unwind segue \($0.id)" } ?? "") (\(r.destinationName) → \(r.sourceName))"
            : ", \(r.transition) (\(r.sourceName) → \(r.destinationName))"
    }

    /// Every segue that animates, one folder each, with index.txt and index.html (`StoryboardRenders`).
    static func renderAll(_ storyboard: StoryboardSegues, _ request: Request, out: String, console: Console) throws -> Int32 {
        var settings = request.settings
        settings.maxFrames = request.output.maxFrames
        let cache = try request.cache?.open()
        let outcome = try StoryboardRenders.renderAll(storyboard, settings: settings, to: out, force: request.output.force, both: request.both,
                                                      shard: request.shard, cache: cache, progress: SegueProgressBars.progress(request.output, console: console),
                                                      naming: StoryboardSetting.commandLine) {
            console.err("segue: \($0)\n")
        }
        if !request.output.quiet {
            console.out("wrote \(outcome.renderedCount) of \(outcome.entries.count) segues\(request.shard.map { " in shard \($0)" } ?? "") to \(display(out))"
                + "\(outcome.replacedEarlier ? " (replacing an earlier render)" : "") with index.txt and index.html\n")
            if let cache { console.out(CacheOption.summary(cache)) }
            if let line = Approximation.countLine(outcome.entries.filter { $0.frames > 0 }.map(\.approximations)) { console.out(line + "\n") }
        }
        return 0
    }
}

/// A progress bar per segue of `render FILE --all`, labelled with its place among them (`3/120`).
final class SegueProgressBars: Sendable {
    let console: Console
    let current = Mutex<ProgressBar?>(nil)
    /// Segues begun so far, and how many will be drawn.
    let place = Mutex((begun: 0, of: 0))

    init(console: Console) { self.console = console }

    /// The progress callback of `render FILE --all` and `render FOLDER --all`: nil without a bar.
    static func progress(_ output: OutputOptions, console: Console) -> (@Sendable (StoryboardRenders.Progress) -> Void)? {
        guard output.progress else { return nil }
        let bars = SegueProgressBars(console: console)
        return { bars.show($0) }
    }

    func show(_ event: StoryboardRenders.Progress) {
        switch event {
        case .planned(let segues, _): place.withLock { $0 = (0, segues) }
        case .began(let name):
            let label = place.withLock { p in
                p.begun += 1
                return "\(p.begun)/\(p.of) \(name)"
            }
            current.withLock { $0 = ProgressBar(label: label, console: console) }
        case .frames(let done, let total): current.withLock { $0?.update(done, total) }
        case .ended: current.withLock { $0?.finish(); $0 = nil }
        }
    }
}
