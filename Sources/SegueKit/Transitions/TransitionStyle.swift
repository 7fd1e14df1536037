/// Every transition the tool renders, named as storyboards and UIKit spell them.
public enum TransitionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case push, coverVertical, crossDissolve, flipHorizontal, partialCurl, pageSheet, formSheet, popover, zoom

    /// The styles this build can render.
    public static let available: [TransitionStyle] = [.push, .coverVertical, .crossDissolve]

    /// The built-in animator for a style.
    @MainActor public var animator: (any TransitionAnimator)? {
        switch self {
        case .push: NavigationPushTransition()
        case .coverVertical: CoverVerticalTransition()
        case .crossDissolve: CrossDissolveTransition()
        default: nil
        }
    }

    init?(_ style: ModalTransitionStyle) {
        self.init(rawValue: style.rawValue)
    }
}
