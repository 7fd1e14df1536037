import SegueKit

/// `UIUserInterfaceIdiom` as asset catalogs spell it: the `idiom` of a `Contents.json` entry, and
/// the kind of device a scene is drawn for.
public enum DeviceIdiom: IB.Vocabulary {
    case universal, iphone, ipad, mac, tv, watch, car, vision
    case unknown(String)
    public static let known: [Self] = [.universal, .iphone, .ipad, .mac, .tv, .watch, .car, .vision]

    /// The idiom of a screen of `size` points: an iPad from 700 points on its shorter side.
    public init(screen size: Size) {
        self = min(size.width, size.height) >= 700 ? .ipad : .iphone
    }
}

/// `UIUserInterfaceSizeClass` as asset catalogs spell it (`width-class`, `height-class`).
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
}
