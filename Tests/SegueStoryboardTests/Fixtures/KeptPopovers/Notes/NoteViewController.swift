import UIKit

final class NoteViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet private var reminderButton: UIButton!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "PickReminder", let popover = segue.destination.popoverPresentationController {
            popover.delegate = self
        }
    }

    // Keep the date picker a small popover under its button on an iPhone too.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }
}
