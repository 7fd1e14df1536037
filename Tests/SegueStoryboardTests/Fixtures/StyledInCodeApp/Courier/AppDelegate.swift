import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        styleBars()
        window?.tintColor = .systemOrange
        return true
    }

    private func styleBars() {
        // The navy bar of the brand, with white items and titles.
        let navigationBar = UINavigationBar.appearance()
        navigationBar.barTintColor = Palette.navy
        navigationBar.tintColor = .white
        navigationBar.isTranslucent = false
        navigationBar.titleTextAttributes = [
            NSAttributedString.Key.foregroundColor: UIColor.white,
            NSAttributedString.Key.font: UIFont.systemFont(ofSize: 17, weight: .semibold),
        ]
        navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        // Only inside the picker the items are navy.
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIImagePickerController.self]).tintColor = Palette.navy
        UITabBar.appearance().tintColor = .accent
        // UITabBar.appearance().barTintColor = .black
    }
}
