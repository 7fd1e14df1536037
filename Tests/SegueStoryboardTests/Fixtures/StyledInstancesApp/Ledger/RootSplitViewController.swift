import UIKit

/// Keeps the list beside the detail on an iPad, in either orientation.
final class RootSplitViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredDisplayMode = .allVisible
    }
}
