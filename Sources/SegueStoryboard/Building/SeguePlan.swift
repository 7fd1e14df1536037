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

/// How a storyboard segue is performed: SegueKit's own kind, or an adapter the builder
/// registers on the source (custom classes mapped to a style, and the cases where UIKit adapts
/// a segue to its containers).
enum SeguePlan {
    case kind(SegueKind)
    /// A registered segue class, performed by its own `perform()`.
    case registered(String)
    /// An unregistered custom segue class whose destination holds or presents its source (a
    /// `DismissSegue` aimed at the source's own navigation controller): the way back, as an
    /// unwind that names no destination takes it.
    case wayBack
    /// Performed as a built-in transition style (a mapped or unregistered custom class).
    case style(TransitionStyle)
    /// `show` or `push` to a navigation controller from inside one: UIKit cannot push a
    /// navigation controller, so it is presented.
    case presentNavigation
    /// `showDetail`: the detail column of a split view; in a split view a phone collapsed to its
    /// master column, pushed on the master's stack (a navigation controller's root, as UIKit
    /// collapses one); outside any split view, presented modally, as UIKit presents it.
    case showDetail
}

/// Decides how each segue is performed, and says what is not faithful about it.
struct SeguePlanner {
    let document: IB.Document
    let options: StoryboardBuildOptions

    /// The plan for `s`, with what is not faithful about it.
    func plan(for s: IB.Segue) -> (SeguePlan, [StoryboardDiagnostic]) {
        var issues: [StoryboardDiagnostic] = []
        let plan = plan(for: s) { issues.append($0) }
        return (plan, issues)
    }

    private func plan(for s: IB.Segue, report: (StoryboardDiagnostic) -> Void) -> SeguePlan {
        if s.kind != .unwind, let plan = classPlan(for: s, report: report) { return plan }
        if s.kind == .custom {
            report(warning(.unregisteredSegueClass, s, "custom segue '\(s.id)' names no class; rendered as \(options.fallbackStyle.rawValue)"))
            return .style(options.fallbackStyle)
        }
        guard let kind = s.kind.segueKitKind else {
            report(warning(.unsupportedSegueKind, s,
                           "segue '\(s.id)' has kind \"\(s.kind.rawValue)\", which cannot be performed; rendered as a show segue"))
            return .kind(.show)
        }
        checkPartialCurl(s, report: report)
        let toNavigation = document.controller(withID: s.destinationID)?.kind == .navigationController
        if (kind == .show || kind == .push), toNavigation { return .presentNavigation }
        if kind == .showDetail { return .showDetail }
        return .kind(kind)
    }

    /// The plan a segue class gives: the class that performs every segue (`overrideClass`), the
    /// segue's own registered or mapped class; an unregistered class on a custom segue is
    /// performed as the fallback style. Nil: the segue's kind decides.
    private func classPlan(for s: IB.Segue, report: (StoryboardDiagnostic) -> Void) -> SeguePlan? {
        if let cls = options.overrideClass { return .registered(cls.name) }
        guard let cls = s.customClass else { return nil }
        if options.registry.factories[cls] != nil { return .registered(cls) }
        if let style = options.segueStyles[cls] { return .style(style) }
        if s.kind == .custom {
            let styles = TransitionStyle.allCases.map(\.rawValue).joined(separator: ", ")
            if leadsBack(s) {
                report(warning(.unregisteredSegueClass, s,
                               "custom segue class \(cls) (segue '\(s.id)') is not registered; its destination holds or presents its source, "
                                   + "so it is taken as the way back (a dismissal or a pop)",
                               advice: ". Map it with \(.segueClassMapping(cls))"))
                return .wayBack
            }
            let named = Self.style(named: cls)
            let style = named ?? options.fallbackStyle
            report(warning(.unregisteredSegueClass, s,
                           "custom segue class \(cls) (segue '\(s.id)') is not registered; rendered as \(style.rawValue)"
                               + (named == nil ? "" : ", as its name says"),
                           advice: ". Map it with \(.segueClassMapping(cls)): VALUE is a style (\(styles)), a catalogue transition (e.g. pushLeft) "
                               + "or a keyframe file (FILE.json)"))
            return .style(style)
        }
        report(warning(.unregisteredSegueClass, s,
                       "segue class \(cls) on \(s.kind.rawValue) segue '\(s.id)' is not registered; rendered as a plain \(s.kind.rawValue) segue",
                       advice: ". Map it with \(.segueClassMapping(cls))"))
        return nil
    }

    /// Whether `s` leads to a controller that holds its source (a container it is in) or
    /// presents it (or a container it is in): a custom segue there can only go back.
    func leadsBack(_ s: IB.Segue) -> Bool {
        var seen: Set<String> = []
        var queue = [s.sourceControllerID]
        while let id = queue.popLast(), seen.count < 256 {
            guard seen.insert(id).inserted else { continue }
            if id != s.sourceControllerID, id == s.destinationID { return true }
            for t in document.segues where t.destinationID == id && t.id != s.id {
                // Its containers, and whoever presents or pushes it, or one of them.
                if t.kind == .relationship || t.kind == .embed || (t.kind.isTransition && t.kind != .unwind && t.kind != .custom) {
                    queue.append(t.sourceControllerID)
                }
            }
        }
        return false
    }

    /// The style an unregistered segue class's name says it animates with (`CustomPushSegue`,
    /// `FadeSegue`, `FlipSegue`): the first of its words that names one; nil where none does
    /// ("present", "modal" or "replace" say nothing of how).
    static func style(named cls: String) -> TransitionStyle? {
        let words: [String: TransitionStyle] = [
            "push": .push, "fade": .crossDissolve, "dissolve": .crossDissolve, "crossfade": .crossDissolve, "flip": .flipHorizontal,
            "curl": .partialCurl, "popover": .popover, "sheet": .pageSheet, "zoom": .zoom,
        ]
        return UnwindActions.orderedWords(cls).lazy.compactMap { words[$0] }.first
    }

    /// UIKit refuses a partial curl that is not full screen; it is rendered full screen.
    private func checkPartialCurl(_ s: IB.Segue, report: (StoryboardDiagnostic) -> Void) {
        guard s.modalTransitionStyle == .partialCurl else { return }
        let presentation = s.modalPresentationStyle ?? document.controller(withID: s.destinationID)?.modalPresentationStyle
        if let p = presentation, p != .fullScreen {
            report(warning(.invalidPresentation, s,
                           "segue '\(s.id)' presents with partialCurl as \(p.rawValue); UIKit refuses a partial curl that is not full screen; "
                               + "rendered as a full-screen presentation"))
        }
    }

    private func warning(_ kind: StoryboardDiagnostic.Kind, _ s: IB.Segue, _ message: String,
                         advice: SettingMessage<StoryboardSetting>? = nil) -> StoryboardDiagnostic {
        StoryboardDiagnostic(.warning, kind: kind, file: document.fileName, line: s.line, elementID: s.id, message: message, advice: advice)
    }
}
