import UIKit

class SetBoardSizeViewController: UIViewController {
    @IBAction func sizeChanged(_ sender: UIStepper) {
    }
}
