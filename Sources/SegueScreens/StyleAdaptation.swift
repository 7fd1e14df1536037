import SegueKit

/// A style UIKit draws as another on this device: a popover on a compact-width screen (every
/// iPhone) is presented as a page sheet (`UIAdaptivePresentationControllerDelegate`'s default
/// adaptation), and so are its frames.
public struct StyleAdaptation: Hashable, Sendable, CustomStringConvertible {
    /// The style asked for.
    public var asked: TransitionStyle
    /// The style drawn.
    public var drawn: TransitionStyle
    public var device: Device

    /// The adaptation of `style` on `device`, or nil when it is drawn as asked (as it is where
    /// `adaptivePresentationStyle` is `.none`).
    public init?(_ style: TransitionStyle, on device: Device, adaptivePresentationStyle: ModalPresentationStyle? = nil) {
        guard let drawn = style.adapted(on: device, adaptivePresentationStyle: adaptivePresentationStyle) else { return nil }
        asked = style
        self.drawn = drawn
        self.device = device
    }

    public var description: String {
        "a popover on the compact-width \(device.displayName) adapts to a page sheet, as UIKit does; the frames show the sheet"
    }
}

extension Scenario {
    /// What UIKit draws instead of the asked style on this scenario's device, or nil when it draws
    /// the style asked: a popover the app keeps (`adaptivePresentationStyle`), a custom segue or
    /// animator (drawn as they are).
    public var adaptation: StyleAdaptation? {
        guard case .transition = flow else { return nil }
        return StyleAdaptation(style, on: device, adaptivePresentationStyle: adaptivePresentationStyle)
    }

    /// The style UIKit draws instead of the asked one (`adaptation`), nil when the asked style is drawn.
    public var adaptedStyle: TransitionStyle? { adaptation?.drawn }
}
