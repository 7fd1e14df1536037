/// The custom segue of the seed document (`seeds/003`), ported line for line: the destination view
/// is placed one width to the right of the source (one to the left when dismissing), both move
/// together by one width over 0.3 s (UIKit's default curve, easeInOut), and when the animation
/// completes the destination is presented without animation. In landscape it moves along the
/// window's y axis by the height: in iOS 7 and earlier the window keeps portrait coordinates and the
/// landscape root view carries a 90° rotation, so on screen the slide is horizontal either way.
/// Both flags are set from the source's `prepare(for:sender:)`, as in the seed.
@MainActor
public final class HorizontalSlideSegue: StoryboardSegue {
    public var isDismiss = false
    public var isLandscapeOrientation = false

    /// The seed's timing: 0.3 s on UIKit's default curve (`View.animate(withDuration: 0.3)`).
    nonisolated public override class var timing: SegueTiming { SegueTiming(duration: 0.3, curve: .easeInOut) }

    public override func perform() {
        let desViewController = destination
        let srcView = source.view
        let desView = desViewController.view

        desView.transform3D = srcView.transform3D
        desView.bounds = srcView.bounds

        if isLandscapeOrientation {
            if isDismiss {
                desView.center = Point(x: srcView.center.x, y: srcView.center.y - srcView.frame.size.height)
            } else {
                desView.center = Point(x: srcView.center.x, y: srcView.center.y + srcView.frame.size.height)
            }
        } else {
            if isDismiss {
                desView.center = Point(x: srcView.center.x - srcView.frame.size.width, y: srcView.center.y)
            } else {
                desView.center = Point(x: srcView.center.x + srcView.frame.size.width, y: srcView.center.y)
            }
        }

        guard let mainWindow = source.window else { return }
        mainWindow.contentView.addSubview(desView)

        // slide newView over oldView, then remove oldView
        View.animate(withDuration: 0.3) {
            desView.center = Point(x: srcView.center.x, y: srcView.center.y)

            if self.isLandscapeOrientation {
                if self.isDismiss {
                    srcView.center = Point(x: srcView.center.x, y: srcView.center.y + srcView.frame.size.height)
                } else {
                    srcView.center = Point(x: srcView.center.x, y: srcView.center.y - srcView.frame.size.height)
                }
            } else {
                if self.isDismiss {
                    srcView.center = Point(x: srcView.center.x + srcView.frame.size.width, y: srcView.center.y)
                } else {
                    srcView.center = Point(x: srcView.center.x - srcView.frame.size.width, y: srcView.center.y)
                }
            }
        } completion: { _ in
            self.source.present(desViewController, animated: false)
        }
    }
}
