import SegueKit

/// What kind of presentation a controller is shown in, which UIKit's traits and bars follow: a
/// sheet's navigation bar is taller (`Device.navigationBarHeight`), and the content of a sheet,
/// form sheet or popover has `userInterfaceLevel` `.elevated`, whose dark system backgrounds are
/// lighter (`StoryboardColors.systemDarkElevated`).
enum PresentationKind: Hashable, Sendable {
    /// The window's root, a full-screen presentation, an embedded or pushed child of either.
    case screen
    /// A page sheet, or a form sheet (also a popover or form sheet adapted to a sheet on a phone).
    case sheet
    /// A popover in regular width.
    case popover

    /// UIKit's `userInterfaceLevel` there is `.elevated`.
    var isElevated: Bool { self != .screen }
}

/// The presentation of the controllers being built, and of each one built: views load lazily,
/// after the call that made their controller returned, and must still know where they are shown.
@MainActor
struct PresentationLevels {
    /// The presentation the controllers being instantiated now are shown in.
    private(set) var current = PresentationKind.screen
    private var byController: [ObjectIdentifier: PresentationKind] = [:]
    /// Whether the controllers being instantiated now go into a container view (an embed segue's
    /// destination), not at the top of their presentation.
    var isEmbedding = false
    /// Whether the controllers being instantiated now are a tab bar controller's tabs: a view
    /// loaded before the tab bar controller takes its controller (a navigation controller loads
    /// its root's) is still laid out above the tab bar.
    var isJoiningTabs = false
    /// The storyboard's tab bar of the tab bar controller whose tabs are being instantiated.
    var joiningTabBar: IB.ViewNode?
    /// The navigation controller that the controller being instantiated now is pushed onto.
    var pushingOnto: NavigationController?

    /// Notes that `vc` is shown in the current presentation. NB: the builder keeps every
    /// controller it made (`ControllerInstances`), so an identifier is never reused for another.
    mutating func note(_ vc: ViewController) {
        if current != .screen { byController[ObjectIdentifier(vc)] = current }
    }

    /// The presentation `vc` is shown in: its own, else its nearest parent's.
    func kind(of vc: ViewController) -> PresentationKind {
        var c: ViewController? = vc
        while let x = c {
            if let kind = byController[ObjectIdentifier(x)] { return kind }
            c = x.parent
        }
        return .screen
    }

    /// Makes `kind` the current presentation; returns the one it replaces.
    mutating func swap(_ kind: PresentationKind) -> PresentationKind {
        let was = current
        current = kind
        return was
    }
}

extension StoryboardBuilder {
    /// Runs `body` building for `kind` of presentation, then goes back to the one before.
    func building<T>(in kind: PresentationKind, _ body: () -> T) -> T {
        let was = presentations.swap(kind)
        let embedding = presentations.isEmbedding
        presentations.isEmbedding = false
        defer {
            _ = presentations.swap(was)
            presentations.isEmbedding = embedding
        }
        return body()
    }

    /// Runs `body` instantiating a controller that a push puts in `nav` (none: not a push).
    func pushing<T>(onto nav: NavigationController?, _ body: () -> T) -> T {
        let was = presentations.pushingOnto
        presentations.pushingOnto = nav
        defer { presentations.pushingOnto = was }
        return body()
    }

    /// Runs `body` instantiating the content of a container view.
    func embedding<T>(_ body: () -> T) -> T {
        let was = presentations.isEmbedding
        presentations.isEmbedding = true
        defer { presentations.isEmbedding = was }
        return body()
    }

    /// The look of `vc`'s scene wherever it is built: elevated when it is shown in a sheet or a
    /// popover (its bars are styled again after every push, outside the presentation's build).
    func theme(of vc: ViewController) -> Theme {
        guard presentations.kind(of: vc).isElevated else { return theme }
        var t = theme
        t.isElevated = true
        return t
    }

    /// The look of the scenes being built now: elevated in a sheet or a popover.
    var sceneTheme: Theme {
        guard presentations.current.isElevated else { return theme }
        var t = theme
        t.isElevated = true
        return t
    }
}
