import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        if UserDefaults.standard.bool(forKey: "onboarded") {
            let library = storyboard.instantiateViewController(withIdentifier: "library")
            window?.rootViewController = UINavigationController(rootViewController: library)
        } else {
            let welcome = storyboard.instantiateViewController(withIdentifier: "welcome")
            window?.rootViewController = welcome
        }
        window?.makeKeyAndVisible()
        return true
    }
}
