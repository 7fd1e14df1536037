import UIKit

/// The app's one window; on iPad the journal's tab shows the atlas (Atlas.storyboard) instead.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene, scene.traitCollection.userInterfaceIdiom == .pad else { return }
        let atlas = UIStoryboard(name: "Atlas", bundle: nil).instantiateInitialViewController()
        (window?.rootViewController as? UITabBarController)?.viewControllers?.insert(atlas!, at: 0)
    }
}
