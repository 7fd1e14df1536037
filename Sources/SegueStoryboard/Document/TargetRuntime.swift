extension IB {
    /// `<document targetRuntime>`: the platform a storyboard is made for.
    public enum TargetRuntime: Vocabulary {
        /// `iOS.CocoaTouch`: iPhone, or universal.
        case iOS
        /// `iOS.CocoaTouch.iPad`: iPad only.
        case iPad
        /// `MacOSX.Cocoa`.
        case macOS
        /// `AppleTV`.
        case tvOS
        case unknown(String)
        public static let known: [Self] = [.iOS, .iPad, .macOS, .tvOS]

        public var rawValue: String {
            switch self {
            case .iOS: "iOS.CocoaTouch"
            case .iPad: "iOS.CocoaTouch.iPad"
            case .macOS: "MacOSX.Cocoa"
            case .tvOS: "AppleTV"
            case .unknown(let written): written
            }
        }
    }
}
