import SegueKit

extension IB {
    /// The device screen a storyboard was designed on (GRAMMAR.md §8).
    ///
    /// Three schemes exist, by Xcode era:
    /// - Xcode 8+: `<device id orientation>` names the device (`source == .device`).
    /// - Xcode 6–7: no `<device>` but `useTraitCollections="YES"`: root views are drawn on the 600×600
    ///   "Any/Any" square (`designSize`); the screen is assumed to be the default
    ///   preset's, 393×852 (`source == .sizeClassSquare`).
    /// - Xcode 4–5: `<simulatedMetricsContainer>`: 320×480, 320×568 (`type="retina4"`) or 768×1024 on
    ///   iPad-only files (`source == .simulatedMetrics`). Root-view frames in these files exclude the
    ///   simulated status, navigation and tab bars (for example y = 20, height 460).
    public struct Canvas: Sendable, Hashable {
        public enum Source: String, Sendable, Hashable {
            case device
            case sizeClassSquare
            case simulatedMetrics
            /// Nothing in the file says; the reader assumed the default preset's 393×852 or an iPad (768×1024).
            case assumed
        }

        public enum Orientation: String, Sendable, Hashable {
            case portrait
            case landscape
        }

        public var source: Source
        /// The `<device id>` (e.g. `retina6_1`), or the simulated screen type (`retina4`), when given.
        public var deviceID: String?
        public var orientation: Orientation
        /// `<device appearance>`, when given.
        public var appearance: Appearance?
        /// The screen size in points, with the orientation applied.
        public var size: Size
        /// The size IB draws root views at when it differs from the screen: 600×600 for the Xcode 6–7
        /// size-class square, nil otherwise.
        public var designSize: Size?
        /// False when the device id is unknown and `size` is a fallback.
        public var isKnownDevice: Bool

        public init(
            source: Source, deviceID: String? = nil, orientation: Orientation = .portrait, appearance: Appearance? = nil,
            size: Size, designSize: Size? = nil, isKnownDevice: Bool = true
        ) {
            self.source = source
            self.deviceID = deviceID
            self.orientation = orientation
            self.appearance = appearance
            self.size = size
            self.designSize = designSize
            self.isKnownDevice = isKnownDevice
        }

        /// Portrait point sizes of Xcode's `<device id>` values.
        ///
        /// `iPhoneNN_M` ids are hardware model identifiers (`iPhone13,2` is the iPhone 12) and map to
        /// that model's screen.
        public static let portraitSizes: [String: Size] = {
            var t: [String: Size] = [:]
            func add(_ w: Double, _ h: Double, _ ids: String...) { for id in ids { t[id] = Size(width: w, height: h) } }
            // iPhone
            add(320, 480, "retina3_5", "iphone3_5")
            add(320, 568, "retina4_0", "retina4")
            add(375, 667, "retina4_7")
            add(414, 736, "retina5_5")
            add(375, 812, "retina5_8", "retina5_9", "retina5_4")
            add(414, 896, "retina6_1", "retina6_5")
            add(390, 844, "retina6_0", "retina6_06")
            add(428, 926, "retina6_7")
            add(393, 852, "retina6_12")
            add(430, 932, "retina6_72")
            add(402, 874, "retina6_3")
            add(440, 956, "retina6_9")
            // Hardware model identifiers.
            add(375, 812, "iPhone10_3", "iPhone10_6", "iPhone11_2", "iPhone12_3", "iPhone13_1", "iPhone14_4")
            add(414, 896, "iPhone11_4", "iPhone11_6", "iPhone11_8", "iPhone12_1", "iPhone12_5")
            add(390, 844, "iPhone13_2", "iPhone13_3", "iPhone14_2", "iPhone14_5", "iPhone14_7")
            add(428, 926, "iPhone13_4", "iPhone14_3", "iPhone14_8")
            add(393, 852, "iPhone15_2", "iPhone15_4", "iPhone16_1")
            add(430, 932, "iPhone15_3", "iPhone15_5", "iPhone16_2")
            add(375, 667, "iPhone12_8", "iPhone14_6")
            // iPad
            add(768, 1024, "ipad9_7", "ipad7_9", "iPad", "ipad")
            add(744, 1133, "ipad8_3")
            add(810, 1080, "ipad10_2")
            add(834, 1112, "ipad10_5")
            add(820, 1180, "ipad10_9", "ipad10_9rounded")
            add(834, 1194, "ipad11", "ipad11_0rounded")
            add(1024, 1366, "ipad12_9", "ipad12_9rounded")
            add(1032, 1376, "ipad13_0rounded")
            return t
        }()

        /// True for the iPads whose ids say their screen corners are rounded (`ipad10_9rounded`);
        /// iPads 820 pt wide and wider have them whatever the id.
        public var hasRoundedCorners: Bool { deviceID?.contains("rounded") == true }

        /// True for the iPhone 11 and XR (`retina6_1`): 414 × 896 pt like the 11 Pro Max, but at 2x
        /// with a 48 pt status bar.
        public var isRetina6_1: Bool { deviceID == "retina6_1" }

        /// The default assumed when a file gives no device: an iPhone 8.
        public static let defaultPhoneSize = Size(width: 375, height: 667)
        /// The phone screen of a storyboard that states none (a size-class square, or nothing):
        /// the preset it is rendered on unless `--device` says otherwise
        /// (`StoryboardBuildOptions.device`), so that a listing says the size the frames have.
        public static let assumedPhoneSize = Device.iPhone15Pro.size
        public static let defaultPadSize = Size(width: 768, height: 1024)
        /// The Xcode 6–7 size-class square.
        public static let sizeClassSquare = Size(width: 600, height: 600)

        /// The portrait size for a device id, also trying case-insensitive matches.
        public static func portraitSize(forDeviceID id: String) -> Size? {
            if let s = portraitSizes[id] { return s }
            let lower = id.lowercased()
            return portraitSizes.first { $0.key.lowercased() == lower }?.value
        }
    }
}
