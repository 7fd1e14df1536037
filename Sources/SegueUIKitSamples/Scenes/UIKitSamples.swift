import SegueKit
import SegueUIKit

/// The sample app's transitions as `Renders/` holds them: each sets up the app's screen and
/// performs one transition the app's way, through the sample files in App/ (written as they sit in
/// an iOS app). `segue render` draws them; SegueUIKitSampleTests checks them against the goldens.
@MainActor
public struct UIKitSample {
    public var name: String
    public var setUp: @MainActor (UIWindow) -> Void
    public var perform: @MainActor (UIWindow) -> Void

    /// Records the sample on an iPhone 15 Pro.
    public func record() throws -> RecordedTransition {
        try UIKitTransition.record(name: name, device: .iPhone15Pro, setUp: setUp, perform: perform)
    }
}

@MainActor
public enum UIKitSamples {
    /// The samples' names (their golden folders), in order.
    public nonisolated static let names = [
        "uikit-zoomFromCell", "uikit-cardSpring", "uikit-tabSwitch", "uikit-flip3D",
        "uikit-interactivePop-finished", "uikit-interactivePop-cancelled", "uikit-circularReveal",
    ]

    public static var all: [UIKitSample] {
        [zoomFromCell, cardSpring, tabSwitch, flip3D, interactivePop(letGoAt: 0.4, name: names[4]), interactivePopCancelled,
         circularReveal]
    }

    /// A tile of the grid zooms into a card, with a presentation controller's dimming view.
    static let zoomFromCell = UIKitSample(name: names[0], setUp: { window in
        window.rootViewController = PhotoGridViewController()
    }, perform: { window in
        (window.rootViewController as? PhotoGridViewController)?.openPhoto(at: 4)
    })

    /// A card springs up over a screen that stays (`.overFullScreen`).
    static let cardSpring = UIKitSample(name: names[1], setUp: { window in
        window.rootViewController = PhotoGridViewController()
    }, perform: { window in
        window.rootViewController?.present(CardViewController(), animated: true)
    })

    /// The composer opens through a circle growing from the profile's compose button: an animated
    /// `CAShapeLayer` mask.
    static let circularReveal = UIKitSample(name: names[6], setUp: { window in
        window.rootViewController = ProfileViewController()
    }, perform: { window in
        (window.rootViewController as? ProfileViewController)?.compose()
    })

    /// A tab switch the tab bar controller's delegate animates with a property animator.
    static let tabSwitch = UIKitSample(name: names[2], setUp: { window in
        window.rootViewController = MainTabBarController()
    }, perform: { window in
        (window.rootViewController as? UITabBarController)?.selectedIndex = 1
    })

    /// A full-screen presentation flipped in perspective with keyframes.
    static let flip3D = UIKitSample(name: names[3], setUp: { window in
        window.rootViewController = PhotoGridViewController()
    }, perform: { window in
        window.rootViewController?.present(CardBackViewController(), animated: true)
    })

    /// An edge swipe from the left that lets go at `fraction` of the width.
    static func interactivePop(letGoAt fraction: CGFloat, name: String) -> UIKitSample {
        UIKitSample(name: name, setUp: setUpArticle, perform: { window in
            let y: CGFloat = 420
            window.perform(.swipe(from: CGPoint(x: 6, y: y), to: CGPoint(x: 6 + fraction * window.bounds.width, y: y),
                                  duration: 0.35, curve: .easeOut))
        })
    }

    /// An edge swipe that goes a third of the way, comes back and lets go: the pop is cancelled.
    static let interactivePopCancelled = UIKitSample(name: names[5], setUp: setUpArticle, perform: { window in
        let y: CGFloat = 420, w = window.bounds.width
        window.perform(ScriptedTouch.swipe(from: CGPoint(x: 6, y: y), to: CGPoint(x: 6 + w / 3, y: y), duration: 0.3)
            .moving(to: CGPoint(x: 6 + w * 0.15, y: y), duration: 0.2))
    })

    /// The article list with an article pushed, swiping back through the sample's navigation delegate.
    static func setUpArticle(_ window: UIWindow) {
        let navigation = SwipeBackNavigationController(rootViewController: ArticleListViewController())
        window.rootViewController = navigation
        navigation.pushViewController(ArticleViewController(), animated: false)
    }
}
