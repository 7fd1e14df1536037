import SegueKit

/// Performs one segue of a storyboard the way the app would: the source is put on screen in the
/// containers and presentations that lead to it (replayed without recording), then the segue is
/// performed through SegueKit (`perform(_:)` of its template, or `performUnwind`) and recorded.
@MainActor
public enum SegueRecorder {
    /// The segues that have something to render: every segue but relationships and embeds.
    public static func renderableSegues(of doc: IB.Document) -> [IB.Segue] {
        doc.segues.filter { $0.kind != .relationship && $0.kind != .embed }
    }

    /// Records `segue` performed (or, with `.dismiss`, performed at once and then dismissed or
    /// popped). Throws `StoryboardDiagnostic` in strict mode when anything about it is not
    /// faithful, `SegueError` when it cannot be performed at all.
    public static func record(_ segue: IB.Segue, in doc: IB.Document, options: StoryboardBuildOptions,
                              direction: SegueDirection = .perform) throws -> PerformedSegue {
        let builder = StoryboardBuilder(document: doc, options: options)
        let device = builder.device
        // iPhones hide the status bar in landscape (iOS 13 and later); iPads keep it.
        let window = Window(device: device, showsStatusBar: !options.isStatusBarHidden && (!device.isLandscape || device.safeArea.top > 0))
        let unwindTarget = segue.kind == .unwind ? builder.unwindTargets(for: segue).first : nil
        let path = ScenePath.to(segue.sourceControllerID, via: unwindTarget, in: doc)
        let root = builder.instantiate(path.root)
        window.rootViewController = root
        // Dark mode, dark bars and the app's Info.plist: the status bar's light content (white).
        // It is settled before each step, so that a sheet replayed on the way lays its light twin
        // over the bar the screen under it really shows (a twin over a stale dark bar is taken
        // away with the sheet, leaving no status bar at all).
        StatusBarAppearance.apply(to: window, options: options)
        for step in path.steps {
            replay(step, builder)
            StatusBarAppearance.apply(to: window, options: options)
        }
        builder.restyleNavigationBars(in: window)
        StatusBarAppearance.apply(to: window, options: options)

        guard let source = builder.latestInstance(of: segue.sourceControllerID) else {
            throw SegueError("the source of segue '\(segue.id)' could not be put on screen")
        }
        revealPrimaryColumn(around: source)
        builder.notePerforming(segue)
        builder.noteAnimatedInCode(segue, source: source)
        let sourceName = doc.sceneDisplayName(segue.sourceControllerID)
        let name = segue.kind == .unwind ? "exit → \(segue.unwindAction ?? "?")" : doc.sceneDisplayName(segue.destinationID)
        let performance = try prepare(segue, on: source, builder: builder, window: window)
        try builder.checkStrict()

        let (recording, directionName, unwind) = try run(performance, of: segue, direction: direction, in: window, builder: builder)
        try builder.checkStrict()
        // A registered segue class sets its destination's animator as it performs (a class mapped
        // to a keyframe file or a catalogue transition): that is what moved, so the manifest names
        // its curve and duration, not the class's default timing.
        var animator = performance.animator
        if segue.kind != .unwind, let used = builder.latestInstance(of: segue.destinationID)?.transitionAnimator {
            animator = used
        }
        return PerformedSegue(
            segue: segue, recording: recording, device: device, transition: performance.transition,
            direction: directionName, curve: animator.curve,
            duration: segue.animates ? animator.duration : 0,
            keyframes: (animator as? KeyframeTransition)?.summary(isForward: segue.kind != .unwind),
            sourceName: sourceName, destinationName: name, issues: builder.issues,
            wayBack: unwind, locale: options.locale, rightToLeft: options.rightToLeft,
            fontFiles: options.resources?.fontFiles ?? [], appearance: options.appearance,
            contrast: options.contrast, resourceFolders: options.resources?.folders ?? [],
            approximations: builder.theme.notes.shown(in: recording),
            adaptivePresentationStyle: builder.adaptivePresentationStyle(for: segue))
    }

    /// A segue from the primary column of a split view that shows its secondary alone (portrait)
    /// starts where the user taps it: the primary revealed over the secondary.
    static func revealPrimaryColumn(around source: ViewController) {
        var vc = source
        while let parent = vc.parent {
            if let split = parent as? SplitViewController {
                if vc === split.primary { split.show(.primary) }
                return
            }
            vc = parent
        }
    }

    /// Puts the next controller of a path on screen, at once.
    static func replay(_ step: IB.Segue, _ builder: StoryboardBuilder) {
        guard let from = builder.latestInstance(of: step.sourceControllerID) else { return }
        switch step.kind {
        case .relationship:
            if let tabs = from as? TabBarController, let i = tabs.viewControllers.firstIndex(where: { builder.controllerID(of: $0) == step.destinationID }) {
                tabs.select(i, animated: false)
            } else if let kind = step.relationship, let slide = IB.SetUpSegues.revealedChildren[kind] {
                builder.reveal(step.destinationID, in: from, slidingFrontBy: slide)
            } else if step.relationship == .detailViewController, !(from is SplitViewController) {
                // A collapsed split view: the detail's root is pushed on the master's stack, and
                // laid out there, under that stack's bar and its large title.
                let master = from.children.first as? NavigationController
                var id = step.destinationID
                if master != nil, let c = builder.document.controller(withID: id), c.kind == .navigationController,
                   let root = c.relationshipDestinations(.rootViewController).first {
                    id = root
                }
                let detail = builder.pushing(onto: master) { builder.instantiate(id) }
                let top = (detail as? NavigationController)?.viewControllers.first ?? detail
                if let nav = master {
                    nav.pushViewController(top, animated: false)
                    // Pushed at once, outside the bar's transition: its items are the detail's.
                    builder.styleNavigationBar(nav)
                } else {
                    from.children.first?.present(top, animated: false)
                }
            }
        case .embed:
            _ = from.view
        default:
            guard let i = builder.templateIndex(of: step.id, on: from) else { return }
            do {
                try builder.perform(from.segueTemplates[i], of: from)
            } catch {
                builder.report(StoryboardDiagnostic(
                    .warning, kind: .pushWithoutNavigation, file: builder.document.fileName, line: step.line, elementID: step.id,
                    message: "segue '\(step.id)', which leads to this segue's source, could not be performed (\(error)); its source is shown without it"))
            }
        }
    }
}
