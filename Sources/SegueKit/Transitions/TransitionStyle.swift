/// Every transition the tool renders, named as storyboards and UIKit spell them.
public enum TransitionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case push, coverVertical, crossDissolve, flipHorizontal, partialCurl, pageSheet, formSheet, popover, zoom

    /// The built-in animator for a style. `anchor` is the popover's anchor and the zoom's source
    /// rectangle; the direction matters to the popover, whose dismissal has its own spring; the
    /// presented controller's `preferredContentSize` sizes a form sheet's card and a popover;
    /// `adaptivePresentationStyle` is what the presentation adapts to in a compact width
    /// (`adapted(on:adaptivePresentationStyle:)`).
    @MainActor public func animator(device: Device, anchor: Rect? = nil, sourceView: View? = nil, isForward: Bool = true,
                                    preferredContentSize: Size = .zero,
                                    adaptivePresentationStyle: ModalPresentationStyle? = nil) -> any TransitionAnimator {
        switch self {
        case .push: NavigationPushTransition()
        case .coverVertical: CoverVerticalTransition()
        case .crossDissolve: CrossDissolveTransition()
        case .pageSheet: SheetTransition(kind: .page)
        case .formSheet: SheetTransition.formSheet(preferredContentSize: preferredContentSize, device: device)
        case .popover:
            adapted(on: device, adaptivePresentationStyle: adaptivePresentationStyle) == nil
                ? PopoverTransition(anchor: anchor ?? PopoverTransition.defaultAnchor(device: device),
                                    preferredContentSize: preferredContentSize, isForward: isForward)
                : SheetTransition(kind: .page)
        case .zoom: ZoomTransition(sourceView: sourceView)
        case .flipHorizontal: FlipHorizontalTransition()
        case .partialCurl: PartialCurlTransition()
        }
    }

    /// The style UIKit draws instead of this one on `device`, or nil when it draws this one: a
    /// popover on a compact-width screen (every iPhone) is presented as a page sheet, the default
    /// adaptation of `UIPopoverPresentationController` when no delegate says otherwise. A delegate
    /// whose `adaptivePresentationStyle(for:traitCollection:)` returns `.none`
    /// (`adaptivePresentationStyle`) keeps the popover.
    public func adapted(on device: Device, adaptivePresentationStyle: ModalPresentationStyle? = nil) -> TransitionStyle? {
        self == .popover && !device.isRegularWidth && adaptivePresentationStyle != ModalPresentationStyle.none ? .pageSheet : nil
    }

    /// The presentation style a presented controller gets for this transition.
    public var presentationStyle: ModalPresentationStyle {
        switch self {
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .popover: .popover
        default: .fullScreen
        }
    }

    /// The style that draws a modal transition style (each is one of these).
    public init(_ style: ModalTransitionStyle) {
        switch style {
        case .coverVertical: self = .coverVertical
        case .flipHorizontal: self = .flipHorizontal
        case .crossDissolve: self = .crossDissolve
        case .partialCurl: self = .partialCurl
        }
    }
}
