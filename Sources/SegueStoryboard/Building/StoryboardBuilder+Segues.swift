import SegueKit

extension IB.SegueKind {
    /// SegueKit's kind for a storyboard kind (Xcode 4's iPad `popover` is a popover presentation);
    /// nil for kinds SegueKit does not know. (Qualified: inside `IB`, `SegueKind` is IB's own.)
    var segueKitKind: SegueKit.SegueKind? {
        switch self {
        case .show: .show
        case .showDetail: .showDetail
        case .presentation: .presentation
        case .popoverPresentation, .popover: .popoverPresentation
        case .push: .push
        case .modal: .modal
        case .replace: .replace
        case .custom: .custom
        case .relationship: .relationship
        case .embed: .embed
        case .unwind: .unwind
        case .other: nil
        }
    }
}

extension StoryboardBuilder {
    /// How a storyboard segue is performed: SegueKit's own kind, or an adapter the builder
    /// registers on the source (custom classes mapped to a style, and the cases where UIKit adapts
    /// a segue to its containers).
    enum Plan {
        case kind(SegueKind)
        /// A registered segue class, performed by its own `perform()`.
        case registered(String)
        /// Performed as a built-in transition style (a mapped or unregistered custom class).
        case style(TransitionStyle)
        /// `show` or `push` to a navigation controller from inside one: UIKit cannot push a
        /// navigation controller, so it is presented.
        case presentNavigation
        /// `showDetail` (or `replace`) to a navigation controller: the detail column of a split
        /// view; collapsed (no split view on screen), its root is pushed on the master's stack.
        case showDetailNavigation
    }

    /// Decides how to perform a segue, with what is not faithful about it.
    func plan(for s: IB.Segue) -> (Plan, [StoryboardDiagnostic]) {
        var issues: [StoryboardDiagnostic] = []
        let plan = plan(for: s) { issues.append($0) }
        return (plan, issues)
    }

    private func plan(for s: IB.Segue, report: (StoryboardDiagnostic) -> Void) -> Plan {
        let file = document.fileName
        if let cls = options.overrideClass, s.kind != .unwind, options.registry.factories[cls] != nil {
            return .registered(cls)
        }
        if let cls = s.customClass, s.kind != .unwind {
            if options.registry.factories[cls] != nil { return .registered(cls) }
            if let style = options.segueStyles[cls] { return .style(style) }
            if s.kind == .custom {
                report(StoryboardDiagnostic(
                    .warning, kind: .unregisteredSegueClass, file: file, line: s.line, elementID: s.id,
                    message: "custom segue class \(cls) (segue '\(s.id)') is not registered; rendered as \(options.fallbackStyle.rawValue). "
                        + "Map it with --map-segue \(cls)=STYLE (styles: \(TransitionStyle.available.map(\.rawValue).joined(separator: ", "))), "
                        + "a catalogue transition (e.g. \(cls)=pushLeft) or a keyframe file (\(cls)=FILE.json)"))
                return .style(options.fallbackStyle)
            }
            report(StoryboardDiagnostic(
                .warning, kind: .unregisteredSegueClass, file: file, line: s.line, elementID: s.id,
                message: "segue class \(cls) on \(s.kind.rawValue) segue '\(s.id)' is not registered; rendered as a plain \(s.kind.rawValue) segue. "
                    + "Map it with --map-segue \(cls)=STYLE or a transition JSON file"))
        }
        if s.kind == .custom {
            report(StoryboardDiagnostic(
                .warning, kind: .unregisteredSegueClass, file: file, line: s.line, elementID: s.id,
                message: "custom segue '\(s.id)' names no class; rendered as \(options.fallbackStyle.rawValue)"))
            return .style(options.fallbackStyle)
        }
        guard let kind = s.kind.segueKitKind else {
            report(StoryboardDiagnostic(
                .warning, kind: .unsupportedSegueKind, file: file, line: s.line, elementID: s.id,
                message: "segue '\(s.id)' has kind \"\(s.kind.rawValue)\", which cannot be performed; rendered as a show segue"))
            return .kind(.show)
        }
        if let style = s.modalTransitionStyle?.rawValue, let t = TransitionStyle(rawValue: style), !TransitionStyle.available.contains(t) {
            report(StoryboardDiagnostic(
                .warning, kind: .unsupportedTransitionStyle, file: file, line: s.line, elementID: s.id,
                message: "modalTransitionStyle \(style) (segue '\(s.id)') is not rendered by this build; shown as coverVertical"))
        }
        if s.modalTransitionStyle == .partialCurl {
            let presentation = s.modalPresentationStyle ?? document.controller(withID: s.destinationID)?.modalPresentationStyle
            if let p = presentation, p != .fullScreen {
                report(StoryboardDiagnostic(
                    .warning, kind: .invalidPresentation, file: file, line: s.line, elementID: s.id,
                    message: "segue '\(s.id)' presents with partialCurl as \(p.rawValue); UIKit refuses a partial curl that is not full screen; "
                        + "rendered as a full-screen presentation"))
            }
        }
        let toNavigation = document.controller(withID: s.destinationID)?.kind == .navigationController
        if (kind == .show || kind == .push), toNavigation { return .presentNavigation }
        if (kind == .showDetail || kind == .replace), toNavigation { return .showDetailNavigation }
        return .kind(kind)
    }

