import SegueKit
import Testing
@testable import SegueUIKit

/// A `UINavigationController` presented as a sheet through `present(_:animated:completion:)` is
/// laid out in the sheet, as UIKit does: its bar is the 56 pt bar of a sheet's top edge, with no
/// status bar over it; presented full screen it keeps the status bar and the 44 pt bar.
@MainActor
struct SheetNavigationBarTests {
    /// The presented navigation controller's bar frame, and the size its content is laid out at,
    /// once presented with `style`.
    func presented(_ style: UIModalPresentationStyle, on device: Device) -> (bar: Rect?, size: Size) {
        let session = UIKitSession(device: device)
        defer { session.tearDown() }
        return session.run {
            let window = UIWindow(device: device)
            window.rootViewController = controller("presenter")
            let nav = UINavigationController(rootViewController: controller("presented"))
            nav.modalPresentationStyle = style
            window.rootViewController!.present(nav, animated: false)
            return (nav.navigation.navigationBar?.frame, nav.navigation.containerView.bounds.size)
        }
    }

    @Test func aPageSheetsNavigationBarIsTheSheets() {
        let sheet = presented(.pageSheet, on: .iPhone15Pro)
        #expect(sheet.bar == Rect(x: 0, y: 0, width: 393, height: 56))
        #expect(sheet.size == Size(width: 393, height: 852 - 59 - 10), "laid out at the sheet's size")
        #expect(presented(.automatic, on: .iPhone15Pro).bar == Rect(x: 0, y: 0, width: 393, height: 56))
    }

    @Test func aFormSheetsNavigationBarIsTheSheetsOnItsCard() {
        let card = presented(.formSheet, on: .iPadPro11)
        #expect(card.bar == Rect(x: 0, y: 0, width: 540, height: 56))
        #expect(card.size == Size(width: 540, height: 620))
    }

    @Test func fullScreenKeepsTheStatusBarAndTheStandardBar() {
        #expect(presented(.fullScreen, on: .iPhone15Pro).bar == Rect(x: 0, y: 0, width: 393, height: 59 + 44))
    }
}
