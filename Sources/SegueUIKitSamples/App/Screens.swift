#if canImport(UIKit)
import UIKit
#else
import SegueUIKit
#endif

/// The sample app's screens: a photo grid and a photo, an article list and an article, a profile.
enum Palette {
    static let photos: [UIColor] = [
        UIColor(red: 0.96, green: 0.42, blue: 0.35, alpha: 1), UIColor(red: 0.99, green: 0.71, blue: 0.26, alpha: 1),
        UIColor(red: 0.36, green: 0.76, blue: 0.49, alpha: 1), UIColor(red: 0.25, green: 0.56, blue: 0.93, alpha: 1),
        UIColor(red: 0.58, green: 0.42, blue: 0.89, alpha: 1), UIColor(red: 0.93, green: 0.38, blue: 0.62, alpha: 1),
        UIColor(red: 0.2, green: 0.72, blue: 0.78, alpha: 1), UIColor(red: 0.55, green: 0.6, blue: 0.65, alpha: 1),
        UIColor(red: 0.85, green: 0.55, blue: 0.3, alpha: 1),
    ]
}

/// A label in the app's style.
func makeLabel(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular, color: UIColor = .label) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size, weight: weight)
    label.textColor = color
    return label
}

/// A grid of photos; tapping one opens it, zooming out of its tile.
final class PhotoGridViewController: UIViewController {
    private(set) var tiles: [UIView] = []
    private let zoomTransition = ZoomTransitioningDelegate()

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        let title = makeLabel("Photos", size: 34, weight: .bold)
        title.frame = CGRect(x: 20, y: 96, width: view.bounds.width - 40, height: 41)
        view.addSubview(title)
        let side = (view.bounds.width - 2 * 20 - 2 * 8) / 3
        for (i, color) in Palette.photos.enumerated() {
            let tile = UIView(frame: CGRect(x: 20 + CGFloat(i % 3) * (side + 8), y: 150 + CGFloat(i / 3) * (side + 8), width: side, height: side))
            tile.backgroundColor = color
            tile.layer.cornerRadius = 10
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    func openPhoto(at index: Int) {
        let detail = PhotoDetailViewController(color: Palette.photos[index], number: index + 1)
        zoomTransition.originView = tiles[index]
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = zoomTransition
        present(detail, animated: true)
    }
}

/// One photo, with its caption.
final class PhotoDetailViewController: UIViewController {
    let color: UIColor
    let number: Int
    private let photo = UIView()
    private lazy var titleLabel = makeLabel("Photo \(number)", size: 28, weight: .bold)
    private let captionLabel = makeLabel("Taken on a bright afternoon by the sea.", size: 17, color: .secondaryLabel)

    init(color: UIColor, number: Int) {
        self.color = color
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        photo.backgroundColor = color
        view.addSubview(photo)
        view.addSubview(titleLabel)
        view.addSubview(captionLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        photo.frame = CGRect(x: 0, y: 0, width: width, height: width * 0.75)
        titleLabel.frame = CGRect(x: 20, y: width * 0.75 + 20, width: width - 40, height: 34)
        captionLabel.frame = CGRect(x: 20, y: width * 0.75 + 60, width: width - 40, height: 22)
    }
}

/// A list of articles in a navigation controller; an article opens with a push and closes with
/// an edge swipe.
final class ArticleListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        view.backgroundColor = .systemGroupedBackground
        let headlines = ["Tides of the northern coast", "A year of small gardens", "The quiet art of bread",
                         "Night trains across Europe", "Reading the clouds", "Notes on slow cooking"]
        for (i, headline) in headlines.enumerated() {
            let row = UIView(frame: CGRect(x: 16, y: 120 + CGFloat(i) * 76, width: view.bounds.width - 32, height: 68))
            row.backgroundColor = .systemBackground
            row.layer.cornerRadius = 12
            let dot = UIView(frame: CGRect(x: 12, y: 14, width: 40, height: 40))
            dot.backgroundColor = Palette.photos[i]
            dot.layer.cornerRadius = 8
            row.addSubview(dot)
            let label = makeLabel(headline, size: 17, weight: .semibold)
            label.frame = CGRect(x: 64, y: 14, width: row.bounds.width - 76, height: 22)
            row.addSubview(label)
            let detail = makeLabel("\(4 + i) min read", size: 13, color: .secondaryLabel)
            detail.frame = CGRect(x: 64, y: 38, width: row.bounds.width - 76, height: 16)
            row.addSubview(detail)
            view.addSubview(row)
        }
    }
}

final class ArticleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tides"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: UIAction { _ in }),
            UIBarButtonItem(title: "Save", image: UIImage(systemName: "bookmark"), primaryAction: UIAction { _ in }),
        ]
        view.backgroundColor = .systemBackground
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 300))
        header.backgroundColor = Palette.photos[3]
        view.addSubview(header)
        let headline = makeLabel("Tides of the northern coast", size: 26, weight: .bold)
        headline.frame = CGRect(x: 20, y: 320, width: view.bounds.width - 40, height: 32)
        view.addSubview(headline)
        for line in 0..<8 {
            let bar = UIView(frame: CGRect(x: 20, y: 372 + CGFloat(line) * 26, width: view.bounds.width - 40 - CGFloat(line % 3) * 40, height: 12))
            bar.backgroundColor = .systemGray5
            bar.layer.cornerRadius = 6
            view.addSubview(bar)
        }
    }
}

/// A screen of a tab: a large title and cards of its colour.
final class TabScreenViewController: UIViewController {
    let color: UIColor

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let heading = makeLabel(title ?? "", size: 34, weight: .bold)
        heading.frame = CGRect(x: 20, y: 70, width: view.bounds.width - 40, height: 41)
        view.addSubview(heading)
        for i in 0..<3 {
            let card = UIView(frame: CGRect(x: 16, y: 130 + CGFloat(i) * 170, width: view.bounds.width - 32, height: 156))
            card.backgroundColor = color.withAlphaComponent(1 - CGFloat(i) * 0.25)
            card.layer.cornerRadius = 16
            view.addSubview(card)
        }
    }
}