    /// The segue templates of a controller: every segue of its scene but relationships, embeds
    /// and unwinds (performed with `performUnwind`).
    func installTemplates(on vc: ViewController, controller c: IB.Controller) {
        var index: [String: Int] = [:]
        var registry = options.registry
        for s in document.segues(from: c.id) where s.kind != .relationship && s.kind != .embed && s.kind != .unwind {
            let destinationID = s.destinationID
            let size = presentedSize(for: s)
            let make: @MainActor () -> ViewController = { [unowned self] in self.instantiate(destinationID, size: size) }
            let transition = s.modalTransitionStyle
            // A partial curl is only possible full screen (the issue is reported by `plan`).
            let presentation = transition == .partialCurl
                ? .fullScreen : s.modalPresentationStyle
            var template: SegueTemplate
            let (plan, issues) = plan(for: s)
            segueIssues[s.id] = issues
            switch plan {
            case .kind(let kind):
                template = SegueTemplate(identifier: s.identifier, kind: kind, modalPresentationStyle: presentation,
                                         modalTransitionStyle: transition, animates: s.animates, destination: make)
            case .registered(let cls):
                template = SegueTemplate(identifier: s.identifier, kind: .custom, customClass: cls, animates: s.animates, destination: make)
            case .style(let style):
                let name = "storyboard.style.\(style.rawValue).\(s.id)"
                registry.register(name, Self.styleSegue(style, animates: s.animates))
                template = SegueTemplate(identifier: s.identifier, kind: .custom, customClass: name, animates: s.animates, destination: make)
            case .presentNavigation:
                let name = "storyboard.presentNavigation.\(s.id)"
                registry.register(name, Self.presentSegue(presentation: presentation, transition: transition, animates: s.animates))
                template = SegueTemplate(identifier: s.identifier, kind: .custom, customClass: name, animates: s.animates, destination: make)
            case .showDetailNavigation:
                let name = "storyboard.showDetailNavigation.\(s.id)"
                registry.register(name, Self.showDetailSegue(animates: s.animates))
                template = SegueTemplate(identifier: s.identifier, kind: .custom, customClass: name, animates: s.animates, destination: make)
            }
            index[s.id] = vc.segueTemplates.count
            vc.segueTemplates.append(template)
        }
        vc.segueRegistry = registry
        templateIndex[ObjectIdentifier(vc)] = index
    }

    /// The size a destination is laid out for: a popover's content or a form sheet's card in
    /// regular width (SegueKit's 320 × 480 and 540 × 620), else the screen.
    func presentedSize(for s: IB.Segue) -> Size? {
        guard device.isRegularWidth else { return nil }
        if s.kind == .popoverPresentation || s.kind == .popover || s.modalPresentationStyle == .popover {
            return Size(width: 320, height: 480)
        }
        let style = s.modalPresentationStyle ?? document.controller(withID: s.destinationID)?.modalPresentationStyle
        if style == .formSheet { return Size(width: 540, height: 620) }
        return nil
    }

    /// The template of segue `id` on a live controller.
    public func templateIndex(of segueID: String, on vc: ViewController) -> Int? {
        templateIndex[ObjectIdentifier(vc)]?[segueID]
    }

