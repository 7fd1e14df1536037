import Foundation
import SegueKit

/// Transitions an app animates in its own code: a presentation whose controller is handed a
/// transitioning delegate (`segue.destination.transitioningDelegate = self` in the presenter's
/// `prepare(for:sender:)`, or the presented controller's own `transitioningDelegate = self`),
/// and a push or pop in a navigation controller whose delegate the app sets
/// (`navigationController?.delegate = self`), where the project supplies the animation
/// (`animationController(forPresented:presenting:source:)`, `presentationController(forPresented:
/// presenting:source:)`, `navigationController(_:animationControllerFor:from:to:)`). A storyboard
/// cannot say how those move; the CLI draws UIKit's own animation, says so, and lists it as not
/// real. SegueKit's UIKit API runs such an animator unchanged.
///
/// NB: a reading of the classes' own files for those assignments, and of the project for the
/// methods, not of Swift: a delegate set under a condition counts as set.
extension SourceDeclarations {
    /// What hands the presentations `name` makes or receives a transitioning delegate: the
    /// statement's file, nil where its file sets none.
    func setsTransitioningDelegate(inClass name: String) -> String? {
        guard let text = text(of: name) else { return nil }
        let sets = ["transitioningDelegate =", "transitioningDelegate=", "setTransitioningDelegate:"].contains { SourceStatements.has(text, $0) }
        return sets ? file(of: name) : nil
    }

    /// Whether `name`'s code makes an object its navigation controller's delegate (or, for a
    /// navigation controller subclass, its own): the file, nil where it does not.
    func setsNavigationDelegate(inClass name: String) -> String? {
        guard let text = text(of: name) else { return nil }
        let forms = [
            "navigationController?.delegate =", "navigationController!.delegate =", "navigationController.delegate =",
            "navigationController.delegate=", "setDelegate:", "self.delegate = self", "super.delegate = self",
        ]
        guard forms.contains(where: { SourceStatements.has(text, $0) }) else { return nil }
        // `setDelegate:` and `self.delegate = self` are a navigation controller's only where the
        // class answers for its pushes and pops.
        if !forms.prefix(4).contains(where: { SourceStatements.has(text, $0) }), !Self.navigationAnimators.contains(where: { SourceStatements.has(text, $0) }) {
            return nil
        }
        return file(of: name)
    }

    /// `name` and the superclasses the project declares for it in their own files, nearest
    /// first (at most 4 of them): what a class inherits sets its delegates too.
    func lineage(of name: String) -> [String] {
        var chain = [name]
        while chain.count < 5, let text = text(of: chain[chain.count - 1]) {
            let last = chain[chain.count - 1]
            guard let parent = CodeNavigationBarCalls.Scan.superclasses(in: Array(text.utf8)).first(where: { $0.0 == last })?.1,
                  !chain.contains(parent), files[parent] != nil else { break }
            chain.append(parent)
        }
        return chain
    }

    /// The methods that supply a presentation's animation or its presentation controller.
    static let presentationAnimators = [
        "animationController(forPresented", "animationControllerForPresentedController", "presentationController(forPresented",
        "presentationControllerForPresentedViewController",
    ]

    /// The methods that supply a push's or pop's animation.
    static let navigationAnimators = ["animationControllerFor operation", "animationControllerForOperation"]

    /// The first of the project's files (in name order) that declares one of `methods`.
    func declaring(_ methods: [String]) -> String? {
        for name in files.keys.sorted() {
            guard let text = text(of: name) else { continue }
            if methods.contains(where: { SourceStatements.has(text, $0) }) { return file(of: name) }
        }
        return nil
    }

    private func file(of name: String) -> String? {
        files[name].map { ($0 as NSString).lastPathComponent }
    }
}

extension StoryboardBuilder {
    /// Says where `s` is animated by the app's own code (`SourceDeclarations`): a warning (strict
    /// mode refuses it) and, in the frames' list of what is not real, the animation drawn in its
    /// place. Nothing where the CLI was asked for an animation (`--custom`), or where the segue
    /// has a class of its own (its class is what says how it moves).
    func noteAnimatedInCode(_ s: IB.Segue, source: ViewController) {
        guard options.overrideClass == nil, s.customClass == nil, let how = animationInCode(for: s) else { return }
        let drawn = s.kind == .show || s.kind == .push ? "UIKit's push" : "UIKit's built-in presentation"
        report(StoryboardDiagnostic(
            .warning, kind: .animatedInCode, file: document.fileName, line: s.line, elementID: s.id,
            message: "segue '\(s.identifier ?? s.id)' is animated by the app's own code (\(how)); it is drawn as \(drawn)",
            advice: ". Run the app's animator with SegueKit's UIKit API, or choose an animation with --custom NAME"))
        theme.notes.note(.animatedInCode, s.identifier ?? s.id, "drawn as \(drawn); the app animates it in code (\(how))",
                         marker: source.view.identifier ?? "")
    }

    /// What in the project animates `s`, in words; nil where nothing does.
    private func animationInCode(for s: IB.Segue) -> String? {
        let classOf = { (id: String) in self.document.controller(withID: id)?.customClass }
        switch s.kind {
        case .presentation, .modal:
            var ids = [s.sourceControllerID, s.destinationID]
            if let c = document.controller(withID: s.destinationID), c.kind == .navigationController {
                ids += c.relationshipDestinations(.rootViewController)
            }
            guard let setter = ids.compactMap(classOf).flatMap(code.lineage).lazy.compactMap({ self.code.setsTransitioningDelegate(inClass: $0) }).first,
                  let animator = code.declaring(SourceDeclarations.presentationAnimators) else { return nil }
            return setter == animator ? "\(setter) sets a transitioning delegate and supplies its animation"
                : "\(setter) sets a transitioning delegate; \(animator) supplies its animation"
        case .show, .push:
            // The source's class, its navigation controller's, and that stack's root's.
            var ids = [s.sourceControllerID]
            for scene in document.scenes where scene.controller.kind == .navigationController {
                let roots = scene.controller.relationshipDestinations(.rootViewController)
                if roots.contains(s.sourceControllerID) || document.segues.contains(where: {
                    $0.destinationID == s.sourceControllerID && ($0.kind == .show || $0.kind == .push) && roots.contains($0.sourceControllerID)
                }) {
                    ids += [scene.controller.id] + roots
                }
            }
            guard let setter = ids.compactMap(classOf).flatMap(code.lineage).lazy.compactMap({ self.code.setsNavigationDelegate(inClass: $0) }).first,
                  let animator = code.declaring(SourceDeclarations.navigationAnimators) else { return nil }
            return setter == animator ? "\(setter) makes itself the navigation controller's delegate and supplies its animation"
                : "\(setter) sets the navigation controller's delegate; \(animator) supplies its animation"
        default:
            return nil
        }
    }
}
