import SegueKit
import Testing
@testable import SegueUIKit

/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars` as UIKit code sets them: a
/// controller pushed with no extended edges rests below the navigation bar, one with the default
/// runs under it, and an opaque bar keeps even that one below unless it includes opaque bars.
@MainActor
struct UIKitExtendedLayoutTests {
    final class FormViewController: UIViewController {
        let edges: UIRectEdge
        let includesOpaque: Bool
        init(edges: UIRectEdge, includesOpaque: Bool = false) {
            self.edges = edges
            self.includesOpaque = includesOpaque
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Form"
            edgesForExtendedLayout = edges
            extendedLayoutIncludesOpaqueBars = includesOpaque
            view.backgroundColor = .white
        }
    }

    static func pushed(_ form: FormViewController, translucent: Bool = true) throws -> CGRect {
        var nav: UINavigationController!
        _ = try UIKitTransition.record(name: "push", setUp: { window in
            nav = UINavigationController(rootViewController: controller("list"))
            nav.navigationBar.isTranslucent = translucent
            window.rootViewController = nav
        }, perform: { _ in
            nav.pushViewController(form, animated: true)
        })
        return form.view.frame
    }

    static let barBottom = CGFloat(Device.iPhone15Pro.safeArea.top + 44)

    @Test func noExtendedEdgesRestBelowTheBar() throws {
        let frame = try Self.pushed(FormViewController(edges: []))
        #expect(frame.minY == Self.barBottom && frame.maxY == 852)
        #expect(try Self.pushed(FormViewController(edges: .all)).minY == 0)
    }

    @Test func anOpaqueBarKeepsTheViewBelowUnlessItIncludesOpaqueBars() throws {
        #expect(try Self.pushed(FormViewController(edges: .all), translucent: false).minY == Self.barBottom)
        #expect(try Self.pushed(FormViewController(edges: .all, includesOpaque: true), translucent: false).minY == 0)
    }
}
