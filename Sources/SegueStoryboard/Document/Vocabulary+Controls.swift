extension IB {
    /// `UIControl.State`: the `key` of a button's `<state>`.
    public enum ControlState: Vocabulary {
        case normal, highlighted, selected, disabled, focused
        case unknown(String)
        public static let known: [Self] = [.normal, .highlighted, .selected, .disabled, .focused]
    }

    /// `UIButton.Configuration`'s styles: the `style` of a `<buttonConfiguration>` (Xcode 13+).
    public enum ButtonConfigurationStyle: Vocabulary {
        case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        case unknown(String)
        public static let known: [Self] = [.plain, .tinted, .gray, .filled, .borderless, .bordered, .borderedTinted, .borderedProminent]
    }

    /// `UIButton.Configuration.CornerStyle`: a `<buttonConfiguration>`'s `cornerStyle`.
    public enum ButtonCornerStyle: Vocabulary {
        case dynamic, fixed, small, medium, large, capsule
        case unknown(String)
        public static let known: [Self] = [.dynamic, .fixed, .small, .medium, .large, .capsule]
    }

    /// `UIButton.Configuration.imagePlacement` (an `NSDirectionalRectEdge`): the edge of the
    /// title that a configuration's image sits against; leading when not written.
    public enum ButtonImagePlacement: Vocabulary {
        case leading, trailing, top, bottom
        case unknown(String)
        public static let known: [Self] = [.leading, .trailing, .top, .bottom]
    }

    /// `UIControl.ContentHorizontalAlignment`: a control's `contentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Vocabulary {
        case center, left, right, fill, leading, trailing
        case unknown(String)
        public static let known: [Self] = [.center, .left, .right, .fill, .leading, .trailing]
    }

    /// `UITextField.BorderStyle`: a text field's `borderStyle`.
    public enum TextBorderStyle: Vocabulary {
        case none, line, bezel, roundedRect
        case unknown(String)
        public static let known: [Self] = [.none, .line, .bezel, .roundedRect]
    }

    /// `UIDatePicker.Mode`: a date picker's `datePickerMode` (`dateAndTime` when not written).
    public enum DatePickerMode: Vocabulary {
        case time, date, dateAndTime, countDownTimer
        case unknown(String)
        public static let known: [Self] = [.time, .date, .dateAndTime, .countDownTimer]
    }

    /// `UIDatePickerStyle`: a date picker's `style` (Xcode 12 and later; `automatic` when not
    /// written, which iOS 14 and later draw compact, except a countdown timer's wheels).
    public enum DatePickerStyle: Vocabulary {
        case automatic, wheels, compact, inline
        case unknown(String)
        public static let known: [Self] = [.automatic, .wheels, .compact, .inline]
    }

    /// `UIActivityIndicatorView.Style`: an activity indicator's `style` (`gray`, `white` and
    /// `whiteLarge` before iOS 13; `medium` and `large` since).
    public enum ActivityIndicatorStyle: Vocabulary {
        case gray, white, whiteLarge, medium, large
        case unknown(String)
        public static let known: [Self] = [.gray, .white, .whiteLarge, .medium, .large]

        /// The 37 pt spinner rather than the 20 pt one.
        public var isLarge: Bool { self == .whiteLarge || self == .large }
        /// The white spokes of the pre-iOS 13 styles made for dark backgrounds.
        public var isWhite: Bool { self == .white || self == .whiteLarge }
    }

    /// `UIBarStyle`: a navigation bar's, toolbar's, tab bar's or search bar's `barStyle`.
    public enum BarStyle: Vocabulary {
        case `default`, black, blackOpaque, blackTranslucent
        case unknown(String)
        public static let known: [Self] = [.default, .black, .blackOpaque, .blackTranslucent]
    }

    /// `UINavigationItem.LargeTitleDisplayMode`: a navigation item's `largeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Vocabulary {
        case automatic, always, never
        case unknown(String)
        public static let known: [Self] = [.automatic, .always, .never]
    }

    /// `UIInterfaceOrientation`: the orientation of a scene's simulated metrics.
    public enum InterfaceOrientation: Vocabulary {
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
        case unknown(String)
        public static let known: [Self] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }
}
