import UIKit

/// The brand's colours, in one place.
enum Palette {
    static let navy = UIColor(red: 28 / 255, green: 42 / 255, blue: 69 / 255, alpha: 1)
    static let paper = UIColor(white: 0.98, alpha: 1)
}

extension UIColor {
    static var accent: UIColor {
        return UIColor(named: "Accent")!
    }
}
