import SegueKit

/// Segue templates: each segue of a scene as SegueKit performs it, planned by `SeguePlanner`,
/// with the adapters that perform a plan SegueKit has no kind for.
extension StoryboardBuilder {
    /// The segue templates of a controller: every segue of its scene but relationships, embeds
    /// and unwinds (performed with `performUnwind`).
    func installTemplates(on vc: ViewController, controller c: IB.Controller) {
        var index: [String: Int] = [:]
        var registry = options.registry
        if let cls = options.overrideClass { registry.register(cls) }
        for s in document.segues(from: c.id) where s.kind != .relationship && s.kind != .embed && s.kind != .unwind {
            let (plan, issues) = planner.plan(for: s)
            templates.setIssues(issues, of: s.id)
            index[s.id] = vc.segueTemplates.count
            vc.segueTemplates.append(template(for: s, plan: plan, from: vc, registering: &registry))
        }
        vc.segueRegistry = registry
        templates.set(index, of: vc)
    }

    /// The template that performs `s` by `plan` from `source`; the adapters a plan needs go into
    /// `registry`. The destination is laid out where it will be shown, which is known once the
    /// source is on screen (`destinationPlace`).
    private func template(for s: IB.Segue, plan: SeguePlan, from source: ViewController,
                          registering registry: inout SegueRegistry) -> SegueTemplate {
        let destinationID = s.destinationID
        let make: @MainActor () -> ViewController = { [weak self, unowned source] in
            guard let self else { return ViewController() }
            let place = self.destinationPlace(for: s, plan: plan, from: source)
            // A collapsed split view pushes the root of a detail navigation controller onto the
            // primary column's stack (the showDetail adapter): it is laid out there, under that
            // stack's bar and its large title.
            var id = destinationID
            if case .showDetail = plan, place.navigation != nil, let c = self.document.controller(withID: destinationID),
               c.kind == .navigationController, let root = c.relationshipDestinations(.rootViewController).first {
                id = root
            }
            let destination = self.building(in: place.kind) {
                self.pushing(onto: place.navigation) { self.instantiate(id, size: place.size, insets: place.insets) }
            }
            destination.adaptivePresentationStyle = self.adaptivePresentationStyle(for: s)
            return destination
        }
        let transition = s.modalTransitionStyle
        // A partial curl is only possible full screen (the planner reports the issue).
        let presentation = transition == .partialCurl ? .fullScreen : s.modalPresentationStyle
        func adapter(_ name: String, _ factory: @escaping SegueRegistry.Factory) -> SegueTemplate {
            registry.register(name, factory)
            return SegueTemplate(identifier: s.identifier, kind: .custom, customClass: name, animates: s.animates, destination: make)
        }
        switch plan {
        case .kind(let kind):
            return SegueTemplate(identifier: s.identifier, kind: kind, modalPresentationStyle: presentation,
                                 modalTransitionStyle: transition, animates: s.animates, destination: make)
        case .registered(let cls):
            return SegueTemplate(identifier: s.identifier, kind: .custom, customClass: cls, animates: s.animates, destination: make)
        case .style(let style):
            return adapter("storyboard.style.\(style.rawValue).\(s.id)",
                           Self.styleSegue(style, animates: s.animates, rightToLeft: options.rightToLeft))
        case .presentNavigation:
            return adapter("storyboard.presentNavigation.\(s.id)",
                           Self.presentSegue(presentation: presentation, transition: transition, animates: s.animates))
        case .showDetail:
            return adapter("storyboard.showDetail.\(s.id)") { [weak self] identifier, source, destination in
                StoryboardSegue(identifier: identifier, source: source, destination: destination) {
                    if self?.inCollapsedSplitView(source) == true, let nav = source.navigationController ?? (source as? NavigationController) {
                        let root = (destination as? NavigationController)?.viewControllers.first ?? destination
                        nav.pushViewController(root, animated: s.animates)
                    } else {
                        source.showDetailViewController(destination, animated: s.animates)
                    }
                }
            }
        case .wayBack:
            return adapter("storyboard.wayBack.\(s.id)") { identifier, source, destination in
                StoryboardSegue(identifier: identifier, source: source, destination: destination) {
                    var top: ViewController = source
                    while let p = top.parent { top = p }
                    if top.presentingViewController != nil {
                        source.dismiss(animated: s.animates)
                    } else {
                        _ = source.navigationController?.popViewController(animated: s.animates)
                    }
                }
            }
        }
    }

    /// The template of segue `id` on a live controller.
    public func templateIndex(of segueID: String, on vc: ViewController) -> Int? {
        templates.position(of: segueID, on: vc)
    }

    /// A segue that performs one of the built-in styles: push in a navigation controller (else
    /// presented full screen, sliding in as a push does: a class that pushes in a container of
    /// its own), a popover, or a presentation with the style's presentation and transition.
    static func styleSegue(_ style: TransitionStyle, animates: Bool, rightToLeft: Bool = false) -> SegueRegistry.Factory {
        { identifier, source, destination in
            StoryboardSegue(identifier: identifier, source: source, destination: destination) {
                switch style {
                case .push where SegueRecorder.inNavigation(source):
                    source.show(destination, animated: animates)
                case .push:
                    destination.modalPresentationStyle = .fullScreen
                    destination.transitionAnimator = SegueRecorder.slideIn(rightToLeft: rightToLeft)
                    source.present(destination, animated: animates)
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

    /// Records the issues of a segue that is performed (its plan's, found when its source was
    /// built): issues of segues never performed are not reported.
    public func notePerforming(_ s: IB.Segue) {
        let issues = templates.issues(of: s.id) ?? planner.plan(for: s).1
        templates.setIssues(issues, of: s.id)
        for issue in issues { report(issue) }
    }

    /// What a popover presentation by `s` adapts to in a compact width: `.none`, the popover
    /// kept, where `options.keepsPopovers` says so or where the source file of the segue's
    /// source, its destination or the destination's root returns `.none` from
    /// `adaptivePresentationStyle(for:)` (the class that sets itself as the popover's delegate,
    /// in `prepare(for:sender:)` or its own initialiser); nil for UIKit's own adaptation.
    func adaptivePresentationStyle(for s: IB.Segue) -> ModalPresentationStyle? {
        guard s.kind == .popoverPresentation || s.kind == .popover else { return nil }
        if options.keepsPopovers { return ModalPresentationStyle.none }
        var ids = [s.sourceControllerID, s.destinationID]
        if let c = document.controller(withID: s.destinationID), c.kind == .navigationController {
            ids += c.relationshipDestinations(.rootViewController)
        }
        let keeps = ids.contains { id in
            document.controller(withID: id)?.customClass.map { code.keepsPresentationsUnadapted(inClass: $0) } ?? false
        }
        return keeps ? ModalPresentationStyle.none : nil
    }
}
