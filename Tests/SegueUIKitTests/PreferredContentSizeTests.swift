import SegueKit
import Testing
@testable import SegueUIKit

/// `preferredContentSize` set on a presented `UIViewController` sizes its popover and its form
/// sheet on an iPad, as in UIKit, read when it is presented.
@MainActor
struct PreferredContentSizeTests {
    /// The presented root view's size at the end of presenting it with `style` on an iPad (with
    /// the built-in animator, so no transitioning delegate).
    func presentedSize(_ style: UIModalPresentationStyle, preferred: CGSize) throws -> Size {
        let session = UIKitSession(device: .iPadPro11)
        defer { session.tearDown() }
        let recording = session.run {
            let window = UIWindow(device: .iPadPro11)
            window.rootViewController = controller("presenter")
            return Recording.record(root: window.node) {
                let vc = controller("presented")
                vc.modalPresentationStyle = style
                vc.preferredContentSize = preferred
                window.rootViewController!.present(vc, animated: true)
            }
        }
        return try #require(shown("presented", at: recording.duration, in: recording)).bounds.size
    }

    @Test func aPopoverIsThePreferredContentSize() throws {
        #expect(try presentedSize(.popover, preferred: CGSize(width: 300, height: 200)) == Size(width: 300, height: 200))
        // Nothing asked for: SPEC.md §5's 320 × 480.
        #expect(try presentedSize(.popover, preferred: .zero) == Size(width: 320, height: 480))
    }

    @Test func aFormSheetIsThePreferredContentSize() throws {
        #expect(try presentedSize(.formSheet, preferred: CGSize(width: 400, height: 300)) == Size(width: 400, height: 300))
    }
}