    /// A segue that performs one of the built-in styles: push in a navigation controller (else
    /// shown), a popover, or a presentation with the style's presentation and transition.
    static func styleSegue(_ style: TransitionStyle, animates: Bool) -> SegueRegistry.Factory {
        { identifier, source, destination in
            StoryboardSegue(identifier: identifier, source: source, destination: destination) {
                switch style {
                case .push:
                    source.show(destination, animated: animates)
                case .popover:
                    destination.modalPresentationStyle = .popover
                    destination.popoverAnchor = source.popoverAnchor
                    source.present(destination, animated: animates)
                case .zoom:
                    destination.modalPresentationStyle = .fullScreen
                    destination.transitionAnimator = ZoomTransition(sourceView: nil)
                    source.present(destination, animated: animates)
                default:
                    destination.modalPresentationStyle = style.presentationStyle
                    if let t = ModalTransitionStyle(rawValue: style.rawValue) { destination.modalTransitionStyle = t }
                    source.present(destination, animated: animates)
                }
            }
        }
    }

    static func presentSegue(presentation: ModalPresentationStyle?, transition: ModalTransitionStyle?, animates: Bool) -> SegueRegistry.Factory {
        { identifier, source, destination in
            StoryboardSegue(identifier: identifier, source: source, destination: destination) {
                if let presentation { destination.modalPresentationStyle = presentation }
                if let transition { destination.modalTransitionStyle = transition }
                source.present(destination, animated: animates)
            }
        }
    }

    static func showDetailSegue(animates: Bool) -> SegueRegistry.Factory {
        { identifier, source, destination in
            StoryboardSegue(identifier: identifier, source: source, destination: destination) {
                if source.splitViewController != nil || source is SplitViewController {
                    source.showDetailViewController(destination, animated: animates)
                } else if let nav = source.navigationController ?? (source as? NavigationController),
                          let detail = destination as? NavigationController, let root = detail.viewControllers.first {
                    nav.pushViewController(root, animated: animates)
                } else {
                    source.show(destination, animated: animates)
                }
            }
        }
    }

    /// Records the issues of a segue that is performed (its plan's, found when its source was
    /// built): issues of segues never performed are not reported.
    public func notePerforming(_ s: IB.Segue) {
        if segueIssues[s.id] == nil { segueIssues[s.id] = plan(for: s).1 }
        for issue in segueIssues[s.id] ?? [] { report(issue) }
    }

    // MARK: Unwind actions

    /// Registers each unwind segue's action on the controllers `unwindDestinationCandidates`
    /// names: the ones whose class or title the action names (`unwindToRedVC:` →
    /// `RedViewController`), else all of them (the nearest one on screen wins, as in UIKit).
    func registerUnwindActions() {
        for s in document.segues where s.kind == .unwind {
            guard let action = s.unwindAction else { continue }
            for id in unwindTargets(for: s) { unwindActions[id, default: []].insert(action) }
        }
    }

    /// The controllers an unwind segue is taken to return to, best first.
    public func unwindTargets(for s: IB.Segue) -> [String] {
        let candidates = document.unwindDestinationCandidates(for: s)
        guard let action = s.unwindAction else { return candidates }
        let wanted = Self.words(action).subtracting(["unwind", "to", "segue", "back", "with", "sender", "vc", "view", "controller", "from", "go", "return", "exit", "the", "action"])
        guard !wanted.isEmpty else { return candidates }
        let scored = candidates.map { id -> (String, Int) in
            let c = document.controller(withID: id)
            let names = [c?.customClass, c?.title, c?.storyboardIdentifier].compactMap { $0 }.map(Self.words).reduce(Set<String>()) { $0.union($1) }
            return (id, names.intersection(wanted).count)
        }
        let best = scored.map(\.1).max() ?? 0
        return best > 0 ? scored.filter { $0.1 == best }.map(\.0) : candidates
    }

    /// The lower-cased words of a camel-case identifier (`unwindToRedVC:` → unwind, to, red, vc).
    static func words(_ s: String) -> Set<String> {
        var out: Set<String> = []
        var current = ""
        var previousUpper = false
        for ch in s {
            guard ch.isLetter || ch.isNumber else {
                if !current.isEmpty { out.insert(current.lowercased()) }
                current = ""
                continue
            }
            if ch.isUppercase, !current.isEmpty, !previousUpper {
                out.insert(current.lowercased())
                current = ""
            }
            previousUpper = ch.isUppercase
            current.append(ch)
        }
        if !current.isEmpty { out.insert(current.lowercased()) }
        return out
    }
}
