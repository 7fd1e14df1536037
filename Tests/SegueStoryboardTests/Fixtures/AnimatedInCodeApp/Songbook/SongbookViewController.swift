import UIKit

final class SongbookViewController: SwipeViewController {
    private let menuTransition = MenuTransition()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowMenu" {
            segue.destination.modalPresentationStyle = .custom
            segue.destination.transitioningDelegate = menuTransition
        }
    }
}
